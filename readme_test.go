package westcott_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/engine/uci"
)

// TestREADMEOptions checks that README's table of UCI options names every
// option the engine declares.
func TestREADMEOptions(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	uci.New(&out).Execute("uci")
	n := 0
	for _, l := range strings.Split(out.String(), "\n") {
		rest, ok := strings.CutPrefix(l, "option name ")
		if !ok {
			continue
		}
		name, _, _ := strings.Cut(rest, " type ")
		n++
		if !bytes.Contains(readme, []byte("`"+name+"`")) {
			t.Errorf("README does not list the UCI option %s", name)
		}
	}
	if n < 20 {
		t.Fatalf("uci declared %d options:\n%s", n, out.String())
	}
}

// TestREADMEProgram builds and runs the README's whole program as a user
// would: in a module of its own outside this one, which requires Westcott
// and replaces it by this checkout (no network: the program imports only
// the standard library and chess). Its output must be what the README says
// it prints.
func TestREADMEProgram(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(readme), "\n## As a Go library\n")
	if !ok {
		t.Fatal(`README has no section "## As a Go library"`)
	}
	program := fenced(t, section, "```go\npackage main\n")
	want := fenced(t, section, "```text\n")
	checkout, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	gomod := "module example.com/readme\n\ngo 1.26.0\n\nrequire " + modulePath(t) + " v0.0.0\n\nreplace " + modulePath(t) + " => " + checkout + "\n"
	for name, text := range map[string]string{"go.mod": gomod, "main.go": program} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	gocmd, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the go command is needed to build the README's program: %v", err)
	}
	cmd := exec.Command(gocmd, "run", ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off", "GOTOOLCHAIN=local")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go run of the README's program: %v\n%s", err, stderr.String())
	}
	if string(out) != want {
		t.Errorf("the README's program prints\n%s\nthe README says\n%s", out, want)
	}
	// What the program must show, whatever the README's text.
	for _, s := range []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n",
		"  a b c d e f g h\n",
		" 0-1     black wins by checkmate\n",
		" 1/2-1/2 draw by threefold repetition\n",
		"e4                                  *       not over\n",
	} {
		if !strings.Contains(string(out), s) {
			t.Errorf("the README's program does not print %q", s)
		}
	}
}

// fenced returns the text of the first fenced block of s that starts with
// the line open, the line itself left out unless it is a package clause.
func fenced(t *testing.T, s, open string) string {
	t.Helper()
	i := strings.Index(s, open)
	if i < 0 {
		t.Fatalf("README's library section has no block %q", open)
	}
	body := s[i+len(open):]
	if strings.HasPrefix(open, "```go\n") {
		body = s[i+len("```go\n"):]
	}
	end := strings.Index(body, "\n```\n")
	if end < 0 {
		t.Fatalf("README's block %q is not closed", open)
	}
	return body[:end+1]
}
