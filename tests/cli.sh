#!/bin/sh
# cli.sh - tests of the command-line contract of leaper (see leaper(6)):
# help and version, the variant list, perft's output, variant-file checking,
# error messages and exit statuses, and hostile input that must neither
# crash nor hang the program.
#
# Run by 'make check' with $LEAPER (the program), $LEAPER_DATA_DIR (the
# source tree's data/) and $TESTS_DIR set. Prints one line per check and a
# last line "N passed, M failed"; exits 1 if any check failed.

NAME=cli
. "${TESTS_DIR:-$(dirname "$0")}/lib.sh"
FAIL_STDERR=$TMP/err

# expect DESCRIPTION CONDITION...: passes when the condition command succeeds.
expect() {
	desc=$1
	shift
	if "$@"; then pass "$desc"; else fail "$desc" "failed: $*"; fi
}

# run COMMAND...: runs it with a time limit; output in $TMP/out and $TMP/err,
# exit status in $status (124 when it hung, 128+N when killed by signal N).
if command -v timeout >/dev/null 2>&1; then
	limit="timeout 60"
else
	limit=
fi
run() {
	$limit "$@" >"$TMP/out" 2>"$TMP/err" </dev/null
	status=$?
}

# Helpers for conditions.
status_is() { [ "$status" -eq "$1" ]; }
status_not() { [ "$status" -ne "$1" ] && [ "$status" -lt 124 ]; }
out_has() { grep -q -- "$1" "$TMP/out"; }
err_has() { grep -q -- "$1" "$TMP/err"; }
err_line() { grep -Fqx -- "$1" "$TMP/err"; }
out_empty() { [ ! -s "$TMP/out" ]; }

# --- help and version ------------------------------------------------------

run "$LEAPER" --help
expect "--help exits 0" status_is 0
expect "--help shows the usage on stdout" out_has '^Usage: leaper'
for cmd in perft check variants; do
	expect "--help names the '$cmd' command" out_has "leaper $cmd"
done

run "$LEAPER" --version
expect "--version exits 0" status_is 0
expect "--version prints the name and a version number" out_has '^leaper [0-9][0-9.]*'
expect "--version prints the copyright line" out_has '^Copyright (C) [0-9]* the leaper authors'
expect "--version names the licence, GPL-3.0-or-later, as COPYING does" out_has 'GPL-3.0-or-later'
expect "--version says there is no warranty" out_has 'NO WARRANTY'
grep -q 'GNU GENERAL PUBLIC LICENSE' "$TESTS_DIR/../COPYING" && grep -q 'Version 3,' "$TESTS_DIR/../COPYING" &&
	pass "COPYING is the GPL version 3 that --version names" || fail "COPYING is the GPL version 3 that --version names"

# --- the options of every command --------------------------------------------

# Every command that 'leaper --help' lists takes -h and --help: its usage
# on stdout, nothing on stderr, exit 0; and every option its usage names
# is in 'leaper --help' too.
run "$LEAPER" --help
cp "$TMP/out" "$TMP/help"
expect "--help names play's --960 N|random" grep -q -- '--960 N|random' "$TMP/help"
expect "--help names play's --resume [N]" grep -q -- '--resume \[N\]' "$TMP/help"
sed -n 's/^  leaper \([a-z][a-z0-9]*\) .*/\1/p' "$TMP/help" | sort -u >"$TMP/commands"
expect "--help lists the commands" test "$(wc -l <"$TMP/commands")" -ge 8
while read -r cmd; do
	for h in -h --help; do
		run "$LEAPER" "$cmd" "$h"
		if [ "$status" -eq 0 ] && grep -q "^usage: leaper $cmd" "$TMP/out" && [ ! -s "$TMP/err" ]; then
			pass "$cmd $h: the usage on stdout, exit 0"
		else
			fail "$cmd $h: the usage on stdout, exit 0" "status $status; stdout: $(head -n 3 "$TMP/out")"
		fi
	done
	missing=
	for opt in $(sed -n '/^usage:/,/^[^ u]/p' "$TMP/out" | grep -o -- '--[a-z0-9][a-z0-9-]*' | sort -u); do
		grep -q -- "$opt" "$TMP/help" || missing="$missing $opt"
	done
	if [ -z "$missing" ]; then
		pass "leaper --help names every option of $cmd"
	else
		fail "leaper --help names every option of $cmd" "missing:$missing"
	fi
done <"$TMP/commands"
run "$LEAPER" --mono --help
expect "the start screen's options take --help too" sh -c "[ $status -eq 0 ] && grep -q '^usage: leaper' '$TMP/out'"

