#!/bin/sh
# uci.sh - a UCI session with 'leaper uci' through a FIFO, as a UCI
# interface would hold it: the handshake and options, a game given as
# moves, go depth with the best move checked against the legal moves
# 'leaper perft --divide 1' lists, scores from the engine's side, go
# infinite and stop, pondering, MultiPV, UCI_Variant and UCI_Chess960, a
# long move list, garbage, and a clean end on "quit" and at the end of the input.
#
# Run by 'make check' with $LEAPER, $LEAPER_DATA_DIR and $TESTS_DIR set.
# Prints one line per check and a last line "N passed, M failed".

NAME=uci
. "${TESTS_DIR:-$(dirname "$0")}/lib.sh"
pid=
test_cleanup() {
	[ -n "$pid" ] && kill "$pid" 2>/dev/null
	return 0
}

mkfifo "$TMP/in" || exit 99
"$LEAPER" uci <"$TMP/in" >"$TMP/out" 2>"$TMP/err" &
pid=$!
exec 3>"$TMP/in"
FAIL_STDERR=$TMP/err

. "${TESTS_DIR:-$(dirname "$0")}/lib_session.sh"

# sync: sends isready and waits for its readyok, so that every reply to
# the commands before it has been written.
sync_engine() {
	mark
	send isready
	wait_for '^readyok$' 30
}

# best: the move of the last bestmove line since the mark.
best() {
	since_mark | sed -n 's/^bestmove \([^ ]*\).*/\1/p' | tail -n 1
}

# legal VARIANT FEN MOVE: whether MOVE is a legal move of FEN.
legal() {
	"$LEAPER" perft -v "$1" --fen "$2" --divide 1 2>/dev/null | cut -d' ' -f1 | grep -qx -- "$3"
}

# go_legal DESCRIPTION VARIANT FEN GO: sends GO, waits for bestmove and
# checks that its move is legal in FEN.
go_legal() {
	mark
	send "$4"
	if ! wait_for '^bestmove ' 60; then
		fail "$1" "no bestmove: $(since_mark | tail -n 3)"
		return
	fi
	m=$(best)
	if legal "$2" "$3" "$m"; then
		pass "$1 ($m)"
	else
		fail "$1" "bestmove $m is not a legal move of $3"
	fi
}

START=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR

# The handshake.
mark
send uci
expect "uci gets id name" '^id name leaper'
expect "and uciok" '^uciok$'
opts=$(since_mark)
for o in 'Hash type spin default 16 min 1 max 2048' 'UCI_Chess960 type check default false' \
	'Ponder type check' 'UCI_Variant type combo default chess '; do
	if printf '%s\n' "$opts" | grep -q "^option name $o"; then
		pass "the option $o"
	else
		fail "the option $o" "$opts"
	fi
done
variants=$(printf '%s\n' "$opts" | grep '^option name UCI_Variant')
for v in chess chess960 lancerchess clash onslaught complete normal fischerandom; do
	case " $variants " in
	*" var $v "*) pass "UCI_Variant offers $v" ;;
	*) fail "UCI_Variant offers $v" "$variants" ;;
	esac
done
case " $variants " in
*" var tour "*) fail "UCI_Variant leaves out the tour puzzle" "$variants" ;;
*) pass "UCI_Variant leaves out the tour puzzle" ;;
esac
if printf '%s\n' "$opts" | grep -q '^option name MultiPV type spin default 1 min 1 max 16$'; then
	pass "the option MultiPV, 1 to 16 lines"
else
	fail "the option MultiPV, 1 to 16 lines" "$opts"
fi
mark
send isready
expect "isready gets readyok" '^readyok$'

# A game given as moves; the reply must be legal after them.
send ucinewgame
send "position startpos moves e2e4 e7e5 g1f3 b8c6 f1b5"
go_legal "go depth 4 after five moves: a legal black move" chess \
	"r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3" "go depth 4"
