#!/bin/sh
# ponder.sh - thinking on the opponent's time. CECP: "hard" makes the
# engine search the reply it expects after its move (its thinking output
# starts with that reply); the reply coming makes that search its own,
# and its move is legal and within its clock; another move gets a legal
# answer for the real position; "easy" stops pondering; "quit" while
# pondering ends the process. UCI: ponderhit lets the ponder search go on
# (its depths do not start again), stop answers with bestmove, and the
# Ponder option is offered. The line mode: 'ponder on' against the
# computer, which still answers legally; the help lists 'ponder'; --ponder;
# a ponder hit goes on with the ponder search.
# The screen: off by default, 'ponder on' accepted, a move typed while
# it ponders is answered. The line mode on a terminal (in tmux): a move
# typed after 'fen' while it ponders is read and answered.
#
# Run by 'make check' with $LEAPER, $LEAPER_DATA_DIR and $TESTS_DIR set.
# Prints one line per check and a last line "N passed, M failed".

NAME=ponder
. "${TESTS_DIR:-$(dirname "$0")}/lib.sh"
pid=
test_cleanup() {
	[ -n "$pid" ] && kill "$pid" 2>/dev/null
	return 0
}

. "${TESTS_DIR:-$(dirname "$0")}/lib_session.sh"

# start_engine MODE: 'leaper MODE' reading the FIFO $TMP/in (fd 3),
# writing $TMP/out.
start_engine() {
	rm -f "$TMP/in"
	mkfifo "$TMP/in" || exit 99
	"$LEAPER" "$1" <"$TMP/in" >"$TMP/out" 2>"$TMP/err" &
	pid=$!
	exec 3>"$TMP/in"
	: >"$TMP/out.mark"
	FAIL_STDERR=$TMP/err
}

# gone SECONDS: whether the engine's process has ended within SECONDS.
gone() {
	tries=$(( $1 * 10 ))
	while kill -0 "$pid" 2>/dev/null; do
		tries=$((tries - 1))
		[ "$tries" -le 0 ] && return 1
		sleep 0.1
	done
	return 0
}

# legal_line MOVE...: whether the moves are legal, one after the other,
# from chess's start (a second 'leaper xboard' in force mode judges).
legal_line() {
	{
		printf 'xboard\nprotover 2\nnew\nforce\n'
		for mv in "$@"; do
			printf 'usermove %s\n' "$mv"
		done
		printf 'quit\n'
	} | "$LEAPER" xboard 2>/dev/null | grep -q '^Illegal' && return 1
	return 0
}

# last_move: the move of the engine's last "move" line since the mark.
last_move() {
	since_mark | sed -n 's/^move //p' | tail -n 1
}

# ponder_reply: the first move of the latest thinking line since the mark
# (while pondering: the reply pondered on).
ponder_reply() {
	since_mark | grep -E '^[0-9]+ -?[0-9]+ [0-9]+ [0-9]+ ' | tail -n 1 | cut -d' ' -f5
}

# ---- CECP ----
start_engine xboard
send xboard
send "protover 2"
send new
send hard
send post
send "level 0 0:10 0.1"
mark
send "usermove e2e4"
if wait_for '^move ' 30; then
	m1=$(last_move)
	pass "hard: the engine moves ($m1)"
else
	fail "hard: the engine moves" "$(since_mark | tail -n 3)"
fi
mark
if wait_for '^[0-9]+ -?[0-9]+ [0-9]+ [0-9]+ [a-h][1-8][a-h][1-8]' 20; then
	r1=$(ponder_reply)
	if legal_line e2e4 "$m1" "$r1"; then
		pass "after its move it ponders, its line starting with the reply it expects ($r1)"
	else
		fail "its ponder line starts with a legal reply" "e2e4 $m1 $r1"
	fi
else
	fail "after its move it ponders (thinking output)" "$(since_mark | tail -n 3)"
	r1=d2d4
fi
mark
send "time 900"
send "otim 900"
send "usermove $r1"
if wait_for '^move ' 30; then
	m2=$(last_move)
	if legal_line e2e4 "$m1" "$r1" "$m2"; then
		pass "ponder hit: a legal move ($m2)"
	else
		fail "ponder hit: a legal move" "e2e4 $m1 $r1 $m2"
	fi
	# the search's own time (centiseconds, from the hit) within the 9 s it had
	t=$(since_mark | grep -E '^[0-9]+ -?[0-9]+ [0-9]+ [0-9]+ ' | tail -n 1 | cut -d' ' -f3)
	if [ -n "$t" ] && [ "$t" -lt 900 ]; then
		pass "ponder hit: the search kept to the clock ($t cs of 900)"
	else
		fail "ponder hit: the search kept to the clock" "last thinking time '$t' cs of 900"
	fi
