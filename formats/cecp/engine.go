package cecp

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/uci"
)

// Engine is a running xboard engine that has been through the "xboard",
// "protover 2" handshake. Its methods are meant for one goroutine at a time.
type Engine struct {
	// Name is the engine's "myname" feature, or else Config.Name.
	Name string

	p        *uci.Process
	features map[string]string
	sent     int    // moves of the current game the engine has been told
	level    string // the time-control commands last sent, to send them only on change
	pingN    int
}

// Start starts the engine process and performs the handshake: "xboard",
// "protover 2", then the engine's "feature" lines up to done=1, each
// accepted or rejected. An engine that sends no done=1 within
// HandshakeTimeout is taken for a version 1 engine without features, not
// for a failure. On failure the process is killed.
func Start(ctx context.Context, cfg uci.Config) (*Engine, error) {
	p, err := uci.StartProcess(cfg)
	if err != nil {
		return nil, err
	}
	e := &Engine{p: p, features: map[string]string{}, Name: p.Config().Name}
	if err := e.handshake(ctx); err != nil {
		p.Kill()
		return nil, err
	}
	return e, nil
}

func (e *Engine) handshake(ctx context.Context) error {
	if err := e.p.Send("xboard"); err != nil {
		return err
	}
	if err := e.p.Send("protover 2"); err != nil {
		return err
	}
	// An engine that sends done=0 asks for more time: it gets the rest of
	// the handshake timeout.
	hctx, cancel := context.WithTimeout(ctx, e.p.Config().HandshakeTimeout)
	defer cancel()
	err := e.p.ReadUntil(hctx, "protover", 0, func(line string) bool {
		if !strings.HasPrefix(line, "feature ") {
			e.p.Log(uci.LogIgnored, line)
			return false
		}
		e.p.Log(uci.LogReceived, line)
		done := false
		for _, kv := range ParseFeatures(line[len("feature "):]) {
			k, v := kv[0], kv[1]
			e.features[k] = v
			switch k {
			case "san":
				// Coordinate notation is what we speak; SAN is refused.
				e.reply(v == "0", k)
			case "done":
				e.reply(true, k)
				done = v == "1"
			case "setboard", "usermove", "ping", "time", "myname", "colors", "reuse", "sigint", "sigterm",
				"draw", "analyze", "variants", "name", "memory", "option", "playother", "ics", "pause", "nps", "debug", "smp", "exclude", "xedit":
				e.reply(true, k)
			default:
				e.reply(false, k)
			}
		}
		return done
	})
	var ue *uci.Error
	if err != nil && !(errors.As(err, &ue) && errors.Is(ue.Err, context.DeadlineExceeded) && ctx.Err() == nil) {
		return err // a crash, or the caller's context; a timeout means a version 1 engine
	}
	if n := e.features["myname"]; n != "" {
		e.Name = n
	}
	return nil
}

func (e *Engine) reply(accept bool, feature string) {
	if accept {
		_ = e.p.Send("accepted " + feature)
	} else {
		_ = e.p.Send("rejected " + feature)
	}
}

// Feature returns the value the engine gave a feature in the handshake
// ("1" for setboard=1), or "" if it did not name it.
func (e *Engine) Feature(name string) string { return e.features[name] }

// SetOption sends "option NAME=VALUE". The protocol has no answer to it.
func (e *Engine) SetOption(name, value string) error {
	return e.p.Send("option " + name + "=" + value)
}

// Ping sends "ping N" and waits ReadyTimeout for "pong N", if the engine
// has the ping feature; without it Ping does nothing.
func (e *Engine) Ping(ctx context.Context) error {
	if e.features["ping"] != "1" {
		return nil
	}
	e.pingN++
	want := "pong " + strconv.Itoa(e.pingN)
	if err := e.p.Send("ping " + strconv.Itoa(e.pingN)); err != nil {
		return err
	}
	return e.p.ReadUntil(ctx, "ping", e.p.Config().ReadyTimeout, func(line string) bool {
		return strings.TrimSpace(line) == want
	})
}

// NewGame starts a game from start ("new", "force", "easy", "post", the
// position unless it is the standard one) and pings the engine. Chess960
// is refused: the protocol's variant for it is rarely implemented.
func (e *Engine) NewGame(ctx context.Context, start chess.Position) error {
	if start.Chess960() {
		return fmt.Errorf("xboard engine %s: Chess960 is not supported by the xboard driver", e.Name)
	}
	e.sent = 0
	e.level = ""
	for _, c := range []string{"new", "force", "easy", "post"} {
		if err := e.p.Send(c); err != nil {
			return err
		}
	}
	if start.FEN() != chess.StartFEN {
		if err := e.setPosition(start); err != nil {
			return err
		}
	}
	return e.Ping(ctx)
}