# --opt=value is --opt value; "--" ends the options.
run "$LEAPER" perft --variant=lancerchess 3
expect "perft --variant=lancerchess 3 = 6770" grep -qx 'nodes 6770' "$TMP/out"
run "$LEAPER" perft --fen='4k3/8/8/8/8/8/8/4K2R w K - 0 1' 1
expect "perft --fen=FEN takes the FEN after '='" grep -qx 'nodes 15' "$TMP/out"
run "$LEAPER" perft -- 2
expect "perft -- 2: the depth after --" grep -qx 'nodes 400' "$TMP/out"
run "$LEAPER" perft --fen
expect "perft --fen without its value exits 2" status_is 2
expect "... saying the option needs a value" err_has '^leaper perft: --fen needs a value$'
run "$LEAPER" perft --divide=yes 1
expect "perft --divide=yes exits 2: a flag takes no value" \
	sh -c "[ $status -eq 2 ] && grep -q -- '--divide takes no value' '$TMP/err'"
run "$LEAPER" bench --depth=0
expect "bench --depth=0 is read as --depth 0 and refused" \
	sh -c "[ $status -eq 2 ] && grep -q 'depth must be a number from 1 to 30' '$TMP/err'"
run "$LEAPER" xboard --hash=0
expect "xboard --hash=0 is read as --hash 0 and refused" \
	sh -c "[ $status -eq 2 ] && grep -q -- '--hash takes a whole number' '$TMP/err'"
run "$LEAPER" xboard --level=1 --hash=1
expect "xboard --level=1 --hash=1 starts and ends with its input" status_is 0
run "$LEAPER" tour --plain=no
expect "tour --plain=no exits 2" status_is 2
run "$LEAPER" play --plain --level=11
expect "play --level=11 is read as --level 11 and refused" \
	sh -c "[ $status -eq 2 ] && grep -q -- '--level takes a number from 1 to' '$TMP/err'"
run "$LEAPER" play --plain --resume=none
expect "play --resume=none exits 2" \
	sh -c "[ $status -eq 2 ] && grep -q -- '--resume takes the number of an unfinished game' '$TMP/err'"
run "$LEAPER" play --plain -- --level
expect "play -- --level: after --, an option is an unexpected operand" \
	sh -c "[ $status -eq 2 ] && grep -q 'unexpected argument \"--level\"' '$TMP/err'"

# --- variants ----------------------------------------------------------------

