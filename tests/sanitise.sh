#!/bin/sh
# sanitise.sh - text that came from outside (PGN tags, variant files, file
# names, typed input) reaches the terminal with its control bytes and
# broken UTF-8 written as visible escapes (\e, \x07, \xC2\x9B), never raw:
# a tag such as [White "A<ESC>]2;X<BEL>B"] must not retitle the window.
# The line mode and 'replay --list' are checked byte by byte; the curses
# screens in a private tmux server (skipped without tmux), where the pane
# title shows whether an escape sequence got through.

NAME=sanitise
. "${TESTS_DIR:-$(dirname "$0")}/lib.sh"
FAIL_STDERR=$TMP/err

# expect DESCRIPTION CONDITION...: passes when the condition command succeeds.
expect() {
	desc=$1
	shift
	if "$@"; then pass "$desc"; else fail "$desc" "failed: $*"; fi
}

# run COMMAND... <INPUT: output in $TMP/out and $TMP/err, status in $status.
if command -v timeout >/dev/null 2>&1; then
	limit="timeout 60"
else
	limit=
fi
run() {
	$limit "$@" >"$TMP/out" 2>"$TMP/err"
	status=$?
}

# raw_controls FILE: whether FILE holds a byte a terminal would act on (a C0
# control other than tab and newline, DEL, a C1 control as UTF-8) or 0xFF.
raw_controls() { LC_ALL=C grep -qE "$(printf '[\001-\010\013-\037\177\377]|\302[\200-\237]')" "$1"; }
clean() { ! raw_controls "$TMP/out" && ! raw_controls "$TMP/err"; }
out_has() { grep -qF -- "$1" "$TMP/out"; }
err_has() { grep -qF -- "$1" "$TMP/err"; }

ESC=$(printf '\033')
BEL=$(printf '\007')
CSI1=$(printf '\302\233')   # C1 CSI, U+009B, as UTF-8

# A game whose White tag retitles an xterm and whose Event clears the screen.
printf '[Event "Open%s[2J"]\n[White "A%s]2;X%sB"]\n[Black "b%s"]\n[Result "*"]\n\n1. e4 e5 *\n' \
	"$ESC" "$ESC" "$BEL" "$CSI1" >"$TMP/title.pgn"

# --- replay --list and replay in the line mode -------------------------------

run "$LEAPER" replay --plain --list "$TMP/title.pgn" </dev/null
expect "replay --list exits 0" test "$status" -eq 0
expect "replay --list shows the White tag's OSC escaped" out_has 'A\e]2;X\x07B'
expect "... the Event's CSI escaped" out_has 'Open\e[2J'
expect "... the Black tag's C1 CSI escaped" out_has 'b\xC2\x9B'
expect "... and writes no control byte" clean

printf 'next\nquit\n' >"$TMP/in"
run "$LEAPER" replay --plain "$TMP/title.pgn" <"$TMP/in"
expect "replay --plain names the players escaped" out_has ': A\e]2;X\x07B - b\xC2\x9B, '
expect "... and writes no control byte" clean

run "$LEAPER" replay --plain "$TMP/no${ESC}[2Jsuch.pgn" </dev/null
expect "replay of a missing file exits 1" test "$status" -eq 1
expect "... naming the file escaped" err_has "no\\e[2Jsuch.pgn: "
expect "... and writes no control byte" clean

# --- typed input and loaded files in the line mode ---------------------------

printf '[Event "e"]\n[Variant "x%s]2;PWNED%sy"]\n[Result "*"]\n\n1. e4 *\n' "$ESC" "$BEL" >"$TMP/variant.pgn"
printf 'e%s]2;X%s\nload %s/variant.pgn\nload %s/gone%s[31m.pgn\nquit\n' "$ESC" "$BEL" "$TMP" "$TMP" "$ESC" >"$TMP/in"
run "$LEAPER" play --plain <"$TMP/in"
expect "a typed move with an OSC is echoed escaped" out_has 'not a move: "e\e]2;X\x07"'
expect "a loaded file's unknown variant is quoted escaped" out_has 'unknown variant "x\e]2;PWNED\x07y"'
expect "a typed file name is echoed escaped" out_has "gone\\e[31m.pgn: "
expect "... and the line mode writes no control byte" clean

