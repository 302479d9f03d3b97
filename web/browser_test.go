package web_test

import (
	"context"
	"fmt"
	"net"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/westcott-chess/westcott/attackmap"
	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/eco"
	"github.com/westcott-chess/westcott/search"
	"github.com/westcott-chess/westcott/studies/bitview"
	"github.com/westcott-chess/westcott/web"
)

// The browser tests drive the page in a real headless Chromium (Debian's
// chromium package) through chromedp. They skip, saying why, where no
// Chromium is installed. With WESTCOTT_SCREENSHOTS=1 they also write the
// README's screenshots, docs/web-*.png.

// chromiumPath returns the browser to drive, or "" if there is none.
func chromiumPath() string {
	if p := os.Getenv("WESTCOTT_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// browser starts the server and a headless Chromium on a fresh profile,
// and returns the page's URL, a chromedp context and the server.
func browser(t *testing.T) (string, context.Context, *web.Server) {
	t.Helper()
	exe := chromiumPath()
	if exe == "" {
		t.Skip("no Chromium found (apt-get install -y chromium, or set WESTCOTT_CHROMIUM): the browser tests are skipped")
	}
	srv := web.New(web.Config{Searches: 2})
	ts := httptest.NewUnstartedServer(srv.Handler())
	ts.Config.BaseContext = func(net.Listener) context.Context { return srv.Context() }
	ts.Start()
	t.Cleanup(func() { srv.Close(); ts.Close() })

	// Chromium now and then dies while starting on a loaded machine (CI
	// once saw "chrome failed to start" in 0.5 s between two browser tests
	// that passed): a start is tried three times, each on a fresh profile,
	// before the test fails; a page that misbehaves still fails at once.
	var ctx context.Context
	var err error
	for attempt := 1; attempt <= 3; attempt++ {
		if ctx, err = startChromium(t, exe); err == nil {
			break
		}
		t.Logf("starting Chromium (%s), attempt %d: %v", exe, attempt, err)
		time.Sleep(time.Second)
	}
	if err != nil {
		t.Fatalf("starting Chromium (%s): %v", exe, err)
	}
	return ts.URL, ctx, srv
}

// startChromium starts a headless Chromium on a fresh profile and waits
// until it has opened a blank page. The flags keep it off the network: on a
// closed network its background connections are refused and can stall it.
func startChromium(t *testing.T, exe string) (context.Context, error) {
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(exe), chromedp.Headless, chromedp.NoSandbox, chromedp.NoFirstRun,
		chromedp.Flag("disable-gpu", true), chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(1280, 860),
	}
	actx, acancel := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		cancel()
		acancel()
		return nil, err
	}
	t.Cleanup(func() { cancel(); acancel() })
	return ctx, nil
}

// openTab loads the page afresh on a tab and waits until it has its answers.
func openTab(t *testing.T, ctx context.Context, url, tab string) {
	t.Helper()
	do(t, ctx, 20*time.Second, chromedp.Navigate("about:blank"), chromedp.Navigate(url+"/#"+tab))
	wait(t, ctx, 20*time.Second, `typeof api === "function" && api.pending === 0 && Play.state && Analyse.state && Bits.state && Bits.views.length > 0 && !document.getElementById(`+fmt.Sprintf("%q", tab)+`).hidden`)
}

// do runs actions with a time limit, failing the test on an error.
func do(t *testing.T, ctx context.Context, limit time.Duration, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	if err := chromedp.Do(c, actions...); err != nil {
		t.Fatal(err)
	}
}

