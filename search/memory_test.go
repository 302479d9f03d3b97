package search

import (
	"runtime"
	"testing"
)

// TestCheckHashMB: the range, and half the machine's memory for all the
// tables together.
func TestCheckHashMB(t *testing.T) {
	for _, mb := range []int{MinHashMB - 1, MaxHashMB + 1, -1 << 40} {
		if CheckHashMB(mb, 1) == nil {
			t.Errorf("%d MB accepted", mb)
		}
	}
	if err := CheckHashMB(16, 2); err != nil {
		t.Errorf("2 tables of 16 MB: %v", err)
	}
	mem := totalMemoryMB()
	if mem <= 0 || mem/2 > MaxHashMB {
		t.Skip("machine memory unknown or over twice MaxHashMB: the memory bound is not reached")
	}
	if err := CheckHashMB(mem/2, 1); err != nil {
		t.Errorf("half the memory, %d MB: %v", mem/2, err)
	}
	if err := CheckHashMB(mem/2+1, 1); err == nil {
		t.Errorf("%d MB of %d accepted", mem/2+1, mem)
	}
	if err := CheckHashMB(mem/4+1, 2); err == nil {
		t.Errorf("2 tables of %d MB of %d accepted", mem/4+1, mem)
	}
}

// TestSearcherMemory: a thread costs about 4 MB, as MaxThreads's comment
// and the README's Threads option say (256 threads: 1 GB).
func TestSearcherMemory(t *testing.T) {
	tt := NewTT(1)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	g := NewGroup(tt, 8)
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(g)
	per := float64(after.TotalAlloc-before.TotalAlloc) / 8 / (1 << 20)
	if per < 3 || per > 5 {
		t.Errorf("a thread takes %.2f MB, not the documented 4", per)
	}
}
