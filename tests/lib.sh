# lib.sh - what the shell tests share: their environment, a private
# temporary directory removed at the end, and the counting of checks with
# the closing line "N passed, M failed" that tests/summary.sh adds up.
#
# A test names itself and sources this file first:
#
#   NAME=cli
#   . "${TESTS_DIR:-$(dirname "$0")}/lib.sh"
#
# and ends with 'finish'. It may then redefine test_cleanup (run before
# the temporary directory goes) and set FAIL_STDERR to a file whose first
# lines a failed check shows. 'make check' sets LEAPER (the program),
# LEAPER_DATA_DIR (the source tree's data/) and TESTS_DIR.

: "${TESTS_DIR:=$(dirname "$0")}"
: "${LEAPER:=./src/leaper}"
: "${LEAPER_DATA_DIR:=$TESTS_DIR/../data}"
export LEAPER_DATA_DIR TESTS_DIR
LC_ALL=C
export LC_ALL
# In a sanitizer build, a memory error must not pass for the exit status 1
# of a refused input.
ASAN_OPTIONS="exitcode=86${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
UBSAN_OPTIONS="halt_on_error=1:exitcode=86${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
export ASAN_OPTIONS UBSAN_OPTIONS

if [ ! -x "$LEAPER" ]; then
	echo "$NAME.sh: no program at $LEAPER" >&2
	exit 99
fi
TMP=$(mktemp -d "${TMPDIR:-/tmp}/leaper-$NAME.XXXXXX") || exit 99
test_cleanup() { :; }
lib_cleanup() {
	test_cleanup
	rm -rf "$TMP"
}
trap lib_cleanup 0
trap 'exit 99' INT TERM
# Only the shipped variants, and saves and autosaves kept in $TMP: no
# user's or installed files are read or touched.
XDG_DATA_HOME=$TMP/xdg
XDG_CONFIG_HOME=$TMP/config
export XDG_DATA_HOME XDG_CONFIG_HOME

passed=0
failed=0
FAIL_STDERR=

# pass DESCRIPTION / fail DESCRIPTION [DETAIL]: record one check. The
# detail (at most 20 lines) and the start of $FAIL_STDERR follow a failure.
pass() {
	passed=$((passed + 1))
	echo "ok - $1"
}
fail() {
	failed=$((failed + 1))
	echo "FAIL - $1"
	[ -n "${2:-}" ] && printf '%s\n' "$2" | head -n 20 | sed 's/^/    /'
	[ -n "$FAIL_STDERR" ] && [ -s "$FAIL_STDERR" ] && sed 's/^/    stderr: /' "$FAIL_STDERR" | head -n 5
	return 0
}

# note TEXT: a remark in the log; skip WHAT: a check that cannot be made here.
note() {
	echo "# $1"
}
skip() {
	echo "# skipped: $1"
}

# finish: the closing line; fails when a check failed.
finish() {
	echo "$passed passed, $failed failed"
	[ "$failed" -eq 0 ]
}
