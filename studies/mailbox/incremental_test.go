package mailbox

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/studies/trialsmodel"
)

// trialsMoves returns all trials moves of b (captures of every stage, then
// non-captures), or nil if the side to move can capture the king.
func trialsMoves(b *Board) []trialsmodel.Move {
	var buf [256]trialsmodel.Move
	var all []trialsmodel.Move
	stage := trialsmodel.StageFirst
	for {
		n, next := b.Captures(stage, trialsmodel.NoFloor, &buf)
		if next == trialsmodel.StageKing {
			return nil
		}
		all = append(all, buf[:n]...)
		if next >= trialsmodel.StageDone {
			break
		}
		stage = next
	}
	n := b.Quiets(&buf)
	return append(all, buf[:n]...)
}

// check runs the debug rebuilds the level keeps.
func check(t *testing.T, b *Board, what string) {
	t.Helper()
	if b.level >= Neighbors {
		if err := b.CheckNeighbors(); err != nil {
			t.Fatalf("level %v: %s: %v\n%s", b.level, what, err, b)
		}
	}
	if b.level >= AttackMap {
		if err := b.CheckMap(); err != nil {
			t.Fatalf("level %v: %s: %v\n%s", b.level, what, err, b)
		}
	}
	if got, want := b.Key(), b.KeyFromScratch(); got != want {
		t.Fatalf("level %v %+v: %s: key %016x, from scratch %016x\n%s", b.level, b.opt, what, got, want, b)
	}
}

// TestIncrementalRandomGames plays random games of trials moves on every
// level and, after every make and every unmake, rebuilds the neighbor table
// and the attack map from scratch and compares them with the incremental
// ones, and the incremental key with one computed from scratch. At every node
// all levels, under every option, must generate the same moves.
func TestIncrementalRandomGames(t *testing.T) {
	games, plies := 200, 80
	if testing.Short() {
		games = 30
	}
	fens := []string{
		chess.StartFEN,
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for g := 0; g < games; g++ {
		p, err := chess.ParseFEN(fens[g%len(fens)])
		if err != nil {
			t.Fatal(err)
		}
		var boards []*Board
		for l := Level(0); l < NumLevels; l++ {
			b, _ := New(&p, l)
			boards = append(boards, b)
		}
		// Every level again with the thread's direction order and the
		// incremental key, and the leaper lists where a level has them.
		for l := Level(0); l < NumLevels; l++ {
			opt := Options{Order: Thread, Key: true, LeaperLists: l == Neighbors || l == DirLists}
			b, err := NewWith(&p, l, opt)
			if err != nil {
				t.Fatal(err)
			}
			boards = append(boards, b)
		}
		var line []trialsmodel.Move
		for ply := 0; ply < plies; ply++ {
			ref := trialsMoves(boards[0])
			if len(ref) == 0 {
				break
			}
			slices.Sort(ref)
			for _, b := range boards[1:] {
				got := trialsMoves(b)
				slices.Sort(got)
				if !slices.Equal(got, ref) {
					t.Fatalf("game %d ply %d: level %v %+v generates %d moves, level scan %d\n%s", g, ply, b.level, b.opt, len(got), len(ref), b)
				}
			}
			// Try one random move and take it back, without a look at the
			// child (at level Lazy its updates stay deferred) and with one,
			// then play another.
			for _, b := range boards {
				m := ref[rng.IntN(len(ref))]
				b.Make(m)
				b.Unmake()
				check(t, b, "after make and unmake "+b.UCI(m))
				b.Make(m)
				check(t, b, "after make "+b.UCI(m))
				b.Unmake()
				check(t, b, "after unmake "+b.UCI(m))
			}
			m := ref[rng.IntN(len(ref))]
			for _, b := range boards {
				b.Make(m)
				check(t, b, "after make "+b.UCI(m))
			}
			line = append(line, m)
		}
		for range line {
			for _, b := range boards {
				b.Unmake()
				check(t, b, "unwinding")
			}
		}
	}
}
