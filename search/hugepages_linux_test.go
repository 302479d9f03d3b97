package search

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
	"unsafe"
)

// TestTableOnHugePages checks that a table of 64 MB, once written, is backed
// by 2 MB pages: the mapping that holds it reports AnonHugePages in
// /proc/self/smaps. Skipped where transparent huge pages are off.
func TestTableOnHugePages(t *testing.T) {
	mode, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/enabled")
	if err != nil || strings.Contains(string(mode), "[never]") {
		t.Skip("transparent huge pages are not available")
	}
	tt := NewTT(64)
	tt.Clear() // touch every page
	addr := uint64(uintptr(unsafe.Pointer(&tt.clusters[0])))
	if kb := anonHugeKB(t, addr); kb == 0 {
		t.Errorf("the table's mapping has no huge pages (AnonHugePages 0 kB)")
	}
}

// anonHugeKB returns AnonHugePages of the mapping of /proc/self/smaps that
// holds addr.
func anonHugeKB(t *testing.T, addr uint64) int {
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	in := false
	for sc := bufio.NewScanner(f); sc.Scan(); {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 {
			continue
		}
		if lo, hi, ok := strings.Cut(fields[0], "-"); ok && !strings.HasSuffix(fields[0], ":") {
			a, err1 := strconv.ParseUint(lo, 16, 64)
			b, err2 := strconv.ParseUint(hi, 16, 64)
			in = err1 == nil && err2 == nil && a <= addr && addr < b
			continue
		}
		if in && fields[0] == "AnonHugePages:" && len(fields) > 1 {
			kb, _ := strconv.Atoi(fields[1])
			return kb
		}
	}
	t.Fatalf("no mapping holds %#x", addr)
	return 0
}
