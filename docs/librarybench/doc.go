// Package librarybench measures Westcott's chess library beside
// github.com/notnil/chess v1.10.0 on the tasks of docs/LIBRARY.md: replaying
// a PGN file, perft through each library's public move API, and parsing SAN.
// It is a module of its own (go.mod beside this file, Westcott replaced by
// the checkout two folders up), so that the library gains no dependency;
// the main module's go test ./... does not enter it.
//
// Its tests check first that both libraries agree (the same games, final
// positions and perft counts), then the benchmarks time them:
//
//	cd docs/librarybench && go test -run '^$' -bench . -count 6
package librarybench
