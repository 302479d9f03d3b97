package nnue

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
)

// The file format, little-endian throughout:
//
//	offset  size         field
//	0       4            magic "WCNN"
//	4       4            version, uint32: 1 (no king buckets) or 2
//	8       4            H, the hidden width, uint32: 1 to MaxHidden
//	12      4            B, the output buckets, uint32: 1 to MaxBuckets
//	                     version 2 only:
//	16      4            K, the king buckets, uint32: 2 to MaxKings
//	20      64           KingMap: each square's king bucket, 0 to K−1, every one used
//	16 / 84 2·K·768·H    first layer, int16, bucket- then feature-major (feature f's H weights together)
//	        2·H          first layer's bias, int16
//	        2·2·H·B      output weights, int16 within ±MaxOut: for each bucket, side to move's H, then the other side's H
//	        4·B          output biases, int32
//	        4            CRC-32 (IEEE) of every byte before it
//
// Features, scales and the output are those of the package documentation.
// A network without king buckets is written as version 1, so the files
// made before king buckets existed are read and written byte for byte.
const magic = "WCNN"

// size returns the length of a file of a network of width h.
func size(h, buckets, kings int) int {
	return header(kings) + 2*kings*Inputs*h + 2*h + 4*h*buckets + 4*buckets + 4
}

// header returns the length of the header for kings king buckets.
func header(kings int) int {
	if kings > 1 {
		return 84
	}
	return 16
}

const headerSize = 16 // the part every version has

// MarshalBinary returns n in the file format.
func (n *Network) MarshalBinary() ([]byte, error) {
	if n.Hidden < 1 || n.Hidden > MaxHidden || n.Buckets < 1 || n.Buckets > MaxBuckets || n.Kings < 1 || n.Kings > MaxKings ||
		len(n.FT) != n.Kings*Inputs*n.Hidden || len(n.FTBias) != n.Hidden || len(n.Out) != 2*n.Hidden*n.Buckets || len(n.OutB) != n.Buckets {
		return nil, fmt.Errorf("nnue: malformed network (hidden %d, %d buckets, %d king buckets, %d/%d/%d/%d weights)",
			n.Hidden, n.Buckets, n.Kings, len(n.FT), len(n.FTBias), len(n.Out), len(n.OutB))
	}
	if err := checkKingMap(n.KingMap, n.Kings); err != "" {
		return nil, fmt.Errorf("nnue: malformed network: %s", err)
	}
	if i, v := n.outOfRange(); i >= 0 {
		return nil, fmt.Errorf("nnue: output weight %d is %d, outside ±%d", i, v, MaxOut)
	}
	b := make([]byte, 0, size(n.Hidden, n.Buckets, n.Kings))
	b = append(b, magic...)
	b = binary.LittleEndian.AppendUint32(b, uint32(min(n.Kings, 2))) // the version
	b = binary.LittleEndian.AppendUint32(b, uint32(n.Hidden))
	b = binary.LittleEndian.AppendUint32(b, uint32(n.Buckets))
	if n.Kings > 1 {
		b = binary.LittleEndian.AppendUint32(b, uint32(n.Kings))
		b = append(b, n.KingMap[:]...)
	}
	for _, s := range [][]int16{n.FT, n.FTBias, n.Out} {
		for _, v := range s {
			b = binary.LittleEndian.AppendUint16(b, uint16(v))
		}
	}
	for _, v := range n.OutB {
		b = binary.LittleEndian.AppendUint32(b, uint32(v))
	}
	return binary.LittleEndian.AppendUint32(b, crc32.ChecksumIEEE(b)), nil
}

