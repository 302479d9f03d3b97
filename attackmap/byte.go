package attackmap

import (
	"math/bits"
	"strings"
	"sync"

	"github.com/westcott-chess/westcott/attacks"
	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
)

// AttackByte is Ed Schröder's one-byte summary of one side's attackers of a
// square, from "Evaluation in REBEL" as the page "Attack and Defend Maps"
// draws it:
//
//	bit  0 1 2      3      4              5      6      7
//	     count      pawn   knight/bishop  rook   queen  king
//
// The low three bits count the attackers (at most 7: more are counted as
// 7), each upper bit tells that at least one attacker of that kind is
// there. Two knights and a bishop show as count 3 with one bit: the byte
// does not say which kinds the extra attackers are.
type AttackByte uint8

// The kind bits of an AttackByte.
const (
	BytePawn   AttackByte = 1 << 3
	ByteMinor  AttackByte = 1 << 4 // knight or bishop
	ByteRook   AttackByte = 1 << 5
	ByteQueen  AttackByte = 1 << 6
	ByteKing   AttackByte = 1 << 7
	byteCount  AttackByte = 7
	byteKinds             = 5
	byteMaxCnt            = 7
)

// byteBit is the kind bit of each piece type.
var byteBit = [7]AttackByte{0, BytePawn, ByteMinor, ByteMinor, ByteRook, ByteQueen, ByteKing}

// kindValue is the exchange value of each kind bit, cheapest first.
var kindValue = [byteKinds]int{PawnValue, KnightValue, RookValue, QueenValue, KingValue}

// Count returns the number of attackers the byte records (0–7).
func (b AttackByte) Count() int { return int(b & byteCount) }

// String writes the byte as its count and kinds, e.g. "3:PNR"; "0" when
// nothing attacks.
func (b AttackByte) String() string {
	var sb strings.Builder
	sb.WriteByte(byte('0' + b.Count()))
	if b&^byteCount != 0 {
		sb.WriteByte(':')
		for i, k := range "PNRQK" {
			if b&(BytePawn<<i) != 0 {
				sb.WriteRune(k)
			}
		}
	}
	return sb.String()
}

// ByteOf builds the AttackByte of a set of attackers in p.
func ByteOf(p *chess.Position, attackers Bitboard) AttackByte {
	n := min(attackers.Count(), byteMaxCnt)
	b := AttackByte(n)
	for t := chess.Pawn; t <= chess.King; t++ {
		if attackers&p.ByType(t) != 0 {
			b |= byteBit[t]
		}
	}
	return b
}

// Byte returns the AttackByte of color c's attackers of sq (direct attackers
// only, as REBEL counts them: no x-rays).
func Byte(p *chess.Position, sq Square, c chess.Color) AttackByte {
	return ByteOf(p, AttackersBy(p, sq, c))
}

// Bytes returns the AttackByte of every square for color c: REBEL's board
// table of one side.
func Bytes(p *chess.Position, c chess.Color) [64]AttackByte {
	var t [64]AttackByte
	for sq := bitboard.A1; sq <= bitboard.H8; sq++ {
		t[sq] = Byte(p, sq, c)
	}
	return t
}

// decode lists the exchange values of the attackers a byte stands for,
// cheapest first. The kinds with a bit come once each; the attackers the
// count has beyond them are taken to be more of the cheapest kind present
// (two pawns, two knights, two rooks are the common doubles). A king never
// comes twice; a byte with only the king bit and a count above one decodes
// as the king alone.
func (b AttackByte) decode(vals *[byteMaxCnt]int) int {
	kinds := 0
	cheapest := -1
	for i := range byteKinds {
		if b&(BytePawn<<i) != 0 {
			kinds++
			if cheapest < 0 && i < 4 {
				cheapest = i
			}
		}
	}
	extra := max(0, b.Count()-kinds)
	if cheapest < 0 {
		extra = 0
	}
	n := 0
	for i := range byteKinds {
		if b&(BytePawn<<i) == 0 {
			continue
		}
		reps := 1
		if i == cheapest {
			reps += extra
		}
		for range reps {
			if n < len(vals) {
				vals[n] = kindValue[i]
				n++
			}
		}
	}
	return n
}

// byteSEETable is REBEL's see_table[piece][attackByte][defendByte], here
// indexed by the victim's type (NoPieceType for an empty square, up to
// Queen) and the two bytes. 6 × 64 Ki entries of int16: 768 KiB.
var (
	byteSEETable     *[6][256][256]int16
	byteSEETableOnce sync.Once
)

func buildByteSEETable() {
	t := new([6][256][256]int16)
	var att, def [byteMaxCnt]int
	for a := range 256 {
		na := AttackByte(a).decode(&att)
		for d := range 256 {
			nd := AttackByte(d).decode(&def)
			for victim := chess.NoPieceType; victim <= chess.Queen; victim++ {
				t[victim][a][d] = int16(swapList(PieceValue(victim), att[:na], def[:nd]))
			}
		}
	}
	byteSEETable = t
}

