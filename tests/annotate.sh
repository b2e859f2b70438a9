#!/bin/sh
# annotate.sh - 'leaper annotate' end to end: a 38-move chess game with a
# queen left en prise and a short Onslaught game are annotated at a small
# depth; every move gets an [%eval], the blunder gets ?? and the engine's
# move as a variation, a good move gets nothing, the file's own words stay,
# and the output reads back in leaper (and in pgn-extract, when it is
# installed). Then the progress shown, hostile input, and an interrupted
# run that leaves the old output as it was.
#
# Run by 'make check' with $LEAPER, $LEAPER_DATA_DIR and $TESTS_DIR set.

NAME=annotate
. "${TESTS_DIR:-$(dirname "$0")}/lib.sh"
FAIL_STDERR=$TMP/err
DEPTH=5

if command -v timeout >/dev/null 2>&1; then
	limit="timeout 120"
else
	limit=
fi
# run COMMAND...: output in $TMP/out and $TMP/err, exit status in $status.
run() {
	$limit "$@" >"$TMP/out" 2>"$TMP/err" </dev/null
	status=$?
}

# check DESCRIPTION CONDITION: passes when the shell condition succeeds.
check() {
	if eval "$2"; then pass "$1"; else fail "$1" "failed: $2"; fi
}

# mainline FILE: one line per move of the main lines of FILE's games: its
# SAN, its NAGs and the text of the comments after it ("Qg4 $4 {[%eval
# 9.12]}"); a line "game" before each game's moves. Variations are left out.
mainline() {
	awk '
	function flush() {
		if (tok == "") return
		if (tok ~ /^\$[0-9]+$/) { if (cur != "") cur = cur " " tok }
		else if (tok ~ /^[0-9]+\.+$/ || tok ~ /^(1-0|0-1|1\/2-1\/2|\*)$/) { }
		else { if (cur != "") print cur; cur = tok }
		tok = ""
	}
	brace == 0 && depth == 0 && /^\[[A-Za-z0-9_]+ "/ {
		if (!intags) { if (cur != "") print cur; cur = ""; print "game" }
		intags = 1
		next
	}
	{
		intags = 0
		line = $0 " "
		n = length(line)
		for (i = 1; i <= n; i++) {
			c = substr(line, i, 1)
			if (brace) {
				if (c == "}") { brace = 0; if (depth == 0 && cur != "") cur = cur "}" }
				else if (depth == 0 && cur != "") cur = cur c
				continue
			}
			if (c == "{") { flush(); brace = 1; if (depth == 0 && cur != "") cur = cur " {"; continue }
			if (c == "(") { flush(); depth++; continue }
			if (c == ")") { flush(); depth--; continue }
			if (depth) continue
			if (c == " " || c == "\t") flush(); else tok = tok c
		}
	}
	END { flush(); if (cur != "") print cur }
	' "$1"
}

# The game: a quiet Italian opening in which Black's queen goes to g4,
# where the h3 pawn takes it (14... Qg4?? 15. hxg4), then 23 moves more.
# It carries words of its own: a NAG, a comment and a variation.
cat > "$TMP/chess.pgn" <<'EOF'
[Event "Annotate test"]
[Site "?"]
[Date "2026.12.01"]
[Round "1"]
[White "White"]
[Black "Black"]
[Result "1-0"]

1. e4 $1 e5 2. Nf3 {A quiet start} (2. f4 exf4 3. Nf3) 2... Nc6 3. Bc4 Bc5 4. c3
Nf6 5. d3 d6 6. O-O O-O 7. Re1 a6 8. Bb3 Ba7 9. h3 h6 10. Nbd2 Re8 11. Nf1 Be6
12. Ng3 Qd7 13. Be3 Bxb3 14. Qxb3 Qg4 15. hxg4 Bxe3 16. Rxe3 Nxg4 17. Re2 Nf6
18. Rae1 b5 19. a4 Rab8 20. axb5 axb5 21. Nf5 Kh7 22. Qc2 g6 23. Ne3 Kg7 24. d4
exd4 25. cxd4 Nb4 26. Qb3 c5 27. dxc5 dxc5 28. e5 Nfd5 29. Nxd5 Nxd5 30. Rd2
Rbd8 31. Qd3 Nb4 32. Qxd8 Rxd8 33. Rxd8 c4 34. Rd7 Nd3 35. Re2 Kf8 36. e6 fxe6
37. Rxe6 Nxb2 38. Rb6 1-0
EOF
CHESS_PLIES=75

