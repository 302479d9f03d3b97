package tune

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
	"sync"

	"github.com/westcott-chess/westcott/chess"
	"github.com/westcott-chess/westcott/eval"
	"github.com/westcott-chess/westcott/formats/epd"
	"github.com/westcott-chess/westcott/formats/trainingdata"
)

// Record is one training position: the position, the game's result and,
// if the line gave one, a search score. Both are from White's point of view.
type Record struct {
	Pos      chess.Position
	Result   float64 // 1 (White won), 0.5 or 0
	Score    int     // centipawns; meaningful if HasScore
	HasScore bool
}

// ParseLine reads one line of a data file. Two layouts are accepted:
//
//	FEN | score | result                    (westcott datagen)
//	EPD with c9 "1-0", "0-1" or "1/2-1/2"   (westcott pgn -epd)
//
// The first is package trainingdata's text format, read by its parser: score in
// centipawns and result 1.0, 0.5 or 0.0, both from White's point of view. An EPD record may carry a score
// as ce, which EPD counts from the side to move's point of view. Blank
// lines and lines starting with # are not records: ok is false, err nil.
func ParseLine(line string) (rec Record, ok bool, err error) {
	line = strings.TrimSpace(line)
	if line == "" || line[0] == '#' {
		return Record{}, false, nil
	}
	if !strings.Contains(line, "|") {
		return parseEPD(line)
	}
	e, err := trainingdata.ParseLine(line)
	if err != nil {
		return Record{}, false, err
	}
	return Record{Pos: e.Pos, Result: e.Result, Score: e.Score, HasScore: true}, true, nil
}

func parseEPD(line string) (Record, bool, error) {
	r, err := epd.Parse(line)
	if err != nil {
		return Record{}, false, err
	}
	rec := Record{Pos: r.Position}
	switch s := r.Text("c9"); s {
	case "1-0":
		rec.Result = 1
	case "1/2-1/2":
		rec.Result = 0.5
	case "0-1":
		rec.Result = 0
	case "":
		return Record{}, false, errors.New(`no result: want FEN | score | result, or EPD with c9 "1-0", "0-1" or "1/2-1/2"`)
	default:
		return Record{}, false, fmt.Errorf("c9 %q is not a game result (1-0, 0-1, 1/2-1/2)", s)
	}
	ce, ok, err := r.Int("ce")
	if err != nil {
		return Record{}, false, err
	}
	if ok {
		if ce < math.MinInt32 || ce > math.MaxInt32 {
			return Record{}, false, fmt.Errorf("ce %d out of range", ce)
		}
		rec.Score, rec.HasScore = int(ce), true
		if rec.Pos.SideToMove() == chess.Black {
			rec.Score = -rec.Score
		}
	}
	return rec, true, nil
}

// Set is positions as traces, stored flat so that millions fit: the
// coefficients of position i are index[start[i]:start[i+1]] and
// count[start[i]:start[i+1]].
type Set struct {
	start  []uint32
	index  []uint16
	count  []int16
	phase  []uint8
	scales [][2]int16 // the scale cases (eval.Trace.Scales)
	result []float32  // from White's point of view
	score  []float32  // centipawns from White's point of view, NaN if none
	target []float32  // what the loss compares with; see SetTargets
}

// NumWeights must fit the uint16 indices of a Set, and the int16 scale
// cases.
const _ = int16(eval.NumWeights)

// Len returns the number of positions.
func (s *Set) Len() int { return len(s.phase) }

// Add appends a record.
func (s *Set) Add(r *Record) error {
	var t eval.Trace
	return s.addRecord(r, &t)
}

// addRecord appends a record, computing its trace in t.
func (s *Set) addRecord(r *Record, t *eval.Trace) error {
	t.Compute(&r.Pos)
	score := float32(math.NaN())
	if r.HasScore {
		score = float32(r.Score)
	}
	return s.add(t, float32(r.Result), score)
}

func (s *Set) add(t *eval.Trace, result, score float32) error {
	if len(s.start) == 0 {
		s.start = append(s.start, 0)
	}
	if uint64(len(s.index))+uint64(len(t.Coefs)) > math.MaxUint32 {
		return errors.New("too many positions for one set (2^32 coefficients)")
	}
	for _, c := range t.Coefs {
		if c.N < math.MinInt16 || c.N > math.MaxInt16 {
			return fmt.Errorf("%v counts %d times", c.Index, c.N)
		}
		s.index = append(s.index, uint16(c.Index))
		s.count = append(s.count, int16(c.N))
	}
	s.start = append(s.start, uint32(len(s.index)))
	s.phase = append(s.phase, uint8(t.Phase))
	s.scales = append(s.scales, [2]int16{int16(t.Scales[0]), int16(t.Scales[1])})
	s.result = append(s.result, result)
	s.score = append(s.score, score)
	s.target = append(s.target, result)
	return nil
}