// eval returns a JavaScript expression's value.
func eval[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// wait polls a JavaScript expression until it is truthy.
func wait(t *testing.T, ctx context.Context, limit time.Duration, expr string) {
	t.Helper()
	var err error
	for end := time.Now().Add(limit); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		// A poll begun as a page loads can lose its JavaScript context: poll again.
		_, err = chromedp.Run(ctx, chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingTimeout(time.Until(end)), chromedp.WithPollingInterval(20*time.Millisecond)))
		if err == nil || !strings.Contains(err.Error(), "Cannot find context") {
			break
		}
	}
	if err != nil {
		if png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot()); err == nil {
			os.WriteFile("/work/runs/web/fail.png", png, 0o644)
		}
		t.Fatalf("waiting for %s: %v", expr, err)
	}
}

// waitOr is wait that says more on a failure: what more says then.
func waitOr(t *testing.T, ctx context.Context, limit time.Duration, expr string, more func() string) {
	t.Helper()
	_, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingTimeout(limit), chromedp.WithPollingInterval(20*time.Millisecond)))
	if err != nil {
		page, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("an-status").textContent + " | " + document.getElementById("an-graph").textContent`))
		t.Fatalf("waiting for %s: %v; page: %s; %s", expr, err, page, more())
	}
}

// screenshot writes docs/NAME.png when WESTCOTT_SCREENSHOTS is set.
func screenshot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	if os.Getenv("WESTCOTT_SCREENSHOTS") == "" {
		return
	}
	eval[bool](t, ctx, `window.scrollTo(0, 0) || true`)
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("..", "docs", name+".png")
	if err := os.WriteFile(path, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s", path)
}

// click clicks the middle of the element that a CSS selector finds, with
// the mouse (pointer events, as a person's click).
func click(t *testing.T, ctx context.Context, sel string) {
	t.Helper()
	clickElement(t, ctx, fmt.Sprintf(`document.querySelector(%q)`, sel))
}

// clickElement clicks the element that a JavaScript expression gives.
func clickElement(t *testing.T, ctx context.Context, elem string) {
	t.Helper()
	wait(t, ctx, 10*time.Second, elem)
	xy := eval[[]float64](t, ctx, fmt.Sprintf(`(() => { const e = %s; e.scrollIntoView({block: "center"}); const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`, elem))
	do(t, ctx, 60*time.Second, chromedp.MouseClickXY(xy[0], xy[1]))
}

// setSelect sets a select's value as a person picking an option does.
func setSelect(id, value string) chromedp.Action[chromedp.Void] {
	return chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`(() => { const s = document.getElementById(%q); s.value = %q; s.dispatchEvent(new Event("change")); })()`, id, value))
}

// replay returns the position after ucis from fen and the keys before it.
func replay(t *testing.T, fen string, ucis []string) (chess.Position, []uint64) {
	t.Helper()
	pos, err := chess.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	var hist []uint64
	for _, u := range ucis {
		m, err := pos.ParseMove(u)
		if err != nil {
			t.Fatalf("%s after %v: %v", u, ucis, err)
		}
		hist = append(hist, pos.Key())
		pos.MakeMove(m)
	}
	return pos, hist
}

func TestBrowser(t *testing.T) {
	url, ctx, srv := browser(t)
	t.Run("PlayToMate", func(t *testing.T) { playToMate(t, ctx, url) })
	t.Run("PGN", func(t *testing.T) { stepThroughPGN(t, ctx, url) })
	t.Run("Analysis", func(t *testing.T) { analysis(t, ctx, url, srv) })
	t.Run("Bitboards", func(t *testing.T) { bitboards(t, ctx, url) })
}

// playToMate plays White against level 1 by clicking squares (and the
// promotion chooser), its moves chosen by a 20,000-node search, until the
// page announces checkmate.
func playToMate(t *testing.T, ctx context.Context, url string) {
	openTab(t, ctx, url, "play")
	do(t, ctx, 5*time.Second, setSelect("play-color", "w"), setSelect("play-level", "1"), setSelect("play-clock", "0+0"))
	click(t, ctx, `#play-new`)
	wait(t, ctx, 10*time.Second, `Play.state && Play.moves.length === 0 && document.getElementById("play-status").textContent === "Your move"`)

	tt := search.NewTT(16)
	searcher := search.NewSearcher(tt)
	for ply := 0; ; ply++ {
		if ply > 300 {
			t.Fatalf("no mate after %d plies", ply)
		}
		fen := eval[string](t, ctx, `Play.state.fen`)
		moves := eval[[]string](t, ctx, `Play.moves`)
		pos, hist := replay(t, chess.StartFEN, moves)
		if got := pos.FEN(); got != fen {
			t.Fatalf("page shows %s after %v, want %s", fen, moves, got)
		}
		res := searcher.Search(context.Background(), pos, hist, search.Limits{Nodes: 20000}, nil)
		u := pos.UCI(res.Move)
		click(t, ctx, fmt.Sprintf(`#play-board rect[data-square="%s"]`, u[:2]))
		click(t, ctx, fmt.Sprintf(`#play-board rect[data-square="%s"]`, u[2:4]))
		if len(u) == 5 {
			click(t, ctx, fmt.Sprintf(`#promo button[data-promo="%s"]`, u[4:]))
		}
		n := len(moves) + 1
		// The engine answers, or the game is over.
		wait(t, ctx, 30*time.Second, fmt.Sprintf(`Play.over || (Play.moves.length === %d && !Play.thinking && Play.state.turn === "w")`, n+1))
		if len(moves) == 20 {
			screenshot(t, ctx, "web-play")
		}
		if eval[bool](t, ctx, `Play.over`) {
			break
		}
	}
	wait(t, ctx, 10*time.Second, `api.pending === 0`)
	status := eval[string](t, ctx, `document.getElementById("play-status").textContent`)
	pgn := eval[string](t, ctx, `document.getElementById("play-pgn").value`)
	if !strings.Contains(status, "checkmate") || !strings.Contains(status, "1-0") {
		t.Fatalf("game over with %q, want White's checkmate\n%s", status, pgn)
	}
	if !strings.Contains(pgn, `[Result "1-0"]`) || !strings.Contains(pgn, `[Termination "checkmate"]`) || !strings.HasSuffix(strings.Join(strings.Fields(pgn), " "), "# 1-0") {
		t.Errorf("PGN does not end in mate:\n%s", pgn)
	}
	t.Logf("mated in %d plies: %s", eval[int](t, ctx, `Play.moves.length`), status)
}

const samplePGN = `[Event "Sample"]
[White "A"]
[Black "B"]
[Result "1-0"]

1. e4 e5 2. Nf3 (2. f4 exf4 3. Nf3) 2... Nc6 3. Bb5 {Ruy Lopez} a6 4. Ba4 Nf6 1-0`

// stepThroughPGN loads a game with a variation, steps through its main
// line with the next button, and enters the variation by a click.
func stepThroughPGN(t *testing.T, ctx context.Context, url string) {
	openTab(t, ctx, url, "analyse")
	do(t, ctx, 5*time.Second,
		chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`document.getElementById("an-pgn").value = %q`, samplePGN)))
	click(t, ctx, `#an-pgn-load`)
	wait(t, ctx, 10*time.Second, `document.getElementById("an-status").textContent.includes("A – B 1-0, 8 plies")`)
	main := []string{"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "b5a4", "g8f6"}
	for i := 1; i <= len(main); i++ {
		click(t, ctx, `#an-next`)
		pos, _ := replay(t, chess.StartFEN, main[:i])
		wait(t, ctx, 5*time.Second, fmt.Sprintf(`Analyse.state.fen === %q && document.querySelector("#an-moves .cur").dataset.ply === "%d"`, pos.FEN(), i))
		// The opening's name under the board is package eco's for the line.
		var moves []chess.Move
		line := chess.StartPosition()
		for _, u := range main[:i] {
			m, _ := line.ParseMove(u)
			line.MakeMove(m)
			moves = append(moves, m)
		}
		o, _ := eco.Classify(chess.StartPosition(), moves)
		if got := eval[string](t, ctx, `document.getElementById("an-opening").textContent`); got != o.String() {
			t.Errorf("after %v the page names the opening %q, want %q", main[:i], got, o)
		}
	}
	// Into the variation: 2. f4 exf4 3. Nf3, clicking its last move.
	clickElement(t, ctx, `[...document.querySelectorAll("#an-moves .var .mv")].find(e => e.textContent === "3. Nf3")`)
	pos, _ := replay(t, chess.StartFEN, []string{"e2e4", "e7e5", "f2f4", "e5f4", "g1f3"})
	wait(t, ctx, 5*time.Second, fmt.Sprintf(`Analyse.state.fen === %q`, pos.FEN()))
	click(t, ctx, `#an-prev`)
	pos, _ = replay(t, chess.StartFEN, []string{"e2e4", "e7e5", "f2f4", "e5f4"})
	wait(t, ctx, 5*time.Second, fmt.Sprintf(`Analyse.state.fen === %q`, pos.FEN()))
	if got := eval[string](t, ctx, `document.getElementById("an-moves").textContent`); !strings.Contains(got, "( 2. f4 exf4 3. Nf3 )") || !strings.Contains(got, "{Ruy Lopez}") {
		t.Errorf("move list %q lacks the variation or the comment", got)
	}
}

// analysis runs a three-line analysis, sees its lines deepen, plays a
// line's move by a click, and checks that the search stops when the page
// goes away.
func analysis(t *testing.T, ctx context.Context, url string, srv *web.Server) {
	openTab(t, ctx, url, "analyse")
	do(t, ctx, 5*time.Second,
		chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`document.getElementById("an-pgn").value = %q`, samplePGN)))
	click(t, ctx, `#an-pgn-load`)
	wait(t, ctx, 10*time.Second, `document.getElementById("an-status").textContent.includes("8 plies")`)
	click(t, ctx, `#an-last`)
	wait(t, ctx, 5*time.Second, `Analyse.path.length === 8`)
	do(t, ctx, 5*time.Second, setSelect("an-multipv", "3"))
	click(t, ctx, `#an-go`)
	wait(t, ctx, 20*time.Second, `document.querySelectorAll("#an-lines li").length === 3`)
	depthOf := `+(document.querySelector("#an-lines li").textContent.match(/ d(\d+) /) || [0, 0])[1]`
	first := eval[int](t, ctx, depthOf)
	wait(t, ctx, 30*time.Second, depthOf+fmt.Sprintf(` > %d && document.querySelectorAll("#an-lines li").length === 3`, first))
	lines := eval[[]string](t, ctx, `[...document.querySelectorAll("#an-lines li")].map(li => li.querySelector(".score").textContent + " " + li.querySelector(".wdl").textContent + " " + li.querySelector(".pvmove").textContent)`)
	seen := map[string]bool{}
	for _, l := range lines {
		f := strings.Fields(l)
		if len(f) != 3 || seen[f[2]] || strings.Count(f[1], "/") != 2 {
			t.Errorf("lines %q: each must have a score, White's wins/draws/losses and a first move of its own", lines)
		}
		seen[f[2]] = true
	}
	if live := srv.Stats().Live; live != 1 {
		t.Errorf("%d searches live during one analysis", live)
	}
	click(t, ctx, `#an-graph-go`)
	stats := func() string { return fmt.Sprintf("%+v", srv.Stats()) }
	waitOr(t, ctx, 90*time.Second, `document.querySelectorAll("#an-graph circle").length === 9`, stats)
	screenshot(t, ctx, "web-analyse")

	// A click on the second move of the first line plays both moves. The
	// analysis goes on meanwhile and may redraw the line between the test's
	// look and its click, so the line is read as the click lands: by a
	// listener that runs before the page's own.
	do(t, ctx, 5*time.Second, chromedp.Evaluate[chromedp.Void](`document.addEventListener("mousedown", () => {
		window.clickedLine = [...document.querySelectorAll("#an-lines li:first-child .pvmove")].map(s => s.textContent);
	}, {capture: true, once: true})`))
	clickElement(t, ctx, `document.querySelectorAll("#an-lines li:first-child .pvmove")[1]`)
	wait(t, ctx, 5*time.Second, `Analyse.path.length === 10`)
	pv := eval[[]string](t, ctx, `window.clickedLine || []`)
	if got := eval[[]string](t, ctx, `Analyse.path.slice(8).map(n => n.san)`); len(pv) < 2 || !slices.Equal(got, pv[:2]) {
		t.Errorf("clicked the second move of %v: played %v", pv, got)
	}
	wait(t, ctx, 10*time.Second, `document.querySelectorAll("#an-lines li").length === 3`)

	// The page goes away: its search must stop.
	do(t, ctx, 10*time.Second, chromedp.Navigate("about:blank"))
	deadline := time.Now().Add(10 * time.Second)
	for srv.Stats().Live != 0 {
		if time.Now().After(deadline) {
			t.Fatalf("the search still runs after its page left: %+v", srv.Stats())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// bitboards picks sets on Kiwipete and checks that the highlighted squares
// are the library's sets, then counts a perft divide.
func bitboards(t *testing.T, ctx context.Context, url string) {
	const kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
	openTab(t, ctx, url, "bitboards")
	highlighted := `[...document.querySelectorAll("#bb-board rect.hl")].map(r => r.dataset.square).sort().join(" ")`
	check := func(name, arg string, want chess.Bitboard) {
		t.Helper()
		do(t, ctx, 5*time.Second, setSelect("bb-name", name))
		if arg != "" {
			do(t, ctx, 5*time.Second, chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`(() => { const a = document.getElementById("bb-arg"); a.value = %q; a.dispatchEvent(new Event("change")); })()`, arg)))
		}
		var sq []string
		for b := want; b != 0; {
			sq = append(sq, b.PopLSB().String())
		}
		slices.Sort(sq)
		wantText := strings.Join(sq, " ")
		title := name
		if arg != "" {
			title += ":" + arg
		}
		wait(t, ctx, 5*time.Second, fmt.Sprintf(`document.querySelector("#bb-views h3") && document.querySelector("#bb-views h3").textContent.startsWith(%q) && %s === %q`, title, highlighted, wantText))
		if hex := eval[string](t, ctx, `document.querySelector("#bb-views .hex").textContent`); hex != fmt.Sprintf("0x%016x", uint64(want)) {
			t.Errorf("%s: hex %s, want %#016x", title, hex, uint64(want))
		}
	}
	// The keyboard alone plays e2-e4: the cursor starts on e2.
	do(t, ctx, 10*time.Second, chromedp.Evaluate[chromedp.Void](`document.querySelector("#bb-board svg").focus()`),
		chromedp.KeyEvent(kb.Enter), chromedp.KeyEvent(kb.ArrowUp), chromedp.KeyEvent(kb.ArrowUp), chromedp.KeyEvent(kb.Enter))
	wait(t, ctx, 10*time.Second, `Bits.state.fen === "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"`)

	// The editor: a white queen on d5 of an empty board, and the attack
	// map follows.
	click(t, ctx, `#bb-edit`)
	click(t, ctx, `#bb-editor [data-k="clear"]`)
	click(t, ctx, `#bb-editor [data-tool="Q"]`)
	click(t, ctx, `#bb-board rect[data-square="d5"]`)
	click(t, ctx, `#bb-edit`)
	edited, _ := replay(t, "4k3/8/8/3Q4/8/8/8/4K3 w - - 0 1", nil)
	wait(t, ctx, 10*time.Second, `Bits.state.fen === "4k3/8/8/3Q4/8/8/8/4K3 w - - 0 1"`)
	check("attacks", "white", attackmap.Attacks(&edited, chess.White))

	do(t, ctx, 5*time.Second,
		chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`document.getElementById("bb-fen").value = %q`, kiwipete)))
	click(t, ctx, `#bb-fen-load`)
	wait(t, ctx, 5*time.Second, fmt.Sprintf(`Bits.state.fen === %q`, kiwipete))
	pos, _ := replay(t, kiwipete, nil)
	check("attacks", "black", attackmap.Attacks(&pos, chess.Black))
	_, pinners := attackmap.PinnedByXRay(&pos, chess.Black)
	check("pinners", "black", pinners)
	views, err := bitview.Draw(&pos, "paths:e4-a1+h8")
	if err != nil {
		t.Fatal(err)
	}
	check("paths", "e4-a1+h8", views[0].Set)
	screenshot(t, ctx, "web-bitboards")
	views, err = bitview.Draw(&pos, "passed:white")
	if err != nil {
		t.Fatal(err)
	}
	check("passed", "white", views[0].Set)

	// Perft divide, depth 3: 97,862 on Kiwipete.
	do(t, ctx, 5*time.Second, chromedp.Evaluate[chromedp.Void](`document.querySelectorAll("#bitboards details").forEach(d => d.open = true)`),
		setSelect("bb-perft-depth", "3"))
	click(t, ctx, `#bb-perft-go`)
	wait(t, ctx, 20*time.Second, `document.querySelector("#bb-perft tfoot th:nth-child(2)") && document.querySelector("#bb-perft tfoot th:nth-child(2)").textContent === "97,862"`)
	if rows := eval[int](t, ctx, `document.querySelectorAll("#bb-perft tbody tr").length`); rows != 48 {
		t.Errorf("divide has %d rows, want 48", rows)
	}
}

