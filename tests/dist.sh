#!/bin/sh
# dist.sh - checks of the package rather than the program: the release
# tarball holds every file git tracks (a file it lacks is one the user
# lacks: the README's ./quickstart, tests/summary.sh, tools/), and a test
# that cannot start tmux skips instead of polling for minutes.
#
# With --full, run by hand or by CI from a configured build directory
# (about ten minutes on two cores), it also checks that
#   - configure without pkg-config finds Check and links a Check suite,
#   - configure without Check says that only the shell tests will run,
#     and so does 'make check' there,
#   - 'make distcheck' passes,
#   - the tarball, unpacked, builds and passes its tests with the README's
#     './quickstart test'.
#
#   tests/dist.sh                       as 'make check' runs it
#   LEAPER=BUILD/src/leaper tests/dist.sh --full
#
# The build directory is the one above $LEAPER's. Without git, or outside
# a git checkout (in an unpacked tarball), the tarball checks are skipped.

NAME=dist
. "${TESTS_DIR:-$(dirname "$0")}/lib.sh"
full=
[ "${1:-}" = --full ] && full=1
src=$(cd "$TESTS_DIR/.." && pwd)
build=$(cd "$(dirname "$LEAPER")/.." && pwd)
MAKE=${MAKE:-make}
# Tracked files that no user or test needs.
not_shipped='^(\.gitignore)$'

# --- A test that cannot start tmux skips at once --------------------------------
mkdir -p "$TMP/bin"
printf '#!/bin/sh\necho "tmux: no server can be started here" >&2\nexit 1\n' >"$TMP/bin/tmux"
chmod +x "$TMP/bin/tmux"
if command -v timeout >/dev/null 2>&1; then
	PATH="$TMP/bin:$PATH" timeout 60 sh "$TESTS_DIR/tui.sh" >"$TMP/tui.out" 2>&1
	status=$?
	if [ "$status" -eq 77 ] && grep -q 'skipped: tmux cannot start a session here' "$TMP/tui.out"; then
		pass "tui.sh skips (exit 77) when tmux cannot start a session"
	else
		fail "tui.sh skips (exit 77) when tmux cannot start a session" "status $status; $(tail -n 5 "$TMP/tui.out")"
	fi
else
	skip "no timeout(1) to bound tui.sh with a broken tmux"
fi

# --- The tarball holds every tracked file ---------------------------------------
if ! command -v git >/dev/null 2>&1 || [ ! -e "$src/.git" ] ||
	[ "$(git -C "$src" rev-parse --show-toplevel 2>/dev/null)" != "$src" ]; then
	note "not a git checkout: the tarball's contents are not compared with git's files"
elif ! $MAKE -C "$build" distdir distdir="$TMP/pkg" >"$TMP/distdir.log" 2>&1; then
	fail "make distdir copies the package" "$(tail -n 10 "$TMP/distdir.log")"
else
	missing=$(git -C "$src" ls-files | grep -Ev "$not_shipped" | while read -r f; do
		[ -e "$TMP/pkg/$f" ] || [ ! -e "$src/$f" ] || echo "$f"
	done)
	if [ -z "$missing" ]; then
		pass "the tarball holds every file git tracks"
	else
		fail "the tarball holds every file git tracks" "missing from EXTRA_DIST or a _SOURCES list:
$missing"
	fi
	for f in quickstart tests/summary.sh README COPYING; do
		[ -f "$TMP/pkg/$f" ] && pass "the tarball has $f" || fail "the tarball has $f"
	done
	[ -x "$TMP/pkg/quickstart" ] && pass "its quickstart is executable" || fail "its quickstart is executable"
fi
if [ -z "$full" ]; then
	finish
	exit
fi

# --- configure and Check ---------------------------------------------------------
# nopc_configure DIR ARGS...: configures in DIR without pkg-config.
nopc_configure() {
	dir=$1
	shift
	mkdir -p "$dir"
	(cd "$dir" && "$src/configure" -q PKG_CONFIG=false "$@") >"$dir/configure.out" 2>&1
}
if nopc_configure "$TMP/nopc" && grep -q '^S\["HAVE_CHECK_TRUE"\]=""' "$TMP/nopc/config.status"; then
	pass "configure without pkg-config finds Check"
	if $MAKE -C "$TMP/nopc" -j2 tests/check_engine >"$TMP/nopc/make.out" 2>&1 &&
		"$TMP/nopc/tests/check_engine" >"$TMP/nopc/run.out" 2>&1; then
		pass "and a Check suite links with the libraries it found, and passes"
	else
		fail "and a Check suite links with the libraries it found, and passes" "$(tail -n 5 "$TMP/nopc/make.out")"
	fi
else
	fail "configure without pkg-config finds Check" "$(tail -n 5 "$TMP/nopc/configure.out")"
fi
if nopc_configure "$TMP/nocheck" leaper_cv_check_libs=no &&
	[ "$(grep -c "only the shell tests" "$TMP/nocheck/configure.out")" -ge 2 ]; then
	pass "configure without Check says, twice and last, that only the shell tests will run"
else
	fail "configure without Check says, twice and last, that only the shell tests will run" \
		"$(cat "$TMP/nocheck/configure.out")"
fi
if $MAKE -C "$TMP/nocheck" check-local 2>&1 | grep -q "only the shell tests"; then
	pass "and so does make check"
else
	fail "and so does make check"
fi

# --- make distcheck, and the tarball with the README's commands --------------------
if $MAKE -C "$build" distcheck >"$TMP/distcheck.log" 2>&1; then
	pass "make distcheck passes"
else
	fail "make distcheck passes" "$(tail -n 20 "$TMP/distcheck.log")"
fi
tarball=$(ls -t "$build"/leaper-*.tar.gz 2>/dev/null | head -n 1)
if [ -n "$tarball" ] && mkdir -p "$TMP/unpack" && tar -xzf "$tarball" -C "$TMP/unpack"; then
	top=$(ls -d "$TMP"/unpack/leaper-* | head -n 1)
	(cd "$top" && ./quickstart test) >"$TMP/quickstart.log" 2>&1
	status=$?
	last=$(tail -n 1 "$TMP/quickstart.log")
	if [ "$status" -eq 0 ] && echo "$last" | grep -Eq '^[1-9][0-9]* passed, 0 failed$'; then
		pass "the unpacked tarball builds and passes its tests with ./quickstart test ($last)"
	else
		fail "the unpacked tarball builds and passes its tests with ./quickstart test" \
			"status $status; $(tail -n 15 "$TMP/quickstart.log")"
	fi
else
	fail "make distcheck leaves a tarball to unpack"
fi
finish
