# lib_session.sh - talking to an engine mode through a pipe, for the shell
# tests of the protocols (xboard.sh, uci.sh, ponder.sh). Source it after
# lib.sh, once the engine reads the FIFO on descriptor 3 and writes to
# $TMP/out.
#
#   send LINE                  writes one line to the engine
#   mark                       later checks look only at replies after it
#   since_mark                 prints the replies after the mark
#   wait_for PATTERN [S]       waits (S seconds, 20) for a reply since the
#                              mark to match the extended regular
#                              expression; returns 1 on timeout
#   expect DESCRIPTION PATTERN [S]   the same as a check

send() {
	printf '%s\n' "$1" >&3
}

wait_for() {
	tries=$(( ${2:-20} * 10 ))
	while ! since_mark | grep -Eq -- "$1"; do
		tries=$((tries - 1))
		[ "$tries" -le 0 ] && return 1
		sleep 0.1
	done
	return 0
}

expect() {
	if wait_for "$2" "${3:-20}"; then
		pass "$1"
	else
		fail "$1" "$(since_mark | tail -n 5)"
	fi
}

mark() {
	cp "$TMP/out" "$TMP/out.mark"
}
since_mark() {
	tail -n +"$(($(wc -l <"$TMP/out.mark") + 1))" "$TMP/out"
}
: >"$TMP/out.mark"
