#!/bin/sh
# tune.sh - the developers' 'leaper tune' (HACKING, "Tuning the
# evaluation"): self-play prints labelled FENs, eval scores them from
# White's side and follows a weights file, bad weights files are refused,
# games read from PGN give labelled FENs too, and the command stays out of
# the user's help.
#
# Run by 'make check' with $LEAPER, $LEAPER_DATA_DIR and $TESTS_DIR set.

NAME=tune
. "${TESTS_DIR:-$(dirname "$0")}/lib.sh"

# check DESCRIPTION CONDITION...: passes when the condition command succeeds.
check() {
	desc=$1
	shift
	if "$@"; then pass "$desc"; else fail "$desc" "failed: $*"; fi
}

"$LEAPER" tune selfplay -v chess --depth 1 --games 2 --random-plies 2 --seed 3 >"$TMP/pos" 2>"$TMP/err"
check "selfplay exits 0" [ $? -eq 0 ]
check "selfplay prints positions" [ -s "$TMP/pos" ]
check "every line is FEN;RESULT" sh -c "! grep -Ev '^[^;]+ [wb] [^;]*;(1|0|0\.5)\$' '$TMP/pos'"

printf '%s\n' '4k3/8/8/8/8/8/8/3QK3 w - - 0 1;1' '3qk3/8/8/8/8/8/8/4K3 w - - 0 1;0' >"$TMP/two"
"$LEAPER" tune eval -v chess <"$TMP/two" >"$TMP/ev" 2>"$TMP/err"
check "eval exits 0" [ $? -eq 0 ]
check "eval prints one score a line" [ "$(wc -l <"$TMP/ev")" -eq 2 ]
check "White's queen scores for White" [ "$(sed -n 1p "$TMP/ev")" -gt 500 ]
check "Black's queen scores for Black" [ "$(sed -n 2p "$TMP/ev")" -lt -500 ]

printf 'tempo 10\n' >"$TMP/w0"
printf 'tempo 60\n' >"$TMP/w1"
a=$(printf '4k3/8/8/8/8/8/8/3QK3 w - - 0 1\n' | "$LEAPER" tune eval -v chess --weights "$TMP/w0")
b=$(printf '4k3/8/8/8/8/8/8/3QK3 w - - 0 1\n' | "$LEAPER" tune eval -v chess --weights "$TMP/w1")
check "a weights file changes the score (tempo 10: $a, 60: $b)" [ "$b" -eq $((a + 50)) ]

printf 'no_such_weight 3\n' >"$TMP/bad"
printf '4k3/8/8/8/8/8/8/3QK3 w - - 0 1\n' | "$LEAPER" tune eval -v chess --weights "$TMP/bad" >/dev/null 2>"$TMP/err"
check "an unknown weight is refused" [ $? -eq 1 ]
check "the message names the file and line" grep -q "bad:1: not a weight" "$TMP/err"
printf 'garbage line\n' | "$LEAPER" tune eval -v chess >"$TMP/ev" 2>"$TMP/err"
check "a bad FEN is reported" grep -q "line 1: bad FEN" "$TMP/err"

