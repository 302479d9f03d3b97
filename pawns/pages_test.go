package pawns_test

// The diagrams of the chessprogramming-wiki bitboard pages, each
// written as a test with the page's pictures: the pawns as the page draws
// them, and the exact set the page shows.

import (
	"strings"
	"testing"

	"github.com/westcott-chess/westcott/bitboard"
	"github.com/westcott-chess/westcott/pawns"
)

// diagram parses a set drawn with '1' (or 'x') for members, '.' otherwise.
func diagram(s string) bitboard.Bitboard { return bitboard.MustParseDiagram(s) }

// position parses a drawing of both colors' pawns: the letters in white are
// White's pawns, those in black Black's; any other non-space mark is an
// empty square. The pages write 'w' and 'b' for pawns, and mark roles with
// other letters ("c" candidate, "s" sentry, "h" helper, "hs" a helper that
// is also a sentry) which are passed as the letter sets here.
func position(t *testing.T, s, white, black string) (bitboard.Bitboard, bitboard.Bitboard) {
	t.Helper()
	var w, b strings.Builder
	for _, line := range strings.Split(s, "\n") {
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		if len(fields) != 8 {
			t.Fatalf("diagram line %q: %d squares", line, len(fields))
		}
		for _, f := range fields {
			w.WriteString(mark(strings.Contains(white, f)))
			b.WriteString(mark(strings.Contains(black, f)))
		}
		w.WriteByte('\n')
		b.WriteByte('\n')
	}
	return bitboard.MustParseDiagram(w.String()), bitboard.MustParseDiagram(b.String())
}

func mark(member bool) string {
	if member {
		return "1 "
	}
	return ". "
}

func check(t *testing.T, what string, got, want bitboard.Bitboard) {
	t.Helper()
	if got != want {
		t.Errorf("%s:\n%v\nwant\n%v", what, got, want)
	}
}

// Page "Attack Spans": one pawn on d4 of each color.
func TestPageAttackSpans(t *testing.T) {
	d4 := bitboard.D4.Bitboard()
	check(t, "white attack frontspan", pawns.AttackFrontSpans(bitboard.White, d4), diagram(`
		. . 1 . 1 . . .
		. . 1 . 1 . . .
		. . 1 . 1 . . .
		. . 1 . 1 . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .`))
	check(t, "white attack rearspan", pawns.AttackRearSpans(bitboard.White, d4), diagram(`
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . 1 . 1 . . .
		. . 1 . 1 . . .
		. . 1 . 1 . . .
		. . 1 . 1 . . .`))
	fileFill := diagram(`
		. . 1 . 1 . . .
		. . 1 . 1 . . .
		. . 1 . 1 . . .
		. . 1 . 1 . . .
		. . 1 . 1 . . .
		. . 1 . 1 . . .
		. . 1 . 1 . . .
		. . 1 . 1 . . .`)
	check(t, "attack filefill", pawns.AttackFileFill(d4), fileFill)
	check(t, "white front | rear attack spans", pawns.AttackFrontSpans(bitboard.White, d4)|pawns.AttackRearSpans(bitboard.White, d4), fileFill)
	check(t, "black attack frontspan", pawns.AttackFrontSpans(bitboard.Black, d4), diagram(`
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . 1 . 1 . . .
		. . 1 . 1 . . .
		. . 1 . 1 . . .`))
	check(t, "black attack rearspan", pawns.AttackRearSpans(bitboard.Black, d4), diagram(`
		. . 1 . 1 . . .
		. . 1 . 1 . . .
		. . 1 . 1 . . .
		. . 1 . 1 . . .
		. . 1 . 1 . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .`))
	check(t, "black front | rear attack spans", pawns.AttackFrontSpans(bitboard.Black, d4)|pawns.AttackRearSpans(bitboard.Black, d4), fileFill)
	// East and west are kept apart.
	check(t, "white east attack frontspan", pawns.EastAttackFrontSpans(bitboard.White, d4), bitboard.FileEBB&^(bitboard.Rank1BB|bitboard.Rank2BB|bitboard.Rank3BB|bitboard.Rank4BB))
	check(t, "white west attack rearspan", pawns.WestAttackRearSpans(bitboard.White, d4), bitboard.FileCBB&(bitboard.Rank1BB|bitboard.Rank2BB|bitboard.Rank3BB|bitboard.Rank4BB))
	check(t, "east attack filefill", pawns.EastAttackFileFill(d4), bitboard.FileEBB)
	check(t, "west attack filefill", pawns.WestAttackFileFill(d4), bitboard.FileCBB)
}

