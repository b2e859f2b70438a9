#!/bin/sh
# tui.sh - end-to-end tests of the curses front end: the real program runs
# in a private tmux server; keys (and mouse clicks, as the terminal's own
# mouse escape sequences) are sent, and the screen is captured and polled
# until the expected text shows. Skipped (exit 77) without tmux, or when
# tmux cannot start a session here.
#
# Environment (set by make check): LEAPER, the program; LEAPER_DATA_DIR.
NAME=tui
. "${TESTS_DIR:-$(dirname "$0")}/lib.sh"
SOCK=leaper-test-$$
. "$TESTS_DIR/lib_screen.sh"
screen_probe || skip_all "tmux cannot start a session here: $tmux_why"
SETTINGS=$XDG_CONFIG_HOME/leaper/settings
GAMES=$XDG_DATA_HOME/leaper/games
# newest_game: the file of the game saved last (every game has its own).
newest_game() {
	ls -t "$GAMES"/*.pgn 2>/dev/null | head -n 1
}
STATS=$TMP/stats.txt
SCREEN_ENV="LEAPER_TUI_STATS=$STATS"

# The screen row and column of a square's piece on a 12x12 board at 80x24
# (3x1 squares, two-column rank numbers): file index, rank from 1.
row_of() { echo $((1 + 12 - $1)); }
col_of() { echo $((4 + 3 * $1)); }

# --- The start screen and a hot-seat game of Onslaught -------------------
start
expect "the start screen shows" shows "chess variants in the terminal"
expect "the start screen offers to play" shows "[ Play ]"
# Right steps through the variants in the data directories' order,
# whatever files are there.
n=0
while [ $n -lt 20 ] && ! screen | grep -qF "Variant  < onslaught >"; do
	keys Right
	sleep 0.1
	n=$((n + 1))
done
expect "the variant can be chosen" shows "Variant  < onslaught >"
keys Enter
expect "the game screen shows the 12x12 board" shows "onslaught 12x12"
expect "rank numbers on both sides" shows "12  ♜  z  c  ♝  a  ♛  ♚  m  ♝  c  z  ♜  12"
type_text "f6"
keys Enter
expect "a typed move is played" shows "1. f6"
# The board cursor starts on White's King (f1): up nine, left one to e10.
keys Escape Up Up Up Up Up Up Up Up Up Left Enter
expect "Enter picks up the piece under the cursor and marks its targets" shows " 9              •"
keys Down Down Down Enter
expect "a cursor move is played" shows "1. f6        e7"
click "$(row_of 3)" "$(col_of 6)"
# the piece picked up marks its targets before the second click
expect "a click picks up a piece" shows_line '^ 4 .*•'
click "$(row_of 5)" "$(col_of 6)"
expect "a move by mouse clicks is played" shows "2. g5"
keys Escape
type_text "undo"
keys Enter
expect "undo takes the move back" shows "Took back 1 move"
expect "the pawn is back on g3" shows " 3  ♙  ♙  ♙  ♙  ♙     ♙  ♙  ♙  ♙  ♙  ♙  3"
type_text "save $TMP/game.pgn"
keys Enter
expect "the game is saved" shows "Saved to $TMP/game.pgn"
keys F1
expect "F1 opens the help on the keys" shows "Typing (the line at the bottom has the focus)"
type_text "2"
expect "the rules page is generated from the variant file" shows "Zone own-half: ranks 1-6"
type_text "3"
keys Down Down Down Down Down Down Down Down
expect "the pieces page draws the Knight on its own half" shows "Knight on its own-half"
type_text "z"
expect "and z on the enemy half" shows "Knight on its enemy-half"
keys Escape
expect "Esc goes back to the game" shows "onslaught 12x12"
T resize-window -t "$S" -x 60 -y 20
expect "at 60x20 the board still shows" shows "onslaught 12x12"
T resize-window -t "$S" -x 40 -y 12
expect "too small a terminal says how large it must be" shows "enlarge the terminal to at least"
T resize-window -t "$S" -x 80 -y 24
expect "the screen comes back when enlarged" shows "onslaught 12x12"
keys F10
expect "quitting restores the shell" shows "EXIT=0"
expect "quitting keeps the unfinished game" sh -c 'grep -q "1. f6 e7" "$(ls -t "$0"/*.pgn | head -n 1)"' "$GAMES"

# --- Resuming the autosaved game ---------------------------------------------
start
expect "the start screen offers the saved game" shows "Resume 1/1: onslaught, 1 move"
type_text "r"
expect "the saved game is resumed" shows "Resumed the unfinished game"
expect "with its moves" shows "1. f6        e7"
keys F10
expect "and left again" shows "EXIT=0"

# --- Replaying a saved game and playing on from its start --------------------
sed 's/^\[White "[^"]*"\]/[White "Fairy-Max 5.0b"]/' "$TMP/game.pgn" > "$TMP/named.pgn"
start replay "$TMP/named.pgn"
expect "replay starts at the first move" shows "Replay"
expect "replay names the players of the file" shows "White: Fairy-Max 5.0b"
keys Right
expect "Right steps forward" shows "Move 1 of 2"
keys End
expect "End goes to the last move" shows "Move 2 of 2"
keys Home
expect "Home goes to the start" shows "Move 0 of 2"
type_text "c6"
keys Enter
expect "a move at the start continues the game from there" shows "1. c6"
expect "dropping the moves after it" gone "1. f6"
type_text "quit"
keys Enter
expect "replay quits" shows "EXIT=0"

# --- A game against the computer that ends in mate ---------------------------
start play --fen "7k/8/5K2/8/8/8/8/1R6 w - - 0 1" --black computer --level 1
expect "play --fen starts on the game screen" shows "Black: computer, level 1"
type_text "Kg6"
keys Enter
expect "the computer answers" shows "Black played Kg8"
type_text "Rb8"
keys Tab
expect "Tab completes the only matching legal move" shows "move> Rb8#"
keys Enter
expect "the game ends in checkmate" shows "Game over: 1-0 (checkmate)"
keys F10
expect "leaving a finished game" shows "EXIT=0"
expect "keeps the finished game with its result" sh -c 'grep -q "1-0" "$(ls -t "$0"/*.pgn | head -n 1)"' "$GAMES"

# --- A promotion asks which piece --------------------------------------------------
start play --fen "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
expect "the promotion position" shows "White to move"
click 3 24
click 1 24
expect "a promotion opens the menu of pieces" shows "Promote to"
expect "which lists the Knight" shows "♘ Knight"
expect "and its hint whole" shows "Enter picks, Esc cancels"
type_text "n"
expect "the piece's letter chooses it" shows "1. e8=N"
expect "and a lone knight cannot mate" shows "insufficient material"
keys F10

# --- The start screen remembers its choices -----------------------------------
# Onslaught was played from the start screen above.
expect "starting a game wrote the settings" grep -qx "variant = onslaught" "$SETTINGS"
start
expect "the next start screen begins with the variant played last" shows "Variant  < onslaught >"
expect "pondering is off at first" shows "Ponder   < off >"
keys Down Down Down Down Right
expect "pondering can be turned on" shows "Ponder   < on: thinks on your time >"
expect "and that is saved at once" grep -qx "ponder = yes" "$SETTINGS"
keys Down Down Right
expect "the colour theme can be changed" shows "Colours  < green >"
expect "and the change is saved at once" grep -qx "theme = green" "$SETTINGS"
keys Down Right
expect "the pieces can be letters" shows "Pieces   < letters >"
keys F10
expect "leaving the start screen" shows "EXIT=0"
expect "the piece style is saved" grep -qx "pieces = letters" "$SETTINGS"
start play -v chess
expect "the game screen draws letters from the settings" shows "8   r    n    b    q    k    b    n    r   8"
keys F10
start
expect "the next start screen has pondering on" shows "Ponder   < on: thinks on your time >"
keys Enter
type_text "ponder"
keys Enter
expect "and a game started there ponders" shows "Pondering is on"
keys F10
printf 'level = 11\npieces = glyphs\n' >"$SETTINGS"
start
expect "a bad line is shown with its file and line" shows "settings:1: level takes"
expect "and the good ones are read" shows "Pieces   < glyphs >"
keys F10
rm -rf "$XDG_CONFIG_HOME"

# --- The screen stays alive while the computer thinks ------------------------
rm -f "$STATS"
start
expect "start screen" shows "[ Play ]"
# Black: the computer at level 10, with a 30-minute clock it would use.
keys Down Down Left Down Left
expect "the computer plays Black at level 10" shows "Black    < level 10 (full strength) >"
expect "on a 30-minute clock" shows "Clock    < 30+0 >"
keys Enter
type_text "e4"
keys Enter
expect "the computer starts thinking" shows "space: move now"
type_text "abc"
expect "typing shows while the computer thinks" shows "move> abc"
expect "before the computer has moved" sh -c "! tmux -L $SOCK capture-pane -p -t $S | grep -q 'Black played'"
keys Escape Space
WAIT=20 expect "space makes the computer move now" shows "Black played"
# A move typed while the computer thinks is played after its move.
type_text "moves"
keys Enter
expect "moves lists the legal moves on the screen too" shows "Moves ("
type_text "Nf3"
keys Enter
expect "the computer thinks after Nf3" shows "space: move now"
type_text "Nc3"
keys Enter
expect "a move typed meanwhile waits" shows "Nc3 will be played after the computer's move"
keys Space
WAIT=20 expect "and is played after it" shows "3. Nc3"
expect "the computer thinks again" shows "space: move now"
keys F10
expect "F10 quits while the computer thinks" shows "EXIT=0"
expect "saving the game without the computer's unfinished move" sh -c 'f=$(ls -t "$0"/*.pgn | head -n 1); grep -q "3\. Nc3" "$f" && ! grep -q "3\. Nc3 [^{]" "$f"' "$GAMES"
[ -f "$STATS" ] && echo "# screen while the engine searched: $(cat "$STATS")"

# --- The tour puzzle -------------------------------------------------------------
start tour
expect "the tour starts facing north-east" shows "Facing: north-east"
type_text "b1"
keys Enter
expect "a typed square moves the Lancer, facing east" shows "Facing: east"
type_text "s"
expect "show me a solution finds a circuit" shows "a circuit"
expect "every square landed on" shows "Landed on 9 of 9 squares"
type_text "q"
expect "the tour quits" shows "EXIT=0"
out=$(printf 'b1\nc1\nc2\nc3\nb3\nb2\na2\na3\na1\n' | "$LEAPER" tour --plain)
expect "the plain tour reports the circuit" sh -c "echo \"\$1\" | grep -q 'Circuit complete'" - "$out"
out=$(printf 'a3\nb3\nb1\nc1\nc2\nc3\n' | "$LEAPER" tour --plain)
expect "the plain tour reports getting stuck" sh -c "echo \"\$1\" | grep -q 'Stuck'" - "$out"

# --- ASCII without a UTF-8 locale; monochrome ---------------------------------
TLANG=C start
expect "start screen in the C locale" shows "[ Play ]"
keys Enter
expect "the C locale gets letters for pieces" shows "8   r    n    b    q    k    b    n    r   8"
expect "and no chess glyphs" sh -c "! tmux -L $SOCK capture-pane -p -t $S | grep -q '♜'"
keys F10
start --mono
keys Enter
expect "monochrome marks the dark squares" shows "3   ·         ·         ·         ·        3"
keys F10

# --- Turning the board in hot-seat; the clock --------------------------------------
start play --flip
type_text "e4"
keys Enter
expect "with --flip the board turns to Black after White's move" \
	shows "    h    g    f    e    d    c    b    a"
keys F10
start play --time 0.05
WAIT=15 expect "running out of time loses the game" shows "White ran out of time: Black wins."
expect "while the other clock stood still" shows "Black: human                3.0"
keys F10

# --- Board keys: every letter starts typing ------------------------------------
start play
expect "a new game" shows "Moves: none yet"
keys Escape
expect "Esc gives the board the keys" shows "letters type"
type_text "d4"
expect "with the board keys, d starts typing a move" shows "move> d4"
keys Enter
expect "and the move is played, with no draw offered" shows "1. d4"
keys Escape
expect "Esc again gives the board the keys" shows "letters type"
type_text "q"
expect "q starts typing too" shows "move> q"
expect "and does not quit" sh -c "! tmux -L $SOCK capture-pane -p -t $S | grep -q 'EXIT='"
keys BSpace
type_text "draw"
keys Enter
expect "the draw command still offers a draw" shows "Black offers a draw"
keys Escape
expect "and Esc gives the board the keys once more" shows "letters type"
type_text "?"
expect "? opens the help with the board keys" shows "Any letter starts typing"
keys Escape
type_text "quit"
keys Enter
expect "the quit command quits" shows "EXIT=0"
rm -rf "$GAMES"

# --- F6, F7, F8: who plays and the level, at any moment --------------------------
start play
expect "a hot-seat game: Black is a person" shows "Black: human"
keys F7
expect "F7 gives Black to the computer" shows "Black: computer"
type_text "e4"
keys Enter
WAIT=30 expect "which answers White's move" shows "Black played"
keys F8
expect "F8 raises the computer's level by one" shows "The computer plays at level 4 (about "
keys F7
expect "F7 again gives Black back to a person" shows "Black: human"
keys F6
expect "F6 gives White to the computer, which moves" shows "White: computer"
keys F6
expect "F6 again gives White back" shows "White: human"
keys F10
rm -rf "$GAMES"

# --- Analysis mode follows the position shown -------------------------------------
start play
type_text "e4"
keys Enter
type_text "analyse"
keys Enter
expect "analyse shows the engine's study in the panel" shows "Analysis: depth"
expect "with the score from White's side" shows "(White)"
expect "and the key line says so" shows "analysing:"
# pv_starts REGEX: the first move of the line under the panel's heading
# matches (the panel's text is what follows the board's last wide gap).
pv_starts() {
	screen | grep -A1 "Analysis: depth" | tail -n 1 | sed 's/.*   //' | awk '{ print $1 }' | grep -Eq -- "$1"
}
expect "the line after 1. e4 starts with a Black reply (to rank 5 or 6)" screen_poll pv_starts '[a-h][56][+#]?$'
type_text "prev"
keys Enter
expect "stepping back goes on analysing there" shows "Start position (0/1)"
expect "the analysis of the start position" shows "Analysis: depth"
expect "its line starts with a White move (to rank 3 or 4)" screen_poll pv_starts '[a-h][34][+#]?$'
type_text "multipv 3"
keys Enter
expect "multipv 3: the panel shows three lines" shows_line "Lines \\(White\\): depth [0-9]+, [0-9]+ kn/s"
expect "the third of them with its score and moves" shows_line "[ |]3 +[-+#][0-9.-]+  [A-Za-z]"
type_text "analyse"
keys Enter
expect "analyse again turns it off" shows "Analysis off."
keys F10
rm -rf "$GAMES"

# --- Looking back while a clock runs -----------------------------------------------
start play --time 5+3
for m in e4 e5 Nf3; do
	type_text "$m"
	keys Enter
done
expect "three moves on the clock" shows "2. Nf3"
keys Home
expect "Home shows the start" shows "Move 0 of 3"
expect "the marker stays with the clock that runs (Black's)" shows "▶ Black: human"
left=$(screen | grep -o 'Black: human *[0-9:.]*$')
expect "and that clock keeps counting down in replay" gone "$left"
keys F10
rm -rf "$GAMES"

# --- Texts that do not fit end with a marker ---------------------------------------
start play -v complete
expect "Complete Chess at 80x24" shows "complete 12x12"
expect "the legend shows the last of its 17 pieces" shows "♙ Pawn"
expect "and the Queen" shows "♕ Queen"
expect "with the long names cut and marked" shows_line 'H Wazir-K[a-z-]*…'
keys F10
mkdir -p "$XDG_DATA_HOME/leaper/variants"
cat >"$XDG_DATA_HOME/leaper/variants/longsides.ini" <<'EOF'
[longsides]
inherit     = chess
default     = no
description = chess between two sides with long names
side-names  = Northern Kingdom, Southern Empire
EOF
for W in 60 64 68 72 76 80; do
	W=$W start play -v longsides --time 5+3 --black computer --level 10
	expect "at $W columns the panel shows the players" shows "Southern Empire"
	expect "at $W columns Black's clock stands apart from its name" \
		shows_line 'Southern Empire.*(computer, level 10|…) +5:00$'
	expect "at $W columns White's clock too" shows_line 'Northern Kingdom.*(human|…) +[0-9]+:[0-9]{2}$'
	keys F10
done
W=60 start play -v longsides
expect "at 60 columns the first message is cut with a marker" shows_line '^longsides: type a move.*…$'
keys F10
rm -f "$XDG_DATA_HOME/leaper/variants/longsides.ini"
unset W

# --- A signal ends the program cleanly, saving the game ------------------------
rm -rf "$GAMES"
start
keys Enter
type_text "d4"
keys Enter
expect "a move before Ctrl-C" shows "1. d4"
keys C-c
expect "Ctrl-C (SIGINT) restores the terminal and exits" shows "EXIT=130"
expect "Ctrl-C autosaves the game" sh -c 'grep -q "1. d4" "$(ls -t "$0"/*.pgn | head -n 1)"' "$GAMES"
start
expect "the next start offers the game saved at Ctrl-C" shows "Resume 1/1: chess, 1 move ]"
keys Down Down Down Down Down Down Down Down Down
expect "its line lists the unfinished games with their players" shows "   Human - leaper level 10"
pid=$(ps -o pid= --ppid "$(T display -p -t "$S" '#{pane_pid}')" | tr -d ' ')
kill -HUP "$pid"
expect "SIGHUP restores the terminal and exits" shows "EXIT=129"
rm -rf "$GAMES"
start
keys Enter
type_text "e4"
keys Enter
expect "a move before the signal" shows "1. e4"
pid=$(ps -o pid= --ppid "$(T display -p -t "$S" '#{pane_pid}')" | tr -d ' ')
kill -TERM "$pid"
expect "SIGTERM restores the terminal and exits" shows "EXIT=143"
expect "SIGTERM autosaves the game" sh -c 'grep -q "1. e4" "$(ls -t "$0"/*.pgn | head -n 1)"' "$GAMES"

# --- Chess960: the start screen's start position -------------------------
# The start row shows only for a variant with a start-shuffle: random at
# first, a number typed (or stepped with Left/Right, Backspace taking a
# digit back) shows with its first rank, and the game starts from it.
choose_variant() {
	n=0
	while [ $n -lt 40 ] && ! screen | grep -qF "Variant  < $1 >"; do
		keys Right
		sleep 0.1
		n=$((n + 1))
	done
}
rm -rf "$GAMES"
for case in 518:RNBQKBNR 0:BBQNNRKR 959:RKRNNQBB; do
	num=${case%:*}
	rank=${case#*:}
	start --ascii
	expect "960: the start screen shows" shows "chess variants in the terminal"
	choose_variant chess960
	expect "960: chess960 offers its start position, random at first" shows "Start    < random >"
	keys Down
	type_text "$num"
	expect "960: $num typed shows its first rank $rank" shows "Start    < $num: $rank >"
	keys Enter
	pattern=$(printf '%s' "$rank" | sed 's/./ +&/g')
	expect "960: the game of number $num starts with $rank on the first rank" shows_line "^ *1$pattern +1 *\$"
	keys Escape
done
start --ascii
# Keys sent before curses reads them as keys would come as Escape, [, C.
expect "960: the start screen shows again" shows "chess variants in the terminal"
choose_variant chess960
keys Down Left
expect "960: Left from random is the last number" shows "Start    < 959: RKRNNQBB >"
keys Right Right
expect "960: Right after the last is random, then 0" shows "Start    < 0: BBQNNRKR >"
type_text "51"
keys BSpace
expect "960: Backspace takes the last digit typed back" shows "Start    < 5: "
keys Up
choose_variant capablanca
expect "960: a variant without a start-shuffle has no start row" gone "Start    <"
rm -rf "$GAMES"

# --- Terminals curses cannot drive: refused with a hint of --plain ----------------
W=100 TTERM=xyz start play
expect "an unknown TERM is refused with a hint of --plain" \
	shows 'leaper: the terminal type "xyz" is unknown; use --plain for the line mode'
expect "and exits 1" shows "EXIT=1"
expect "without curses' bare message" sh -c "! tmux -L $SOCK capture-pane -p -t $S | grep -q 'Error opening terminal'"
W=100 TTERM=dumb start play
expect "TERM=dumb is refused: it cannot move the cursor" \
	shows 'leaper: the terminal type "dumb" cannot move the cursor; use --plain for the line mode'
expect "and exits 1" shows "EXIT=1"
unset W TTERM

finish
