//go:build unix

package syzygy

import (
	"os"
	"syscall"
)

// mapFile maps the file read-only into memory; the tables are read in place
// and the kernel pages them in on demand. When mapping fails (an empty file,
// a file system that cannot map) it falls back to reading the file.
func mapFile(f *os.File, size int64) ([]byte, func(), error) {
	if size > 0 && size == int64(int(size)) {
		b, err := syscall.Mmap(int(f.Fd()), 0, int(size), syscall.PROT_READ, syscall.MAP_SHARED)
		if err == nil {
			return b, func() { syscall.Munmap(b) }, nil
		}
	}
	return readAll(f, size)
}
