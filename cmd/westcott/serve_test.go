package main

import (
	"bufio"
	"bytes"
	"io"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/westcott-chess/westcott/engine"
)

// TestServe starts the real binary's server on a free loopback port, loads
// the page and asks the API a question while an analysis streams, then
// stops it with SIGINT (Ctrl-C): it must end the stream and exit 0. Bound
// beyond loopback, serve wants -public and says so; bad flags get one line and exit 2.
func TestServe(t *testing.T) {
	bin := buildBinary(t)
	t.Run("Loopback", func(t *testing.T) { serveLoopback(t, bin) })
	t.Run("Elsewhere", func(t *testing.T) { serveElsewhere(t, bin) })
	t.Run("Flags", serveFlags)
}

func serveLoopback(t *testing.T, bin string) {
	cmd := exec.Command(bin, "serve", "-addr", "127.0.0.1:0")
	stdout, _ := cmd.StdoutPipe()
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	out := bufio.NewReader(stdout)
	first, err := out.ReadString('\n')
	if err != nil {
		t.Fatalf("%v; stderr %s", err, stderr.String())
	}
	_, rest, ok := strings.Cut(first, "http://")
	url, _, _ := strings.Cut(rest, " ")
	if !ok || !strings.HasPrefix(first, "Westcott is serving on http://127.0.0.1:") || !strings.HasSuffix(url, "/") ||
		!strings.Contains(first, " with the "+engine.Eval{}.String()+" — ") {
		t.Fatalf("first line %q", first)
	}
	url = "http://" + strings.TrimSuffix(url, "/")

	resp, err := http.Get(url + "/")
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !bytes.Contains(page, []byte("<title>Westcott</title>")) {
		t.Fatalf("GET /: %d %.200s", resp.StatusCode, page)
	}
	stream, err := http.Get(url + "/api/analyse?client=t")
	if err != nil {
		t.Fatal(err)
	}
	defer stream.Body.Close()
	sc := bufio.NewScanner(stream.Body)
	if !sc.Scan() || !strings.HasPrefix(sc.Text(), "event: report") {
		t.Fatalf("analysis stream began with %q", sc.Text())
	}
	resp, err = http.Post(url+"/api/position", "application/json", strings.NewReader(`{"moves": ["e2e4", "e7e5"]}`))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !bytes.Contains(body, []byte(`"fen":"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"`)) {
		t.Errorf("position: %s", body)
	}

	cmd.Process.Signal(syscall.SIGINT)
	ended := make(chan string)
	go func() {
		last := ""
		for sc.Scan() {
			if strings.HasPrefix(sc.Text(), "data: ") {
				last = sc.Text()
			}
		}
		ended <- last
	}()
	select {
	case last := <-ended:
		if !strings.Contains(last, `"stopped":"server closing"`) {
			t.Errorf("the stream's last event: %s", last)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the analysis stream did not end at SIGINT")
	}
	rest2, _ := io.ReadAll(out)
	if err := cmd.Wait(); err != nil {
		t.Fatalf("exit: %v; stderr %s", err, stderr.String())
	}
	if string(rest2) != "Westcott stopped.\n" || stderr.Len() != 0 {
		t.Errorf("stdout after the address %q, stderr %q", rest2, stderr.String())
	}
}

func serveElsewhere(t *testing.T, bin string) {
	cmd := exec.Command(bin, "serve", "-addr", "0.0.0.0:0", "-public")
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	r := bufio.NewReader(stdout)
	l1, _ := r.ReadString('\n')
	l2, _ := r.ReadString('\n')
	cmd.Process.Signal(os.Interrupt)
	cmd.Wait()
	if !strings.HasPrefix(l1, "Westcott is serving on http://127.0.0.1:") || !strings.Contains(l2, "not only loopback (-public): anyone who can reach this machine") {
		t.Errorf("bound to 0.0.0.0: %q %q", l1, l2)
	}
}

func serveFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-hash", "0"}, "-hash 0: 0 MB out of range 1..65536"},
		{[]string{"-searches", "-1"}, "-searches -1 out of range 0..256"},
		{[]string{"-addr", "nonsense"}, "westcott serve: listen tcp: address nonsense"},
		{[]string{"-max-move", "0s"}, "must be positive"},
		{[]string{"extra"}, `unexpected argument "extra"`},
		{[]string{"-addr", "0.0.0.0:0"}, "-addr 0.0.0.0:0 listens beyond loopback, where anyone who can reach this machine could use the engine: add -public to mean it"},
		{[]string{"-addr", ":0"}, "add -public"},
	} {
		var out, errb bytes.Buffer
		code := run(append([]string{"serve"}, c.args...), strings.NewReader(""), &out, &errb)
		if code != exitUsage || strings.Count(errb.String(), "\n") != 1 || !strings.Contains(errb.String(), c.want) || out.Len() != 0 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q, want %q", c.args, code, out.String(), errb.String(), c.want)
		}
	}
}
