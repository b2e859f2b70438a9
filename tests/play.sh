#!/bin/sh
# play.sh - the line-mode front end end to end: a whole hot-seat game to
# checkmate in each of the five variants through 'leaper play --plain',
# saved and replayed with 'leaper replay --plain'; an error in a variant
# file that a saved game's definition inherits from, shown where it is;
# draws, resignation and a game against the computer; a SIGTERM or SIGHUP
# in the middle of a game loses nothing (the next start offers the game
# back); a save that fails says why and leaves the old file whole.
#
# Run by 'make check' with $LEAPER and $LEAPER_DATA_DIR set. Prints one
# line per check and a last line "N passed, M failed"; exits 1 if any
# check failed.

NAME=play
. "${TESTS_DIR:-$(dirname "$0")}/lib.sh"
# Every game has its own file in $XDG_DATA_HOME/leaper/games.
GAMES=$XDG_DATA_HOME/leaper/games
# newest_game: the path of the game saved last, or nothing.
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
$(grep -v '^ *[0-9]*  ' "$2" | tail -n 15)"
	fi
}

# check_no DESCRIPTION FILE PATTERN: no line of FILE matches PATTERN.
check_no() {
	if grep -q -- "$3" "$2"; then
		fail "$1" "$(grep -- "$3" "$2")"
	else
		pass "$1"
	fi
}

# game NAME VARIANT FEN MOVES FINAL-FEN RESULT: plays MOVES from FEN ("-":
# the start), checks the mate and the FEN, saves, replays to the last move.
game() {
	name=$1 variant=$2 fen=$3 moves=$4 want=$5 result=$6
	pgn=$TMP/$name.pgn
	{
		for m in $moves; do echo "$m"; done
		echo fen
		echo "save $pgn"
		echo quit
	} > "$TMP/in"
	if [ "$fen" = - ]; then
		"$LEAPER" play --plain -v "$variant" < "$TMP/in" > "$TMP/out" 2>&1
	else
		"$LEAPER" play --plain -v "$variant" --fen "$fen" < "$TMP/in" > "$TMP/out" 2>&1
	fi
	status=$?
	[ $status -eq 0 ] && pass "$name: play exits 0" || fail "$name: play exits 0" "status $status"
	check_no "$name: every move accepted" "$TMP/out" '^\(illegal\|ambiguous\|not a move\|error\)'
	check "$name: checkmate" "$TMP/out" "Result: $result (checkmate)"
	check "$name: final position" "$TMP/out" "FEN: $want"
	check "$name: saved" "$TMP/out" "Saved to $pgn."
	kept=$(newest_game)
	if [ -n "$kept" ] && grep -q " $result\$" "$kept"; then
		pass "$name: the finished game is kept with its result"
	else
		fail "$name: the finished game is kept with its result" "$(cat "$kept" 2>&1)"
	fi
	printf 'last\nfen\nquit\n' | "$LEAPER" replay "$pgn" --plain > "$TMP/replay" 2>&1
	status=$?
	[ $status -eq 0 ] && pass "$name: replay exits 0" || fail "$name: replay exits 0" "status $status"
	check "$name: replay reaches the final position" "$TMP/replay" "FEN: $want"
	check "$name: replay shows the result" "$TMP/replay" "Result: $result (checkmate)"
}

# Orthodox chess: the fool's mate.
game chess chess - "f3 e5 g4 Qh4#" \
	"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3" 0-1
# LancerChess: Black's King (a queen) mates the royal Queen.
game lancerchess lancerchess - "c3 d5 Qc2 Ka4+ Qd3 Ke4#" \
	"rdbq1blr/ppp1pppp/8/3p4/4k3/2PQ4/PP1PPPPP/RDB1KBLR w kq - 4 4" 0-1
# Clash: the same idea along the long diagonal, in typed forms.
game clash clash - "b2b4 d7d6 c3 ka4" \
	"rdbq1blr/ppp1pppp/3p4/8/kP6/2P5/P2PPPPP/RNBQKBNR w KQkq - 1 3" 0-1
# Onslaught from the start: the Griffon leaps and slides, then mates the
# King boxed in by its own pieces.
game onslaught onslaught - "He4 Gxf3 Be2 Gxd2#" \
	"rzcbaqkmbczr/ppnehu1henpp/pppppppppppp/12/12/12/12/12/4H7/PPPPP1PPPPPP/PPNgBGUHENPP/RZC1MKQABCZR w KQkq - 0 3" 0-1
