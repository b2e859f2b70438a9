#!/bin/sh
# study.sh - the record's own words on the game screen, end to end in a
# private tmux server: a file with a comment, NAGs and a variation is
# replayed; the NAG symbols show in the move list, the comment of the
# move shown under it, the variation indented in parentheses; Ctrl-Right
# steps into the variation (the board changes) and Ctrl-Left back; on a
# long game PageDown (and the mouse wheel) scrolls the move list without
# moving the cursor, and the list follows the cursor again at the next
# step. Skipped (exit 77)
# without tmux, or when tmux cannot start a session here.
#
# Environment (set by make check): LEAPER, the program; LEAPER_DATA_DIR.
NAME=study
. "${TESTS_DIR:-$(dirname "$0")}/lib.sh"
SOCK=leaper-study-$$
. "$TESTS_DIR/lib_screen.sh"
screen_probe || skip_all "tmux cannot start a session here: $tmux_why"
# Turns the mouse wheel at screen row, col (from 0), down (a) or up (`),
# as an X10 mouse report of button 5 or 4.
wheel() {
	x=$(printf "\\$(printf %03o $(($3 + 33)))")
	y=$(printf "\\$(printf %03o $(($2 + 33)))")
	T send-keys -t "$S" -l "$(printf '\033[M')$1$x$y"
}
# The screen row of the first line holding the text, from 0.
row_with() {
	screen | grep -nF -- "$1" | head -n 1 | cut -d: -f1 | awk '{ print $1 - 1 }'
}
# The board's rank-4 row as shown now (the row that starts with its rank
# number, 4, whatever the board's size on the screen).
rank4() { screen | grep -E '^ *4 ' | head -n 1; }

# A 38-move game with a NAG, a comment and a variation.
cat >"$TMP/study.pgn" <<'PGN'
[Event "Study"]
[Site "?"]
[Date "2026.12.01"]
[Round "1"]
[White "Ann"]
[Black "Bob"]
[Result "1-0"]

1. e4 $1 e5 2. Nf3 {A quiet start} (2. f4 exf4 3. Nf3) 2... Nc6 3. Bc4 Bc5 4. c3
Nf6 5. d3 d6 6. O-O O-O 7. Re1 a6 8. Bb3 Ba7 9. h3 h6 10. Nbd2 Re8 11. Nf1 Be6
12. Ng3 Qd7 13. Be3 Bxb3 14. Qxb3 Qg4 15. hxg4 Bxe3 16. Rxe3 Nxg4 17. Re2 Nf6
18. Rae1 b5 19. a4 Rab8 20. axb5 axb5 21. Nf5 Kh7 22. Qc2 g6 23. Ne3 Kg7 24. d4
exd4 25. cxd4 Nb4 26. Qb3 c5 27. dxc5 dxc5 28. e5 Nfd5 29. Nxd5 Nxd5 30. Rd2
Rbd8 31. Qd3 Nb4 32. Qxd8 Rxd8 33. Rxd8 c4 34. Rd7 Nd3 35. Re2 Kf8 36. e6 fxe6
37. Rxe6 Nxb2 38. Rb6 1-0
PGN

start replay "$TMP/study.pgn"
expect "the replay starts" shows "White to move (replay)"
expect "the move list shows the NAG's symbol after the SAN" shows "1. e4!"
expect "the variation is indented in parentheses under its move" shows "    (2. f4 exf4 3. Nf3)"
keys Right Right Right
expect "three steps show 2. Nf3" shows "Move 3 of 75"
expect "the comment of the move shown is on the screen" shows "A quiet start"
keys Left
expect "back at 1... e5" shows "Move 2 of 75"
expect "the comment goes with its move" gone "A quiet start"
before=$(rank4)
keys C-Right
expect "Ctrl-Right steps into the variation" shows "Variation 1, move 1/3: 2. f4"
expect "the status says a variation is shown" shows "(variation)"
after=$(rank4)
if [ -n "$before" ] && [ "$before" != "$after" ]; then
	pass "the board shows the variation's position (rank 4 changed)"
else
	fail "the board shows the variation's position (rank 4 changed)" "before: $before / after: $after"
fi
keys Right
expect "Right steps inside the variation" shows "Variation 1, move 2/3: 2... exf4"
keys C-Left
expect "Ctrl-Left goes back to the main line" shows "Back on the main line at move 2"
if [ "$(rank4)" = "$before" ]; then
	pass "the board is the main line's again"
else
	fail "the board is the main line's again" "$(rank4)"
fi
# Moves typed inside a variation are refused.
keys C-Right
shows "Variation 1, move 1/3" >/dev/null
T send-keys -t "$S" -l "Nc6"
keys Enter
expect "a move inside a variation is refused" shows "not played inside a variation"

# --- Scrolling the move list of a long game --------------------------------
start replay "$TMP/study.pgn"
expect "the long game replays from its start" shows "White to move (replay)"
expect "the list starts at move 1" shows "1. e4!"
keys PageDown
expect "PageDown scrolls the move list" gone "1. e4!"
expect "the cursor did not move (still the start)" shows "White to move (replay)"
if screen | grep -qF "Move 1 of"; then fail "PageDown does not step the replay"; else pass "PageDown does not step the replay"; fi
# enough pages for a list of 39 lines however few rows the panel has
n=0
while [ $n -lt 20 ]; do keys PageDown; n=$((n + 1)); done
expect "the list scrolls to its end" shows "38. Rb6"
n=0
while [ $n -lt 20 ]; do keys PageUp; n=$((n + 1)); done
expect "PageUp scrolls back to the top" shows "1. e4!"
row=$(row_with "1. e4!")
col=$(screen | sed -n "$((row + 1))p" | awk '{ print index($0, "1. e4!") + 1 }')
wheel a "$row" "$col"
wheel a "$row" "$col"
expect "the wheel down over the move list scrolls it" gone "1. e4!"
wheel '`' "$row" "$col"
wheel '`' "$row" "$col"
expect "the wheel up scrolls it back" shows "1. e4!"
expect "the wheel does not step the replay" shows "White to move (replay)"
keys End
expect "End goes to the last move and the list follows" shows "38. Rb6"
keys PageUp PageUp
expect "PageUp scrolls up from the end" gone "37. Rxe6"
keys Left
expect "the next step brings the list back to the cursor" shows "37. Rxe6"
expect "at move 74" shows "Move 74 of 75"
keys F10
finish