// TestBrowserPlay checks the Play tab's rules and layout (issue 28), one
// subtest each, every one a game of its own.
func TestBrowserPlay(t *testing.T) {
	url, ctx, _ := browser(t)
	t.Run("FlagWithMatingMaterial", func(t *testing.T) { flagWithMatingMaterial(t, ctx, url) })
	t.Run("DrawOffer", func(t *testing.T) { drawOffer(t, ctx, url) })
	t.Run("TakebackClock", func(t *testing.T) { takebackClock(t, ctx, url) })
	t.Run("MoveList", func(t *testing.T) { moveList(t, ctx, url) })
	t.Run("FlipNames", func(t *testing.T) { flipNames(t, ctx, url) })
	t.Run("PromotionEscape", func(t *testing.T) { promotionEscape(t, ctx, url) })
}

// newGame opens the Play tab and starts a game as White at level, on
// clock ("0+0": none), from fen ("" for the start), and waits for the
// first move.
func newGame(t *testing.T, ctx context.Context, url, level, clock, fen string) {
	t.Helper()
	openTab(t, ctx, url, "play")
	do(t, ctx, 5*time.Second, setSelect("play-color", "w"), setSelect("play-level", level), setSelect("play-clock", clock),
		chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`document.getElementById("play-fen").value = %q`, fen)))
	click(t, ctx, `#play-new`)
	wait(t, ctx, 10*time.Second, `Play.state && Play.moves.length === 0 && document.getElementById("play-status").textContent === "Your move"`)
}

