//go:build !amd64

package search

import "unsafe"

func prefetch(addr unsafe.Pointer) {}
