package pawns

import . "github.com/westcott-chess/westcott/bitboard"

// Levers and rams. A lever is a pair of opposing pawns in contact that can
// capture each other; its direction is the capturing pawn's attack direction,
// so White's east lever is Black's west lever (the convention of the wiki's
// "Pawn Levers (Bitboards)" page). Kmoch's kinds by file: a center lever lies
// wholly on the d- and e-files, an inner lever captures towards the center,
// an outer lever away from it.

// Rams returns the pawns us (color c) blocked by an opposing pawn on their
// stop square. Rams(White, {e4}, {e5}) is {e4}; Rams(Black, {e5}, {e4}) is
// {e5}.
func Rams(c Color, us, them Bitboard) Bitboard {
	return us & back(c, them)
}

// EastLevers returns the pawns us (color c) that attack an opposing pawn
// towards the h-file. EastLevers(White, {d4}, {e5}) is {d4}.
func EastLevers(c Color, us, them Bitboard) Bitboard {
	return us & WestAttacks(c.Other(), them)
}

// WestLevers returns the pawns us (color c) that attack an opposing pawn
// towards the a-file. WestLevers(White, {d4}, {c5}) is {d4}.
func WestLevers(c Color, us, them Bitboard) Bitboard {
	return us & EastAttacks(c.Other(), them)
}

// Levers returns the pawns us (color c) that attack at least one opposing
// pawn. Levers(White, {d4, h2}, {c5, e5}) is {d4}.
func Levers(c Color, us, them Bitboard) Bitboard {
	return us & Attacks(c.Other(), them)
}

const (
	filesAToC = FileABB | FileBBB | FileCBB
	filesBToD = FileBBB | FileCBB | FileDBB
	filesEToG = FileEBB | FileFBB | FileGBB
	filesFToH = FileFBB | FileGBB | FileHBB
)

// CenterLevers returns the lever pawns us (color c) whose lever lies wholly
// on the d- and e-files: a d-pawn attacking an e-pawn or the other way round.
// CenterLevers(White, {d4}, {e5}) is {d4}.
func CenterLevers(c Color, us, them Bitboard) Bitboard {
	return EastLevers(c, us, them)&FileDBB | WestLevers(c, us, them)&FileEBB
}

// InnerLevers returns the lever pawns us (color c) whose capture would move
// towards the center: from the a- to c-files eastwards, from the f- to
// h-files westwards. InnerLevers(White, {b4}, {c5}) is {b4}.
func InnerLevers(c Color, us, them Bitboard) Bitboard {
	return EastLevers(c, us, them)&filesAToC | WestLevers(c, us, them)&filesFToH
}

// OuterLevers returns the lever pawns us (color c) whose capture would move
// away from the center: from the b- to d-files westwards, from the e- to
// g-files eastwards. OuterLevers(White, {c4}, {b5}) is {c4}.
func OuterLevers(c Color, us, them Bitboard) Bitboard {
	return WestLevers(c, us, them)&filesBToD | EastLevers(c, us, them)&filesEToG
}
