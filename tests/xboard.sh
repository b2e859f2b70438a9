#!/bin/sh
# xboard.sh - a CECP session with 'leaper xboard' through a pipe, as XBoard
# or cutechess would hold it: the feature handshake, a move after "go",
# ping and pong, setboard, undo, analysis, variants XBoard does not know,
# garbage and illegal moves, and a clean end on "quit", on the end of the
# input and when the reader of the replies goes away.
#
# Run by 'make check' with $LEAPER, $LEAPER_DATA_DIR and $TESTS_DIR set.
# Prints one line per check and a last line "N passed, M failed".

NAME=xboard
. "${TESTS_DIR:-$(dirname "$0")}/lib.sh"
pid=
test_cleanup() {
	[ -n "$pid" ] && kill "$pid" 2>/dev/null
	return 0
}
# A board of ten ranks, where CECP counts the ranks from 0.
mkdir -p "$XDG_DATA_HOME/leaper/variants" || exit 99
cat >"$XDG_DATA_HOME/leaper/variants/tall.ini" <<'EOF'
[tall]
inherit     = chess
description = Chess on eight files and ten ranks
default     = no
board       = 8x10
start       = rnbqkbnr/pppppppp/8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
promotion-zone = rank 10
EOF

# The engine runs in the background reading a FIFO; its replies collect in
# $TMP/out.
mkfifo "$TMP/in" || exit 99
"$LEAPER" xboard <"$TMP/in" >"$TMP/out" 2>"$TMP/err" &
pid=$!
exec 3>"$TMP/in"

. "${TESTS_DIR:-$(dirname "$0")}/lib_session.sh"

send xboard
send "protover 2"
expect "protover 2 gets the features, ending with done=1" '^feature .*usermove=1.*done=1$'
if grep -q '^feature .*variants="[^"]*normal,[^"]*lancerchess[^"]*"' "$TMP/out" &&
   grep -q '^feature .*variants="[^"]*onslaught' "$TMP/out"; then
	pass "the variants feature lists normal and leaper's variants"
else
	fail "the variants feature lists normal and leaper's variants" "$(grep '^feature' "$TMP/out")"
fi

send new
send "st 1"
send "usermove e2e4"
send go
if wait_for '^move ' 10; then
	mv=$(grep '^move ' "$TMP/out" | head -n 1 | cut -d' ' -f2)
	fen='rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'
	if "$LEAPER" perft --fen "$fen" --divide 1 2>/dev/null | grep -q "^$mv "; then
		pass "go: the engine answers 1. e4 with a legal move ($mv)"
	else
		fail "go: the engine answers 1. e4 with a legal move" "move $mv"
	fi
else
	fail "go: the engine moves within 10 s" "$(tail -n 5 "$TMP/out")"
fi

send "ping 7"
expect "ping 7 gets pong 7" '^pong 7$'

send force
send "setboard 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"
send go
expect "after setboard the engine mates at once" '^move a1a8$'
expect "and announces the result" '^1-0 \{checkmate\}'

send force
send undo
send "usermove a1a7"
send "ping 8"
expect "undo takes the mate back; another move is accepted" '^pong 8$'
if grep -q '^Illegal move: a1a7' "$TMP/out"; then
	fail "a1a7 after undo is legal"
else
	pass "a1a7 after undo is legal"
fi

mark
send "usermove e2e5"
send "ping 9"
wait_for '^pong 9$' 5
if since_mark | grep -q '^Illegal move: e2e5$'; then
	pass "an illegal move is refused"
else
	fail "an illegal move is refused" "$(since_mark)"
fi

mark
send "fnord 42"
send "ping 10"
wait_for '^pong 10$' 5
if since_mark | grep -q '^Error (unknown command): fnord 42$'; then
	pass "garbage gets an error reply"
else
	fail "garbage gets an error reply" "$(since_mark)"
fi

