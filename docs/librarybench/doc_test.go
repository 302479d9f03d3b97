package librarybench

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestLibraryDoc checks that docs/LIBRARY.md shows the code that runs: each
// of its Go blocks is a run of lines of tasks_test.go, indentation aside,
// and each output block one of its examples' Output comments.
func TestLibraryDoc(t *testing.T) {
	doc, err := os.ReadFile("../LIBRARY.md")
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("tasks_test.go")
	if err != nil {
		t.Fatal(err)
	}
	// normalize trims every line; comment also drops a leading "//", so
	// that an Output comment reads as the output it wants.
	normalize := func(s string, comment bool) string {
		lines := strings.Split(s, "\n")
		for i, l := range lines {
			l = strings.TrimSpace(l)
			if comment && strings.HasPrefix(l, "//") {
				l = strings.TrimSpace(strings.TrimPrefix(l, "//"))
			}
			lines[i] = l
		}
		return "\n" + strings.Join(lines, "\n") + "\n"
	}
	code, outputs := normalize(string(src), false), normalize(string(src), true)
	blocks := regexp.MustCompile("(?s)```(go)?\n(.*?)```").FindAllStringSubmatch(string(doc), -1)
	goBlocks := 0
	for _, b := range blocks {
		want := normalize(strings.TrimSuffix(b[2], "\n"), false)
		if b[1] == "go" {
			goBlocks++
			if !strings.Contains(code, want) {
				t.Errorf("LIBRARY.md shows code that tasks_test.go does not have:\n%s", b[2])
			}
		} else if !strings.Contains(outputs, want) {
			t.Errorf("LIBRARY.md shows an output that no example of tasks_test.go wants:\n%s", b[2])
		}
	}
	if goBlocks != 16 {
		t.Errorf("%d Go blocks in LIBRARY.md, want 16: eight tasks, two libraries", goBlocks)
	}
}