// Write writes n to w in the file format.
func (n *Network) Write(w io.Writer) error {
	b, err := n.MarshalBinary()
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

// ErrFormat is wrapped by every error that says a file is not a valid
// network.
var ErrFormat = errors.New("not a valid network file")

// Parse reads a network from the bytes of a file. Its errors wrap
// ErrFormat and say what is wrong.
func Parse(b []byte) (*Network, error) {
	bad := func(format string, a ...any) (*Network, error) {
		return nil, fmt.Errorf("nnue: %w: %s", ErrFormat, fmt.Sprintf(format, a...))
	}
	if len(b) < headerSize {
		return bad("%d bytes, shorter than the %d-byte header", len(b), headerSize)
	}
	if !bytes.Equal(b[:4], []byte(magic)) {
		return bad("magic %q, want %q", b[:4], magic)
	}
	version := binary.LittleEndian.Uint32(b[4:])
	if version != 1 && version != 2 {
		return bad("version %d, want 1 or 2", version)
	}
	h := binary.LittleEndian.Uint32(b[8:])
	if h < 1 || h > MaxHidden {
		return bad("hidden width %d, want 1 to %d", h, MaxHidden)
	}
	k := binary.LittleEndian.Uint32(b[12:])
	if k < 1 || k > MaxBuckets {
		return bad("%d output buckets, want 1 to %d", k, MaxBuckets)
	}
	var kingMap [64]byte
	kings := uint32(1)
	if version == 2 {
		if len(b) < header(2) {
			return bad("%d bytes, shorter than the %d-byte header of version 2", len(b), header(2))
		}
		if kings = binary.LittleEndian.Uint32(b[16:]); kings < 2 || kings > MaxKings {
			return bad("%d king buckets, want 2 to %d", kings, MaxKings)
		}
		copy(kingMap[:], b[20:84])
		if err := checkKingMap(kingMap, int(kings)); err != "" {
			return bad("%s", err)
		}
	}
	if want := size(int(h), int(k), int(kings)); len(b) != want {
		shape := fmt.Sprintf("hidden width %d and %d buckets", h, k)
		if kings > 1 {
			shape = fmt.Sprintf("hidden width %d, %d buckets and %d king buckets", h, k, kings)
		}
		return bad("%d bytes, want %d for %s", len(b), want, shape)
	}
	body, sum := b[:len(b)-4], binary.LittleEndian.Uint32(b[len(b)-4:])
	if got := crc32.ChecksumIEEE(body); got != sum {
		return bad("checksum %08x, want %08x: the file is damaged", got, sum)
	}
	n := NewKings(int(h), int(k), kingMap)
	off := header(n.Kings)
	for _, s := range [][]int16{n.FT, n.FTBias, n.Out} {
		for i := range s {
			s[i] = int16(binary.LittleEndian.Uint16(b[off:]))
			off += 2
		}
	}
	for i := range n.OutB {
		n.OutB[i] = int32(binary.LittleEndian.Uint32(b[off:]))
		off += 4
	}
	if i, v := n.outOfRange(); i >= 0 {
		return bad("output weight %d is %d, outside ±%d", i, v, MaxOut)
	}
	return n, nil
}

// CheckKingMap returns an error if m is not a map of king buckets: its
// buckets, 0 to the largest it names, must each hold a square.
func CheckKingMap(m [64]byte) error {
	if err := checkKingMap(m, KingBuckets(m)); err != "" {
		return fmt.Errorf("nnue: %s", err)
	}
	return nil
}

// checkKingMap says what is wrong with a king map of kings buckets, "" if
// nothing: every square's bucket below kings, and every bucket used.
func checkKingMap(m [64]byte, kings int) string {
	var used [MaxKings]bool
	for sq, k := range m {
		if int(k) >= kings {
			return fmt.Sprintf("king bucket %d of square %d, want below %d", k, sq, kings)
		}
		used[k] = true
	}
	for k := range kings {
		if !used[k] {
			return fmt.Sprintf("king bucket %d of %d on no square", k, kings)
		}
	}
	return ""
}

// outOfRange returns the first output weight beyond ±MaxOut and its
// value, or -1.
func (n *Network) outOfRange() (int, int16) {
	for i, v := range n.Out {
		if v > MaxOut || v < -MaxOut {
			return i, v
		}
	}
	return -1, 0
}

// Read reads a network in the file format from r, to its end.
func Read(r io.Reader) (*Network, error) {
	b, err := io.ReadAll(io.LimitReader(r, int64(size(MaxHidden, MaxBuckets, MaxKings))+1))
	if err != nil {
		return nil, fmt.Errorf("nnue: %w", err)
	}
	return Parse(b)
}

// Load reads the network file at path. Its errors name the file: the
// operating system's if it cannot be read, else Parse's (wrapping
// ErrFormat) after the path.
func Load(path string) (*Network, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	n, err := Read(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return n, nil
}
