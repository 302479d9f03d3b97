package main

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
	"os"
	"strings"

	"github.com/westcott-chess/westcott/wdl"
)

// The calibration's score buckets and material classes.
const (
	calBucket = 50  // centipawns per bucket
	calRange  = 600 // buckets cover -calRange..calRange
	calMinN   = 30  // a bucket with fewer positions is not shown
)

var materialClasses = []struct {
	name   string
	lo, hi int // material, inclusive
}{{"material 0-29", 0, 29}, {"material 30-54", 30, 54}, {"material 55-78", 55, 1000}}

// calCell is one bucket of one material class: counts of the observed
// results and the sums of the model's predictions.
type calCell struct {
	n      int
	obs    [3]float64 // loss, draw, win counts
	pred   [3]float64 // sums of the predicted probabilities
	lo, hi int        // the bucket's scores
	class  int
}

// calibrate tabulates samples by material class and score bucket.
func calibrate(m *wdl.Model, samples []wdl.Sample) [][]calCell {
	nb := 2*calRange/calBucket + 1
	table := make([][]calCell, len(materialClasses))
	for c := range table {
		table[c] = make([]calCell, nb)
		for b := range table[c] {
			lo := -calRange + b*calBucket - calBucket/2
			table[c][b] = calCell{lo: lo, hi: lo + calBucket - 1, class: c}
		}
	}
	for _, s := range samples {
		b := int(math.Floor(float64(s.CP+calRange+calBucket/2) / calBucket))
		if b < 0 || b >= nb {
			continue
		}
		for c, mc := range materialClasses {
			if s.Material >= mc.lo && s.Material <= mc.hi {
				cell := &table[c][b]
				cell.n++
				cell.obs[s.Result]++
				w, d, l := m.Probabilities(float64(s.CP), s.Material)
				cell.pred[wdl.Win] += w
				cell.pred[wdl.Draw] += d
				cell.pred[wdl.Loss] += l
			}
		}
	}
	return table
}

// writeCalibration prints the table: per class, the buckets with enough
// positions, observed and predicted rates in percent.
func writeCalibration(w io.Writer, table [][]calCell) {
	for c, row := range table {
		fmt.Fprintf(w, "%s:\n  %-11s %7s  %-17s %-17s\n", materialClasses[c].name, "score", "n", "observed W/D/L %", "predicted W/D/L %")
		for _, cell := range row {
			if cell.n < calMinN {
				continue
			}
			n := float64(cell.n)
			fmt.Fprintf(w, "  %5d..%-4d %7d  %4.1f %4.1f %4.1f    %4.1f %4.1f %4.1f\n", cell.lo, cell.hi, cell.n,
				100*cell.obs[wdl.Win]/n, 100*cell.obs[wdl.Draw]/n, 100*cell.obs[wdl.Loss]/n,
				100*cell.pred[wdl.Win]/n, 100*cell.pred[wdl.Draw]/n, 100*cell.pred[wdl.Loss]/n)
		}
	}
}

// Plot geometry: one panel per material class, side by side.
const (
	panelW, panelH = 360, 300
	marginL        = 40
	marginT        = 24
	marginB        = 50
	plotW          = panelW - marginL - 12
	plotH          = panelH - marginT - marginB
)

var resultColor = [3]color.RGBA{
	wdl.Loss: {200, 40, 40, 255},
	wdl.Draw: {110, 110, 110, 255},
	wdl.Win:  {30, 140, 50, 255},
}

// writePlot draws the calibration: for each material class, the observed
// win, draw and loss rates of each score bucket as dots (bigger for more
// positions) and the model's mean prediction as lines.
func writePlot(name string, table [][]calCell) error {
	img := image.NewRGBA(image.Rect(0, 0, panelW*len(table), panelH+20))
	fill(img, img.Bounds(), color.RGBA{255, 255, 255, 255})
	for c, row := range table {
		ox := c * panelW
		x := func(cp float64) int { return ox + marginL + int((cp+calRange)/(2*calRange)*plotW) }
		y := func(p float64) int { return marginT + int((1-p)*plotH) }
		// Axes, grid and labels.
		grey := color.RGBA{225, 225, 225, 255}
		for _, p := range []float64{0.25, 0.5, 0.75} {
			line(img, x(-calRange), y(p), x(calRange), y(p), grey)
		}
		for cp := -400; cp <= 400; cp += 200 {
			line(img, x(float64(cp)), y(0), x(float64(cp)), y(1), grey)
			label := fmt.Sprint(cp)
			text(img, x(float64(cp))-len(label)*3, y(0)+6, label, color.RGBA{0, 0, 0, 255})
		}
		black := color.RGBA{0, 0, 0, 255}
		line(img, x(-calRange), y(0), x(calRange), y(0), black)
		line(img, x(-calRange), y(0), x(-calRange), y(1), black)
		for _, p := range []float64{0, 0.5, 1} {
			text(img, ox+8, y(p)-3, strings.TrimPrefix(fmt.Sprint(p), "0"), black)
		}
		text(img, ox+marginL, 8, materialClasses[c].name, black)
		text(img, ox+marginL+plotW/2-30, y(0)+20, "score cp", black)
		// Predicted lines, then observed dots.
		for r := range 3 {
			px, py := -1, -1
			for _, cell := range row {
				if cell.n < calMinN {
					px = -1
					continue
				}
				cx, cy := x(float64(cell.lo+cell.hi)/2), y(cell.pred[r]/float64(cell.n))
				if px >= 0 {
					thickLine(img, px, py, cx, cy, resultColor[r])
				}
				px, py = cx, cy
			}
		}
		for r := range 3 {
			for _, cell := range row {
				if cell.n < calMinN {
					continue
				}
				radius := 2 + int(math.Min(4, math.Log10(float64(cell.n))))
				disc(img, x(float64(cell.lo+cell.hi)/2), y(cell.obs[r]/float64(cell.n)), radius, resultColor[r])
			}
		}
	}
	legend := []struct {
		s string
		c color.RGBA
	}{{"win", resultColor[wdl.Win]}, {"draw", resultColor[wdl.Draw]}, {"loss", resultColor[wdl.Loss]}}
	lx := marginL
	for _, l := range legend {
		disc(img, lx, panelH+6, 4, l.c)
		text(img, lx+8, panelH+3, l.s, l.c)
		lx += 60
	}
	text(img, lx+20, panelH+3, "dots observed, lines predicted (side to move)", color.RGBA{0, 0, 0, 255})
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func fill(img *image.RGBA, r image.Rectangle, c color.RGBA) {
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			img.SetRGBA(x, y, c)
		}
	}
}

