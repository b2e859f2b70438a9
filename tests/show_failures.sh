#!/bin/sh
# show_failures.sh - prints what failed in a build's test logs: for each
# test whose result is FAIL or ERROR, every failed check with the detail
# that follows it (a shell test's FAIL line and the screen or output it
# printed; a Check suite's failure lines) and the end of the log; last, the
# failed checks alone, one line each, so that even the last lines of a long
# output name them. A log's tail alone can miss the checks that failed
# early in a long test.
#
#   tests/show_failures.sh BUILD_DIR
failed=$("$(dirname "$0")/failed_tests.sh" "$1")
for log in $failed; do
	echo "== $log"
	# Each failed check with up to 30 lines of detail.
	awk '/^ok - / { n = 0 } /^FAIL - / { n = 31 } /:[FE]:/ { n = 1 } n > 0 { print; n-- }' "$log" | head -n 400
	echo "-- the end of $log:"
	tail -n 15 "$log"
done
[ -n "$failed" ] || exit 0
echo "== the failed checks"
for log in $failed; do
	grep -E "^FAIL - |:[FE]:" "$log" | sed "s|^|${log##*/}: |" | head -n 20
done
