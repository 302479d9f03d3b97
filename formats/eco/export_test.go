package eco

// Table exposes the built table to the tests: every opening in file order
// and how many distinct positions they name.
func Table() (openings []Opening, positions int) {
	t := load()
	return t.openings, len(t.byKey)
}

// Build builds a fresh table from the embedded files, for the benchmark.
func Build() error {
	_, err := build(files)
	return err
}