# Complete Chess on its 12x12 board: a back-rank mate on rank 12.
game complete complete "11k/9ppp/12/12/12/12/12/12/12/12/PPP9/KQL9 w - - 0 1" "c3 Kk12 Qd3 Kl12 Qd12#" \
	"3Q7k/9ppp/12/12/12/12/12/12/12/2P9/PP10/K1L9 b - - 4 3" 1-0

# Several games in one file: listed, and one chosen by number.
cat "$TMP/chess.pgn" "$TMP/onslaught.pgn" > "$TMP/two.pgn"
"$LEAPER" replay "$TMP/two.pgn" --list > "$TMP/out" 2>&1
if [ "$(grep -c '^[12]\. Human - Human, 0-1 (' "$TMP/out")" = 2 ] &&
	grep -q '^2\. .*(onslaught, 4 plies;' "$TMP/out"; then
	pass "replay --list"
else
	fail "replay --list" "$(cat "$TMP/out")"
fi
printf 'last\nfen\nquit\n' | "$LEAPER" replay "$TMP/two.pgn" --game 2 --plain > "$TMP/out" 2>&1
check "replay --game 2" "$TMP/out" \
	"FEN: rzcbaqkmbczr/ppnehu1henpp/pppppppppppp/12/12/12/12/12/4H7/PPPPP1PPPPPP/PPNgBGUHENPP/RZC1MKQABCZR w KQkq - 0 3"

# A database of 14 games with an unclosed tag in game 11: the others are
# listed and loaded, the broken one is named with its line.
: > "$TMP/db.pgn"
i=1
while [ $i -le 14 ]; do
	if [ $i -eq 11 ]; then
		printf '[Event "broken\n[White "w11"]\n\n1. e4 *\n\n' >> "$TMP/db.pgn"
	else
		printf '[Event "game %d"]\n[White "w%d"]\n[Black "b"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 *\n\n' $i $i >> "$TMP/db.pgn"
	fi
	i=$((i + 1))
done
"$LEAPER" replay "$TMP/db.pgn" --list > "$TMP/out" 2>&1
n=$(grep -c '^[0-9]*\. w[0-9]* - b, \* (chess, 3 plies' "$TMP/out")
[ "$n" -eq 13 ] && pass "a database with a broken game: the 13 others are listed" ||
	fail "a database with a broken game: the 13 others are listed" "$(cat "$TMP/out")"
if grep -q "^11\. unreadable: $TMP/db.pgn:[0-9]*: " "$TMP/out"; then
	pass "... and game 11 is named with its line"
else
	fail "... and game 11 is named with its line" "$(cat "$TMP/out")"
fi
printf 'last\nfen\nquit\n' | "$LEAPER" replay "$TMP/db.pgn" --game 12 --plain > "$TMP/out" 2>&1
check "... and game 12 after it loads" "$TMP/out" "FEN: rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"

# A saved game's variant definition inherits from a variant file with an
# error: the message names that file and its line, after the game's line.
mkdir -p "$XDG_DATA_HOME/leaper/variants"
printf '[broken]\ninherit = chess\nboard = 0x0\n' > "$XDG_DATA_HOME/leaper/variants/broken.ini"
printf '[Event "x"]\n[Variant "mine"]\n\n{leaper-variant\n[mine]\ninherit = broken\n}\n1. e4 *\n' > "$TMP/inherits.pgn"
"$LEAPER" replay "$TMP/inherits.pgn" --plain < /dev/null > "$TMP/out" 2>&1
status=$?
[ $status -eq 1 ] && pass "inherited error: exit 1" || fail "inherited error: exit 1" "status $status"
want="$TMP/inherits.pgn:4: in the embedded variant definition: $XDG_DATA_HOME/leaper/variants/broken.ini:3: board"
if grep -qF -- "$want" "$TMP/out"; then
	pass "inherited error: the file and line of the error"
else
	fail "inherited error: the file and line of the error" "expected: $want
got: $(cat "$TMP/out")"
fi
rm -r "$XDG_DATA_HOME/leaper/variants"