run "$LEAPER" annotate "$TMP/chess.pgn" --depth $DEPTH -o "$TMP/chess-out.pgn"
check "chess: annotate exits 0" '[ "$status" -eq 0 ]'
check "chess: nothing on stdout with -o" '[ ! -s "$TMP/out" ]'
mainline "$TMP/chess-out.pgn" > "$TMP/moves"
n=$(grep -vc '^game$' "$TMP/moves")
check "chess: the output has the game's $CHESS_PLIES moves" '[ "$n" -eq "$CHESS_PLIES" ]'
n=$(grep -v '^game$' "$TMP/moves" | grep -c '\[%eval -\{0,1\}[#0-9][-0-9.]*\]')
if [ "$n" -eq "$CHESS_PLIES" ]; then
	pass "chess: every move has an [%eval]"
else
	fail "chess: every move has an [%eval]" "$n of $CHESS_PLIES; $(grep -v '%eval' "$TMP/moves" | head -n 5)"
fi
blunder=$(grep -v '^game$' "$TMP/moves" | sed -n 28p)
case $blunder in
'Qg4 $4 '*) pass "chess: the queen left en prise (14... Qg4) gets ??" ;;
*) fail "chess: the queen left en prise (14... Qg4) gets ??" "$blunder" ;;
esac
good=$(grep -v '^game$' "$TMP/moves" | sed -n 29p)
case $good in
'hxg4 {'*) pass "chess: taking it (15. hxg4) gets no NAG" ;;
*) fail "chess: taking it (15. hxg4) gets no NAG" "$good" ;;
esac
# The engine's better move follows 14. Qxb3 as a variation for Black.
if tr '\n' ' ' < "$TMP/chess-out.pgn" | grep -q 'Qg4 \$4 {[^}]*} (14\.\.\. [A-Za-z]'; then
	pass "chess: the engine's move for 14... is a variation"
else
	fail "chess: the engine's move for 14... is a variation" "$(grep -n 'Qg4' "$TMP/chess-out.pgn")"
fi
first=$(grep -v '^game$' "$TMP/moves" | sed -n 1p)
case $first in
'e4 $1 {'*) pass "chess: the file's own NAG is kept" ;;
*) fail "chess: the file's own NAG is kept" "$first" ;;
esac
check "chess: the file's own comment is kept" 'grep -q "A quiet start" "$TMP/chess-out.pgn"'
check "chess: the file's own variation is kept" 'grep -q "(2\. f4 exf4 3\. Nf3)" "$TMP/chess-out.pgn"'
printf 'last\nfen\nquit\n' | $limit "$LEAPER" replay "$TMP/chess.pgn" --plain >"$TMP/want" 2>&1
printf 'last\nfen\nquit\n' | $limit "$LEAPER" replay "$TMP/chess-out.pgn" --plain >"$TMP/replay" 2>&1
want=$(grep '^FEN: ' "$TMP/want")
check "chess: the output replays to the last position" '[ -n "$want" ] && grep -qxF "$want" "$TMP/replay"'
check "chess: the progress says game 1 of 1, move $CHESS_PLIES of $CHESS_PLIES" \
	'grep -q "^leaper annotate: game 1 of 1, move $CHESS_PLIES of $CHESS_PLIES, ETA 0:00\$" "$TMP/err"'

