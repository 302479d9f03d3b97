package pgn

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

// repeatReader streams data n times without holding n copies.
type repeatReader struct {
	data []byte
	n    int
	off  int
}

func (r *repeatReader) Read(p []byte) (int, error) {
	if r.n == 0 {
		return 0, io.EOF
	}
	k := copy(p, r.data[r.off:])
	r.off += k
	if r.off == len(r.data) {
		r.off = 0
		r.n--
	}
	return k, nil
}

func twic(b *testing.B) []byte {
	data, err := os.ReadFile(filepath.Join(dataDir, "twic_232games.pgn"))
	if err != nil {
		b.Fatal(err)
	}
	if !bytes.HasSuffix(data, []byte("\n\n")) {
		data = append(data, '\n') // keep the copies apart
	}
	return data
}

func benchmarkRead(b *testing.B, copies int) {
	data := twic(b)
	b.SetBytes(int64(len(data) * copies))
	b.ReportAllocs()
	games, plies := 0, 0
	for b.Loop() {
		r := NewReader(&repeatReader{data: data, n: copies})
		for {
			g, err := r.Read()
			if err == io.EOF {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
			games++
			plies += len(g.Moves)
		}
	}
	if games != 232*copies*b.N || plies != 19777*copies*b.N {
		b.Fatalf("%d games, %d plies", games, plies)
	}
	sec := b.Elapsed().Seconds()
	b.ReportMetric(float64(games)/sec, "games/s")
	b.ReportMetric(float64(plies)/sec, "moves/s")
}

// BenchmarkReadTWIC reads the 232-game TWIC sample once per iteration, every
// SAN move checked.
func BenchmarkReadTWIC(b *testing.B) { benchmarkRead(b, 1) }

// BenchmarkReadTWIC100 is the benchmark: the TWIC sample
// concatenated 100 times (23,200 games, 1,977,700 moves), streamed.
func BenchmarkReadTWIC100(b *testing.B) { benchmarkRead(b, 100) }

// BenchmarkResolveSAN measures chess.Position.ParseSAN, the reader's SAN
// resolution, on every move of the TWIC sample.
func BenchmarkResolveSAN(b *testing.B) {
	r := NewReader(bytes.NewReader(twic(b)))
	type ply struct {
		pos chess.Position
		san []byte
	}
	var plies []ply
	for {
		g, err := r.Read()
		if err == io.EOF {
			break
		}
		g.MainLine(func(pos *chess.Position, n *Node) bool {
			plies = append(plies, ply{*pos, []byte(pos.SAN(n.Move))})
			return true
		})
	}
	b.Run("ParseSAN", func(b *testing.B) {
		b.ReportAllocs()
		sans := make([]string, len(plies))
		for i := range plies {
			sans[i] = string(plies[i].san)
		}
		for b.Loop() {
			for i := range plies {
				if _, err := plies[i].pos.ParseSAN(sans[i]); err != nil {
					b.Fatal(err)
				}
			}
		}
		b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(plies)), "ns/move")
	})
}
