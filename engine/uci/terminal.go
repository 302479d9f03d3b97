package uci

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/engine"
	"github.com/westcott-chess/westcott/eval"
)

// The commands for people at a terminal.

func (s *Server) help() {
	s.out.printf(`Westcott %s speaks UCI (Universal Chess Interface); GUIs and match runners
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
                                (stop ends perft and bench, as it ends a search)
  help                          this text
`, engine.Version, engine.BenchDepth)
}

func (s *Server) display() {
	if s.posErr != "" {
		s.infof("d: no valid position (%s); this is the last valid one", s.posErr)
	}
	// One write of whole lines: a line a search prints meanwhile (its
	// bestmove) must not land inside these, where no GUI would find it.
	p := &s.pos
	var b strings.Builder
	fmt.Fprintf(&b, "%s\nKey: %016X\nCheckers:", p.String(), p.Key())
	for c := p.Checkers(); c != 0; {
		fmt.Fprintf(&b, " %s", c.PopLSB())
	}
	b.WriteString("\n")
	s.out.printf("%s", b.String())
}

func (s *Server) evalCmd() {
	if s.posErr != "" {
		s.infof("eval: no valid position (%s); this is the last valid one", s.posErr)
	}
	if s.pos.InCheck() {
		s.infof("eval: the side to move is in check; the static evaluation is not used there")
	}
	if v := s.eng.Eval(); v.Network() != nil {
		s.out.printf("Network: %s\n", v)
		v := v.Network().EvaluatePosition(&s.pos)
		if s.pos.SideToMove() == chess.Black {
			v = -v
		}
		s.out.printf("Network evaluation: %+.2f (white side)\n", float64(v)/100)
		return
	}
	s.out.printf("%s", eval.Explain(&s.pos).String())
}

func (s *Server) perft(args []string) {
	if len(args) != 1 {
		s.infof("perft: want one depth, e.g. \"perft 5\"")
		return
	}
	d, err := strconv.Atoi(args[0])
	if err != nil || d < 0 || d > maxPerftDepth {
		s.infof("perft: depth %s is not a number 0..%d", excerpt(args[0]), maxPerftDepth)
		return
	}
	s.idle()
	if s.posErr != "" {
		s.infof("perft: no valid position (%s)", s.posErr)
		return
	}
	s.startPerft(d)
}

// startPerft runs a perft divide of the current position as a job, so that
// stop and quit end it: it prints the leaf count below each root move and
// the total, as Stockfish's "go perft" does, or, when stopped, the counts
// it finished and an info string instead of the total.
func (s *Server) startPerft(depth int) {
	pos := s.pos
	s.start(&job{}, func(ctx context.Context) {
		if depth == 0 {
			s.out.printf("\nNodes searched: 1\n")
			return
		}
		moves := pos.LegalMoves(nil)
		var total uint64
		for i, m := range moves {
			child := pos
			child.MakeMove(m)
			n, ok := perftCtx(ctx, &child, depth-1)
			if !ok {
				s.infof("perft: stopped after %d of %d root moves; no total", i, len(moves))
				return
			}
			s.out.printf("%s: %d\n", pos.UCI(m), n)
			total += n
		}
		s.out.printf("\nNodes searched: %d\n", total)
	})
}

// perftLeafDepth: subtrees this shallow are counted by chess.Perft without a
// look at ctx. Even with 200 moves a ply that is a few million move counts,
// a fraction of a second; the nodes above are a tiny share of the work.
const perftLeafDepth = 3

// perftCtx is chess.Perft that gives up, reporting false, when ctx is done.
func perftCtx(ctx context.Context, p *chess.Position, depth int) (uint64, bool) {
	if depth <= perftLeafDepth {
		return chess.Perft(p, depth), ctx.Err() == nil
	}
	if ctx.Err() != nil {
		return 0, false
	}
	var buf [chess.MaxMoves]chess.Move
	var nodes uint64
	for _, m := range buf[:p.GenerateInto(chess.AllMoves, &buf)] {
		child := *p
		child.MakeMove(m)
		n, ok := perftCtx(ctx, &child, depth-1)
		if !ok {
			return 0, false
		}
		nodes += n
	}
	return nodes, true
}

func (s *Server) bench(args []string) {
	depth := engine.BenchDepth
	if len(args) > 0 {
		d, err := strconv.Atoi(args[0])
		if err != nil || d < 1 || d > 30 {
			s.infof("bench: depth %s is not a number 1..30", excerpt(args[0]))
			return
		}
		depth = d
	}
	s.idle()
	v := s.eng.Eval()
	s.infof("bench: %s", v)
	s.start(&job{}, func(ctx context.Context) {
		r := engine.BenchEval(ctx, s.out, depth, v)
		if r.Positions < len(engine.BenchPositions) {
			s.infof("bench: stopped after %d of %d positions; the totals above count only those", r.Positions, len(engine.BenchPositions))
		}
	})
}
