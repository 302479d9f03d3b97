package westcott_test

import (
	"cmp"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// maxFuncLines bounds a function's length, from its func keyword to its
// closing brace, in the code that is not a test: a longer one is split where
// a step has a name of its own.
const maxFuncLines = 150

// longFuncs are the functions allowed over maxFuncLines, by directory and
// name ("Type.method" for a method, a path.Match pattern), with the reason. They are the two hot
// search loops, kept whole so that no call is added on their path: the
// engine's negamax and the trials study's model search, whose speed is
// measured against the C program (search_gen.go is the same search
// generated for the other boards, by studies/trials/internal/gensearch).
var longFuncs = map[string]string{
	"search Searcher.negamax":        "the engine's hot search loop",
	"studies/trials search*.search":  "the trials search, measured against the C program",
	"studies/trials search*.qsearch": "the trials quiescence search, measured against the C program",
}

// allowedLong returns the longFuncs entry that allows f, if any.
func allowedLong(f funcLength) (string, bool) {
	for key := range longFuncs {
		dir, pattern, _ := strings.Cut(key, " ")
		if ok, _ := path.Match(pattern, f.name); ok && dir == f.dir {
			return key, true
		}
	}
	return "", false
}

// funcLength is one function's place and length.
type funcLength struct {
	dir, name, pos string
	lines          int
}

// TestFunctionLength fails on a function of the module's code (tests
// aside) longer than maxFuncLines that longFuncs does not name, and on a
// longFuncs entry that no longer names a long function.
func TestFunctionLength(t *testing.T) {
	funcs := readFuncLengths(t)
	used := map[string]bool{}
	for _, f := range funcs {
		if f.lines <= maxFuncLines {
			continue
		}
		if key, ok := allowedLong(f); ok {
			used[key] = true
			continue
		}
		t.Errorf("%s: %s is %d lines, over %d: split it where a step has a name of its own (funclen_test.go)",
			f.pos, f.name, f.lines, maxFuncLines)
	}
	for key := range longFuncs {
		if !used[key] {
			t.Errorf("longFuncs: %q is not a function over %d lines; remove it", key, maxFuncLines)
		}
	}
	if testing.Verbose() {
		slices.SortFunc(funcs, func(a, b funcLength) int { return cmp.Compare(b.lines, a.lines) })
		for _, f := range funcs[:min(len(funcs), 12)] {
			t.Logf("%4d %s %s", f.lines, f.pos, f.name)
		}
	}
}

// readFuncLengths parses every Go file of the module that is not a test
// (skipping testdata, directories starting with "." or "_", and other
// modules, as readImports does) and returns its functions' lengths.
func readFuncLengths(t *testing.T) []funcLength {
	var funcs []funcLength
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
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			start, end := fset.Position(fn.Pos()), fset.Position(fn.End())
			funcs = append(funcs, funcLength{
				dir:   filepath.ToSlash(filepath.Dir(path)),
				name:  funcName(fn),
				pos:   fmt.Sprintf("%s:%d", filepath.ToSlash(path), start.Line),
				lines: end.Line - start.Line + 1,
			})
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return funcs
}

// funcName returns a function's name, "Type.method" for a method.
func funcName(fn *ast.FuncDecl) string {
	if fn.Recv == nil || len(fn.Recv.List) == 0 {
		return fn.Name.Name
	}
	typ := fn.Recv.List[0].Type
	for {
		switch x := typ.(type) {
		case *ast.StarExpr:
			typ = x.X
			continue
		case *ast.IndexExpr:
			typ = x.X
			continue
		case *ast.IndexListExpr:
			typ = x.X
			continue
		}
		break
	}
	if id, ok := typ.(*ast.Ident); ok {
		return id.Name + "." + fn.Name.Name
	}
	return fn.Name.Name
}
