#!/bin/sh
# limits.sh - the sizes leaper accepts and what it refuses (see LIMITS in
# leaper(6)): a 100 MB saved game, a file of millions of tiny games, a
# 100,000-move game (read in linear time, saved and read back), a game
# over the half-move limit, a 10,000-line variant file, and a 16x16 board
# packed with queens and nightriders (perft, an engine move at fixed depth,
# and a set-up with more moves than a move list holds).
#
# Each case runs under a time limit and, where GNU time is at hand, its
# peak memory is measured and printed; the bounds are generous (several
# times what a plain build needs) so that a sanitizer build passes too.
# Run by 'make check' with $LEAPER and $LEAPER_DATA_DIR set. Prints one
# line per check and a last line "N passed, M failed".

NAME=limits
. "${TESTS_DIR:-$(dirname "$0")}/lib.sh"
# A sanitizer build keeps freed memory aside (256 MB by default) before
# reusing it, so a file read twice (listed, then loaded) counted twice;
# a small quarantine measures the program, not the sanitizer.
ASAN_OPTIONS="$ASAN_OPTIONS:quarantine_size_mb=16"
export ASAN_OPTIONS
FAIL_STDERR=$TMP/err

# measure COMMAND...: runs it (stdin from $TMP/in if it exists) under a
# time limit; output in $TMP/out and $TMP/err, exit status in $status,
# wall seconds in $secs, processor seconds in $cpu (the wall seconds when
# unknown) and peak memory in $peak_mb ("?" when unknown).
if /usr/bin/time -f '%e %U %S %M' true >/dev/null 2>&1; then
	gnu_time=/usr/bin/time
else
	gnu_time=
	note "no GNU time: peak memory is not measured"
fi
measure() {
	[ -f "$TMP/in" ] || : >"$TMP/in"
	if [ -n "$gnu_time" ]; then
		timeout 300 "$gnu_time" -o "$TMP/time" -f '%e %U %S %M' "$@" <"$TMP/in" >"$TMP/out" 2>"$TMP/err"
		status=$?
		set -- $(tail -n 1 "$TMP/time" 2>/dev/null)
		secs=${1:-?}
		cpu=$(awk -v u="${2:-0}" -v s="${3:-0}" 'BEGIN { print u + s }')
		peak_mb=$(( ${4:-0} / 1024 ))
	else
		start=$(date +%s)
		timeout 300 "$@" <"$TMP/in" >"$TMP/out" 2>"$TMP/err"
		status=$?
		secs=$(( $(date +%s) - start ))
		cpu=$secs
		peak_mb="?"
	fi
	rm -f "$TMP/in"
}

# Whether the peak memory is known and above $1 MB.
over_mb() {
	[ "$peak_mb" != "?" ] && [ "$peak_mb" -gt "$1" ]
}

# shuffle VARIANT MOVES: a game of knights going back and forth (no
# capture, no pawn move: the rules would end it early, but every move is
# legal and all of them are read).
shuffle() {
	case $1 in
	chess) set -- "$1" "$2" Nf3 Nf6 Ng1 Ng8 ;;
	complete) set -- "$1" "$2" Nd4 Nd9 Nb3 Nb10 ;;
	esac
	awk -v v="$1" -v n="$2" -v a="$3" -v b="$4" -v c="$5" -v d="$6" 'BEGIN {
		m[0] = a; m[1] = b; m[2] = c; m[3] = d
		printf "[Event \"shuffle\"]\n[Variant \"%s\"]\n[Result \"*\"]\n\n", v
		for (i = 0; i < 2 * n; i++) {
			if (i % 2 == 0)
				printf "%d. ", i / 2 + 1
			printf "%s%s", m[i % 4], (i % 8 == 7) ? "\n" : " "
		}
		print "*"
	}'
}

# --- saved games ------------------------------------------------------------

# 100 MB: one game with one huge comment. Refused before it is read.
{ printf '[Event "big"]\n\n1. e4 {'; head -c 100000000 /dev/zero | tr '\0' 'x'; printf '} e5 *\n'; } >"$TMP/big.pgn"
measure "$LEAPER" replay --plain --list "$TMP/big.pgn"
note "100 MB PGN, --list: status $status, $secs s, $peak_mb MB"
if [ "$status" -eq 1 ] && grep -q "too large" "$TMP/err" && ! over_mb 64; then
	pass "a 100 MB saved game is refused as too large, without reading it"
else
	fail "a 100 MB saved game is refused as too large, without reading it" "status $status, $peak_mb MB"
fi
rm -f "$TMP/big.pgn"

# 60 MB (under the limit): read whole, in memory of about its size.
{ printf '[Event "wide"]\n\n1. e4 {'; head -c 60000000 /dev/zero | tr '\0' 'x'; printf '} e5 *\n'; } >"$TMP/wide.pgn"
measure "$LEAPER" replay --plain --list "$TMP/wide.pgn"
note "60 MB PGN, --list: status $status, $secs s, $peak_mb MB"
if [ "$status" -eq 0 ] && grep -q "^1\. .*2 plies" "$TMP/out" && ! over_mb 400; then
	pass "a 60 MB game (one long comment) is listed in bounded memory"