# Annotating the annotated file again adds no second variation or NAG.
run "$LEAPER" annotate "$TMP/chess-out.pgn" --depth $DEPTH -o "$TMP/again.pgn"
a=$(grep -o '(' "$TMP/chess-out.pgn" | wc -l)
b=$(grep -o '(' "$TMP/again.pgn" | wc -l)
c=$(mainline "$TMP/again.pgn" | grep -v "^game$" | sed -n 28p)
if [ "$status" -eq 0 ] && [ "$a" -eq "$b" ] && case $c in 'Qg4 $4 {'*) true ;; *) false ;; esac; then
	pass "chess: annotating again repeats no variation or NAG"
else
	fail "chess: annotating again repeats no variation or NAG" "status $status, ( $a then $b; $c"
fi

# Without -o the games go to stdout; --game picks one; --movetime works.
cat "$TMP/chess.pgn" > "$TMP/two.pgn"
printf '\n[Event "second"]\n[White "A"]\n[Black "B"]\n[Result "*"]\n\n1. d4 d5 2. c4 *\n' >> "$TMP/two.pgn"
run "$LEAPER" annotate "$TMP/two.pgn" --game 2 --movetime 20
if [ "$status" -eq 0 ] && [ "$(grep -c '^\[Event ' "$TMP/out")" -eq 1 ] && grep -q '"second"' "$TMP/out" &&
	[ "$(mainline "$TMP/out" | grep -c '%eval')" -eq 3 ]; then
	pass "--game 2 --movetime: the second game alone on stdout, annotated"
else
	fail "--game 2 --movetime: the second game alone on stdout, annotated" "status $status; $(head -n 20 "$TMP/out")"
fi

if [ -x /usr/games/pgn-extract ]; then
	PGN_EXTRACT=/usr/games/pgn-extract
else
	PGN_EXTRACT=$(command -v pgn-extract 2>/dev/null)
fi
if [ -n "$PGN_EXTRACT" ]; then
	$limit "$PGN_EXTRACT" -s -l "$TMP/px.log" -o "$TMP/px.pgn" "$TMP/chess-out.pgn" >/dev/null 2>&1
	n=$(mainline "$TMP/px.pgn" | grep -c '%eval')
	if [ ! -s "$TMP/px.log" ] && [ "$n" -eq "$CHESS_PLIES" ]; then
		pass "chess: pgn-extract reads the output, evaluations and all"
	else
		fail "chess: pgn-extract reads the output, evaluations and all" "$n evals; $(cat "$TMP/px.log")"
	fi
else
	skip "pgn-extract is not installed (apt-get install pgn-extract)"
fi

# Onslaught on its 12x12 board: the first 16 moves of a game leaper played
# against itself at level 3, where 14. Hj6 leaves Black's Archbishop on j5
# instead of taking it, and it forks on d2 next.
cat > "$TMP/onslaught.pgn" <<'EOF'
[Event "Onslaught test"]
[White "leaper level 3"]
[Black "leaper level 3"]
[Result "*"]
[Variant "onslaught"]

1. Ge7 Ch6 2. Gg8 Ue9 3. Gc7 Hk5 4. Hh4 Nf5 5. e4 Nxh4 6. Uxh4 Hd7 7. Gi8 g8
8. Gg7 Hxi3 9. Axi3 h8 10. Gxh12 Exh12 11. Aj5 Ai8 12. Hi6 Ak7 13. Hxh6 Axj5
14. Hj6 Ai7 15. e6 Axd2+ 16. Kg2 *
EOF
ONS_PLIES=31
run "$LEAPER" annotate "$TMP/onslaught.pgn" --depth 4 -o "$TMP/ons-out.pgn"
check "onslaught: annotate exits 0" '[ "$status" -eq 0 ]'
mainline "$TMP/ons-out.pgn" > "$TMP/moves"
n=$(grep -v '^game$' "$TMP/moves" | grep -c '\[%eval -\{0,1\}[#0-9][-0-9.]*\]')
if [ "$n" -eq "$ONS_PLIES" ]; then
	pass "onslaught: every move has an [%eval]"
else
	fail "onslaught: every move has an [%eval]" "$n of $ONS_PLIES"
