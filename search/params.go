package search

import (
	"fmt"
	"math"
	"strings"
)

// Params are a searcher's tunable parameters: pruning margins in
// centipawns, the depths (plies) where they apply, the reductions' shape.
// Each Searcher has its own (NewSearcher gives it DefaultParams; SetParams
// changes them between searches), so engines of one process may search
// with different parameters at once. The defaults were set by hand from
// common practice and checked by the WAC and match results recorded in
// docs/PERFORMANCE.md ("## Engine"); a tuner (westcott spsa) sets them by
// name (Set, Tunables).
type Params struct {
	RFPDepth          int // reverse futility pruning up to this depth,
	RFPMargin         int // this much per ply of depth
	NullMinDepth      int // null-move pruning from this depth
	NullBaseReduction int // null move: reduce by this,
	NullDepthDivisor  int // plus a ply per this many plies of depth,
	NullEvalDivisor   int // plus a ply per this many centipawns above beta,
	NullEvalMaxPlies  int // at most this many for the margin
	FutilityDepth     int // futility pruning of quiet moves up to this depth,
	FutilityBase      int // with this margin plus FutilityMargin per ply
	FutilityMargin    int
	LMPDepth          int // late-move pruning up to this depth,
	LMPBase           int // after LMPBase + depth² moves
	SEEDepth          int // pruning by static exchange up to this depth:
	SEEQuietMargin    int // a quiet move may lose this much per ply of depth,
	SEECaptureMargin  int // a capture this much
	DeltaMargin       int // quiescence: a capture must be able to come this close to alpha
	SingularDepth     int // singular extensions from this depth,
	SingularMargin    int // the other moves this much per ply below the hash score
	IIRDepth          int // internal iterative reduction from this depth
	LMRMinDepth       int // late-move reductions from this depth,
	LMRBase           int // LMRBase/100 + ln d · ln n / (LMRDivisor/100) plies
	LMRDivisor        int
	LMRHistoryDivisor int // a ply less (more) per this much history, continuations included
	HistoryBonusScale int // history bonus depth² · scale,
	HistoryBonusMax   int // up to this
	AspirationDelta   int // aspiration windows this wide at first, doubled on each failure
}

// Tunable describes one of the Params for a tuner: its name (as a UCI
// option would have it), default and range.
type Tunable struct {
	Name     string
	Default  int
	Min, Max int
	field    func(*Params) *int
}

// tunables lists the parameters; their defaults are DefaultParams.
var tunables = []Tunable{
	{"RFPDepth", 7, 3, 12, func(p *Params) *int { return &p.RFPDepth }},
	{"RFPMargin", 80, 30, 160, func(p *Params) *int { return &p.RFPMargin }},
	{"NullMinDepth", 3, 1, 6, func(p *Params) *int { return &p.NullMinDepth }},
	{"NullBaseReduction", 3, 1, 5, func(p *Params) *int { return &p.NullBaseReduction }},
	{"NullDepthDivisor", 4, 2, 8, func(p *Params) *int { return &p.NullDepthDivisor }},
	{"NullEvalDivisor", 200, 60, 400, func(p *Params) *int { return &p.NullEvalDivisor }},
	{"NullEvalMaxPlies", 3, 0, 6, func(p *Params) *int { return &p.NullEvalMaxPlies }},
	{"FutilityDepth", 6, 2, 10, func(p *Params) *int { return &p.FutilityDepth }},
	{"FutilityBase", 100, 0, 300, func(p *Params) *int { return &p.FutilityBase }},
	{"FutilityMargin", 90, 30, 200, func(p *Params) *int { return &p.FutilityMargin }},
	{"LMPDepth", 5, 2, 10, func(p *Params) *int { return &p.LMPDepth }},
	{"LMPBase", 3, 1, 8, func(p *Params) *int { return &p.LMPBase }},
	{"SEEDepth", 6, 2, 10, func(p *Params) *int { return &p.SEEDepth }},
	{"SEEQuietMargin", 60, 10, 150, func(p *Params) *int { return &p.SEEQuietMargin }},
	{"SEECaptureMargin", 100, 30, 250, func(p *Params) *int { return &p.SEECaptureMargin }},
	{"DeltaMargin", 200, 50, 500, func(p *Params) *int { return &p.DeltaMargin }},
	{"SingularDepth", 7, 4, 12, func(p *Params) *int { return &p.SingularDepth }},
	{"SingularMargin", 2, 1, 6, func(p *Params) *int { return &p.SingularMargin }},
	{"IIRDepth", 4, 2, 8, func(p *Params) *int { return &p.IIRDepth }},
	{"LMRMinDepth", 3, 2, 6, func(p *Params) *int { return &p.LMRMinDepth }},
	{"LMRBase", 75, 0, 200, func(p *Params) *int { return &p.LMRBase }},
	{"LMRDivisor", 225, 100, 400, func(p *Params) *int { return &p.LMRDivisor }},
	{"LMRHistoryDivisor", 8000, 2000, 24000, func(p *Params) *int { return &p.LMRHistoryDivisor }},
	{"HistoryBonusScale", 8, 2, 32, func(p *Params) *int { return &p.HistoryBonusScale }},
	{"HistoryBonusMax", 1600, 400, 4000, func(p *Params) *int { return &p.HistoryBonusMax }},
	{"AspirationDelta", 20, 5, 80, func(p *Params) *int { return &p.AspirationDelta }},
}

