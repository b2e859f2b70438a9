#!/bin/sh
# run.sh - runs each libFuzzer target for a bounded time over its corpus.
#
#   tests/fuzz/run.sh [SECONDS] [TARGET...]
#
# With RUNS=N in the environment a target also stops after N executions
# (RUNS=10000000 tests/fuzz/run.sh 3600 move: ten million or an hour).
#
# Run from the build directory after 'make fuzz'. New inputs go to
# fuzz-build/corpus-NAME (the shipped corpus stays as it is); a crash
# leaves crash-* files: copy such an input into tests/fuzz/corpus/NAME so
# it becomes a regression test, and fix the bug.
set -e
secs=${1:-60}
[ $# -gt 0 ] && shift
targets=${*:-"variant fen betza pgn move cecp"}
src=$(cd "$(dirname "$0")" && pwd)
: "${LEAPER_DATA_DIR:=$src/../../data}"
export LEAPER_DATA_DIR
for t in $targets; do
	mkdir -p "fuzz-build/corpus-$t"
	echo "fuzzing $t for $secs s"
	fuzz-build/fuzz_$t -max_total_time="$secs" ${RUNS:+-runs="$RUNS"} -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
		-artifact_prefix="fuzz-build/$t-" -print_final_stats=1 \
		"fuzz-build/corpus-$t" "$src/corpus/$t" 2>&1 | grep -E "^(Done|stat::number_of_executed_units|stat::peak_rss|==|SUMMARY|.*ERROR)" || true
	# Any one kind of artifact is a problem (ls of the three globs at once
	# succeeded only when all three kinds were there).
	for found in fuzz-build/$t-crash-* fuzz-build/$t-timeout-* fuzz-build/$t-leak-* fuzz-build/$t-oom-*; do
		if [ -e "$found" ]; then
			echo "fuzz target $t found a problem: see $found" >&2
			exit 1
		fi
	done
done
