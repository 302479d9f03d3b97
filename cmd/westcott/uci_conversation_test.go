package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/uci"
)

// The UCI conversations a GUI may have with the real binary, malformed and
// badly timed ones among them: the engine is never wedged and never plays a
// move for a position it was not given. (Package engine tests the same
// rules in process, and soaks them.)
func TestUCIConversations(t *testing.T) {
	bin := buildBinary(t)
	start := func(t *testing.T) *uci.Engine {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		e, err := uci.Start(ctx, uci.Config{Path: bin, StopGrace: 10 * time.Second, HandshakeTimeout: time.Minute})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { e.Close() })
		return e
	}
	ctx := context.Background()

	t.Run("malformed go is answered, bounded", func(t *testing.T) {
		e := start(t)
		for _, c := range []struct{ cmd, note string }{
			{"go depth banana", `depth: "banana" is not a number (skipped)`},
			{"go depth 99999999999999999999 nodes 2000", "capped to 120"},
			{"go nodes 18446744073709551615 depth 2", ""},
			{"go mate 0", "no mate in 0 moves"},
			{"go movetime -5", "is negative, read as 0"},
			{"go wtime -100 btime -100", "is negative, read as 0"},
			{"go depth -3", "is negative, read as 0"},
		} {
			began := time.Now()
			lines := sendUntil(t, e, c.cmd, 30*time.Second, "bestmove ")
			all := strings.Join(lines, "\n")
			if !strings.Contains(all, c.note) || strings.Contains(all, "not a number") != strings.Contains(c.note, "not a number") {
				t.Errorf("%q: %q, want a note %q", c.cmd, lines, c.note)
			}
			if err := legal(chess.StartPosition(), lines[len(lines)-1]); err != nil {
				t.Errorf("%q: %v", c.cmd, err)
			}
			if d := time.Since(began); d > 20*time.Second {
				t.Errorf("%q took %v", c.cmd, d)
			}
		}
		// go infinite still waits for stop.
		e.Send("go infinite depth banana")
		if lines := readFor(e, 300*time.Millisecond); strings.Contains(strings.Join(lines, "\n"), "bestmove") {
			t.Errorf("go infinite answered before stop: %q", lines)
		}
		if lines := sendUntil(t, e, "stop", 10*time.Second, "bestmove "); len(lines) == 0 {
			t.Error("no bestmove after stop")
		}
	})

	t.Run("no move after an invalid position", func(t *testing.T) {
		e := start(t)
		lines := sendUntil(t, e, "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1\ngo depth 2", 10*time.Second, "bestmove ")
		if strings.Join(lines, "\n") == "" || lines[len(lines)-1] != "bestmove 0000" || !strings.Contains(lines[0], "info string position: invalid FEN") {
			t.Errorf("go after an invalid FEN: %q", lines)
		}
		bm, err := e.Go(ctx, uci.Limits{Depth: 2}, nil)
		if err != nil || bm.Move != "0000" {
			t.Errorf("a second go: %v %v, want bestmove 0000", bm, err)
		}
		if err := e.Position("", []string{"e2e4", "e7e5"}); err != nil {
			t.Fatal(err)
		}
		bm, err = e.Go(ctx, uci.Limits{Depth: 2}, nil)
		pos := chess.StartPosition()
		for _, m := range []string{"e2e4", "e7e5"} {
			mv, _ := pos.ParseMove(m)
			pos.MakeMove(mv)
		}
		if err != nil || legal(pos, "bestmove "+bm.Move) != nil {
			t.Errorf("after a valid position: %v %v", bm, err)
		}
		// An illegal move leaves no valid position, as a bad FEN does.
		lines = sendUntil(t, e, "position startpos moves e2e4 e7e5 e1e3 g1f3\ngo depth 1", 10*time.Second, "bestmove ")
		if !strings.Contains(lines[0], `move 3: illegal move "e1e3"`) || lines[len(lines)-1] != "bestmove 0000" {
			t.Errorf("illegal third move: %q", lines)
		}
	})

	t.Run("every go gets its bestmove", func(t *testing.T) {
		e := start(t)
		e.Send("position startpos" + strings.Repeat("\ngo depth 1", 50))
		n, refused := 0, 0
		err := e.ReadUntil(ctx, "go", time.Minute, func(l string) bool {
			if strings.Contains(l, "ignored") {
				if refused++; refused == 1 {
					t.Errorf("refused: %q", l)
				}
			}
			if strings.HasPrefix(l, "bestmove ") {
				if err := legal(chess.StartPosition(), l); err != nil {
					t.Error(err)
				}
				n++
			}
			return n == 50
		})
		if err != nil {
			t.Fatalf("%d bestmoves of 50: %v", n, err)
		}
	})

	t.Run("commands during a search", func(t *testing.T) {
		e := start(t)
		// go during go infinite: the infinite search is stopped and
		// answered first; then the new go is.
		lines := sendUntil(t, e, "go infinite\ngo depth 1", 20*time.Second, "bestmove ")
		lines = append(lines, readUntilPrefix(t, e, "bestmove ", 20*time.Second)...)
		if strings.Count(strings.Join(lines, "\n"), "bestmove ") != 2 {
			t.Errorf("go during go infinite: %q", lines)
		}
		// ucinewgame and setoption Hash wait for the search: its bestmove
		// comes before the readyok sent after them.
		lines = sendUntil(t, e, "go depth 5\nucinewgame\nsetoption name Hash value 8\nisready", 30*time.Second, "readyok")
		if strings.Count(strings.Join(lines, "\n"), "bestmove ") != 1 {
			t.Errorf("ucinewgame and setoption during go depth 5: %q", lines)
		}
		// stop without a search: nothing.
		lines = sendUntil(t, e, "stop\nisready", 10*time.Second, "readyok")
		if len(lines) != 1 {
			t.Errorf("stop without a search: %q", lines)
		}
	})

	t.Run("quit and EOF during a search", func(t *testing.T) {
		for _, c := range []struct {
			name, input string
			eof         bool
			want        string
			best        int // bestmoves
		}{
			{"quit during go infinite", "go infinite\nquit\n", false, "bestmove ", 1},
			{"quit during go depth 60", "go depth 60\nquit\n", false, "bestmove ", 1},
			{"quit during go ponder", "go ponder wtime 100000 btime 100000\nquit\n", false, "bestmove ", 1},
			{"quit while a go waits for go depth 60", "go depth 60\ngo depth 60\nquit\n", false, "bestmove ", 2},
			{"EOF during go infinite", "go infinite\n", true, "bestmove ", 1},
			{"EOF during go depth 5: it finishes", "go depth 5\n", true, "info depth 5 ", 1},
			{"quit during go perft 20", "go perft 20\nquit\n", false, "info string perft: stopped", 0},
			{"quit during bench 30", "bench 30\nquit\n", false, "info string bench: stopped", 0},
		} {
			p := startRaw(t, bin)
			p.write("position startpos\n" + c.input)
			if c.eof {
				time.Sleep(100 * time.Millisecond)
				p.stdin.Close()
			}
			out, err := p.wait(30 * time.Second)
			if err != nil {
				t.Errorf("%s: %v", c.name, err)
			}
			if !strings.Contains(out, c.want) || strings.Count(out, "bestmove") != c.best {
				t.Errorf("%s: output %q, want %q", c.name, out, c.want)
			}
		}
	})

	t.Run("long and odd lines", func(t *testing.T) {
		p := startRaw(t, bin)
		shuffle := func(n int) string {
			var b strings.Builder
			b.WriteString("position startpos moves")
			for b.Len() < n {
				b.WriteString(" g1f3 g8f6 f3g1 f6g8")
			}
			return b.String()
		}
		five := "position startpos moves" + strings.Repeat(" g1f3 g8f6 f3g1 f6g8", 1250) // 5,000 moves
		junk := strings.Repeat("\x01junk", 1<<18)
		p.write(five + "\r\ngo\tdepth\t1\x00\r\n")
		p.write(shuffle(3<<20) + " e2e4\ngo depth 1\n")
		p.write("isready\risready\x00\n" + junk + "\ngo depth " + strings.Repeat("7", 1<<20) + " nodes 500\nposition fen " + junk + "\n")
		p.write("position startpos moves e2e4\n" + shuffle(17_800_000) + "\ngo depth 1\nisready\nquit\n")
		out, err := p.wait(2 * time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		var best []string
		for _, l := range lines {
			if len(l) > 500 {
				t.Errorf("an output line of %d bytes: %.80q", len(l), l)
			}
			if strings.HasPrefix(l, "bestmove") {
				best = append(best, l)
			}
		}
		afterE4 := chess.StartPosition()
		mv, _ := afterE4.ParseMove("e2e4")
		afterE4.MakeMove(mv)
		if len(best) != 4 || legal(chess.StartPosition(), best[0]) != nil || legal(afterE4, best[1]) != nil ||
			legal(afterE4, best[2]) != nil || best[3] != "bestmove 0000" {
			t.Errorf("bestmoves %q: want 5,000 moves, 3 MB, the junk go, then 0000 after the skipped 17.8 MB position", best)
		}
		// "isready\risready" is two commands, and a third ends the script. The
		// first go's output may fall between the first two answers, so they
		// are counted, not matched as adjacent lines.
		ready := 0
		for _, l := range lines {
			if l == "readyok" {
				ready++
			}
		}
		if ready != 3 {
			t.Errorf("%d readyok lines, want 3 (isready, CR, isready, and the last isready)", ready)
		}
		for _, want := range []string{"info string skipped a line of 17800003 bytes, over the limit of 16777216",
			"the position command was too long to read", `unknown command "junk"`, `invalid FEN "junk junk`, "capped to 120"} {
			if !strings.Contains(out, want) {
				t.Errorf("output lacks %q", want)
			}
		}
	})

	t.Run("perft and bench stop", func(t *testing.T) {
		e := start(t)
		for _, c := range []struct{ cmd, want string }{{"go perft 20", "info string perft: stopped"}, {"perft 20", "info string perft: stopped"}, {"bench 30", "info string bench: stopped"}} {
			e.Send(c.cmd)
			time.Sleep(100 * time.Millisecond)
			lines := sendUntil(t, e, "stop\nisready", 20*time.Second, "readyok")
			if !strings.Contains(strings.Join(lines, "\n"), c.want) {
				t.Errorf("%s, stop: %q", c.cmd, lines)
			}
		}
		lines := sendUntil(t, e, "go perft 3", 20*time.Second, "Nodes searched")
		if lines[len(lines)-1] != "Nodes searched: 8902" {
			t.Errorf("go perft 3: %q", lines)
		}
	})
}