// Page "Backward Pawns (Bitboards)", section "Telestop Weakness", the position
// 8/5p2/6p1/p1p3P1/P1P5/7P/1P6/8, step by step.
func TestPageBackwardTelestop(t *testing.T) {
	white := diagram(`
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . 1 .
		1 . 1 . . . . .
		. . . . . . . 1
		. 1 . . . . . .
		. . . . . . . .`)
	black := diagram(`
		. . . . . . . .
		. . . . . 1 . .
		. . . . . . 1 .
		1 . 1 . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .`)
	check(t, "~white front attackspans", ^pawns.AttackFrontSpans(bitboard.White, white), diagram(`
		. . . . 1 . . .
		. . . . 1 . . .
		. . . . 1 . . .
		. . . . 1 1 . 1
		. 1 . 1 1 1 . 1
		. 1 . 1 1 1 1 1
		1 1 1 1 1 1 1 1
		1 1 1 1 1 1 1 1`))
	check(t, "black attacks", pawns.Attacks(bitboard.Black, black), diagram(`
		. . . . . . . .
		. . . . . . . .
		. . . . 1 . 1 .
		. . . . . 1 . 1
		. 1 . 1 . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .`))
	area := pawns.BackwardArea(bitboard.White, white, black)
	check(t, "stop squares dominated by black", area&pawns.Attacks(bitboard.Black, black), diagram(`
		. . . . . . . .
		. . . . . . . .
		. . . . 1 . . .
		. . . . . 1 . 1
		. 1 . 1 . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .`))
	check(t, "white backward area", area, diagram(`
		. . . . . . . .
		. . . . . . . .
		. . . . 1 . . .
		. . . . 1 1 . 1
		. 1 . 1 1 1 . 1
		. 1 . 1 1 1 . 1
		. 1 . 1 1 1 . 1
		. 1 . 1 1 1 . 1`))
	check(t, "backward pawns", pawns.BackwardTelestop(bitboard.White, white, black), diagram(`
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . 1
		. 1 . . . . . .
		. . . . . . . .`))
	check(t, "backward once pushed", pawns.BackwardTelestopMovable(bitboard.White, white, black), bitboard.Of(bitboard.B2, bitboard.H3))
	// The stop-square definition finds neither: b3 and h4 are not attacked
	// yet, though b4 and h5 are, and no white pawn can ever defend them.
	check(t, "backward by stop square", pawns.Backward(bitboard.White, white, black), 0)
}

// Page "Backward Pawns (Bitboards)", section "A further Pass": in
// 8/8/1p6/8/p1P1p3/3pP3/1P1P4/8 the second pass finds white c4 and black a4.
func TestPageBackwardDynamic(t *testing.T) {
	white, black := position(t, `
		. . . . . . . .
		. . . . . . . .
		. b . . . . . .
		. . . . . . . .
		b . w . b . . .
		. . . b w . . .
		. w . w . . . .
		. . . . . . . .`, "w", "b")
	check(t, "white backward, first pass", pawns.Backward(bitboard.White, white, black), bitboard.Of(bitboard.B2, bitboard.D2))
	check(t, "white backward, second pass", pawns.BackwardDynamic(bitboard.White, white, black), bitboard.Of(bitboard.B2, bitboard.C4, bitboard.D2))
	check(t, "black backward, first pass", pawns.Backward(bitboard.Black, black, white), bitboard.Of(bitboard.B6, bitboard.E4))
	check(t, "black backward, second pass", pawns.BackwardDynamic(bitboard.Black, black, white), bitboard.Of(bitboard.A4, bitboard.B6, bitboard.E4))
	check(t, "white rams", pawns.Rams(bitboard.White, white, black), bitboard.Of(bitboard.D2, bitboard.E3))
	check(t, "black rams", pawns.Rams(bitboard.Black, black, white), bitboard.Of(bitboard.D3, bitboard.E4))
}

// Page "Backward Pawns (Bitboards)", section "Stops with negative SEE": in
// 8/1pp5/8/2P5/8/8/8/1R6 b7 is backward only because of the rook on b1 (a
// negative SEE on b6); by pawns alone c7 can defend b6, so it is not.
func TestPageBackwardNeedsSEE(t *testing.T) {
	white, black := bitboard.C5.Bitboard(), bitboard.Of(bitboard.B7, bitboard.C7)
	check(t, "black backward (pawns only)", pawns.Backward(bitboard.Black, black, white), 0)
	check(t, "black duo", pawns.Duos(black), bitboard.Of(bitboard.B7, bitboard.C7))
}

