package bitboard

// Color is a side, White or Black: pawn attacks, pawn patterns and the
// pieces of a position are per color. Package chess uses this type too.
type Color uint8

// The two colors.
const (
	White Color = iota
	Black
)

// Other returns the opposite color.
func (c Color) Other() Color { return c ^ 1 }

// String returns "white" or "black".
func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}