// legal checks a bestmove line against the position the engine was given.
func legal(pos chess.Position, line string) error {
	f := strings.Fields(line)
	if len(f) < 2 || f[0] != "bestmove" {
		return errors.New("not a bestmove line: " + line)
	}
	if f[1] == "0000" {
		if pos.HasLegalMoves() {
			return errors.New("bestmove 0000 with legal moves")
		}
		return nil
	}
	_, err := pos.ParseMove(f[1])
	return err
}

// sendUntil sends lines and returns the output up to the first line that
// starts with prefix.
func sendUntil(t *testing.T, e *uci.Engine, lines string, timeout time.Duration, prefix string) []string {
	t.Helper()
	if err := e.Send(lines); err != nil {
		t.Fatal(err)
	}
	return readUntilPrefix(t, e, prefix, timeout)
}

func readUntilPrefix(t *testing.T, e *uci.Engine, prefix string, timeout time.Duration) []string {
	t.Helper()
	var got []string
	err := e.ReadUntil(context.Background(), prefix, timeout, func(l string) bool {
		got = append(got, l)
		return strings.HasPrefix(l, prefix)
	})
	if err != nil {
		t.Fatalf("waiting for %q: %v (got %q)", prefix, err, got)
	}
	return got
}

// readFor returns what the engine writes within d.
func readFor(e *uci.Engine, d time.Duration) []string {
	var got []string
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	e.ReadUntil(ctx, "read", 0, func(l string) bool { got = append(got, l); return false })
	return got
}

