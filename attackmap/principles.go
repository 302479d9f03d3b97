package attackmap

import (
	"strings"

	"github.com/westcott-chess/westcott/attacks"
	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
)

// Design Principles (page "Design Principles", Steffan Westcott): "identify
// a (bit) pattern of interest, then devise methods for recognising all
// instances of that pattern on the board"; simple patterns are returned as
// bitboards, complex ones may classify. The page only names its patterns;
// the functions below are the ones it names that had no function here yet
// (OpenFiles, PawnAttacks, PawnRams, PawnDuos, OutPost, BackwardPawns and
// the like live in package pawns), each doc comment giving the definition
// Westcott uses. Every one works set-wise on the whole board.

// Principle is one of the page's patterns: a set per color.
type Principle struct {
	Name    string
	Summary string
	Set     func(p *chess.Position, c chess.Color) Bitboard
}

// Principles lists the page's patterns that return sets, in its order.
var Principles = []Principle{
	{"unmoved-rooks", "rooks on the squares COLOR may still castle with", UnmovedRooks},
	{"king-upright", "COLOR's king, if it stands on its first rank", KingIsUpRight},
	{"connected-rooks", "COLOR's rooks that see another of its rooks along a rank or file", ConnectedRooks},
	{"rooks-can-castle", "the rooks COLOR could castle with now (rights, empty path, king safe)", RooksCanCastle},
	{"on-king-diagonal", "the enemy bishops and queens on a diagonal through COLOR's king", OnKingDiagonal},
	{"near-king-diagonal", "the enemy bishops and queens on a diagonal next to COLOR's king, not through it", NearKingDiagonal},
	{"pawn-mass", "COLOR's pawns on a wing where it has more pawns than the enemy", PawnMass},
	{"material-signature", "the pieces the material signature counts (kings and pawns aside)", materialPieces},
	{"weak-square-control", "squares the enemy attacks more often than COLOR does", WeakSquareControl},
	{"strong-square-control", "squares COLOR attacks more often than the enemy, no enemy pawn attacking", StrongSquareControl},
	{"strong-fianchetto", "COLOR's fianchettoed bishops behind their pawn, no enemy bishop of their color", StrongFianchettoedBishops},
	{"weak-white-squares", "light squares of COLOR's half no pawn of COLOR can ever attack, when COLOR has no light bishop", WeakWhiteSquares},
	{"fortress", "squares the enemy king cannot reach past COLOR's pawns and their attacks", Fortress},
}

// UnmovedRooks returns the rooks of c on the squares c still holds a
// castling right for: rooks that have not moved (a rook that moved has lost
// its right).
func UnmovedRooks(p *chess.Position, c chess.Color) Bitboard {
	var b Bitboard
	for _, r := range castlingRights(c) {
		if sq := p.CastlingRook(r); sq < 64 {
			b |= sq.Bitboard()
		}
	}
	return b & p.Pieces(c, chess.Rook)
}

func castlingRights(c chess.Color) [2]chess.CastlingRights {
	if c == chess.White {
		return [2]chess.CastlingRights{chess.WhiteKingside, chess.WhiteQueenside}
	}
	return [2]chess.CastlingRights{chess.BlackKingside, chess.BlackQueenside}
}

// firstRank returns c's first rank.
func firstRank(c chess.Color) Bitboard {
	if c == chess.White {
		return bitboard.Rank1BB
	}
	return bitboard.Rank8BB
}

// KingIsUpRight returns c's king if it stands on c's first rank, at home
// behind its pieces and pawns, and the empty set once it has stepped up.
func KingIsUpRight(p *chess.Position, c chess.Color) Bitboard {
	return p.Pieces(c, chess.King) & firstRank(c)
}

// ConnectedRooks returns the rooks of c attacked by another rook of c along
// a rank or file, nothing between them.
func ConnectedRooks(p *chess.Position, c chess.Color) Bitboard {
	rooks := p.Pieces(c, chess.Rook)
	return bitboard.RookAttacksKS(rooks, ^p.Occupied()) & rooks
}