info=$(since_mark | grep '^info depth 4 ' | tail -n 1)
if printf '%s\n' "$info" | grep -Eq '^info depth 4 seldepth [0-9]+ multipv 1 score (cp|mate) -?[0-9]+ nodes [0-9]+( nps [0-9]+)? time [0-9]+ pv [a-h][1-8][a-h][1-8]'; then
	pass "info line of depth 4: seldepth, score, nodes, time, pv"
else
	fail "info line of depth 4: seldepth, score, nodes, time, pv" "$(since_mark)"
fi
if since_mark | grep -Eq '^bestmove [a-h][1-8][a-h][1-8] ponder [a-h][1-8][a-h][1-8]$'; then
	pass "bestmove names a move to ponder on"
else
	fail "bestmove names a move to ponder on" "$(since_mark | tail -n 2)"
fi
send "position startpos moves e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1"
go_legal "castled (e1g1): a legal black move" chess \
	"r1bqkb1r/1ppp1ppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 5" "go depth 3"

# Scores are the engine's own: a mate it gives is positive, one it gets
# negative, material it lacks negative.
MATE1="r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
mark
send "position fen $MATE1"
send "go depth 3"
if wait_for '^bestmove ' && [ "$(best)" = h5f7 ] && since_mark | grep -q 'score mate 1 '; then
	pass "mate in one: bestmove h5f7 with score mate 1"
else
	fail "mate in one: bestmove h5f7 with score mate 1" "$(since_mark | tail -n 3)"
fi
mark
send "position fen $MATE1 moves h5f7"
send "go depth 3"
if wait_for '^bestmove ' && since_mark | grep -q '^bestmove (none)$' &&
   since_mark | grep -q '^info depth 0 score mate 0$'; then
	pass "checkmated: score mate 0, bestmove (none)"
else
	fail "checkmated: score mate 0, bestmove (none)" "$(since_mark | tail -n 3)"
fi
mark
send "position fen rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"
send "go depth 3"
wait_for '^bestmove '
cp=$(since_mark | sed -n 's/^info depth 3 .*score cp \(-*[0-9]*\).*/\1/p' | tail -n 1)
if [ -n "$cp" ] && [ "$cp" -lt -500 ]; then
	pass "Black to move without its queen scores below -500 ($cp)"
else
	fail "Black to move without its queen scores below -500" "$(since_mark | tail -n 3)"
fi

# go infinite runs until stop; isready is answered meanwhile.
send "position startpos moves d2d4"
mark
send "go infinite"
wait_for '^info depth 2 '
send isready
if wait_for '^readyok$' && ! since_mark | grep -q '^bestmove'; then
	pass "go infinite: readyok while thinking, no bestmove"
else
	fail "go infinite: readyok while thinking, no bestmove" "$(since_mark | tail -n 3)"
fi
send stop
expect "stop: bestmove" '^bestmove '
m=$(best)
if legal chess "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1" "$m"; then
	pass "the move after stop is legal ($m)"
else
	fail "the move after stop is legal" "$m"
fi
# A search with a depth under infinite still waits for stop.
mark
send "go infinite depth 2"
wait_for '^info depth 2 '
if sync_engine && ! since_mark | grep -q '^bestmove'; then
	pass "go infinite depth 2: no bestmove before stop"
else
	fail "go infinite depth 2: no bestmove before stop" "$(since_mark | tail -n 3)"
fi
send stop
expect "and bestmove after it" '^bestmove '

# Pondering: the expected reply is already on the board.
send "position startpos moves e2e4 e7e5"
mark
send "go ponder wtime 2000 btime 2000 winc 0 binc 0"
wait_for '^info depth 2 '
if sync_engine && ! since_mark | grep -q '^bestmove'; then
	pass "go ponder: no bestmove while pondering"
else
	fail "go ponder: no bestmove while pondering" "$(since_mark | tail -n 3)"
