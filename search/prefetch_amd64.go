package search

import "unsafe"

// prefetch asks the processor to start loading addr's cache line, so that
// a load soon after does not wait for memory. It never faults.
//
//go:noescape
func prefetch(addr unsafe.Pointer)