# Variant files refuse C0 controls but may hold C1 controls and broken UTF-8.
mkdir "$TMP/data"
cp "$LEAPER_DATA_DIR"/*.ini "$TMP/data/"
printf '[evil]\ninherit = chess\ndescription = D%s2JE\377\nside-names = W%sX, B\n' "$CSI1" "$CSI1" \
	>"$TMP/data/evil.ini"
run env LEAPER_DATA_DIR="$TMP/data" "$LEAPER" variants </dev/null
expect "variants lists a C1 and a 0xFF in a description escaped" out_has 'D\xC2\x9B2JE\xFF'
expect "... and writes no control byte" clean

printf 'quit\n' >"$TMP/in"
run env LEAPER_DATA_DIR="$TMP/data" "$LEAPER" play -v evil --plain <"$TMP/in"
expect "the line mode names a side with a C1 escaped" out_has 'W\xC2\x9BX to move'
expect "... and writes no control byte" clean

printf 'b%s[2J\nquit\n' "$ESC" >"$TMP/in"
run "$LEAPER" tour --plain <"$TMP/in"
expect "the tour echoes a typed square with an ESC escaped" out_has 'command: "b\e[2J"'
expect "... and writes no control byte" clean

# --- the curses screens ------------------------------------------------------

SOCK=leaper-sanitise-$$
T() { tmux -L "$SOCK" -f /dev/null "$@"; }
test_cleanup() { command -v tmux >/dev/null 2>&1 && T kill-server 2>/dev/null; :; }

# tui DATA_DIR ARGS...: the program in a fresh 100x30 tmux session, made
# before the last one goes (the server quits with its last session).
S=
count=0
tui() {
	dir=$1
	shift
	count=$((count + 1))
	printf '#!/bin/sh\nexec env TERM=screen LANG=C.UTF-8 LC_ALL=C.UTF-8 LEAPER_DATA_DIR="%s" "%s"' "$dir" "$LEAPER" >"$TMP/tui"
	for arg in "$@"; do printf ' "%s"' "$arg"; done >>"$TMP/tui"
	printf '\nsleep 600\n' >>"$TMP/tui"
	chmod +x "$TMP/tui"
	T new-session -d -s "s$count" -x 100 -y 30 "$TMP/tui"
	[ -n "$S" ] && T kill-session -t "$S"
	S=s$count
}

# shows TEXT: polls the screen for the fixed text, for up to 20 seconds.
shows() {
	n=0
	while [ $n -lt 400 ]; do
		T capture-pane -p -t "$S" >"$TMP/screen" 2>/dev/null
		grep -qF -- "$1" "$TMP/screen" && return 0
		sleep 0.05
		n=$((n + 1))
	done
	return 1
}
title_is_not() { [ "$(T display -p -t "$S" '#{pane_title}')" != "$1" ]; }

if ! command -v tmux >/dev/null 2>&1; then
	skip "the curses screens: no tmux"
else
	tui "$LEAPER_DATA_DIR" play
	if shows "to move"; then
		T send-keys -t "$S" -l "load $TMP/variant.pgn"
		T send-keys -t "$S" Enter
		expect "the message line quotes a loaded file's OSC escaped" shows 'unknown variant "x\e]2;PWNED\x07y"'
		expect "... and the pane title is not changed" title_is_not PWNED
	else
		fail "the game screen shows" "$(cat "$TMP/screen")"
	fi
	tui "$TMP/data" play -v evil
	# The side name reaches the grid as the code point U+009B: the terminal
	# layer draws it as U+FFFD rather than sending a CSI.
	if shows "$(printf 'W\357\277\275X')"; then
		pass "a C1 control in a cell is drawn as U+FFFD"
	else
		fail "a C1 control in a cell is drawn as U+FFFD" "$(cat "$TMP/screen")"
	fi
	T kill-server 2>/dev/null
fi

finish