// setPosition sends the position with setboard, or with edit mode for
// engines without setboard (castling rights are then implied by the kings
// and rooks on their squares, and the en-passant square is lost).
func (e *Engine) setPosition(pos chess.Position) error {
	if e.features["setboard"] == "1" {
		return e.p.Send("setboard " + pos.FEN())
	}
	var cmds []string
	if pos.SideToMove() == chess.Black {
		cmds = append(cmds, "a2a3") // xboard's idiom: one move from the start makes Black to move
	}
	cmds = append(cmds, "edit", "#")
	for _, c := range []chess.Color{chess.White, chess.Black} {
		if c == chess.Black {
			cmds = append(cmds, "c")
		}
		for sq := chess.Square(0); sq < 64; sq++ {
			pc := pos.Piece(sq)
			if pc != chess.NoPiece && pc.Color() == c {
				cmds = append(cmds, strings.ToUpper(pc.Type().String())+sq.String())
			}
		}
	}
	cmds = append(cmds, ".")
	return e.sendAll(cmds)
}

func (e *Engine) sendAll(cmds []string) error {
	for _, c := range cmds {
		if err := e.p.Send(c); err != nil {
			return err
		}
	}
	return nil
}

// Answer is the engine's reply to "go": a move, or a resignation.
type Answer struct {
	Move   string // as the engine wrote it, coordinate notation expected ("e7e5")
	Resign bool
}

// Go asks for a move after moves, the game's moves from the start position
// of NewGame: it tells the engine the moves it has not seen yet, the limits
// and "go", gives each line of thinking output to onThink (if not nil), and
// returns the engine's move. When ctx is done first, the engine is told to
// move now ("?") and given StopGrace to do so.
func (e *Engine) Go(ctx context.Context, moves []chess.Move, l Limits, onThink func(Thinking)) (Answer, error) {
	if err := e.tell(moves, l); err != nil {
		return Answer{}, err
	}
	if err := e.p.Send("go"); err != nil {
		return Answer{}, err
	}
	var a Answer
	read := func(line string) bool {
		f := strings.Fields(line)
		if len(f) == 0 {
			return false
		}
		switch {
		case f[0] == "move" && len(f) >= 2:
			a.Move = f[1]
			return true
		case len(f) >= 4 && f[0] == "My" && f[1] == "move" && f[2] == "is:":
			a.Move = f[3]
			return true
		case f[0] == "resign" || (f[0] == "tellics" && len(f) > 1 && f[1] == "resign"):
			a.Resign = true
			return true
		}
		if t, ok := ParseThinking(line); ok {
			if onThink != nil {
				onThink(t)
			}
			return false
		}
		e.p.Log(uci.LogIgnored, line)
		return false
	}
	err := e.p.ReadUntil(ctx, "go", 0, read)
	var ue *uci.Error
	if err != nil && errors.As(err, &ue) && (errors.Is(ue.Err, context.DeadlineExceeded) || errors.Is(ue.Err, context.Canceled)) {
		// Out of time: "?" asks for the move now.
		if err := e.p.Send("?"); err != nil {
			return a, err
		}
		err = e.p.ReadUntil(context.Background(), "?", e.p.Config().StopGrace, read)
	}
	if err == nil && a.Move != "" {
		e.sent = len(moves) + 1 // the engine has played its move on its own board
	}
	return a, err
}

// tell brings the engine, in force mode, up to the position after moves and
// the limits: the moves it has not seen, the time control if it changed,
// and the clocks.
func (e *Engine) tell(moves []chess.Move, l Limits) error {
	if err := e.p.Send("force"); err != nil {
		return err
	}
	for ; e.sent < len(moves); e.sent++ {
		m := moves[e.sent].String() // coordinate notation, castling as the king's move
		if e.features["usermove"] == "1" {
			m = "usermove " + m
		}
		if err := e.p.Send(m); err != nil {
			return err
		}
	}
	if level := l.Commands(); strings.Join(level, "\n") != e.level {
		if err := e.sendAll(level); err != nil {
			return err
		}
		e.level = strings.Join(level, "\n")
	}
	if l.Level == nil {
		return nil
	}
	return e.sendAll([]string{"time " + centiseconds(l.Time), "otim " + centiseconds(l.OTime)})
}

// Close sends "quit" and waits StopGrace for the process to exit, killing
// it otherwise (see uci.Process.Close).
func (e *Engine) Close() error { return e.p.Close() }

// Kill ends the process at once.
func (e *Engine) Kill() { e.p.Kill() }
