package main

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// output is a file a command writes. It is made first, as a temporary file
// beside its target named for the command (".games.epd.pgn-123.tmp"), which
// checks the output's folder before any work; commit renames it over the
// target at the end. So the target is never seen half written, and a run
// that fails, or is stopped, leaves the old file whole.
type output struct {
	*os.File
	target string
	mode   fs.FileMode // the old file's, or 0644
	done   bool
}

// createOutput makes target's temporary file for command. The error names
// the target: its folder is missing or not writable, or it is a folder.
func createOutput(target, command string) (*output, error) {
	mode := fs.FileMode(0o644)
	if st, err := os.Stat(target); err == nil {
		if st.IsDir() {
			return nil, fmt.Errorf("%s is a folder, not a file", target)
		}
		mode = st.Mode().Perm()
	}
	f, err := os.CreateTemp(filepath.Dir(target), "."+filepath.Base(target)+"."+command+"-*.tmp")
	if err != nil {
		return nil, fmt.Errorf("cannot write %s: %w", target, err)
	}
	return &output{File: f, target: target, mode: mode}, nil
}

// rewrite makes data the file's whole content (a trainer's best result so
// far, kept until commit).
func (o *output) rewrite(data []byte) error {
	if err := o.Truncate(0); err != nil {
		return err
	}
	_, err := o.WriteAt(data, 0)
	return err
}

// commit closes the file and renames it over the target; on an error the
// temporary file is removed and the target left as it was.
func (o *output) commit() error {
	err := o.Sync()
	if cerr := o.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(o.Name(), o.mode)
	}
	if err == nil {
		err = os.Rename(o.Name(), o.target)
	}
	o.done = true
	if err != nil {
		os.Remove(o.Name())
		return fmt.Errorf("writing %s: %w", o.target, err)
	}
	return nil
}

// abort removes the temporary file, leaving the target as it was; after
// commit it does nothing (defer it).
func (o *output) abort() {
	if o.done {
		return
	}
	o.done = true
	o.Close()
	os.Remove(o.Name())
}

// writeOutput writes data to target through a temporary file, for a
// result made whole in memory.
func writeOutput(target, command string, data []byte) error {
	o, err := createOutput(target, command)
	if err != nil {
		return err
	}
	defer o.abort()
	if _, err := o.Write(data); err != nil {
		return fmt.Errorf("writing %s: %w", target, err)
	}
	return o.commit()
}

// checkInputs makes sure each named file can be opened for reading and is
// not a folder ("-", standard input, passes), so that a command fails on a
// missing input before any work and before making its output.
func checkInputs(names ...string) error {
	for _, name := range names {
		if name == "-" {
			continue
		}
		f, err := os.Open(name)
		if err != nil {
			return err
		}
		st, err := f.Stat()
		f.Close()
		if err != nil {
			return err
		}
		if st.IsDir() {
			return fmt.Errorf("%s is a folder, not a file", name)
		}
	}
	return nil
}