// humanMove plays uci by two clicks and waits for the engine's answer.
func humanMove(t *testing.T, ctx context.Context, uci string) {
	t.Helper()
	n := eval[int](t, ctx, `Play.moves.length`)
	click(t, ctx, fmt.Sprintf(`#play-board rect[data-square="%s"]`, uci[:2]))
	click(t, ctx, fmt.Sprintf(`#play-board rect[data-square="%s"]`, uci[2:4]))
	wait(t, ctx, 30*time.Second, fmt.Sprintf(`Play.moves.length === %d && !Play.thinking && api.pending === 0 && document.getElementById("play-status").textContent === "Your move"`, n+2))
}

// playStatus returns the Play tab's status line.
func playStatus(t *testing.T, ctx context.Context) string {
	t.Helper()
	return eval[string](t, ctx, `document.getElementById("play-status").textContent`)
}

// flagWithMatingMaterial: 1+0 from K+P against K+N, White's flag falls.
// The knight can mate (the pawn blocks its own king), so Black wins
// (FIDE 6.9).
func flagWithMatingMaterial(t *testing.T, ctx context.Context, url string) {
	newGame(t, ctx, url, "1", "1+0", "kn6/8/8/8/8/8/7P/K7 w - - 0 1")
	humanMove(t, ctx, "h2h3")
	wait(t, ctx, 5*time.Second, `Play.clock.running === "w"`)
	do(t, ctx, 5*time.Second, chromedp.Evaluate[chromedp.Void](`Play.clock.w = 100`))
	wait(t, ctx, 10*time.Second, `Play.over && api.pending === 0`)
	if got := playStatus(t, ctx); got != "Black wins: White loses on time (0-1)" {
		t.Errorf("White's flag falls with K+N against K+P: %q, want Black's win", got)
	}
}

