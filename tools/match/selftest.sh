#!/bin/sh
# selftest.sh - checks the match harness without a strong opponent, in
# about five minutes on one core ('make match-selftest' runs it from a build
# directory). A benchmark, not part of 'make check':
#
#  1. the unit tests of the statistics and parsing (test_tools.py);
#  2. leaper at level 10 against leaper at level 1, depth 3, 20 games: A
#     must score at least 90%, and an SPRT of elo0=0 against elo1=200 must
#     accept elo1;
#  3. leaper against itself, depth 3, SPRT 0/5 for at most 600 games: the
#     SPRT must not accept elo1 (at fixed depth the two games of a pair
#     mirror each other, so it accepts elo0 after about 205 pairs);
#  4. leaper against itself at 2+0.05 s, two runs of 4 games (as if on
#     two machines): no game may be lost on time, by an illegal move or by
#     a crash; combine.py adds them up, with no SPRT verdict for elo1;
#  5. fake_engine.py, which plays an illegal move, crashes, hangs or
#     resigns on its first turn: leaper must win every game, for that reason.
#
# Set $LEAPER to the program (default ./src/leaper), $LEAPER_DATA_DIR to the
# variant files (default the source tree's data/), $MATCH_CONCURRENCY to 1
# or 2 (1). Keeps its PGN and JSON files in $MATCH_OUT (a new temporary
# directory by default) and prints their figures.

here=$(cd "$(dirname "$0")" && pwd)
: "${LEAPER:=./src/leaper}"
: "${LEAPER_DATA_DIR:=$here/../../data}"
: "${MATCH_CONCURRENCY:=1}"
export LEAPER LEAPER_DATA_DIR
out=${MATCH_OUT:-$(mktemp -d "${TMPDIR:-/tmp}/match-selftest.XXXXXX")}
mkdir -p "$out"
fail=0

if [ ! -x "$LEAPER" ]; then
	echo "selftest.sh: no program at $LEAPER (set LEAPER)" >&2
	exit 2
fi
# match ARGS...: a quiet match; prints its result line (the JSON goes to --json).
match() {
	python3 "$here/match.py" --concurrency "$MATCH_CONCURRENCY" --quiet "$@" >"$out/last.txt"
	head -n 1 "$out/last.txt" | sed 's/^/  /'
}
# field FILE EXPR: a value of the last summary line of FILE, as Python sees it.
field() {
	python3 -c 'import json, sys; r = json.loads(open(sys.argv[1]).read().splitlines()[-1]); print(eval(sys.argv[2], {}, r))' "$1" "$2"
}
check() {
	if [ "$(field "$1" "$2")" = True ]; then
		echo "  ok: $2"
	else
		echo "  FAILED: $2 ($1)"
		fail=1
	fi
}

echo "1. unit tests"
python3 "$here/test_tools.py" 2>&1 | tail -n 3 | sed 's/^/  /'
python3 "$here/test_tools.py" >/dev/null 2>&1 || { echo "  FAILED: test_tools.py"; fail=1; }

echo "2. level 10 against level 1, depth 3, 20 games"
match -a "$LEAPER xboard" -b "$LEAPER xboard --level 1" --name-a level10 --name-b level1 \
	--depth 3 --games 20 --pgn "$out/levels.pgn" --json "$out/levels.json"
check "$out/levels.json" 'games == 20 and (wdl[0] + wdl[1] / 2) / games >= 0.9'
match -a "$LEAPER xboard" -b "$LEAPER xboard --level 1" --name-a level10 --name-b level1 \
	--depth 3 --games 40 --sprt --elo0 0 --elo1 200 --json "$out/levels-sprt.json"
check "$out/levels-sprt.json" 'sprt["verdict"] == "H1" and games < 40'

echo "3. leaper against itself, depth 3, SPRT elo0=0 elo1=5, at most 600 games"
match -a "$LEAPER xboard" -b "$LEAPER xboard" --depth 3 --games 600 --sprt \
	--pgn "$out/self.pgn" --json "$out/self.json"
check "$out/self.json" 'sprt["verdict"] != "H1"'

echo "4. leaper against itself at 2+0.05, two runs of 4 games, added up by combine.py"
for run in 1 2; do
	match -a "$LEAPER xboard" -b "$LEAPER xboard" --tc 2+0.05 --games 4 --random-order --seed "$run" \
		--pgn "$out/self-tc.pgn" --json "$out/self-tc-$run.json"
	check "$out/self-tc-$run.json" 'games == 4 and not set(terminations) & {"time", "illegal", "crash"}'
done
python3 "$here/combine.py" "$out/self-tc-1.json" "$out/self-tc-2.json" >"$out/combined.txt"
sed -n '1s/^/  combined: /p' "$out/combined.txt"
tail -n 1 "$out/combined.txt" >"$out/combined.json"
check "$out/combined.json" 'games == 8 and sum(wdl) == 8 and sum(penta) == 4 and sprt["verdict"] != "H1"'

echo "5. forfeits: engines that play an illegal move, crash, hang, resign (1+0, 2 games each)"
for mode in illegal:illegal crash:crash hang:time resign:resigns; do
	match -a "$LEAPER xboard" -b "$here/fake_engine.py ${mode%:*}" --name-b "${mode%:*}" \
		--tc 1+0 --games 2 --json "$out/fake-${mode%:*}.json" >/dev/null
	check "$out/fake-${mode%:*}.json" "wdl == [2, 0, 0] and list(terminations) == ['${mode#*:}']"
done

echo "files in $out"
[ "$fail" = 0 ] && echo "match self-test passed" || echo "match self-test FAILED"
exit "$fail"