// Page "Backward Pawns (Bitboards)", "Straggler": backward, open, on the
// second or third rank.
func TestStragglers(t *testing.T) {
	white, black := position(t, `
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . b . . . . b
		. . . . . . w .
		. w . . . . . .
		. . . . . . . .`, "w", "b")
	// b2: stop b3 attacked by c4, no a- or c-pawn behind: backward, open,
	// on the second rank. g3: h4 attacks g3 itself (a lever), but its stop
	// g4 is free, so it is not backward.
	check(t, "white backward", pawns.Backward(bitboard.White, white, black), bitboard.B2.Bitboard())
	check(t, "white stragglers", pawns.Stragglers(bitboard.White, white, black), bitboard.B2.Bitboard())
	check(t, "white levers", pawns.Levers(bitboard.White, white, black), bitboard.G3.Bitboard())
	// Black's stragglers are on the 7th and 6th ranks.
	bw, bb := bitboard.Of(bitboard.C5), bitboard.Of(bitboard.B7, bitboard.E6)
	check(t, "black stragglers", pawns.Stragglers(bitboard.Black, bb, bw), bitboard.B7.Bitboard())
}

// Page "Candidates (Bitboards)", "Candidate and Faker", first diagram (black
// to move): candidates b6 and f4, sentries c7 and g2, helpers c5 and g4. The
// page's '|' marks the board's middle and is an empty square.
func TestPageCandidatesAdvanced(t *testing.T) {
	white, black := position(t, `
		. . . . | . . .
		. . b . . . . .
		. w . . . . . .
		. . w . . . . .
		. . . . . b b .
		. . . . . . . .
		. . . . . . w .
		. . . | . . . .`, "w", "b")
	check(t, "white candidates", pawns.Candidates(bitboard.White, white, black), bitboard.B6.Bitboard())
	check(t, "black candidates", pawns.Candidates(bitboard.Black, black, white), bitboard.F4.Bitboard())
	check(t, "white fakers", pawns.Fakers(bitboard.White, white, black), 0)
	check(t, "black fakers", pawns.Fakers(bitboard.Black, black, white), 0)
	check(t, "sentries of b6", pawns.AttackFrontSpans(bitboard.White, bitboard.B6.Bitboard())&black, bitboard.C7.Bitboard())
	check(t, "helpers of b6", pawns.AttackRearSpans(bitboard.White, bitboard.B6.Bitboard())&white, bitboard.C5.Bitboard())
	check(t, "sentries of f4", pawns.AttackFrontSpans(bitboard.Black, bitboard.F4.Bitboard())&white, bitboard.G2.Bitboard())
	check(t, "helpers of f4", pawns.AttackRearSpans(bitboard.Black, bitboard.F4.Bitboard())&black, bitboard.G4.Bitboard())
	check(t, "white lever b6", pawns.Levers(bitboard.White, white, black), bitboard.B6.Bitboard())
}

// The second diagram: a7 and e2 added, more sentries than helpers, so b6
// and f4 are fakers. By the page's definition a7 (open, sentry b6, no
// helper) and e2 (open, sentry f4, no helper) are fakers too, though the
// page's text speaks of b6 and f4 only.
func TestPageFakersAdvanced(t *testing.T) {
	white, black := position(t, `
		. . . . | . . .
		b . b . . . . .
		. w . . . . . .
		. . w . . . . .
		. . . . . b b .
		. . . . . . . .
		. . . . w . w .
		. . . | . . . .`, "w", "b")
	check(t, "white candidates", pawns.Candidates(bitboard.White, white, black), 0)
	check(t, "black candidates", pawns.Candidates(bitboard.Black, black, white), 0)
	check(t, "white fakers", pawns.Fakers(bitboard.White, white, black), bitboard.Of(bitboard.B6, bitboard.E2))
	check(t, "black fakers", pawns.Fakers(bitboard.Black, black, white), bitboard.Of(bitboard.A7, bitboard.F4))
}

// "Advanced Candidates": sentries c7 f7 h7, candidates b5 and g5 with
// helpers c5, f5 and h5.
func TestPageCandidatesWithHelpers(t *testing.T) {
	white, black := position(t, `
		. . . . . . . .
		. . s . . s . s
		. . . . . . . .
		. c h . . h c h
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .`, "ch", "s")
	check(t, "white candidates", pawns.Candidates(bitboard.White, white, black), bitboard.Of(bitboard.B5, bitboard.G5))
	check(t, "white fakers", pawns.Fakers(bitboard.White, white, black), 0)
	check(t, "duos", pawns.Duos(white), bitboard.Of(bitboard.B5, bitboard.C5))
	check(t, "trios", pawns.Trios(white), bitboard.Of(bitboard.F5, bitboard.G5, bitboard.H5))
}

