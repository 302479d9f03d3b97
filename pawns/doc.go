// Package pawns computes pawn-structure patterns set-wise, for both colors,
// as the chessprogramming-wiki bitboard pages write them: "Attack Spans", "Backward Pawns
// (Bitboards)", "Candidates (Bitboards)", "Defended Pawns (Bitboards)",
// "Dispersion and Distortion", "Double and Triple (Bitboards)" and "Duo Trio
// Quart (Bitboards)", with the fills and spans they build on.
//
// Every function takes pawn sets (a bitboard.Bitboard per color) and returns a
// set or a number; nothing here looks at other pieces, so the package depends
// on package bitboard only. Functions whose result depends on the direction
// of play take the Color c of their first set: us is the pawns of color c,
// them the opposing pawns. Pawns on the first or eighth rank are allowed and
// treated like any other square.
//
// Vocabulary (Kmoch, "Pawn Power in Chess", as the pages use it): the stop
// square is the square in front of a pawn, the telestop the one after it; the
// front span is every square in front of a pawn, the front fill adds the pawn
// itself; the front attack spans are the squares on the adjacent files in
// front of a pawn (the squares it attacks included), the rear attack spans
// the rest of those files. A sentry is an opposing pawn in a pawn's front
// attack spans, a helper an own pawn in its rear attack spans.
//
// For example, with white pawns a2 b3 c4 and black pawns c5 h7:
//
//	pawns.FrontSpans(bitboard.White, white)        pawns.Passed(bitboard.White, white, black)
//	1 1 1 . . . . .                             . . . . . . . .
//	1 1 1 . . . . .                             . . . . . . . .
//	1 1 1 . . . . .                             . . . . . . . .
//	1 1 1 . . . . .                             . . . . . . . .
//	1 1 . . . . . .                             . . . . . . . .
//	1 . . . . . . .                             . . . . . . . .
//	. . . . . . . .                             1 . . . . . . .
//	. . . . . . . .                             . . . . . . . .
//
// Each pattern also has a name in Patterns, for tools such as westcott show.
package pawns
