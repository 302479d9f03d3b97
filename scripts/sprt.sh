#!/usr/bin/env bash
# sprt.sh: the SPRT of docs/TESTING.md between two versions of Westcott, each
# given as a git revision (built here) or as the path of a built binary. It
# prints each side's bench, then plays the match; run again with the same
# arguments and OUTDIR, it resumes from the games already played.
#
#   scripts/sprt.sh NEW BASE [ELO0 ELO1]
#   scripts/sprt.sh histbonus main 0 10
#   NODES= TC=2+0.02 scripts/sprt.sh tmnodes main      (a time change: a clock test)
#
# Environment (defaults in brackets):
#   NODES [6000]   node budget a move; empty for a clock test with TC
#   TC    [2+0.02] the clock when NODES is empty
#   SEED  [1]      the openings' seed (a new seed for a new test)
#   GAMES [20000]  the cap; the SPRT stops the match before it, most often
#   HASH  [16]     table size in MB, both sides
#   NEWOPTS, BASEOPTS  more engine options, "option.NAME=VALUE ..."
#                  (with "arg=uci arg=-tune" among them the search parameters are options)
#   OUT   [/tmp/sprt-NEW-BASE]  binaries, games.pgn and log
#
# Run from the repository's root; the openings are data/openings/2moves_v1_sample.epd.
set -euo pipefail
new=${1:?usage: scripts/sprt.sh NEW BASE [ELO0 ELO1]}
base=${2:?usage: scripts/sprt.sh NEW BASE [ELO0 ELO1]}
elo0=${3:-0} elo1=${4:-10}
nodes=${NODES-6000} tc=${TC:-2+0.02}
out=${OUT:-/tmp/sprt-${new//\//_}-${base//\//_}}
mkdir -p "$out"

# binary REV NAME: the path of a built binary for REV (a file, or a git
# revision built in a temporary worktree).
binary() {
	if [ -f "$1" ]; then
		realpath "$1"
		return
	fi
	local exe="$out/$2" tree
	tree=$(mktemp -d)
	git worktree add -q --detach "$tree" "$1" >&2
	make -s -C "$tree" EXE="$exe" >&2
	git worktree remove --force "$tree"
	echo "$exe"
}
newexe=$(binary "$new" new)
baseexe=$(binary "$base" base)
echo "new  $new: bench $("$newexe" bench | awk '/^nodes/ {print $2}')"
echo "base $base: bench $("$baseexe" bench | awk '/^nodes/ {print $2}')"

budget=(-nodes "$nodes")
[ -n "$nodes" ] || budget=(-tc "$tc")
"$newexe" match -engine "name=new cmd=$newexe option.Hash=${HASH:-16} ${NEWOPTS:-}" \
	-engine "name=base cmd=$baseexe option.Hash=${HASH:-16} ${BASEOPTS:-}" \
	-openings data/openings/2moves_v1_sample.epd -seed "${SEED:-1}" -games "${GAMES:-20000}" \
	"${budget[@]}" -concurrency 2 -resign "moves=3 score=800" -draw "moves=8 score=10 after=40" \
	-sprt "elo0=$elo0 elo1=$elo1 alpha=0.05 beta=0.05" -pgnout "$out/games.pgn" -resume | tee -a "$out/log"