run "$LEAPER" variants
expect "variants exits 0" status_is 0
cp "$TMP/out" "$TMP/variants"
# Every [section] of the shipped files, with its own description.
for f in "$LEAPER_DATA_DIR"/*.ini; do
	awk '/^\[/ { name = $0; sub(/^\[ */, "", name); sub(/ *\].*/, "", name) }
	     /^description *=/ { d = $0; sub(/^description *= */, "", d); sub(/[ \t]+#([ \t].*)?$/, "", d)
	                         print name "\t" d }' "$f"
done >"$TMP/shipped"
expect "the shipped files define variants" test -s "$TMP/shipped"
while IFS='	' read -r name desc; do
	if awk -v n="$name" -v d="$desc" '$1 == n { s = $0; sub(/^[^ ]+ +/, "", s); if (s == d) found = 1 }
	    END { exit !found }' "$TMP/variants"; then
		pass "variants lists $name with its description"
	else
		fail "variants lists $name with its description" "expected: $name  $desc"
	fi
done <"$TMP/shipped"
expect "every listed variant has a description" \
	awk 'NF < 2 { bad = 1 } END { exit bad }' "$TMP/variants"

# --- perft -------------------------------------------------------------------

run "$LEAPER" perft 3
expect "perft 3 exits 0" status_is 0
expect "perft 3 prints only 'nodes 8902' on stdout" grep -qx 'nodes 8902' "$TMP/out"
expect "perft 3 prints one line" test "$(wc -l <"$TMP/out")" -eq 1
expect "perft prints its timing on stderr" err_has 'time'

run "$LEAPER" perft --divide 3
expect "perft --divide 3 exits 0" status_is 0
expect "perft --divide: every line but the last is MOVE COUNT in coordinates" \
	awk 'NR > 1 && prev !~ /^[a-p][0-9]+[a-p][0-9]+[a-z]? [0-9]+$/ { bad = 1 } { prev = $0 }
	     END { exit bad }' "$TMP/out"
expect "perft --divide: the last line is 'nodes N'" test "$(tail -n 1 "$TMP/out" | sed 's/^nodes [0-9][0-9]*$/ok/')" = ok
expect "perft --divide: one line per root move (20 in chess)" test "$(grep -vc '^nodes' "$TMP/out")" -eq 20
expect "perft --divide: the counts add up to the total" \
	awk '$1 == "nodes" { total = $2; next } { sum += $2 } END { exit !(total == sum && total == 8902) }' "$TMP/out"
expect "perft --divide: no timing on stdout" sh -c "! grep -qiE 'time|/s' '$TMP/out'"

run "$LEAPER" perft -v lancerchess 3
expect "perft -v lancerchess 3 = 6770" grep -qx 'nodes 6770' "$TMP/out"

run "$LEAPER" perft --fen '4k3/8/8/8/8/8/8/4K2R w K - 0 1' --divide 1
expect "perft --fen: 5 king steps, castling and 9 rook moves" grep -qx 'nodes 15' "$TMP/out"
expect "perft --divide writes castling as the king's move (e1g1)" grep -qx 'e1g1 1' "$TMP/out"

run "$LEAPER" perft -v chess960 --fen 'r4kr1/pppppppp/8/8/8/8/PPPPPPPP/R4KR1 w KQkq - 0 1' --divide 1
expect "perft -v chess960 writes castling as the King taking its Rook (f1g1, f1a1)" \
	sh -c "grep -qx 'f1g1 1' '$TMP/out' && grep -qx 'f1a1 1' '$TMP/out'"

run "$LEAPER" play -v chess960 --960 0 --plain
expect "play --960 0 starts from BBQNNRKR" out_has 'B B Q N N R K R'
run "$LEAPER" play -v chess960 --960 960 --plain
expect "play --960 960 exits 2 naming the range" sh -c "[ $status -eq 2 ] && grep -q '0 to 959' '$TMP/err'"
run "$LEAPER" play --960 0 --plain
expect "play --960 in chess exits 2: no start-shuffle" sh -c "[ $status -eq 2 ] && grep -q 'no start-shuffle' '$TMP/err'"

run "$LEAPER" perft --fen 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1' 1
expect "perft with a bad side field exits 1" status_is 1
expect "... and names the side field" err_has 'side field'
expect "... and prints nothing on stdout" out_empty

run "$LEAPER" perft --fen 'rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' 1
expect "perft with a bad board field exits 1 naming the field" sh -c "[ $status -eq 1 ] && grep -q 'board field' '$TMP/err'"

run "$LEAPER" perft --fen 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1' 1
expect "perft with a bad en-passant field exits 1 naming the field" sh -c "[ $status -eq 1 ] && grep -q 'en-passant field' '$TMP/err'"

run "$LEAPER" perft --fen 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra' 1
expect "perft with seven FEN fields exits 1" sh -c "[ $status -eq 1 ] && grep -q 'fields' '$TMP/err'"

run "$LEAPER" perft -v no-such-variant 1
expect "perft with an unknown variant exits non-zero" status_not 0
expect "... saying there is no such variant" err_has 'no variant named "no-such-variant"'

run "$LEAPER" perft
expect "perft without a depth exits 2 with the usage" sh -c "[ $status -eq 2 ] && grep -q 'usage' '$TMP/err'"
run "$LEAPER" perft deep
expect "perft with a depth that is not a number exits 2" status_is 2

# --- unknown command ---------------------------------------------------------

run "$LEAPER" frobnicate
expect "an unknown command exits non-zero" status_not 0
expect "... naming the command" err_has 'unknown command "frobnicate"'

# --- check -------------------------------------------------------------------

run "$LEAPER" check "$LEAPER_DATA_DIR"/*.ini
expect "check of every shipped file exits 0" status_is 0
expect "... with nothing on stderr" test ! -s "$TMP/err"
expect "... and one 'ok' line per variant" \
	test "$(grep -c ': ok' "$TMP/out")" -eq "$(wc -l <"$TMP/shipped")"

broken=$TMP/broken.ini
printf '[mine]\nboard = 8x8\ncolour = red\n' >"$broken"
run "$LEAPER" check "$broken"
expect "check of a broken file exits 1" status_is 1
expect "... printing FILE:LINE: message on stderr" err_line "$broken:3: unknown key \"colour\""
expect "... and nothing on stdout" out_empty

good=$TMP/good.ini
printf '# mine\n[mine]\ninherit = chess\nstalemate = loss\n' >"$good"
run "$LEAPER" check "$good" "$broken"
expect "check of a good and a broken file exits 1" status_is 1
expect "... reports the good file's variant, not the parent it loaded" \
	test "$(cat "$TMP/out")" = "$good: mine: ok (8x8, 6 piece types)"
expect "... and the broken one's error" err_line "$broken:3: unknown key \"colour\""

printf '[mine]\nboard = 3x3\nstart = 3/3/3 w - - 0 1\npiece W = Wazir; W\n' >"$TMP/again.ini"
run "$LEAPER" check "$good" "$TMP/again.ini"
expect "check of two files that both define [mine] checks each on its own" \
	sh -c "[ $status -eq 0 ] && [ \$(grep -c ': mine: ok' '$TMP/out') -eq 2 ]"

run "$LEAPER" check "$TMP/missing.ini"
expect "check of a missing file exits 1 with the reason" \
	sh -c "[ $status -eq 1 ] && grep -qx '$TMP/missing.ini: cannot read: No such file or directory' '$TMP/err'"

run "$LEAPER" check "$TMP"
expect "check of a directory exits 1 with the reason" \
	sh -c "[ $status -eq 1 ] && grep -q 'Is a directory' '$TMP/err'"

run "$LEAPER" check
expect "check without a file exits 2" status_is 2
run "$LEAPER" check --help
expect "check --help prints the usage, exit 0" sh -c "[ $status -eq 0 ] && grep -q '^usage: leaper check' '$TMP/out'"
expect "... and opens no file named --help" sh -c "! grep -q 'cannot read' '$TMP/err'"
mkdir -p "$TMP/dash"
cp "$good" "$TMP/dash/--help"
run sh -c 'cd "$1/dash" && exec "$2" check -- --help' - "$TMP" "$LEAPER"
expect "check -- --help checks the file named --help" sh -c "[ $status -eq 0 ] && grep -q '^--help: mine: ok' '$TMP/out'"

# --- hostile input -----------------------------------------------------------

# hostile NAME FILE [LINE]: check must exit 1 with a FILE:LINE: message,
# within the time limit and without a signal.
hostile() {
	run "$LEAPER" check "$2"
	if [ "$status" -ne 1 ]; then
		fail "check of $1 exits 1" "exit status $status"
	elif ! grep -q "^$2:[0-9]*:* " "$TMP/err"; then
		fail "check of $1 exits 1 with FILE:LINE: message" "$(head -c 200 "$TMP/err")"
	elif [ -n "$3" ] && ! grep -q "^$2:$3: " "$TMP/err"; then
		fail "check of $1 reports line $3" "$(head -c 200 "$TMP/err")"
	else
		pass "check of $1 exits 1 with FILE:LINE: message"
	fi
}

# Pseudo-random bytes from a fixed seed, so that a failure can be repeated.
awk -v seed=20260 'BEGIN { srand(seed); for (i = 0; i < 65536; i++) printf "%c", 1 + int(rand() * 255) }' \
	>"$TMP/random.ini"
hostile "64 KiB of random bytes" "$TMP/random.ini"
hostile "the program itself (a binary with NUL bytes)" "$LEAPER"
: >"$TMP/empty.ini"
hostile "an empty file" "$TMP/empty.ini"

awk 'BEGIN { print "[t]"; for (i = 2; i <= 10000; i++) print "description = line " i; print "colour = red" }' \
	>"$TMP/long.ini"
hostile "a 10,001-line file" "$TMP/long.ini" 10001

awk 'BEGIN { print "[t]"; printf "description = "; for (i = 0; i < 16384; i++) printf "abcdefghijklmnopqrstuvwxyz0123456789012345678901234567890123456789"; print "" }' \
	>"$TMP/wide.ini"
hostile "a line of 1 MB" "$TMP/wide.ini" 2

awk 'BEGIN { for (i = 0; i < 100; i++) printf "[v%d]\nboard = 3x3\nstart = 3/3/3 w - - 0 1\npiece W = Wazir; W\n", i }' \
	>"$TMP/many.ini"
hostile "a file of 100 variants" "$TMP/many.ini"

mkdir "$TMP/loop"
printf '[loop]\ninherit = loop\n' >"$TMP/loop/loop.ini"
printf '[ping]\ninherit = pong\n' >"$TMP/loop/ping.ini"
printf '[pong]\ninherit = ping\n' >"$TMP/loop/pong.ini"
saved=$LEAPER_DATA_DIR
LEAPER_DATA_DIR=$TMP/loop
hostile "a variant inheriting itself" "$TMP/loop/loop.ini" 2
hostile "two variants inheriting each other" "$TMP/loop/ping.ini" 2
LEAPER_DATA_DIR=$saved

# Token soup: many small files that start well and go wrong at random, so
# the loader's deeper paths (pieces, moves, zones, rules, start) are hit.
mkdir "$TMP/soup"
awk -v seed=4242 -v dir="$TMP/soup" 'BEGIN {
	srand(seed)
	nk = split("board|start|piece X|piece P|piece K|piece x|zone home|castling|promotion|" \
		   "promotion-zone|promotion-white|promotion-colour|stalemate|fifty-move|repetition|" \
		   "side-names|square-colours|inherit|description|default|puzzle", key, "|")
	n = split("[t] [u] = 8x8 12x12 0x0 4k3/8/8/8/8/8/8/4K3 R3K2R w b - KQkq e3 0 1 ; ; ; " \
		  "King royal pawn checks value 7 home ranks files squares 1-4 a-d a1 rank 8 chess " \
		  "K Q R X P 2 W F N fmW fcF ifmnD NN N>R B>R [in home] [min 2] [to ] ] [ pR gQ jD nN " \
		  "frN ffN # , / loss off yes side-names #c86400", tok, " ")
	for (f = 0; f < 300; f++) {
		file = dir "/soup" f ".ini"
		print "[t]\nboard = 8x8\nstart = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\npiece K = King; K; royal" >file
		lines = 1 + int(rand() * 6)
		for (l = 0; l < lines; l++) {
			line = rand() < 0.85 ? key[1 + int(rand() * nk)] " =" : ""
			k = 1 + int(rand() * 6)
			for (j = 0; j < k; j++)
				line = line (rand() < 0.7 ? " " : "") tok[1 + int(rand() * n)]
			print line >file
		}
		close(file)
	}
}'
run "$LEAPER" check "$TMP"/soup/*.ini
if [ "$status" -le 1 ]; then
	pass "check of 300 files of random keys and moves ends normally (exit $status)"
else
	fail "check of 300 files of random keys and moves ends normally" "exit status $status"
fi
expect "... and every error is FILE:LINE: message" \
	awk '!/^[^:]+\/soup[0-9]+\.ini:[0-9]+: ./ { bad = 1 } END { exit bad }' "$TMP/err"

for fen in '////////' '99999999999999999999 w - - 0 1' 'k w - - 0 1' "$(awk 'BEGIN { for (i = 0; i < 2000; i++) printf "p" }') w - - 0 1" \
	'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqKQkqKQkq a1b2c3d4e5f6g7h8a9 -5 0'; do
	run "$LEAPER" perft --fen "$fen" 1
	if [ "$status" -eq 1 ] && grep -q 'bad FEN' "$TMP/err"; then
		pass "perft refuses the FEN '$(printf '%.30s' "$fen")...'"
	else
		fail "perft refuses the FEN '$(printf '%.30s' "$fen")...'" "exit status $status"
	fi
done

# --- text from outside is escaped on its way to the terminal ---------------

# raw_controls FILE: whether FILE holds a byte a terminal would act on (a C0
# control other than tab and newline, DEL, a C1 control as UTF-8) or 0xFF.
raw_controls() { LC_ALL=C grep -qE "$(printf '[\001-\010\013-\037\177\377]|\302[\200-\237]')" "$1"; }
err_clean() { ! raw_controls "$TMP/err"; }

run "$LEAPER" "$(printf 'frob\033]2;X\007nicate')"
expect "an unknown command with ESC and BEL in it is echoed escaped" err_has 'unknown command "frob\\e]2;X\\x07nicate"'
expect "... and no control byte reaches stderr" err_clean

run "$LEAPER" perft --fen "$(printf '8/8/8/8/8/8/8/8\033[2J w - - 0 1')" 1
expect "perft echoes a bad FEN with its ESC escaped" err_has "bad FEN: board field: '\\\\e' is not a piece"
expect "... and no control byte reaches stderr" err_clean

run "$LEAPER" perft -v "$(printf 'no\302\233such')" 1
expect "an unknown variant with a C1 CSI is named escaped" err_has 'no variant named "no\\xC2\\x9Bsuch"'
expect "... and no control byte reaches stderr" err_clean

printf '[mine]\nboard = 8x8\ncolo\302\233ur\377 = red\n' >"$TMP/c1key.ini"
run "$LEAPER" check "$TMP/c1key.ini"
expect "check echoes an unknown key with a C1 CSI and 0xFF escaped" \
	err_line "$TMP/c1key.ini:3: unknown key \"colo\\xC2\\x9Bur\\xFF\""
expect "... and no control byte reaches stderr" err_clean

finish
