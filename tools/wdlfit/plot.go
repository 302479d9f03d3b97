package wdlfit

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
	"strings"

	"github.com/westcott-chess/westcott/wdl"
)

// The chart's geometry: one panel a material class, side by side, and a
// legend below them.
const (
	panelW, panelH = 360, 300
	marginL        = 40
	marginT        = 24
	marginB        = 50
	plotW          = panelW - marginL - 12
	plotH          = panelH - marginT - marginB
	legendH        = 20
)

var (
	white = color.RGBA{255, 255, 255, 255}
	black = color.RGBA{0, 0, 0, 255}
	grey  = color.RGBA{225, 225, 225, 255}
	// resultColor colours each result, indexed by wdl.Result.
	resultColor = [3]color.RGBA{
		wdl.Loss: {200, 40, 40, 255},
		wdl.Draw: {110, 110, 110, 255},
		wdl.Win:  {30, 140, 50, 255},
	}
)

// WritePNG draws the calibration chart (Chart) as a PNG image to w.
func WritePNG(w io.Writer, c *wdl.Calibration) error {
	return png.Encode(w, Chart(c))
}

// Chart draws the calibration: for each material class a panel with the
// observed win, draw and loss rates of each score bucket shown as dots
// (bigger for more positions) and the model's mean prediction as lines,
// scores from −wdl.CalibrationRange to wdl.CalibrationRange across.
func Chart(c *wdl.Calibration) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, panelW*max(len(c.Buckets), 1), panelH+legendH))
	fill(img, img.Bounds(), white)
	for i, row := range c.Buckets {
		panel(img, i*panelW, c.Classes[i].Name, row)
	}
	lx := marginL
	for _, r := range []wdl.Result{wdl.Win, wdl.Draw, wdl.Loss} {
		disc(img, lx, panelH+6, 4, resultColor[r])
		text(img, lx+8, panelH+3, [3]string{wdl.Loss: "loss", wdl.Draw: "draw", wdl.Win: "win"}[r], resultColor[r])
		lx += 60
	}
	text(img, lx+20, panelH+3, "dots observed, lines predicted (side to move)", black)
	return img
}

// panel draws one material class's buckets with its left edge at ox.
func panel(img *image.RGBA, ox int, name string, row []wdl.Bucket) {
	const span = wdl.CalibrationRange
	x := func(cp float64) int { return ox + marginL + int((cp+span)/(2*span)*plotW) }
	y := func(p float64) int { return marginT + int((1-p)*plotH) }
	// Grid, axes and labels.
	for _, p := range []float64{0.25, 0.5, 0.75} {
		line(img, x(-span), y(p), x(span), y(p), grey)
	}
	for cp := -400; cp <= 400; cp += 200 {
		line(img, x(float64(cp)), y(0), x(float64(cp)), y(1), grey)
		label := fmt.Sprint(cp)
		text(img, x(float64(cp))-len(label)*3, y(0)+6, label, black)
	}
	line(img, x(-span), y(0), x(span), y(0), black)
	line(img, x(-span), y(0), x(-span), y(1), black)
	for _, p := range []float64{0, 0.5, 1} {
		text(img, ox+8, y(p)-3, strings.TrimPrefix(fmt.Sprint(p), "0"), black)
	}
	text(img, ox+marginL, 8, name, black)
	text(img, ox+marginL+plotW/2-30, y(0)+20, "score cp", black)
	// The predicted lines, broken where a bucket is not shown, then the
	// observed dots over them.
	for r := wdl.Loss; r <= wdl.Win; r++ {
		px, py := -1, -1
		for _, b := range row {
			if !b.Shown() {
				px = -1
				continue
			}
			_, pred := b.Rates(r)
			cx, cy := x(b.Mid()), y(pred)
			if px >= 0 {
				thickLine(img, px, py, cx, cy, resultColor[r])
			}
			px, py = cx, cy
		}
	}
	for r := wdl.Loss; r <= wdl.Win; r++ {
		for _, b := range row {
			if b.Shown() {
				obs, _ := b.Rates(r)
				disc(img, x(b.Mid()), y(obs), 2+int(math.Min(4, math.Log10(float64(b.N)))), resultColor[r])
			}
		}
	}
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
