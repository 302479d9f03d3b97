package main

import (
	"io"
	"os"
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