fi
mark
send ponderhit
if wait_for '^bestmove ' 20 && legal chess "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2" "$(best)"; then
	pass "ponderhit: a legal bestmove on the clock ($(best))"
else
	fail "ponderhit: a legal bestmove on the clock" "$(since_mark | tail -n 3)"
fi
mark
send "go ponder wtime 2000 btime 2000"
wait_for '^info depth 1 '
send stop
expect "go ponder then stop: bestmove" '^bestmove '
# A command that needs the search over ends an endless one.
mark
send "go infinite"
wait_for '^info depth 1 '
send "position startpos"
send "go depth 1"
if wait_for '^bestmove .*' && wait_for '^info depth 1 .*pv' && sync_engine; then
	pass "position during go infinite: bestmove, then the new search"
else
	fail "position during go infinite: bestmove, then the new search" "$(tail -n 5 "$TMP/out")"
fi

# The clock: whatever the numbers, a legal move comes.
send "position startpos"
go_legal "go wtime/btime with increments" chess "$START w KQkq - 0 1" \
	"go wtime 3000 btime 3000 winc 100 binc 100 movestogo 20"
go_legal "go movetime 200" chess "$START w KQkq - 0 1" "go movetime 200"
go_legal "go nodes 2000" chess "$START w KQkq - 0 1" "go nodes 2000"
go_legal "go wtime -500 (a flag fallen): still a move" chess "$START w KQkq - 0 1" "go wtime -500 btime -500"
go_legal "go winc 50 binc 50 (an increment, no clock): a move" chess "$START w KQkq - 0 1" "go winc 50 binc 50"
go_legal "go depth -3 is depth 1" chess "$START w KQkq - 0 1" "go depth -3"
go_legal "go depth 99999999999999999999 movetime 300" chess "$START w KQkq - 0 1" \
	"go depth 99999999999999999999 movetime 300"
go_legal "go with words it does not know" chess "$START w KQkq - 0 1" "go frobnicate depth x depth 2 searchmoves e2e4"

# MultiPV 3: three lines a depth, numbered, each with its own first move;
# bestmove is line 1's. MultiPV 1 again: one line.
send "position startpos moves e2e4 e7e5"
send "setoption name MultiPV value 3"
go_legal "MultiPV 3: a legal bestmove" chess "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2" \
	"go depth 4"
lines=$(since_mark | grep '^info depth 4 ')
firsts=$(printf '%s\n' "$lines" | sed -n 's/.* multipv \([1-3]\) .* pv \([a-h][1-8][a-h][1-8]\).*/\1 \2/p')
if [ "$(printf '%s\n' "$firsts" | cut -d' ' -f1 | tr '\n' ' ')" = "1 2 3 " ] &&
   [ "$(printf '%s\n' "$firsts" | cut -d' ' -f2 | sort -u | wc -l)" -eq 3 ]; then
	pass "MultiPV 3: info multipv 1, 2, 3 at depth 4 with three first moves"
else
	fail "MultiPV 3: info multipv 1, 2, 3 at depth 4 with three first moves" "$lines"
fi
if [ "$(best)" = "$(printf '%s\n' "$firsts" | sed -n 's/^1 //p')" ]; then
	pass "MultiPV 3: bestmove is line 1's move"
else
	fail "MultiPV 3: bestmove is line 1's move" "$(since_mark | tail -n 4)"
fi
send "setoption name MultiPV value 1"
mark
send "go depth 3"
wait_for '^bestmove '
if [ "$(since_mark | grep -c '^info depth 3 ')" -eq 1 ] && ! since_mark | grep -q 'multipv [2-9]'; then
	pass "MultiPV 1 again: one line a depth"
else
	fail "MultiPV 1 again: one line a depth" "$(since_mark)"
fi
mark
send "setoption name MultiPV value many"
send isready
if wait_for '^readyok$' && since_mark | grep -q '^info string error: MultiPV takes a number'; then
	pass "MultiPV many: an error"
