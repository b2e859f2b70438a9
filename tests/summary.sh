#!/bin/sh
# summary.sh - prints one closing line for the test logs of a build:
# Check's counts plus the shell tests' own "N passed, N failed" lines.
#
#   tests/summary.sh BUILD_DIR [LABEL]
cat "$1"/tests/*.log "$1"/tests/*/*.log 2>/dev/null | awk -v label="${2:-}" '
	/^[0-9]+%: Checks: / { gsub(",", ""); p += $3 - $5 - $7; f += $5 + $7 }
	/[0-9]+ passed, [0-9]+ failed/ {
		for (i = 1; i < NF; i++)
			if ($(i + 1) == "passed,") { p += $i; f += $(i + 2); break }
	}
	END { printf "%s%d passed, %d failed\n", label, p, f }'
