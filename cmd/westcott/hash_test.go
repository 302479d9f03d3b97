package main

import (
	"strconv"
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/search"
)

// TestHashFlagsRefused: every -hash is checked by search.CheckHashMB, for
// all the command's tables together, and refused with its error, exit 2,
// before any work (issue 43: epd -hash 65536 was clamped silently and took
// 12 GB).
func TestHashFlagsRefused(t *testing.T) {
	dir := t.TempDir()
	cmds := func(hash string) [][]string {
		return [][]string{
			{"epd", "-file", "../../data/epd/wac.epd", "-threads", "2", "-hash", hash},
			{"datagen", "-games", "1", "-out", dir + "/d.bin", "-threads", "2", "-hash", hash},
			{"serve", "-searches", "2", "-addr", "127.0.0.1:0", "-hash", hash},
		}
	}
	check := func(hash, want string) {
		for _, args := range cmds(hash) {
			code, out, errOut := runCmd(args...)
			if code != exitUsage || out != "" || !strings.Contains(errOut, "-hash "+hash+": "+want) {
				t.Errorf("%v: exit %d, stdout %q, stderr %q, want %q", args, code, out, errOut, want)
			}
		}
	}
	check(strconv.Itoa(search.MaxHashMB+1), strconv.Itoa(search.MaxHashMB+1)+" MB out of range")
	// Two tables, each of them within half the memory and both above it.
	for mb := 1024; mb <= search.MaxHashMB; mb *= 2 {
		if search.CheckHashMB(mb, 1) == nil && search.CheckHashMB(mb, 2) != nil {
			check(strconv.Itoa(mb), "2 tables of "+strconv.Itoa(mb)+" MB are more than half of this machine's")
			return
		}
	}
	t.Log("no size in range refused for memory on this machine (memory unknown or over twice the maximum)")
}