// RooksCanCastle returns the rooks c can castle with now, as castling's
// rules say: the right is held, the squares the king and the rook pass and
// land on are empty but for the two, the king is not in check and passes
// and lands on no attacked square. Whose move it is does not matter.
func RooksCanCastle(p *chess.Position, c chess.Color) Bitboard {
	ksq := p.KingSquare(c)
	if ksq >= 64 {
		return 0
	}
	enemy := Attacks(p, c.Other())
	var b Bitboard
	for _, r := range castlingRights(c) {
		rsq := p.CastlingRook(r)
		if rsq >= 64 || !p.Pieces(c, chess.Rook).Has(rsq) {
			continue
		}
		rank := ksq.Rank()
		kTo, rTo := bitboard.NewSquare(bitboard.FileG, rank), bitboard.NewSquare(bitboard.FileF, rank)
		if rsq < ksq {
			kTo, rTo = bitboard.NewSquare(bitboard.FileC, rank), bitboard.NewSquare(bitboard.FileD, rank)
		}
		kingPath := attacks.Between(ksq, kTo) | kTo.Bitboard() | ksq.Bitboard()
		rookPath := attacks.Between(rsq, rTo) | rTo.Bitboard()
		others := p.Occupied() &^ ksq.Bitboard() &^ rsq.Bitboard()
		if (kingPath|rookPath)&others == 0 && kingPath&enemy == 0 {
			b |= rsq.Bitboard()
		}
	}
	return b
}

// enemyDiagonalSliders returns c's opponent's bishops and queens.
func enemyDiagonalSliders(p *chess.Position, c chess.Color) Bitboard {
	o := c.Other()
	return p.Pieces(o, chess.Bishop) | p.Pieces(o, chess.Queen)
}

// OnKingDiagonal returns the enemy bishops and queens standing on a
// diagonal through c's king (on the empty board: pieces between do not
// matter, they make pins and discoveries).
func OnKingDiagonal(p *chess.Position, c chess.Color) Bitboard {
	ksq := p.KingSquare(c)
	if ksq >= 64 {
		return 0
	}
	return attacks.BishopEmpty(ksq) & enemyDiagonalSliders(p, c)
}

// NearKingDiagonal returns the enemy bishops and queens on a diagonal
// through a square next to c's king but not on one through the king.
func NearKingDiagonal(p *chess.Position, c chess.Color) Bitboard {
	ksq := p.KingSquare(c)
	if ksq >= 64 {
		return 0
	}
	near := bitboard.BishopAttacksKS(attacks.King(ksq), bitboard.Universe)
	return near &^ attacks.BishopEmpty(ksq) &^ ksq.Bitboard() & enemyDiagonalSliders(p, c)
}

// The two wings of the pawn mass: files a–d and e–h.
const (
	queenWing = bitboard.FileABB | bitboard.FileBBB | bitboard.FileCBB | bitboard.FileDBB
	kingWing  = ^queenWing
)

// PawnMass returns c's pawns on each wing (files a–d, e–h) where c has more
// pawns than its opponent: the majority, Nimzowitsch's mass of pawns.
func PawnMass(p *chess.Position, c chess.Color) Bitboard {
	us, them := p.Pieces(c, chess.Pawn), p.Pieces(c.Other(), chess.Pawn)
	var b Bitboard
	for _, wing := range []Bitboard{queenWing, kingWing} {
		if (us & wing).Count() > (them & wing).Count() {
			b |= us & wing
		}
	}
	return b
}

// MaterialSignature classifies the material as the page's example does
// ("BNbn"): White's queens, rooks, bishops and knights, one letter each,
// then Black's in lower case; kings and pawns are left out, so a pawn
// ending is "". The start position is "QRRBBNNqrrbbnn".
func MaterialSignature(p *chess.Position) string {
	var sb strings.Builder
	for _, c := range []chess.Color{chess.White, chess.Black} {
		for i, t := range []chess.PieceType{chess.Queen, chess.Rook, chess.Bishop, chess.Knight} {
			letter := "QRBNqrbn"[4*int(c)+i]
			sb.WriteString(strings.Repeat(string(letter), p.Pieces(c, t).Count()))
		}
	}
	return sb.String()
}