# Variants XBoard plays by its own rules go by XBoard's names (the
# variant files' xboard-name) in the variants feature and the variant
# command, and get no setup command: XBoard knows them.
for name in fischerandom capablanca gothic janus knightmate makruk shatranj berolina; do
	if grep -q "^feature .*variants=\"\([^\"]*,\)\{0,1\}$name[,\"]" "$TMP/out"; then
		pass "the variants feature lists XBoard's name $name"
	else
		fail "the variants feature lists XBoard's name $name" "$(grep '^feature' "$TMP/out")"
	fi
done
if grep -q '^feature .*variants="[^"]*chess960' "$TMP/out"; then
	fail "chess960 is offered under XBoard's name only" "$(grep '^feature' "$TMP/out")"
else
	pass "chess960 is offered under XBoard's name only"
fi
# Chess960 castling as XBoard sends it, O-O and O-O-O, from a FEN with
# Shredder castling letters: the King on f1 between Rooks on b1 and g1.
# O-O swaps King and Rook (Kg1, Rf1), O-O-O puts Black's King on c8 and
# its Rook on d8; then f1f3 is legal only with the Rook on f1 and d8d6
# only with it on d8. The second time the castlings come written as the
# King taking its own Rook, which XBoard sends to engines that ask.
p=14
for form in "O-O O-O-O" "f1g1 f8b8"; do
	p=$((p + 1))
	send new
	mark
	send "variant fischerandom"
	send force
	send "setboard 1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w GBgb - 0 1"
	send "usermove ${form% *}"
	send "usermove ${form#* }"
	send "usermove f2f4"
	send "usermove d7d5"
	send "usermove f1f3"
	send "usermove d8d6"
	send "ping $p"
	wait_for "^pong $p\$" 5
	if since_mark | grep -q '^setup\|^Illegal\|^Error\|^tellusererror'; then
		fail "fischerandom: no setup; castling $form puts King and Rook on Chess960's squares" "$(since_mark)"
	else
		pass "fischerandom: no setup; castling $form puts King and Rook on Chess960's squares"
	fi
done

send new
send "variant onslaught"
expect "an unknown variant is described with setup" '^setup \([A-Za-z.]+\) 12x12\+0_fairy rzcbaqkmbczr/'
expect "and its pieces with piece commands" '^piece G& '
# XBoard reads "NN" as two knights; its nightrider is "N0".
expect "a rider written by doubling is sent with XBoard's range (NN as N0)" '^piece N& NmN0$'

# XBoard gives the images of its pawn (1st of 22) and lance (19th) pawn
# rules whatever moves they are given: a sideways move to an empty square
# is taken for an en-passant capture. It also takes a king with a lone
# knight, bishop, ferz, alfil or wazir (2nd, 3rd, 6th, 7th, 10th) for too
# little to mate. Only pawns may have the first two, only pieces that
# capture like them the others, and the royal piece has the king's (22nd).
n=20
for vr in lancerchess:P.B....Q complete:PNBF.W.K onslaught:PNB....K; do
	v=${vr%:*}
	n=$((n + 1))
	mark
	send "variant $v"
	send "ping $n"
	wait_for "^pong $n\$" 5
	table=$(since_mark | sed -n 's/^setup (\([^)]*\)).*/\1/p' | head -n 1)
	images=$(printf '%s' "$table" | cut -c1,2,3,6,7,10,19,22)
	if [ "$images" = "${vr#*:}" ]; then
		pass "$v: XBoard's pawn, minor piece and king images go to the right pieces"
	else
		fail "$v: XBoard's pawn, minor piece and king images go to the right pieces" "setup ($table)"
	fi
done
# XBoard lets a pawn capture en passant only when its moves say so (e).
if grep -q '^piece P& fmWfceFifmnD$' "$TMP/out"; then
	pass "lancerchess: the pawn's captures are sent with e.p. (fmWfceFifmnD)"
else
	fail "lancerchess: the pawn's captures are sent with e.p. (fmWfceFifmnD)" "$(grep '^piece P&' "$TMP/out")"
fi

