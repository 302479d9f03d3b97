// Package trialsmodel fixes what every board that runs the trials search must
// agree on, so that the search visits the same nodes on each of them: the
// piece values and piece-square tables of the evaluation, the futility bounds
// derived from them, and the move word whose high bits are the MVV/LVA sort
// key with its deterministic tie-break.
//
// It is the "model engine" of the forum thread "The mailbox trials":
// an evaluation by piece-square tables
// only, updated incrementally in make, and captures searched in MVV/LVA
// order. The tables are our own, so node counts differ from the thread's.
//
// A capture's word orders captures by victim type (most valuable first), then
// victim square (a1 before h8), then attacker type (least valuable first),
// then attacker square; the largest word comes first:
//
//	m := trialsmodel.Capture(trialsmodel.Queen, to, trialsmodel.Pawn, from)
//	m.IsCapture() // true
package trialsmodel
