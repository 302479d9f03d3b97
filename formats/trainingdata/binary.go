package trainingdata

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"strings"

	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/score"
)

// The binary format: see the package documentation, "Binary format".
const (
	// BinaryMagic starts every binary file; BinaryVersion follows it.
	BinaryMagic   = "WCDG"
	BinaryVersion = 1
	// BinaryHeaderLen is the size of the file header: the magic, the
	// version byte and three zero bytes.
	BinaryHeaderLen = 8

	// NoScore is the score of a ply that was not searched (an opening's
	// random ply, a ply the converter reconstructed) or whose search
	// completed no iteration.
	NoScore = -32768

	// MaxRecordPlies bounds the plies of one record.
	MaxRecordPlies = 65535

	recordFixed  = 41 // the body's bytes besides the plies
	frameLen     = 8  // the length before the body and the CRC after it
	startLen     = 29 // the packed start position: occupancy, nibbles, flags, ep, clocks
	maxRecordLen = recordFixed + 4*MaxRecordPlies
)

// BinaryHeader returns the file header of the current version.
func BinaryHeader() []byte {
	return append([]byte(BinaryMagic), BinaryVersion, 0, 0, 0)
}

// IsBinary reports whether b, a file's first bytes, starts like a binary
// datagen file (of any version).
func IsBinary(b []byte) bool {
	return len(b) >= len(BinaryMagic) && string(b[:len(BinaryMagic)]) == BinaryMagic
}

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// Ply is one ply of a record: the move played from the position before it
// and the search's score of that position.
type Ply struct {
	// Move is the move played (for the last ply of an adjudicated game, the
	// move the search chose). NullMove only as a record's last ply, where a
	// converted text file does not know it.
	Move chess.Move
	// Score is the search's score in centipawns from White's view (mate
	// scores on package score's scale, ±(32000−plies)), or NoScore.
	Score int16
}

// Record is one game, or one part of a game (a converted text game whose
// gaps could not all be bridged): the position it starts from and every
// ply played from there.
type Record struct {
	ID     int64 // the game's ID; the records of one game are consecutive and share it
	Start  chess.Position
	Plies  []Ply
	Result float64 // the game's result, White's view: 1, 0.5 or 0
	Reason Reason

	// Where the record was read from (set by BinaryReader): its byte
	// offset in the file and its index (0 for the file's first record).
	Offset int64
	Index  int
}

// Scored counts the plies that have a score.
func (r *Record) Scored() int {
	n := 0
	for _, p := range r.Plies {
		if p.Score != NoScore {
			n++
		}
	}
	return n
}

// FormatError is a fault of a binary file, with where it is.
type FormatError struct {
	Offset int64 // the byte offset of the record (of the fault, for the header)
	Index  int   // the record's index in the file; -1 for the file header
	ID     int64 // the record's game ID; -1 if not read
	Ply    int   // the ply (0 = the record's first); -1 if not a ply's fault
	Err    error
}

func (e *FormatError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "offset %d", e.Offset)
	if e.Index >= 0 {
		fmt.Fprintf(&b, ", record %d", e.Index)
		if e.ID >= 0 {
			fmt.Fprintf(&b, " (game %d)", e.ID)
		}
	} else {
		b.WriteString(", file header")
	}
	if e.Ply >= 0 {
		fmt.Fprintf(&b, ", ply %d", e.Ply)
	}
	b.WriteString(": ")
	b.WriteString(e.Err.Error())
	return b.String()
}

func (e *FormatError) Unwrap() error { return e.Err }

// ErrTruncated is wrapped by the error for a file that ends inside a
// record: a run was cut off mid-write (or, read while a run appends, the
// record being written).
var ErrTruncated = errors.New("the file ends inside this record")

