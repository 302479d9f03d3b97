package trainingdata

import (
	"errors"
	"fmt"
	"io"
	"strings"
)

// ResumeFile is the file Resume prepares: an *os.File opened for reading
// and appending.
type ResumeFile interface {
	io.ReaderAt
	io.Reader
	io.Writer
	Truncate(size int64) error
}

// Cut is the torn last record Resume cut from a binary file: Bytes bytes
// at offset At (Bytes 0: none).
type Cut struct {
	At, Bytes int64
}

// Resume reads what f holds so that a run can append games to it in
// format. It writes the header of an empty file; refuses a file of the
// other format, or of none, leaving it alone; and cuts a binary file's
// torn last record (see ScanBinary), returning what it cut. A text file
// is read by ScanFile, a binary one by ScanBinary.
func Resume(f ResumeFile, format Format) (FileState, Cut, error) {
	var head [BinaryHeaderLen]byte
	n, err := f.ReadAt(head[:], 0)
	if err != nil && err != io.EOF {
		return FileState{}, Cut{}, err
	}
	// A header torn by a kill is still binary: ScanBinary treats it.
	isBin := n > 0 && (IsBinary(head[:n]) || string(head[:n]) == BinaryMagic[:min(n, len(BinaryMagic))])
	switch {
	case n > 0 && format == Text && isBin:
		return FileState{}, Cut{}, errors.New("a binary datagen file: drop -format text to append to it")
	case n > 0 && format == Binary && !isBin:
		if strings.HasPrefix(string(head[:n]), headerPrefix[:min(n, len(headerPrefix))]) {
			return FileState{}, Cut{}, errors.New("a text datagen file: pass -format text to append to it, or convert it (westcott datagen convert)")
		}
		return FileState{}, Cut{}, fmt.Errorf("not a datagen file (want the magic %q of a binary one)", BinaryMagic)
	case format == Text:
		have, err := ScanFile(f)
		if err == nil && have.Empty {
			_, err = io.WriteString(f, Header+"\n")
		}
		return have, Cut{}, err
	}
	st, err := ScanBinary(f)
	if err != nil {
		return FileState{}, Cut{}, err
	}
	var cut Cut
	if st.Torn > 0 {
		if err := f.Truncate(st.Valid); err != nil {
			return FileState{}, Cut{}, fmt.Errorf("cutting the torn last record: %v", err)
		}
		cut = Cut{At: st.Valid, Bytes: st.Torn}
	}
	if st.Empty {
		if _, err := f.Write(BinaryHeader()); err != nil {
			return FileState{}, cut, err
		}
	}
	return FileState{Empty: st.Empty, Games: st.Games, Positions: st.Positions, NextID: st.NextID}, cut, nil
}
