//go:build !unix

package syzygy

import "os"

// mapFile reads the whole file: this system has no mmap in package syscall.
func mapFile(f *os.File, size int64) ([]byte, func(), error) { return readAll(f, size) }
