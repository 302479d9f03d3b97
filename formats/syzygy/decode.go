package syzygy

import (
	"encoding/binary"
	"fmt"
)

// readSizes reads the compression parameters of one sub-table: its flags,
// then either its single value or the block and sparse-index sizes, the
// canonical Huffman code's lowest symbol per length, and the pair tree.
func readSizes(r *reader, st *subTable) {
	st.flags = byte(r.u8())
	if st.flags&flagSingleValue != 0 {
		st.singleValue = r.u8()
		return
	}
	blockShift, spanShift := r.u8(), r.u8()
	st.padding = uint64(r.u8())
	st.numBlocks = r.u32()
	maxLen, minLen := r.u8(), r.u8()
	if r.err != nil {
		return
	}
	switch {
	case blockShift > 30 || spanShift > 40:
		r.fail(ErrCorrupt, fmt.Sprintf("block size 2^%d or span 2^%d out of range", blockShift, spanShift))
		return
	case maxLen > 32 || minLen > maxLen:
		r.fail(ErrCorrupt, fmt.Sprintf("code lengths %d..%d out of range", minLen, maxLen))
		return
	}
	st.blockSize, st.span = 1<<blockShift, 1<<spanShift
	st.minLen = minLen
	n := maxLen - minLen + 1
	st.lowest = make([]uint16, n)
	for i := range st.lowest {
		st.lowest[i] = uint16(r.u16())
	}
	// base[i] is the smallest code of length minLen+i, left-aligned in 64
	// bits. Canonical codes put longer codes below shorter ones, so a code
	// read from the top bits of a buffer has the first length i with
	// buffer >= base[i].
	st.base = make([]uint64, n)
	for i := n - 2; i >= 0; i-- {
		st.base[i] = (st.base[i+1] + uint64(st.lowest[i]) - uint64(st.lowest[i+1])) / 2
	}
	for i := range st.base {
		st.base[i] <<= uint(64 - i - minLen)
	}
	nsym := r.u16()
	st.tree = r.bytes(uint64(3 * nsym))
	r.pos += nsym & 1
	if r.err != nil {
		return
	}
	if err := st.setRunLengths(nsym); err != "" {
		r.fail(ErrCorrupt, err)
	}
}

// pair returns the two symbols that symbol s stands for; right is 0xfff for
// a leaf, whose value is then left.
func (st *subTable) pair(s int) (left, right int) {
	b := st.tree[3*s : 3*s+3]
	return int(b[0]) | int(b[1]&15)<<8, int(b[1]>>4) | int(b[2])<<4
}

// setRunLengths computes how many values each symbol expands to (less one),
// walking the pair tree depth first without recursion. A pair that refers to
// a missing symbol or, through others, to itself makes the table corrupt.
func (st *subTable) setRunLengths(nsym int) string {
	const (
		unseen = iota
		open   // its pairs are being expanded
		done
	)
	state := make([]byte, nsym)
	st.runLen = make([]int32, nsym)
	var stack []int
	for s := range nsym {
		stack = append(stack[:0], s)
		for len(stack) > 0 {
			top := stack[len(stack)-1]
			l, r := st.pair(top)
			switch {
			case state[top] == done:
				stack = stack[:len(stack)-1]
			case r == 0xfff: // a leaf: one value
				state[top] = done
				stack = stack[:len(stack)-1]
			case l >= nsym || r >= nsym:
				return fmt.Sprintf("symbol %d pairs missing symbols %d and %d", top, l, r)
			case state[top] == unseen:
				state[top] = open
				for _, c := range [2]int{l, r} {
					switch state[c] {
					case open:
						return fmt.Sprintf("symbol %d contains itself", c)
					case unseen:
						stack = append(stack, c)
					}
				}
			default: // open, and both halves are done now
				n := st.runLen[l] + st.runLen[r] + 1
				if n > 1<<20 {
					return fmt.Sprintf("symbol %d expands to too many values", top)
				}
				st.runLen[top] = n
				state[top] = done
				stack = stack[:len(stack)-1]
			}
		}
	}
	return ""
}

// value returns the stored value of the position with index idx: it finds
// the block from the sparse index and the block lengths, decodes symbols
// until the one that covers idx, and descends the pair tree to the value.
// It reports corrupt data with ok false.
func (st *subTable) value(idx uint64) (v int, ok bool) {
	if st.flags&flagSingleValue != 0 {
		return st.singleValue, true
	}
	k := idx / st.span
	if idx >= st.size || 6*k+6 > uint64(len(st.sparse)) {
		return 0, false
	}
	e := st.sparse[6*k:]
	block := uint64(binary.LittleEndian.Uint32(e))
	// The entry gives the block and offset of the position in the middle
	// of the span; step from there.
	offset := int64(binary.LittleEndian.Uint16(e[4:])) + int64(idx%st.span) - int64(st.span/2)
	nlen := uint64(len(st.blockLen) / 2)
	blockLen := func(b uint64) int64 { return int64(binary.LittleEndian.Uint16(st.blockLen[2*b:])) }
	if block >= nlen {
		return 0, false // a corrupt sparse index names a block past the end
	}
	for offset < 0 {
		if block == 0 {
			return 0, false
		}
		block--
		offset += blockLen(block) + 1
	}
	for {
		if block >= nlen {
			return 0, false
		}
		if offset <= blockLen(block) {
			break
		}
		offset -= blockLen(block) + 1
		block++
	}
	if block >= st.numBlocks {
		return 0, false
	}
	data := st.data[block*st.blockSize:]
	pos := 0
	next32 := func() uint64 { // big-endian, zeros past the end
		var w uint64
		for i := range 4 {
			w <<= 8
			if pos+i < len(data) {
				w |= uint64(data[pos+i])
			}
		}
		pos += 4
		return w
	}
	buf := next32()<<32 | next32()
	avail := 64
	var sym int
	for {
		l := 0
		for buf < st.base[l] {
			l++
			if l >= len(st.base) {
				return 0, false
			}
		}
		sym = int((buf-st.base[l])>>uint(64-l-st.minLen)) + int(st.lowest[l])
		if sym >= len(st.runLen) {
			return 0, false
		}
		n := int64(st.runLen[sym]) + 1
		if offset < n {
			break
		}
		offset -= n
		l += st.minLen
		buf <<= uint(l)
		avail -= l
		if avail <= 32 {
			avail += 32
			buf |= next32() << uint(64-avail)
		}
	}
	for st.runLen[sym] != 0 {
		l, r := st.pair(sym)
		if n := int64(st.runLen[l]) + 1; offset < n {
			sym = l
		} else {
			offset -= n
			sym = r
		}
	}
	l, _ := st.pair(sym)
	return l, true
}
