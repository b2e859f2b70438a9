#!/bin/sh
# bench-latency.sh - how quickly a key shows on the screen while the
# engine searches: the program plays Black at level 10 on a 30-minute
# clock (so it thinks for most of a minute); a key is typed every 200 ms
# and the screen is captured in a tight loop until the key shows. Prints
# the delays seen from outside (they include tmux's own work) and the
# program's own measurements (gaps between its polls for keys, redraw
# times). A benchmark: it prints figures and never fails on a slow machine.
#
# usage: LEAPER=src/leaper LEAPER_DATA_DIR=data tests/bench-latency.sh [KEYS]
command -v tmux >/dev/null 2>&1 || { echo "tmux not found"; exit 0; }
LEAPER=${LEAPER:-src/leaper}
KEYS=${1:-20}
TMP=$(mktemp -d "${TMPDIR:-/tmp}/leaper-lat.XXXXXX")
SOCK=leaper-bench-$$
T() { tmux -L "$SOCK" "$@"; }
trap 'T kill-server 2>/dev/null; rm -rf "$TMP"' EXIT

T -f /dev/null new-session -d -s b -x 80 -y 24 \
	"env XDG_DATA_HOME=$TMP LEAPER_TUI_STATS=$TMP/stats LANG=C.UTF-8 $LEAPER play --black computer --level 10 --time 30; sleep 600"
until T capture-pane -p -t b | grep -q "move>"; do sleep 0.02; done
T send-keys -t b -l "e4"
T send-keys -t b Enter
until T capture-pane -p -t b | grep -q "space: move now"; do sleep 0.02; done
typed=""
i=0
while [ $i -lt "$KEYS" ]; do
	c=$(printf "\\$(printf %03o $((97 + i % 26)))")
	typed="$typed$c"
	t0=$(date +%s%N)
	T send-keys -t b -l "$c"
	until T capture-pane -p -t b | grep -qF "move> $typed"; do :; done
	t1=$(date +%s%N)
	echo $(( (t1 - t0) / 1000 ))
	sleep 0.2
	i=$((i + 1))
done >"$TMP/delays"
T send-keys -t b Escape Space
until T capture-pane -p -t b | grep -q "Black played"; do sleep 0.02; done
T send-keys -t b F10
until [ -s "$TMP/stats" ]; do sleep 0.02; done
sort -n "$TMP/delays" | awk -v n="$KEYS" '
	{ d[NR] = $1 / 1000; s += $1 / 1000 }
	END { printf "key to screen while the engine searches (%d keys, seen through tmux): min %.1f ms, median %.1f ms, mean %.1f ms, max %.1f ms\n", n, d[1], d[int((NR + 1) / 2)], s / NR, d[NR] }'
awk '{ printf "inside the program: %d polls for keys, %.2f ms apart on average, %.2f ms at most; %d redraws of the whole screen, %.3f ms on average, %.3f ms at most\n", $2, $4, $6, $8, $10, $12 }' "$TMP/stats"
