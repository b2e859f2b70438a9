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
tmux_sock=
lib_cleanup() {
	test_cleanup
	[ -n "$tmux_sock" ] && tmux -L "$tmux_sock" kill-server 2>/dev/null
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
# skip_all WHY: the whole test cannot run here; automake counts exit 77
# as skipped.
skip_all() {
	echo "# skipped: $1"
	exit 77
}

# tmux_probe SOCKET: starts a private tmux server on SOCKET with a session
# "probe" that keeps it running until the test ends; fails, with the
# reason in $tmux_why, when tmux is missing or cannot start a session here
# (then a test skips instead of polling a screen that never comes). The
# server runs its commands with /bin/sh, whatever the user's $SHELL.
tmux_probe() {
	tmux_why=
	if ! command -v tmux >/dev/null 2>&1; then
		tmux_why="tmux not found"
		return 1
	fi
	SHELL=/bin/sh
	export SHELL
	if tmux -L "$1" -f /dev/null new-session -d -s probe -x 80 -y 24 "sleep 900" 2>"$TMP/tmux.err" &&
		tmux -L "$1" has-session -t probe 2>>"$TMP/tmux.err"; then
		tmux_sock=$1
		return 0
	fi
	tmux_why=$(head -n 1 "$TMP/tmux.err")
	tmux -L "$1" kill-server 2>/dev/null
	: "${tmux_why:=no session}"
	return 1
}

# tmux_script: writes a script for a tmux session that runs the command
# line read from stdin, shows its exit status as EXIT=N and waits, so the
# screen can be read. The script traps SIGINT so that a Ctrl-C sent to the
# pane ends the program only: a shell that does not wait for its child on
# SIGINT (dash, /bin/sh on Debian) would die with it and take the session.
tmux_script() {
	printf '#!/bin/sh\ntrap : INT\n'
	cat
	printf '%s\n' 'echo "EXIT=$?"' 'exec sleep 600'
}

# finish: the closing line; fails when a check failed.
finish() {
	echo "$passed passed, $failed failed"
	[ "$failed" -eq 0 ]
}