else
	fail "ponder hit: a move" "$(since_mark | tail -n 3)"
	m2=
fi
# A miss: another reply than the one pondered on.
mark
wait_for '^[0-9]+ -?[0-9]+ [0-9]+ [0-9]+ [a-h][1-8][a-h][1-8]' 20
r2=$(ponder_reply)
other=
for cand in a2a3 h2h3 a2a4 h2h4 b1a3 g1h3 b2b3 g2g3; do
	if [ "$cand" != "$r2" ] && legal_line e2e4 "$m1" "$r1" "$m2" "$cand"; then
		other=$cand
		break
	fi
done
mark
send "time 800"
send "otim 800"
send "usermove $other"
if wait_for '^move ' 30; then
	m3=$(last_move)
	if legal_line e2e4 "$m1" "$r1" "$m2" "$other" "$m3"; then
		pass "ponder miss ($other, not $r2): a legal move for the real position ($m3)"
	else
		fail "ponder miss: a legal move for the real position" "e2e4 $m1 $r1 $m2 $other $m3"
	fi
else
	fail "ponder miss: a move" "$(since_mark | tail -n 3)"
fi
if grep -q '^Illegal' "$TMP/out"; then
	fail "no move was refused in the pondering game" "$(grep '^Illegal' "$TMP/out")"
else
	pass "no move was refused in the pondering game"
fi
# "easy": no more thinking on the opponent's time. The ponder search may
# print a line before it reads "easy"; once "ping 6" is answered, "easy"
# has been handled, and nothing may be printed after it.
send easy
send "ping 6"
wait_for '^pong 6$' 20
mark
sleep 1
send "ping 7"
wait_for '^pong 7$' 20
if since_mark | grep -Eq '^[0-9]+ -?[0-9]+ [0-9]+ [0-9]+ '; then
	fail "easy: no thinking output while waiting for the opponent" "$(since_mark | tail -n 3)"
else
	pass "easy: no thinking output while waiting for the opponent"
fi
# quit while pondering: the process ends.
send hard
send new
send "level 0 0:10 0.1"
mark
send "usermove d2d4"
wait_for '^move ' 30
mark
if wait_for '^[0-9]+ -?[0-9]+ [0-9]+ [0-9]+ ' 20; then
	pass "hard again after new: it ponders"
else
	fail "hard again after new: it ponders" "$(since_mark | tail -n 3)"
fi
send quit
if gone 10; then
	pass "quit while pondering: the engine leaves"
else
	fail "quit while pondering: the engine leaves" "process $pid still runs"
fi
exec 3>&-
wait "$pid" 2>/dev/null
pid=

# ---- UCI ----
start_engine uci
mark
send uci
expect "UCI offers the Ponder option" '^option name Ponder type check default false$'
send "setoption name Ponder value true"
send "position startpos moves e2e4 e7e5"
mark
send "go ponder wtime 10000 btime 10000 winc 100 binc 100"
wait_for '^info depth 5 ' 30
mark
send ponderhit
if wait_for '^bestmove ' 30; then
	first=$(since_mark | sed -n 's/^info depth \([0-9]*\) .*/\1/p' | head -n 1)
	b=$(since_mark | sed -n 's/^bestmove \([^ ]*\).*/\1/p')
	if [ -n "$first" ] && [ "$first" -gt 5 ]; then
		pass "ponderhit: the ponder search goes on (next depth $first)"
	else
		fail "ponderhit: the ponder search goes on" "first depth after ponderhit: '$first'"
	fi
	if legal_line e2e4 e7e5 "$b"; then
		pass "ponderhit: a legal bestmove ($b)"
	else
		fail "ponderhit: a legal bestmove" "$b"
	fi
	if since_mark | grep -Eq '^bestmove [a-h][1-8][a-h][1-8] ponder [a-h][1-8][a-h][1-8]$'; then
		pass "bestmove names the reply to ponder on"
	else
		fail "bestmove names the reply to ponder on" "$(since_mark | tail -n 1)"
	fi
else
	fail "ponderhit: bestmove" "$(since_mark | tail -n 3)"
fi
mark
send "go ponder wtime 10000 btime 10000"
wait_for '^info depth 2 ' 20
send stop
expect "go ponder then stop: bestmove" '^bestmove [a-h][1-8][a-h][1-8]'
send quit
if gone 10; then
	pass "UCI: quit ends the session"
else
	fail "UCI: quit ends the session" "process $pid still runs"
fi
exec 3>&-
wait "$pid" 2>/dev/null
pid=

