package westcott_test

import (
	"bufio"
	"fmt"
	"go/parser"
	"go/token"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// layers is the one table of the module's packages, bottom up, as
// docs/ARCHITECTURE.md draws them. A package may import only packages of
// lower layers, so data flows one way and siblings stay independent; its
// tests are clients and may import any package that does not import the
// package back. A package missing from the table fails TestLayers: a new package
// must be given its place.
var layers = []struct {
	name string
	pkgs []string
}{
	{"square sets, scores", []string{
		"bitboard",
		"internal/clip", // untrusted text cut short for messages (pgn, engine/uci, web, the binary)
		"score",         // the scale of scores: centipawns, mates (search, the training data)
	}},
	{"attack tables", []string{"attacks"}},
	{"rules", []string{"chess", "studies/trialsmodel"}},
	{"libraries, formats, UCI client", []string{
		"pawns", "attackmap", "studies/dirgolem", "studies/mailbox", "formats/pgn", "formats/epd", "formats/uci", "formats/uci/ucitest",
		"formats/polyglot",     // Polyglot opening books
		"wdl",                  // score and material → win/draw/loss, fitted to Westcott's games
		"formats/syzygy",       // endgame tables, probed with chess's positions
		"formats/svg",          // positions and square sets drawn as SVG pictures
		"formats/eco",          // opening names by position key, lichess's table embedded
		"nnue",                 // the network evaluation: inference, updates, its file format
		"tools/fit",            // the training maths of tune and nntrain: σ, K's fit, Adam, parallel sums
		"formats/trainingdata", // self-play's games and scored positions, binary and text
	}},
	{"built on those", []string{
		"eval",               // pawn structure from pawns
		"studies/trials",     // the model search on mailbox boards
		"formats/cecp",       // reuses uci's engine processes
		"studies/perftsuite", // perft suites over the move generators
		"studies/bitview",    // the named sets of show and serve, from attackmap, dirgolem, pawns
	}},
	{"trainers", []string{
		"tools/tune",    // Texel tuning of eval's weights on the training data
		"tools/nntrain", // training nnue's networks on the training data
	}},
	{"search, matches", []string{"search", "tools/match"}},
	{"engine, game tools", []string{
		"engine",       // the engine in process: table, threads, evaluation, tables, book, search
		"tools/spsa",   // tuning an engine's options by SPSA in game pairs
		"tools/wdlfit", // match games into wdl's samples; the calibration chart
	}},
	{"engine users", []string{
		"engine/uci",    // the UCI server: parses commands, calls the engine, prints the answers
		"tools/suite",   // EPD suites on the engine in process or on UCI engines
		"tools/datagen", // self-play games for tuning data, on engines in process
		"web",           // westcott serve: the page and its JSON API, engines in process
	}},
	{"commands", []string{"cmd/westcott", "studies/trials/internal/gensearch"}},
}

// folders is the tree's plan, one row a top-level folder that groups
// packages, with the folders whose code may import them (docs/ARCHITECTURE.md,
// "Folders"). The engine core and its libraries sit at the root and may be
// imported by anyone; formats/ (files and protocols) likewise; studies/ and
// tools/ are leaves the core never reaches into; web and cmd are the top.
var folders = []struct {
	prefix      string   // the folder, with its slash
	importedBy  []string // prefixes of the packages that may import it; its own always may
	description string
}{
	{"formats/", []string{""}, "file formats and protocols"},
	{"studies/", []string{"web", "cmd/"}, "the seed pages' studies: other boards, generators and viewers"},
	{"tools/", []string{"cmd/"}, "the workshop: matches, self-play, tuning, training, suites"},
	{"web", []string{"cmd/"}, "westcott serve"},
	{"cmd/", nil, "the binary"},
}

// maxTopFolders bounds the folders at the root that hold Go code, so that the
// root stays a map: a new package joins a group or the core on purpose (the
// last to join the core: score, so that the training data need not link search).
const maxTopFolders = 17

// TestFolders checks the folder rules: every import of code obeys the
// folders table, and at most maxTopFolders top-level folders hold Go code.
func TestFolders(t *testing.T) {
	module := modulePath(t)
	pkgs := readImports(t, module)
	top := map[string]bool{}
	for p := range pkgs {
		top[strings.SplitN(p, "/", 2)[0]] = true
	}
	delete(top, ".")
	if len(top) > maxTopFolders {
		t.Errorf("%d top-level folders hold Go code (%s); at most %d: group them (docs/ARCHITECTURE.md, \"Folders\")",
			len(top), strings.Join(slices.Sorted(maps.Keys(top)), ", "), maxTopFolders)
	}
	within := func(p, prefix string) bool {
		return strings.HasPrefix(p, prefix) || p == strings.TrimSuffix(prefix, "/")
	}
	for _, p := range slices.Sorted(maps.Keys(pkgs)) {
		for dep, file := range pkgs[p].code {
			for _, f := range folders {
				if !within(dep, f.prefix) || within(p, f.prefix) {
					continue
				}
				if !slices.ContainsFunc(f.importedBy, func(by string) bool { return within(p, by) }) {
					t.Errorf("%s: %s imports %s, but %s (%s) is imported only by %v (layers_test.go, docs/ARCHITECTURE.md)",
						file, p, dep, f.prefix, f.description, f.importedBy)
				}
			}
		}
	}
}

// pkgImports is what one directory's Go files import from the module.
type pkgImports struct {
	hasCode bool              // a Go file that is not a test
	code    map[string]string // imported package -> a file importing it
}

// TestLayers reads every Go file's imports with go/parser and fails on an
// import that runs up the layers, on a package without a layer, on a table
// entry without a package, and on a dot import.
func TestLayers(t *testing.T) {
	layerOf := map[string]int{}
	for i, l := range layers {
		for _, p := range l.pkgs {
			if _, dup := layerOf[p]; dup {
				t.Errorf("layers table: %s is listed twice", p)
			}
			layerOf[p] = i
		}
	}
	module := modulePath(t)
	pkgs := readImports(t, module)

	describe := func(p string) string {
		return fmt.Sprintf("%s (layer %d, %s)", p, layerOf[p], layers[layerOf[p]].name)
	}
	for _, p := range slices.Sorted(maps.Keys(pkgs)) {
		imp := pkgs[p]
		if _, ok := layerOf[p]; !ok {
			t.Errorf("package %s has no layer: add it to the layers table in layers_test.go and to docs/ARCHITECTURE.md", p)
			continue
		}
		check := func(deps map[string]string, maxLayer int, what string) {
			for _, dep := range slices.Sorted(maps.Keys(deps)) {
				file := deps[dep]
				// A dependency without a layer is reported as such above.
				if l, ok := layerOf[dep]; !ok || l <= maxLayer {
					continue
				}
				t.Errorf("%s: %s imports %s, %s; the layers run bottom up (layers_test.go, docs/ARCHITECTURE.md)",
					file, describe(p), describe(dep), what)
			}
		}
		check(imp.code, layerOf[p]-1, "which is not below it")
	}
	for p := range layerOf {
		if _, ok := pkgs[p]; !ok {
			t.Errorf("layers table: %s is not a package of the module; remove it", p)
		}
	}
}

// modulePath returns the module path from go.mod.
func modulePath(t *testing.T) string {
	f, err := os.Open("go.mod")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), "module "); ok {
			return strings.TrimSpace(rest)
		}
	}
	t.Fatal("go.mod has no module line")
	return ""
}