// "Less Advanced": d4 against the sentries c7 and e7, four diagrams.
func TestPageCandidatesLessAdvanced(t *testing.T) {
	cases := []struct {
		name       string
		diagram    string
		candidates bitboard.Bitboard
		fakers     bitboard.Bitboard
	}{
		{"d4 is candidate", `
		. . . . . . . .
		. . s . s . . .
		. . . . . . . .
		. . . . . . . .
		. . . c . . . .
		. . . . . . . .
		. . h . h . . .
		. . . . . . . .`, bitboard.D4.Bitboard(), 0},
		{"d4 is faker", `
		. . . . . . . .
		. . s . s . . .
		. . . . . . . .
		. . . . . . . .
		. . . f . . . .
		. . . . . . . .
		. . h . . . . .
		. . . . . . . .`, 0, bitboard.D4.Bitboard()},
		{"d4 faker due to helper's sentry", `
		. . . . . . . .
		. . s . s . . .
		. . . . . hs. .
		. . . . . . . .
		. . . f . . . .
		. . . . . . . .
		. . h . h . . .
		. . . . . . . .`, 0, bitboard.D4.Bitboard()},
		{"d4 is candidate due to helper's helper f2", `
		. . . . . . . .
		. . s . s . . .
		. . . . . hs. .
		. . . . . . . .
		. . . c . . . .
		. . . . . . . .
		. . h . h hh. .
		. . . . . . . .`, bitboard.D4.Bitboard(), 0},
	}
	for _, c := range cases {
		// "hs." and "hh." are a square written without its separating space.
		d := strings.ReplaceAll(strings.ReplaceAll(c.diagram, "hs.", "hs ."), "hh.", "hh .")
		white, black := position(t, d, "c f h hh", "s hs")
		check(t, c.name+": candidates", pawns.Candidates(bitboard.White, white, black), c.candidates)
		check(t, c.name+": fakers", pawns.Fakers(bitboard.White, white, black), c.fakers)
	}
}

// "The Sneaker": c6 is a hidden passed pawn; b5 is the faker to sacrifice.
func TestPageSneaker(t *testing.T) {
	white, black := position(t, `
		. . . . . . . .
		. . b . . . . .
		. . w . . . . .
		. w . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .`, "w", "b")
	check(t, "white sneakers", pawns.Sneakers(bitboard.White, white, black), bitboard.C6.Bitboard())
	check(t, "white fakers", pawns.Fakers(bitboard.White, white, black), bitboard.B5.Bitboard())
	check(t, "white rams", pawns.Rams(bitboard.White, white, black), bitboard.C6.Bitboard())
	// Mirrored for Black: c3 sneaker, b4 faker, against a white c2.
	check(t, "black sneakers", pawns.Sneakers(bitboard.Black, bitboard.Of(bitboard.C3, bitboard.B4), bitboard.C2.Bitboard()), bitboard.C3.Bitboard())
	// A second sentry on d8? Impossible; on b7 instead of nothing: c6 becomes
	// a lever (b7 attacks c6) and is no sneaker.
	check(t, "lever is no sneaker", pawns.Sneakers(bitboard.White, white, black|bitboard.B7.Bitboard()), 0)
}

// The page's wCandidatesOn5th: white pawns on the 5th rank, half-open, whose
// stop is attacked by black pawns but safe.
func TestAdvancedCandidates(t *testing.T) {
	white, black := position(t, `
		. . . . . . . .
		. . b . . . b .
		. . . . . . . .
		. w w . . w . w
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .`, "w", "b")
	// b6: attacked by c7, defended by c5: safe; b5 is open. c5 is closed.
	// f6 is attacked by g7 and defended by no white pawn (e5, g5 empty): not
	// safe. h6 attacked by g7, not defended: not safe.
	check(t, "white advanced candidates", pawns.AdvancedCandidates(bitboard.White, white, black), bitboard.B5.Bitboard())
	check(t, "safe squares on rank 6", pawns.SafeSquares(bitboard.White, white, black)&bitboard.Rank6BB, bitboard.Rank6BB&^bitboard.Of(bitboard.F6, bitboard.H6))
	// Mirror for Black on the 4th rank.
	check(t, "black advanced candidates", pawns.AdvancedCandidates(bitboard.Black, white.FlipVertical(), black.FlipVertical()), bitboard.B4.Bitboard())
	check(t, "white pawns on the 4th", pawns.AdvancedCandidates(bitboard.White, white.FlipVertical(), black.FlipVertical()), 0)
}

