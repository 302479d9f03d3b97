package wdlfit

import (
	"bytes"
	"image"
	"image/png"
	"testing"

	"github.com/westcott-chess/westcott/wdl"
)

// count returns how many pixels of img have colour c in the rectangle r.
func count(img image.Image, r image.Rectangle, c [4]uint32) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			cr, cg, cb, ca := img.At(x, y).RGBA()
			if [4]uint32{cr >> 8, cg >> 8, cb >> 8, ca >> 8} == c {
				n++
			}
		}
	}
	return n
}

func rgba(r wdl.Result) [4]uint32 {
	c := resultColor[r]
	return [4]uint32{uint32(c.R), uint32(c.G), uint32(c.B), uint32(c.A)}
}

// The chart draws one panel a material class, and a class's dots and lines
// only where its buckets have enough samples.
func TestWritePNG(t *testing.T) {
	c := wdl.Calibrate(&wdl.Westcott, nil)
	for j := range c.Buckets[1] { // the middle class only: 40 positions a bucket, all draws
		b := &c.Buckets[1][j]
		b.N, b.Observed[wdl.Draw] = 40, 40
		b.Predicted = [3]float64{wdl.Loss: 6, wdl.Draw: 24, wdl.Win: 10}
	}
	var buf bytes.Buffer
	if err := WritePNG(&buf, c); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 3*panelW || b.Dy() != panelH+legendH {
		t.Fatalf("image %v, want %dx%d", b, 3*panelW, panelH+legendH)
	}
	plots := func(i int) image.Rectangle {
		return image.Rect(i*panelW+marginL, marginT, (i+1)*panelW, marginT+plotH+1)
	}
	for _, r := range []wdl.Result{wdl.Win, wdl.Draw, wdl.Loss} {
		if n := count(img, plots(0), rgba(r)); n != 0 {
			t.Errorf("the empty class has %d pixels of result %d", n, r)
		}
		if n := count(img, plots(1), rgba(r)); n < 200 {
			t.Errorf("the filled class has %d pixels of result %d, want its line and dots", n, r)
		}
		if n := count(img, image.Rect(0, panelH, 3*panelW, panelH+legendH), rgba(r)); n == 0 {
			t.Errorf("the legend lacks result %d", r)
		}
	}
	// The draws are observed at rate 1, at the top of the panel.
	if n := count(img, image.Rect(panelW+marginL, marginT-6, 2*panelW, marginT+6), rgba(wdl.Draw)); n < 100 {
		t.Errorf("%d draw pixels at rate 1, want the observed dots there", n)
	}
}
