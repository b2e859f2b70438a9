#!/bin/sh
# keep.sh - no game is ever lost: every game has its own file in the
# autosave folder, written after every move. A line mode or a screen
# killed with SIGKILL after move N resumes at move N; two leapers play two
# games at once and never touch each other's file (a game open in one is
# "in use" in the other); resuming brings back the clocks; a full disk or
# a read-only home keeps the game in memory, says why, and the program
# does not exit 0 with the game unsaved.
#
# Run by 'make check' with $LEAPER and $LEAPER_DATA_DIR set. The screen
# part needs tmux and is skipped without it.

NAME=keep
. "${TESTS_DIR:-$(dirname "$0")}/lib.sh"
GAMES=$XDG_DATA_HOME/leaper/games

# newest_game: the game file saved last, or nothing.
newest_game() {
	ls -t "$GAMES"/*.pgn 2>/dev/null | head -n 1
}

# check DESCRIPTION FILE LINE: FILE has the exact line LINE.
check() {
	if grep -qxF -- "$3" "$2"; then
		pass "$1"
	else
		fail "$1" "expected the line: $3
got:
$(grep -v '^ *[0-9]*  ' "$2" | tail -n 12)"
	fi
}

# wait_for FILE PATTERN: waits up to 10 s for a line of FILE to match.
wait_for() {
	n=0
	while ! grep -q -- "$2" "$1" 2>/dev/null && [ $n -lt 100 ]; do
		sleep 0.1
		n=$((n + 1))
	done
}

# play_in_background FIFO OUT ARGS...: starts a line-mode game reading
# FIFO (kept open on descriptor 7 or 8 by the caller); sets $pid.
play_in_background() {
	fifo=$1 out=$2
	shift 2
	rm -f "$fifo"
	mkfifo "$fifo"
	"$LEAPER" play --plain "$@" < "$fifo" > "$out" 2>&1 &
	pid=$!
}

AFTER_3="FEN: rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"

# --- SIGKILL after move 3 in the line mode ---------------------------------
play_in_background "$TMP/in" "$TMP/out"
exec 7> "$TMP/in"
printf 'e4\ne5\nNf3\n' >&7
wait_for "$TMP/out" '^2\. Nf3$'
kill -KILL "$pid"
wait "$pid" 2>/dev/null
exec 7>&-
printf 'resume\nfen\nquit\n' | "$LEAPER" play --plain > "$TMP/out" 2>&1
check "line mode: killed after move 3, resumed at move 3" "$TMP/out" "$AFTER_3"
printf 'fen\nquit\n' | "$LEAPER" play --plain --resume > "$TMP/out" 2>&1
check "line mode: --resume takes it up at once" "$TMP/out" "$AFTER_3"
rm -rf "$GAMES"

# --- Two leapers at once ---------------------------------------------------
play_in_background "$TMP/a" "$TMP/a.out"
pid_a=$pid
exec 7> "$TMP/a"
play_in_background "$TMP/b" "$TMP/b.out" -v lancerchess
pid_b=$pid
exec 8> "$TMP/b"
printf 'e4\n' >&7
printf 'd4\n' >&8
wait_for "$TMP/a.out" '^1\. e4$'
wait_for "$TMP/b.out" '^1\. d4$'
printf 'e5\n' >&7
wait_for "$TMP/a.out" '^1\.\.\. e5$'
files=$(ls "$GAMES"/*.pgn 2>/dev/null | wc -l)
[ "$files" -eq 2 ] && pass "two games, two files" || fail "two games, two files" "$(ls -l "$GAMES")"
printf 'games\nresume\nquit\n' | "$LEAPER" play --plain > "$TMP/out" 2>&1
n=$(grep -c '(in use by another leaper)$' "$TMP/out")
[ "$n" -eq 2 ] && pass "a game open elsewhere is listed as in use" || fail "a game open elsewhere is listed as in use" "$(cat "$TMP/out")"
check "a game open elsewhere is not resumed" "$TMP/out" "error: there is no unfinished game to resume."
kill -KILL "$pid_a" "$pid_b"
wait "$pid_a" 2>/dev/null
wait "$pid_b" 2>/dev/null
exec 7>&- 8>&-
printf 'games\nquit\n' | "$LEAPER" play --plain > "$TMP/out" 2>&1
n=$(grep -c '^[12]\. ' "$TMP/out")
[ "$n" -eq 2 ] && pass "killed, both are free again" || fail "killed, both are free again" "$(cat "$TMP/out")"
printf 'fen\nquit\n' | "$LEAPER" play --plain --resume 1 > "$TMP/1.out" 2>&1
printf 'fen\nquit\n' | "$LEAPER" play --plain --resume 2 > "$TMP/2.out" 2>&1
if grep -qxF "FEN: rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2" "$TMP/1.out" "$TMP/2.out" &&
	grep -qxF "FEN: rdbqkblr/pppppppp/8/8/3P4/8/PPP1PPPP/RDBQKBLR b KQkq d3 0 1" "$TMP/1.out" "$TMP/2.out"; then
	pass "both games resume, each with its own moves"
else
	fail "both games resume, each with its own moves" "$(cat "$TMP/1.out" "$TMP/2.out" | grep FEN)"
fi
rm -rf "$GAMES"

# --- Resuming brings back the clock ----------------------------------------
printf 'e4\ne5\nquit\n' | "$LEAPER" play --plain --time 5+3 > "$TMP/out" 2>&1
printf 'board\nquit\n' | "$LEAPER" play --plain --resume > "$TMP/out" 2>&1
if grep -q '^Clock: White 5:0[0-3], Black 5:0[0-3]$' "$TMP/out"; then
	pass "line mode: the clock is resumed"
else
	fail "line mode: the clock is resumed" "$(grep -i 'clock\|error' "$TMP/out")"
fi
rm -rf "$GAMES"

# --- A full disk and a read-only home --------------------------------------
# mount_small DIR OPTIONS: a tmpfs at DIR (root only); returns 1 when it
# cannot be had here.
mounted=
mount_small() {
	mkdir -p "$1"
	[ "$(id -u)" = 0 ] && mount -t tmpfs -o "$2" tmpfs "$1" 2>/dev/null && mounted="$mounted $1"
}
test_cleanup() {
	for m in $mounted; do umount "$m" 2>/dev/null; done
}
if mount_small "$TMP/full" size=64k; then
	mkdir -p "$TMP/full/leaper/games"
	dd if=/dev/zero of="$TMP/full/filler" bs=4k 2>/dev/null
	printf 'e4\ne5\nsave %s/kept.pgn\nquit\n' "$TMP" |
		XDG_DATA_HOME=$TMP/full "$LEAPER" play --plain > "$TMP/out" 2>&1
	status=$?
	if grep -q '^error: the game could not be saved: .*No space left on device' "$TMP/out"; then
		pass "a full disk: the failed save says why"
	else
		fail "a full disk: the failed save says why" "$(grep -v '^ *[0-9]*  ' "$TMP/out" | tail -n 8)"
	fi
	check "a full disk: the game goes on in memory" "$TMP/out" "1... e5"
	[ -s "$TMP/kept.pgn" ] && pass "a full disk: 'save FILE' keeps it elsewhere" ||
		fail "a full disk: 'save FILE' keeps it elsewhere"
	printf 'e4\nquit\n' | XDG_DATA_HOME=$TMP/full "$LEAPER" play --plain > "$TMP/out" 2>&1
	status=$?
	if grep -q "^error: the game is not saved (.*): 'save FILE' keeps it, 'quit' again leaves without it\.$" "$TMP/out"; then
		pass "a full disk: quit refuses once"
	else
		fail "a full disk: quit refuses once" "$(grep -v '^ *[0-9]*  ' "$TMP/out" | tail -n 8)"
	fi
	[ $status -ne 0 ] && pass "a full disk: the exit status is not 0 (status $status)" ||
		fail "a full disk: the exit status is not 0"
else
	note "no tmpfs can be mounted here: the full-disk checks are skipped"
fi
if mount_small "$TMP/ro" ro,size=64k || { mkdir -p "$TMP/ro" && [ "$(id -u)" != 0 ] && chmod 555 "$TMP/ro"; }; then
	printf 'e4\ne5\n' | XDG_DATA_HOME=$TMP/ro "$LEAPER" play --plain > "$TMP/out" 2>&1
	status=$?
	if grep -q '^error: the game could not be saved: ' "$TMP/out"; then
		pass "a read-only home: the failed save says why"
	else
		fail "a read-only home: the failed save says why" "$(grep -v '^ *[0-9]*  ' "$TMP/out" | tail -n 8)"
	fi
	check "a read-only home: the game goes on" "$TMP/out" "1... e5"
	[ $status -ne 0 ] && pass "a read-only home: the end of the input does not exit 0 (status $status)" ||
		fail "a read-only home: the end of the input does not exit 0"
else
	note "no read-only folder can be made here: the read-only checks are skipped"
fi

# --- The screen ------------------------------------------------------------
SOCK=leaper-keep-$$
T() { tmux -L "$SOCK" "$@"; }
if ! tmux_probe "$SOCK"; then
	note "tmux cannot start a session here ($tmux_why): the screen checks are skipped"
	finish
	exit
fi
TERMNAME=screen
# screen_start ARGS...: the program in a fresh 80x24 session "k"; the
# new session comes first and the old one goes after, since a tmux server
# quits with its last session and a new one may not start at once.
screen_start() {
	{
		printf 'env TERM=%s LANG=C.UTF-8 LC_ALL=C.UTF-8 "%s"' "$TERMNAME" "$LEAPER"
		printf ' %s' "$@"
		echo
	} | tmux_script >"$TMP/run"
	chmod +x "$TMP/run"
	T rename-session -t k old 2>/dev/null
	T new-session -d -s k -x 80 -y 24 "exec '$TMP/run'"
	T kill-session -t old 2>/dev/null
}
# shows TEXT: polls the screen for TEXT, 10 s at most.
shows() {
	n=0
	while [ $n -lt 200 ]; do
		T capture-pane -p -t k | grep -qF -- "$1" && return 0
		sleep 0.05
		n=$((n + 1))
	done
	return 1
}
# expect_screen DESCRIPTION TEXT
expect_screen() {
	if shows "$2"; then
		pass "$1"
	else
		fail "$1" "$(T capture-pane -p -t k)"
	fi
}
# the pid of leaper inside the session
leaper_pid() {
	pgrep -P "$(T display -p -t k '#{pane_pid}')" 2>/dev/null | head -n 1
}

screen_start play --time 5+3
expect_screen "screen: a game starts" "move>"
for m in e4 e5 Nf3; do
	T send-keys -t k -l "$m"
	T send-keys -t k Enter
done
expect_screen "screen: three moves are played" "2. Nf3"
kill -KILL "$(leaper_pid)"
expect_screen "screen: killed" "EXIT=137"
screen_start play --resume
expect_screen "screen: killed after move 3, resumed at move 3" "2. Nf3"
# the clocks as the moves left them (5:00 plus increments, less the
# time taken), not a fresh 5:00 each
if shows "White: human" && T capture-pane -p -t k | grep -Eq 'White: human +5:0[1-6]' &&
	T capture-pane -p -t k | grep -Eq 'Black: human +5:0[1-6]'; then
	pass "screen: the clocks are resumed"
else
	fail "screen: the clocks are resumed" "$(T capture-pane -p -t k)"
fi
T send-keys -t k -l "fen"
T send-keys -t k Enter
expect_screen "screen: the position of move 3" "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2"
T send-keys -t k -l "quit"
T send-keys -t k Enter
expect_screen "screen: quit" "EXIT=0"
rm -rf "$GAMES"

# Undone back to the start: nothing to keep, and nothing said about it.
screen_start play
expect_screen "screen: a new game" "move>"
T send-keys -t k -l "e4"
T send-keys -t k Enter
expect_screen "screen: a move" "1. e4"
T send-keys -t k -l "undo"
T send-keys -t k Enter
expect_screen "screen: taken back" "Took back 1 move"
T send-keys -t k -l "quit"
T send-keys -t k Enter
expect_screen "screen: quit after undoing everything" "EXIT=0"
if [ -z "$(newest_game)" ] && ! T capture-pane -p -t k | grep -q "kept in"; then
	pass "screen: no file is left and none is claimed"
else
	fail "screen: no file is left and none is claimed" "$(ls "$GAMES" 2>&1; T capture-pane -p -t k | tail -n 3)"
fi

# The default level is the same in both front ends.
printf 'quit\n' | "$LEAPER" play --plain --black computer > "$TMP/out" 2>&1
if grep -q 'Black: leaper level 3\.' "$TMP/out"; then
	pass "line mode: the computer plays at level 3 unless told"
else
	fail "line mode: the computer plays at level 3 unless told" "$(head -n 2 "$TMP/out")"
fi
screen_start play --black computer
expect_screen "screen: the computer plays at level 3 unless told" "computer, level 3"
T send-keys -t k F10
expect_screen "screen: left" "EXIT=0"

# A save that fails on the screen: said, the game goes on, quit asks
# once, and leaving anyway is not exit 0.
if [ -d "$TMP/ro" ] && { [ "$(id -u)" != 0 ] || grep -q " $TMP/ro " /proc/mounts; }; then
	printf 'env XDG_DATA_HOME=%s TERM=%s LANG=C.UTF-8 LC_ALL=C.UTF-8 "%s" play\n' "$TMP/ro" \
		"$TERMNAME" "$LEAPER" | tmux_script >"$TMP/run-ro"
	chmod +x "$TMP/run-ro"
	T rename-session -t k old 2>/dev/null
	T new-session -d -s k -x 80 -y 24 "exec '$TMP/run-ro'"
	T kill-session -t old 2>/dev/null
	expect_screen "screen, read-only home: a game" "move>"
	T send-keys -t k -l "e4"
	T send-keys -t k Enter
	expect_screen "screen, read-only home: the failed save is said" "The game could not be saved"
	T send-keys -t k -l "e5"
	T send-keys -t k Enter
	expect_screen "screen, read-only home: the game goes on" "1. e4        e5"
	T send-keys -t k -l "quit"
	T send-keys -t k Enter
	expect_screen "screen, read-only home: quit refuses once" "The game is not saved"
	T send-keys -t k -l "quit"
	T send-keys -t k Enter
	expect_screen "screen, read-only home: leaving anyway is not exit 0" "EXIT=1"
fi
finish
