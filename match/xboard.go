package match

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/uci"
)

// xboardPlayer drives an engine that speaks the Chess Engine Communication
// Protocol version 2 (Tim Mann and H. G. Muller, "Chess Engine Communication
// Protocol"), natively: Debian's polyglot only adapts UCI engines to xboard
// GUIs, not the other way round.
//
// The driver keeps the engine in force mode between its moves: for each
// move it sends the moves the engine has not seen yet, the clocks ("time",
// "otim"), and "go"; the engine answers "move MOVE" and is put back into
// force mode before the next request. Positions are set with "setboard" when
// the engine offers it, else with "edit" (the way xboard itself does it).
type xboardPlayer struct {
	p        *uci.Process
	name     string
	features map[string]string
	sent     int // moves of the current game the engine has been told
	level    string
	pingN    int
	options  [][2]string
}

func startXBoard(ctx context.Context, cfg uci.Config, options [][2]string) (Player, error) {
	p, err := uci.StartProcess(cfg)
	if err != nil {
		return nil, err
	}
	x := &xboardPlayer{p: p, features: map[string]string{}, name: p.Config().Name, options: options}
	if err := x.handshake(ctx); err != nil {
		p.Kill()
		return nil, err
	}
	return x, nil
}

func (x *xboardPlayer) handshake(ctx context.Context) error {
	if err := x.p.Send("xboard"); err != nil {
		return err
	}
	if err := x.p.Send("protover 2"); err != nil {
		return err
	}
	// Version 2 engines send "feature ... done=1"; wait for it up to the
	// handshake timeout (an engine that sends done=0 asks for more time).
	hctx, cancel := context.WithTimeout(ctx, x.p.Config().HandshakeTimeout)
	defer cancel()
	err := x.p.ReadUntil(hctx, "protover", 0, func(line string) bool {
		if !strings.HasPrefix(line, "feature ") {
			x.p.Log(uci.LogIgnored, line)
			return false
		}
		x.p.Log(uci.LogReceived, line)
		done := false
		for _, kv := range parseFeatures(line[len("feature "):]) {
			k, v := kv[0], kv[1]
			x.features[k] = v
			switch k {
			case "san":
				// Coordinate notation is what we speak; SAN is refused.
				x.reply(v == "0", k)
			case "done":
				x.reply(true, k)
				done = v == "1"
			case "setboard", "usermove", "ping", "time", "myname", "colors", "reuse", "sigint", "sigterm",
				"draw", "analyze", "variants", "name", "memory", "option", "playother", "ics", "pause", "nps", "debug", "smp", "exclude", "xedit":
				x.reply(true, k)
			default:
				x.reply(false, k)
			}
		}
		return done
	})
	var ue *uci.Error
	if err != nil && !(errors.As(err, &ue) && errors.Is(ue.Err, context.DeadlineExceeded) && ctx.Err() == nil) {
		return err // a crash, or the caller's context; a timeout means a version 1 engine
	}
	if n := x.features["myname"]; n != "" {
		x.name = n
	}
	for _, o := range x.options {
		if err := x.p.Send("option " + o[0] + "=" + o[1]); err != nil {
			return err
		}
	}
	return x.ping(ctx)
}

func (x *xboardPlayer) reply(accept bool, feature string) {
	if accept {
		_ = x.p.Send("accepted " + feature)
	} else {
		_ = x.p.Send("rejected " + feature)
	}
}

// parseFeatures splits `a=1 b="x y" c=2` into key/value pairs.
func parseFeatures(s string) [][2]string {
	var out [][2]string
	for s = strings.TrimSpace(s); s != ""; s = strings.TrimSpace(s) {
		eq := strings.IndexByte(s, '=')
		if eq < 0 {
			break
		}
		k := strings.TrimSpace(s[:eq])
		s = s[eq+1:]
		var v string
		if strings.HasPrefix(s, `"`) {
			end := strings.IndexByte(s[1:], '"')
			if end < 0 {
				v, s = s[1:], ""
			} else {
				v, s = s[1:1+end], s[2+end:]
			}
		} else {
			end := strings.IndexAny(s, " \t")
			if end < 0 {
				v, s = s, ""
			} else {
				v, s = s[:end], s[end:]
			}
		}
		out = append(out, [2]string{k, v})
	}
	return out
}

// ping sends "ping N" and waits for "pong N", if the engine has the feature.
func (x *xboardPlayer) ping(ctx context.Context) error {
	if x.features["ping"] != "1" {
		return nil
	}
	x.pingN++
	want := "pong " + strconv.Itoa(x.pingN)
	if err := x.p.Send("ping " + strconv.Itoa(x.pingN)); err != nil {
		return err
	}
	return x.p.ReadUntil(ctx, "ping", x.p.Config().ReadyTimeout, func(line string) bool {
		return strings.TrimSpace(line) == want
	})
}

func (x *xboardPlayer) Name() string { return x.name }

func (x *xboardPlayer) NewGame(ctx context.Context, start chess.Position) error {
	if start.Chess960() {
		return fmt.Errorf("xboard engine %s: Chess960 is not supported by the xboard driver", x.name)
	}
	x.sent = 0
	x.level = ""
	for _, c := range []string{"new", "force", "easy", "post"} {
		if err := x.p.Send(c); err != nil {
			return err
		}
	}
	if fen := start.FEN(); fen != chess.StartFEN {
		if err := x.setPosition(start); err != nil {
			return err
		}
	}
	return x.ping(ctx)
}