// Page "Defended Pawns (Bitboards)": white pawns c4 d5 e6 g5 h4.
func TestPageDefended(t *testing.T) {
	white := diagram(`
		. . . . . . . .
		. . . . . . . .
		. . . . 1 . . .
		. . . 1 . . 1 .
		. . 1 . . . . 1
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .`)
	w := bitboard.White
	check(t, "defended from west", pawns.DefendedFromWest(w, white), diagram(`
		. . . . . . . .
		. . . . . . . .
		. . . . 1 . . .
		. . . 1 . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .`))
	check(t, "defended from east", pawns.DefendedFromEast(w, white), diagram(`
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . 1 .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .`))
	check(t, "defenders from west", pawns.DefendersFromWest(w, white), diagram(`
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . 1 . . . .
		. . 1 . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .`))
	check(t, "defenders from east", pawns.DefendersFromEast(w, white), diagram(`
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . 1
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .`))
	// The page's shortcut: defenders are the defended shifted back.
	check(t, "defenders from west = defended >> 9", pawns.DefendedFromWest(w, white)>>9, pawns.DefendersFromWest(w, white))
	check(t, "defenders from east = defended >> 7", pawns.DefendedFromEast(w, white)>>7, pawns.DefendersFromEast(w, white))
	check(t, "defenders and defended from west", pawns.DefendedFromWest(w, white)&pawns.DefendersFromWest(w, white), bitboard.D5.Bitboard())
	check(t, "defenders and defended from east", pawns.DefendedFromEast(w, white)&pawns.DefendersFromEast(w, white), 0)
	check(t, "defended defenders", pawns.DefendedDefenders(w, white), bitboard.D5.Bitboard())
	check(t, "not defended defenders from west", pawns.DefendersFromWest(w, white)&^pawns.DefendedFromWest(w, white), bitboard.C4.Bitboard())
	check(t, "not defended defenders from east", pawns.DefendersFromEast(w, white)&^pawns.DefendedFromEast(w, white), bitboard.H4.Bitboard())
	check(t, "not defended defenders", pawns.NotDefendedDefenders(w, white), bitboard.Of(bitboard.C4, bitboard.H4))
	check(t, "not defending defended from west", pawns.DefendedFromWest(w, white)&^pawns.DefendersFromWest(w, white), bitboard.E6.Bitboard())
	check(t, "not defending defended from east", pawns.DefendedFromEast(w, white)&^pawns.DefendersFromEast(w, white), bitboard.G5.Bitboard())
	check(t, "not defending defended", pawns.NotDefendingDefended(w, white), bitboard.Of(bitboard.E6, bitboard.G5))
	// The same chain as Black sees it (mirrored ranks, so "defended from
	// west" is again d5's and e6's counterparts).
	black := white.FlipVertical()
	check(t, "black defended", pawns.Defended(bitboard.Black, black), pawns.Defended(w, white).FlipVertical())
	check(t, "black defenders", pawns.Defenders(bitboard.Black, black), pawns.Defenders(w, white).FlipVertical())
}

// Page "Dispersion and Distortion": the dispersion table, for every number
// of pawns and islands the page fills in.
func TestPageDispersionTable(t *testing.T) {
	table := map[[2]int]int{ // {pawns, islands}: dispersion
		{1, 1}: 2, {2, 1}: 1, {3, 1}: 0, {4, 1}: 1, {5, 1}: 2, {6, 1}: 3, {7, 1}: 4, {8, 1}: 5,
		{2, 2}: 10, {3, 2}: 9, {4, 2}: 8, {5, 2}: 7, {6, 2}: 6, {7, 2}: 5, {8, 2}: 4,
		{3, 3}: 24, {4, 3}: 23, {5, 3}: 22, {6, 3}: 21, {7, 3}: 20, {8, 3}: 19,
		{4, 4}: 44, {5, 4}: 43, {6, 4}: 42, {7, 4}: 41, {8, 4}: 40,
	}
	for k, want := range table {
		np, ni := k[0], k[1]
		// ni islands on files a, c, e, g; the rest of the pawns stacked on
		// the a-file and then along the islands' files (ranks 2–7).
		var p bitboard.Bitboard
		for i := range ni {
			p |= bitboard.NewSquare(bitboard.File(2*i), bitboard.Rank2).Bitboard()
		}
		for i := 0; p.Count() < np; i++ {
			p |= bitboard.NewSquare(bitboard.File(2*(i%ni)), bitboard.Rank(2+i/ni)).Bitboard()
		}
		if got := pawns.IslandCount(p); got != ni {
			t.Fatalf("%v: %d islands, want %d", p.Squares(), got, ni)
		}
		if got := pawns.Dispersion(p); got != want {
			t.Errorf("dispersion of %d pawns in %d islands = %d, want %d", np, ni, got, want)
		}
	}
	if got := pawns.Dispersion(0); got != 0 {
		t.Errorf("dispersion of no pawns = %d", got)
	}
}

