package pawns

// Color is the side a pawn set belongs to. Its values match chess.Color
// (White = 0, Black = 1), so pawns.Color(c) converts one to the other.
type Color uint8

// The two colors.
const (
	White Color = iota
	Black
)

// Other returns the opposing color.
func (c Color) Other() Color { return c ^ 1 }

// String returns "white" or "black".
func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}