// Tunables returns the descriptions of the parameters, in a fixed order.
func Tunables() []Tunable { return append([]Tunable(nil), tunables...) }

// DefaultParams returns the parameters the engine plays with.
func DefaultParams() Params { return defaultParams }

// defaultParams is the tunables' defaults, gathered once.
var defaultParams = func() Params {
	var p Params
	for _, t := range tunables {
		*t.field(&p) = t.Default
	}
	return p
}()

// lookup returns the tunable named name (case-insensitive).
func lookup(name string) (Tunable, bool) {
	for _, t := range tunables {
		if strings.EqualFold(t.Name, name) {
			return t, true
		}
	}
	return Tunable{}, false
}

// Get returns the value of the parameter named name (case-insensitive)
// and whether there is one.
func (p *Params) Get(name string) (int, bool) {
	t, ok := lookup(name)
	if !ok {
		return 0, false
	}
	return *t.field(p), true
}

// Set sets the parameter named name (case-insensitive) to v. It refuses an
// unknown name and a value outside the parameter's range, and then leaves
// p as it was.
func (p *Params) Set(name string, v int) error {
	t, ok := lookup(name)
	if !ok {
		return fmt.Errorf("no search parameter named %q", name)
	}
	if v < t.Min || v > t.Max {
		return fmt.Errorf("%s %d: outside %d..%d", t.Name, v, t.Min, t.Max)
	}
	*t.field(p) = v
	return nil
}

// Validate reports the first parameter outside its range, if any.
func (p *Params) Validate() error {
	for _, t := range tunables {
		if v := *t.field(p); v < t.Min || v > t.Max {
			return fmt.Errorf("%s %d: outside %d..%d", t.Name, v, t.Min, t.Max)
		}
	}
	return nil
}

// lmrTable is the late-move reductions of a set of parameters: [d][n] is
// the reduction at depth d for the n-th move, LMRBase/100 + ln d · ln n /
// (LMRDivisor/100) plies, so reductions grow slowly with both. The largest
// is under 20 plies (LMRBase 200, LMRDivisor 100: 2 + 4.2²).
type lmrTable [64][64]int8

func newLMRTable(p *Params) lmrTable {
	var t lmrTable
	base, div := float64(p.LMRBase)/100, float64(p.LMRDivisor)/100
	for d := 1; d < 64; d++ {
		for n := 1; n < 64; n++ {
			t[d][n] = int8(base + math.Log(float64(d))*math.Log(float64(n))/div)
		}
	}
	return t
}

// defaultLMR is the table of DefaultParams, built once: a new searcher
// copies it rather than computing 4,000 logarithms.
var defaultLMR = func() lmrTable { p := DefaultParams(); return newLMRTable(&p) }()

// SetParams makes p the searcher's parameters (and rebuilds its reduction
// table when LMRBase or LMRDivisor changed). It refuses parameters outside
// their ranges, leaving the searcher's as they were. No search of this
// searcher may run meanwhile.
func (s *Searcher) SetParams(p Params) error {
	if err := p.Validate(); err != nil {
		return err
	}
	if p.LMRBase != s.params.LMRBase || p.LMRDivisor != s.params.LMRDivisor {
		s.lmr = newLMRTable(&p)
	}
	s.params = p
	return nil
}

// Params returns the searcher's parameters.
func (s *Searcher) Params() Params { return s.params }