// append adds the positions of o, unless the set would then hold more
// coefficients than its 32-bit offsets reach.
func (s *Set) append(o *Set) error {
	if o.Len() == 0 {
		return nil
	}
	if uint64(len(s.index))+uint64(len(o.index)) > math.MaxUint32 {
		return errors.New("too many positions for one set (2^32 coefficients)")
	}
	if len(s.start) == 0 {
		s.start = append(s.start, 0)
	}
	base := s.start[len(s.start)-1]
	for _, st := range o.start[1:] {
		s.start = append(s.start, base+st)
	}
	s.index = append(s.index, o.index...)
	s.count = append(s.count, o.count...)
	s.phase = append(s.phase, o.phase...)
	s.scales = append(s.scales, o.scales...)
	s.result = append(s.result, o.result...)
	s.score = append(s.score, o.score...)
	s.target = append(s.target, o.target...)
	return nil
}

// Occurrences returns, for every weight, the number of positions whose
// evaluation it counts in.
func (s *Set) Occurrences() (seen [eval.NumWeights]int) {
	for i := 0; i < s.Len(); i++ {
		for j := s.start[i]; j < s.start[i+1]; j++ {
			if s.count[j] != 0 {
				seen[s.index[j]]++
			}
		}
	}
	return seen
}

// Coefficients returns the number of stored coefficients, a measure of the
// set's memory (6 bytes each).
func (s *Set) Coefficients() int { return len(s.index) }

// Loader reads data files into a training and a validation set.
type Loader struct {
	Threads    int     // parsing goroutines, at least 1
	Validation float64 // the fraction of positions held back, 0..1

	files int // files read so far, part of the hash that splits the data
}

// batchLines is the number of lines one parsing goroutine takes at a time,
// at least; maxBatchLines at most.
const (
	batchLines    = 4096
	maxBatchLines = 4 * batchLines
)

// Load reads the records of r (named name in errors) and adds each to
// train or to valid. Which one is decided by a hash of the file's ordinal
// and a line number, so it is the same on every run and with any number of
// threads. The positions of a game go the same way: in datagen's files a
// game's positions end with a "# game" line, and the split hashes that
// line's number (positions of one game are alike, and a validation set
// that shares games with the training set flatters overfitting). Lines
// that no comment line follows are split one by one. The first malformed
// line ends the load with an error naming it: "name:line: message".
func (l *Loader) Load(r io.Reader, name string, train, valid *Set) error {
	type batch struct {
		first int // line number of lines[0]
		lines []string
		train Set
		valid Set
		err   error
		done  chan struct{}
	}
	file := uint64(l.files)
	l.files++
	work := make(chan *batch, l.threads())
	order := make(chan *batch, 2*l.threads())
	var wg sync.WaitGroup
	for range l.threads() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for b := range work {
				b.err = l.parse(name, file, b.first, b.lines, &b.train, &b.valid)
				close(b.done)
			}
		}()
	}
	var readErr error
	stop := make(chan struct{})
	go func() {
		defer close(order)
		defer close(work)
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 64*1024), 1024*1024)
		n := 0
		b := &batch{first: 1, done: make(chan struct{})}
		for sc.Scan() {
			n++
			line := sc.Text()
			b.lines = append(b.lines, line)
			// A batch ends after a game's comment line, so that no game
			// is split between two batches (see parse), or when it grows
			// too long to hold only whole games.
			if len(b.lines) >= batchLines && strings.HasPrefix(line, "#") || len(b.lines) >= maxBatchLines {
				select {
				case <-stop:
					return
				default:
				}
				work <- b
				order <- b
				b = &batch{first: n + 1, done: make(chan struct{})}
			}
		}
		if len(b.lines) > 0 {
			work <- b
			order <- b
		}
		if err := sc.Err(); err != nil {
			readErr = fmt.Errorf("%s:%d: %v", name, n+1, err)
		}
	}()
	var err error
	for b := range order {
		<-b.done
		if err == nil && b.err != nil {
			err = b.err
			close(stop)
		}
		if err == nil {
			if err = train.append(&b.train); err == nil {
				err = valid.append(&b.valid)
			}
			if err != nil {
				err = fmt.Errorf("%s: %v", name, err)
				close(stop)
			}
		}
	}
	wg.Wait()
	if err != nil {
		return err
	}
	return readErr
}

func (l *Loader) threads() int { return max(l.Threads, 1) }

func (l *Loader) parse(name string, file uint64, first int, lines []string, train, valid *Set) error {
	var tr eval.Trace // reused: its slice would otherwise be garbage per line
	// group[i] is the line number that decides line i's set: the next
	// comment line's, or its own.
	group := make([]int, len(lines))
	next := -1
	for i := len(lines) - 1; i >= 0; i-- {
		if strings.HasPrefix(lines[i], "#") {
			next = first + i
		}
		group[i] = next
		if next < 0 {
			group[i] = first + i
		}
	}
	for i, line := range lines {
		rec, ok, err := ParseLine(line)
		if err != nil {
			return fmt.Errorf("%s:%d: %v", name, first+i, err)
		}
		if !ok {
			continue
		}
		s := train
		if l.Validation > 0 && float64(mix(file<<40|uint64(group[i]))>>11)/(1<<53) < l.Validation {
			s = valid
		}
		if err := s.addRecord(&rec, &tr); err != nil {
			return fmt.Errorf("%s:%d: %v", name, first+i, err)
		}
	}
	return nil
}

// mix is the splitmix64 finaliser: a well-spread hash of x.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
