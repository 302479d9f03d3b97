package svg

import "github.com/westcott-chess/westcott/chess"

// The piece shapes were drawn for Westcott, by hand, and are under the MIT
// licence of its code (LICENSE at the root): no other piece set was copied.
// Each is SVG path data in a 100×100 box, y downwards, standing on a plinth
// from y 78 to 88. The body is filled with the piece's colour and outlined
// in black; the detail lines (a band, a mitre's slit, a knight's eye) are
// drawn in the other colour, so they show on both.
type shape struct {
	body, detail string
}

var shapes = [7]shape{
	chess.Pawn: {
		body: "M28 88H72V83Q72 78 66 78H34Q28 78 28 83Z" +
			"M36 78Q37 62 44 53H56Q63 62 64 78Z" +
			"M40 53Q40 47 46 47H54Q60 47 60 53Z" +
			"M61 36A11 11 0 1 1 39 36A11 11 0 1 1 61 36Z",
	},
	chess.Knight: {
		body: "M26 88H74V82Q74 78 70 78H30Q26 78 26 82Z" +
			"M34 78Q33 63 47 54Q39 55 33 60Q25 65 21 58Q17 51 25 43Q33 34 39 28" +
			"L37 17L46 24L51 15L55 25Q71 31 73 50Q74 66 68 78Z",
		detail: "M38 37.5A1.5 1.5 0 1 1 38 38.5ZM27 55L31 53",
	},
	chess.Bishop: {
		body: "M26 88H74V82Q74 78 70 78H30Q26 78 26 82Z" +
			"M36 78Q35 66 40 61Q29 51 37 37Q43 27 50 21Q57 27 63 37Q71 51 60 61Q65 66 64 78Z" +
			"M55 15A5 5 0 1 1 45 15A5 5 0 1 1 55 15Z",
		detail: "M53 33L45 45M40 61H60",
	},
	chess.Rook: {
		body: "M24 88H76V81H24Z" +
			"M28 81H72V75H28Z" +
			"M33 75L35 42H65L67 75Z" +
			"M30 42V24H38V30H46V24H54V30H62V24H70V42Z",
		detail: "M35 48H65",
	},
	chess.Queen: {
		body: "M24 88H76V82Q76 78 72 78H28Q24 78 24 82Z" +
			"M30 78L24 38L38 60L37 30L46 58L50 26L54 58L63 30L62 60L76 38L70 78Z" +
			"M28 36A4 4 0 1 1 20 36A4 4 0 1 1 28 36Z" +
			"M41 28A4 4 0 1 1 33 28A4 4 0 1 1 41 28Z" +
			"M54 24A4 4 0 1 1 46 24A4 4 0 1 1 54 24Z" +
			"M67 28A4 4 0 1 1 59 28A4 4 0 1 1 67 28Z" +
			"M80 36A4 4 0 1 1 72 36A4 4 0 1 1 80 36Z",
		detail: "M32 70H68",
	},
	chess.King: {
		body: "M24 88H76V82Q76 78 72 78H28Q24 78 24 82Z" +
			"M30 78Q20 58 31 49Q42 42 50 55Q58 42 69 49Q80 58 70 78Z" +
			"M46 52V34H40V26H46V18H54V26H60V34H54V52Z",
		detail: "M32 70H68",
	},
}
