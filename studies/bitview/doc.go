// Package bitview names the square sets of a position that the seed's
// bitboard pages draw, so that every viewer shows the same sets computed by
// the same library calls: attack maps, counts and x-rays (package
// attackmap), checks, pins and discovered checks, DirGolem's direction sets
// (package dirgolem), all shortest king paths (package bitboard), every
// pawn pattern (package pawns), the patterns page "Design Principles" names
// (attackmap.Principles), and the static exchange of a move.
//
// A set is asked for as NAME[:ARG], the names `westcott show -list` prints:
//
//	attacks:white    every square white attacks
//	attackers:e4     the pieces of both colors attacking e4
//	paths:e4-a1+h8   all shortest king paths from e4 to a1 and h8
//	passed           the passed pawns of the side to move
//
// Draw returns one or more Views, each a title, the set and, for counts,
// islands and paths, a mark per square. `westcott show` prints them as dot
// diagrams; `westcott serve` highlights them on a board.
package bitview