// readImports walks the module as the go command does (skipping testdata
// and directories starting with "." or "_") and returns, for every directory
// with non-test Go files, its imports from the module, by path relative to
// the module. Every file counts, whatever its build constraints.
func readImports(t *testing.T, module string) map[string]*pkgImports {
	pkgs := map[string]*pkgImports{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			n := d.Name()
			if path != "." && (n == "testdata" || strings.HasPrefix(n, ".") || strings.HasPrefix(n, "_")) {
				return filepath.SkipDir
			}
			if _, err := os.Stat(filepath.Join(path, "go.mod")); path != "." && err == nil {
				return filepath.SkipDir // another module
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		dir := filepath.ToSlash(filepath.Dir(path))
		imp, ok := pkgs[dir]
		if !ok {
			imp = &pkgImports{code: map[string]string{}}
			pkgs[dir] = imp
		}
		// Tests are clients of their package, outside the layers: they may
		// import anything above that does not import them back (the go
		// command refuses such a cycle), as chess's tests read their perft
		// suites through epd and perftsuite. The layers bind the code.
		test := strings.HasSuffix(path, "_test.go")
		if !test {
			imp.hasCode = true
		}
		for _, s := range f.Imports {
			p, _ := strconv.Unquote(s.Path.Value)
			if s.Name != nil && s.Name.Name == "." {
				t.Errorf("%s: dot import of %s; name the package", path, p)
			}
			if rel, ok := strings.CutPrefix(p, module+"/"); ok && !test {
				imp.code[rel] = filepath.ToSlash(path)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// A directory of tests only (such as the module root, which holds this
	// file) is no package anyone can import.
	for dir, imp := range pkgs {
		if !imp.hasCode {
			delete(pkgs, dir)
		}
	}
	return pkgs
}
