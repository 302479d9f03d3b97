// Package svg draws chess positions as SVG pictures (Scalable Vector
// Graphics 1.1, a W3C recommendation): the board with its coordinates, from
// either side, with the last move and any squares tinted, square sets
// (plain bitboards, such as the attack maps, pins and pawn spans of the
// bitboard pages) drawn as rings of their own colours, and arrows.
//
//	pos := chess.StartPosition()
//	err := svg.Write(os.Stdout, pos, svg.Options{
//		Flip:   true,
//		Marks:  []svg.Mark{{Squares: pos.ByColor(chess.White), Title: "white's pieces"}},
//		Arrows: []svg.Arrow{{From: chess.E2, To: chess.E4}},
//	})
//
// The output is one self-contained <svg> element of SVG 1.1 (the labels'
// white outline asks for SVG 2's paint-order, which older viewers skip)
// with no scripts, fonts or links: a browser shows it as a file, and it can be pasted into an HTML
// page as it is. The piece shapes are Westcott's own (pieces.go), under the
// same MIT licence as the code.
package svg
