package main

import (
	"io"
	"os"
	"runtime/pprof"
	"sort"
)

func sortedStrings(s []string) []string {
	sort.Strings(s)
	return s
}

// writeFile creates the file name and fills it with write; a failure to
// write or to close it is the error.
func writeFile(name string, write func(io.Writer) error) error {
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := write(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// startCPUProfile starts a CPU profile written to the file name (for
// -cpuprofile flags); the returned function stops it and closes the file.
func startCPUProfile(name string) (stop func() error, err error) {
	f, err := os.Create(name)
	if err != nil {
		return nil, err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, err
	}
	return func() error {
		pprof.StopCPUProfile()
		return f.Close()
	}, nil
}