else
	fail "MultiPV many: an error" "$(since_mark)"
fi

# LancerChess by UCI_Variant, from a FEN and with moves after it.
LFEN="rdbqkblr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RDBQKBLR w KQkq - 0 2"
send "setoption name UCI_Variant value lancerchess"
send ucinewgame
send "position fen $LFEN moves g1g3 b8d6"
go_legal "lancerchess: a legal move after a FEN and two moves" lancerchess \
	"rdbqkblr/pppp1ppp/3d4/4p3/4P3/6L1/PPPP1PPP/RDBQKB1R w KQkq - 2 3" "go depth 3"
# A promotion in LancerChess: the suffix is a letter of its pieces.
PFEN="3q4/1P6/8/8/8/8/8/3Q4 w - - 0 1"
send "position fen $PFEN"
go_legal "lancerchess: a legal move with a pawn on the seventh" lancerchess "$PFEN" "go depth 3"
mark
send "position fen 3q4/1P6/8/8/8/8/8/3Q4 w - - 0 1 moves b7b8k"
sync_engine
if since_mark | grep -q 'info string error'; then
	fail "lancerchess: the promotion b7b8k is read" "$(since_mark)"
else
	pass "lancerchess: the promotion b7b8k is read"
fi
send "setoption name UCI_Variant value clash"
send "position startpos moves g1f3"
go_legal "clash: a legal black move after Nf3" clash \
	"rdbqkblr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1" "go depth 2"
send "setoption name UCI_Variant value onslaught"
send "position startpos"
go_legal "onslaught (12x12): a legal move" onslaught \
	"rzcbaqkmbczr/ppnehughenpp/pppppppppppp/12/12/12/12/12/12/PPPPPPPPPPPP/PPNEHGUHENPP/RZCBMKQABCZR w KQkq - 0 1" \
	"go depth 2"

# Chess960: Fairy-Stockfish's name, a Shredder-FEN, castling as the king
# taking its rook, in and out.
F960="bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"
send "setoption name UCI_Variant value fischerandom"
send "setoption name UCI_Chess960 value true"
send "position fen $F960"
go_legal "fischerandom: a legal move from a Shredder-FEN" chess960 "$F960" "go depth 3"
mark
send "position fen rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w AEae - 0 1 moves b1a1"
go_legal "castling written b1a1 is read; the reply is legal" chess960 \
	"rk2r3/pppppppp/8/8/8/8/PPPPPPPP/2KRR3 b ae - 1 1" "go depth 2"
# Orthodox chess under UCI_Chess960: positions in chess960's rules.
send "setoption name UCI_Variant value chess"
send "position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1h1"
go_legal "chess with UCI_Chess960: e1h1 castles" chess960 \
	"r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 5 4" "go depth 2"
send "setoption name UCI_Chess960 value false"

# A long game: a thousand plies of knights going back and forth, then
# e2e4, on a line longer than any read of the pipe.
moves=
i=0
while [ $i -lt 250 ]; do
	moves="$moves g1f3 g8f6 f3g1 f6g8"
	i=$((i + 1))
done
send "position startpos moves$moves e2e4"
go_legal "after 1,001 plies sent on one line: a legal black move" chess \
	"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" "go depth 2"

# Garbage: ignored, clamped or answered with info string error.
send "position startpos moves e2e4"
mark
for line in "" "   " "hello world" "go2" "setoption" "setoption name" "setoption name Hash value lots" \
	"setoption name Hash value -7" "setoption name Hash value 99999999999999999999999" \
	"setoption name UCI_Variant value nonesuch" "setoption name UCI_Variant value ../../data/chess.ini" \
	"setoption name UCI_Chess960 value maybe" "setoption name NoSuchOption value 3" \
	"position" "position fen" "position sideways" "position fen not/a/fen w - - 0 1" \
	"position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e5" \
	"stop" "ponderhit" "debug on" "register later" \
	"$(printf 'x%.0s' $(seq 1 5000))" "$(printf '\001\002\377\376')"; do
	send "$line"
