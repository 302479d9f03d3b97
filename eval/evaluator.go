package eval

import (
	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/chess"
)

// An Evaluator evaluates like EvaluateWith, faster: it remembers the terms
// that depend on the pawns alone (pawn structure, which pawns are passed)
// and on the pawns and one king (its shield, the storm against it) in a
// small table, and adds each piece's value and square bonus from one
// table. A search meets the same pawn structure again and again, so most
// evaluations find their pawn terms there. An Evaluator is not safe for
// concurrent use: give each searching goroutine its own.
type Evaluator struct {
	w     *Weights
	psq   psqTable
	table []pawnEntry
}

// psqTable holds each piece's value plus its square bonus, by piece and
// square; Black's negated, so that one sum holds White's minus Black's.
type psqTable [16][64]pair

// pawnCacheBits sets the table's size: 2^13 entries of 136 bytes (1.1 MB).
const pawnCacheBits = 13

// pawnEntry holds the pawn terms of one pawn structure. Its key is the
// pawns themselves, so a hit is never a collision.
type pawnEntry struct {
	pawns   [2]bitboard.Bitboard // the key: White's pawns, Black's pawns
	sums    [2]pair              // each color's pawn-structure sums
	passers [2]bitboard.Bitboard
	kings   [2]bitboard.Square // the king squares shelter holds, 64 for none
	shelter [2][2]pair         // by king: each color's sums of its shield and the storm against it
}

// NewEvaluator returns an Evaluator with the weights w (nil: the default
// weights).
func NewEvaluator(w *Weights) *Evaluator {
	if w == nil {
		w = defaultWeights
	}
	v := &Evaluator{w: w, table: make([]pawnEntry, 1<<pawnCacheBits)}
	for c := chess.White; c <= chess.Black; c++ {
		for t := chess.Pawn; t <= chess.King; t++ {
			for sq := range bitboard.Square(64) {
				var s pair
				if t != chess.King {
					s.addN(w[pieceValue(t)], 1)
				}
				rel := sq
				if c == chess.Black {
					rel ^= 56
				}
				s.addN(w[pst(t, rel)], 1)
				if c == chess.Black {
					s = pair{-s.mg, -s.eg}
				}
				v.psq[chess.NewPiece(c, t)][sq] = s
			}
		}
	}
	v.Clear()
	return v
}

// Clear empties the table.
func (v *Evaluator) Clear() {
	for i := range v.table {
		v.table[i] = pawnEntry{pawns: [2]bitboard.Bitboard{^bitboard.Bitboard(0), ^bitboard.Bitboard(0)}, kings: [2]bitboard.Square{64, 64}}
	}
}

// Evaluate returns the evaluation of p, the same as EvaluateWith(p, w) for
// the Evaluator's weights w.
func (v *Evaluator) Evaluate(p *chess.Position) int {
	pawns := [2]bitboard.Bitboard{p.Pieces(chess.White, chess.Pawn), p.Pieces(chess.Black, chess.Pawn)}
	ent := v.entry(pawns)
	if ent.pawns != pawns {
		*ent = pawnEntry{pawns: pawns, kings: [2]bitboard.Square{64, 64}}
		fresh := evaluation{w: v.w}
		fresh.pawnTerms(p)
		ent.sums, ent.passers = fresh.sums, fresh.passers
	}
	e := evaluation{w: v.w, cache: ent, psq: &v.psq}
	return e.run(p)
}

// entry returns the table entry of the pawn structure whose White and
// Black pawns are pawns.
func (v *Evaluator) entry(pawns [2]bitboard.Bitboard) *pawnEntry {
	h := uint64(pawns[0])*0x9E3779B97F4A7C15 ^ uint64(pawns[1])*0xC2B2AE3D27D4EB4F
	h ^= h >> 31
	return &v.table[h>>(64-pawnCacheBits)]
}

// pawnTerms adds both colors' pawn-structure terms and notes their passed
// pawns, from the cache entry when there is one.
func (e *evaluation) pawnTerms(p *chess.Position) {
	if c := e.cache; c != nil && e.log == nil {
		e.sums[0].addTo(c.sums[0])
		e.sums[1].addTo(c.sums[1])
		e.passers = c.passers
		return
	}
	wp, bp := p.Pieces(chess.White, chess.Pawn), p.Pieces(chess.Black, chess.Pawn)
	e.pawns(p, chess.White, wp, bp)
	e.pawns(p, chess.Black, bp, wp)
}

// shelter adds the shield of color c's king on k and the enemy's pawn storm
// against it, from the cache entry when it holds them for k.
func (e *evaluation) shelter(p *chess.Position, c chess.Color, k bitboard.Square) {
	ent := e.cache
	if ent == nil || e.log != nil {
		e.shield(p, c)
		e.storm(p, c.Other(), k)
		return
	}
	if ent.kings[c] != k {
		before := e.sums
		e.shield(p, c)
		e.storm(p, c.Other(), k)
		for x := range 2 {
			ent.shelter[c][x] = pair{e.sums[x].mg - before[x].mg, e.sums[x].eg - before[x].eg}
		}
		ent.kings[c] = k
		return
	}
	e.sums[0].addTo(ent.shelter[c][0])
	e.sums[1].addTo(ent.shelter[c][1])
}