// AppendRecord appends rec's record (length, body, CRC) to b.
func AppendRecord(b []byte, rec *Record) ([]byte, error) {
	if rec.ID < 0 || rec.ID > maxID {
		return b, fmt.Errorf("game ID %d out of range", rec.ID)
	}
	if len(rec.Plies) > MaxRecordPlies {
		return b, fmt.Errorf("%d plies, at most %d in a record", len(rec.Plies), MaxRecordPlies)
	}
	res, ok := resultCode(rec.Result)
	if !ok || rec.Reason == 0 || int(rec.Reason) >= len(reasonNames) {
		return b, fmt.Errorf("game %d: bad result %v or reason %d", rec.ID, rec.Result, rec.Reason)
	}
	start := len(b)
	n := recordFixed + 4*len(rec.Plies)
	b = binary.LittleEndian.AppendUint32(b, uint32(n))
	b = binary.LittleEndian.AppendUint64(b, uint64(rec.ID))
	var err error
	if b, err = appendStart(b, &rec.Start); err != nil {
		return b[:start], fmt.Errorf("game %d: %v", rec.ID, err)
	}
	b = binary.LittleEndian.AppendUint16(b, uint16(len(rec.Plies)))
	for _, p := range rec.Plies {
		b = binary.LittleEndian.AppendUint16(b, uint16(p.Move))
		b = binary.LittleEndian.AppendUint16(b, uint16(p.Score))
	}
	b = append(b, res, byte(rec.Reason))
	return binary.LittleEndian.AppendUint32(b, crc32.Checksum(b[start:], castagnoli)), nil
}

func resultCode(r float64) (byte, bool) {
	switch r {
	case 0:
		return 0, true
	case 0.5:
		return 1, true
	case 1:
		return 2, true
	}
	return 0, false
}

// Piece codes of the packed position: chess.Piece's values (1–6 White's
// pawn … king, 9–14 Black's), and these two for a rook that keeps a
// castling right.
const (
	whiteCastlingRook = 7
	blackCastlingRook = 15
)

// appendStart appends the 29 bytes of a packed position.
func appendStart(b []byte, p *chess.Position) ([]byte, error) {
	occ := p.Occupied()
	if occ.Count() > 32 {
		return b, fmt.Errorf("%d pieces, at most 32", occ.Count())
	}
	if p.HalfmoveClock() > 255 || p.FullmoveNumber() < 1 || p.FullmoveNumber() > 65535 {
		return b, fmt.Errorf("clocks %d %d out of range", p.HalfmoveClock(), p.FullmoveNumber())
	}
	var rooks bitboard.Bitboard
	for _, r := range []chess.CastlingRights{chess.WhiteKingside, chess.WhiteQueenside, chess.BlackKingside, chess.BlackQueenside} {
		if sq := p.CastlingRook(r); sq != chess.NoSquare {
			rooks |= sq.Bitboard()
		}
	}
	b = binary.LittleEndian.AppendUint64(b, uint64(occ))
	var nib [16]byte
	i := 0
	for bb := occ; bb != 0; i++ {
		sq := bb.PopLSB()
		code := byte(p.Piece(sq))
		if rooks.Has(sq) {
			code = whiteCastlingRook
			if p.Piece(sq).Color() == chess.Black {
				code = blackCastlingRook
			}
		}
		nib[i/2] |= code << (4 * (i % 2))
	}
	b = append(b, nib[:]...)
	flags := byte(0)
	if p.SideToMove() == chess.Black {
		flags |= 1
	}
	if p.Chess960() {
		flags |= 2
	}
	ep := byte(64)
	if p.EnPassant() != chess.NoSquare {
		ep = byte(p.EnPassant())
	}
	b = append(b, flags, ep, byte(p.HalfmoveClock()))
	return binary.LittleEndian.AppendUint16(b, uint16(p.FullmoveNumber())), nil
}

