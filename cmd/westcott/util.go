package main

import (
	"runtime/pprof"
	"sort"
)

func sortedStrings(s []string) []string {
	sort.Strings(s)
	return s
}

// startCPUProfile starts a CPU profile written to the file name (for
// -cpuprofile flags) through a temporary file beside it, named for command
// (output.go); the returned function stops the profile and puts the file
// in place.
func startCPUProfile(name, command string) (stop func() error, err error) {
	f, err := createOutput(name, command)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.abort()
		return nil, err
	}
	return func() error {
		pprof.StopCPUProfile()
		return f.commit()
	}, nil
}