done
if sync_engine; then
	pass "after the garbage the engine answers isready"
else
	fail "after the garbage the engine answers isready" "$(tail -n 5 "$TMP/out")"
fi
mark
send uci
if wait_for '^uciok$' && since_mark | grep -q '^option name Hash type spin default 2048 min 1 max 2048$'; then
	pass "Hash -7 then 10^23 MB: clamped to 2048"
else
	fail "Hash -7 then 10^23 MB: clamped to 2048" "$(since_mark | grep Hash)"
fi
errors=$(grep -c '^info string error' "$TMP/out")
if [ "$errors" -ge 8 ]; then
	pass "bad values, FENs and moves are told with info string error ($errors)"
else
	fail "bad values, FENs and moves are told with info string error" "$(grep '^info string' "$TMP/out")"
fi
if grep -q '^info string error: .*e2e5' "$TMP/out"; then
	pass "the illegal move e2e5 is named"
else
	fail "the illegal move e2e5 is named" "$(grep '^info string' "$TMP/out")"
fi
# The last good position is the start (the bad FEN changed nothing after
# it, the illegal move stopped the moves).
go_legal "after the garbage: a legal move from the start" chess "$START w KQkq - 0 1" "go depth 2"
mark
send "setoption name Hash value 1"
send "setoption name Clear Hash"
send "position startpos moves e2e4"
go_legal "Hash 1 MB, Clear Hash: a legal black move" chess \
	"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1" "go depth 3"

# quit ends the session at once, even while thinking.
send "go infinite"
send quit
exec 3>&-
n=0
while kill -0 "$pid" 2>/dev/null && [ $n -lt 100 ]; do
	sleep 0.1
	n=$((n + 1))
done
if kill -0 "$pid" 2>/dev/null; then
	fail "quit during go infinite ends the engine"
else
	wait "$pid"
	st=$?
	pid=
	if [ "$st" -eq 0 ]; then
		pass "quit during go infinite ends the engine with status 0"
	else
		fail "quit during go infinite ends the engine with status 0" "status $st"
	fi
fi

# The end of the input ends a search that only stop could end, with its
# bestmove; a search with limits is finished first.
out=$(printf 'position startpos\ngo infinite\n' | "$LEAPER" uci 2>"$TMP/err2")
st=$?
if [ $st -eq 0 ] && printf '%s\n' "$out" | grep -q '^bestmove '; then
	pass "go infinite at the end of the input: bestmove, status 0"
else
	fail "go infinite at the end of the input: bestmove, status 0" "status $st: $(printf '%s\n' "$out" | tail -n 2)"
fi
out=$(printf 'position startpos moves e2e4\ngo depth 3\nisready\n' | "$LEAPER" uci 2>"$TMP/err2")
if printf '%s\n' "$out" | grep -q '^info depth 3 ' && printf '%s\n' "$out" | tail -n 1 | grep -q '^readyok$'; then
	pass "piped go depth 3: the search finishes, then readyok"
else
	fail "piped go depth 3: the search finishes, then readyok" "$(printf '%s\n' "$out" | tail -n 3)"
fi

# The command line.
if "$LEAPER" uci --hash 0 </dev/null >/dev/null 2>"$TMP/err2"; then
	fail "--hash 0 is refused"
else
	grep -q 'from 1 to 2048' "$TMP/err2" && pass "--hash 0 is refused with the range" ||
		fail "--hash 0 is refused with the range" "$(cat "$TMP/err2")"
fi
out=$(printf 'uci\n' | "$LEAPER" uci --hash 64)
if printf '%s\n' "$out" | grep -q '^option name Hash type spin default 64 '; then
	pass "--hash 64 is the Hash option's default"
else
	fail "--hash 64 is the Hash option's default" "$out"
fi

finish
