package search

import (
	"fmt"
	"strings"
)

// Param is a search parameter that a tuner may set: a pruning margin, a
// depth limit, a reduction's shape. Every search of the process uses the
// same values, so they may be changed only while no search runs.
type Param struct {
	Name     string
	Default  int
	Min, Max int
	value    *int
}

// Value returns the parameter's current value.
func (p Param) Value() int { return *p.value }

// params lists the tunable parameters, named as UCI options would be.
var params = []Param{
	{"RFPDepth", 7, 3, 12, &rfpDepth},
	{"RFPMargin", 80, 30, 160, &rfpMargin},
	{"NullMinDepth", 3, 1, 6, &nullMinDepth},
	{"NullBaseReduction", 3, 1, 5, &nullBaseReduction},
	{"NullDepthDivisor", 4, 2, 8, &nullDepthDivisor},
	{"NullEvalDivisor", 200, 60, 400, &nullEvalDivisor},
	{"NullEvalMaxPlies", 3, 0, 6, &nullEvalMaxPlies},
	{"FutilityDepth", 6, 2, 10, &futilityDepth},
	{"FutilityBase", 100, 0, 300, &futilityBase},
	{"FutilityMargin", 90, 30, 200, &futilityMargin},
	{"LMPDepth", 5, 2, 10, &lmpDepth},
	{"LMPBase", 3, 1, 8, &lmpBase},
	{"SEEDepth", 6, 2, 10, &seeDepth},
	{"SEEQuietMargin", 60, 10, 150, &seeQuietMargin},
	{"SEECaptureMargin", 100, 30, 250, &seeCaptureMargin},
	{"DeltaMargin", 200, 50, 500, &deltaMargin},
	{"SingularDepth", 7, 4, 12, &singularDepth},
	{"SingularMargin", 2, 1, 6, &singularMargin},
	{"IIRDepth", 4, 2, 8, &iirDepth},
	{"LMRMinDepth", 3, 2, 6, &lmrMinDepth},
	{"LMRBase", 75, 0, 200, &lmrBase100},
	{"LMRDivisor", 225, 100, 400, &lmrDivisor100},
	{"LMRHistoryDivisor", 8000, 2000, 24000, &lmrHistoryDivisor},
	{"HistoryBonusScale", 8, 2, 32, &historyBonusScale},
	{"HistoryBonusMax", 1600, 400, 4000, &historyBonusMax},
	{"AspirationDelta", 20, 5, 80, &aspirationDelta},
}

// Params returns the tunable parameters with their current values.
func Params() []Param { return append([]Param(nil), params...) }

// SetParam sets the parameter name (case-insensitive) to v. It refuses an
// unknown name and a value outside the parameter's range. No search may
// run meanwhile.
func SetParam(name string, v int) error {
	for _, p := range params {
		if strings.EqualFold(p.Name, name) {
			if v < p.Min || v > p.Max {
				return fmt.Errorf("%s %d: outside %d..%d", p.Name, v, p.Min, p.Max)
			}
			*p.value = v
			initLMR() // the reduction table follows LMRBase and LMRDivisor; cheap, and never during a search
			return nil
		}
	}
	return fmt.Errorf("no search parameter named %q", name)
}

// ResetParams sets every parameter back to its default.
func ResetParams() {
	for _, p := range params {
		*p.value = p.Default
	}
	initLMR()
}
