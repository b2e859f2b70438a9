#!/bin/sh
# bench-annotate.sh - the speed of 'leaper annotate': seconds per move at
# depth 10 (or $DEPTH) for a 38-move chess game and a 27-move Onslaught
# game. Not a test: speed depends on the machine, so it only prints figures
# (and exits 1 when annotate itself fails).
#
# Usage: tests/bench-annotate.sh      (from the build directory)
#        LEAPER=path/to/leaper DEPTH=12 tests/bench-annotate.sh

: "${LEAPER:=./src/leaper}"
: "${DEPTH:=10}"
here=$(dirname "$0")
: "${LEAPER_DATA_DIR:=$here/../data}"
export LEAPER_DATA_DIR
LC_ALL=C
export LC_ALL

if [ ! -x "$LEAPER" ]; then
	echo "bench-annotate.sh: no program at $LEAPER (set \$LEAPER)" >&2
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

cat > "$TMP/chess.pgn" <<'EOF'
[Event "bench"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3 d6 6. O-O O-O 7. Re1 a6 8. Bb3
Ba7 9. h3 h6 10. Nbd2 Re8 11. Nf1 Be6 12. Ng3 Qd7 13. Be3 Bxb3 14. Qxb3 Qg4
15. hxg4 Bxe3 16. Rxe3 Nxg4 17. Re2 Nf6 18. Rae1 b5 19. a4 Rab8 20. axb5 axb5
21. Nf5 Kh7 22. Qc2 g6 23. Ne3 Kg7 24. d4 exd4 25. cxd4 Nb4 26. Qb3 c5 27. dxc5
dxc5 28. e5 Nfd5 29. Nxd5 Nxd5 30. Rd2 Rbd8 31. Qd3 Nb4 32. Qxd8 Rxd8 33. Rxd8
c4 34. Rd7 Nd3 35. Re2 Kf8 36. e6 fxe6 37. Rxe6 Nxb2 38. Rb6 1-0
EOF
cat > "$TMP/onslaught.pgn" <<'EOF'
[Event "bench"]
[Result "*"]
[Variant "onslaught"]

1. Ge7 Ch6 2. Gg8 Ue9 3. Gc7 Hk5 4. Hh4 Nf5 5. e4 Nxh4 6. Uxh4 Hd7 7. Gi8 g8
8. Gg7 Hxi3 9. Axi3 h8 10. Gxh12 Exh12 11. Aj5 Ai8 12. Hi6 Ak7 13. Hxh6 Axj5
14. Hj6 Ai7 15. e6 Axd2+ 16. Kg2 Axe1+ 17. Qxe1 Hd5 18. Kg1 Gf6 19. Qd2 Ub5+
20. Cf2 f7 21. Hh6 Ge9 22. Ui6 g7 23. Qg5 Bf9 24. c4 Ug9 25. Uh4 gxh6
26. Qxd5 Gxd5 27. cxd5 *
EOF

# bench LABEL FILE MOVES: annotates FILE at $DEPTH and prints the time.
bench() {
	t0=$(now)
	if ! "$LEAPER" annotate "$2" --depth "$DEPTH" -o "$TMP/out.pgn" 2>"$TMP/err"; then
		echo "bench-annotate.sh: $1: annotate failed: $(tail -n 1 "$TMP/err")" >&2
		status=1
		return
	fi
	t1=$(now)
	awk -v l="$1" -v a="$t0" -v b="$t1" -v n="$3" -v d="$DEPTH" 'BEGIN {
		printf "%-10s depth %2d  %3d moves  %7.2f s  %6.3f s/move\n", l, d, n, b - a, (b - a) / n }'
}

bench chess "$TMP/chess.pgn" 75
bench onslaught "$TMP/onslaught.pgn" 53
exit $status
