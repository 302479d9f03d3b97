package pawns_test

// A plain, square-by-square reference for every pattern: loops over files
// and ranks on a board array, written from the definitions (see doc.go and
// the seed pages) and not from the set-wise code. TestAgainstReference
// compares the two on thousands of random legal pawn structures.

import (
	"math/rand/v2"
	"testing"

	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/pawns"
)

// board holds the pawns of both colors as booleans, [color][file][rank].
type board [2][8][8]bool

func newBoard(white, black bitboard.Bitboard) *board {
	var b board
	for sq := bitboard.A1; sq <= bitboard.H8; sq++ {
		b[0][sq.File()][sq.Rank()] = white.Has(sq)
		b[1][sq.File()][sq.Rank()] = black.Has(sq)
	}
	return &b
}

func onBoard(f, r int) bool { return f >= 0 && f < 8 && r >= 0 && r < 8 }

// pawn reports whether color c has a pawn on (f, r); off the board it is false.
func (b *board) pawn(c, f, r int) bool { return onBoard(f, r) && b[c][f][r] }

// fwd is the direction of play of color c along the ranks.
func fwd(c int) int { return 1 - 2*c }

// ahead reports whether rank r2 is strictly in front of rank r1 for color c.
func ahead(c, r1, r2 int) bool { return (r2-r1)*fwd(c) > 0 }

// attackers counts the pawns of color c attacking (f, r).
func (b *board) attackers(c, f, r int) int {
	n := 0
	for _, df := range []int{-1, 1} {
		if b.pawn(c, f+df, r-fwd(c)) {
			n++
		}
	}
	return n
}

// fileHas reports whether color c has a pawn on file f (false off the board)
// whose rank satisfies keep.
func (b *board) fileHas(c, f int, keep func(r int) bool) bool {
	if f < 0 || f > 7 {
		return false
	}
	for r := range 8 {
		if b[c][f][r] && keep(r) {
			return true
		}
	}
	return false
}

func (b *board) fileCount(c, f int) int {
	n := 0
	for r := range 8 {
		if b[c][f][r] {
			n++
		}
	}
	return n
}

func any(int) bool { return true }

// collect returns the squares (f, r) for which in holds.
func collect(in func(f, r int) bool) bitboard.Bitboard {
	var out bitboard.Bitboard
	for f := range 8 {
		for r := range 8 {
			if in(f, r) {
				out |= bitboard.NewSquare(bitboard.File(f), bitboard.Rank(r)).Bitboard()
			}
		}
	}
	return out
}

// pawnsWhere returns the pawns of color c for which in holds.
func (b *board) pawnsWhere(c int, in func(f, r int) bool) bitboard.Bitboard {
	return collect(func(f, r int) bool { return b[c][f][r] && in(f, r) })
}

// squaresFromPawns returns the squares (f, r) such that some pawn of c on
// (pf, pr) has rel(pf, pr, f, r).
func (b *board) squaresFromPawns(c int, rel func(pf, pr, f, r int) bool) bitboard.Bitboard {
	return collect(func(f, r int) bool {
		for pf := range 8 {
			for pr := range 8 {
				if b[c][pf][pr] && rel(pf, pr, f, r) {
					return true
				}
			}
		}
		return false
	})
}

type refFunc func(b *board, c int) bitboard.Bitboard

