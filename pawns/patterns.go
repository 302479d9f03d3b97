package pawns

import "github.com/westcott-chess/westcott/bitboard"

// Pattern is one named set-wise pattern, for tools that list and draw them
// (westcott show). Set computes it for color c, with us the pawns of c and
// them the opposing pawns; patterns of one set ignore them, color-free ones
// ignore c. The numbers (IslandCount, Islands, Dispersion, Distortion) are
// not patterns.
type Pattern struct {
	Name    string // lower case with hyphens, e.g. "passed", "attack-front-spans"
	Summary string // one line
	Set     func(c bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard
}

// Patterns lists every pattern of the package, in the order of the pages.
// It is for tools, not hot paths: call the functions directly there.
var Patterns = []Pattern{
	// Fills, spans and attacks.
	{"front-fill", "the pawns and every square in front of them", one(FrontFill)},
	{"rear-fill", "the pawns and every square behind them", one(RearFill)},
	{"front-spans", "the squares in front of the pawns", one(FrontSpans)},
	{"rear-spans", "the squares behind the pawns", one(RearSpans)},
	{"attacks", "the squares the pawns attack", one(Attacks)},
	{"east-attacks", "the squares the pawns attack towards the h-file", one(EastAttacks)},
	{"west-attacks", "the squares the pawns attack towards the a-file", one(WestAttacks)},
	{"double-attacks", "the squares two pawns attack", one(DoubleAttacks)},
	{"safe-squares", "squares the pawns attack at least as often as the opponent's", SafeSquares},
	{"attack-front-spans", "squares the pawns attack now or after pushing (east and west front attack spans)", one(AttackFrontSpans)},
	{"east-attack-front-spans", "the front spans shifted one file east", one(EastAttackFrontSpans)},
	{"west-attack-front-spans", "the front spans shifted one file west", one(WestAttackFrontSpans)},
	{"attack-rear-spans", "the adjacent files' squares level with or behind the pawns", one(AttackRearSpans)},
	{"east-attack-rear-spans", "the rear fills shifted one file east", one(EastAttackRearSpans)},
	{"west-attack-rear-spans", "the rear fills shifted one file west", one(WestAttackRearSpans)},
	{"attack-file-fill", "the files adjacent to the pawns' files", colorless(AttackFileFill)},
	{"east-attack-file-fill", "the files east of the pawns' files", colorless(EastAttackFileFill)},
	{"west-attack-file-fill", "the files west of the pawns' files", colorless(WestAttackFileFill)},
	// Files.
	{"open", "open (half-free) pawns: no opposing pawn in front on the file", Open},
	{"closed", "pawns with an opposing pawn in front on the file", Closed},
	{"passed", "passed pawns: outside the opposing front spans and front attack spans", Passed},
	{"isolated", "pawns with no own pawn on an adjacent file", colorless(Isolated)},
	{"half-isolated", "pawns with own pawns on one adjacent file only", colorless(HalfIsolated)},
	{"open-files", "files without pawns", func(_ bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard { return OpenFiles(us, them) }},
	{"half-open-files", "files without own pawns but with opposing pawns", func(_ bitboard.Color, us, them bitboard.Bitboard) bitboard.Bitboard { return HalfOpenFiles(us, them) }},
	// Backward pawns.
	{"backward", "pawns whose stop square a sentry attacks and no own pawn can defend", Backward},
	{"backward-dynamic", "backward after a second pass counting only movable pawns' spans", BackwardDynamic},
	{"backward-area", "opposing pawn attacks outside the own front attack spans, filled back", BackwardArea},
	{"backward-telestop", "pawns inside the backward area (telestop weakness)", BackwardTelestop},
	{"backward-telestop-movable", "movable pawns that are backward once pushed (telestop weakness)", BackwardTelestopMovable},
	{"stragglers", "backward, open pawns on the second or third rank", Stragglers},
	// Candidates.
	{"candidates", "open pawns, not passed, with at least as many helpers as sentries", Candidates},
	{"fakers", "open pawns, not passed, with more sentries than helpers", Fakers},
	{"supported", "pawns with at least as many (supported) helpers as sentries", Supported},
	{"advanced-candidates", "open pawns on the fifth rank with an attacked but safe stop square", AdvancedCandidates},
	{"sneakers", "advanced, rammed, defended pawns, no lever, stop and telestop not controlled", Sneakers},
	// Defended pawns.
	{"defended", "pawns defended by an own pawn", one(Defended)},
	{"defended-from-west", "pawns defended by an own pawn on the file to the west", one(DefendedFromWest)},
	{"defended-from-east", "pawns defended by an own pawn on the file to the east", one(DefendedFromEast)},
	{"defenders", "pawns defending an own pawn", one(Defenders)},
	{"defenders-from-west", "pawns defending an own pawn on the file to the east", one(DefendersFromWest)},
	{"defenders-from-east", "pawns defending an own pawn on the file to the west", one(DefendersFromEast)},
	{"defended-defenders", "defended pawns that defend: inner pawns of chains", one(DefendedDefenders)},
	{"not-defended-defenders", "defending pawns that are not defended: chain bases", one(NotDefendedDefenders)},
	{"not-defending-defended", "defended pawns that defend nothing: chain peaks", one(NotDefendingDefended)},
	// Doubled and tripled pawns.
	{"doubled", "pawns sharing their file with an own pawn", colorless(Doubled)},
	{"tripled", "pawns on files with three or more own pawns", colorless(Tripled)},
	{"behind-own", "pawns with an own pawn in front on the file", one(BehindOwn)},
	{"in-front-of-own", "pawns with an own pawn behind on the file", one(InFrontOfOwn)},
	{"in-front-and-behind-own", "middle pawns of triples", one(InFrontAndBehindOwn)},
	{"rear-twins", "rear pawns of files with exactly two own pawns", one(RearTwins)},
	{"front-twins", "front pawns of files with exactly two own pawns", one(FrontTwins)},
	// Duos and rows.
	{"phalanx", "pawns with a horizontal neighbour", colorless(Phalanx)},
	{"duos", "pawns in rows of exactly two", colorless(Duos)},
	{"trios", "pawns in rows of exactly three", colorless(Trios)},
	{"quarts", "pawns in rows of exactly four", colorless(Quarts)},
	{"hanging", "open, exclusive duos with no own pawns on the files beside them", Hanging},
	// Levers and rams.
	{"rams", "pawns blocked by an opposing pawn on the stop square", Rams},
	{"levers", "pawns attacking an opposing pawn", Levers},
	{"east-levers", "pawns attacking an opposing pawn towards the h-file", EastLevers},
	{"west-levers", "pawns attacking an opposing pawn towards the a-file", WestLevers},
	{"center-levers", "levers wholly on the d- and e-files", CenterLevers},
	{"inner-levers", "levers capturing towards the center", InnerLevers},
	{"outer-levers", "levers capturing away from the center", OuterLevers},
}

// LookupPattern returns the pattern named name, and whether there is one.
func LookupPattern(name string) (Pattern, bool) {
	for _, p := range Patterns {
		if p.Name == name {
			return p, true
		}
	}
	return Pattern{}, false
}

func one(f func(bitboard.Color, bitboard.Bitboard) bitboard.Bitboard) func(bitboard.Color, bitboard.Bitboard, bitboard.Bitboard) bitboard.Bitboard {
	return func(c bitboard.Color, us, _ bitboard.Bitboard) bitboard.Bitboard { return f(c, us) }
}

func colorless(f func(bitboard.Bitboard) bitboard.Bitboard) func(bitboard.Color, bitboard.Bitboard, bitboard.Bitboard) bitboard.Bitboard {
	return func(_ bitboard.Color, us, _ bitboard.Bitboard) bitboard.Bitboard { return f(us) }
}
