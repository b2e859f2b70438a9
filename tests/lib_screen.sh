# lib_screen.sh - what the tests of the screen share: leaper in a tmux
# session, read back as text and driven by keys and mouse reports.
# Sourced after lib.sh:
#
#   SOCK=leaper-NAME-$$
#   . "$TESTS_DIR/lib_screen.sh"
#   screen_probe || skip_all "tmux cannot start a session here: $tmux_why"
#
# start ARGS... runs leaper with ARGS in a fresh session of W x H cells
# (80x24), with TERM=$TTERM (else a terminal every ncurses knows, with
# the X10 mouse protocol), LANG=$TLANG (C.UTF-8) and $SCREEN_ENV (more
# NAME=VALUE words) in its environment; the pane prints EXIT=N when leaper
# ends. shows, shows_line and gone poll for $WAIT seconds (10).

# tmux on this test's own server.
T() { tmux -L "$SOCK" "$@"; }

# Starts this test's tmux server (see tmux_probe) and picks the terminal.
screen_probe() {
	tmux_probe "$SOCK" || return 1
	TERMNAME=screen
	infocmp screen-256color >/dev/null 2>&1 && TERMNAME=screen-256color
	return 0
}

# Starts the program with arguments in a fresh session; the new session
# comes first, so the server always has one to show.
S=
screen_count=0
start() {
	screen_count=$((screen_count + 1))
	{
		printf 'env TERM=%s LANG=%s LC_ALL=%s %s "%s"' \
			"${TTERM:-$TERMNAME}" "${TLANG:-C.UTF-8}" "${TLANG:-C.UTF-8}" "${SCREEN_ENV:-}" "$LEAPER"
		for arg in "$@"; do
			printf " '%s'" "$(printf %s "$arg" | sed "s/'/'\\\\''/g")"
		done
		echo
	} | tmux_script >"$TMP/run"
	chmod +x "$TMP/run"
	T new-session -d -s "s$screen_count" -x "${W:-80}" -y "${H:-24}" "exec '$TMP/run'"
	[ -n "$S" ] && T kill-session -t "$S"
	S=s$screen_count
}

# The screen as text.
screen() { T capture-pane -p -t "$S"; }

# screen_poll TEST ARGS...: runs TEST ARGS every 50 ms until it holds, for
# $WAIT seconds at most.
screen_poll() {
	n=0
	limit=$(( ${WAIT:-10} * 20 ))
	while [ $n -lt $limit ]; do
		"$@" && return 0
		sleep 0.05
		n=$((n + 1))
	done
	return 1
}

# Whether the screen holds the fixed text, a line matching the extended
# regular expression, or no longer the fixed text.
screen_has() { screen | grep -qF -- "$1"; }
screen_has_line() { screen | grep -Eq -- "$1"; }
screen_lacks() { ! screen | grep -qF -- "$1"; }

# Polls until the fixed text shows, a line matches, the text is gone.
shows() { screen_poll screen_has "$1"; }
shows_line() { screen_poll screen_has_line "$1"; }
gone() { screen_poll screen_lacks "$1"; }

# expect DESCRIPTION COMMAND...: counts the outcome, shows the screen on failure.
expect() {
	what=$1
	shift
	if "$@"; then
		pass "$what"
	else
		fail "$what"
		screen | sed 's/^/    | /'
	fi
}

# Sends keys (tmux key names), or text as it is.
keys() { T send-keys -t "$S" "$@"; }
type_text() { T send-keys -t "$S" -l "$1"; }

# Sends a left click at screen row, col (from 0) as an X10 mouse report:
# press and release in one command, so they reach the program together.
click() {
	x=$(printf "\\$(printf %03o $(($2 + 33)))")
	y=$(printf "\\$(printf %03o $(($1 + 33)))")
	T send-keys -t "$S" -l "$(printf '\033[M ')$x$y$(printf '\033[M#')$x$y"
}
