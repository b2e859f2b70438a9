#!/bin/sh
# summary.sh - prints one closing line for the test logs of a build:
# Check's counts plus the shell tests' own "N passed, N failed" lines,
# and one failure more for each test that failed without counting a
# failure of its own (one that crashed or was killed before its last
# line), so that a broken test never closes on "0 failed".
#
#   tests/summary.sh BUILD_DIR [LABEL]
silent=0
for log in $("$(dirname "$0")/failed_tests.sh" "$1"); do
	grep -q -E "(^|[^0-9])[1-9][0-9]* failed|Failures: [1-9]|Errors: [1-9]" "$log" 2>/dev/null ||
		silent=$((silent + 1))
done
cat "$1"/tests/*.log "$1"/tests/*/*.log 2>/dev/null | awk -v label="${2:-}" -v silent="$silent" '
	/^[0-9]+%: Checks: / { gsub(",", ""); p += $3 - $5 - $7; f += $5 + $7 }
	/[0-9]+ passed, [0-9]+ failed/ {
		for (i = 1; i < NF; i++)
			if ($(i + 1) == "passed,") { p += $i; f += $(i + 2); break }
	}
	END { printf "%s%d passed, %d failed\n", label, p, f + silent }'