// decodeStart unpacks a position packed by appendStart, checking that it
// packs back to the same bytes (so that every field is in its one
// canonical form: no stray bits, no en-passant square that cannot be
// taken, castling rooks where castling can be).
func decodeStart(b []byte) (chess.Position, error) {
	occ := bitboard.Bitboard(binary.LittleEndian.Uint64(b))
	nib := b[8:24]
	flags, ep, half := b[24], b[25], b[26]
	full := binary.LittleEndian.Uint16(b[27:])
	n := occ.Count()
	if n > 32 {
		return chess.Position{}, fmt.Errorf("start position: %d pieces, at most 32", n)
	}
	for i := n; i < 32; i++ {
		if nib[i/2]>>(4*(i%2))&15 != 0 {
			return chess.Position{}, fmt.Errorf("start position: piece nibble %d is not zero after the %d pieces", i, n)
		}
	}
	if flags&^3 != 0 {
		return chess.Position{}, fmt.Errorf("start position: flags %#x: only bits 0 (Black to move) and 1 (Chess960) are defined", flags)
	}
	if ep > 64 {
		return chess.Position{}, fmt.Errorf("start position: en-passant square %d (0-63, 64 for none)", ep)
	}
	if full == 0 {
		return chess.Position{}, errors.New("start position: fullmove number 0")
	}
	var board [64]byte
	var castle [2][]bitboard.Square // castling rooks by color
	i := 0
	for bb := occ; bb != 0; i++ {
		sq := bb.PopLSB()
		code := nib[i/2] >> (4 * (i % 2)) & 15
		switch code {
		case whiteCastlingRook:
			castle[0] = append(castle[0], sq)
			code = byte(chess.WhiteRook)
		case blackCastlingRook:
			castle[1] = append(castle[1], sq)
			code = byte(chess.BlackRook)
		}
		if pc := chess.Piece(code); pc.Type() == chess.NoPieceType || pc.Type() > chess.King {
			return chess.Position{}, fmt.Errorf("start position: piece code %d on %v", code, sq)
		}
		board[sq] = code
	}
	// The FEN of these fields; ParseFEN checks the position is legal.
	var f strings.Builder
	for r := 7; r >= 0; r-- {
		empty := 0
		for file := 0; file < 8; file++ {
			code := board[r*8+file]
			if code == 0 {
				empty++
				continue
			}
			if empty > 0 {
				f.WriteByte(byte('0' + empty))
				empty = 0
			}
			f.WriteString(chess.Piece(code).String())
		}
		if empty > 0 {
			f.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			f.WriteByte('/')
		}
	}
	f.WriteString(map[bool]string{false: " w ", true: " b "}[flags&1 != 0])
	rights := ""
	for c, rooks := range castle {
		for k := len(rooks) - 1; k >= 0; k-- { // kingside first, as FEN writes them
			sq := rooks[k]
			letter := byte('A' + sq.File())
			if flags&2 == 0 { // standard chess: K and Q
				ksq := bitboard.NoSquare
				for s := range 64 {
					if board[s] == byte(chess.NewPiece(chess.Color(c), chess.King)) {
						ksq = bitboard.Square(s)
					}
				}
				letter = 'Q'
				if sq > ksq {
					letter = 'K'
				}
			}
			if c == 1 {
				letter += 'a' - 'A'
			}
			rights += string(letter)
		}
	}
	if rights == "" {
		rights = "-"
	}
	f.WriteString(rights)
	f.WriteByte(' ')
	if ep == 64 {
		f.WriteByte('-')
	} else {
		f.WriteString(bitboard.Square(ep).String())
	}
	fmt.Fprintf(&f, " %d %d", half, full)
	pos, err := chess.ParseFEN(f.String())
	if err != nil {
		return pos, fmt.Errorf("start position %s: %v", f.String(), err)
	}
	if flags&2 != 0 { // else ParseFEN's, which a standard position must agree with
		pos.SetChess960(true)
	}
	again, err := appendStart(nil, &pos)
	if err != nil || string(again) != string(b[:startLen]) {
		return pos, fmt.Errorf("start position %s: its castling or en-passant fields are not what the position allows", f.String())
	}
	return pos, nil
}