// reference maps each pattern name of pawns.Patterns to its reference, for
// color c (us = c, them = 1-c).
var reference = map[string]refFunc{
	"front-fill": func(b *board, c int) bitboard.Bitboard {
		return b.squaresFromPawns(c, func(pf, pr, f, r int) bool { return f == pf && (r == pr || ahead(c, pr, r)) })
	},
	"rear-fill": func(b *board, c int) bitboard.Bitboard {
		return b.squaresFromPawns(c, func(pf, pr, f, r int) bool { return f == pf && !ahead(c, pr, r) })
	},
	"front-spans": func(b *board, c int) bitboard.Bitboard {
		return b.squaresFromPawns(c, func(pf, pr, f, r int) bool { return f == pf && ahead(c, pr, r) })
	},
	"rear-spans": func(b *board, c int) bitboard.Bitboard {
		return b.squaresFromPawns(c, func(pf, pr, f, r int) bool { return f == pf && ahead(c, r, pr) })
	},
	"attacks": func(b *board, c int) bitboard.Bitboard {
		return collect(func(f, r int) bool { return b.attackers(c, f, r) > 0 })
	},
	"east-attacks": func(b *board, c int) bitboard.Bitboard {
		return collect(func(f, r int) bool { return b.pawn(c, f-1, r-fwd(c)) })
	},
	"west-attacks": func(b *board, c int) bitboard.Bitboard {
		return collect(func(f, r int) bool { return b.pawn(c, f+1, r-fwd(c)) })
	},
	"double-attacks": func(b *board, c int) bitboard.Bitboard {
		return collect(func(f, r int) bool { return b.attackers(c, f, r) == 2 })
	},
	"safe-squares": func(b *board, c int) bitboard.Bitboard {
		return collect(func(f, r int) bool { return b.attackers(c, f, r) >= b.attackers(1-c, f, r) })
	},
	"attack-front-spans": func(b *board, c int) bitboard.Bitboard {
		return b.squaresFromPawns(c, func(pf, pr, f, r int) bool { return (f == pf-1 || f == pf+1) && ahead(c, pr, r) })
	},
	"east-attack-front-spans": func(b *board, c int) bitboard.Bitboard {
		return b.squaresFromPawns(c, func(pf, pr, f, r int) bool { return f == pf+1 && ahead(c, pr, r) })
	},
	"west-attack-front-spans": func(b *board, c int) bitboard.Bitboard {
		return b.squaresFromPawns(c, func(pf, pr, f, r int) bool { return f == pf-1 && ahead(c, pr, r) })
	},
	"attack-rear-spans": func(b *board, c int) bitboard.Bitboard {
		return b.squaresFromPawns(c, func(pf, pr, f, r int) bool { return (f == pf-1 || f == pf+1) && !ahead(c, pr, r) })
	},
	"east-attack-rear-spans": func(b *board, c int) bitboard.Bitboard {
		return b.squaresFromPawns(c, func(pf, pr, f, r int) bool { return f == pf+1 && !ahead(c, pr, r) })
	},
	"west-attack-rear-spans": func(b *board, c int) bitboard.Bitboard {
		return b.squaresFromPawns(c, func(pf, pr, f, r int) bool { return f == pf-1 && !ahead(c, pr, r) })
	},
	"attack-file-fill": func(b *board, c int) bitboard.Bitboard {
		return collect(func(f, r int) bool { return b.fileHas(c, f-1, any) || b.fileHas(c, f+1, any) })
	},
	"east-attack-file-fill": func(b *board, c int) bitboard.Bitboard {
		return collect(func(f, r int) bool { return b.fileHas(c, f-1, any) })
	},
	"west-attack-file-fill": func(b *board, c int) bitboard.Bitboard {
		return collect(func(f, r int) bool { return b.fileHas(c, f+1, any) })
	},
	"open":   func(b *board, c int) bitboard.Bitboard { return b.pawnsWhere(c, b.open(c)) },
	"closed": func(b *board, c int) bitboard.Bitboard { return b.pawnsWhere(c, not(b.open(c))) },
	"passed": func(b *board, c int) bitboard.Bitboard {
		return b.pawnsWhere(c, func(f, r int) bool {
			for df := -1; df <= 1; df++ {
				if b.fileHas(1-c, f+df, func(or int) bool { return ahead(c, r, or) }) {
					return false
				}
			}
			return true
		})
	},
	"isolated": func(b *board, c int) bitboard.Bitboard {
		return b.pawnsWhere(c, func(f, r int) bool { return !b.fileHas(c, f-1, any) && !b.fileHas(c, f+1, any) })
	},
	"half-isolated": func(b *board, c int) bitboard.Bitboard {
		return b.pawnsWhere(c, func(f, r int) bool { return b.fileHas(c, f-1, any) != b.fileHas(c, f+1, any) })
	},
	"open-files": func(b *board, c int) bitboard.Bitboard {
		return collect(func(f, r int) bool { return !b.fileHas(0, f, any) && !b.fileHas(1, f, any) })
	},
	"half-open-files": func(b *board, c int) bitboard.Bitboard {
		return collect(func(f, r int) bool { return !b.fileHas(c, f, any) && b.fileHas(1-c, f, any) })
	},
	"backward": func(b *board, c int) bitboard.Bitboard {
		return b.pawnsWhere(c, b.backward(c, func(int, int) bool { return true }))
	},
	"backward-dynamic": func(b *board, c int) bitboard.Bitboard {
		first := b.backward(c, func(int, int) bool { return true })
		movable := func(f, r int) bool { return !first(f, r) && !b.pawn(1-c, f, r+fwd(c)) }
		return b.pawnsWhere(c, b.backward(c, movable))
	},
	"backward-area": func(b *board, c int) bitboard.Bitboard { return collect(b.inBackwardArea(c)) },
	"backward-telestop": func(b *board, c int) bitboard.Bitboard {
		return b.pawnsWhere(c, b.inBackwardArea(c))
	},
	"backward-telestop-movable": func(b *board, c int) bitboard.Bitboard {
		// A pawn can push when no pawn stands on its stop square; after the
		// pushes, its telestop is attacked and no own pawn on an adjacent
		// file stands behind it.
		movable := func(f, r int) bool { return !b.pawn(0, f, r+fwd(c)) && !b.pawn(1, f, r+fwd(c)) }
		return b.pawnsWhere(c, func(f, r int) bool {
			t := r + 2*fwd(c)
			if !movable(f, r) || !onBoard(f, t) || b.attackers(1-c, f, t) == 0 {
				return false
			}
			for _, df := range []int{-1, 1} {
				for hr := range 8 {
					if !b.pawn(c, f+df, hr) {
						continue
					}
					if movable(f+df, hr) {
						hr += fwd(c)
					}
					if ahead(c, hr, t) {
						return false
					}
				}
			}
			return true
		})
	},
	"stragglers": func(b *board, c int) bitboard.Bitboard {
		back := b.backward(c, func(int, int) bool { return true })
		open := b.open(c)
		return b.pawnsWhere(c, func(f, r int) bool {
			rel := r // the rank counted from c's side, 0 = first rank
			if c == 1 {
				rel = 7 - r
			}
			return back(f, r) && open(f, r) && (rel == 1 || rel == 2)
		})
	},
	"candidates": func(b *board, c int) bitboard.Bitboard {
		s := b.supported(c)
		return b.pawnsWhere(c, func(f, r int) bool { return b.openNotPassed(c, f, r) && s[f][r] })
	},
	"fakers": func(b *board, c int) bitboard.Bitboard {
		s := b.supported(c)
		return b.pawnsWhere(c, func(f, r int) bool { return b.openNotPassed(c, f, r) && !s[f][r] })
	},
	"supported": func(b *board, c int) bitboard.Bitboard {
		s := b.supported(c)
		return b.pawnsWhere(c, func(f, r int) bool { return s[f][r] })
	},
	"advanced-candidates": func(b *board, c int) bitboard.Bitboard {
		rank := 4
		if c == 1 {
			rank = 3
		}
		open := b.open(c)
		return b.pawnsWhere(c, func(f, r int) bool {
			s := r + fwd(c)
			return r == rank && open(f, r) && b.attackers(1-c, f, s) > 0 && b.attackers(c, f, s) >= b.attackers(1-c, f, s)
		})
	},
	"sneakers": func(b *board, c int) bitboard.Bitboard {
		return b.pawnsWhere(c, func(f, r int) bool {
			advanced := r >= 4
			if c == 1 {
				advanced = r <= 3
			}
			stop, tele := r+fwd(c), r+2*fwd(c)
			return advanced && b.pawn(1-c, f, stop) && b.attackers(c, f, r) > 0 && b.attackers(1-c, f, r) == 0 &&
				(!onBoard(f, stop) || b.attackers(1-c, f, stop) == 0) && (!onBoard(f, tele) || b.attackers(1-c, f, tele) == 0)
		})
	},
	"defended": func(b *board, c int) bitboard.Bitboard {
		return b.pawnsWhere(c, func(f, r int) bool { return b.attackers(c, f, r) > 0 })
	},
	"defended-from-west": func(b *board, c int) bitboard.Bitboard {
		return b.pawnsWhere(c, func(f, r int) bool { return b.pawn(c, f-1, r-fwd(c)) })
	},
	"defended-from-east": func(b *board, c int) bitboard.Bitboard {
		return b.pawnsWhere(c, func(f, r int) bool { return b.pawn(c, f+1, r-fwd(c)) })
	},
	"defenders":           func(b *board, c int) bitboard.Bitboard { return b.pawnsWhere(c, b.defends(c)) },
	"defenders-from-west": func(b *board, c int) bitboard.Bitboard { return b.pawnsWhere(c, b.defendsTo(c, 1)) },
	"defenders-from-east": func(b *board, c int) bitboard.Bitboard { return b.pawnsWhere(c, b.defendsTo(c, -1)) },
	"defended-defenders": func(b *board, c int) bitboard.Bitboard {
		return b.pawnsWhere(c, func(f, r int) bool { return b.attackers(c, f, r) > 0 && b.defends(c)(f, r) })
	},
	"not-defended-defenders": func(b *board, c int) bitboard.Bitboard {
		return b.pawnsWhere(c, func(f, r int) bool { return b.attackers(c, f, r) == 0 && b.defends(c)(f, r) })
	},
	"not-defending-defended": func(b *board, c int) bitboard.Bitboard {
		return b.pawnsWhere(c, func(f, r int) bool { return b.attackers(c, f, r) > 0 && !b.defends(c)(f, r) })
	},
	"doubled": func(b *board, c int) bitboard.Bitboard {
		return b.pawnsWhere(c, func(f, r int) bool { return b.fileCount(c, f) >= 2 })
	},
	"tripled": func(b *board, c int) bitboard.Bitboard {
		return b.pawnsWhere(c, func(f, r int) bool { return b.fileCount(c, f) >= 3 })
	},
	"behind-own": func(b *board, c int) bitboard.Bitboard {
		return b.pawnsWhere(c, func(f, r int) bool { return b.fileHas(c, f, func(or int) bool { return ahead(c, r, or) }) })
	},
	"in-front-of-own": func(b *board, c int) bitboard.Bitboard {
		return b.pawnsWhere(c, func(f, r int) bool { return b.fileHas(c, f, func(or int) bool { return ahead(c, or, r) }) })
	},
	"in-front-and-behind-own": func(b *board, c int) bitboard.Bitboard {
		return b.pawnsWhere(c, func(f, r int) bool {
			return b.fileHas(c, f, func(or int) bool { return ahead(c, r, or) }) && b.fileHas(c, f, func(or int) bool { return ahead(c, or, r) })
		})
	},
	"rear-twins": func(b *board, c int) bitboard.Bitboard {
		return b.pawnsWhere(c, func(f, r int) bool {
			return b.fileCount(c, f) == 2 && b.fileHas(c, f, func(or int) bool { return ahead(c, r, or) })
		})
	},
	"front-twins": func(b *board, c int) bitboard.Bitboard {
		return b.pawnsWhere(c, func(f, r int) bool {
			return b.fileCount(c, f) == 2 && b.fileHas(c, f, func(or int) bool { return ahead(c, or, r) })
		})
	},
	"phalanx": func(b *board, c int) bitboard.Bitboard {
		return b.pawnsWhere(c, func(f, r int) bool { return b.pawn(c, f-1, r) || b.pawn(c, f+1, r) })
	},
	"duos":   func(b *board, c int) bitboard.Bitboard { return b.pawnsWhere(c, b.inRowOf(c, 2)) },
	"trios":  func(b *board, c int) bitboard.Bitboard { return b.pawnsWhere(c, b.inRowOf(c, 3)) },
	"quarts": func(b *board, c int) bitboard.Bitboard { return b.pawnsWhere(c, b.inRowOf(c, 4)) },
	"hanging": func(b *board, c int) bitboard.Bitboard {
		open := b.open(c)
		return b.pawnsWhere(c, func(f, r int) bool {
			if !b.inRowOf(c, 2)(f, r) {
				return false
			}
			g := f + 1 // the partner's file
			if b.pawn(c, f-1, r) {
				g = f - 1
			}
			west, east := min(f, g), max(f, g)
			return open(f, r) && open(g, r) && !b.fileHas(c, west-1, any) && !b.fileHas(c, east+1, any)
		})
	},
	"rams": func(b *board, c int) bitboard.Bitboard {
		return b.pawnsWhere(c, func(f, r int) bool { return b.pawn(1-c, f, r+fwd(c)) })
	},
	"levers": func(b *board, c int) bitboard.Bitboard {
		return b.pawnsWhere(c, func(f, r int) bool { return b.lever(c, f, r, 1) || b.lever(c, f, r, -1) })
	},
	"east-levers": func(b *board, c int) bitboard.Bitboard {
		return b.pawnsWhere(c, func(f, r int) bool { return b.lever(c, f, r, 1) })
	},
	"west-levers": func(b *board, c int) bitboard.Bitboard {
		return b.pawnsWhere(c, func(f, r int) bool { return b.lever(c, f, r, -1) })
	},
	"center-levers": func(b *board, c int) bitboard.Bitboard {
		return b.pawnsWhere(c, func(f, r int) bool { return f == 3 && b.lever(c, f, r, 1) || f == 4 && b.lever(c, f, r, -1) })
	},
	"inner-levers": func(b *board, c int) bitboard.Bitboard {
		// the capture lands nearer the d/e border than the pawn stands
		return b.pawnsWhere(c, func(f, r int) bool {
			for _, df := range []int{-1, 1} {
				if b.lever(c, f, r, df) && centerDistance(f+df) < centerDistance(f) && !(f == 3 || f == 4) {
					return true
				}
			}
			return false
		})
	},
	"outer-levers": func(b *board, c int) bitboard.Bitboard {
		return b.pawnsWhere(c, func(f, r int) bool {
			for _, df := range []int{-1, 1} {
				if b.lever(c, f, r, df) && centerDistance(f+df) > centerDistance(f) {
					return true
				}
			}
			return false
		})
	},
}