// The "High distortion sample": rear fill, rear fill << 1, xor & ~A-file,
// 26 bits.
func TestPageDistortion(t *testing.T) {
	white := diagram(`
		. . . . . . . .
		. . . . . . . .
		. . 1 . 1 . 1 .
		. . . . . . . .
		1 . . . . . . .
		. . . . . . . .
		. 1 . 1 . 1 . 1
		. . . . . . . .`)
	fill := pawns.RearFill(bitboard.White, white)
	check(t, "rearFill", fill, diagram(`
		. . . . . . . .
		. . . . . . . .
		. . 1 . 1 . 1 .
		. . 1 . 1 . 1 .
		1 . 1 . 1 . 1 .
		1 . 1 . 1 . 1 .
		1 1 1 1 1 1 1 1
		1 1 1 1 1 1 1 1`))
	check(t, "rearFill << 1", fill<<1, diagram(`
		. . . . . . . .
		. . . . . . . .
		. . . 1 . 1 . 1
		. . . 1 . 1 . 1
		. 1 . 1 . 1 . 1
		1 1 . 1 . 1 . 1
		1 1 1 1 1 1 1 1
		. 1 1 1 1 1 1 1`))
	check(t, "xor & ~A-File", (fill^fill<<1)&bitboard.NotAFile, diagram(`
		. . . . . . . .
		. . . . . . . .
		. . 1 1 1 1 1 1
		. . 1 1 1 1 1 1
		. 1 1 1 1 1 1 1
		. 1 1 1 1 1 1 1
		. . . . . . . .
		. . . . . . . .`))
	if got := pawns.Distortion(bitboard.White, white); got != 26 {
		t.Errorf("distortion = %d, want 26", got)
	}
	if got := pawns.Distortion(bitboard.Black, white.FlipVertical()); got != 26 {
		t.Errorf("black distortion of the mirrored pawns = %d, want 26", got)
	}
	// Front fills: heights 5 7 3 7 3 7 3 7 from the 8th rank down.
	if got := pawns.ReverseDistortion(bitboard.White, white); got != 2+4+4+4+4+4+4 {
		t.Errorf("reverse distortion = %d, want 26", got)
	}
	// A lone pawn adds its height for each empty neighbouring file.
	if got := pawns.Distortion(bitboard.White, bitboard.B2.Bitboard()); got != 4 {
		t.Errorf("distortion of b2 = %d, want 2+2", got)
	}
	if got := pawns.Distortion(bitboard.White, bitboard.A7.Bitboard()); got != 7 {
		t.Errorf("distortion of a7 = %d, want 7", got)
	}
}

// Islands as the dispersion page counts them (islandsEastFiles).
func TestIslands(t *testing.T) {
	p := diagram(`
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . 1
		1 1 . 1 . . 1 .
		. . . . . . . .`)
	n, islands := pawns.Islands(p)
	if n != 3 || pawns.IslandCount(p) != 3 {
		t.Fatalf("islands = %d", n)
	}
	want := [4]bitboard.Bitboard{bitboard.Of(bitboard.A2, bitboard.B2), bitboard.D2.Bitboard(), bitboard.Of(bitboard.G2, bitboard.H3), 0}
	if islands != want {
		t.Errorf("islands = %v, want %v", islands, want)
	}
	if n, islands := pawns.Islands(0); n != 0 || islands != [4]bitboard.Bitboard{} {
		t.Errorf("no pawns: %d %v", n, islands)
	}
	if n, _ := pawns.Islands(bitboard.FileABB | bitboard.FileCBB | bitboard.FileEBB | bitboard.FileGBB); n != 4 {
		t.Errorf("four islands: %d", n)
	}
	if n, islands := pawns.Islands(bitboard.Rank2BB); n != 1 || islands[0] != bitboard.Rank2BB {
		t.Errorf("one island: %d %v", n, islands)
	}
}

// Page "Double and Triple (Bitboards)".
func TestPageDoubleAndTriple(t *testing.T) {
	white := diagram(`
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . 1 . . . .
		. 1 . 1 . . . .
		. . . . . 1 . .
		. 1 . 1 . 1 . 1
		. . . . . . . .`)
	w := bitboard.White
	check(t, "behind own", pawns.BehindOwn(w, white), bitboard.Of(bitboard.B2, bitboard.D2, bitboard.D4, bitboard.F2))
	check(t, "in front of own", pawns.InFrontOfOwn(w, white), bitboard.Of(bitboard.B4, bitboard.D4, bitboard.D5, bitboard.F3))
	check(t, "in front and behind own", pawns.InFrontAndBehindOwn(w, white), bitboard.D4.Bitboard())
	check(t, "rear twins", pawns.RearTwins(w, white), bitboard.Of(bitboard.B2, bitboard.F2))
	check(t, "front twins", pawns.FrontTwins(w, white), bitboard.Of(bitboard.B4, bitboard.F3))
	check(t, "doubled", pawns.Doubled(white), bitboard.Of(bitboard.B2, bitboard.B4, bitboard.D2, bitboard.D4, bitboard.D5, bitboard.F2, bitboard.F3))
	check(t, "tripled", pawns.Tripled(white), bitboard.Of(bitboard.D2, bitboard.D4, bitboard.D5))
	if a, b := pawns.BehindOwn(w, white).Count(), pawns.InFrontOfOwn(w, white).Count(); a != b {
		t.Errorf("popCount(behindOwn) %d != popCount(infrontOwn) %d", a, b)
	}
	// Black sees front and rear the other way round.
	check(t, "black rear twins", pawns.RearTwins(bitboard.Black, white), bitboard.Of(bitboard.B4, bitboard.F3))
	// The page's by-square arrFiles[d*] is the d-file.
	check(t, "arrFiles[d*]", bitboard.D4.Bitboard().FileFill(), diagram(`
		. . . 1 . . . .
		. . . 1 . . . .
		. . . 1 . . . .
		. . . 1 . . . .
		. . . 1 . . . .
		. . . 1 . . . .
		. . . 1 . . . .
		. . . 1 . . . .`))
}

