package wdl

import (
	"math"

	"github.com/westcott-chess/westcott/chess"
)

// Material bounds: the model's material is clamped to [MinMaterial,
// MaxMaterial] (pawn 1, knight and bishop 3, rook 5, queen 9, both sides;
// 78 at the start) and measured as t = material/MaxMaterial.
const (
	MinMaterial = 10
	MaxMaterial = 78
)

// Model is a fitted WDL model: a(t) = A[0] + A[1]·t + A[2]·t² and b(t)
// likewise with B, in centipawns, t the material fraction (see Material).
type Model struct {
	A, B [3]float64
}

// Material returns the material on the board (pawn 1, knight and bishop
// 3, rook 5, queen 9, both colors), as the model counts it.
func Material(pos *chess.Position) int {
	n := 0
	for _, pv := range [...]struct {
		p chess.PieceType
		v int
	}{{chess.Pawn, 1}, {chess.Knight, 3}, {chess.Bishop, 3}, {chess.Rook, 5}, {chess.Queen, 9}} {
		n += pv.v * (pos.Pieces(chess.White, pv.p).Count() + pos.Pieces(chess.Black, pv.p).Count())
	}
	return n
}

// fraction returns material clamped and scaled to the model's t.
func fraction(material int) float64 {
	return float64(min(max(material, MinMaterial), MaxMaterial)) / MaxMaterial
}

// ab returns a and b at material fraction t; b is kept positive and a at
// least 1 so that every probability is defined and the draw one positive.
func (m *Model) ab(t float64) (a, b float64) {
	a = m.A[0] + t*(m.A[1]+t*m.A[2])
	b = m.B[0] + t*(m.B[1]+t*m.B[2])
	return max(a, 1), max(b, 1)
}

// Probabilities returns the chances of a win, a draw and a loss for the
// side to move, in [0, 1] and summing to 1, at a score of cp centipawns
// with material on the board.
func (m *Model) Probabilities(cp float64, material int) (win, draw, loss float64) {
	a, b := m.ab(fraction(material))
	win = sigmoid((cp - a) / b)
	loss = sigmoid((-cp - a) / b)
	return win, max(1-win-loss, 0), loss
}

// Permille returns Probabilities in permille, rounded so that the three
// sum to 1000, as UCI's "wdl" wants.
func (m *Model) Permille(cp int, material int) (win, draw, loss int) {
	w, _, l := m.Probabilities(float64(cp), material)
	win, loss = int(math.Round(1000*w)), int(math.Round(1000*l))
	return win, 1000 - win - loss, loss
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }
