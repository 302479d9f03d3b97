package nntrain

// The kernels of the training's hot loops, 2 × 32 × H additions a position
// each way: a hidden layer as its bias plus the first-layer columns of the
// active features (forward), and a hidden layer's gradient added to each of
// those columns' gradients (backward). On amd64 with AVX2 they run in
// assembly (add_amd64.s), 8 floats an instruction, over the columns' first
// H &^ 7 rows; the generic loops do the rest and are the reference, and a
// test checks that both agree.

// sumColumns sets dst (of length h) to bias plus the columns of table
// (feature f's at f·h) of feats.
func sumColumns(dst, bias, table []float32, feats []uint16, h int) {
	dst, bias = dst[:h], bias[:h]
	v := 0
	if useAVX2 && h >= 8 && len(feats) > 0 {
		v = h &^ 7
		checkColumns(table, feats, h)
		sumColumnsAVX2(&dst[0], &bias[0], &table[0], &feats[0], len(feats), h, v)
	}
	copy(dst[v:], bias[v:])
	for _, f := range feats {
		addToGeneric(dst[v:], table[int(f)*h+v:int(f)*h+h])
	}
}

// addToColumns adds src (of length h) to the columns of table of feats.
func addToColumns(table []float32, feats []uint16, src []float32, h int) {
	src = src[:h]
	v := 0
	if useAVX2 && h >= 8 && len(feats) > 0 {
		v = h &^ 7
		checkColumns(table, feats, h)
		addToColumnsAVX2(&table[0], &feats[0], len(feats), &src[0], h, v)
	}
	if v == h {
		return
	}
	for _, f := range feats {
		addToGeneric(table[int(f)*h+v:int(f)*h+h], src[v:])
	}
}

// checkColumns panics, as a slice expression would, if a feature's column
// lies beyond table: the assembly does not check.
func checkColumns(table []float32, feats []uint16, h int) {
	for _, f := range feats {
		_ = table[int(f)*h+h-1]
	}
}

func addToGeneric(dst, src []float32) {
	src = src[:len(dst)]
	for i, w := range src {
		dst[i] += w
	}
}

// dotCReLU2 returns Σ crelu(x[i])²·w[i], the output layer's sum over one
// side's hidden layer (len(w) ≥ len(x)). The vector form adds in eight
// lanes, so its sum may differ from the loop's in the last bits.
func dotCReLU2(x, w []float32) float32 {
	n := len(x)
	w = w[:n]
	var y float32
	if v := n &^ 7; useAVX2 && v > 0 {
		y = dotCReLU2AVX2(&x[0], &w[0], v)
		x, w = x[v:], w[v:]
	}
	for i, a := range x {
		c := crelu(a)
		y += c * c * w[i]
	}
	return y
}

// backHidden is the backward pass through one side's activation and output
// weights w, g being ∂loss/∂output: it adds g·crelu(x)² to gout (the output
// weights' gradient), sets dacc to ∂loss/∂x (2g·w·x inside (0, 1), where
// the activation has a slope, else 0) and adds it to gbias (the first
// layer's bias gradient). All have x's length.
func backHidden(x, w, gout, dacc, gbias []float32, g float32) {
	n := len(x)
	w, gout, dacc, gbias = w[:n], gout[:n], dacc[:n], gbias[:n]
	if v := n &^ 7; useAVX2 && v > 0 {
		backHiddenAVX2(&x[0], &w[0], &gout[0], &dacc[0], &gbias[0], g, v)
		x, w, gout, dacc, gbias = x[v:], w[v:], gout[v:], dacc[v:], gbias[v:]
	}
	g2 := 2 * g
	for i, a := range x {
		c := crelu(a)
		gout[i] += g * c * c
		d := float32(0)
		if a < 1 {
			d = g2 * w[i] * c // c is a here, or 0 where a ≤ 0
		}
		dacc[i] = d
		gbias[i] += d
	}
}