func not(p func(f, r int) bool) func(f, r int) bool { return func(f, r int) bool { return !p(f, r) } }

// centerDistance is the number of files between file f and the d/e border:
// 0 for d and e, 3 for a and h.
func centerDistance(f int) int { return max(3-f, f-4) }

// lever reports whether the pawn of c on (f, r) attacks an opposing pawn on
// file f+df.
func (b *board) lever(c, f, r, df int) bool { return b.pawn(1-c, f+df, r+fwd(c)) }

// open reports whether the pawn of c on (f, r) has no opposing pawn ahead on
// its file.
func (b *board) open(c int) func(f, r int) bool {
	return func(f, r int) bool { return !b.fileHas(1-c, f, func(or int) bool { return ahead(c, r, or) }) }
}

// sentries counts the opposing pawns on the adjacent files ahead of (f, r).
func (b *board) sentries(c, f, r int) int {
	n := 0
	for _, df := range []int{-1, 1} {
		for or := range 8 {
			if b.pawn(1-c, f+df, or) && ahead(c, r, or) {
				n++
			}
		}
	}
	return n
}

func (b *board) openNotPassed(c, f, r int) bool {
	return b.open(c)(f, r) && b.sentries(c, f, r) > 0
}

// supported finds the largest set of pawns of c in which each has at least as
// many helpers (own pawns of the set on adjacent files, level or behind) as
// sentries. Unlike the set-wise code it removes one violating pawn at a time,
// restarting the scan after each removal; the greatest such set is unique,
// so the order does not matter.
func (b *board) supported(c int) [8][8]bool {
	s := b[c]
	for {
		removed := false
		for f := 0; f < 8 && !removed; f++ {
			for r := 0; r < 8 && !removed; r++ {
				if !s[f][r] {
					continue
				}
				helpers := 0
				for _, df := range []int{-1, 1} {
					for hr := range 8 {
						if onBoard(f+df, hr) && s[f+df][hr] && !ahead(c, r, hr) {
							helpers++
						}
					}
				}
				if helpers < b.sentries(c, f, r) {
					s[f][r] = false
					removed = true
				}
			}
		}
		if !removed {
			return s
		}
	}
}

