package nntrain

import "golang.org/x/sys/cpu"

// vectorCPU reports whether this CPU can run the vector kernels, read
// apart from the package's own choice (useAVX2).
func vectorCPU() bool { return cpu.X86.HasAVX2 }