fi
blunder=$(grep -v '^game$' "$TMP/moves" | sed -n 27p)
case $blunder in
'Hj6 $4 '*) pass "onslaught: leaving the Archbishop on j5 (14. Hj6) gets ??" ;;
*) fail "onslaught: leaving the Archbishop on j5 (14. Hj6) gets ??" "$blunder" ;;
esac
if tr '\n' ' ' < "$TMP/ons-out.pgn" | grep -q 'Hj6 \$4 {[^}]*} (14\. [A-Z]'; then
	pass "onslaught: the engine's move for 14. is a variation"
else
	fail "onslaught: the engine's move for 14. is a variation" "$(grep -n 'Hj6' "$TMP/ons-out.pgn")"
fi
printf 'last\nfen\nquit\n' | $limit "$LEAPER" replay "$TMP/onslaught.pgn" --plain >"$TMP/want" 2>&1
printf 'last\nfen\nquit\n' | $limit "$LEAPER" replay "$TMP/ons-out.pgn" --plain >"$TMP/replay" 2>&1
want=$(grep '^FEN: ' "$TMP/want")
if [ -n "$want" ] && grep -qxF "$want" "$TMP/replay" && grep -q '^\[Variant "onslaught"\]' "$TMP/ons-out.pgn"; then
	pass "onslaught: the output replays to the last position"
else
	fail "onslaught: the output replays to the last position" "$want; $(grep FEN "$TMP/replay")"
fi

# A game that ends in checkmate: the mating move gets no [%eval] (there is
# no score to give), the move that allowed it gets ??.
printf '[Event "mate"]\n[Variant "onslaught"]\n\n1. He4 Gxf3 2. Be2 Gxd2# 0-1\n' > "$TMP/mate.pgn"
run "$LEAPER" annotate "$TMP/mate.pgn" --depth 4
mainline "$TMP/out" | grep -v '^game$' > "$TMP/moves"
if [ "$status" -eq 0 ] && [ "$(grep -c '%eval' "$TMP/moves")" -eq 3 ] && sed -n 4p "$TMP/moves" | grep -q '^Gxd2# {checkmate}$' &&
	sed -n 3p "$TMP/moves" | grep -q '^Be2 \$4 {\[%eval #-1\]}'; then
	pass "checkmate: the mating move alone has no [%eval]; the move that allowed it has ?? and #-1"
else
	fail "checkmate: the mating move alone has no [%eval]; the move that allowed it has ?? and #-1" "$(cat "$TMP/moves")"
fi

# The progress on a terminal is a bar (script(1) gives the program one).
if command -v script >/dev/null 2>&1 && script -qc true /dev/null >/dev/null 2>&1 </dev/null; then
	$limit script -qc "'$LEAPER' annotate '$TMP/chess.pgn' --depth 3 -o '$TMP/tty.pgn'" /dev/null \
		>"$TMP/tty" 2>&1 </dev/null
	if grep -q '\[#*-*\] *[0-9]*% game 1 of 1, move [0-9]* of 75, ETA' "$TMP/tty" && [ -s "$TMP/tty.pgn" ]; then
		pass "on a terminal the progress is a bar"
	else
		fail "on a terminal the progress is a bar" "$(tr '\r' '\n' < "$TMP/tty" | head -n 5)"
	fi
else
	skip "no script(1) to give the program a terminal"
fi

