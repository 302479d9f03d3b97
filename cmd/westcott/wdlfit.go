package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/westcott-chess/westcott/internal/clip"
	"github.com/westcott-chess/westcott/tools/wdlfit"
	"github.com/westcott-chess/westcott/wdl"
)

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
	bad := complain(stderr, "wdlfit", exitUsage)
	switch {
	case *files == "":
		return bad("no -pgn files (see westcott wdlfit -h)")
	case *skip < 0:
		return bad("-skip %d: must be 0 or more", *skip)
	}
	names := strings.Split(*files, ",")
	if err := checkInputs(names...); err != nil {
		return bad("%v", err)
	}
	// The outputs are made first (checking their folders) and replace
	// their targets at the end only.
	var goFile, pngFile *output
	for _, o := range []struct {
		name *string
		file **output
	}{{out, &goFile}, {plot, &pngFile}} {
		if *o.name == "" {
			continue
		}
		f, err := createOutput(*o.name, "wdlfit")
		if err != nil {
			return bad("%v", err)
		}
		defer f.abort()
		*o.file = f
	}
	d := wdlfit.Data{Skip: *skip}
	for _, name := range names {
		if err := d.ReadFile(name); err != nil {
			// The messages quote their input already (a PGN token as
			// "\"]\""): quoting them again would double every escape, so
			// a binary file's bytes are only made one short line.
			fmt.Fprintf(stderr, "westcott wdlfit: %s\n", clip.Line(err.Error(), 200))
			return exitUsage
		}
	}
	m, stats, err := wdl.Fit(d.Samples)
	if err != nil {
		fmt.Fprintf(stderr, "westcott wdlfit: %v\n", err)
		return exitFail
	}
	note := fmt.Sprintf("Fitted by westcott wdlfit to %d positions (|score| <= %d cp) of %d distinct games (%s);\nmean log-likelihood %.4f per position.",
		stats.Samples, wdl.MaxFitScore, d.Used(), strings.Join(baseNames(names), ", "), stats.LogLikelihood)
	fmt.Fprintf(stdout, "games %d, positions with a score %d (left out: %d games without a result, %d repeating an earlier game move for move), fitted on %d\n",
		d.Games, len(d.Samples), d.NoResult, d.Repeated, stats.Samples)
	fmt.Fprintf(stdout, "a(t) = %.2f %+.2f t %+.2f t^2   b(t) = %.2f %+.2f t %+.2f t^2   (t = material/%d)\n",
		m.A[0], m.A[1], m.A[2], m.B[0], m.B[1], m.B[2], wdl.MaxMaterial)
	fmt.Fprintf(stdout, "mean log-likelihood %.4f per position, %d Newton steps\n\n", stats.LogLikelihood, stats.Iterations)
	cal := wdl.Calibrate(&m, d.Samples)
	if err := cal.WriteTable(stdout); err != nil {
		fmt.Fprintf(stderr, "westcott wdlfit: %v\n", err)
		return exitFail
	}
	if *out != "" {
		src, err := m.GoSource(note)
		if err == nil {
			_, err = goFile.Write(src)
		}
		if err == nil {
			err = goFile.commit()
		}
		if err != nil {
			fmt.Fprintf(stderr, "westcott wdlfit: %v\n", err)
			return exitFail
		}
		fmt.Fprintf(stdout, "\nwrote %s\n", *out)
	}
	if *plot != "" {
		err := wdlfit.WritePNG(pngFile, cal)
		if err == nil {
			err = pngFile.commit()
		}
		if err != nil {
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
