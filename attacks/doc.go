// Package attacks holds the attack tables of the pieces: leaper tables for
// knight, king and pawns, the in-between and line tables, and sliding-piece
// attacks computed by every method of the chessprogramming-wiki bitboard
// pages, all behind one signature:
//
//	func(sq bitboard.Square, occ bitboard.Bitboard) bitboard.Bitboard
//
// The methods (Methods lists them) are:
//
//   - the classical ray approach with bit scans: conditional, branchless,
//     Sherwin's "in one run", the page's generalized getter (conditional
//     and branchless), its zero-count getter on 65-entry ray tables, and
//     its line getters (FileAttacks, RankAttacks, DiagonalAttacks,
//     AntiDiagonalAttacks);
//   - fancy magic bitboards, with the project's own magics and with the
//     page "Best Magics so far"'s (best_magics.tsv) where they work;
//   - Kogge-Stone and Dumb7Fill occluded fills (Dumb7Fill also with one fill
//     fewer, six and a shift);
//   - Fenner and Levene's congruent modulo lines, with the page's casting
//     out 255 and its multiplication of kindergarten diagonals.
//
// Tests prove them equal on every relevant occupancy of every square; Rook,
// Bishop and Queen use the fastest, magic bitboards (see
// docs/PERFORMANCE.md), the own magics unless built with the tag
// bestmagics.
//
// No magic is searched for at start-up. The own magics were found by a
// search from a fixed seed and are stored in magic_numbers.go; a test
// repeats the search and checks it finds the stored numbers. The page's
// magics are stored in best_magics.tsv with the list of those that collide
// (taken from the own magics instead); a test re-derives that list by a
// collision search. The tables are built once and never change: at package
// initialisation, except the best-magic ones, which the first call of
// Methods builds (at initialisation too in the bestmagics build).
package attacks
