package search

import (
	"bufio"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unsafe"
)

// TestTableAdvisedHugePages checks that a table of 64 MB carries the huge
// page advice: the mapping that holds it has the "hg" flag (MADV_HUGEPAGE)
// in /proc/self/smaps. Whether the kernel then backs it with 2 MB pages
// depends on the machine (fragmentation, the defrag setting, a container's
// limits), so that part is logged, not asserted. Skipped where transparent
// huge pages are off or the kernel has none.
func TestTableAdvisedHugePages(t *testing.T) {
	mode, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/enabled")
	if err != nil || strings.Contains(string(mode), "[never]") {
		t.Skip("transparent huge pages are not available")
	}
	tt := NewTT(64)
	tt.Clear() // touch every page
	addr := uint64(uintptr(unsafe.Pointer(&tt.clusters[0])))
	m := mappingOf(t, addr)
	if m.flags == nil {
		t.Skip("this kernel's smaps has no VmFlags")
	}
	if !slices.Contains(m.flags, "hg") {
		t.Errorf("the table's mapping lacks the huge page advice: VmFlags %v", m.flags)
	}
	t.Logf("AnonHugePages %d kB of the table's mapping (THP %s)", m.hugeKB, strings.TrimSpace(string(mode)))
}

// mapping is what /proc/self/smaps says of one mapping.
type mapping struct {
	hugeKB int      // AnonHugePages
	flags  []string // VmFlags
}

// mappingOf returns the entry of /proc/self/smaps whose range holds addr.
func mappingOf(t *testing.T, addr uint64) mapping {
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		t.Skip(err)
	}
	defer f.Close()
	var m mapping
	in, found := false, false
	for sc := bufio.NewScanner(f); sc.Scan(); {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 {
			continue
		}
		if lo, hi, ok := strings.Cut(fields[0], "-"); ok && !strings.HasSuffix(fields[0], ":") {
			if in {
				return m
			}
			a, err1 := strconv.ParseUint(lo, 16, 64)
			b, err2 := strconv.ParseUint(hi, 16, 64)
			in = err1 == nil && err2 == nil && a <= addr && addr < b
			found = found || in
			continue
		}
		switch {
		case in && fields[0] == "AnonHugePages:" && len(fields) > 1:
			m.hugeKB, _ = strconv.Atoi(fields[1])
		case in && fields[0] == "VmFlags:":
			m.flags = fields[1:]
		}
	}
	if !found {
		t.Fatalf("no mapping holds %#x", addr)
	}
	return m
}