// backward returns the test for backward pawns of c, counting the front
// attack spans of the pawns for which counts holds.
func (b *board) backward(c int, counts func(f, r int) bool) func(f, r int) bool {
	return func(f, r int) bool {
		s := r + fwd(c)
		if !onBoard(f, s) || b.attackers(1-c, f, s) == 0 {
			return false
		}
		for _, df := range []int{-1, 1} {
			for hr := range 8 {
				if b.pawn(c, f+df, hr) && counts(f+df, hr) && ahead(c, hr, s) {
					return false // a pawn behind on an adjacent file can defend s
				}
			}
		}
		return true
	}
}

// inBackwardArea reports whether (f, r) or a square in front of it on its
// file is attacked by the opponent and outside c's front attack spans.
func (b *board) inBackwardArea(c int) func(f, r int) bool {
	spans := b.squaresFromPawns(c, func(pf, pr, f, r int) bool { return (f == pf-1 || f == pf+1) && ahead(c, pr, r) })
	return func(f, r int) bool {
		for s := range 8 {
			if (s == r || ahead(c, r, s)) && b.attackers(1-c, f, s) > 0 && !spans.Has(bitboard.NewSquare(bitboard.File(f), bitboard.Rank(s))) {
				return true
			}
		}
		return false
	}
}