// materialPieces is the set MaterialSignature counts, for one color.
func materialPieces(p *chess.Position, c chess.Color) Bitboard {
	return p.ByColor(c) &^ p.Pieces(c, chess.King) &^ p.Pieces(c, chess.Pawn)
}

// moreAttacks returns the squares c attacks more often than its opponent,
// by the bit-sliced counters: exactly n against fewer than n, for each n.
func moreAttacks(p *chess.Position, c chess.Color) Bitboard {
	us, them := Counts(p, c), Counts(p, c.Other())
	var b Bitboard
	for n := 1; n <= 16; n++ {
		b |= us.Exactly(n) &^ them.AtLeast(n)
	}
	return b
}

// WeakSquareControl returns the squares c's opponent attacks more often
// than c does.
func WeakSquareControl(p *chess.Position, c chess.Color) Bitboard {
	return moreAttacks(p, c.Other())
}

// StrongSquareControl returns the squares c attacks more often than its
// opponent and no enemy pawn attacks.
func StrongSquareControl(p *chess.Position, c chess.Color) Bitboard {
	return moreAttacks(p, c) &^ pawnAttacksOf(c.Other(), p.Pieces(c.Other(), chess.Pawn))
}

// lightSquares are the light squares (b1, a2, …, h1 is light).
const lightSquares = 0x55AA55AA55AA55AA

// StrongFianchettoedBishops returns c's bishops on a fianchetto square (b2
// or g2 for White, b7 or g7 for Black) with the own pawn in front of them
// (b3, g3; b6, g6), when the opponent has no bishop on squares of their
// color to trade them off.
func StrongFianchettoedBishops(p *chess.Position, c chess.Color) Bitboard {
	homes := bitboard.Of(bitboard.B2, bitboard.G2)
	bishops, own := p.Pieces(c, chess.Bishop), p.Pieces(c, chess.Pawn)
	shell := own.South()
	if c == chess.Black {
		homes = bitboard.Of(bitboard.B7, bitboard.G7)
		shell = own.North()
	}
	b := bishops & homes & shell
	theirs := p.Pieces(c.Other(), chess.Bishop)
	if theirs&lightSquares != 0 {
		b &^= lightSquares
	}
	if theirs&^lightSquares != 0 {
		b &= lightSquares
	}
	return b
}

// ownHalf returns c's half of the board (ranks 1–4 for White).
func ownHalf(c chess.Color) Bitboard {
	if c == chess.White {
		return 0x00000000FFFFFFFF
	}
	return 0xFFFFFFFF00000000
}

// WeakWhiteSquares returns, when c has no bishop on light squares, the
// light squares of c's half of the board that c's pawns can never attack:
// outside their attack cones through the squares no pawn stands on. With a
// light-squared bishop it is empty.
func WeakWhiteSquares(p *chess.Position, c chess.Color) Bitboard {
	if p.Pieces(c, chess.Bishop)&lightSquares != 0 {
		return 0
	}
	cone := bitboard.PawnAttackCone(c, p.Pieces(c, chess.Pawn), ^p.ByType(chess.Pawn))
	return lightSquares & ownHalf(c) &^ cone
}

// Fortress returns the squares that hold no pawn of c and that c's pawns
// do not attack, but which the opponent's king cannot reach by king moves
// over such squares: the region c's pawn wall closes to it. Without an
// enemy king it is empty.
func Fortress(p *chess.Position, c chess.Color) Bitboard {
	king := p.Pieces(c.Other(), chess.King)
	if king == 0 {
		return 0
	}
	wall := p.Pieces(c, chess.Pawn)
	walk := ^(wall | pawnAttacksOf(c, wall))
	reach := king
	for {
		next := (reach | reach.KingAttacks()) & (walk | king)
		if next == reach {
			break
		}
		reach = next
	}
	return walk &^ reach
}

// pawnAttacksOf returns the squares the pawns set of color c attack.
func pawnAttacksOf(c chess.Color, set Bitboard) Bitboard {
	if c == chess.White {
		return set.NorthEast() | set.NorthWest()
	}
	return set.SouthEast() | set.SouthWest()
}
