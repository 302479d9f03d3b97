package dirgolem

import "github.com/westcott-chess/westcott/bitboard"

// Dir is one of the sixteen move directions: the eight ray directions of
// bitboard.Direction first (same numbers), then the eight knight directions.
type Dir uint8

// The sixteen move directions. The ray directions equal the
// bitboard.Direction of the same name.
const (
	North Dir = iota
	NorthEast
	East
	NorthWest
	South
	SouthWest
	West
	SouthEast
	NoNoEa  // knight: two north, one east (+17)
	NoEaEa  // knight: one north, two east (+10)
	SoEaEa  // knight: one south, two east (-6)
	SoSoEa  // knight: two south, one east (-15)
	NoNoWe  // knight: two north, one west (+15)
	NoWeWe  // knight: one north, two west (+6)
	SoWeWe  // knight: one south, two west (-10)
	SoSoWe  // knight: two south, one west (-17)
	NumDirs = 16
)

var dirNames = [NumDirs]string{
	"north", "northeast", "east", "northwest", "south", "southwest", "west", "southeast",
	"nonoea", "noeaea", "soeaea", "sosoea", "nonowe", "nowewe", "sowewe", "sosowe",
}

// String returns the direction's name: "north", …, "nonoea" for the knight
// directions; "" for a number out of range.
func (d Dir) String() string {
	if d >= NumDirs {
		return ""
	}
	return dirNames[d]
}

// IsKnight reports whether d is one of the eight knight directions.
func (d Dir) IsKnight() bool { return d >= NoNoEa && d < NumDirs }

// Ray returns the bitboard.Direction of a ray direction; d must not be a
// knight direction.
func (d Dir) Ray() bitboard.Direction { return bitboard.Direction(d & 7) }

// knightDelta is the square-index step of each knight direction, indexed by
// d - NoNoEa.
var knightDelta = [8]int{17, 10, -6, -15, 15, 6, -10, -17}

// Delta returns the square-index step of one move in direction d: +8 for
// North, +17 for NoNoEa.
func (d Dir) Delta() int {
	if d.IsKnight() {
		return knightDelta[d-NoNoEa]
	}
	return d.Ray().Delta()
}

// Line is one of the four lines through the king that the in-between sets
// are kept by. A ray direction d lies on Line(d & 3).
type Line uint8

// The four lines.
const (
	Vertical     Line = iota // north and south
	Diagonal                 // north-east and south-west (a1–h8)
	Horizontal               // east and west
	AntiDiagonal             // north-west and south-east (h1–a8)
)

var lineNames = [4]string{"vertical", "diagonal", "horizontal", "anti-diagonal"}

// String returns the line's name ("vertical").
func (l Line) String() string { return lineNames[l&3] }

// LineOf returns the line a ray direction lies on: LineOf(bitboard.DirSouth)
// is Vertical.
func LineOf(d bitboard.Direction) Line { return Line(d & 3) }
