package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/formats/pgn"
	"github.com/westcott-chess/westcott/wdl"
)

func init() {
	register(command{name: "wdlfit", summary: "fit the win/draw/loss model (UCI_ShowWDL) to the scores and results of match games", run: runWDLFit})
}

// wdlScoreLimit is the largest score (cp) a comment may carry: beyond it
// a number is not a search score.
const wdlScoreLimit = 100000

func runWDLFit(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("wdlfit", "wdlfit -pgn FILE[,FILE...] [-out FILE] [-plot FILE.png] [-skip N]", `
Fits the model behind UCI_ShowWDL's "wdl W D L" (package wdl) to games
that westcott match wrote: each move's comment carries the mover's score
("+0.35/12 0.52s"), and the game's result says how that position ended for
the side that moved. The model's two logistics in the score have centre and
width quadratic in the material on the board; their six coefficients are
fitted by maximum likelihood on the positions with scores within ±1000 cp
(mate scores and moves without a score are left out).

It prints the model, the data and a calibration table: for score buckets,
the observed win, draw and loss rates beside the model's mean prediction.
-out writes the model as a Go file of package wdl (wdl/params.go makes it
the engine's); -plot draws the calibration as a PNG.

Example:
  westcott match -engine "name=a cmd=westcott" -engine "name=b cmd=westcott" \
      -openings data/openings/2moves_v1_sample.epd -games 1500 -nodes 5000 -pgnout games.pgn
  westcott wdlfit -pgn games.pgn -out wdl/params.go -plot docs/wdl-calibration.png`, stderr)
	files := fs.String("pgn", "", "comma-separated PGN `files` written by westcott match")
	out := fs.String("out", "", "write the model as a Go `file` of package wdl")
	plot := fs.String("plot", "", "draw the calibration plot into this PNG `file`")
	skip := fs.Int("skip", 0, "leave out the first `N` plies of each game")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	bad := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "westcott wdlfit: "+format+"\n", a...)
		return exitUsage
	}
	switch {
	case *files == "":
		return bad("no -pgn files (see westcott wdlfit -h)")
	case *skip < 0:
		return bad("-skip %d: must be 0 or more", *skip)
	}
	var samples []wdl.Sample
	var games, skipped, repeated int
	seen := map[string]bool{} // the games read, by start and moves
	names := strings.Split(*files, ",")
	for _, name := range names {
		g, s, r, err := wdlSamples(name, *skip, seen, &samples)
		if err != nil {
			fmt.Fprintf(stderr, "westcott wdlfit: %s\n", clipLine(err.Error()))
			return exitUsage
		}
		games += g
		skipped += s
		repeated += r
	}
	m, stats, err := wdl.Fit(samples)
	if err != nil {
		fmt.Fprintf(stderr, "westcott wdlfit: %v\n", err)
		return exitFail
	}
	note := fmt.Sprintf("Fitted by westcott wdlfit to %d positions (|score| <= %d cp) of %d distinct games (%s);\nmean log-likelihood %.4f per position.",
		stats.Samples, wdl.MaxFitScore, games-skipped-repeated, strings.Join(baseNames(names), ", "), stats.LogLikelihood)
	fmt.Fprintf(stdout, "games %d, positions with a score %d (left out: %d games without a result, %d repeating an earlier game move for move), fitted on %d\n",
		games, len(samples), skipped, repeated, stats.Samples)
	fmt.Fprintf(stdout, "a(t) = %.2f %+.2f t %+.2f t^2   b(t) = %.2f %+.2f t %+.2f t^2   (t = material/%d)\n",
		m.A[0], m.A[1], m.A[2], m.B[0], m.B[1], m.B[2], wdl.MaxMaterial)
	fmt.Fprintf(stdout, "mean log-likelihood %.4f per position, %d Newton steps\n\n", stats.LogLikelihood, stats.Iterations)
	table := calibrate(&m, samples)
	writeCalibration(stdout, table)
	if *out != "" {
		src, err := m.GoSource(note)
		if err == nil {
			err = os.WriteFile(*out, src, 0o644)
		}
		if err != nil {
			fmt.Fprintf(stderr, "westcott wdlfit: %v\n", err)
			return exitFail
		}
		fmt.Fprintf(stdout, "\nwrote %s\n", *out)
	}
	if *plot != "" {
		if err := writePlot(*plot, table); err != nil {
			fmt.Fprintf(stderr, "westcott wdlfit: %v\n", err)
			return exitFail
		}
		fmt.Fprintf(stdout, "wrote %s\n", *plot)
	}
	return exitOK
}

func baseNames(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = filepath.Base(n)
	}
	return out
}

// clipLine cuts a message to one short line, so that an error quoting a
// binary file stays readable.
func clipLine(s string) string {
	s = strconv.Quote(s)
	s = s[1 : len(s)-1]
	if len(s) > 200 {
		s = s[:200] + "..."
	}
	return s
}

// wdlSamples appends the scored positions of the games in the PGN file
// name to samples, and returns the number of games read, of games left
// out for want of a result, and of games left out because they repeat one
// already read move for move (two copies of one deterministic engine play
// an opening's colour-reversed game exactly as the first: counted once).
// A game with a problem stops the reading: the file is not what match
// writes.
func wdlSamples(name string, skip int, seen map[string]bool, samples *[]wdl.Sample) (games, noResult, repeated int, err error) {
	f, err := os.Open(name)
	if err != nil {
		return 0, 0, 0, err
	}
	defer f.Close()
	r := pgn.NewReader(f)
	for {
		g, err := r.Read()
		if errors.Is(err, io.EOF) {
			return games, noResult, repeated, nil
		}
		if err != nil {
			return games, noResult, repeated, fmt.Errorf("%s: %w", name, err)
		}
		games++
		var white wdl.Result
		switch g.Result {
		case pgn.WhiteWins:
			white = wdl.Win
		case pgn.Draw:
			white = wdl.Draw
		case pgn.BlackWins:
			white = wdl.Loss
		default:
			noResult++
			continue
		}
		var key strings.Builder
		key.WriteString(g.Start.FEN())
		for _, n := range g.Moves {
			key.WriteString(" " + n.Move.String())
		}
		if seen[key.String()] {
			repeated++
			continue
		}
		seen[key.String()] = true
		ply := 0
		g.MainLine(func(pos *chess.Position, n *pgn.Node) bool {
			ply++
			cp, ok := commentScore(n.Comment)
			if !ok || ply <= skip {
				return true
			}
			res := white
			if pos.SideToMove() == chess.Black {
				res = wdl.Win - white
			}
			*samples = append(*samples, wdl.Sample{CP: cp, Material: wdl.Material(pos), Result: res})
			return true
		})
	}
}

// commentScore reads the score of a match comment, "+0.35/12 0.52s", in
// centipawns; ok is false for a mate ("+M3/20 ...") or no score.
func commentScore(c string) (cp int, ok bool) {
	head, _, found := strings.Cut(c, "/")
	if !found || head == "" || (head[0] != '+' && head[0] != '-') {
		return 0, false
	}
	x, err := strconv.ParseFloat(head, 64)
	if err != nil || x != x || x*100 > wdlScoreLimit || x*100 < -wdlScoreLimit {
		return 0, false
	}
	if x < 0 {
		return int(x*100 - 0.5), true
	}
	return int(x*100 + 0.5), true
}
