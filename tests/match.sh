#!/bin/sh
# match.sh - promises of the match layer that the other tests leave out,
# end to end: the line mode lists the unfinished games with their variant,
# players, moves and date; a finished game older than the autosave-days
# setting is deleted by the next leaper, a newer one and an unfinished
# one are kept; the hint of a refused move names 'moves', which lists the
# moves; an external engine's name reaches the terminal escaped; and the
# start screen cuts a variant name too long for it with a marker and
# keeps its choices of players, level and clock for the next start; the
# screen and the line mode save the same tags and a [%clk] on each move;
# a level is named with its strength in Elo.
#
# Run by 'make check' with $LEAPER and $LEAPER_DATA_DIR set. The screen
# part needs tmux and is skipped without it.

NAME=match
. "${TESTS_DIR:-$(dirname "$0")}/lib.sh"
GAMES=$XDG_DATA_HOME/leaper/games
SETTINGS=$XDG_CONFIG_HOME/leaper/settings

# plain ARGS...: the line mode on the lines of $TMP/in; output in $TMP/out.
plain() {
	timeout -s KILL 60 "$LEAPER" play --plain "$@" <"$TMP/in" >"$TMP/out" 2>&1
	status=$?
}

# has DESCRIPTION PATTERN: a line of $TMP/out matches the extended
# regular expression.
has() {
	if grep -Eq -- "$2" "$TMP/out"; then
		pass "$1"
	else
		fail "$1" "$(grep -v '^ *[0-9]*  ' "$TMP/out" | tail -n 8)"
	fi
}

# --- The list of unfinished games ------------------------------------------
printf 'e4\ne5\nNf3\n' >"$TMP/in"
plain
printf 'd4\n' >"$TMP/in"
plain -v lancerchess --black computer --level 2
printf 'games\nquit\n' >"$TMP/in"
plain
has "games: the newest with its variant, players, moves and date" \
	'^1\. lancerchess: Human - leaper level 2, 1 move, [0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}$'
has "games: the older one too" \
	'^2\. chess: Human - Human, 2 moves, [0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}$'
rm -rf "$GAMES"

# --- A level says how strong it is ------------------------------------------
printf 'level 5\nblack computer 2\nlevel 10\nquit\n' >"$TMP/in"
plain
has "level 5 says its strength in Elo" '^The computer plays at level 5 \(about 1[0-9]{3}\)\.$'
has "black computer 2 says it too" '^Black is played by the computer at level 2 \(about 1[0-9]{3}\)\.$'
has "level 10 is full strength" '^The computer plays at level 10 \(full strength\)\.$'
rm -rf "$GAMES"

