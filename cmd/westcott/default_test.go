package main

import (
	"bufio"
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// buildBinary builds the westcott binary into a temporary folder and
// returns its path; the test skips where there is no go tool.
func buildBinary(t *testing.T) string {
	t.Helper()
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool to build the binary with")
	}
	bin := filepath.Join(t.TempDir(), "westcott")
	if out, err := exec.Command(gobin, "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// TestUCIEndToEnd builds the westcott binary and plays a short UCI
// conversation with it through pipes, as a GUI would.
func TestUCIEndToEnd(t *testing.T) {
	bin := buildBinary(t)
	cmd := exec.Command(bin)
	stdin, _ := cmd.StdinPipe()
	stdout, _ := cmd.StdoutPipe()
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	lines := make(chan string, 1000)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	send := func(s string) { io.WriteString(stdin, s+"\n") }
	expect := func(prefix string) string {
		t.Helper()
		timeout := time.After(30 * time.Second)
		for {
			select {
			case l, ok := <-lines:
				if !ok {
					t.Fatalf("output ended while waiting for %q (stderr: %s)", prefix, stderr.String())
				}
				if strings.HasPrefix(l, prefix) {
					return l
				}
			case <-timeout:
				t.Fatalf("no %q within 30s", prefix)
			}
		}
	}
	send("uci")
	if l := expect("id name"); l != "id name Westcott 0.1" {
		t.Errorf("got %q", l)
	}
	expect("uciok")
	send("setoption name Hash value 8")
	send("isready")
	expect("readyok")
	send("ucinewgame")
	send("position startpos moves e2e4")
	send("go wtime 2000 btime 2000 winc 20 binc 20")
	bm := expect("bestmove ")
	if f := strings.Fields(bm); len(f) < 2 || len(f[1]) < 4 {
		t.Errorf("bestmove line %q", bm)
	}
	send("quit")
	done := make(chan error)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("exit: %v (stderr: %s)", err, stderr.String())
		}
	case <-time.After(10 * time.Second):
		t.Error("no exit after quit")
	}
	if stderr.Len() > 0 {
		t.Errorf("stderr: %s", stderr.String())
	}
}

// From a pipe, no greeting: GUIs get pure UCI.
func TestNoGreetingOnPipe(t *testing.T) {
	var out, errOut bytes.Buffer
	code := run(nil, strings.NewReader("isready\nquit\n"), &out, &errOut)
	if code != exitOK || out.String() != "readyok\n" {
		t.Errorf("exit %d, output %q, want 0 and \"readyok\\n\"", code, out.String())
	}
}

func TestBenchCommand(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run([]string{"bench", "-depth", "3"}, nil, &out, &errOut); code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if n := len(lines); n < 2 || !strings.HasPrefix(lines[n-2], "nodes ") || !strings.HasPrefix(lines[n-1], "nps ") {
		t.Errorf("bench output does not end with nodes and nps:\n%s", out.String())
	}
	for _, args := range [][]string{{"bench", "-depth", "0"}, {"bench", "-depth", "x"}, {"bench", "extra"}} {
		out.Reset()
		errOut.Reset()
		if code := run(args, nil, &out, &errOut); code != exitUsage || errOut.Len() == 0 {
			t.Errorf("%q: exit %d, stderr %q; want exit 2 and a message", args, code, errOut.String())
		}
	}
}

// TestBenchProfile: -cpuprofile writes a profile go tool pprof reads (a
// gzipped protocol buffer), and a file it cannot create is an error.
func TestBenchProfile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "bench.prof")
	var out, errOut bytes.Buffer
	if code := run([]string{"bench", "-depth", "6", "-cpuprofile", file}, nil, &out, &errOut); code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	b, err := os.ReadFile(file)
	if err != nil || len(b) < 2 || b[0] != 0x1f || b[1] != 0x8b {
		t.Errorf("the profile is not a gzipped profile: %d bytes, %v", len(b), err)
	}
	errOut.Reset()
	out.Reset()
	if code := run([]string{"bench", "-depth", "1", "-cpuprofile", filepath.Join(file, "x")}, nil, &out, &errOut); code != exitUsage || !strings.Contains(errOut.String(), "cannot write") || strings.Contains(out.String(), "nodes") {
		t.Errorf("a profile that cannot be written: exit %d, stderr %q; want exit 2 and a message before the bench", code, errOut.String())
	}
}

// TestUCITune: westcott uci speaks UCI as westcott alone does, and with
// -tune declares the search parameters as options.
func TestUCITune(t *testing.T) {
	for _, c := range []struct {
		args []string
		want bool
	}{{nil, false}, {[]string{"uci"}, false}, {[]string{"uci", "-tune"}, true}} {
		var out, errOut bytes.Buffer
		code := run(c.args, strings.NewReader("uci\nsetoption name LMRBase value 90\nuci\n"), &out, &errOut)
		s := out.String()
		if code != exitOK || !strings.Contains(s, "uciok") {
			t.Errorf("westcott %q: exit %d, stderr %q\n%s", c.args, code, errOut.String(), s)
		}
		if got := strings.Contains(s, "option name LMRBase type spin default 75 min 0 max 200"); got != c.want {
			t.Errorf("westcott %q declares LMRBase: %v, want %v\n%s", c.args, got, c.want, s)
		}
		if got := strings.Contains(s, "option name LMRBase type spin default 90 "); got != c.want {
			t.Errorf("westcott %q: LMRBase 90 after setoption: %v, want %v\n%s", c.args, got, c.want, s)
		}
	}
	code, _, errOut := runCmd("uci", "-x")
	if code != exitUsage || !strings.Contains(errOut, "-x") {
		t.Errorf("uci -x: exit %d, stderr %q", code, errOut)
	}
}