// swapList is the swap algorithm on two lists of attacker values, cheapest
// first: the attacker takes the victim with its cheapest piece (forced),
// then the sides alternate while taking pays; a king (KingValue) takes only
// when the other side has nothing left. 0 when the attacker has nothing.
func swapList(victim int, att, def []int) int {
	if len(att) == 0 {
		return 0
	}
	var gains [2*byteMaxCnt + 1]int
	gains[0] = victim
	onSquare := att[0]
	sides := [2][]int{att[1:], def}
	n := 1
	for side := 1; ; side ^= 1 {
		list := sides[side]
		if len(list) == 0 {
			break
		}
		if list[0] == KingValue && len(sides[side^1]) > 0 {
			break
		}
		gains[n] = onSquare
		n++
		onSquare = list[0]
		sides[side] = list[1:]
	}
	v := 0
	for k := n - 1; k >= 1; k-- {
		v = max(0, gains[k]-v)
	}
	return gains[0] - v
}

// ByteSEE returns the SEE of the side to move capturing on sq with its
// least valuable attacker, by REBEL's table lookup: see_table[victim]
// [attackByte][defendByte]. It is 0 when the side to move does not attack
// sq. The table (768 KiB) is built on the first call, in a few tens of
// milliseconds. When ByteSEEExact(p, sq) holds, ByteSEE equals SEE of that
// capture.
func ByteSEE(p *chess.Position, sq Square) int {
	byteSEETableOnce.Do(buildByteSEETable)
	us := p.SideToMove()
	victim := p.Piece(sq)
	if sq >= 64 || victim.Type() == chess.King || (victim != chess.NoPiece && victim.Color() == us) {
		return 0
	}
	a := AttackersTo(p, sq, p.Occupied())
	return int(byteSEETable[victim.Type()][ByteOf(p, a&p.ByColor(us))][ByteOf(p, a&p.ByColor(us.Other()))])
}

// ByteSEEExact reports whether ByteSEE(p, sq) is the exact SEE of a capture
// on sq by a least valuable attacker of the side to move, that is, whether
// nothing the byte leaves out matters. It holds when all of these do:
//
//  1. sq is empty or holds an enemy piece other than the king, and the side
//     to move attacks it;
//  2. the bytes lose nothing: each side has at most 7 attackers, and of
//     every kind but its cheapest at most one (a knight and a bishop
//     count as one kind, being worth the same);
//  3. no x-rays: no slider stands behind an attacker of either color on a
//     line through sq (it would join the exchange, and the byte has no
//     room for it);
//  4. no pins: no attacker of either color shares a line with its own king
//     and an enemy slider with at most one other piece between them (it
//     is pinned, or would be once the other piece leaves);
//  5. no promotions: no pawn attacker would promote on sq;
//
// In the byte scheme's terms: it is exact exactly when the two attacker
// lists are known piece for piece, and every piece on them can capture
// when its turn comes, and no other can.
func ByteSEEExact(p *chess.Position, sq Square) bool { return ByteSEECaveat(p, sq) == "" }

// ByteSEECaveat returns the first condition of ByteSEEExact that fails on
// sq: "no capture", "lossy byte", "x-ray", "pin" or "promotion"; "" when
// ByteSEE is exact there.
func ByteSEECaveat(p *chess.Position, sq Square) string {
	if sq >= 64 {
		return "no capture"
	}
	us := p.SideToMove()
	victim := p.Piece(sq)
	if victim.Type() == chess.King || (victim != chess.NoPiece && victim.Color() == us) {
		return "no capture"
	}
	occ := p.Occupied()
	direct := AttackersTo(p, sq, occ)
	if direct&p.ByColor(us) == 0 {
		return "no capture"
	}
	// 2. Each side's byte decodes to its attackers: at most 7, and of each
	// kind but the cheapest present, at most one.
	for c := chess.White; c <= chess.Black; c++ {
		a := direct & p.ByColor(c)
		if a.Count() > byteMaxCnt {
			return "lossy byte"
		}
		kinds := [byteKinds]Bitboard{
			a & p.ByType(chess.Pawn), a & (p.ByType(chess.Knight) | p.ByType(chess.Bishop)),
			a & p.ByType(chess.Rook), a & p.ByType(chess.Queen), a & p.ByType(chess.King),
		}
		seenCheapest := false
		for _, k := range kinds {
			if k == 0 {
				continue
			}
			if seenCheapest && k.More() {
				return "lossy byte"
			}
			seenCheapest = true
		}
	}
	// 3. X-rays: with every direct attacker gone, no new slider sees sq.
	if AttackersTo(p, sq, occ&^direct)&^direct != 0 {
		return "x-ray"
	}
	// 4. Pins, and pins-to-be.
	queens := p.ByType(chess.Queen)
	for c := chess.White; c <= chess.Black; c++ {
		ksq := p.KingSquare(c)
		if ksq >= 64 {
			continue
		}
		enemy := p.ByColor(c.Other())
		snipers := enemy & (attacks.RookEmpty(ksq)&(p.ByType(chess.Rook)|queens) |
			attacks.BishopEmpty(ksq)&(p.ByType(chess.Bishop)|queens))
		for snipers != 0 {
			between := attacks.Between(ksq, snipers.PopLSB()) & occ
			if bits.OnesCount64(uint64(between)) <= 2 && between&direct&p.ByColor(c) != 0 {
				return "pin"
			}
		}
	}
	// 5. Promotions.
	if sq.Rank() == 7 && direct&p.Pieces(chess.White, chess.Pawn) != 0 ||
		sq.Rank() == 0 && direct&p.Pieces(chess.Black, chess.Pawn) != 0 {
		return "promotion"
	}
	return ""
}
