// Package attackmap computes the attack and defend maps of a chess position
// on the fly (seed page "Attack and Defend Maps",
// the chessprogramming-wiki bitboard pages), the static exchange evaluation built on
// them, and checks and pins (page "Checks and Pinned Pieces (Bitboards)").
//
// The maps, per side: the attackers of a square (page "Square Attacked By"),
// every square a side attacks, how many times each square is attacked (a
// bit-sliced counter, filled set-wise one direction at a time as the page's
// "Direction wise" section suggests), and the x-ray attacks of sliders
// through their own batteries.
//
// Two static exchange evaluators (SEE) score a capture in centipawns, with
// the piece values of PieceValue (pawn 100, knight and bishop 300, rook 500,
// queen 900):
//
//   - SEE and SEEGreaterOrEqual run the swap algorithm on bitboards: the
//     least valuable attacker captures next, sliders behind a capturer join
//     in (x-rays, through pieces of both colors), pawns reaching the last
//     rank promote to queens, en passant is understood, a king captures only
//     when nothing defends, and an absolutely pinned piece takes part only
//     along its pin line. Exchange returns the sequence itself.
//
//   - ByteSEE is Ed Schröder's scheme from REBEL: each side's attackers of a
//     square squeezed into one byte (a count in the low three bits, one bit
//     per piece kind above), and a table, indexed by the victim and the two
//     bytes, holding the exchange's value. It is fast and approximate;
//     ByteSEEExact tells exactly when it agrees with SEE.
//
// Incremental keeps the maps instead of computing them (the page's
// "Incremental Update"): Chess 4.5's ATKFR and ATKTO bitboard arrays and
// IsiChess's 64 square-centric 32-bit piece sets with a 16-bit indicator
// table, updated through Make and Unmake on a board of its own.
//
// Principles holds the patterns page "Design Principles" names that had no
// function yet (UnmovedRooks, KingIsUpRight, ConnectedRooks, RooksCanCastle,
// OnKingDiagonal, NearKingDiagonal, PawnMass, MaterialSignature,
// WeakSquareControl, StrongSquareControl, StrongFianchettoedBishops,
// WeakWhiteSquares, Fortress), each a set per color (MaterialSignature
// also a classification string), defined in its doc comment.
//
// BackwardBySEE applies SEE to pawn structure (page "Backward Pawns
// (Bitboards)", "Stops with negative SEE"): the pawns whose push to their
// empty stop square loses material.
//
// Checks and pins: Checkers; the absolutely pinned pieces by the x-ray
// method (xrayRookAttacks and xrayBishopAttacks with the own pieces as
// blockers) and by the opposite ray-direction method of DirGolem; and the
// discovered-check candidates by both methods.
//
// Everything here allocates nothing except Exchange, whose result is a
// small value; the byte-SEE table (768 KiB) is built on first use.
//
// For example, on Kiwipete (r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/
// PPPBBPPP/R3K2R w KQkq -):
//
//	SEE(gxh3)  =  100   the pawn h3 falls; Rxh3 would lose the rook to Qxh3
//	SEE(Qxh3)  = -300   Qxh3 Rxh3 gxh3: queen for rook and pawn
//	SEE(dxe6)  =    0   dxe6 fxe6
//	SEE(Qxf6)  = -600   Qxf6 Bxf6
//	SEE(Bxa6)  =  300   the bishop a6 is undefended
package attackmap
