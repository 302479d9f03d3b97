package pawns

import "github.com/westcott-chess/westcott/bitboard"

// Levers and rams. A lever is a pair of opposing pawns in contact that can
// capture each other; its direction is the capturing pawn's attack direction,
// so White's east lever is Black's west lever (the convention of the wiki's
// "Pawn Levers (Bitboards)" page). Kmoch's kinds by file: a center lever lies
// wholly on the d- and e-files, an inner lever captures towards the center,
// an outer lever away from it.

// Rams returns the pawns us (color c) blocked by an opposing pawn on their
// stop square. Rams(White, {e4}, {e5}) is {e4}; Rams(Black, {e5}, {e4}) is
// {e5}.
func Rams(c bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard {
	return us & back(c, them)
}

// EastLevers returns the pawns us (color c) that attack an opposing pawn
// towards the h-file. EastLevers(White, {d4}, {e5}) is {d4}.
func EastLevers(c bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard {
	return us & WestAttacks(c.Other(), them)
}

// WestLevers returns the pawns us (color c) that attack an opposing pawn
// towards the a-file. WestLevers(White, {d4}, {c5}) is {d4}.
func WestLevers(c bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard {
	return us & EastAttacks(c.Other(), them)
}

// Levers returns the pawns us (color c) that attack at least one opposing
// pawn. Levers(White, {d4, h2}, {c5, e5}) is {d4}.
func Levers(c bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard {
	return us & Attacks(c.Other(), them)
}

const (
	filesAToC = bitboard.FileABB | bitboard.FileBBB | bitboard.FileCBB
	filesBToD = bitboard.FileBBB | bitboard.FileCBB | bitboard.FileDBB
	filesEToG = bitboard.FileEBB | bitboard.FileFBB | bitboard.FileGBB
	filesFToH = bitboard.FileFBB | bitboard.FileGBB | bitboard.FileHBB
)

// CenterLevers returns the lever pawns us (color c) whose lever lies wholly
// on the d- and e-files: a d-pawn attacking an e-pawn or the other way round.
// CenterLevers(White, {d4}, {e5}) is {d4}.
func CenterLevers(c bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard {
	return EastLevers(c, us, them)&bitboard.FileDBB | WestLevers(c, us, them)&bitboard.FileEBB
}

// InnerLevers returns the lever pawns us (color c) whose capture would move
// towards the center: from the a- to c-files eastwards, from the f- to
// h-files westwards. InnerLevers(White, {b4}, {c5}) is {b4}.
func InnerLevers(c bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard {
	return EastLevers(c, us, them)&filesAToC | WestLevers(c, us, them)&filesFToH
}

// OuterLevers returns the lever pawns us (color c) whose capture would move
// away from the center: from the b- to d-files westwards, from the e- to
// g-files eastwards. OuterLevers(White, {c4}, {b5}) is {c4}.
func OuterLevers(c bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard {
	return WestLevers(c, us, them)&filesBToD | EastLevers(c, us, them)&filesEToG
}
