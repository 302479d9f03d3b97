//go:build !unix

package trials

import "time"

var start = time.Now()

// cpuTime falls back to the wall clock where getrusage is not available.
func cpuTime() time.Duration { return time.Since(start) }