// BinaryReader reads a binary file one record at a time.
type BinaryReader struct {
	r     *bufio.Reader
	off   int64 // the offset of the next record
	index int   // the next record's index
	err   error // sticky: after an error Next returns it again
	buf   []byte

	// The bytes of the record at off that frame read, and whether all were
	// zero (ScanBinary's evidence of a torn tail).
	partial     int64
	partialZero bool
}

func allZero(b []byte) bool {
	for _, c := range b {
		if c != 0 {
			return false
		}
	}
	return true
}

// NewBinaryReader returns a reader of r, which must start with the file
// header.
func NewBinaryReader(r io.Reader) *BinaryReader {
	return &BinaryReader{r: bufio.NewReaderSize(r, 1<<16)}
}

// Offset returns the offset of the end of the last record read whole (of
// the file header before any).
func (r *BinaryReader) Offset() int64 { return r.off }

func (r *BinaryReader) fail(err error) error {
	r.err = err
	return err
}

func (r *BinaryReader) header() error {
	fe := func(off int64, err error) error {
		return r.fail(&FormatError{Offset: off, Index: -1, ID: -1, Ply: -1, Err: err})
	}
	var h [BinaryHeaderLen]byte
	n, err := io.ReadFull(r.r, h[:])
	if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
		return r.fail(err)
	}
	want := BinaryHeader()
	switch {
	case n == 0:
		return fe(0, errors.New("empty file: no header"))
	case n < len(BinaryMagic) && string(h[:n]) == BinaryMagic[:n] || n < BinaryHeaderLen && IsBinary(h[:n]):
		return fe(int64(n), fmt.Errorf("%w (the header: %d of %d bytes)", ErrTruncated, n, BinaryHeaderLen))
	case !IsBinary(h[:n]):
		return fe(0, fmt.Errorf("not a binary datagen file (want the magic %q)", BinaryMagic))
	case h[4] != BinaryVersion:
		return fe(4, fmt.Errorf("version %d; this program reads version %d", h[4], BinaryVersion))
	case string(h[5:]) != string(want[5:]):
		return fe(5, errors.New("reserved header bytes are not zero"))
	}
	r.off = BinaryHeaderLen
	return nil
}

// Next returns the next record, or io.EOF after the last. It checks the
// record's length, CRC, start position, scores, result and reason; the
// moves are checked as Replay plays them. Errors are *FormatError (a
// file that ends inside a record wraps ErrTruncated), or the underlying
// reader's. After an error Next returns it again.
func (r *BinaryReader) Next() (*Record, error) {
	if r.err != nil {
		return nil, r.err
	}
	if r.off == 0 {
		if err := r.header(); err != nil {
			return nil, err
		}
	}
	body, err := r.frame()
	if err != nil {
		return nil, err
	}
	rec, err := decodeBody(body)
	if err != nil {
		if fe, ok := err.(*FormatError); ok {
			fe.Offset, fe.Index = r.off, r.index
			return nil, r.fail(fe)
		}
		return nil, r.fail(err)
	}
	rec.Offset, rec.Index = r.off, r.index
	r.off += int64(len(body) + frameLen)
	r.index++
	return rec, nil
}