// drawOffer: Westcott, a lone king against two queens, declines an offer
// at move 9 and takes one at move 10.
func drawOffer(t *testing.T, ctx context.Context, url string) {
	for _, c := range []struct {
		start, want string
	}{
		{"4k3/8/8/8/8/8/8/QQ2K3 w - - 0 8", "Westcott declines the draw"},  // the offer at move 9
		{"4k3/8/8/8/8/8/8/QQ2K3 w - - 0 9", "Draw: Draw agreed (1/2-1/2)"}, // at move 10
	} {
		newGame(t, ctx, url, "9", "0+0", c.start)
		humanMove(t, ctx, "e1f2")
		if score := eval[int](t, ctx, `Play.lastScore`); score > -50 {
			t.Fatalf("%s: Westcott's score %d, want at most -50", c.start, score)
		}
		click(t, ctx, `#play-draw`)
		wait(t, ctx, 5*time.Second, `api.pending === 0`)
		n := eval[int](t, ctx, `Play.state.moveNumber`)
		if got := playStatus(t, ctx); got != c.want {
			t.Errorf("a draw offer at move %d: %q, want %q", n, got, c.want)
		}
	}
}

// takebackClock: 5+3, two moves, then a move and a takeback: the clocks
// are back to what they were, the increment of the move taken back gone.
func takebackClock(t *testing.T, ctx context.Context, url string) {
	newGame(t, ctx, url, "1", "5+3", "")
	humanMove(t, ctx, "e2e4")
	humanMove(t, ctx, "g1f3")
	before := eval[[]float64](t, ctx, `[Play.clock.w, Play.clock.b]`)
	humanMove(t, ctx, "b1c3")
	click(t, ctx, `#play-takeback`)
	wait(t, ctx, 10*time.Second, `Play.moves.length === 4 && api.pending === 0 && Play.clock.running === "w"`)
	if after := eval[[]float64](t, ctx, `[Play.clock.w, Play.clock.b]`); !slices.Equal(after, before) {
		t.Errorf("clocks (ms) %v after a move and its takeback, want %v as before", after, before)
	}
}

