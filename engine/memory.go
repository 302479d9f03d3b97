package engine

import (
	"bufio"
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
