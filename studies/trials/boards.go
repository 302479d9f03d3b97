package trials

import (
	"github.com/westcott-chess/westcott/studies/mailbox"
	"github.com/westcott-chess/westcott/studies/trialsmodel"
)

// One wrapper type per board: the bitboard board, and the mailbox board at
// each level, calling that level's own generator and make/unmake. Each has
// its own copy of the search (search.go, search_gen.go), which calls the
// wrapper's methods directly; they are inlined, so the search calls the
// level's methods directly: no level pays for another's code, and nothing
// tests the level in the hot loops.
type (
	bbBoard     struct{ *BitBoard }
	mbScan      struct{ *mailbox.Board }
	mbSplit     struct{ *mailbox.Board }
	mbNeighbors struct{ *mailbox.Board }
	mbDirLists  struct{ *mailbox.Board }
	mbStaged    struct{ *mailbox.Board }
	mbAttackMap struct{ *mailbox.Board }
	mbLazy      struct{ *mailbox.Board }
)

// Sorted reports whether the board's batches of captures come sorted: the
// bitboard board's and those of the attack-map levels do; the other mailbox
// levels leave sorting to the search.
func (bbBoard) Sorted() bool     { return true }
func (mbScan) Sorted() bool      { return false }
func (mbSplit) Sorted() bool     { return false }
func (mbNeighbors) Sorted() bool { return false }
func (mbDirLists) Sorted() bool  { return false }
func (mbStaged) Sorted() bool    { return false }
func (mbAttackMap) Sorted() bool { return true }
func (mbLazy) Sorted() bool      { return true }

// Settle: only level Lazy can settle a node before the move.
func (bbBoard) Settle(trialsmodel.Move, int32) trialsmodel.Stage     { return trialsmodel.StageFirst }
func (mbScan) Settle(trialsmodel.Move, int32) trialsmodel.Stage      { return trialsmodel.StageFirst }
func (mbSplit) Settle(trialsmodel.Move, int32) trialsmodel.Stage     { return trialsmodel.StageFirst }
func (mbNeighbors) Settle(trialsmodel.Move, int32) trialsmodel.Stage { return trialsmodel.StageFirst }
func (mbDirLists) Settle(trialsmodel.Move, int32) trialsmodel.Stage  { return trialsmodel.StageFirst }
func (mbStaged) Settle(trialsmodel.Move, int32) trialsmodel.Stage    { return trialsmodel.StageFirst }
func (mbAttackMap) Settle(trialsmodel.Move, int32) trialsmodel.Stage { return trialsmodel.StageFirst }
func (w mbLazy) Settle(m trialsmodel.Move, floor int32) trialsmodel.Stage {
	return w.SettleLazy(m, floor)
}

// Every wrapper is a Board.
var (
	_ Board = bbBoard{}
	_ Board = mbScan{}
	_ Board = mbSplit{}
	_ Board = mbNeighbors{}
	_ Board = mbDirLists{}
	_ Board = mbStaged{}
	_ Board = mbAttackMap{}
	_ Board = mbLazy{}
)

func (w mbScan) Captures(s trialsmodel.Stage, f int32, buf *[256]trialsmodel.Move) (int, trialsmodel.Stage) {
	return w.CapturesScan(s, f, buf)
}
func (w mbScan) Make(m trialsmodel.Move) { w.MakePlain(m) }
func (w mbScan) Unmake(trialsmodel.Move) { w.UnmakePlain() }

func (w mbSplit) Captures(s trialsmodel.Stage, f int32, buf *[256]trialsmodel.Move) (int, trialsmodel.Stage) {
	return w.CapturesSplit(s, f, buf)
}
func (w mbSplit) Make(m trialsmodel.Move) { w.MakePlain(m) }
func (w mbSplit) Unmake(trialsmodel.Move) { w.UnmakePlain() }

func (w mbNeighbors) Captures(s trialsmodel.Stage, f int32, buf *[256]trialsmodel.Move) (int, trialsmodel.Stage) {
	return w.CapturesNeighbors(s, f, buf)
}
func (w mbNeighbors) Make(m trialsmodel.Move) { w.MakeNeighbors(m) }
func (w mbNeighbors) Unmake(trialsmodel.Move) { w.UnmakeNeighbors() }

func (w mbDirLists) Captures(s trialsmodel.Stage, f int32, buf *[256]trialsmodel.Move) (int, trialsmodel.Stage) {
	return w.CapturesDirLists(s, f, buf)
}
func (w mbDirLists) Make(m trialsmodel.Move) { w.MakeNeighbors(m) }
func (w mbDirLists) Unmake(trialsmodel.Move) { w.UnmakeNeighbors() }

func (w mbStaged) Captures(s trialsmodel.Stage, f int32, buf *[256]trialsmodel.Move) (int, trialsmodel.Stage) {
	return w.CapturesStaged(s, f, buf)
}
func (w mbStaged) Make(m trialsmodel.Move) { w.MakeCodes(m) }
func (w mbStaged) Unmake(trialsmodel.Move) { w.UnmakeCodes() }

func (w mbAttackMap) Captures(s trialsmodel.Stage, f int32, buf *[256]trialsmodel.Move) (int, trialsmodel.Stage) {
	return w.CapturesMap(s, f, buf)
}
func (w mbAttackMap) Make(m trialsmodel.Move) { w.MakeMap(m) }
func (w mbAttackMap) Unmake(trialsmodel.Move) { w.UnmakeMap() }

func (w mbLazy) Captures(s trialsmodel.Stage, f int32, buf *[256]trialsmodel.Move) (int, trialsmodel.Stage) {
	return w.CapturesMap(s, f, buf) // CapturesLazy, without its call
}
func (w mbLazy) Make(m trialsmodel.Move) { w.MakeLazy(m) }
func (w mbLazy) Unmake(trialsmodel.Move) { w.UnmakeLazy() }

func (w mbScan) InCheck() bool { return w.Board.InCheckScan() }
func (w mbScan) MakeNull()     { w.Board.MakeNull() }
func (w mbScan) UnmakeNull()   { w.Board.UnmakeNull() }

func (w mbSplit) InCheck() bool { return w.Board.InCheckScan() }
func (w mbSplit) MakeNull()     { w.Board.MakeNull() }
func (w mbSplit) UnmakeNull()   { w.Board.UnmakeNull() }

func (w mbNeighbors) InCheck() bool { return w.Board.InCheck() }
func (w mbNeighbors) MakeNull()     { w.Board.MakeNull() }
func (w mbNeighbors) UnmakeNull()   { w.Board.UnmakeNull() }

func (w mbDirLists) InCheck() bool { return w.Board.InCheck() }
func (w mbDirLists) MakeNull()     { w.Board.MakeNull() }
func (w mbDirLists) UnmakeNull()   { w.Board.UnmakeNull() }

func (w mbStaged) InCheck() bool { return w.Board.InCheck() }
func (w mbStaged) MakeNull()     { w.Board.MakeNull() }
func (w mbStaged) UnmakeNull()   { w.Board.UnmakeNull() }

func (w mbAttackMap) InCheck() bool { return w.Board.InCheckMap() }
func (w mbAttackMap) MakeNull()     { w.Board.MakeNullMap() }
func (w mbAttackMap) UnmakeNull()   { w.Board.UnmakeNullMap() }

func (w mbLazy) InCheck() bool { return w.Board.InCheckLazy() }
func (w mbLazy) MakeNull()     { w.Board.MakeNullMap() }
func (w mbLazy) UnmakeNull()   { w.Board.UnmakeNullMap() }
