#!/usr/bin/env bash
# perf-variants.sh: runs every timing that docs/PERFORMANCE.md leaves "to be
# measured" (the variants of issue 46) and prints each as a Markdown table to
# paste into it: medians over -count runs of the Go benchmarks (benchstat's
# summary too, when benchstat is on the PATH: go install
# golang.org/x/perf/cmd/benchstat@latest), and whole-process times of the
# commands the doc names (hyperfine when installed, /usr/bin/time otherwise).
# Run it on a quiet machine: no other load, the data generator stopped.
#
#   scripts/perf-variants.sh                   everything (about half an hour)
#   ONLY='sliders|perft' scripts/perf-variants.sh
#   COUNT=1 BENCHTIME=1x RUNS=1 DEPTH=2 PERFT_DEPTH=2 scripts/perf-variants.sh
#                                              (a check that the script works; its numbers mean nothing)
#
# Sections (ONLY is a regexp over their names):
#   sliders     attacks' method benchmark: best magics, generalized, zero-count and line
#               classical getters, casting out 255, kindergarten diagonals, six-fill Dumb7Fill
#   fills       bitboard's occluded fills: Dumb7Fill's early-stopping loop, seven and six fills
#   bitscan     Faxon's original with the LS1B reset (faxon-reset), default and GOAMD64=v3 builds
#   attackmaps  attackmap's incrementally updated maps against make alone and maps on the fly
#   perft       the best magics (build tag bestmagics) against the own: chess's perft
#               benchmarks, and `westcott perft -depth PERFT_DEPTH` as a whole process
#   trials      the mailbox variants of the forum thread (`westcott trials -board variants`)
#
# Environment (defaults in brackets):
#   OUT [/tmp/perf-variants-DATE]  raw outputs and the binaries built
#   COUNT [10]       -count of every Go benchmark
#   BENCHTIME []     -benchtime of every Go benchmark (empty: Go's default, 1s)
#   RUNS [5]         whole-process runs of each command (trials: its -repeat)
#   PERFT_DEPTH [6]  DEPTH [8]   perft's and trials' depths
#   ONLY [.]         which sections to run
#
# Run from the repository's root. It prints to standard output; the raw files
# stay in OUT.
set -euo pipefail

count=${COUNT:-10} benchtime=${BENCHTIME:-} runs=${RUNS:-5}
perft_depth=${PERFT_DEPTH:-6} depth=${DEPTH:-8} only=${ONLY:-.}
out=${OUT:-/tmp/perf-variants-$(date -u +%Y%m%d-%H%M%S)}
mkdir -p "$out"

want() { [[ $1 =~ $only ]]; }

# gobench FILE ARGS...: go test's benchmarks, with the shared flags, into FILE.
gobench() {
	local file=$1
	shift
	go test -run '^$' -count "$count" ${benchtime:+-benchtime "$benchtime"} "$@" | tee "$out/$file" |
		grep -E '^(Benchmark|FAIL|panic)' >&2 || true
	if grep -q '^FAIL' "$out/$file"; then
		echo "benchmarks failed: see $out/$file" >&2
		exit 1
	fi
}