# tune games: the quiet positions of saved games, any player's.
cat >"$TMP/games.pgn" <<'PGN'
[Event "one"]
[White "a"]
[Black "b"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 4. Ng5 d5 5. exd5 Nxd5 6. Nxf7 Kxf7 7. Qf3+ Ke6 1-0

[Event "broken"]
[White "a"]
[Black "b"]
[Result "0-1"]

1. e4 e5 2. Ke3 Nc6 0-1

[Event "three"]
[White "a"]
[Black "b"]
[Result "1/2-1/2"]

1. d4 d5 2. c4 e6 3. Nc3 Nf6 1/2-1/2

[Event "unfinished"]
[White "a"]
[Black "b"]
[Result "*"]

1. c4 c5 2. Nc3 Nc6 3. g3 g6 *
PGN
"$LEAPER" tune games -v chess "$TMP/games.pgn" >"$TMP/gpos" 2>"$TMP/gerr"
check "games exits 0" [ $? -eq 0 ]
check "games prints FEN;RESULT lines" sh -c "[ -s '$TMP/gpos' ] && ! grep -Ev '^[^;]+ [wb] [^;]*;(1|0|0\.5)\$' '$TMP/gpos'"
check "each finished game's result labels its positions" sh -c "grep -q ';1\$' '$TMP/gpos' && grep -q ';0\.5\$' '$TMP/gpos'"
check "a finished game's quiet position is there" grep -q '^rnbqkbnr/ppp2ppp/4p3/3p4/2PP4/8/PP2PPPP/RNBQKBNR w.*;0\.5$' "$TMP/gpos"
check "an unfinished game gives none" sh -c "! grep -q '^r1bqkbnr/pp1ppppp/2n5/2p5/2P5/2N3P1/PP1PPP1P/R1BQKBNR b' '$TMP/gpos'"
check "the opening's first plies are left out" sh -c "! grep -q '^rnbqkbnr/pppppppp/8/8/4P3' '$TMP/gpos'"
check "a position whose move was a capture is left out" sh -c "! grep -q '^r1bqkb1r/ppp2ppp/2n2n2/3Pp1N1/2B5' '$TMP/gpos'"
check "a broken game is passed over, said with file and line" grep -q "games.pgn:[0-9]*:.*passed over" "$TMP/gerr"
check "the count is said" grep -q "2 games, [0-9]* positions" "$TMP/gerr"
"$LEAPER" tune games -v lancerchess "$TMP/games.pgn" >"$TMP/gpos2" 2>/dev/null
check "-v keeps only that variant's games" [ ! -s "$TMP/gpos2" ]
# tune games --scores: the positions around a player's scored moves,
# labelled with the score as White's expected result. "e" scores its
# moves from the mover's side: +1.00 as White at ply 9 is 0.6401 (of
# 1 / (1 + 10^(-100/400))); -2.00 as Black at ply 10 of the second game
# is White's +2.00, 0.7597; the plies before the ninth, the other
# player's scores, a mate, a book move and a score of 8 pawns or more
# are passed over.
cat >"$TMP/scored.pgn" <<'PGN'
[Event "scored"]
[White "e"]
[Black "x"]
[Result "1-0"]

1. e4 {book} e5 {+0.10/10 0.2s} 2. Nf3 {+0.20/11 0.2s} Nc6 {-0.10/9} 3. Bc4 {+0.30/12}
Nf6 {-0.20/12} 4. Ng5 {+0.40/12} d5 {-0.30/12} 5. exd5 {+1.00/14 0.3s} Nxd5 {x's -2.00/3}
6. Nxf7 {+M5/20} Kxf7 {-5.00/12} 7. Qf3+ {+9.00/15} Ke6 {book} 1-0

[Event "scored, other side"]
[White "x"]
[Black "e"]
[Result "0-1"]

1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 {-0.40/8} O-O {-2.00/13} 0-1
PGN
"$LEAPER" tune games -v chess --scores e "$TMP/scored.pgn" >"$TMP/spos" 2>"$TMP/serr"
check "scores exits 0" [ $? -eq 0 ]
check "scored positions are FEN;LABEL lines" sh -c "[ -s '$TMP/spos' ] && ! grep -Ev '^[^;]+ [wb] [^;]*;[01]\.[0-9]{4}\$' '$TMP/spos'"
check "the position before a scored move has its label" grep -q '^r1bqkb1r/ppp2ppp/2n2n2/3pp1N1/2B1P3/8/PPPP1PPP/RNBQK2R w KQkq .*;0\.6401$' "$TMP/spos"
check "so has the position after it" grep -q '^r1bqkb1r/ppp2ppp/2n2n2/3Pp1N1/2B5/8/PPPP1PPP/RNBQK2R b KQkq .*;0\.6401$' "$TMP/spos"
check "a Black player's score is turned to White's side" grep -q '^rnbq1rk1/ppp1bppp/4pn2/3p2B1/2PP4/2N1P3/PP3PPP/R2QKBNR w KQ .*;0\.7597$' "$TMP/spos"
check "only the scorer's moves, past the eighth ply, are read" [ "$(wc -l <"$TMP/spos")" -eq 4 ]
check "the count is said" grep -q "2 games, 4 positions" "$TMP/serr"

"$LEAPER" tune games >/dev/null 2>"$TMP/gerr"
check "games without a file is a usage error" [ $? -eq 2 ]
"$LEAPER" tune games "$TMP/no-such.pgn" >/dev/null 2>"$TMP/gerr"
check "a missing file is refused" [ $? -eq 1 ]
check "its message names it" grep -q "no-such.pgn" "$TMP/gerr"

# tune leaves: the quiet position at the end of each line the search
# finds. White takes the loose queen on d5, so the end of its line has no
# black queen; the label read is kept; two lines give two positions.
printf '4k3/8/8/3q4/8/8/8/3QK3 w - - 0 1;0.25\n' |
	"$LEAPER" tune leaves -v chess --depth 3 >"$TMP/lv" 2>"$TMP/err"
check "leaves exits 0" [ $? -eq 0 ]
check "leaves prints one position for one line" [ "$(wc -l <"$TMP/lv")" -eq 1 ]
check "the line's end: the queen taken, the label kept" \
	grep -Eq '^[1-8kKQ/]*Q[1-8kKQ/]* [wb] [^;]*;0\.25$' "$TMP/lv"
check "no black queen at the line's end" sh -c "! cut -d' ' -f1 '$TMP/lv' | grep -q q"
check "the count is said" grep -q "1 positions read, 1 leaves" "$TMP/err"
printf 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1;0.5\n' |
	"$LEAPER" tune leaves -v chess --depth 4 --lines 2 >"$TMP/lv" 2>/dev/null
check "two lines, two positions" [ "$(wc -l <"$TMP/lv")" -eq 2 ]
check "each a FEN read back by tune eval" sh -c "'$LEAPER' tune eval -v chess <'$TMP/lv' >/dev/null 2>&1"
printf 'garbage\n' | "$LEAPER" tune leaves -v chess --depth 2 >"$TMP/lv" 2>"$TMP/err"
check "leaves: a bad FEN is refused" [ $? -eq 1 ]
check "leaves: its line is said" grep -q "line 1: bad FEN" "$TMP/err"

# tune inputs: the shape, then the score and each view's inputs, one per
# piece (own or enemy, type, square from the view's side: White's queen on
# d1 is own Q d1 = 0 * 64 + 3 for White, enemy Q d8 = (6 + 0) * 64 + 59
# for Black, chess's pieces being KQRBNP... as defined).
printf '4k3/8/8/8/8/8/8/3QK3 b - - 0 1\n' | "$LEAPER" tune inputs -v chess >"$TMP/in" 2>"$TMP/err"
check "inputs exits 0" [ $? -eq 0 ]
check "inputs prints the shape first" grep -qx '# pieces=[A-Z]* board=8x8 inputs=[0-9]* royal-radius=0' "$TMP/in"
pieces=$(sed -n 's/^# pieces=\([A-Z]*\) .*/\1/p' "$TMP/in")
q=$(expr index "$pieces" Q - 1)
n=$(expr length "$pieces")
check "inputs counts two views of every piece type and square" \
	grep -q "inputs=$((2 * n * 64)) " "$TMP/in"
check "inputs: the score, the side, White's view, Black's view" \
	sh -c "sed -n 2p '$TMP/in' | grep -Eq '^[0-9]+;b;[0-9]+ [0-9]+ [0-9]+;[0-9]+ [0-9]+ [0-9]+\$'"
check "White's queen is own Q d1 to White" \
	sh -c "sed -n 2p '$TMP/in' | cut -d';' -f3 | tr ' ' '\n' | grep -qx $((q * 64 + 3))"
check "and enemy Q d8 to Black" \
	sh -c "sed -n 2p '$TMP/in' | cut -d';' -f4 | tr ' ' '\n' | grep -qx $(((n + q) * 64 + 59))"

# With --royal-radius 1 a piece next to a view's royal piece is one more
# input, after the square rows: to Black, White's queen on d7 is an enemy
# Q a file left of its king on e8 and a rank towards White, row
# 2 * n * 64 + ((n + q) * 3 + 1 + 1) * 3 + -1 + 1.
printf '4k3/3Q4/8/8/8/8/8/4K3 b - - 0 1\n' | "$LEAPER" tune inputs -v chess --royal-radius 1 >"$TMP/rin" 2>&1
check "royal rows: the shape counts them" grep -q "inputs=$((2 * n * 64 + 2 * n * 9)) royal-radius=1\$" "$TMP/rin"
check "royal rows: the queen next to Black's king" \
	sh -c "sed -n 2p '$TMP/rin' | cut -d';' -f4 | tr ' ' '\n' | grep -qx $((2 * n * 64 + ((n + q) * 3 + 2) * 3))"
check "royal rows: none for White's view (its king is far)" \
	sh -c "[ \$(sed -n 2p '$TMP/rin' | cut -d';' -f3 | wc -w) -eq 3 ]"
"$LEAPER" tune inputs -v chess --royal-radius 5 </dev/null >/dev/null 2>&1
check "a royal radius over 4 is refused" [ $? -eq 2 ]

"$LEAPER" tune weights >"$TMP/w" 2>&1
check "tune weights lists the weights" grep -q "^threat_mg -\{0,1\}[0-9]" "$TMP/w"
"$LEAPER" tune weights -v lancerchess >"$TMP/wl" 2>&1
check "with -v it lists the pieces' values" grep -q "^value_L [0-9]" "$TMP/wl"
check "but not the royal piece's nor the pawn's" sh -c "! grep -q '^value_[QP] ' '$TMP/wl'"
printf 'value_L 900\n' >"$TMP/wv"
a=$(printf '7q/p7/8/8/8/8/P7/3LQ3 w - - 0 1\n' | "$LEAPER" tune eval -v lancerchess)
b=$(printf '7q/p7/8/8/8/8/P7/3LQ3 w - - 0 1\n' | "$LEAPER" tune eval -v lancerchess --weights "$TMP/wv")
check "a piece's value in a weights file counts ($a, then $b)" [ "$b" -gt $((a + 300)) ]
printf 'value_Q 900\n' >"$TMP/wq"
printf '7q/8/8/8/8/8/8/3LQ3 w - - 0 1\n' | "$LEAPER" tune eval -v lancerchess --weights "$TMP/wq" >/dev/null 2>"$TMP/err"
check "the royal piece's value is refused" grep -q "wq:1: not a weight" "$TMP/err"
# A variant file may set the engine's weights; a name the engine does not
# have is refused with the file and line.
printf '[heavy]\ninherit = chess\nweight tempo = 59\n' >"$TMP/heavy.ini"
"$LEAPER" check "$TMP/heavy.ini" >/dev/null 2>"$TMP/err"
check "a variant file's weight is taken" [ $? -eq 0 ]
printf '[heavy]\ninherit = chess\nweight tempo = 59\nweight tempoo = 3\n' >"$TMP/typo.ini"
"$LEAPER" check "$TMP/typo.ini" >/dev/null 2>"$TMP/err"
check "an unknown weight name is refused" [ $? -ne 0 ]
check "the message names the file, line and weight" grep -q 'typo.ini:4:.*no weight "tempoo"' "$TMP/err"
# tune squares: a rook on h1 in games White won and on a1 in games it
# lost (the kings anywhere else; those with the side not to move in
# check are passed over) gives h1 the greater bonus.
awk 'function row(f, c) { return (f ? f : "") c (7 - f ? 7 - f : "") }
BEGIN {
	for (b = 0; b < 8; b++) for (w = 2; w < 6; w++) for (s = 0; s < 2; s++) {
		fen = row(b, "k") "/8/8/8/" row(w, "K") "/8/8/"
		side = s ? " b - - 0 1" : " w - - 0 1"
		print fen "7R" side ";1"
		print fen "R7" side ";0"
	}
	print "not a position;1"
}' >"$TMP/sq"
"$LEAPER" tune squares -v chess --steps 200 "$TMP/sq" >"$TMP/sqout" 2>"$TMP/err"
check "squares exits 0" [ $? -eq 0 ]
check "squares reports its positions and the line passed over" \
	grep -q '120 positions (108 fitted, 9 lines passed over)' "$TMP/err"
check "squares prints a line a piece, half and rank" [ "$(grep -c '^square-bonus [KQRBNP] [me]g [1-8] =\( -\{0,1\}[0-9]\{1,4\}\)\{8\}$' "$TMP/sqout")" -eq 96 ]
check "the winning rook's square gets the greater bonus" \
	awk '$2 == "R" && $4 == 1 { if (!($13 > $6 + 20)) bad = 1; n++ } END { exit bad || n != 2 }' "$TMP/sqout"
head -50 "$TMP/sq" >"$TMP/sqfew"
"$LEAPER" tune squares -v chess "$TMP/sqfew" >/dev/null 2>"$TMP/err"
check "too few positions are refused" [ $? -eq 1 ]
check "with how many" grep -q 'only 46 positions of chess (and 4 lines' "$TMP/err"
"$LEAPER" tune squares -v chess "$TMP/no-such-file" >/dev/null 2>"$TMP/err"
check "a file that cannot be read is named" grep -q 'no-such-file: cannot read it' "$TMP/err"

# tune mobility: a free rook on a1 in games White won, one shut in by its
# own knight and pawn in games it lost, gives the free rook's count (14)
# the greater bonus.
awk 'function row(f, c) { return (f ? f : "") c (7 - f ? 7 - f : "") }
BEGIN {
	for (b = 0; b < 8; b++) for (w = 2; w < 6; w++) for (s = 0; s < 2; s++) {
		fen = row(b, "k") "/8/8/8/" row(w, "K") "/8/"
		side = s ? " b - - 0 1" : " w - - 0 1"
		print fen "8/R7" side ";1"
		print fen "P7/RN6" side ";0"
	}
}' >"$TMP/mob"
"$LEAPER" tune mobility -v chess --steps 200 "$TMP/mob" >"$TMP/mobout" 2>"$TMP/err"
check "mobility exits 0" [ $? -eq 0 ]
check "mobility reports its positions and the lines passed over" grep -q '124 positions (111 fitted, 4 lines passed over)' "$TMP/err"
check "mobility prints a line a half for the king, rook and knight" \
	[ "$(grep -c '^mobility-bonus [KRN] [me]g =\( -\{0,1\}[0-9]\{1,4\}\)\{1,\}$' "$TMP/mobout")" -eq 6 ]
check "the free rook's count gets the greater bonus" \
	awk '$2 == "R" { if (NF != 19 || !($19 > $5 + 20)) bad = 1; n++ } END { exit bad || n != 2 }' "$TMP/mobout"
"$LEAPER" tune mobility -v chess "$TMP/no-such-file" >/dev/null 2>"$TMP/err"
check "mobility names a file it cannot read" grep -q 'no-such-file: cannot read it' "$TMP/err"

# tools/tune/label.py: an engine's scores as labels (leaper's own UCI mode
# stands in for the stronger engine it is meant for).
LABEL="$TESTS_DIR/../tools/tune/label.py"
if command -v python3 >/dev/null 2>&1; then
	printf '%s\n' '4k3/8/8/8/8/8/8/3QK3 w - - 0 1;0.5' '3qk3/8/8/8/8/8/8/4K3 b - - 0 1;0.5' >"$TMP/lab"
	python3 "$LABEL" --engine "$LEAPER uci" --depth 2 "$TMP/lab" >"$TMP/labout" 2>"$TMP/err"
	check "label.py exits 0" [ $? -eq 0 ]
	cut -d';' -f1 "$TMP/lab" >"$TMP/lab.fens"
	check "label.py keeps every FEN in order" sh -c "cut -d';' -f1 '$TMP/labout' | cmp -s - '$TMP/lab.fens'"
	check "a queen up for White is labelled near 1" awk -F';' 'NR == 1 { exit !($2 > 0.9) }' "$TMP/labout"
	check "a queen up for Black, Black to move, near 0 (White's side)" \
		awk -F';' 'NR == 2 { exit !($2 < 0.1) }' "$TMP/labout"
	python3 "$LABEL" --engine "$LEAPER uci" --depth 2 --mix 1 "$TMP/lab" >"$TMP/labmix" 2>"$TMP/err"
	check "with --mix 1 the label is the game's result" sh -c "! grep -v ';0.5000\$' '$TMP/labmix'"
	printf 'not a position\n' >"$TMP/labbad"
	python3 "$LABEL" --engine "$LEAPER uci" --depth 2 "$TMP/labbad" >/dev/null 2>"$TMP/err"
	check "a line without ';' is refused" [ $? -ne 0 ]
	check "with its file and line" grep -q "labbad:1:" "$TMP/err"
	python3 "$LABEL" --engine "$TMP/no-such-engine" --depth 2 "$TMP/lab" >/dev/null 2>"$TMP/err"
	check "an engine that does not start is an error" [ $? -ne 0 ]
	# A stand-in UCI engine: its search scores 100 cp times the number of
	# searches so far, and it dies at the search numbered by its argument
	# if given; its 'eval' has one term, White's pawns less Black's, and
	# the same as its final evaluation (in pawns, from White's side).
	cat >"$TMP/standin" <<'END'
import sys
die = int(sys.argv[1]) if len(sys.argv) > 1 else 0
fen = ""
searches = 0
for line in sys.stdin:
    words = line.split()
    if words[:1] == ["uci"]:
        print("uciok")
    elif words[:1] == ["isready"]:
        print("readyok")
    elif words[:2] == ["position", "fen"]:
        fen = words[2]
    elif words[:1] == ["go"]:
        searches += 1
        if searches == die:
            sys.exit(1)
        print(f"info depth 1 score cp {100 * searches}")
        print("bestmove e1e2")
    elif words[:1] == ["eval"]:
        n = fen.count("P") - fen.count("p")
        print("|    Term    |    White    |    Black    |    Total    |")
        print(f"|      Count |  ----  ---- |  ----  ---- | {n:.2f} {n:.2f} |")
        print(f"Final evaluation       {n:+.2f} (white side)")
    elif words[:1] == ["quit"]:
        break
    sys.stdout.flush()
END
	# an engine that dies at its third search: the labels of the two
	# before it are kept, in order, and the error says how far it came
	for n in 1 2 3 4; do printf '4k3/8/8/8/8/8/8/4K3 w - - 0 %d;0.5\n' "$n"; done >"$TMP/lab4"
	head -2 "$TMP/lab4" | cut -d';' -f1 >"$TMP/lab4.two"
	python3 "$LABEL" --engine "python3 $TMP/standin 3" --depth 2 "$TMP/lab4" >"$TMP/labout" 2>"$TMP/err"
	check "an engine gone in the middle is an error" [ $? -ne 0 ]
	check "the labels before it are kept, in order" sh -c "cut -d';' -f1 '$TMP/labout' | cmp -s - '$TMP/lab4.two'"
	check "the error says how many were done" grep -q 'first 2 positions were done' "$TMP/err"

	# --static: the stand-in's final evaluation, from White's side whoever
	# is to move (two pawns up: 1 / (1 + 10^-0.5)), and no search at all
	printf '%s\n' '4k3/8/8/8/8/8/PP6/4K3 b - - 0 1;0.5' '4k3/pp6/8/8/8/8/8/4K3 w - - 0 1;0.5' >"$TMP/labst"
	python3 "$LABEL" --engine "python3 $TMP/standin 1" --static "$TMP/labst" >"$TMP/labout" 2>"$TMP/err"
	check "label.py --static exits 0 without a search" [ $? -eq 0 ]
	check "--static labels by the final evaluation, from White's side" \
		sh -c "printf '%s\\n' '4k3/8/8/8/8/8/PP6/4K3 b - - 0 1;0.7597' '4k3/pp6/8/8/8/8/8/4K3 w - - 0 1;0.2403' | cmp -s - '$TMP/labout'"

	# tools/tune/terms.py with the stand-in engine: with every label even,
	# leaper's difference from it is nought less its own score, which falls
	# as White's pawns grow.
	for row in 8 P7 PP6 PPP5 PPPP4 PPPPP3 PPPPPP2 PPPPPPP1; do
		printf '4k3/pppp4/8/8/8/8/%s/4K3 w - - 0 1;0.5\n' "$row"
	done >"$TMP/terms"
	TERMS="$TESTS_DIR/../tools/tune/terms.py"
	python3 "$TERMS" --leaper "$LEAPER" -v chess --engine "python3 $TMP/standin" "$TMP/terms" >"$TMP/termsout" 2>"$TMP/err"
	check "terms.py exits 0" [ $? -eq 0 ]
	check "terms.py counts the positions" grep -q '^8 positions' "$TMP/termsout"
	check "the pawn count follows leaper's difference the other way" \
		awk '$2 == "Count" && $3 == "mg" { found = 1; if (!($1 < -0.9)) bad = 1 } END { exit bad || !found }' "$TMP/termsout"
	printf '4k3/8/8/8/8/8/8/4K3 w - - 0 1;2\n' >"$TMP/termsbad"
	python3 "$TERMS" --leaper "$LEAPER" -v chess --engine "python3 $TMP/standin" "$TMP/termsbad" >/dev/null 2>"$TMP/err"
	check "terms.py refuses a label past 1, with its file and line" grep -q 'termsbad:1:' "$TMP/err"
	python3 "$TERMS" --leaper "$LEAPER" -v chess --engine "$TMP/no-such-engine" "$TMP/terms" >/dev/null 2>"$TMP/err"
	check "terms.py reports an engine that does not start" grep -q 'no-such-engine' "$TMP/err"

	# tools/tune/average.py: two networks for a variant that inherits
	# chess, each with one unit lit by White's queen on d1 and worth 100
	# and 200 cp to White: their mean is worth 150 cp, twice it 300
	AVERAGE="$TESTS_DIR/../tools/tune/average.py"
	mkdir "$TMP/avg"
	printf '[netchess]\ninherit = chess\nnetwork = n.net\n' >"$TMP/avg/v.ini"
	for cp in 1600 3200; do
		printf 'board = 8x8\npieces = KQRBNP\nhidden = 8\n'
		printf 'input own Q d1 = 1024 0 0 0 0 0 0 0\n'
		printf 'output own = %s 0 0 0 0 0 0 0\noutput enemy = 0 0 0 0 0 0 0 0\n' "$cp"
	done >"$TMP/avg/both"
	head -n 6 "$TMP/avg/both" >"$TMP/avg/a.net"
	tail -n 6 "$TMP/avg/both" >"$TMP/avg/b.net"
	echo '4k3/8/8/8/8/8/8/3QK3 w - - 0 1' >"$TMP/avg/pos"
	# net_eval FILE: the evaluation of the position with network FILE
	net_eval() {
		cp "$1" "$TMP/avg/n.net" && "$LEAPER" tune eval -v "$TMP/avg/v.ini" <"$TMP/avg/pos"
	}
	a=$(net_eval "$TMP/avg/a.net")
	b=$(net_eval "$TMP/avg/b.net")
	python3 "$AVERAGE" "$TMP/avg/a.net" "$TMP/avg/b.net" >"$TMP/avg/m.net" 2>"$TMP/err"
	check "average.py exits 0" [ $? -eq 0 ]
	check "the mean has the units of both" grep -q '^hidden = 16$' "$TMP/avg/m.net"
	m=$(net_eval "$TMP/avg/m.net")
	check "the two networks are 100 cp apart" [ $((b - a)) -eq 100 ]
	check "the mean network's correction is the mean of theirs" [ $((m - a)) -eq 50 ]
	python3 "$AVERAGE" --scale 2 "$TMP/avg/a.net" "$TMP/avg/b.net" >"$TMP/avg/m2.net" 2>"$TMP/err"
	m2=$(net_eval "$TMP/avg/m2.net")
	check "--scale 2 doubles it" [ $((m2 - a)) -eq 200 ]
	sed 's/KQRBNP/KQRBN/' "$TMP/avg/b.net" >"$TMP/avg/c.net"
	python3 "$AVERAGE" "$TMP/avg/a.net" "$TMP/avg/c.net" >/dev/null 2>"$TMP/err"
	check "networks for other pieces are refused, by file" grep -q 'c.net: pieces = KQRBN, but .*a.net has KQRBNP' "$TMP/err"
	printf 'board = 8x8\npieces = KQRBNP\nhidden = 2\noutput own = 1 x\n' >"$TMP/avg/d.net"
	python3 "$AVERAGE" "$TMP/avg/a.net" "$TMP/avg/d.net" >/dev/null 2>"$TMP/err"
	check "a number that is not one is refused, with file and line" grep -q 'd.net:4: output own: whole numbers expected' "$TMP/err"
else
	skip "tools/tune/label.py: python3 is not installed"
fi

"$LEAPER" --help >"$TMP/help" 2>&1
check "the help does not list tune" sh -c "! grep -q tune '$TMP/help'"

finish
