package bitboard

import (
	"fmt"
	"strings"
)

// String draws b as the 8×8 diagram of the seed pages: rank 8 on top, file a
// on the left, "1" for a member and "." otherwise, squares separated by one
// space, ranks by newlines (no trailing newline).
func (b Bitboard) String() string {
	var sb strings.Builder
	sb.Grow(8 * 16)
	for r := 7; r >= 0; r-- {
		for f := 0; f < 8; f++ {
			if f > 0 {
				sb.WriteByte(' ')
			}
			if b.Has(NewSquare(File(f), Rank(r))) {
				sb.WriteByte('1')
			} else {
				sb.WriteByte('.')
			}
		}
		if r > 0 {
			sb.WriteByte('\n')
		}
	}
	return sb.String()
}

// ParseDiagram reads a diagram as String draws it, so tests can be written as
// pictures. Blank lines and spaces are ignored; each of the eight remaining
// lines (rank 8 first) must hold exactly eight square marks: '.', '0' or '-'
// for an empty square, '1' or 'x' for a member.
func ParseDiagram(s string) (Bitboard, error) {
	var b Bitboard
	rank := 7
	for lineNo, line := range strings.Split(s, "\n") {
		marks := strings.Join(strings.Fields(line), "")
		if marks == "" {
			continue
		}
		if rank < 0 {
			return 0, fmt.Errorf("bitboard: diagram line %d: more than 8 ranks", lineNo+1)
		}
		if len(marks) != 8 {
			return 0, fmt.Errorf("bitboard: diagram line %d: %d squares, want 8: %q", lineNo+1, len(marks), line)
		}
		for f := 0; f < 8; f++ {
			switch marks[f] {
			case '1', 'x', 'X':
				b |= NewSquare(File(f), Rank(rank)).Bitboard()
			case '.', '0', '-':
			default:
				return 0, fmt.Errorf("bitboard: diagram line %d: bad square mark %q", lineNo+1, marks[f])
			}
		}
		rank--
	}
	if rank >= 0 {
		return 0, fmt.Errorf("bitboard: diagram has %d ranks, want 8", 7-rank)
	}
	return b, nil
}

// MustParseDiagram is ParseDiagram for diagrams known to be good, such as
// those in tests and tables; it panics on a malformed diagram.
func MustParseDiagram(s string) Bitboard {
	b, err := ParseDiagram(s)
	if err != nil {
		panic(err)
	}
	return b
}