// moveList: a game of over 50 plies at each window size: the list keeps
// to its box (no columns off to the right) and its last move is in view.
func moveList(t *testing.T, ctx context.Context, url string) {
	pos := chess.StartPosition()
	var hist []uint64
	var ucis []string
	for len(ucis) < 70 && pos.Termination(hist) == chess.NotOver {
		legal := pos.LegalMoves(nil)
		m := legal[len(ucis)*7%len(legal)]
		ucis = append(ucis, pos.UCI(m))
		hist = append(hist, pos.Key())
		pos.MakeMove(m)
	}
	if len(ucis) < 50 {
		t.Fatalf("the game ended after %d plies: %v", len(ucis), ucis)
	}
	list := strings.Join(strings.Fields(fmt.Sprintf("%q", ucis)), ",")
	for _, size := range [][2]int64{{1280, 860}, {1200, 900}, {390, 844}} {
		do(t, ctx, 5*time.Second, chromedp.EmulateViewport(size[0], size[1]))
		newGame(t, ctx, url, "1", "0+0", "")
		do(t, ctx, 5*time.Second, chromedp.Evaluate[chromedp.Void](`Play.moves = `+list+`; Play.refresh()`))
		wait(t, ctx, 10*time.Second, fmt.Sprintf(`api.pending === 0 && Play.state.sans.length === %d`, len(ucis)))
		got := eval[[]float64](t, ctx, `(() => {
			const ol = document.getElementById("play-moves"), r = ol.getBoundingClientRect(), l = ol.lastElementChild.getBoundingClientRect();
			return [ol.scrollWidth, ol.clientWidth, r.left, r.top, r.right, r.bottom, l.left, l.top, l.right, l.bottom, document.documentElement.clientWidth];
		})()`)
		sw, cw, box, last, window := got[0], got[1], got[2:6], got[6:10], got[10]
		if sw > cw {
			t.Errorf("%dx%d: the move list is %v px wide in a box of %v", size[0], size[1], sw, cw)
		}
		if last[0] < box[0]-1 || last[1] < box[1]-1 || last[2] > box[2]+1 || last[3] > box[3]+1 {
			t.Errorf("%dx%d: the last move at %v is outside the list's box %v", size[0], size[1], last, box)
		}
		if box[2] > window+1 {
			t.Errorf("%dx%d: the move list ends at x=%v, past the window's %v", size[0], size[1], box[2], window)
		}
	}
	do(t, ctx, 5*time.Second, chromedp.EmulateViewport(1280, 860))
}