// Page "Duo Trio Quart (Bitboards)": pawns a4 b4 c4 f2 g2.
func TestPageDuoTrioQuart(t *testing.T) {
	p := diagram(`
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		1 1 1 . . . . .
		. . . . . . . .
		. . . . . 1 1 .
		. . . . . . . .`)
	check(t, "pawns with east neighbors", pawns.WithEastNeighbours(p), diagram(`
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		1 1 . . . . . .
		. . . . . . . .
		. . . . . 1 . .
		. . . . . . . .`))
	check(t, "pawns with west neighbors", pawns.WithWestNeighbours(p), diagram(`
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. 1 1 . . . . .
		. . . . . . . .
		. . . . . . 1 .
		. . . . . . . .`))
	check(t, "pawns with east and west neighbors", pawns.WithEastNeighbours(p)&pawns.WithWestNeighbours(p), diagram(`
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. 1 . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .`))
	// The two ways the page derives one neighbour set from the other.
	check(t, "with west = with east << 1", pawns.WithEastNeighbours(p)<<1, pawns.WithWestNeighbours(p))
	check(t, "with east = with west >> 1", pawns.WithWestNeighbours(p)>>1, pawns.WithEastNeighbours(p))
	one := pawns.WithEastNeighbours(p) ^ pawns.WithWestNeighbours(p)
	check(t, "pawns with excl. east neighbor", pawns.WithEastNeighbours(p)&one, diagram(`
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		1 . . . . . . .
		. . . . . . . .
		. . . . . 1 . .
		. . . . . . . .`))
	check(t, "pawns with excl. west neighbor", pawns.WithWestNeighbours(p)&one, diagram(`
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . 1 . . . . .
		. . . . . . . .
		. . . . . . 1 .
		. . . . . . . .`))
	check(t, "duo", pawns.Duos(p), diagram(`
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. . . . . 1 1 .
		. . . . . . . .`))
	check(t, "duo = rows of two", pawns.Rows(p, 2), pawns.Duos(p))
	check(t, "trio", pawns.Trios(p), bitboard.Of(bitboard.A4, bitboard.B4, bitboard.C4))
	check(t, "phalanx", pawns.Phalanx(p), p)
	check(t, "quart", pawns.Quarts(p|bitboard.D4.Bitboard()), bitboard.Of(bitboard.A4, bitboard.B4, bitboard.C4, bitboard.D4))
	check(t, "a row of five is no quart", pawns.Quarts(bitboard.Rank3BB&^(bitboard.FileABB|bitboard.FileGBB|bitboard.FileHBB)), 0)
	check(t, "rows of eight", pawns.Rows(bitboard.Rank5BB, 8), bitboard.Rank5BB)
	check(t, "rows out of range", pawns.Rows(p, 0)|pawns.Rows(p, 9), 0)
	check(t, "single pawns", pawns.Rows(p|bitboard.H8.Bitboard(), 1), bitboard.H8.Bitboard())
}

// Hanging pawns: an open duo with no own pawns on the files beside it.
func TestHanging(t *testing.T) {
	white, black := position(t, `
		. . . . . . . .
		b . . . . b b b
		. . . . b . . .
		. . . . . . . .
		. . w w . . . .
		. . . . . . . .
		w . . . . w w w
		. . . . . . . .`, "w", "b")
	check(t, "hanging c4 d4", pawns.Hanging(bitboard.White, white, black), bitboard.Of(bitboard.C4, bitboard.D4))
	// A b-pawn beside them: no longer hanging.
	check(t, "with a b-pawn", pawns.Hanging(bitboard.White, white|bitboard.B2.Bitboard(), black), 0)
	// A black d-pawn in front: d4 is closed.
	check(t, "closed", pawns.Hanging(bitboard.White, white, black|bitboard.D6.Bitboard()), 0)
}