// rawProc is the binary on raw pipes, for input no client would send.
type rawProc struct {
	t      *testing.T
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	mu     sync.Mutex
	out    bytes.Buffer
	stderr bytes.Buffer
	done   chan error
}

func startRaw(t *testing.T, bin string) *rawProc {
	t.Helper()
	p := &rawProc{t: t, cmd: exec.Command(bin), done: make(chan error, 1)}
	p.stdin, _ = p.cmd.StdinPipe()
	stdout, _ := p.cmd.StdoutPipe()
	p.cmd.Stderr = &p.stderr
	if err := p.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.cmd.Process.Kill() })
	read := make(chan struct{})
	go func() {
		sc := bufio.NewScanner(stdout) // 64 KB lines at most: the engine writes none longer
		for sc.Scan() {
			p.mu.Lock()
			p.out.WriteString(sc.Text() + "\n")
			p.mu.Unlock()
		}
		close(read)
	}()
	go func() {
		<-read
		p.done <- p.cmd.Wait()
	}()
	return p
}

// write writes s; an engine that stops reading (wedged) is killed after a
// minute rather than block the test.
func (p *rawProc) write(s string) {
	p.t.Helper()
	kill := time.AfterFunc(time.Minute, func() { p.cmd.Process.Kill() })
	defer kill.Stop()
	if _, err := io.WriteString(p.stdin, s); err != nil {
		p.t.Fatalf("write: %v (the engine stopped reading or exited; output %.2000q)", err, p.output())
	}
}

func (p *rawProc) output() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.out.String()
}

// wait waits for the process to exit and returns its output; an exit
// status other than 0 or anything on stderr is an error.
func (p *rawProc) wait(timeout time.Duration) (string, error) {
	select {
	case err := <-p.done:
		p.mu.Lock()
		defer p.mu.Unlock()
		if err == nil && p.stderr.Len() > 0 {
			err = errors.New("stderr: " + p.stderr.String())
		}
		return p.out.String(), err
	case <-time.After(timeout):
		p.cmd.Process.Kill()
		p.mu.Lock()
		defer p.mu.Unlock()
		return p.out.String(), errors.New("no exit in time")
	}
}
