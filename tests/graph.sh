#!/bin/sh
# graph.sh - the evaluation graph on the game screen, end to end in a
# private tmux server: a saved game replayed draws the strip below the
# board, the engine fills it in the background, a click on it goes to
# that move, the keys step along it, and --ascii draws it in ASCII.
# Skipped (exit 77) without tmux, or when tmux cannot start a session.
#
# Environment (set by make check): LEAPER, the program; LEAPER_DATA_DIR.
NAME=graph
. "${TESTS_DIR:-$(dirname "$0")}/lib.sh"
SOCK=leaper-graph-$$
. "$TESTS_DIR/lib_screen.sh"
screen_probe || skip_all "tmux cannot start a session here: $tmux_why"
WAIT=20
# The screen row of the first line holding the text, from 0.
row_with() {
	screen | grep -nF -- "$1" | head -n 1 | cut -d: -f1 | awk '{ print $1 - 1 }'
}

# A short game that ends in mate, the first move with an [%eval] of its own.
cat >"$TMP/game.pgn" <<'PGN'
[Event "Graph"]
[Site "?"]
[Date "2024.01.01"]
[Round "1"]
[White "A"]
[Black "B"]
[Result "0-1"]

1. e4 { [%eval 3.00] } e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5 5. Nxf7 Qxg2 6. Rf1 Qxe4+ 7. Be2 Nf3# 0-1
PGN

start replay "$TMP/game.pgn"
expect "the replay starts" shows "White to move (replay)"
# The strip's columns hold full blocks (the bars reach the bottom row)
# once scored; the engine fills them without a key pressed.
expect "the graph is drawn below the board" shows "██"
n=0
while [ $n -lt 400 ] && screen | grep -qF "?"; do
	sleep 0.05
	n=$((n + 1))
done
if screen | grep -qF "?"; then fail "the engine fills every move in the background" "$(screen)"; else pass "the engine fills every move in the background"; fi
# Where the moves' columns are: the marker row names the move shown, its
# marker in the move's first column, under the bars' bottom row.
marker_col() {
	screen | grep -F "▲" | head -n 1 | awk '{ print index($0, "▲") - 1 }'
}
keys Right
expect "Right steps to the first move" shows "Move 1 of 14"
expect "the marker row names it" shows "▲ 1. e4"
row=$(($(row_with "▲") - 1))
col=$(marker_col)
keys Right
expect "the marker follows the next move" shows "▲ 1... e5"
w=$(($(marker_col) - col))
note "the graph's bottom row is $row, move 1 at column $col, $w columns a move"
[ "$w" -ge 1 ] && [ "$w" -le 3 ] || fail "a move takes one to three columns" "$w"
keys End
expect "End goes to the last move" shows "Move 14 of 14"
expect "the marker names the last move and its result" shows "7... Nf3# 0-1"
click "$row" "$col"
expect "a click on the graph goes to the first move" shows "Move 1 of 14"
expect "the marker names the first move with the file's [%eval] as its score" shows "1. e4 +3.00"
click "$row" $((col + 4 * w))
expect "a click further right goes to move 5" shows "Move 5 of 14"
expect "the marker follows" shows "3. "
# A drag along the strip: pressed on move 1, moved with the button held
# to the column of move 7 (xterm's report of a move with button 1 held is
# button code 32), released there.
drag_to() {
	x=$(printf "\\$(printf %03o $(($2 + 33)))")
	y=$(printf "\\$(printf %03o $(($1 + 33)))")
	T send-keys -t "$S" -l "$(printf '\033[M@')$x$y"
}
press() {
	x=$(printf "\\$(printf %03o $(($2 + 33)))")
	y=$(printf "\\$(printf %03o $(($1 + 33)))")
	T send-keys -t "$S" -l "$(printf '\033[M ')$x$y"
}
release() {
	x=$(printf "\\$(printf %03o $(($2 + 33)))")
	y=$(printf "\\$(printf %03o $(($1 + 33)))")
	T send-keys -t "$S" -l "$(printf '\033[M#')$x$y"
}
flag=$(T display -p -t "$S" '#{mouse_button_flag}' 2>/dev/null)
case $flag in
1) pass "the terminal is asked to report drags" ;;
0) fail "the terminal is asked to report drags" "mouse_button_flag is 0" ;;
*) skip "this tmux does not tell the pane's mouse mode" ;;
esac
press "$row" "$col"
expect "a press on the graph goes to its move" shows "Move 1 of 14"
drag_to "$row" $((col + 3 * w))
expect "a drag goes to the move under the mouse" shows "Move 4 of 14"
drag_to "$row" $((col + 6 * w))
expect "and on along the strip" shows "Move 7 of 14"
drag_to 4 6
sleep 0.3
expect "a drag on over the board moves nothing" shows "Move 7 of 14"
release 4 6
sleep 0.3
expect "nor does the release there" shows "Move 7 of 14"
click "$row" $((col + 4 * w))
expect "a click goes back to move 5" shows "Move 5 of 14"
keys Right
expect "Right steps along the graph" shows "Move 6 of 14"
expect "and its marker" shows "3... "
keys F10
expect "replay quits" shows "EXIT=0"

# --- ASCII -------------------------------------------------------------------
start replay --ascii "$TMP/game.pgn"
expect "the ASCII replay starts" shows "White to move (replay)"
expect "the ASCII graph draws its bars with #" shows "##"
keys End
expect "and marks the current move with ^" shows "7... Nf3# 0-1 ^"
keys F10
expect "the ASCII replay quits" shows "EXIT=0"

# --- The line mode's table -----------------------------------------------------
printf 'graph\nquit\n' | "$LEAPER" replay --plain "$TMP/game.pgn" >"$TMP/table.txt" 2>&1
if grep -q '^   1\.  e4  *+3\.00  e5  *[-+][0-9]*\.[0-9][0-9]$' "$TMP/table.txt" &&
	grep -q '^   7\.  Be2  *#-1  Nf3#  *0-1$' "$TMP/table.txt"; then
	pass "the line mode's graph prints every move's score"
else
	fail "the line mode's graph prints every move's score" "$(cat "$TMP/table.txt")"
fi
finish