# --- Finished games expire after autosave-days -----------------------------
printf 'e4\nresign\nquit\n' >"$TMP/in"
plain
old_done=$(ls "$GAMES"/*-chess.pgn)
printf 'd4\nresign\nquit\n' >"$TMP/in"
plain -v lancerchess
new_done=$(ls "$GAMES"/*-lancerchess.pgn)
printf 'c4\n' >"$TMP/in"
plain -v clash
going_on=$(ls "$GAMES"/*-clash.pgn)
touch -d '40 days ago' "$old_done" "$going_on"
touch -d '3 days ago' "$new_done"
mkdir -p "$XDG_CONFIG_HOME/leaper"
printf 'autosave-days = 7\n' >"$SETTINGS"
printf 'quit\n' >"$TMP/in"
plain
[ ! -e "$old_done" ] && pass "autosave-days 7: a game finished 40 days ago is deleted" ||
	fail "autosave-days 7: a game finished 40 days ago is deleted" "$(ls -l "$GAMES")"
[ -s "$new_done" ] && pass "autosave-days 7: one finished 3 days ago is kept" ||
	fail "autosave-days 7: one finished 3 days ago is kept" "$(ls -l "$GAMES")"
[ -s "$going_on" ] && pass "autosave-days 7: an unfinished game is kept however old" ||
	fail "autosave-days 7: an unfinished game is kept however old" "$(ls -l "$GAMES")"
printf 'autosave-days = 0\n' >"$SETTINGS"
touch -d '9000 days ago' "$new_done"
plain
[ -s "$new_done" ] && pass "autosave-days 0: finished games are kept for ever" ||
	fail "autosave-days 0: finished games are kept for ever" "$(ls -l "$GAMES")"
rm -rf "$GAMES" "$XDG_CONFIG_HOME"

# --- The hint names a command that exists ----------------------------------
printf 'x9\nfoo\nmoves\nquit\n' >"$TMP/in"
plain
has "a word that is no move: the hint names 'moves'" 'not a move: "foo" \(try "moves" for the list\)'
has "and 'moves' lists the legal moves" '^Moves \(20\): a3 a4 .* Nf3$'
rm -rf "$GAMES"

# --- An engine's words are escaped -----------------------------------------
cat >"$TMP/engine" <<'EOF'
#!/bin/sh
# A CECP engine whose name sets the terminal's title and rings its bell.
while read -r cmd arg rest; do
	case $cmd in
	protover) printf 'feature myname="Evil\033]0;PWNED\007name" setboard=1 usermove=1 ping=1 done=1\n' ;;
	ping) echo "pong $arg" ;;
	go) echo "move e7e5" ;;
	quit) exit 0 ;;
	esac
done
EOF
chmod +x "$TMP/engine"
printf 'e4\nquit\n' >"$TMP/in"
plain --black "engine:$TMP/engine"
has "an engine's name is shown escaped" 'Black: Evil\\e\]0;PWNED\\x07name\.'
has "and the engine plays" '^1\.\.\. e5 \(computer\)$'
if tr -d '\n\t' <"$TMP/out" | LC_ALL=C grep -q '[[:cntrl:]]'; then
	fail "... and the line mode writes no control byte" "$(od -c "$TMP/out" | grep -m 3 '\\033\|\\a')"
else
	pass "... and the line mode writes no control byte"
fi
rm -rf "$GAMES"

# --- The start screen marks a cut value ------------------------------------
SOCK=leaper-match-$$
. "$TESTS_DIR/lib_screen.sh"
if ! screen_probe; then
	note "tmux cannot start a session here ($tmux_why): the screen checks are skipped"
	finish
	exit
fi
LONG=averyveryverylongvariantnamethatcannotfitatall
mkdir -p "$XDG_DATA_HOME/leaper/variants" "$XDG_CONFIG_HOME/leaper"
printf '[%s]\ninherit = chess\ndescription = chess with a long name\n' "$LONG" \
	>"$XDG_DATA_HOME/leaper/variants/long.ini"
printf 'variant = %s\n' "$LONG" >"$SETTINGS"
start
expect "the start screen shows the variant of the settings" shows "< averyvery"
expect "its name, too long for the line, ends with a marker" shows_line '^  Variant  < averyvery[a-z]*… '
keys F10
expect "the start screen quits" shows "EXIT=0"
rm -rf "$XDG_DATA_HOME/leaper/variants" "$XDG_CONFIG_HOME"

# The start screen's other choices are kept too: Black the computer at
# level 10 and a clock, chosen for a game, are there at the next start.
start
expect "the start screen" shows "[ Play ]"
keys Down Down Left Down Left
expect "Black is the computer at level 10" shows "Black    < level 10 (full strength) >"
clock=$(screen | sed -n 's/^  Clock    < \(.*\) >.*/\1/p')
[ "$clock" != none ] && [ -n "$clock" ] && pass "with a clock ($clock)" || fail "with a clock" "$(screen)"
keys Enter
expect "a game starts with them" shows "move>"
keys F10
expect "left" shows "EXIT=0"
expect "the settings keep Black and the level" grep -qx "level = 10" "$SETTINGS"
start
expect "the next start screen has Black at level 10 again" shows "Black    < level 10 (full strength) >"
expect "and the same clock" shows "Clock    < $clock >"
keys F10
expect "left again" shows "EXIT=0"
rm -rf "$XDG_CONFIG_HOME"

# --- Both front ends save the same tags ------------------------------------
# The same game in each: the players, their levels and the time control
# are the same tags, and every move carries its [%clk].
printf 'e4\nquit\n' >"$TMP/in"
plain --time 5+3 --black computer --level 4
mv "$GAMES"/*.pgn "$TMP/plain.pgn"
start play --time 5+3 --black computer --level 4
expect "screen: a game against the computer" shows "move>"
type_text "e4"
keys Enter
expect "screen: the computer answers" shows_line '1\. e4 +[A-Z]?[a-h][1-8]'
type_text "quit"
keys Enter
expect "screen: quit" shows "EXIT=0"
grep '^\[' "$TMP/plain.pgn" | grep -v '^\[Date ' >"$TMP/plain.tags"
grep '^\[' "$GAMES"/*.pgn | grep -v '^\[Date ' >"$TMP/screen.tags"
if cmp -s "$TMP/plain.tags" "$TMP/screen.tags" && grep -qxF '[Black "leaper level 4"]' "$TMP/plain.tags" &&
	grep -qxF '[TimeControl "300+3"]' "$TMP/plain.tags"; then
	pass "both front ends save the same players, level and TimeControl"
else
	fail "both front ends save the same players, level and TimeControl" "$(diff "$TMP/plain.tags" "$TMP/screen.tags")"
fi
for f in "$TMP/plain.pgn" "$GAMES"/*.pgn; do
	if grep -Eq '^1\. e4 \{\[%clk 0:0[45]:[0-9.]+\]\} 1\.\.\. [^ ]+ \{\[%clk 0:0[45]:[0-9.]+\]\}' "$f"; then
		pass "each move carries its clock: $(basename "$f")"
	else
		fail "each move carries its clock: $(basename "$f")" "$(tail -n 2 "$f")"
	fi
done
finish
