package main

import (
	"bufio"
	"compress/bzip2"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/westcott-chess/westcott/tools/datagen"
)

// convertPGN converts the PGN games of r (bzip2-compressed if it starts
// with bzip2's magic, as OpenBench serves its PGNs) and returns the report.
// A file that yields no game is an error: it was not the PGN of a match.
func convertPGN(r *bufio.Reader, w io.Writer, in, out string, firstID int64) (string, error) {
	start := time.Now()
	var src io.Reader = r
	if magic, _ := r.Peek(3); string(magic) == "BZh" {
		src = bzip2.NewReader(r)
	}
	st, err := datagen.ConvertPGN(src, w, firstID)
	if err != nil {
		return "", err
	}
	skipped := fmt.Sprintf("%d unfinished, %d forfeited, %d without moves, %d invalid", st.Unfinished, st.Forfeits, st.Empty, st.Invalid)
	if st.Records == 0 {
		why := ""
		if st.FirstInvalid != nil {
			why = "; the first error: " + st.FirstInvalid.Error()
		}
		return "", fmt.Errorf("no game converted (%d games; skipped %s%s)", st.Games, skipped, why)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d games -> %s: %d records (IDs %d to %d), %d plies, %d scored (%d mates), %d bytes: %.2f a ply, in %s\n",
		in, st.Games, out, st.Records, firstID, firstID+int64(st.Records)-1, st.Plies, st.Scored, st.Mates,
		st.Bytes, perUnit(st.Bytes, st.Plies), time.Since(start).Round(time.Millisecond))
	fmt.Fprintf(&b, "skipped: %s\n", skipped)
	if st.FirstInvalid != nil {
		fmt.Fprintf(&b, "the first invalid game: %v\n", st.FirstInvalid)
	}
	if st.Scored == 0 {
		fmt.Fprintln(&b, "no move had a score in its comment: the trainer keeps nothing of these games (were they written without engine comments?)")
	}
	return b.String(), nil
}