// frame reads one record's length, body and CRC, and returns the body.
func (r *BinaryReader) frame() ([]byte, error) {
	fe := func(id int64, err error) error {
		return r.fail(&FormatError{Offset: r.off, Index: r.index, ID: id, Ply: -1, Err: err})
	}
	var lb [4]byte
	n, err := io.ReadFull(r.r, lb[:])
	r.partial, r.partialZero = int64(n), allZero(lb[:n])
	switch {
	case err == io.EOF:
		r.err = io.EOF
		return nil, io.EOF
	case err == io.ErrUnexpectedEOF:
		return nil, fe(-1, fmt.Errorf("%w: %d bytes, not even the length", ErrTruncated, n))
	case err != nil:
		return nil, r.fail(err)
	}
	size := binary.LittleEndian.Uint32(lb[:])
	if size < recordFixed || size > maxRecordLen || (size-recordFixed)%4 != 0 {
		return nil, fe(-1, fmt.Errorf("record length %d: want %d + 4 × plies, at most %d", size, recordFixed, maxRecordLen))
	}
	if cap(r.buf) < int(size)+frameLen {
		r.buf = make([]byte, int(size)+frameLen)
	}
	b := r.buf[:int(size)+frameLen]
	copy(b, lb[:])
	n, err = io.ReadFull(r.r, b[4:])
	r.partial, r.partialZero = int64(4+n), r.partialZero && allZero(b[4:4+n])
	if err != nil {
		if err == io.EOF || err == io.ErrUnexpectedEOF {
			return nil, fe(-1, fmt.Errorf("%w: %d of its %d bytes", ErrTruncated, 4+n, len(b)))
		}
		return nil, r.fail(err)
	}
	body := b[4 : 4+size]
	if want, got := binary.LittleEndian.Uint32(b[4+size:]), crc32.Checksum(b[:4+size], castagnoli); want != got {
		return nil, fe(-1, fmt.Errorf("CRC %08x, the bytes give %08x: the record is damaged", want, got))
	}
	return body, nil
}

// decodeBody decodes a record's body whose length and CRC are right.
func decodeBody(body []byte) (*Record, error) {
	fe := func(id int64, ply int, err error) error {
		return &FormatError{ID: id, Ply: ply, Err: err}
	}
	id := int64(binary.LittleEndian.Uint64(body))
	if id < 0 || id > maxID {
		return nil, fe(-1, -1, fmt.Errorf("game ID %d out of range", uint64(id)))
	}
	start, err := decodeStart(body[8 : 8+startLen])
	if err != nil {
		return nil, fe(id, -1, err)
	}
	n := int(binary.LittleEndian.Uint16(body[8+startLen:]))
	if len(body) != recordFixed+4*n {
		return nil, fe(id, -1, fmt.Errorf("%d plies, but the record's length %d holds %d", n, len(body), (len(body)-recordFixed)/4))
	}
	rec := &Record{ID: id, Start: start, Plies: make([]Ply, n)}
	p := body[8+startLen+2:]
	for i := range rec.Plies {
		m := chess.Move(binary.LittleEndian.Uint16(p[4*i:]))
		s := int16(binary.LittleEndian.Uint16(p[4*i+2:]))
		if s != NoScore && (s > score.Mate || s < -score.Mate) {
			return nil, fe(id, i, fmt.Errorf("score %d beyond ±%d", s, score.Mate))
		}
		rec.Plies[i] = Ply{Move: m, Score: s}
	}
	tail := body[len(body)-2:]
	if tail[0] > 2 {
		return nil, fe(id, -1, fmt.Errorf("result code %d (0 Black won, 1 draw, 2 White won)", tail[0]))
	}
	rec.Result = float64(tail[0]) / 2
	if rec.Reason = Reason(tail[1]); rec.Reason == 0 || int(rec.Reason) >= len(reasonNames) {
		return nil, fe(id, -1, fmt.Errorf("reason code %d (1-%d)", tail[1], len(reasonNames)-1))
	}
	return rec, nil
}

// Replay plays the record's plies from its start, calling fn with the
// position before each ply (fn must not keep pos) and the ply's index. It
// checks each move is legal (NullMove only as the last ply) and stops at
// the first that is not, or at fn's first error, and returns it.
func (r *Record) Replay(fn func(pos *chess.Position, i int, p Ply) error) error {
	pos := r.Start
	for i, p := range r.Plies {
		if p.Move == chess.NullMove {
			if i != len(r.Plies)-1 {
				return &FormatError{Offset: r.Offset, Index: r.Index, ID: r.ID, Ply: i, Err: errors.New("no move (0000) before the record's last ply")}
			}
		} else if !pos.IsLegal(p.Move) {
			return &FormatError{Offset: r.Offset, Index: r.Index, ID: r.ID, Ply: i,
				Err: fmt.Errorf("move %s (%#04x) is not legal in %s", pos.UCI(p.Move), uint16(p.Move), pos.FEN())}
		}
		if fn != nil {
			if err := fn(&pos, i, p); err != nil {
				return err
			}
		}
		if p.Move != chess.NullMove {
			pos.MakeMove(p.Move)
		}
	}
	return nil
}