# Hostile input: clear words naming the file, status 1 for what cannot be
# read or written, 2 for a mistake in the command line, and the old
# output untouched.
echo old > "$TMP/keep.pgn"
: > "$TMP/empty.pgn"
run "$LEAPER" annotate "$TMP/empty.pgn" -o "$TMP/keep.pgn"
check "an empty file: status 1, named" '[ "$status" -eq 1 ] && grep -q "empty.pgn" "$TMP/err"'
printf '\001\002garbage {never closed\n\377\376 ((( ]]]\n' > "$TMP/garbage.pgn"
run "$LEAPER" annotate "$TMP/garbage.pgn" -o "$TMP/keep.pgn"
check "garbage: status 1, named" '[ "$status" -eq 1 ] && grep -q "garbage.pgn" "$TMP/err"'
printf '[Event "bad"]\n\n1. e4 e5 2. Ke3 *\n' > "$TMP/illegal.pgn"
run "$LEAPER" annotate "$TMP/illegal.pgn" -o "$TMP/keep.pgn"
check "an illegal move: status 1, with its line" '[ "$status" -eq 1 ] && grep -q "illegal.pgn:3: .*Ke3" "$TMP/err"'
run "$LEAPER" annotate "$TMP/chess.pgn" --game 2 -o "$TMP/keep.pgn"
check "a game number too big: status 2, said" '[ "$status" -eq 2 ] && grep -q "no game 2: the file has 1 game" "$TMP/err"'
sed 's/14\. Qxb3 Qg4/14. Qxb3 Qg4 $10 $11 $12 $13 $14 $15 $16 $17/' "$TMP/chess.pgn" > "$TMP/nags.pgn"
run "$LEAPER" annotate "$TMP/nags.pgn" --depth 3
check "a blunder that has eight NAGs already keeps them and gets its [%eval]" \
	'[ "$status" -eq 0 ] && mainline "$TMP/out" | grep -q "^Qg4 \$10 \$11 \$12 \$13 \$14 \$15 \$16 \$17 {\[%eval "'
printf '[Event "a"]\n\n1. e4 *\n\n[Event "b"]\n\n1. e4 e5 2. Nf3 Nc6 3. Ke3 *\n' > "$TMP/db.pgn"
run "$LEAPER" annotate "$TMP/db.pgn"
check "a database whose game 2 is illegal: status 1 with its line, before any output" \
	'[ "$status" -eq 1 ] && grep -q "db.pgn:7: 3. Ke3" "$TMP/err" && [ ! -s "$TMP/out" ]'
run "$LEAPER" annotate "$TMP/missing.pgn" -o "$TMP/keep.pgn"
check "a missing file: status 1, named" '[ "$status" -eq 1 ] && grep -q "missing.pgn" "$TMP/err"'
check "... and the old output is untouched" '[ "$(cat "$TMP/keep.pgn")" = old ]'
for bad in "--depth 0" "--depth x" "--movetime 0" "--game 0" "--depth 3 --movetime 10" "--bogus"; do
	run "$LEAPER" annotate "$TMP/chess.pgn" $bad
	check "bad option $bad: status 2, said" '[ "$status" -eq 2 ] && [ -s "$TMP/err" ] && [ ! -s "$TMP/out" ]'
done
run "$LEAPER" annotate
check "no file: status 2 with the usage" '[ "$status" -eq 2 ] && grep -q "usage: leaper annotate" "$TMP/err"'
run "$LEAPER" annotate "$TMP/chess.pgn" --depth 1 -o "$TMP/no/such/dir/out.pgn"
check "an output that cannot be written: status 1, named" '[ "$status" -eq 1 ] && grep -q "no/such/dir" "$TMP/err"'
run "$LEAPER" annotate --help
check "--help: the usage on stdout" '[ "$status" -eq 0 ] && grep -q "usage: leaper annotate" "$TMP/out"'

# A run stopped by a signal leaves the old output whole and no temporary file.
"$LEAPER" annotate "$TMP/chess.pgn" --depth 30 -o "$TMP/keep.pgn" >/dev/null 2>&1 &
pid=$!
sleep 1
kill -TERM $pid 2>/dev/null
wait $pid
status=$?
left=$(ls -a "$TMP" | grep -c '^\.keep\.pgn\.')
if [ "$status" -eq 143 ] && [ "$(cat "$TMP/keep.pgn")" = old ] && [ "$left" -eq 0 ]; then
	pass "a run stopped by SIGTERM: status 143, the old output whole, no temporary file"
else
	fail "a run stopped by SIGTERM: status 143, the old output whole, no temporary file" \
		"status $status, $left temporary files, $(head -c 80 "$TMP/keep.pgn")"
fi

finish