// defends reports whether the pawn of c on (f, r) defends an own pawn.
func (b *board) defends(c int) func(f, r int) bool {
	return func(f, r int) bool { return b.defendsTo(c, 1)(f, r) || b.defendsTo(c, -1)(f, r) }
}

// defendsTo reports whether the pawn of c on (f, r) defends an own pawn on
// file f+df.
func (b *board) defendsTo(c, df int) func(f, r int) bool {
	return func(f, r int) bool { return b.pawn(c, f+df, r+fwd(c)) }
}

// inRowOf reports whether the pawn of c on (f, r) is in a row of exactly n
// adjacent pawns on its rank.
func (b *board) inRowOf(c, n int) func(f, r int) bool {
	return func(f, r int) bool {
		w, e := f, f
		for b.pawn(c, w-1, r) {
			w--
		}
		for b.pawn(c, e+1, r) {
			e++
		}
		return e-w+1 == n
	}
}

// referenceIslands returns the islands of c's pawns, west to east.
func (b *board) referenceIslands(c int) []bitboard.Bitboard {
	var out []bitboard.Bitboard
	for f := 0; f < 8; {
		if !b.fileHas(c, f, any) {
			f++
			continue
		}
		var island bitboard.Bitboard
		for ; f < 8 && b.fileHas(c, f, any); f++ {
			island |= b.pawnsWhere(c, func(pf, _ int) bool { return pf == f })
		}
		out = append(out, island)
	}
	return out
}