else
	fail "a 60 MB game (one long comment) is listed in bounded memory" "status $status, $peak_mb MB"
fi
printf 'last\nquit\n' >"$TMP/in"
measure "$LEAPER" replay --plain "$TMP/wide.pgn"
note "60 MB PGN, replay: status $status, $secs s, $peak_mb MB"
if [ "$status" -eq 0 ] && grep -q "game 1 of 1" "$TMP/out" && ! over_mb 400; then
	pass "and replayed"
else
	fail "and replayed" "status $status, $peak_mb MB"
fi
rm -f "$TMP/wide.pgn"

# Two million games of two bytes each: listing stops at 100,000.
awk 'BEGIN { for (i = 0; i < 2000000; i++) print "*" }' >"$TMP/many.pgn"
measure "$LEAPER" replay --plain --list "$TMP/many.pgn"
note "2,000,000 games, --list: status $status, $secs s, $peak_mb MB"
if [ "$status" -eq 1 ] && grep -q "more than 100000 games" "$TMP/err" && ! over_mb 200; then
	pass "a file of 2,000,000 games is refused past 100,000, in bounded memory"
else
	fail "a file of 2,000,000 games is refused past 100,000, in bounded memory" "status $status, $peak_mb MB"
fi
head -n 100000 "$TMP/many.pgn" >"$TMP/hundred.pgn"
measure "$LEAPER" replay --plain --list "$TMP/hundred.pgn"
if [ "$status" -eq 0 ] && [ "$(wc -l <"$TMP/out")" -eq 100000 ]; then
	pass "a file of 100,000 games is listed"
else
	fail "a file of 100,000 games is listed" "status $status, $(wc -l <"$TMP/out") lines"
fi
printf 'quit\n' >"$TMP/in"
measure "$LEAPER" replay --plain --game 1999999 "$TMP/many.pgn"
if [ "$status" -eq 0 ] && grep -q "^Replaying .*game 1999999" "$TMP/out" && ! over_mb 200; then
	pass "and game 1,999,999 of 2,000,000 is loaded"
else
	fail "and game 1,999,999 of 2,000,000 is loaded" "status $status, $peak_mb MB"
fi
rm -f "$TMP/many.pgn" "$TMP/hundred.pgn"

# 100,000 moves (200,000 half-moves): every move is read, as written, even
# past the point where the rules would have ended the game.
shuffle chess 100000 >"$TMP/long.pgn"
printf 'save %s\nquit\n' "$TMP/again.pgn" >"$TMP/in"
measure "$LEAPER" replay --plain "$TMP/long.pgn"
note "100,000-move game, replay and save: status $status, $secs s, $peak_mb MB"
if [ "$status" -eq 0 ] && grep -q "^Replaying .*200000 moves" "$TMP/out" && ! over_mb 400; then
	pass "a 100,000-move game is read whole"
else
	fail "a 100,000-move game is read whole" "status $status; $(grep Replaying "$TMP/out")"
fi
measure "$LEAPER" replay --plain --list "$TMP/again.pgn"
if [ "$status" -eq 0 ] && grep -q "200000 plies" "$TMP/out" &&
   [ "$(sed -n '/^1\./,$p' "$TMP/again.pgn" | tr -s ' \n' '\n\n' | grep -c '^N')" -eq 200000 ]; then
	pass "saved again with all its moves"
else
	fail "saved again with all its moves" "status $status; $(cat "$TMP/out")"
fi

# Linear time: four times the moves take about four times as long (a
# count of repetitions over the whole game made it 7.6 times). Complete
# Chess has no fifty-move rule, so that count looks far back.
# Each is timed twice and the faster run kept: on a machine busy with
# other work one run can take half as long again.
shuffle complete 10000 >"$TMP/short.pgn"
shuffle complete 40000 >"$TMP/long.pgn"
# replay_cpu FILE: the processor time of the faster of two replays of FILE
# into $best (and their status into $status).
replay_cpu() {
	printf 'quit\n' >"$TMP/in"
	measure "$LEAPER" replay --plain "$1"
	best=$cpu
	printf 'quit\n' >"$TMP/in"
	measure "$LEAPER" replay --plain "$1"
	best=$(awk -v a="$best" -v b="$cpu" 'BEGIN { print (a < b ? a : b) }')
}
replay_cpu "$TMP/short.pgn"
t1=$best
replay_cpu "$TMP/long.pgn"
t4=$best
note "Complete Chess, 10,000 moves: $t1 s; 40,000 moves: $t4 s (processor time)"
if [ "$status" -eq 0 ] && awk -v a="$t1" -v b="$t4" 'BEGIN { exit !(b < 6 * (a > 0.05 ? a : 0.05)) }'; then
	pass "four times the moves take less than six times as long (not quadratic)"
else
	fail "four times the moves take less than six times as long (not quadratic)" "$t1 s, then $t4 s"
fi

