package search

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// totalMemoryMB returns the machine's memory in MB as Linux reports it in
// /proc/meminfo ("MemTotal"), or 0 where it cannot be read (other systems).
func totalMemoryMB() int {
	f, err := os.Open("/proc/meminfo")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) >= 2 && fields[0] == "MemTotal:" {
			kb, err := strconv.Atoi(fields[1])
			if err != nil {
				return 0
			}
			return kb / 1024
		}
	}
	return 0
}

// CheckHashMB reports whether tables hash tables of mb megabytes each may
// be made: mb within MinHashMB..MaxHashMB, and all of them within half the
// machine's memory. Go cannot recover from a failed allocation, so every
// size a user gives (the Hash option, the commands' -hash flags) is checked
// here before a table is made, and a bigger one refused rather than the
// process killed making it.
func CheckHashMB(mb, tables int) error {
	if mb < MinHashMB || mb > MaxHashMB {
		return fmt.Errorf("%d MB out of range %d..%d", mb, MinHashMB, MaxHashMB)
	}
	mem := totalMemoryMB()
	switch {
	case mem <= 0 || mb*tables <= mem/2:
		return nil
	case tables > 1:
		return fmt.Errorf("%d tables of %d MB are more than half of this machine's %d MB", tables, mb, mem)
	}
	return fmt.Errorf("%d MB is more than half of this machine's %d MB", mb, mem)
}
