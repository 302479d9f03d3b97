package clip

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestCut(t *testing.T) {
	for _, c := range []struct {
		s    string
		n    int
		want string
	}{
		{"Nf3", 40, "Nf3"},
		{"Nf3", 3, "Nf3"},
		{"Nf3+", 3, "Nf3…"},
		{"", 0, ""},
		{"ab", 0, "…"},
		{"ab", -1, "…"},
		{"é1", 1, "…"},   // é is two bytes: nothing of it fits in one
		{"aé1", 2, "a…"}, // the cut falls inside é and backs off to its start
		{"aé1", 3, "aé…"},
		{"\xff\xfe\xfd", 2, "\xff\xfe…"}, // invalid bytes are kept, each its own boundary
	} {
		if got := Cut(c.s, c.n); got != c.want {
			t.Errorf("Cut(%q, %d) = %q, want %q", c.s, c.n, got, c.want)
		}
	}
}

func TestLine(t *testing.T) {
	for _, c := range []struct {
		s    string
		n    int
		want string
	}{
		{"bad move\nxyz", 40, "bad move xyz"},
		{"a\tb\r\x00\x7fc", 40, "a b   c"},
		{"a\xffb", 40, "a\uFFFDb"},
		{"abc\ndef", 5, "abc d…"},
	} {
		if got := Line(c.s, c.n); got != c.want {
			t.Errorf("Line(%q, %d) = %q, want %q", c.s, c.n, got, c.want)
		}
	}
}

// FuzzLine checks what the messages rely on: Line's answer is valid UTF-8,
// one line, no longer than n bytes and the ellipsis, and a prefix of s's
// cleaned text.
func FuzzLine(f *testing.F) {
	f.Add("bad move\nxyz", 5)
	f.Add("\xff\xfe[[[[", 3)
	f.Fuzz(func(t *testing.T, s string, n int) {
		n %= 1 << 12
		got := Line(s, n)
		if !utf8.ValidString(got) || strings.ContainsAny(got, "\n\r\x00") {
			t.Fatalf("Line(%q, %d) = %q: not one valid line", s, n, got)
		}
		body, _ := strings.CutSuffix(got, Ellipsis)
		if len(body) > max(n, 0) {
			t.Fatalf("Line(%q, %d) = %q: %d bytes", s, n, got, len(got))
		}
		if !strings.HasPrefix(Line(s, len(s)*3+3), body) {
			t.Fatalf("Line(%q, %d) = %q: not a prefix of the whole line", s, n, got)
		}
	})
}