# medians FILE [BASE]: one Markdown row per benchmark of FILE: the median
# ns/op, min–max, the number of runs, B/op and allocs/op when reported, and
# the ratio to the benchmark named BASE (a name as printed, e.g. "magic").
medians() {
	awk -v base="${2:-}" '
	function num(x) { return x >= 100 ? sprintf("%.0f", x) : x >= 10 ? sprintf("%.1f", x) : sprintf("%.3g", x) }
	function median(name,   n, i, j, t, a) {
		n = cnt[name]
		for (i = 1; i <= n; i++) a[i] = v[name, i]
		for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j-1] > a[j]; j--) { t = a[j]; a[j] = a[j-1]; a[j-1] = t }
		lo[name] = a[1]; hi[name] = a[n]
		return n % 2 ? a[(n+1)/2] : (a[n/2] + a[n/2+1]) / 2
	}
	/^Benchmark/ {
		name = $1; sub(/^Benchmark/, "", name); sub(/-[0-9]+$/, "", name)
		for (f = 3; f < NF; f++) {
			if ($(f+1) == "ns/op") { if (!(name in cnt)) order[++names] = name; v[name, ++cnt[name]] = $f }
			if ($(f+1) == "B/op") bop[name] = $f
			if ($(f+1) == "allocs/op") aop[name] = $f
		}
	}
	END {
		for (i = 1; i <= names; i++) med[order[i]] = median(order[i])
		b = ""
		for (i = 1; i <= names; i++) { n = order[i]; s = n; sub(/.*\//, "", s); if (s == base) b = med[n] }
		printf "| benchmark | median ns/op | min–max | runs | B/op | allocs/op |%s\n", base != "" ? " vs " base " |" : ""
		printf "| --- | ---: | ---: | ---: | ---: | ---: |%s\n", base != "" ? " ---: |" : ""
		for (i = 1; i <= names; i++) {
			n = order[i]
			printf "| %s | %s | %s–%s | %d | %s | %s |", n, num(med[n]), num(lo[n]), num(hi[n]), cnt[n], (n in bop) ? bop[n] : "", (n in aop) ? aop[n] : ""
			if (base != "") printf " %s |", ((b != "" && b > 0) ? sprintf("%.2f×", med[n] / b) : "")
			printf "\n"
		}
	}' "$1"
}

# compare A B NAME_A NAME_B: the medians of two runs of the same benchmarks
# side by side, with the ratio B/A.
compare() {
	paste <(medians "$1" | tail -n +3) <(medians "$2" | tail -n +3) | awk -F'|' -v a="$3" -v b="$4" '
	BEGIN { printf "| benchmark | %s median ns/op | %s median ns/op | %s / %s |\n| --- | ---: | ---: | ---: |\n", a, b, b, a }
	{ gsub(/ /, "", $2); gsub(/ /, "", $3); gsub(/ /, "", $10)
	  printf "| %s | %s | %s | %.3f |\n", $2, $3, $10, (($3 > 0) ? $10 / $3 : 0) }'
}

stat() {
	if command -v benchstat >/dev/null; then
		echo
		echo '```'
		(cd "$out" && benchstat "$@")
		echo '```'
	fi
}

# cputimes NAME CMD...: RUNS whole-process runs of CMD interleaved by the
# caller; appends "NAME user+sys wall" to $out/times.txt.
cputime() {
	local name=$1
	shift
	/usr/bin/time -o "$out/time.tmp" -f '%U %S %e' "$@" >/dev/null 2>&1
	awk -v n="$name" '{ printf "%s %.3f %.3f\n", n, $1 + $2, $3 }' "$out/time.tmp" >>"$out/times.txt"
}

# timetable: medians and minima of $out/times.txt by name.
timetable() {
	sort -k1,1 -k2,2n "$out/times.txt" | awk '
	{ c[$1]++; t[$1, c[$1]] = $2; w[$1, c[$1]] = $3; if (!($1 in seen)) { seen[$1] = 1; order[++n] = $1 } }
	END {
		print "| command | CPU s (user+sys), median | min | wall s of the median-CPU run | runs |"
		print "| --- | ---: | ---: | ---: | ---: |"
		for (i = 1; i <= n; i++) {
			k = order[i]; m = int((c[k] + 1) / 2)
			printf "| %s | %.3f | %.3f | %.3f | %d |\n", k, t[k, m], t[k, 1], w[k, m], c[k]
		}
	}'
}

echo "# perf-variants: $(date -u '+%Y-%m-%d %H:%M UTC'), $(git rev-parse --short HEAD)$(git diff --quiet || echo ' (with uncommitted changes)')"
echo "# $(go version), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# count $count, benchtime ${benchtime:-default}, runs $runs; raw files in $out"

if want sliders; then
	echo
	echo "## Slider attacks: go test -run '^\$' -bench Sliders -count $count ./attacks"
	echo "(one rook and one bishop lookup per op; Rook+Bishop is the entry points called directly)"
	echo
	gobench sliders.txt -bench Sliders ./attacks
	medians "$out/sliders.txt" magic
	stat sliders.txt
fi

if want fills; then
	echo
	echo "## Occluded fills: go test -run '^\$' -bench OccludedFill -count $count ./bitboard"
	echo
	gobench fills.txt -bench OccludedFill ./bitboard
	medians "$out/fills.txt" dumb7fill
	stat fills.txt
fi

if want bitscan; then
	echo
	echo "## BitScan: go test -run '^\$' -bench 'BitScan|Serialize' -benchmem -count $count ./bitboard, default and GOAMD64=v3"
	echo "(ratios against math-bits of the same benchmark and build; the doc's rows are faxon-reset)"
	echo
	gobench bitscan-v1.txt -bench 'BitScan|Serialize' -benchmem ./bitboard
	GOAMD64=v3 gobench bitscan-v3.txt -bench 'BitScan|Serialize' -benchmem ./bitboard
	for v in v1 v3; do
		# each group's math-bits row is the base of that group's ratios
		for g in BitScanForward BitScanReverse Serialize; do
			grep "^Benchmark$g/" "$out/bitscan-$v.txt" >"$out/bitscan-$v-$g.txt" || true
		done
	done
	echo "| scan | v1 ns/op | v1 vs math/bits | v3 ns/op | v3 vs math/bits |"
	echo "| --- | ---: | ---: | ---: | ---: |"
	for g in BitScanForward BitScanReverse Serialize; do
		paste <(medians "$out/bitscan-v1-$g.txt" math-bits | tail -n +3) <(medians "$out/bitscan-v3-$g.txt" math-bits | tail -n +3) |
			awk -F'|' '{ for (i = 2; i <= NF; i++) gsub(/ /, "", $i); printf "| %s | %s | %s | %s | %s |\n", $2, $3, $8, $11, $16 }'
	done
	stat bitscan-v1.txt bitscan-v3.txt
fi

if want attackmaps; then
	echo
	echo "## Incremental attack maps: go test -run '^\$' -bench AttackMaps -benchmem -count $count ./attackmap"
	echo
	gobench attackmaps.txt -bench AttackMaps -benchmem ./attackmap
	medians "$out/attackmaps.txt" make-only
	stat attackmaps.txt
fi

if want perft; then
	echo
	echo "## Best magics in perft: go test [-tags bestmagics] -run '^\$' -bench Perft -count $count ./chess"
	echo
	gobench perft-plain.txt -bench Perft ./chess
	gobench perft-best.txt -tags bestmagics -bench Perft ./chess
	compare "$out/perft-plain.txt" "$out/perft-best.txt" own best
	stat perft-plain.txt perft-best.txt
	echo
	go build -o "$out/wc" ./cmd/westcott
	go build -tags bestmagics -o "$out/wc-best" ./cmd/westcott
	echo "## Best magics in perft, whole process: westcott perft -depth $perft_depth (own, then -tags bestmagics), $runs runs each, alternating"
	echo
	if command -v hyperfine >/dev/null; then
		hyperfine -N -w 1 -r "$runs" --export-markdown "$out/perft-hyperfine.md" \
			-n own "$out/wc perft -depth $perft_depth" -n best "$out/wc-best perft -depth $perft_depth" >&2
		cat "$out/perft-hyperfine.md"
	else
		: >"$out/times.txt"
		for _ in $(seq "$runs"); do
			cputime "perft-$perft_depth-own" "$out/wc" perft -depth "$perft_depth"
			cputime "perft-$perft_depth-best" "$out/wc-best" perft -depth "$perft_depth"
		done
		timetable
	fi
fi

if want trials; then
	[ -x "${out}/wc" ] || go build -o "$out/wc" ./cmd/westcott
	for nm in -nullmove ""; do
		echo
		echo "## Mailbox variants: westcott trials -board variants -depth $depth${nm:+ $nm} -repeat $runs"
		echo "(median CPU time of each board; every board must give the same nodes: the command exits 1 if not)"
		echo
		# shellcheck disable=SC2086 # $nm is one flag or none
		"$out/wc" trials -board variants -depth "$depth" $nm -repeat "$runs" >"$out/trials$nm.txt"
		sed -n '/^summary/,$p' "$out/trials$nm.txt" | tail -n +3 | awk '
			BEGIN { print "| board | nodes | CPU s (median) | Mnps |"; print "| --- | ---: | ---: | ---: |" }
			{ printf "| %s | %s | %s | %s |\n", $1, $2, $3, $4 }'
	done
fi
