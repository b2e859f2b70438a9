#!/bin/sh
# replay.sh - a database of games replayed, end to end: an XBoard-written
# file of three games ({comments} with scores, one with [%clk] times)
# opens on the list of its games in a private tmux server; a search by a
# player's name narrows it, Enter opens game 2, whose players, event,
# date, result and "game 2 of 3" show beside the board, and stepping
# through it shows the recorded [%clk] times on the clocks. The line mode
# lists the games and takes 'load FILE N'. Skipped (exit 77) without tmux
# for the screen part.
#
# Environment (set by make check): LEAPER, the program; LEAPER_DATA_DIR.
NAME=replay
. "${TESTS_DIR:-$(dirname "$0")}/lib.sh"

# Three games as XBoard saves them: its tag roster, engine scores in
# comments, a Round of "-", the reason before the result.
DB=$TMP/xboard.pgn
cat >"$DB" <<'PGN'
[Event "Computer chess game"]
[Site "tiger"]
[Date "2024.03.01"]
[Round "-"]
[White "Fairy-Max 5.0b"]
[Black "GNU Chess 6.2.9"]
[Result "1-0"]
[TimeControl "300"]

1. e4 {+0.12/10 3} e5 {-0.05/12 4} 2. Qh5 {+0.30/9 2} Nc6 {-0.20/11 5} 3. Bc4
{+0.25/9 3} Nf6 {+4.90/13 6} 4. Qxf7# {+1.00/1 0} {White mates} 1-0

[Event "Tiger Open"]
[Site "Amsterdam NED"]
[Date "2024.03.02"]
[Round "2"]
[White "Alice Anders"]
[Black "Bob Brown"]
[Result "1/2-1/2"]
[TimeControl "300+2"]

1. d4 {[%clk 0:04:58]} d5 {[%clk 0:04:55]} 2. c4 {[%clk 0:04:41]} e6 {[%clk
0:04:30]} 3. Nc3 {[%clk 0:04:20]} Nf6 {[%clk 0:03:59]} {Draw agreed} 1/2-1/2

[Event "Computer chess game"]
[Site "tiger"]
[Date "2024.03.03"]
[Round "-"]
[White "GNU Chess 6.2.9"]
[Black "Fairy-Max 5.0b"]
[Result "0-1"]

1. f3 {-0.50/10 3} e5 {+0.60/12 4} 2. g4 {-9.00/9 2} Qh4# {Black mates} 0-1
PGN

# check NAME FILE TEXT: FILE must contain the fixed TEXT.
check() {
	if grep -qF -- "$3" "$2"; then
		pass "$1"
	else
		fail "$1" "$(cat "$2")"
	fi
}

# --- The line mode ----------------------------------------------------------
printf 'quit\n' | "$LEAPER" replay "$DB" --plain >"$TMP/out" 2>&1
check "line mode: a database replayed lists its games" "$TMP/out" \
	"2. Alice Anders - Bob Brown  1/2-1/2  chess  Tiger Open  2024.03.02"
check "... and says how to open one" "$TMP/out" "Games 1-3 of 3. 'load $DB N' opens game N"
check "... and shows game 1's header" "$TMP/out" "game 1 of 3"
printf 'load %s 2\nfirst\nnext\nnext\nquit\n' "$DB" | "$LEAPER" play --plain >"$TMP/out" 2>&1
check "line mode: 'load FILE 2' loads game 2" "$TMP/out" "Loaded $DB: chess, 3 moves"
check "... and prints its event, site and round" "$TMP/out" "Tiger Open, Amsterdam NED, round 2"
check "... its date" "$TMP/out" "Date 2024.03.02"
check "... its result and reason" "$TMP/out" "Result 1/2-1/2: draw agreed"
check "... and which game of the file it is" "$TMP/out" "game 2 of 3"
check "... the recorded clocks at the cursor" "$TMP/out" "Clock: White 4:58, Black 4:55 (as recorded)"
printf 'load %s\nlist bob\nquit\n' "$DB" | "$LEAPER" play --plain >"$TMP/out" 2>&1
check "line mode: 'load FILE' lists a database's games" "$TMP/out" "$DB holds 3 games"
check "... and 'list TEXT' finds a player" "$TMP/out" 'Games 1-1 of 1 with "bob"'
printf 'list\nquit\n' | "$LEAPER" play --plain >"$TMP/out" 2>&1
check "line mode: 'list' with no file listed says so" "$TMP/out" "no file of games is listed"
"$LEAPER" replay "$DB" --list >"$TMP/out" 2>&1
check "replay --list numbers the games" "$TMP/out" "3. GNU Chess 6.2.9 - Fairy-Max 5.0b, 0-1 (chess, 4 plies"

# --- The screen -------------------------------------------------------------
SOCK=leaper-replay-$$
. "$TESTS_DIR/lib_screen.sh"
if ! screen_probe; then
	skip "the screen: tmux cannot start a session here: $tmux_why"
	finish
	exit $?
fi
W=100
H=30

start replay "$DB"
expect "a database opens on the list of its games" shows "Games of $DB: 3 shown of 3"
expect "... with the players, result and event of each" shows "Alice Anders"
expect "... and the third" shows "GNU Chess 6.2.9"
keys /
type_text "bob"
expect "'/' searches as one types: one game has Bob" shows "1 shown of 3"
expect "... the others are gone" gone "Fairy-Max"
keys Enter Enter
expect "Enter opens game 2: its players" shows "White: Alice Anders"
expect "... Black's" shows "Black: Bob Brown"
expect "... the event, site and round" shows "Tiger Open, Amsterdam NED, round 2"
expect "... the date" shows "Date 2024.03.02"
expect "... the result and its reason" shows "Result 1/2-1/2: draw agreed"
expect "... and which game of the file it is" shows "game 2 of 3"
type_text "goto 3"
keys Enter
expect "goto works on the screen" shows "Move 3/6: 2. c4"
expect "... and the clocks show the [%clk] of that moment: White's" shows "4:41"
expect "... and Black's" shows "4:55"
keys Left
expect "a step back shows the clocks of the move before" shows "4:58"
type_text "list"
keys Enter
expect "'list' opens the list again, as it was searched" shows "1 shown of 3"
keys Escape
expect "Esc goes back to the game" shows "White: Alice Anders"
keys C-c
expect "the program leaves" shows "EXIT="

# Game 1 of the file as XBoard wrote it: its players, its event and, on a
# move, XBoard's comment (score/depth time) beside the move list.
start replay "$DB" --game 1
expect "--game 1 opens XBoard's game: its players" shows "Fairy-Max 5.0b"
expect "... its event" shows "Computer chess game"
keys Right Right
expect "... and the comment XBoard wrote after 1... e5" shows "-0.05/12 4"
keys C-c
expect "the program leaves again" shows "EXIT="
T kill-session -t "$S" 2>/dev/null
finish