// referenceDistortion sums the height differences of adjacent files, the
// height of a file being the length of its rear fill (front fill if front).
func (b *board) referenceDistortion(c int, front bool) int {
	var h [8]int
	for f := range 8 {
		for r := range 8 {
			if !b[c][f][r] {
				continue
			}
			rel := r + 1 // squares from c's first rank up to r
			if c == 1 {
				rel = 8 - r
			}
			if front {
				rel = 9 - rel // squares from r to c's last rank
				h[f] = max(h[f], rel)
			} else {
				h[f] = max(h[f], rel)
			}
		}
	}
	d := 0
	for f := range 7 {
		d += max(h[f]-h[f+1], h[f+1]-h[f])
	}
	return d
}

// randomStructure returns a random legal pawn structure: up to eight pawns a
// side on ranks 2 to 7, no square taken twice. Half of the structures crowd
// their pawns onto a few adjacent files so that patterns interact, and a
// quarter start with horizontal rows.
func randomStructure(rng *rand.Rand) (white, black bitboard.Bitboard) {
	lo, hi := 0, 7
	if rng.IntN(2) == 0 {
		lo = rng.IntN(6)
		hi = min(7, lo+1+rng.IntN(4))
	}
	var taken bitboard.Bitboard
	place := func(n int) bitboard.Bitboard {
		var set bitboard.Bitboard
		for range n {
			sq := bitboard.NewSquare(bitboard.File(lo+rng.IntN(hi-lo+1)), bitboard.Rank(1+rng.IntN(6)))
			if !taken.Has(sq) {
				taken |= sq.Bitboard()
				set |= sq.Bitboard()
			}
		}
		return set
	}
	if rng.IntN(4) == 0 { // rows: duos, trios, quarts and longer
		for _, set := range []*bitboard.Bitboard{&white, &black} {
			for range 1 + rng.IntN(2) {
				r, f, k := 1+rng.IntN(6), rng.IntN(8), 2+rng.IntN(4)
				for ; k > 0 && f < 8 && (white|black).Count() < 16 && (*set).Count() < 8; k, f = k-1, f+1 {
					if sq := bitboard.NewSquare(bitboard.File(f), bitboard.Rank(r)); !taken.Has(sq) {
						taken |= sq.Bitboard()
						*set |= sq.Bitboard()
					}
				}
			}
		}
	}
	white |= place(rng.IntN(9 - white.Count()))
	black |= place(rng.IntN(9 - black.Count()))
	return white, black
}