# ---- The line mode ----
# check DESCRIPTION FILE PATTERN (fixed text)
check() {
	if grep -qF -- "$3" "$2"; then
		pass "$1"
	else
		fail "$1" "$(tail -n 8 "$2")"
	fi
}
printf 'help\nponder\nquit\n' | "$LEAPER" play --plain >"$TMP/plain" 2>&1
check "the help lists 'ponder'" "$TMP/plain" "ponder on|off"
check "pondering is off by default" "$TMP/plain" "Pondering is off"
printf 'ponder\nquit\n' | "$LEAPER" play --plain --ponder >"$TMP/plain" 2>&1
check "play --ponder turns it on" "$TMP/plain" "Pondering is on"
# Against the computer at level 10: each move typed after it has pondered
# a while; every answer is the computer's, and none is refused.
{
	printf 'ponder on\ne4\n'
	sleep 2
	printf 'd4\n'
	sleep 2
	printf 'Nf3\nfen\nquit\n'
} | "$LEAPER" play --plain --black computer --level 10 --time 0.2 >"$TMP/plain" 2>&1
check "ponder on is accepted" "$TMP/plain" "Pondering on"
check "the computer answers after pondering (move 2)" "$TMP/plain" "2... "
if grep -q '^3\.\.\. .* (computer)$' "$TMP/plain" && ! grep -qi 'illegal\|no legal' "$TMP/plain"; then
	pass "the computer answers the third move too, legally"
else
	fail "the computer answers the third move too, legally" "$(grep -E '^[0-9]+\.|llegal' "$TMP/plain")"
fi
# A ponder hit: the reply the computer expected (its line's second move),
# typed while it ponders, makes the ponder search its own: the first line
# of thinking shown after it is of a depth it reached while pondering, not
# a new search's first. (Its output goes to $TMP/out, for wait_for.)
rm -f "$TMP/pin"
mkfifo "$TMP/pin" || exit 99
"$LEAPER" play --plain --black computer --level 10 --time 1 --ponder <"$TMP/pin" >"$TMP/out" 2>&1 &
pid=$!
exec 4>"$TMP/pin"
: >"$TMP/out.mark"
printf 'engine\ne4\n' >&4
if wait_for '^1\.\.\. .* \(computer\)$' 30; then
	reply=$(grep '^depth ' "$TMP/out" | tail -n 1 | awk '{ print $11 }')
	sleep 2
	mark
	printf '%s\n' "$reply" >&4
	if wait_for '^2\.\.\. .* \(computer\)$' 30; then
		first=$(since_mark | grep '^depth ' | head -n 1)
		d=$(printf '%s\n' "$first" | awk '{ print $2 }')
		if [ -n "$d" ] && [ "$d" -gt 3 ]; then
			pass "the line mode: a ponder hit ($reply) goes on with the search (first depth shown $d)"
		else
			fail "the line mode: a ponder hit goes on with the search" "reply $reply, first line after it: $first"
		fi
	else
		fail "the line mode: the computer answers the reply it expected" "$(tail -n 5 "$TMP/out")"
	fi
else
	fail "the line mode: the computer's first move" "$(tail -n 5 "$TMP/out")"
fi
printf 'quit\n' >&4
exec 4>&-
gone 10 || kill "$pid" 2>/dev/null
pid=

# ---- The screen ----
SOCK=leaper-ponder-$$
. "$TESTS_DIR/lib_screen.sh"
if screen_probe; then
	start play --black computer --level 10 --time 0.3
	expect "the game screen starts" shows "Black: computer, level 10"
	type_text "ponder"
	keys Enter
	expect "the screen: pondering is off by default" shows "Pondering is off"
	type_text "ponder on"
	keys Enter
	expect "the screen: ponder on is accepted" shows "Pondering on"
	type_text "e4"
	keys Enter
	expect "the computer answers" shows "Black played"
	type_text "d4"
	keys Enter
	expect "while it pondered the move was typed and answered" shows_line "2\. d4 +[a-hKQRBNO]"
	keys F10
	expect "the screen leaves" shows "EXIT=0"
	# The line mode on a terminal (readline): a command that does not
	# end the ponder search ('fen') is run from inside it, and readline
	# then reads the next line while the same search goes on, so a move
	# typed after it is answered (not left unread until the search ends).
	H=50 start play --plain --black computer --level 10 --time 1 --ponder
	expect "the line mode on a terminal starts" shows "White>"
	type_text "e4"
	keys Enter
	expect "the line mode on a terminal: the computer answers" shows_line '^1\.\.\. .* \(computer\)$'
	sleep 1
	type_text "fen"
	keys Enter
	expect "while it ponders, 'fen' prints the position" shows "FEN: "
	type_text "d4"
	keys Enter
	WAIT=30 expect "and a move typed after it is read and answered" shows_line '^2\.\.\. .* \(computer\)$'
	type_text "quit"
	keys Enter
	expect "the line mode on a terminal leaves" shows "EXIT=0"
else
	skip "the screen's ponder command: tmux cannot start a session here: $tmux_why"
fi

finish
