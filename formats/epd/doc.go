// Package epd reads and writes Extended Position Description records, the
// format of section 16.2 of Steven J. Edwards' "Portable Game Notation
// Specification and Implementation Guide" (1994): the first four fields of a
// FEN (placement, side to move, castling, en passant) followed by operations,
// each an opcode, its operands and a semicolon.
//
//	2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";
//
// Every opcode is kept, in order, with its operands as written, so a record
// reads back the same after formatting. Operations with a meaning get typed
// access: the move operands of bm, am, pm and sm are resolved to legal moves
// of the position (SAN, or UCI notation as a fallback), pv to a line of moves
// played one after another; id, c0…c9 and v0…v9 are strings; acd, acn, acs,
// ce, dm, hmvc, fmvn, rc and the perft counts D1, D2, … are numbers; the
// Strategic Test Suite's c0 "move=points, …" gives the points of each move
// (Points). ReadPerftSuite reads a whole perft suite: each record's position,
// counts (Perft) and line.
//
// Two common variations of the layout are read as well: the halfmove clock and
// fullmove number of a full FEN after the four fields, as perft suites write
// them ("… w KQkq - 0 1 ;D1 20 ;D2 400"), and a missing semicolon after the
// last operation. hmvc and fmvn operations set the position's clocks.
//
// Errors are *Error values with the line and column (1-based, in bytes) of the
// field, opcode or operand at fault.
package epd
