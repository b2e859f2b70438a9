#!/bin/sh
# failed_tests.sh - prints the log of each test of a build whose result is
# FAIL or ERROR, one path a line (for summary.sh and show_failures.sh).
#
#   tests/failed_tests.sh BUILD_DIR
for trs in "$1"/tests/*.trs "$1"/tests/*/*.trs; do
	[ -f "$trs" ] || continue
	grep -q -E "^:test-result: (FAIL|ERROR)" "$trs" && echo "${trs%.trs}.log"
done
exit 0
