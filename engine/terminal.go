package engine

import (
	"context"
	"strconv"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/eval"
)

// The commands for people at a terminal.

func (e *Engine) help() {
	e.out.printf(`Westcott %s speaks UCI (Universal Chess Interface); GUIs and match runners
start it and talk in UCI. Commands:

  uci                           identify, list the options, answer uciok
  isready                       answer readyok
  setoption name N [value V]    set an option (see "uci" for the list)
  ucinewgame                    forget the game: clear hash and history
  position startpos|fen FEN [moves M...]
                                set the position (moves in UCI notation)
  go [depth N] [nodes N] [movetime MS] [wtime MS btime MS winc MS binc MS
     movestogo N] [mate N] [infinite] [ponder] [searchmoves M...]
                                search; answers bestmove
  go perft N                    count leaf nodes below each move
  stop, ponderhit, quit

For people:
  d                             show the board, FEN and hash key
  eval                          show the static evaluation by term
  perft N                       count leaf nodes to depth N, per move
  bench [DEPTH]                 search the bench positions (default depth %d)
  help                          this text
`, Version, BenchDepth)
}

func (e *Engine) display() {
	p := &e.pos
	e.out.printf("%s\nKey: %016X\nCheckers:", p.String(), p.Key())
	for b := p.Checkers(); b != 0; {
		e.out.printf(" %s", b.PopLSB())
	}
	e.out.printf("\n")
}

func (e *Engine) evalCmd() {
	if e.pos.InCheck() {
		e.infof("eval: the side to move is in check; the static evaluation is not used there")
	}
	e.out.printf("%s", eval.Explain(&e.pos).String())
}

func (e *Engine) perft(args []string) {
	if len(args) != 1 {
		e.infof("perft: want one depth, e.g. \"perft 5\"")
		return
	}
	d, err := strconv.Atoi(args[0])
	if err != nil || d < 0 || d > 20 {
		e.infof("perft: depth %q is not a number 0..20", args[0])
		return
	}
	if e.busy("perft") {
		return
	}
	e.perftDivide(d)
}

// perftDivide prints the leaf count below each root move and the total,
// as Stockfish's "go perft" does.
func (e *Engine) perftDivide(depth int) {
	var total uint64
	if depth == 0 {
		total = 1
	} else {
		for _, mc := range chess.Divide(&e.pos, depth) {
			e.out.printf("%s: %d\n", e.pos.UCI(mc.Move), mc.Nodes)
			total += mc.Nodes
		}
	}
	e.out.printf("\nNodes searched: %d\n", total)
}

func (e *Engine) bench(args []string) {
	depth := BenchDepth
	if len(args) > 0 {
		d, err := strconv.Atoi(args[0])
		if err != nil || d < 1 || d > 30 {
			e.infof("bench: depth %q is not a number 1..30", args[0])
			return
		}
		depth = d
	}
	if e.busy("bench") {
		return
	}
	e.out.mu.Lock()
	defer e.out.mu.Unlock()
	Bench(context.Background(), e.out.w, depth)
}
