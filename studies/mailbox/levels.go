package mailbox

import "fmt"

// Level selects how the board generates captures and what make/unmake keep
// up to date: the optimisation steps of the thread, one after another. Every
// level searches exactly the same tree; only the speed differs.
//
// Each level has its own methods (CapturesScan, MakePlain, …) so that a search
// instantiated for one level runs only that level's code: nothing tests the
// level inside the hot loops. The methods Captures, Make and Unmake dispatch on
// the level for callers that do not care.
type Level int

// The levels, in the order the thread applied them.
const (
	// Scan is the starting point: one generic capture generator loops over
	// the piece list, over each piece's steps and, for every piece, over the
	// distance, testing at each square whether the piece slides on.
	Scan Level = iota
	// Split is step 1: a dedicated capture generator in three parts,
	// leapers (pawns, knights), sliders (bishops, rooks, queens) and king,
	// each without the tests the others need.
	Split
	// Neighbors is step 2: sliders take their captures from the neighbor
	// table, kept by evacuate/occupy/reoccupy in make/unmake.
	Neighbors
	// DirLists is step 3: location-dependent direction lists, so a slider
	// never tries a direction that hits the edge at once.
	DirLists
	// Staged is step 4: captures generated victim by victim, most valuable
	// first, from the neighbor table and a capture-code board (which
	// directions the occupant of each square captures in), knights by their
	// relative position; generation stops at the first victim class the
	// futility bound rules out.
	Staged
	// AttackMap is step 5: an attack map (for each piece, the set of pieces
	// attacking it) kept incrementally through make/unmake, sliders
	// discovered through the neighbor table; captures are read from it
	// victim by victim in MVV/LVA order with the futility cut.
	AttackMap
	// Lazy is step 6: the attack-map update of a move, and a capture's
	// evacuation of its from-square from the neighbor table, are deferred
	// until the child generates captures. Before a capture into quiescence
	// is made, the parent's map tells whether the child has any capture
	// worth searching (SettleLazy); if not (a leaf: all futile) the move is
	// not even made, and the search counts the node as it would have;
	// neither does a node that stands pat do the update.
	Lazy
	// NumLevels is the number of levels.
	NumLevels
)

var levelNames = [NumLevels]string{"scan", "split", "neighbors", "dirlists", "staged", "attackmap", "lazy"}

var levelAbout = [NumLevels]string{
	"generic capture generator, ray scans",
	"captures split into leapers, sliders, king",
	"slider captures from the neighbor table",
	"location-dependent slider direction lists",
	"staged per-victim captures: neighbor table, capture codes, knight test",
	"incremental attack map, per-victim MVV/LVA with futility cut",
	"deferred map and neighbor update, leaves settled before the move from the parent's map",
}

// String returns the level's short name ("scan", "split", …).
func (l Level) String() string {
	if l < 0 || l >= NumLevels {
		return fmt.Sprintf("Level(%d)", int(l))
	}
	return levelNames[l]
}

// About returns a one-line description of what the level adds.
func (l Level) About() string {
	if l < 0 || l >= NumLevels {
		return ""
	}
	return levelAbout[l]
}

// ParseLevel returns the level with the given name or number ("lazy", "6").
func ParseLevel(s string) (Level, error) {
	for l, n := range levelNames {
		if s == n || s == fmt.Sprint(l) {
			return Level(l), nil
		}
	}
	return 0, fmt.Errorf("mailbox: unknown level %q (want 0..%d or a name: %v)", s, NumLevels-1, levelNames)
}
