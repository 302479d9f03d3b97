package trainingdata

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/chess"
)

var updateGolden = flag.Bool("update-golden", false, "rewrite testdata/*.records.txt from the binary files (only on purpose: they pin what old files mean)")

// goldenFiles are binary files written by the code of their day and kept
// as they were, each beside the records it holds in text
// (testdata/NAME.records.txt): whatever the package becomes, files already
// written must read back to the same records. selfplay-s42.bin is three
// games of "westcott datagen -games 3 -nodes 3000 -soft-nodes 800
// -threads 1 -seed 42"; converted-s301.bin is "westcott datagen convert"
// of the first 200 lines of selfplay-s301-head.txt (two games, five
// records: gaps it could not bridge, last plies without a move).
var goldenFiles = []string{"selfplay-s42.bin", "converted-s301.bin"}

// dumpRecords reads a binary file through and writes each record as text:
// a line with its place, ID, result, reason and start, then a line a ply
// (the move in UCI, 0000 for none, and the score, "-" for NoScore), then
// the position the plies reach.
func dumpRecords(r io.Reader) (string, error) {
	var b strings.Builder
	rd := NewBinaryReader(r)
	for {
		rec, err := rd.Next()
		if errors.Is(err, io.EOF) {
			return b.String(), nil
		}
		if err != nil {
			return b.String(), err
		}
		fmt.Fprintf(&b, "record %d at %d: game %d result %g %s from %s\n",
			rec.Index, rec.Offset, rec.ID, rec.Result, rec.Reason, rec.Start.FEN())
		var end chess.Position
		err = rec.Replay(func(pos *chess.Position, i int, p Ply) error {
			score := "-"
			if p.Score != NoScore {
				score = fmt.Sprint(p.Score)
			}
			move := "0000"
			if p.Move != chess.NullMove {
				move = pos.UCI(p.Move)
			}
			fmt.Fprintf(&b, "  %d %s %s\n", i, move, score)
			end = *pos
			if p.Move != chess.NullMove {
				end.MakeMove(p.Move)
			}
			return nil
		})
		if err != nil {
			return b.String(), err
		}
		fmt.Fprintf(&b, "  reaches %s (%d scored)\n", end.FEN(), rec.Scored())
	}
}

// TestGoldenFiles reads the committed binary files and requires exactly
// the records written down beside them.
func TestGoldenFiles(t *testing.T) {
	for _, name := range goldenFiles {
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile("testdata/" + name)
			if err != nil {
				t.Fatal(err)
			}
			got, err := dumpRecords(bytes.NewReader(data))
			if err != nil {
				t.Fatalf("reading %s: %v", name, err)
			}
			want := "testdata/" + strings.TrimSuffix(name, ".bin") + ".records.txt"
			if *updateGolden {
				if err := os.WriteFile(want, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			w, err := os.ReadFile(want)
			if err != nil {
				t.Fatal(err)
			}
			if got != string(w) {
				gl, wl := strings.Split(got, "\n"), strings.Split(string(w), "\n")
				for i := range min(len(gl), len(wl)) {
					if gl[i] != wl[i] {
						t.Fatalf("%s line %d: read\n\t%s\nwant (%s)\n\t%s", name, i+1, gl[i], want, wl[i])
					}
				}
				t.Fatalf("%s: read %d lines, want %d (%s)", name, len(gl), len(wl), want)
			}
			// The records written again make the same bytes: the writer
			// agrees with the files of its day too.
			again := BinaryHeader()
			rd := NewBinaryReader(bytes.NewReader(data))
			for {
				rec, err := rd.Next()
				if errors.Is(err, io.EOF) {
					break
				}
				if err != nil {
					t.Fatal(err)
				}
				if again, err = AppendRecord(again, rec); err != nil {
					t.Fatal(err)
				}
			}
			if !bytes.Equal(again, data) {
				t.Errorf("%s: the records written again differ from the file (%d bytes, want %d)", name, len(again), len(data))
			}
		})
	}
}
