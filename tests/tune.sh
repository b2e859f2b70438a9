#!/bin/sh
# tune.sh - the developers' 'leaper tune' (HACKING, "Tuning the
# evaluation"): self-play prints labelled FENs, eval scores them from
# White's side and follows a weights file, bad weights files are refused,
# and the command stays out of the user's help.
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

"$LEAPER" tune weights >"$TMP/w" 2>&1
check "tune weights lists the weights" grep -q "^threat_mg -\{0,1\}[0-9]" "$TMP/w"
"$LEAPER" --help >"$TMP/help" 2>&1
check "the help does not list tune" sh -c "! grep -q tune '$TMP/help'"

finish
