package trials

import (
	"github.com/westcott-chess/westcott/mailbox"
	"github.com/westcott-chess/westcott/trials/model"
)

// One wrapper type per mailbox level, each calling that level's own
// generator and make/unmake. The blank fields of distinct types give every
// wrapper its own underlying type, so the compiler stencils a separate copy of
// the generic search for each (one for every "GC shape"): no level pays for
// another's code, and nothing tests the level in the hot loops.
type (
	mbScan struct {
		*mailbox.Board
		_ [0]int8
	}
	mbSplit struct {
		*mailbox.Board
		_ [0]int16
	}
	mbNeighbors struct {
		*mailbox.Board
		_ [0]int32
	}
	mbDirLists struct {
		*mailbox.Board
		_ [0]int64
	}
	mbStaged struct {
		*mailbox.Board
		_ [0]uint8
	}
	mbAttackMap struct {
		*mailbox.Board
		_ [0]uint16
	}
	mbLazy struct {
		*mailbox.Board
		_ [0]uint32
	}
	bbBoard struct {
		*BitBoard
		_ [0]uint64
	}
)

func (w mbScan) Captures(s model.Stage, f int32, buf *[256]model.Move) (int, model.Stage) {
	return w.CapturesScan(s, f, buf)
}
func (w mbScan) Make(m model.Move) { w.MakePlain(m) }
func (w mbScan) Unmake()           { w.UnmakePlain() }

func (w mbSplit) Captures(s model.Stage, f int32, buf *[256]model.Move) (int, model.Stage) {
	return w.CapturesSplit(s, f, buf)
}
func (w mbSplit) Make(m model.Move) { w.MakePlain(m) }
func (w mbSplit) Unmake()           { w.UnmakePlain() }

func (w mbNeighbors) Captures(s model.Stage, f int32, buf *[256]model.Move) (int, model.Stage) {
	return w.CapturesNeighbors(s, f, buf)
}
func (w mbNeighbors) Make(m model.Move) { w.MakeNeighbors(m) }
func (w mbNeighbors) Unmake()           { w.UnmakeNeighbors() }

func (w mbDirLists) Captures(s model.Stage, f int32, buf *[256]model.Move) (int, model.Stage) {
	return w.CapturesDirLists(s, f, buf)
}
func (w mbDirLists) Make(m model.Move) { w.MakeNeighbors(m) }
func (w mbDirLists) Unmake()           { w.UnmakeNeighbors() }

func (w mbStaged) Captures(s model.Stage, f int32, buf *[256]model.Move) (int, model.Stage) {
	return w.CapturesStaged(s, f, buf)
}
func (w mbStaged) Make(m model.Move) { w.MakeCodes(m) }
func (w mbStaged) Unmake()           { w.UnmakeCodes() }

func (w mbAttackMap) Captures(s model.Stage, f int32, buf *[256]model.Move) (int, model.Stage) {
	return w.CapturesMap(s, f, buf)
}
func (w mbAttackMap) Make(m model.Move) { w.MakeMap(m) }
func (w mbAttackMap) Unmake()           { w.UnmakeMap() }

func (w mbLazy) Captures(s model.Stage, f int32, buf *[256]model.Move) (int, model.Stage) {
	return w.CapturesLazy(s, f, buf)
}
func (w mbLazy) Make(m model.Move) { w.MakeLazy(m) }
func (w mbLazy) Unmake()           { w.UnmakeLazy() }

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

func (w mbLazy) InCheck() bool { return w.Board.InCheck() }
func (w mbLazy) MakeNull()     { w.Board.MakeNullMap() }
func (w mbLazy) UnmakeNull()   { w.Board.UnmakeNullMap() }
