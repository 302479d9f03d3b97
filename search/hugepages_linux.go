package search

import (
	"syscall"
	"unsafe"
)

// adviseHugePages asks Linux to back the table with 2 MB pages where its
// transparent huge pages are set to "madvise" (the common default): a probe
// of a large table then rarely misses the TLB as well as the cache.
func adviseHugePages(c []ttCluster) {
	if len(c) == 0 {
		return
	}
	b := unsafe.Slice((*byte)(unsafe.Pointer(&c[0])), len(c)*int(unsafe.Sizeof(c[0])))
	_ = syscall.Madvise(b, syscall.MADV_HUGEPAGE) // advice only: a refusal changes nothing
}
