package match

import (
	"bytes"
	"context"
	"os"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/formats/uci"
)

// realEngine returns the configuration of the first installed engine of
// the candidates, or skips the test.
func realEngine(t *testing.T, candidates ...EngineConfig) EngineConfig {
	t.Helper()
	for _, c := range candidates {
		if _, err := uci.LookPath(c.Cmd); err == nil {
			return c
		}
	}
	t.Skipf("none of the engines %v is installed (apt-get install stockfish ethereal-chess); skipping the real match", candidates)
	return EngineConfig{}
}

// TestRealMatch plays a short match at fixed nodes between two Debian
// engines and reads the PGN back with package pgn.
func TestRealMatch(t *testing.T) {
	sf := realEngine(t, EngineConfig{Name: "stockfish", Cmd: "stockfish", Options: [][2]string{{"Hash", "8"}, {"Threads", "1"}}})
	// The opponent must stop at "go nodes": toga2 (without its book) and
	// gnuchess ignore it, Glaurung 2.2 sometimes answers "bestmove (none)"
	// at low node counts, and Ethereal 12 stops after depth 1 but plays.
	opp := realEngine(t, EngineConfig{Name: "ethereal", Cmd: "ethereal-chess"})
	ops, err := LoadOpenings("../../data/openings/2moves_v1_sample.epd")
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	st, err := Run(context.Background(), Config{
		Engines: []EngineConfig{sf, opp}, Openings: ops, Random: true, Seed: 3, Games: 4, Concurrency: 2,
		Limits: Limits{Nodes: 3000, MoveTimeout: 30 * time.Second},
		PGN:    &out, Event: "real match test",
		Adjudicate: Adjudication{ResignMoves: 4, ResignScore: 1000, DrawMoves: 10, DrawScore: 5, DrawMoveNumber: 60},
	})
	if err != nil {
		t.Fatal(err)
	}
	p := st.Pairings[0]
	if st.Played != 4 || p.WDL.Games() != 4 || p.Penta.Pairs() != 2 {
		t.Fatalf("standings %+v", st)
	}
	if len(p.Faults) != 0 {
		t.Errorf("faults in a match of well-behaved engines: %v\n%s", p.Faults, out.String())
	}
	checkPGN(t, out.String())
	games := readBack(t, out.String(), 4)
	for _, g := range games {
		if g.Plies() == 0 {
			t.Errorf("game %d has no moves", g.Number)
		}
	}
	if testing.Verbose() {
		os.Stdout.Write(out.Bytes())
	}
}

// TestRealXBoard plays one game against each installed xboard engine,
// driven natively through CECP.
func TestRealXBoard(t *testing.T) {
	sf := realEngine(t, EngineConfig{Name: "stockfish", Cmd: "stockfish", Options: [][2]string{{"Hash", "8"}}})
	found := 0
	for _, name := range []string{"phalanx", "sjeng", "fairymax"} {
		if _, err := uci.LookPath(name); err != nil {
			continue
		}
		found++
		t.Run(name, func(t *testing.T) {
			var out bytes.Buffer
			st, err := Run(context.Background(), Config{
				Engines: []EngineConfig{{Name: name, Cmd: name, Protocol: XBoard}, sf},
				Games:   1, Limits: Limits{TC: &TimeControl{Base: 2 * time.Second, Inc: 20 * time.Millisecond}, Margin: 2 * time.Second}, // a wide margin: CI runs packages in parallel on 2 cores
				PGN: &out,
				// Stockfish wins these; resign adjudication keeps the test short.
				Adjudicate: Adjudication{ResignMoves: 3, ResignScore: 800},
			})
			if err != nil {
				t.Fatal(err)
			}
			if st.Played != 1 || len(st.Pairings[0].Faults) != 0 {
				t.Fatalf("standings %+v\n%s", st.Pairings[0], out.String())
			}
			readBack(t, out.String(), 1)
		})
	}
	if found == 0 {
		t.Skip("no xboard engine installed (apt-get install phalanx sjeng fairymax)")
	}
}