// flipNames: with no clock running, a flip puts White's name bar on top.
func flipNames(t *testing.T, ctx context.Context, url string) {
	names := `[...document.querySelectorAll("#play .clock .who")].map(e => e.textContent).join(" / ")`
	for _, clock := range []string{"0+0", "5+3"} {
		newGame(t, ctx, url, "1", clock, "")
		if got := eval[string](t, ctx, names); got != "Black (Westcott) / White (you)" {
			t.Fatalf("%s: name bars %q before the flip", clock, got)
		}
		click(t, ctx, `#play-flip`)
		if got := eval[string](t, ctx, names); got != "White (you) / Black (Westcott)" {
			t.Errorf("%s: name bars %q after a flip, want White's on top", clock, got)
		}
	}
}

// promotionEscape: Escape closes the promotion chooser, plays nothing and
// gives the focus back to the board; the chooser opened again has the
// focus on its queen, and Enter plays it.
func promotionEscape(t *testing.T, ctx context.Context, url string) {
	newGame(t, ctx, url, "1", "0+0", "8/P6k/8/8/8/8/8/K7 w - - 0 1")
	click(t, ctx, `#play-board rect[data-square="a7"]`)
	click(t, ctx, `#play-board rect[data-square="a8"]`)
	wait(t, ctx, 5*time.Second, `!document.getElementById("promo").hidden`)
	do(t, ctx, 5*time.Second, chromedp.KeyEvent(kb.Escape))
	wait(t, ctx, 5*time.Second, `document.getElementById("promo").hidden && Play.moves.length === 0 && document.activeElement === document.querySelector("#play-board svg")`)
	click(t, ctx, `#play-board rect[data-square="a7"]`)
	click(t, ctx, `#play-board rect[data-square="a8"]`)
	wait(t, ctx, 5*time.Second, `!document.getElementById("promo").hidden && document.activeElement.dataset.promo === "q"`)
	do(t, ctx, 5*time.Second, chromedp.KeyEvent(kb.Enter))
	wait(t, ctx, 10*time.Second, `document.getElementById("promo").hidden && Play.moves[0] === "a7a8q"`)
}