# A game that carries its own variant: 'new' starts another game of that
# variant (the rules must outlive the game they came with), and reading
# the game from a pipe does not open the pipe a second time.
printf '[Event "x"]\n[Variant "narrow"]\n\n{leaper-variant\n[narrow]\ninherit = chess\nside-names = Red, Blue\n}\n1. e4 e5 *\n' \
	> "$TMP/narrow.pgn"
printf 'load %s\nnew\nd4\nfen\nsave %s\nquit\n' "$TMP/narrow.pgn" "$TMP/narrow2.pgn" |
	"$LEAPER" play --plain --white human --black human > "$TMP/out" 2>&1
check "new after a game with its own variant" "$TMP/out" "New game: narrow."
check "new after a game with its own variant: a move" "$TMP/out" \
	"FEN: rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1"
if grep -q '^\[narrow\]' "$TMP/narrow2.pgn" 2>/dev/null; then
	pass "new after a game with its own variant: saved with it"
else
	fail "new after a game with its own variant: saved with it" "$(cat "$TMP/narrow2.pgn" 2>&1)"
fi
# A pipe is no saved game: it is refused at once, never waited on.
rm -f "$TMP/fifo.pgn"
if mkfifo "$TMP/fifo.pgn" 2>/dev/null; then
	printf 'last\nfen\nquit\n' | timeout -s KILL 20 "$LEAPER" replay "$TMP/fifo.pgn" --plain > "$TMP/out" 2>&1
	status=$?
	[ $status -eq 1 ] && pass "a pipe to replay: exit 1" || fail "a pipe to replay: exit 1" "status $status"
	check "a pipe to replay: refused" "$TMP/out" "leaper: $TMP/fifo.pgn: not a regular file"
else
	note "no FIFO here: the pipe check is skipped"
fi

# Hot-seat draw: White offers before moving; Black declines by moving,
# or accepts with 'draw'.
printf 'draw\ne4\ne5\nquit\n' | "$LEAPER" play --plain > "$TMP/out" 2>&1
check "draw: the offer is explained" "$TMP/out" \
	"White offers a draw: Black accepts with 'draw' after White's move, or declines by moving."
check "draw: declined by moving" "$TMP/out" "Black declines the draw."
printf 'draw\ne4\ndraw\nquit\n' | "$LEAPER" play --plain > "$TMP/out" 2>&1
check "draw: accepted" "$TMP/out" "Result: 1/2-1/2 (draw agreed)"
printf 'd4\nresign\nNf6\nquit\n' | "$LEAPER" play --plain > "$TMP/out" 2>&1
check "resign" "$TMP/out" "Result: 1-0 (Black resigns)"
check "no move after the end" "$TMP/out" "error: the game is over: 'undo', 'new', 'load FILE' or 'quit'."

# A clock that runs out while the player thinks loses the game.
(sleep 1.5; echo e4) | "$LEAPER" play --plain --time 0.01 > "$TMP/out" 2>&1
check "time forfeit" "$TMP/out" "Result: 0-1 (White forfeits on time)"
if grep -q '^Clock: White 0:00\.[0-6], Black 0:00\.6$' "$TMP/out"; then
	pass "the clock is shown"
else
	fail "the clock is shown" "$(grep '^Clock' "$TMP/out")"
fi

# Against the computer: it answers each move.
printf 'e4\nquit\n' | "$LEAPER" play --plain --black computer --level 1 > "$TMP/out" 2>&1
if grep -q '^1\.\.\. .* (computer)$' "$TMP/out"; then
	pass "the computer answers"
else
	fail "the computer answers" "$(cat "$TMP/out")"
fi
rm -rf "$GAMES"

# Analysis mode: the engine studies each position shown, from White's
# side, until the next line comes, and follows the game.
rm -f "$TMP/fifo-a"
mkfifo "$TMP/fifo-a"
"$LEAPER" play --plain < "$TMP/fifo-a" > "$TMP/out" 2>&1 &
pid=$!
exec 7> "$TMP/fifo-a"
printf 'e4\nanalyse\n' >&7
n=0
while ! grep -q '^depth 4 ' "$TMP/out" && [ $n -lt 100 ]; do sleep 0.1; n=$((n + 1)); done
printf 'e5\n' >&7
n=0
while ! sed -n '/^1\.\.\. e5$/,$p' "$TMP/out" | grep -q '^depth 4 ' && [ $n -lt 100 ]; do sleep 0.1; n=$((n + 1)); done
printf 'quit\n' >&7
exec 7>&-
wait $pid
if grep -q '^depth 4  score [+-][0-9]*\.[0-9][0-9]  nodes [0-9]*  nps [0-9]*  pv [A-Za-z]' "$TMP/out"; then
	pass "analyse: depth, score, nodes, nps and line"