# On a board of exactly ten ranks XBoard (and cutechess) count the ranks
# from 0: e1e3 is the pawn's double step, e2e4 a move from an empty
# square, and the engine's moves and the en-passant squares of setboard
# are written the same way.
send new
send "variant tall"
send force
mark
send "usermove e2e4"
send "usermove e1e3"
send "usermove e8e6"
send "setboard rnbqkbnr/pppp1ppp/8/8/8/8/4pP2/8/PPPPP1PP/RNBQKBNR b KQkq f2 0 3"
send "usermove e3f2"
send "ping 30"
wait_for '^pong 30$' 5
if [ "$(since_mark | grep '^Illegal move')" = "Illegal move: e2e4" ]; then
	pass "ten ranks: moves and e.p. squares come with ranks from 0"
else
	fail "ten ranks: moves and e.p. squares come with ranks from 0" "$(since_mark)"
fi
send "setboard 6k1/5ppp/8/8/8/8/8/8/8/R5K1 w - - 0 1"
send go
expect "ten ranks: the engine's mate a1-a10 is written a0a9" '^move a0a9$'

send new
send post
send analyze
expect "analyze prints thinking output" '^[0-9]+ -?[0-9]+ [0-9]+ [0-9]+ [a-p]' 10
mark
send "ping 11"
expect "ping is answered during analysis" '^pong 11$' 5
send exit
send "ping 12"
expect "exit leaves analysis" '^pong 12$' 5

send quit
exec 3>&-
i=0
while kill -0 "$pid" 2>/dev/null && [ $i -lt 50 ]; do
	sleep 0.1
	i=$((i + 1))
done
if kill -0 "$pid" 2>/dev/null; then
	fail "quit ends the engine"
else
	wait "$pid"
	status=$?
	pid=
	if [ "$status" -eq 0 ]; then
		pass "quit ends the engine with status 0"
	else
		fail "quit ends the engine with status 0" "status $status; $(cat "$TMP/err")"
	fi
fi

# The end of the input, even while thinking, ends the session cleanly.
( printf 'xboard\nprotover 2\nnew\nusermove e2e4\n'; sleep 0.5 ) | "$LEAPER" xboard >"$TMP/out2" 2>&1
status=$?
if [ "$status" -eq 0 ] && grep -q '^feature' "$TMP/out2"; then
	pass "closed input ends the session with status 0"
else
	fail "closed input ends the session with status 0" "status $status"
fi

# A reader that goes away: the engine notices the write error and ends
# (and with it the endless writer), long before the timeout.
timeout 20 sh -c '
	{ printf "xboard\nprotover 2\n"; while :; do printf "ping 1\n" || exit 0; sleep 0.02; done; } |
		"$1" xboard 2>"$2" | head -c 10 >/dev/null' sh "$LEAPER" "$TMP/err3"
status=$?
if [ "$status" -ne 124 ] && [ ! -s "$TMP/err3" ]; then
	pass "a closed reply pipe ends the engine quietly"
else
	fail "a closed reply pipe ends the engine quietly" "status $status; $(cat "$TMP/err3")"
fi

# --hash takes a whole number of MB from 1 to 2048; anything else exits 2
# with the usage, before any table is made (999999 MB would be 16 GB).
for mb in 999999 -5 abc 0 2049 12x 1.5 ''; do
	timeout 20 "$LEAPER" xboard --hash "$mb" </dev/null >"$TMP/out4" 2>"$TMP/err4"
	status=$?
	if [ "$status" -eq 2 ] && grep -q "^leaper xboard: --hash takes a whole number of MB from 1 to 2048, not \"$mb\"" \
		"$TMP/err4" && grep -q '^usage: leaper xboard' "$TMP/err4"; then
		pass "--hash \"$mb\" is refused with status 2 and the usage"
	else
		fail "--hash \"$mb\" is refused with status 2 and the usage" "status $status; $(cat "$TMP/err4")"
	fi
done
printf 'xboard\nprotover 2\nping 7\nquit\n' | timeout 20 "$LEAPER" xboard --hash 1 >"$TMP/out4" 2>"$TMP/err4"
status=$?
if [ "$status" -eq 0 ] && grep -q '^pong 7$' "$TMP/out4"; then
	pass "--hash 1 is taken: the engine answers"
else
	fail "--hash 1 is taken: the engine answers" "status $status; $(cat "$TMP/err4")"
fi

finish
