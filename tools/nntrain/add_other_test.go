//go:build !amd64

package nntrain

// vectorCPU reports whether this CPU can run the vector kernels: there are
// none but on amd64.
func vectorCPU() bool { return false }