else
	fail "analyse: depth, score, nodes, nps and line" "$(grep -v '^ *[0-9]  ' "$TMP/out" | head -n 12)"
fi
if sed -n '/^1\.\.\. e5$/,$p' "$TMP/out" | grep -q '^depth 4 .* pv [A-Za-z0-9]* '; then
	pass "analyse: it follows the game to the next position"
else
	fail "analyse: it follows the game to the next position" "$(tail -n 5 "$TMP/out")"
fi
rm -rf "$GAMES"

# multipv 3: the analysis shows three numbered lines a depth, each with
# its own first move; 'multipv 9' is refused.
rm -f "$TMP/fifo-a"
mkfifo "$TMP/fifo-a"
"$LEAPER" play --plain < "$TMP/fifo-a" > "$TMP/out" 2>&1 &
pid=$!
exec 7> "$TMP/fifo-a"
printf 'e4\nmultipv 9\nmultipv 3\nanalyse\n' >&7
n=0
while ! grep -q '^line 3  depth 5 ' "$TMP/out" && [ $n -lt 100 ]; do sleep 0.1; n=$((n + 1)); done
printf 'analyse\nquit\n' >&7
exec 7>&-
wait $pid
lines=$(grep '^line [1-3]  depth 5 ' "$TMP/out")
if [ "$(printf '%s\n' "$lines" | cut -c1-6 | tr '\n' ' ')" = "line 1 line 2 line 3 " ] &&
   printf '%s\n' "$lines" | grep -q '^line 1  depth 5  score [+-][0-9]*\.[0-9][0-9]  nodes [0-9]*  nps [0-9]*  pv [A-Za-z]' &&
   [ "$(printf '%s\n' "$lines" | sed 's/.* pv \([^ ]*\).*/\1/' | sort -u | wc -l)" -eq 3 ]; then
	pass "multipv 3 + analyse: lines 1, 2 and 3 at depth 5, three first moves"
else
	fail "multipv 3 + analyse: lines 1, 2 and 3 at depth 5, three first moves" "$(grep -v '^ *[0-9]  ' "$TMP/out" | head -n 20)"
fi
if grep -q '^error: multipv takes a number of lines from 1 to 5\.$' "$TMP/out"; then
	pass "multipv 9 is refused"
else
	fail "multipv 9 is refused" "$(grep -i multipv "$TMP/out")"
fi
rm -rf "$GAMES"

# hint: the move, its score from White's side, its depth and the line.
printf 'e4\ne5\nhint\nquit\n' | "$LEAPER" play --plain > "$TMP/out" 2>&1
if grep -Eq '^Hint: [A-Za-z][^ ,]*, score [+-][0-9]+\.[0-9][0-9] for White at depth [0-9]+; line: [A-Za-z]' "$TMP/out"; then
	pass "hint: move, score for White, depth and line"
else
	fail "hint: move, score for White, depth and line" "$(grep -i hint "$TMP/out")"
fi
rm -rf "$GAMES"

# While the computer plays both sides, a typed 'quit' is read between its
# moves, and the game is kept.
rm -rf "$GAMES"
printf 'quit\n' | timeout -s KILL 60 "$LEAPER" play --plain --white computer --black computer --level 1 \
	> "$TMP/out" 2>&1
status=$?
[ $status -eq 0 ] && pass "quit while the computer plays itself (status $status)" ||
	fail "quit while the computer plays itself" "status $status; $(tail -n 3 "$TMP/out")"
[ -s "$(newest_game)" ] && pass "... and the game is kept" || fail "... and the game is kept"
rm -rf "$GAMES"

