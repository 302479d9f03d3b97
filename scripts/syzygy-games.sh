#!/usr/bin/env bash
# syzygy-games.sh: Westcott with its Syzygy tables against Stockfish without
# any, from the won and drawn 4-piece positions of data/syzygy/endgames.epd,
# each position played with both colors. Reports how many won positions
# Westcott converted and how many drawn ones it held.
#
#   scripts/syzygy-games.sh OUTDIR [match flags...]
#   scripts/syzygy-games.sh /tmp/tbgames -nodes 20000 -concurrency 2
#   scripts/syzygy-games.sh /tmp/tbgames tally     (count the games already played)
#
# The match flags default to "-nodes 20000". Needs /usr/games/stockfish
# (apt-get install stockfish). Run from the repository's root.
set -euo pipefail
out=${1:?usage: scripts/syzygy-games.sh OUTDIR [match flags...]}
shift
flags=("$@")
[ ${#flags[@]} -gt 0 ] || flags=(-nodes 20000)
mkdir -p "$out"
if [ "${flags[0]}" != tally ]; then
go build -o "$out/westcott" ./cmd/westcott
grep ' win dtz' data/syzygy/endgames.epd >"$out/won.epd"
grep ' draw dtz' data/syzygy/endgames.epd >"$out/drawn.epd"
tables=$(pwd)/data/syzygy
for set in won drawn; do
	rm -f "$out/$set.pgn"
	n=$(wc -l <"$out/$set.epd")
	"$out/westcott" match -engine "name=westcott cmd=$out/westcott option.SyzygyPath=$tables" \
		-engine "name=stockfish cmd=/usr/games/stockfish" \
		-openings "$out/$set.epd" -games $((2 * n)) "${flags[@]}" \
		-pgnout "$out/$set.pgn" >"$out/$set.log" 2>&1
done
fi
# One line a game: the set, the side to move at the start, Westcott's color, the result.
tally() {
	awk -v set="$1" '
		function flush() { if (res != "") print set, stm, (white == "westcott") ? "w" : "b", res; res = "" }
		/^\[Event / { flush() }
		/^\[White "/ { white = $2; gsub(/[]"]/, "", white) }
		/^\[FEN "/ { stm = $3 }
		/^\[Result "/ { res = $2; gsub(/[]"]/, "", res) }
		END { flush() }' "$2"
}
{ tally won "$out/won.pgn"; tally drawn "$out/drawn.pgn"; } | awk '
	function westcottScore(wc, res) { # 1 win, 0.5 draw, 0 loss, for Westcott
		if (res == "1/2-1/2") return 0.5
		if ((res == "1-0") == (wc == "w")) return 1
		return 0
	}
	{
		s = westcottScore($3, $4)
		if ($1 == "won" && $2 == $3) { wonN++; if (s == 1) conv++; else if (s == 0.5) wonDrawn++; else wonLost++ }
		if ($1 == "won" && $2 != $3) { defN++; if (s == 0.5) defDrawn++; if (s == 1) defWon++ }
		if ($1 == "drawn") { drN++; if (s == 0) drLost++; if (s == 1) drWon++ }
	}
	END {
		printf "won positions, Westcott the winner: converted %d of %d (drawn %d, lost %d)\n", conv, wonN, wonDrawn, wonLost
		printf "won positions, Stockfish the winner: Westcott drew %d and won %d of %d\n", defDrawn, defWon, defN
		printf "drawn positions: Westcott lost %d of %d games, won %d\n", drLost, drN, drWon
	}'