func TestAgainstReference(t *testing.T) {
	n := 6000
	if testing.Short() {
		n = 1000
	}
	for _, p := range pawns.Patterns {
		if reference[p.Name] == nil {
			t.Errorf("pattern %q has no reference", p.Name)
		}
	}
	rng := rand.New(rand.NewPCG(1959, 1990))
	nonEmpty := map[string]int{}
	for i := range n {
		white, black := randomStructure(rng)
		b := newBoard(white, black)
		sets := [2]bitboard.Bitboard{white, black}
		for _, c := range []bitboard.Color{bitboard.White, bitboard.Black} {
			us, them := sets[c], sets[1-c]
			for _, p := range pawns.Patterns {
				got := p.Set(c, us, them)
				want := reference[p.Name](b, int(c))
				if got != want {
					t.Fatalf("structure %d, %s %s (white %v, black %v):\n%v\nwant\n%v", i, c, p.Name, white.Squares(), black.Squares(), got, want)
				}
				if got != 0 {
					nonEmpty[p.Name]++
				}
			}
			count, islands := pawns.Islands(us)
			want := b.referenceIslands(int(c))
			if count != len(want) || pawns.IslandCount(us) != len(want) {
				t.Fatalf("%s islands of %v: %d/%d, want %d", c, us.Squares(), count, pawns.IslandCount(us), len(want))
			}
			for k := range islands {
				var w bitboard.Bitboard
				if k < len(want) {
					w = want[k]
				}
				if islands[k] != w {
					t.Fatalf("%s island %d of %v: %v, want %v", c, k, us.Squares(), islands[k].Squares(), w.Squares())
				}
			}
			if got, want := pawns.Dispersion(us), max(3*len(want)*len(want)-us.Count(), us.Count()-3*len(want)*len(want)); got != want {
				t.Fatalf("%s dispersion of %v: %d, want %d", c, us.Squares(), got, want)
			}
			if got, want := pawns.Distortion(c, us), b.referenceDistortion(int(c), false); got != want {
				t.Fatalf("%s distortion of %v: %d, want %d", c, us.Squares(), got, want)
			}
			if got, want := pawns.ReverseDistortion(c, us), b.referenceDistortion(int(c), true); got != want {
				t.Fatalf("%s reverse distortion of %v: %d, want %d", c, us.Squares(), got, want)
			}
		}
	}
	// Every pattern must have been exercised, not just agreed on empty sets.
	for _, p := range pawns.Patterns {
		if nonEmpty[p.Name] < n/200 {
			t.Errorf("pattern %q non-empty in only %d of %d cases", p.Name, nonEmpty[p.Name], 2*n)
		}
	}
}