# More than 500,000 half-moves: refused where the limit is passed.
shuffle chess 250001 >"$TMP/long.pgn"
printf 'quit\n' >"$TMP/in"
measure "$LEAPER" replay --plain "$TMP/long.pgn"
note "250,001 moves: status $status, $secs s, $peak_mb MB"
if [ "$status" -eq 1 ] && grep -q "longer than 500000 half-moves" "$TMP/err"; then
	pass "a game of more than 500,000 half-moves is refused with a message"
else
	fail "a game of more than 500,000 half-moves is refused with a message" "status $status"
fi
rm -f "$TMP/long.pgn" "$TMP/short.pgn" "$TMP/again.pgn"

# --- variant files (a 1 MB line and other hostile files: tests/cli.sh) ------

awk 'BEGIN { print "[t]\nboard = 8x8\nstart = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\npiece K = King; K; royal"
	     for (i = 5; i <= 10000; i++) print "# line " i }' >"$TMP/long.ini"
measure "$LEAPER" check "$TMP/long.ini"
if [ "$status" -eq 0 ] && grep -q ": t: ok" "$TMP/out"; then
	pass "a variant file of 10,000 lines is read"
else
	fail "a variant file of 10,000 lines is read" "status $status"
fi

# --- a 16x16 board packed with riders ---------------------------------------

mkdir "$TMP/riders"
cat >"$TMP/riders/riders16.ini" <<'EOF'
[riders16]
description = 16x16, four ranks a side packed with queens and nightriders
board = 16x16
start = nqnqnqnknqnqnqnq/qnqnqnqnqnqnqnqn/nqnqnqnqnqnqnqnq/qnqnqnqnqnqnqnqn/16/16/16/16/16/16/16/16/NQNQNQNQNQNQNQNQ/QNQNQNQNQNQNQNQN/NQNQNQNQNQNQNQNQ/QNQNQNQKQNQNQNQN w - - 0 1
piece K = King; K; royal
piece Q = Queen; Q
piece N = Nightrider; NN
EOF
saved=$LEAPER_DATA_DIR
LEAPER_DATA_DIR=$TMP/riders
measure "$LEAPER" perft -v riders16 1
n1=$(sed -n 's/^nodes //p' "$TMP/out")
measure "$LEAPER" perft -v riders16 2
n2=$(sed -n 's/^nodes //p' "$TMP/out")
note "riders16: perft 1 = $n1, perft 2 = $n2 ($secs s)"
if [ "$status" -eq 0 ] && [ "${n1:-0}" -gt 0 ] && [ "${n2:-0}" -gt "$n1" ]; then
	pass "16x16 riders: perft 1 and 2 finish"
else
	fail "16x16 riders: perft 1 and 2 finish" "status $status"
fi

# An engine move at depth 2 with no clock: the search must end by itself.
# The input stays open, as from an interface, until the move is seen.
cat >"$TMP/session.sh" <<'EOF'
# Feeds the session, then keeps the pipe open until a move is seen.
printf 'xboard\nprotover 2\nvariant riders16\nlevel 0 0 0\nsd 2\ngo\n'
i=0
while [ $i -lt 1200 ] && ! grep -q '^move ' "$1"; do sleep 0.1; i=$((i + 1)); done
printf 'quit\n'
EOF
start=$(date +%s)
sh "$TMP/session.sh" "$TMP/xb.out" | "$LEAPER" xboard >"$TMP/xb.out" 2>"$TMP/err"
took=$(( $(date +%s) - start ))
mv=$(sed -n 's/^move //p' "$TMP/xb.out" | head -n 1)
note "riders16: the engine's move at depth 2 took about $took s: $mv"
if [ -n "$mv" ] && "$LEAPER" perft -v riders16 --divide 1 2>/dev/null | grep -q "^$mv "; then
	pass "16x16 riders: the engine plays a legal move at depth 2 with no clock"
else
	fail "16x16 riders: the engine plays a legal move at depth 2 with no clock" "$(tail -n 3 "$TMP/xb.out")"
fi

# 41 queens set up a knight's move apart have over 1,024 moves (the
# position tests/check_variant.c sets up square by square): refused.
crowded="kq14/qq14/16/1Q4Q4Q4/3Q4Q4Q2/Q4Q4Q4Q/2Q4Q4Q3/4Q4Q4Q1/1Q4Q4Q4/3Q4Q4Q2/Q4Q4Q4Q/2Q4Q4Q3/4Q4Q4Q1/1Q4Q4Q4/3Q4Q4Q2/Q4Q4Q4K w - - 0 1"
printf '[big]\nboard = 16x16\nstart = kq14/qq14/16/16/16/16/16/16/16/16/16/16/16/16/16/15K w - - 0 1\npiece K = King; K; royal\npiece Q = Queen; Q\n' \
	>"$TMP/riders/big.ini"
measure "$LEAPER" perft -v big --fen "$crowded" 1
if [ "$status" -eq 1 ] && grep -q "possible moves; leaper handles at most 512" "$TMP/err"; then
	pass "a set-up with more moves than a move list holds is refused with a message"
else
	fail "a set-up with more moves than a move list holds is refused with a message" "status $status"
fi
LEAPER_DATA_DIR=$saved

finish