// BinaryState is what ScanBinary learns of a binary file.
type BinaryState struct {
	Empty     bool  // no bytes (or a torn header only): write the header first
	Records   int   // whole records
	Games     int   // games: records whose ID differs from the record before
	Positions int   // plies
	Scored    int   // plies with a score
	NextID    int64 // one more than the highest game ID (0 without records)
	Valid     int64 // bytes of the header and the whole records
	Torn      int64 // bytes after them: a torn last record (see ScanBinary)
}

// ScanBinary reads a binary file to resume it: every record's framing and
// CRC are checked (not its position and moves, for speed). A torn last
// record — a file that ends inside a record, or whose last record's CRC
// fails (a write cut short and padded) — is not an error: Torn counts its
// bytes, and the caller cuts the file to Valid before appending. A damaged
// record followed by more records, or a file that is not a binary datagen
// file, is an error.
func ScanBinary(r io.Reader) (BinaryState, error) {
	var st BinaryState
	br := bufio.NewReaderSize(r, 1<<16)
	if _, err := br.Peek(1); err == io.EOF {
		st.Empty = true
		return st, nil
	}
	rd := &BinaryReader{r: br}
	if err := rd.header(); err != nil {
		var fe *FormatError
		if errors.As(err, &fe) && errors.Is(err, ErrTruncated) { // cut off writing the header
			st.Empty, st.Torn = true, fe.Offset
			return st, nil
		}
		return st, err
	}
	st.Valid = BinaryHeaderLen
	lastID := int64(-1)
	for {
		body, err := rd.frame()
		if err == io.EOF {
			return st, nil
		}
		if err != nil {
			var fe *FormatError
			if !errors.As(err, &fe) {
				return st, err
			}
			// Torn if nothing follows the damage, or only zeros (a
			// file system's padding after a crash).
			rest, zero, rerr := drain(br)
			if rerr != nil {
				return st, rerr
			}
			if errors.Is(err, ErrTruncated) || rest == 0 || zero && rd.partialZero {
				st.Torn = rd.partial + rest
				return st, nil
			}
			return st, fmt.Errorf("%w (and %d bytes follow it: not a torn last record; the file is damaged)", err, rest)
		}
		id := int64(binary.LittleEndian.Uint64(body))
		n := int(binary.LittleEndian.Uint16(body[8+startLen:]))
		if id < 0 || id > maxID || len(body) != recordFixed+4*n {
			return st, &FormatError{Offset: rd.off, Index: rd.index, ID: -1, Ply: -1, Err: errors.New("bad game ID or ply count")}
		}
		st.Records++
		if id != lastID {
			st.Games++
		}
		lastID = id
		st.NextID = max(st.NextID, id+1)
		st.Positions += n
		for i := range n {
			if int16(binary.LittleEndian.Uint16(body[8+startLen+2+4*i+2:])) != NoScore {
				st.Scored++
			}
		}
		rd.off += int64(len(body) + frameLen)
		rd.index++
		st.Valid = rd.off
	}
}

// drain reads r to its end and says how many bytes it had and whether
// all were zero.
func drain(r io.Reader) (n int64, zero bool, err error) {
	buf := make([]byte, 1<<16)
	zero = true
	for {
		k, err := r.Read(buf)
		n += int64(k)
		zero = zero && allZero(buf[:k])
		if err == io.EOF {
			return n, zero, nil
		}
		if err != nil {
			return n, zero, err
		}
	}
}