// setPosition sends the position with setboard, or with edit mode for
// engines without setboard (castling rights are then implied by the kings
// and rooks on their squares, and the en-passant square is lost).
func (x *xboardPlayer) setPosition(pos chess.Position) error {
	if x.features["setboard"] == "1" {
		return x.p.Send("setboard " + pos.FEN())
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
	for _, c := range cmds {
		if err := x.p.Send(c); err != nil {
			return err
		}
	}
	return nil
}

func (x *xboardPlayer) Move(ctx context.Context, req *Request) (Reply, error) {
	if err := x.p.Send("force"); err != nil {
		return Reply{}, err
	}
	for ; x.sent < len(req.Moves); x.sent++ {
		m := req.Moves[x.sent].String() // coordinate notation, castling as the king's move
		if x.features["usermove"] == "1" {
			m = "usermove " + m
		}
		if err := x.p.Send(m); err != nil {
			return Reply{}, err
		}
	}
	l := req.Limits
	var level string
	switch {
	case req.TC != nil:
		mins := int(req.TC.Base / time.Minute)
		secs := int((req.TC.Base % time.Minute) / time.Second)
		base := strconv.Itoa(mins)
		if secs > 0 {
			base += ":" + fmt.Sprintf("%02d", secs)
		}
		if req.TC.Base < time.Second {
			base = "0:01"
		}
		level = fmt.Sprintf("level %d %s %s", req.TC.Moves, base, strconv.FormatFloat(req.TC.Inc.Seconds(), 'f', -1, 64))
	case l.MoveTime > 0:
		// Whole seconds, rounded down: rounded up, the engine would be
		// told to think past the move time it is held to.
		level = "st " + strconv.FormatInt(max(int64(l.MoveTime/time.Second), 1), 10)
	}
	if l.Depth > 0 {
		level += "\nsd " + strconv.Itoa(l.Depth)
	}
	if level != x.level {
		for _, c := range strings.Split(strings.TrimPrefix(level, "\n"), "\n") {
			if c != "" {
				if err := x.p.Send(c); err != nil {
					return Reply{}, err
				}
			}
		}
		x.level = level
	}
	if req.TC != nil {
		own, opp := l.WTime, l.BTime
		if req.Pos.SideToMove() == chess.Black {
			own, opp = opp, own
		}
		if err := x.p.Send("time " + strconv.FormatInt(own.Milliseconds()/10, 10)); err != nil {
			return Reply{}, err
		}
		if err := x.p.Send("otim " + strconv.FormatInt(opp.Milliseconds()/10, 10)); err != nil {
			return Reply{}, err
		}
	}
	if err := x.p.Send("go"); err != nil {
		return Reply{}, err
	}
	var r Reply
	read := func(line string) bool {
		f := strings.Fields(line)
		if len(f) == 0 {
			return false
		}
		switch {
		case f[0] == "move" && len(f) >= 2:
			r.Move = f[1]
			return true
		case len(f) >= 4 && f[0] == "My" && f[1] == "move" && f[2] == "is:":
			r.Move = f[3]
			return true
		case f[0] == "resign" || (f[0] == "tellics" && len(f) > 1 && f[1] == "resign"):
			r.Resign = true
			return true
		}
		// Thinking output: "ply score time nodes pv...", score in centipawns
		// from the engine's side.
		if len(f) >= 4 {
			ply, e1 := strconv.Atoi(strings.TrimRight(f[0], ".&"))
			sc, e2 := strconv.Atoi(f[1])
			nodes, e3 := strconv.ParseUint(f[3], 10, 64)
			if e1 == nil && e2 == nil && e3 == nil {
				r.Depth, r.Nodes, r.HasScore = ply, nodes, true
				r.Score = xboardScore(sc)
				return false
			}
		}
		x.p.Log(uci.LogIgnored, line)
		return false
	}
	err := x.p.ReadUntil(ctx, "go", 0, read)
	var ue *uci.Error
	if err != nil && errors.As(err, &ue) && (errors.Is(ue.Err, context.DeadlineExceeded) || errors.Is(ue.Err, context.Canceled)) {
		// Out of time: "?" asks for the move now.
		if err := x.p.Send("?"); err != nil {
			return r, err
		}
		err = x.p.ReadUntil(context.Background(), "?", x.p.Config().StopGrace, read)
	}
	if err == nil && r.Move != "" {
		x.sent = len(req.Moves) + 1 // the engine has played its move on its own board
	}
	return r, err
}

// xboardScore turns an xboard score (centipawns; 100000+N or similar for
// mates in some engines) into a UCI score.
func xboardScore(cp int) uci.Score {
	const mateBase = 100000
	switch {
	case cp >= mateBase-1000:
		return uci.Score{Mate: (mateBase - cp + 1) / 2, IsMate: true}
	case cp <= -(mateBase - 1000):
		return uci.Score{Mate: -(mateBase + cp + 1) / 2, IsMate: true}
	}
	return uci.Score{CP: cp}
}

func (x *xboardPlayer) Close() error { return x.p.Close() }
func (x *xboardPlayer) Kill()        { x.p.Kill() }
