package bitboard

// One-step shifts in the eight compass directions (page "General Setwise
// Operations", via "Dumb7Fill"). Bits that would leave the board or wrap to the
// other edge are dropped: East(FileHBB) is Empty.
//
//	noWe  nort  noEa
//	    +7 +8 +9
//	west -1  0 +1 east
//	    -9 -8 -7
//	soWe  sout  soEa

// North shifts b one rank up.
func (b Bitboard) North() Bitboard { return b << 8 }

// South shifts b one rank down.
func (b Bitboard) South() Bitboard { return b >> 8 }

// East shifts b one file towards h.
func (b Bitboard) East() Bitboard { return (b << 1) & NotAFile }

// West shifts b one file towards a.
func (b Bitboard) West() Bitboard { return (b >> 1) & NotHFile }

// NorthEast shifts b one step diagonally towards h8.
func (b Bitboard) NorthEast() Bitboard { return (b << 9) & NotAFile }

// NorthWest shifts b one step diagonally towards a8.
func (b Bitboard) NorthWest() Bitboard { return (b << 7) & NotHFile }

// SouthEast shifts b one step diagonally towards h1.
func (b Bitboard) SouthEast() Bitboard { return (b >> 7) & NotAFile }

// SouthWest shifts b one step diagonally towards a1.
func (b Bitboard) SouthWest() Bitboard { return (b >> 9) & NotHFile }

// Knight shifts: the eight knight directions, named by their long leg first
// (NoNoEa is two north, one east: +17).

// NoNoEa shifts b by +17 (two north, one east).
func (b Bitboard) NoNoEa() Bitboard { return (b << 17) & NotAFile }

// NoEaEa shifts b by +10 (one north, two east).
func (b Bitboard) NoEaEa() Bitboard { return (b << 10) & NotABFile }

// SoEaEa shifts b by -6 (one south, two east).
func (b Bitboard) SoEaEa() Bitboard { return (b >> 6) & NotABFile }

// SoSoEa shifts b by -15 (two south, one east).
func (b Bitboard) SoSoEa() Bitboard { return (b >> 15) & NotAFile }

// NoNoWe shifts b by +15 (two north, one west).
func (b Bitboard) NoNoWe() Bitboard { return (b << 15) & NotHFile }

// NoWeWe shifts b by +6 (one north, two west).
func (b Bitboard) NoWeWe() Bitboard { return (b << 6) & NotGHFile }

// SoWeWe shifts b by -10 (one south, two west).
func (b Bitboard) SoWeWe() Bitboard { return (b >> 10) & NotGHFile }

// SoSoWe shifts b by -17 (two south, one west).
func (b Bitboard) SoSoWe() Bitboard { return (b >> 17) & NotHFile }

// Direction is one of the eight ray directions, in the order of the compass
// rose of page "Classical Approach": the four positive ones (their square
// index grows along the ray) first.
type Direction uint8

const (
	DirNorth     Direction = iota // +8
	DirNorthEast                  // +9
	DirEast                       // +1
	DirNorthWest                  // +7
	DirSouth                      // -8
	DirSouthWest                  // -9
	DirWest                       // -1
	DirSouthEast                  // -7
)

// Directions lists all eight ray directions.
var Directions = [8]Direction{DirNorth, DirNorthEast, DirEast, DirNorthWest, DirSouth, DirSouthWest, DirWest, DirSouthEast}

// Positive reports whether squares grow along d (north, north-east, east, north-west).
func (d Direction) Positive() bool { return d < 4 }

// Opposite returns the direction pointing the other way.
func (d Direction) Opposite() Direction { return d ^ 4 }

// Delta returns the square-index step of d (+8 for north).
func (d Direction) Delta() int { return [8]int{8, 9, 1, 7, -8, -9, -1, -7}[d&7] }

// Diagonal reports whether d is a bishop direction.
func (d Direction) Diagonal() bool { return d&1 == 1 }

var directionNames = [8]string{"north", "northeast", "east", "northwest", "south", "southwest", "west", "southeast"}

// String returns the name of d ("north").
func (d Direction) String() string { return directionNames[d&7] }

// Shift shifts b one step in direction d.
func (b Bitboard) Shift(d Direction) Bitboard {
	switch d {
	case DirNorth:
		return b.North()
	case DirNorthEast:
		return b.NorthEast()
	case DirEast:
		return b.East()
	case DirNorthWest:
		return b.NorthWest()
	case DirSouth:
		return b.South()
	case DirSouthWest:
		return b.SouthWest()
	case DirWest:
		return b.West()
	default:
		return b.SouthEast()
	}
}

// KnightAttacks returns the squares a knight on any square of b attacks: the
// union of the eight knight shifts.
func (b Bitboard) KnightAttacks() Bitboard {
	return b.NoNoEa() | b.NoEaEa() | b.SoEaEa() | b.SoSoEa() |
		b.NoNoWe() | b.NoWeWe() | b.SoWeWe() | b.SoSoWe()
}

// KingAttacks returns the squares a king on any square of b attacks.
func (b Bitboard) KingAttacks() Bitboard {
	a := b.East() | b.West()
	b |= a
	return a | b.North() | b.South()
}