// line draws a one-pixel line by stepping along its longer axis.
func line(img *image.RGBA, x0, y0, x1, y1 int, c color.RGBA) {
	n := max(abs(x1-x0), abs(y1-y0), 1)
	for i := 0; i <= n; i++ {
		img.SetRGBA(x0+(x1-x0)*i/n, y0+(y1-y0)*i/n, c)
	}
}

func thickLine(img *image.RGBA, x0, y0, x1, y1 int, c color.RGBA) {
	for _, d := range [][2]int{{0, 0}, {1, 0}, {0, 1}} {
		line(img, x0+d[0], y0+d[1], x1+d[0], y1+d[1], c)
	}
}

func disc(img *image.RGBA, cx, cy, r int, c color.RGBA) {
	for y := -r; y <= r; y++ {
		for x := -r; x <= r; x++ {
			if x*x+y*y <= r*r {
				img.SetRGBA(cx+x, cy+y, c)
			}
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// text draws s in a 5×7 pixel font (glyphs below; others are blank), its
// top left corner at x, y, 6 pixels a character.
func text(img *image.RGBA, x, y int, s string, c color.RGBA) {
	for _, r := range s {
		if g, ok := glyphs[r]; ok {
			for row, bits := range g {
				for col, b := range bits {
					if b == '#' {
						img.SetRGBA(x+col, y+row, c)
					}
				}
			}
		}
		x += 6
	}
}

// glyphs is a 5×7 font of the characters the plot writes.
var glyphs = map[rune][7]string{
	'0': {".###.", "#...#", "#..##", "#.#.#", "##..#", "#...#", ".###."},
	'1': {"..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###."},
	'2': {".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"},
	'3': {"####.", "....#", "....#", ".###.", "....#", "....#", "####."},
	'4': {"...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."},
	'5': {"#####", "#....", "####.", "....#", "....#", "#...#", ".###."},
	'6': {".###.", "#....", "#....", "####.", "#...#", "#...#", ".###."},
	'7': {"#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."},
	'8': {".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."},
	'9': {".###.", "#...#", "#...#", ".####", "....#", "....#", ".###."},
	'-': {".....", ".....", ".....", "#####", ".....", ".....", "....."},
	'.': {".....", ".....", ".....", ".....", ".....", ".##..", ".##.."},
	',': {".....", ".....", ".....", ".....", ".##..", "..#..", ".#..."},
	'(': {"...#.", "..#..", ".#...", ".#...", ".#...", "..#..", "...#."},
	')': {".#...", "..#..", "...#.", "...#.", "...#.", "..#..", ".#..."},
	'a': {".....", ".....", ".###.", "....#", ".####", "#...#", ".####"},
	'b': {"#....", "#....", "####.", "#...#", "#...#", "#...#", "####."},
	'c': {".....", ".....", ".###.", "#....", "#....", "#...#", ".###."},
	'd': {"....#", "....#", ".####", "#...#", "#...#", "#...#", ".####"},
	'e': {".....", ".....", ".###.", "#...#", "#####", "#....", ".###."},
	'i': {"..#..", ".....", ".##..", "..#..", "..#..", "..#..", ".###."},
	'k': {"#....", "#....", "#..#.", "#.#..", "##...", "#.#..", "#..#."},
	'l': {".##..", "..#..", "..#..", "..#..", "..#..", "..#..", ".###."},
	'm': {".....", ".....", "##.#.", "#.#.#", "#.#.#", "#...#", "#...#"},
	'n': {".....", ".....", "#.##.", "##..#", "#...#", "#...#", "#...#"},
	'o': {".....", ".....", ".###.", "#...#", "#...#", "#...#", ".###."},
	'p': {".....", ".....", "####.", "#...#", "####.", "#....", "#...."},
	'r': {".....", ".....", "#.##.", "##..#", "#....", "#....", "#...."},
	's': {".....", ".....", ".####", "#....", ".###.", "....#", "####."},
	't': {".#...", ".#...", "###..", ".#...", ".#...", ".#..#", "..##."},
	'v': {".....", ".....", "#...#", "#...#", "#...#", ".#.#.", "..#.."},
	'w': {".....", ".....", "#...#", "#...#", "#.#.#", "#.#.#", ".#.#."},
}
