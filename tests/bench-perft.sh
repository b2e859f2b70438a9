#!/bin/sh
# bench-perft.sh - the speed of leaper's move generator: perft of
# LancerChess to depth 6, Onslaught to depth 4 and chess to depth 6, in
# leaves per second. The LancerChess and chess counts are checked against
# their known values; the script exits 1 if one differs. Not a test: speed
# depends on the machine, so it only prints figures.
#
# If Fairy-Stockfish is installed, its own perft of the same positions is
# timed for comparison (LancerChess only with a version that has custom
# pieces; its count must agree before its time is shown).
#
# Usage: tests/bench-perft.sh      (from the build directory)
#        LEAPER=path/to/leaper tests/bench-perft.sh

: "${LEAPER:=./src/leaper}"
here=$(dirname "$0")
: "${LEAPER_DATA_DIR:=$here/../data}"
export LEAPER_DATA_DIR
LC_ALL=C
export LC_ALL

if [ ! -x "$LEAPER" ]; then
	echo "bench-perft.sh: no program at $LEAPER (set \$LEAPER)" >&2
	exit 2
fi
TMP=$(mktemp -d "${TMPDIR:-/tmp}/leaper-bench.XXXXXX") || exit 2
trap 'rm -rf "$TMP"' 0
trap 'exit 2' INT TERM
status=0

# Seconds since the epoch with fractions where date can tell them.
now() {
	t=$(date +%s.%N 2>/dev/null)
	case $t in *N*|'') date +%s ;; *) echo "$t" ;; esac
}

# report LABEL NODES SECONDS EXPECTED: one line of figures, checking the
# count when EXPECTED is not empty.
report() {
	verdict=
	if [ -n "$4" ]; then
		if [ "$2" = "$4" ]; then
			verdict="  (correct)"
		else
			verdict="  WRONG: expected $4"
			status=1
		fi
	fi
	awk -v l="$1" -v n="$2" -v s="$3" -v v="$verdict" 'BEGIN {
		printf "%-34s %12s leaves %8.2f s %8.2f M leaves/s%s\n", l, n, s, (s > 0 ? n / s / 1e6 : 0), v }'
}

# leaper_perft LABEL EXPECTED ARGS...: times 'leaper perft ARGS'.
leaper_perft() {
	label=$1
	expected=$2
	shift 2
	t0=$(now)
	if ! "$LEAPER" perft "$@" >"$TMP/out" 2>"$TMP/err"; then
		echo "$label: leaper perft $* failed:" >&2
		cat "$TMP/err" >&2
		status=1
		return
	fi
	t1=$(now)
	nodes=$(sed -n 's/^nodes //p' "$TMP/out")
	# leaper's own timing (stderr) leaves out start-up; fall back to the wall clock.
	secs=$(sed -n 's/^time \([0-9.]*\) s.*/\1/p' "$TMP/err")
	[ -n "$secs" ] || secs=$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')
	report "$label" "$nodes" "$secs" "$expected"
}

echo "leaper: $("$LEAPER" --version)"
leaper_perft "leaper lancerchess perft 6" 77545822 -v lancerchess 6
leaper_perft "leaper onslaught perft 4" "" -v onslaught 4
leaper_perft "leaper chess perft 6" 119060324 6

# --- Fairy-Stockfish, for comparison ------------------------------------------

fsf=
for f in fairy-stockfish /usr/games/fairy-stockfish; do
	if command -v "$f" >/dev/null 2>&1; then
		fsf=$(command -v "$f")
		break
	fi
done
if [ -z "$fsf" ]; then
	echo "fairy-stockfish is not installed: no comparison (apt-get install fairy-stockfish)"
	exit $status
fi

# fsf_perft LABEL EXPECTED VARIANTS_INI VARIANT DEPTH: times Fairy-Stockfish's
# perft of a variant's start position; prints its figures only if its count
# is the expected one.
fsf_perft() {
	{
		[ -n "$3" ] && echo "setoption name VariantPath value $3"
		echo "setoption name UCI_Variant value $4"
		echo "position startpos"
		echo "go perft $5"
		echo "quit"
	} >"$TMP/fsf.in"
	t0=$(now)
	"$fsf" <"$TMP/fsf.in" >"$TMP/fsf.out" 2>&1
	rc=$?
	t1=$(now)
	nodes=$(sed -n 's/^Nodes searched: *\([0-9]*\).*/\1/p' "$TMP/fsf.out")
	if [ -z "$nodes" ]; then
		echo "$1: no result (exit status $rc; this version may lack custom pieces)"
	elif [ "$nodes" != "$2" ]; then
		echo "$1: counts $nodes, not $2: its rules differ, so its time says nothing"
	else
		report "$1" "$nodes" "$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')" ""
	fi
}

"$fsf" </dev/null 2>/dev/null | head -n 1
# LancerChess for Fairy-Stockfish: the royal piece is written q and the
# queen-mover k; Lancers are custom pieces; the royal castles from d1.
# The promotion colour rule cannot be said there, but no pawn promotes
# within six plies of the start.
cat >"$TMP/variants.ini" <<'EOF'
[lancerchess:chess]
king = q
queen = k
knight = -
customPiece1 = l:WD
customPiece2 = d:FA
startFen = rdbqkblr/pppppppp/8/8/8/8/PPPPPPPP/RDBQKBLR w KQkq - 0 1
promotionPieceTypes = krbld
castlingKingsideFile = f
castlingQueensideFile = b
EOF
fsf_perft "fairy-stockfish lancerchess perft 6" 77545822 "$TMP/variants.ini" lancerchess 6
fsf_perft "fairy-stockfish chess perft 6" 119060324 "" chess 6
exit $status