# A signal in the middle of a game: the game is autosaved and offered back.
# signal_game SIGNAL: plays three moves through a FIFO, then sends SIGNAL.
signal_game() {
	rm -rf "$TMP/fifo" "$GAMES"
	mkfifo "$TMP/fifo" || return 1
	"$LEAPER" play --plain < "$TMP/fifo" > "$TMP/out" 2>&1 &
	pid=$!
	exec 7> "$TMP/fifo"
	printf 'e4\ne5\nNf3\n' >&7
	n=0
	while ! grep -q '^2\. Nf3$' "$TMP/out" && [ $n -lt 100 ]; do
		sleep 0.1
		n=$((n + 1))
	done
	kill -"$1" "$pid"
	wait "$pid"
	status=$?
	exec 7>&-
	return $status
}
for sig in INT:2 TERM:15 HUP:1; do
	number=${sig#*:}
	sig=${sig%:*}
	signal_game $sig
	status=$?
	want=$((128 + number))
	[ $status -eq $want ] && pass "SIG$sig: exit status $want" || fail "SIG$sig: exit status $want" "status $status"
	if [ -s "$(newest_game)" ]; then
		pass "SIG$sig: the game is autosaved"
	else
		fail "SIG$sig: the game is autosaved" "$(cat "$TMP/out")"
	fi
	printf 'resume\nfen\nquit\n' | "$LEAPER" play --plain > "$TMP/out" 2>&1
	check "SIG$sig: offered back" "$TMP/out" \
		"An unfinished game is kept; the newest is from $(date -r "$(newest_game)" '+%Y-%m-%d %H:%M') (chess, 2 moves): type 'resume' to go on with it."
	check "SIG$sig: resumed where it stopped" "$TMP/out" \
		"FEN: rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
done
printf 'fen\nNc6\nquit\n' | "$LEAPER" play --plain --resume > "$TMP/out" 2>&1
check "--resume continues at once" "$TMP/out" \
	"FEN: rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
check "--resume: the game goes on" "$TMP/out" "2... Nc6"

# A signal while the engine thinks stops the search at once.
rm -rf "$GAMES"
"$LEAPER" play --plain --white computer --black computer --level 10 < /dev/null > "$TMP/out" 2>&1 &
pid=$!
n=0
while ! grep -q '^1\. .* (computer)$' "$TMP/out" && [ $n -lt 100 ]; do
	sleep 0.1
	n=$((n + 1))
done
sleep 0.3
t0=$(date +%s%N)
kill -TERM $pid
wait $pid
status=$?
t1=$(date +%s%N)
ms=$(((t1 - t0) / 1000000))
if [ $status -eq 143 ] && [ $ms -lt 1500 ] && [ -s "$(newest_game)" ]; then
	pass "a signal stops the engine's thinking (${ms} ms) and the game is saved"
else
	fail "a signal stops the engine's thinking and the game is saved" "status $status, $ms ms
$(tail -n 3 "$TMP/out")"
fi

# A save that fails says why and leaves the old file whole, with no
# temporary file left behind.
keep=$TMP/saves/keep.pgn
mkdir -p "$TMP/saves"
printf 'd4\nd5\nc4\nsave %s\nquit\n' "$keep" | "$LEAPER" play --plain > "$TMP/out" 2>&1
cp "$keep" "$TMP/keep.orig"
printf 'load %s\ne6\nsave %s/inside.pgn\nsave %s/missing/x.pgn\nquit\n' "$keep" "$keep" "$TMP/saves" |
	"$LEAPER" play --plain > "$TMP/out" 2>&1
check "save under a file: why" "$TMP/out" "error: cannot save $keep/inside.pgn: cannot create a file in $keep: Not a directory"
check "save into a missing folder: why" "$TMP/out" \
	"error: cannot save $TMP/saves/missing/x.pgn: cannot create a file in $TMP/saves/missing: No such file or directory"
# A full disk, as a file size limit: the program gets EFBIG from write().
printf 'load %s\ne6\nNc3\nsave %s\nquit\n' "$keep" "$keep" | (ulimit -f 0; "$LEAPER" play --plain) | cat > "$TMP/out" 2>&1
check "a write cut short: why" "$TMP/out" "error: cannot save $keep: File too large"
if cmp -s "$keep" "$TMP/keep.orig"; then
	pass "the old file is whole"
else
	fail "the old file is whole" "$(cat "$keep")"
fi
left=$(ls -A "$TMP/saves")
[ "$left" = keep.pgn ] && pass "no temporary file is left" || fail "no temporary file is left" "$left"
printf 'save /dev/null\nquit\n' | "$LEAPER" play --plain > "$TMP/out" 2>&1
check "a device is not replaced" "$TMP/out" "error: cannot save /dev/null: not a regular file"
[ -c /dev/null ] && pass "/dev/null is still a device" || fail "/dev/null is still a device"

finish
