#!/bin/sh
# threads.sh - the engine's threads from outside: --threads N for leaper
# xboard, uci, play and bench (1 to 64; 0, 65 and words refused), CECP's
# feature smp=1 and 'cores N', UCI's Threads option, each searching with
# 2 threads to a legal move; a bad 'cores' or Threads value is refused
# with a message, one out of range clamped.
#
# Run by 'make check' with $LEAPER, $LEAPER_DATA_DIR and $TESTS_DIR set.
# Prints one line per check and a last line "N passed, M failed".

NAME=threads
. "${TESTS_DIR:-$(dirname "$0")}/lib.sh"
XDG_DATA_HOME=$TMP/data
XDG_CONFIG_HOME=$TMP/config
export XDG_DATA_HOME XDG_CONFIG_HOME

# feed PATTERN LINES...: prints the lines, then waits (up to 60 s) until
# $TMP/out matches PATTERN, then prints "quit": a session's input that
# ends only once the reply came.
feed() {
	pattern=$1
	shift
	printf '%s\n' "$@"
	tries=600
	while ! grep -Eq -- "$pattern" "$TMP/out" 2>/dev/null && [ "$tries" -gt 0 ]; do
		tries=$((tries - 1))
		sleep 0.1
	done
	printf 'quit\n'
}

# The legal first moves of chess, as 'leaper perft --divide 1' lists them.
"$LEAPER" perft -v chess --divide 1 2>/dev/null | cut -d' ' -f1 | tr -d : >"$TMP/legal"

for cmd in xboard uci play bench; do
	for bad in 0 65 two -1; do
		"$LEAPER" $cmd --threads $bad </dev/null >"$TMP/out" 2>"$TMP/err"
		status=$?
		if [ $status -eq 2 ] && grep -q -- "--threads takes a number from 1 to 64" "$TMP/err"; then
			pass "$cmd --threads $bad is refused"
		else
			fail "$cmd --threads $bad is refused (status $status)" "$(cat "$TMP/err")"
		fi
	done
done

# UCI: the option, a bad value, a clamped one, a search with 2 threads.
: >"$TMP/out"
feed '^bestmove' uci 'setoption name Threads value abc' 'setoption name Threads value 0' \
	'setoption name Threads value 999999' 'setoption name Threads value 2' 'position startpos' 'go depth 6' |
	"$LEAPER" uci >"$TMP/out" 2>"$TMP/err"
if grep -q '^option name Threads type spin default 1 min 1 max 64$' "$TMP/out"; then
	pass "UCI offers Threads, spin 1 to 64, default 1"
else
	fail "UCI offers Threads, spin 1 to 64, default 1" "$(grep Threads "$TMP/out")"
fi
if grep -q '^info string error: Threads takes a number from 1 to 64, not "abc"$' "$TMP/out"; then
	pass "UCI refuses Threads abc with a message"
else
	fail "UCI refuses Threads abc with a message" "$(grep 'info string' "$TMP/out")"
fi
if [ "$(grep -c '^info string' "$TMP/out")" -eq 1 ]; then
	pass "UCI clamps Threads 0 and 999999 without a word"
else
	fail "UCI clamps Threads 0 and 999999 without a word" "$(grep 'info string' "$TMP/out")"
fi
move=$(sed -n 's/^bestmove \([^ ]*\).*/\1/p' "$TMP/out")
if [ -n "$move" ] && grep -qx -- "$move" "$TMP/legal"; then
	pass "UCI with Threads 2 answers go depth 6 with a legal move ($move)"
else
	fail "UCI with Threads 2 answers go depth 6 with a legal move" "$(tail -n 3 "$TMP/out")"
fi

# The command line's count is the option's default.
: >"$TMP/out"
feed '^uciok' uci | "$LEAPER" uci --threads 3 >"$TMP/out" 2>"$TMP/err"
if grep -q '^option name Threads type spin default 3 min 1 max 64$' "$TMP/out"; then
	pass "uci --threads 3 is the option's default"
else
	fail "uci --threads 3 is the option's default" "$(grep Threads "$TMP/out")"
fi

# CECP: smp=1, cores refused and clamped, a move with 2 cores.
: >"$TMP/out"
feed '^move ' xboard 'protover 2' 'cores abc' 'cores 0' 'cores 999999' 'cores 2' new 'sd 5' go |
	"$LEAPER" xboard >"$TMP/out" 2>"$TMP/err"
if grep -q '^feature .* smp=1 ' "$TMP/out"; then
	pass "CECP announces smp=1"
else
	fail "CECP announces smp=1" "$(grep feature "$TMP/out")"
fi
if grep -q '^Error (cores takes a number of threads): cores abc$' "$TMP/out" &&
	[ "$(grep -c '^Error' "$TMP/out")" -eq 1 ]; then
	pass "CECP refuses 'cores abc' and clamps 0 and 999999"
else
	fail "CECP refuses 'cores abc' and clamps 0 and 999999" "$(grep Error "$TMP/out")"
fi
move=$(sed -n 's/^move \(.*\)/\1/p' "$TMP/out")
if [ -n "$move" ] && grep -qx -- "$move" "$TMP/legal"; then
	pass "CECP with 2 cores plays a legal move ($move)"
else
	fail "CECP with 2 cores plays a legal move" "$(tail -n 3 "$TMP/out")"
fi
: >"$TMP/out"
feed '^move ' xboard 'protover 2' new 'sd 4' go | "$LEAPER" xboard --threads 2 >"$TMP/out" 2>"$TMP/err"
move=$(sed -n 's/^move \(.*\)/\1/p' "$TMP/out")
if [ -n "$move" ] && grep -qx -- "$move" "$TMP/legal"; then
	pass "xboard --threads 2 plays a legal move ($move)"
else
	fail "xboard --threads 2 plays a legal move" "$(tail -n 3 "$TMP/out")"
fi

# The line mode's computer with 2 threads answers a move.
: >"$TMP/out"
feed '\(computer\)' e4 | "$LEAPER" play --plain --black computer --threads 2 >"$TMP/out" 2>&1
if grep -Eq '^1\.\.\. [A-Za-z0-9+#=-]+ \(computer\)' "$TMP/out"; then
	pass "play --threads 2: the computer answers"
else
	fail "play --threads 2: the computer answers" "$(tail -n 5 "$TMP/out")"
fi

# bench --threads 2 searches every position (the nodes of both threads).
if "$LEAPER" bench -v chess --depth 3 --threads 2 >"$TMP/out" 2>"$TMP/err" &&
	grep -Eq '^nodes [1-9][0-9]*$' "$TMP/out"; then
	pass "bench --threads 2"
else
	fail "bench --threads 2" "$(cat "$TMP/out" "$TMP/err")"
fi

finish
