#!/bin/sh
# levels.sh - checks that each weak level plays at the Elo it claims: level
# N of leaper against Stockfish limited to that Elo (UCI_LimitStrength and
# UCI_Elo, the scale its authors calibrated), in chess, from the openings of
# openings/chess.epd with colours swapped. Prints a line per level and a
# table; a level holds when it scores 35% to 65%. A benchmark, not part of
# 'make check' ('make bench-levels' runs it from a build directory).
#
# The weak levels search a fixed number of nodes per move, whatever the
# clock, so leaper gets a clock it never runs short of (600+6) and the
# check does not depend on the machine's speed or load. Stockfish gets a
# fast clock (2+0.02): a limited Stockfish picks its move at a fixed
# shallow depth that it reaches in a few milliseconds.
#
# Set $LEAPER to the program (default ./src/leaper), $LEAPER_DATA_DIR to
# the variant files (default the source tree's data/), $STOCKFISH to the
# UCI engine (default stockfish on $PATH, then /usr/games/stockfish),
# $LEVELS to the levels to check (default 1 to 9), $GAMES to the games per
# level (40), $MATCH_CONCURRENCY to 1 or 2 (1). The PGN and JSON files go
# to $MATCH_OUT (a new temporary directory by default).

here=$(cd "$(dirname "$0")" && pwd)
: "${LEAPER:=./src/leaper}"
: "${LEAPER_DATA_DIR:=$here/../../data}"
: "${LEVELS:=1 2 3 4 5 6 7 8 9}"
: "${GAMES:=40}"
: "${MATCH_CONCURRENCY:=1}"
export LEAPER LEAPER_DATA_DIR
if [ -z "$STOCKFISH" ]; then
	STOCKFISH=$(command -v stockfish || echo /usr/games/stockfish)
fi
out=${MATCH_OUT:-$(mktemp -d "${TMPDIR:-/tmp}/levels.XXXXXX")}
mkdir -p "$out"

if [ ! -x "$LEAPER" ]; then
	echo "levels.sh: no program at $LEAPER (set LEAPER)" >&2
	exit 2
fi
if [ ! -x "$STOCKFISH" ]; then
	echo "levels.sh: no Stockfish at $STOCKFISH (set STOCKFISH; Debian: apt-get install stockfish)" >&2
	exit 2
fi

# elo_of N: the Elo level N claims, as the line mode says it.
elo_of() {
	printf 'level %s\nquit\n' "$1" | XDG_DATA_HOME=$out/home XDG_CONFIG_HOME=$out/home \
		"$LEAPER" play --plain 2>/dev/null | sed -n 's/^The computer plays at level [0-9]* (about \([0-9]*\))\.$/\1/p'
}

table=$out/table.txt
printf '%-6s %-5s %-6s %-12s %-7s %-16s %s\n' level elo games W/D/L score "Elo diff" holds >"$table"
bad=0
for n in $LEVELS; do
	elo=$(elo_of "$n")
	if [ -z "$elo" ]; then
		echo "levels.sh: level $n claims no Elo" >&2
		exit 2
	fi
	json=$out/level$n.json
	python3 "$here/match.py" -a "$LEAPER xboard --level $n" -b "$STOCKFISH" \
		--name-a "leaper-level$n" --name-b "stockfish-$elo" \
		--option-b UCI_LimitStrength=true --option-b "UCI_Elo=$elo" \
		--referee "$LEAPER xboard" --variant chess --tc 2+0.02 --tc-a 600+6 \
		--games "$GAMES" --concurrency "$MATCH_CONCURRENCY" --quiet \
		--pgn "$out/level$n.pgn" --json "$json" >"$out/level$n.txt" || exit 2
	head -n 1 "$out/level$n.txt"
	python3 - "$json" "$n" "$elo" >>"$table" <<'EOF' || bad=1
import json, sys
s = json.loads(open(sys.argv[1]).read().strip().splitlines()[-1])
w, d, l = s["wdl"]
score = s["score"]
diff = "%+.0f +-%.0f" % (s["elo"], s["elo95"]) if s["elo"] not in (None, "inf", "-inf") else "-"
holds = 0.35 <= score <= 0.65
print("%-6s %-5s %-6d %-12s %-7s %-16s %s" % (sys.argv[2], sys.argv[3], s["games"], "%d/%d/%d" % (w, d, l),
                                              "%.1f%%" % (100 * score), diff, "yes" if holds else "NO"))
sys.exit(0 if holds else 1)
EOF
done
echo
cat "$table"
echo "files: $out"
if [ $bad -eq 0 ]; then
	echo "every level holds (35% to 65%)"
else
	echo "some level does not hold (status 1)"
	exit 1
fi
