#!/usr/bin/env bash
# gauntlet.sh: the strength table of docs/STRENGTH.md. Westcott (one thread,
# Hash 16) against the Debian engines at 10+0.1, from the balanced openings
# (seed 21, each opening with both colors), the opponents' own books off,
# two games at a time. One match an opponent, one after the other; each
# prints W/D/L, Elo ± 95%, the pentanomial counts and any faults (time
# forfeits, illegal moves, crashes), and its games go to OUTDIR. A gauntlet
# stopped before its end continues where it stopped when run again with the
# same OUTDIR (the matches run with -resume).
#
#   scripts/gauntlet.sh OUTDIR GAMES [OPPONENT...]
#   scripts/gauntlet.sh /tmp/gauntlet 200 glaurung toga2 ethereal
#
# Opponents: phalanx gnuchess glaurung toga2 ethereal (the default: all).
# Needs them installed: apt-get install phalanx gnuchess glaurung toga2
# ethereal-chess. Run from the repository's root, on a machine with nothing
# else running: the games are timed.
set -euo pipefail
out=${1:?usage: scripts/gauntlet.sh OUTDIR GAMES [OPPONENT...]}
games=${2:?usage: scripts/gauntlet.sh OUTDIR GAMES [OPPONENT...]}
shift 2
opponents=("$@")
[ ${#opponents[@]} -gt 0 ] || opponents=(phalanx gnuchess glaurung toga2 ethereal)
mkdir -p "$out"
go build -o "$out/westcott" ./cmd/westcott
commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
bench=$("$out/westcott" bench | awk '/^nodes/ {print $2}')
echo "westcott $commit, bench $bench"
for opp in "${opponents[@]}"; do
	case $opp in
	phalanx) spec="name=phalanx cmd=phalanx proto=xboard arg=-b arg=- arg=-l arg=- arg=-t arg=16384" ;;
	gnuchess) spec="name=gnuchess cmd=gnuchess arg=--uci option.Hash=16 option.OwnBook=false" ;;
	glaurung) spec="name=glaurung cmd=glaurung option.Hash=16 option.Threads=1 option.OwnBook=false" ;;
	toga2) spec="name=toga2 cmd=toga2 option.Hash=16 option.OwnBook=false" ;;
	ethereal) spec="name=ethereal cmd=ethereal-chess option.Hash=16 option.Threads=1" ;;
	*)
		echo "unknown opponent $opp" >&2
		exit 2
		;;
	esac
	echo "=== $opp, $(date -u '+%Y-%m-%d %H:%M UTC')"
	"$out/westcott" match -engine "name=westcott cmd=$out/westcott option.Hash=16 option.Threads=1" \
		-engine "$spec" -openings data/openings/2moves_v1_sample.epd -seed 21 -games "$games" \
		-tc 10+0.1 -concurrency 2 -pgnout "$out/$commit-$opp.pgn" -resume | grep -v '^Game '
done