// Levers and their kinds (Kmoch): center d/e, inner towards the center,
// outer away from it.
func TestLevers(t *testing.T) {
	white, black := position(t, `
		. . . . . . . .
		. . . . . . . .
		. . . . . . . .
		. b . . b . . .
		. . w w . . . .
		. . . . . . b .
		. . . . . w . w
		. . . . . . . .`, "w", "b")
	w := bitboard.White
	// c4xb5 (west, outer), d4xe5 (east, center), f2xg3 (east, outer),
	// h2xg3 (west, inner).
	check(t, "east levers", pawns.EastLevers(w, white, black), bitboard.Of(bitboard.D4, bitboard.F2))
	check(t, "west levers", pawns.WestLevers(w, white, black), bitboard.Of(bitboard.C4, bitboard.H2))
	check(t, "levers", pawns.Levers(w, white, black), bitboard.Of(bitboard.C4, bitboard.D4, bitboard.F2, bitboard.H2))
	check(t, "center levers", pawns.CenterLevers(w, white, black), bitboard.D4.Bitboard())
	check(t, "inner levers", pawns.InnerLevers(w, white, black), bitboard.H2.Bitboard())
	check(t, "outer levers", pawns.OuterLevers(w, white, black), bitboard.Of(bitboard.C4, bitboard.F2))
	// White's east lever is Black's west lever.
	check(t, "black west levers", pawns.WestLevers(bitboard.Black, black, white), bitboard.Of(bitboard.E5, bitboard.G3))
	check(t, "black east levers", pawns.EastLevers(bitboard.Black, black, white), bitboard.Of(bitboard.B5, bitboard.G3))
	check(t, "black center levers", pawns.CenterLevers(bitboard.Black, black, white), bitboard.E5.Bitboard())
	// g3 is both: g3xf2 goes towards the center, g3xh2 away from it.
	check(t, "black inner levers", pawns.InnerLevers(bitboard.Black, black, white), bitboard.Of(bitboard.B5, bitboard.G3))
	check(t, "black outer levers", pawns.OuterLevers(bitboard.Black, black, white), bitboard.G3.Bitboard())
}

// Open and passed pawns, isolated and half-isolated, open files.
func TestFilesAndPassers(t *testing.T) {
	white, black := position(t, `
		. . . . . . . .
		. . . . . b . .
		. . . . . . . .
		. . . w . . . .
		w . . . . . . .
		. . . . w . . .
		. . . . . . w .
		. . . . . . . .`, "w", "b")
	w := bitboard.White
	check(t, "passed", pawns.Passed(w, white, black), bitboard.Of(bitboard.A4, bitboard.D5))
	check(t, "open", pawns.Open(w, white, black), bitboard.Of(bitboard.A4, bitboard.D5, bitboard.E3, bitboard.G2))
	check(t, "closed", pawns.Closed(w, white, black), 0)
	check(t, "black passed", pawns.Passed(bitboard.Black, black, white), 0)
	check(t, "isolated", pawns.Isolated(white), bitboard.Of(bitboard.A4, bitboard.G2))
	check(t, "half-isolated", pawns.HalfIsolated(white), bitboard.Of(bitboard.D5, bitboard.E3))
	check(t, "open files", pawns.OpenFiles(white, black), bitboard.FileBBB|bitboard.FileCBB|bitboard.FileHBB)
	check(t, "white half-open files", pawns.HalfOpenFiles(white, black), bitboard.FileFBB)
	check(t, "black half-open files", pawns.HalfOpenFiles(black, white), bitboard.FileABB|bitboard.FileDBB|bitboard.FileEBB|bitboard.FileGBB)
}

func TestLookupPattern(t *testing.T) {
	seen := map[string]bool{}
	for _, p := range pawns.Patterns {
		if seen[p.Name] {
			t.Errorf("pattern %q listed twice", p.Name)
		}
		seen[p.Name] = true
		if q, ok := pawns.LookupPattern(p.Name); !ok || q.Name != p.Name || p.Summary == "" {
			t.Errorf("LookupPattern(%q) = %v, %v", p.Name, q.Name, ok)
		}
	}
	if _, ok := pawns.LookupPattern("nonsense"); ok {
		t.Error("LookupPattern found nonsense")
	}
	p, _ := pawns.LookupPattern("passed")
	if got := p.Set(bitboard.Black, bitboard.Of(bitboard.A2), bitboard.Of(bitboard.B4)); got != bitboard.A2.Bitboard() {
		t.Errorf("passed via the table = %v", got.Squares())
	}
}
