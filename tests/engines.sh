#!/bin/sh
# engines.sh - external engines as players in the line mode: fake engines
# (a small Python script speaking CECP or UCI) that crash, hang or send an
# illegal move each lose the game with a message naming what went wrong,
# leaper exits and no engine process is left behind; fake analysts over
# both protocols show their lines in analysis mode and are stopped cleanly,
# and one that crashes or hangs while analysing turns the analysis off; engines that cannot
# play the variant are refused at the start; a correct random mover plays
# a game to its end over each protocol; and a game against Debian's
# Fairy-Max (/usr/games/fairymax), and its analysis, when it is installed.
NAME=engines
. "${TESTS_DIR:-$(dirname "$0")}/lib.sh"

if ! command -v python3 >/dev/null 2>&1; then
	skip "python3 is not installed: no fake engines"
	finish
	exit $?
fi

# The fake's name is unique, so that ps finds only this test's engines.
FAKE=$TMP/fake-engine-$$.py
FAKE_LEAPER=$LEAPER
FAKE_HOME=$TMP/fake-home
mkdir -p "$FAKE_HOME"
export FAKE_LEAPER FAKE_HOME
cat >"$FAKE" <<'EOF'
#!/usr/bin/env python3
"""A fake engine: fake-engine.py MODE PROTOCOL [VARIANTS].

MODE: random (legal random moves, from leaper's own move list), crash
(two moves, then exits with status 3), hang (never answers go), illegal
(answers go with e2e5); analyse (answers CECP analyze and UCI go infinite
or go movetime with lines "depth 7, 37 centipawns for the side to move,
the Kth legal move in leaper's order, then a1a1", one per UCI MultiPV
line, and UCI stop with bestmove), acrash (as analyse, then exits with
status 4), ahang (as analyse, then reads nothing more). PROTOCOL: cecp or
uci. VARIANTS: what it says it plays (CECP feature variants, UCI_Variant's
vars), or nothing. With $FAKE_LOG, it appends what it reads there."""
import os, random, subprocess, sys, time

mode, proto = sys.argv[1], sys.argv[2]
variants = sys.argv[3] if len(sys.argv) > 3 else ""
leaper = os.environ["FAKE_LEAPER"]
env = dict(os.environ, XDG_DATA_HOME=os.environ["FAKE_HOME"], XDG_CONFIG_HOME=os.environ["FAKE_HOME"])
start, moves, goes, multipv = None, [], 0, 1
log = open(os.environ["FAKE_LOG"], "a") if os.environ.get("FAKE_LOG") else None


def out(text):
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def analyse(uci):
    """Sends the analysis lines, then crashes or hangs as the mode says."""
    legal = sorted(legal_moves())
    for k in range(1, (multipv if uci else 1) + 1):
        if k > len(legal):
            break
        if uci:
            out("info depth 7 seldepth 9 multipv %d score cp %d nodes 12345 nps 1234500 time 10 pv %s a1a1"
                % (k, 38 - k, legal[k - 1]))
        else:
            out(" 7 37 1 12345 %s a1a1" % legal[0])
    if mode == "acrash":
        sys.exit(4)
    if mode == "ahang":
        time.sleep(3600)
    return legal[0]


def legal_moves():
    """The legal moves after the moves from start, as leaper lists them."""
    lines = "".join(m + "\n" for m in moves) + "fen\nquit\nquit\n"
    cmd = [leaper, "play", "--plain"] + (["--fen", start] if start else [])
    r = subprocess.run(cmd, input=lines, capture_output=True, text=True, env=env)
    fen = [l[5:] for l in r.stdout.splitlines() if l.startswith("FEN: ")][-1]
    r = subprocess.run([leaper, "perft", "--divide", "--fen", fen, "1"], capture_output=True, text=True, env=env)
    return [l.split()[0] for l in r.stdout.splitlines() if l.endswith(" 1") and not l.startswith("nodes")]


def choose():
    """The move to send, or None to send nothing."""
    global goes
    goes += 1
    if mode == "hang":
        time.sleep(3600)
    if mode == "crash" and goes > 2:
        sys.exit(3)
    if mode == "illegal":
        return "e2e5"
    return random.choice(legal_moves())


for line in sys.stdin:
    w = line.split()
    if log:
        log.write(line)
        log.flush()
    if not w:
        continue
    if w[0] == "quit":
        break
    if proto == "cecp":
        if w[0] == "protover":
            out('feature myname="Fake %s" setboard=1 usermove=1 ping=1%s done=1'
                % (mode, ' variants="%s"' % variants if variants else ""))
        elif w[0] == "new":
            start, moves = None, []
        elif w[0] == "setboard":
            start = line.split(None, 1)[1].strip()
        elif w[0] == "usermove":
            moves.append(w[1])
        elif w[0] == "ping":
            out("pong " + w[1])
        elif w[0] == "go":
            out("move " + choose())
        elif w[0] == "analyze" and mode.startswith("a"):
            analyse(False)
    else:
        if w[0] == "uci":
            out("id name Fake %s" % mode)
            if variants:
                out("option name UCI_Variant type combo default chess" + "".join(" var " + v for v in variants.split(",")))
            if mode.startswith("a"):
                out("option name MultiPV type spin default 1 min 1 max 500")
            out("uciok")
        elif w[:3] == ["setoption", "name", "MultiPV"]:
            multipv = int(w[4])
        elif w[0] == "go" and mode.startswith("a"):
            best = analyse(True)
            if "infinite" not in w:
                out("bestmove " + best)
        elif w[0] == "stop" and mode.startswith("a"):
            out("bestmove " + best)
        elif w[0] == "isready":
            out("readyok")
        elif w[0] == "position":
            start = None
            if w[1] == "fen":
                end = w.index("moves") if "moves" in w else len(w)
                start = " ".join(w[2:end])
            moves = w[w.index("moves") + 1:] if "moves" in w else []
        elif w[0] == "go":
            out("bestmove " + choose())
EOF

ENDGAME="8/8/8/4k3/8/8/4K3/7R w - - 0 1"

# engines_left: how many of this test's fake engines still run.
engines_left() {
	ps -eo args | grep -c "[f]ake-engine-$$"
}

# play_game OUTPUT ARGS...: a line-mode game with no input, at most 120 s.
play_game() {
	out=$1
	shift
	timeout 120 "$LEAPER" play --plain "$@" </dev/null >"$out" 2>&1
}

# expect_loss WHAT TEXT ARGS...: the game ends with TEXT, leaper exits 0
# and no engine is left.
expect_loss() {
	what=$1
	text=$2
	shift 2
	play_game "$TMP/out" "$@"
	status=$?
	if [ "$status" -eq 0 ] && grep -q "$text" "$TMP/out" && grep -q "^Result: " "$TMP/out"; then
		pass "$what: \"$text\", and leaper exits"
	else
		fail "$what: \"$text\" (exit $status)" "$(tail -n 12 "$TMP/out")"
	fi
	left=$(engines_left)
	if [ "$left" -eq 0 ]; then
		pass "$what: no engine process is left"
	else
		fail "$what: $left engine processes are left" "$(ps -eo pid,args | grep "[f]ake-engine-$$")"
	fi
}

CECP_RANDOM="engine:python3 $FAKE random cecp"
UCI_RANDOM="engine:python3 $FAKE random uci"

expect_loss "a CECP engine that crashes after two moves" \
	"White's engine Fake crash crashed (exit status 3): Black wins." \
	--white "engine:python3 $FAKE crash cecp" --black "$CECP_RANDOM"
grep -q "^2\. " "$TMP/out" && ! grep -q "^3\. " "$TMP/out" &&
	pass "the crashing engine played its two moves first" ||
	fail "the crashing engine played its two moves first" "$(grep "^[0-9]*\." "$TMP/out")"
expect_loss "a UCI engine that crashes after two moves" \
	"Black's engine Fake crash crashed (exit status 3): White wins." \
	--white "$UCI_RANDOM" --black "engine:python3 $FAKE crash uci"
expect_loss "a CECP engine that hangs" \
	"Black's engine Fake hang did not move within 3.0 seconds: White wins." \
	--white "$CECP_RANDOM" --black "engine:python3 $FAKE hang cecp"
expect_loss "a UCI engine that hangs (named by uci:)" \
	"White's engine Fake hang did not move within 3.0 seconds: Black wins." \
	--white "engine:uci:python3 $FAKE hang uci" --black "$UCI_RANDOM"
expect_loss "a CECP engine that sends an illegal move" \
	"White's engine Fake illegal sent an illegal move: e2e5: Black wins." \
	--white "engine:python3 $FAKE illegal cecp"
expect_loss "a UCI engine that sends an illegal move" \
	"White's engine Fake illegal sent an illegal move: bestmove e2e5: Black wins." \
	--white "engine:python3 $FAKE illegal uci" --black human
expect_loss "a hanging engine with a clock loses on time" \
	"White ran out of time: Black wins." \
	--white "engine:python3 $FAKE hang uci" --time 0.05

# A game of random moves to its end, over each protocol.
for proto in cecp uci; do
	play_game "$TMP/out" --fen "$ENDGAME" --white "engine:python3 $FAKE random $proto" \
		--black "engine:python3 $FAKE random $proto"
	status=$?
	result=$(grep "^Result: " "$TMP/out")
	case $result in
	*checkmate* | *move\ rule* | *repetition* | *insufficient* | *stalemate*)
		[ "$status" -eq 0 ] && pass "two random movers over $proto play to the end: $result" ||
			fail "two random movers over $proto: exit $status" "$(tail -n 5 "$TMP/out")" ;;
	*) fail "two random movers over $proto play to the end" "$(tail -n 12 "$TMP/out")" ;;
	esac
	grep -q "Black: Fake random" "$TMP/out" && pass "the engine's own name ($proto) names the side" ||
		fail "the engine's own name ($proto) names the side" "$(head -n 3 "$TMP/out")"
done
[ "$(engines_left)" -eq 0 ] && pass "the random movers are gone" || fail "the random movers are gone"

# no_reaper WHAT ENGINE: leaper with ENGINE as Black, under a parent that
# never reaps what is left to it (as the init of many containers), leaves
# it nothing: the engine is leaper's to reap, even behind a shell.
no_reaper() {
	left=$(python3 "$TESTS_DIR/no_reaper.py" "$TMP/out" "$LEAPER" play --plain --black "$2" 2>"$TMP/left")
	status=$?
	if [ "$status" -eq 77 ]; then
		skip "$1: no subreaper here"
	elif [ "$left" = 0 ]; then
		pass "$1: nothing is left to leaper's parent"
	else
		fail "$1: ${left:-?} processes are left to leaper's parent (exit $status)" "$(cat "$TMP/left" "$TMP/out")"
	fi
}
no_reaper "a plain engine command" "$CECP_RANDOM"
no_reaper "an engine command run by a shell" "engine:true; python3 $FAKE random cecp"

# Refused at the start: the variant, a FEN start without setboard.
refused() {
	what=$1
	text=$2
	shift 2
	play_game "$TMP/out" "$@"
	status=$?
	if [ "$status" -eq 1 ] && grep -qF "$text" "$TMP/out"; then
		pass "$what is refused at the start"
	else
		fail "$what is refused at the start: \"$text\" (exit $status)" "$(tail -n 5 "$TMP/out")"
	fi
}
refused "a CECP engine without lancerchess" "Black's engine: Fake random does not play lancerchess" \
	-v lancerchess --black "engine:python3 $FAKE random cecp normal,capablanca"
refused "a UCI engine without UCI_Variant" "White's engine: Fake random does not play lancerchess (it plays chess only)" \
	-v lancerchess --white "$UCI_RANDOM"
refused "an engine command that is not there" "ended at the start" \
	--white "engine:$TMP/no-such-engine"
play_game "$TMP/out" -v lancerchess --white "engine:python3 $FAKE illegal uci chess,lancerchess"
grep -q "Fake illegal sent an illegal move" "$TMP/out" &&
	pass "a UCI engine whose UCI_Variant lists lancerchess plays it" ||
	fail "a UCI engine whose UCI_Variant lists lancerchess plays it" "$(tail -n 5 "$TMP/out")"
[ "$(engines_left)" -eq 0 ] && pass "the refused engines are gone" || fail "the refused engines are gone"

# A game resumed with the engine that played it: the engine plays on.
printf 'e2e4\nquit\n' | timeout 60 "$LEAPER" play --plain --black "$CECP_RANDOM" >"$TMP/out" 2>&1
printf 'd2d4\nquit\n' | timeout 60 "$LEAPER" play --plain --resume --black "$CECP_RANDOM" >"$TMP/out2" 2>&1
grep -q "^1\.\.\. .* (computer)" "$TMP/out" && grep -q "^2\.\.\. .* (computer)" "$TMP/out2" &&
	grep -q "Black: Fake random" "$TMP/out2" &&
	pass "play --resume --black engine:CMD goes on with the engine" ||
	fail "play --resume --black engine:CMD goes on with the engine" "$(grep -v '^ [ 0-9]' "$TMP/out2")"
printf 'd2d4\nquit\n' | timeout 60 "$LEAPER" play --plain --resume >"$TMP/out2" 2>&1
grep -q "Black: Human" "$TMP/out2" && pass "without engine:CMD the engine's side is a person's" ||
	fail "without engine:CMD the engine's side is a person's" "$(head -n 3 "$TMP/out2")"

# A signal while the engine thinks stops leaper, and the engine with it.
"$LEAPER" play --plain --white "engine:python3 $FAKE hang cecp" </dev/null >"$TMP/out" 2>&1 &
pid=$!
i=0
while [ "$(engines_left)" -eq 0 ] && [ $i -lt 100 ]; do
	sleep 0.1
	i=$((i + 1))
done
sleep 0.5
kill -INT "$pid"
wait "$pid"
status=$?
[ "$status" -eq 130 ] && grep -q "Stopped by signal 2" "$TMP/out" &&
	pass "SIGINT stops leaper while the engine thinks" ||
	fail "SIGINT stops leaper while the engine thinks (exit $status)" "$(tail -n 5 "$TMP/out")"
[ "$(engines_left)" -eq 0 ] && pass "and the engine is gone" || fail "and the engine is gone"

# An external engine as the analyst, through the line mode: leaper reads
# its lines from a fifo, and each step waits for what it should show.
printf '[Event "t"]\n[White "A"]\n[Black "B"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 *\n' >"$TMP/study.pgn"

# session_start ARGS...: leaper ARGS --plain, reading what 'send' writes,
# its output in $TMP/aout.
session_start() {
	rm -f "$TMP/fifo"
	mkfifo "$TMP/fifo"
	timeout 120 "$LEAPER" "$@" --plain <"$TMP/fifo" >"$TMP/aout" 2>&1 &
	session_pid=$!
	exec 7>"$TMP/fifo"
}
send() { printf '%s\n' "$1" >&7; }
# session_end: quit, and wait for leaper to exit.
session_end() {
	send quit
	exec 7>&-
	wait "$session_pid"
}
# expect WHAT PATTERN [AFTER]: the output shows a line matching the grep
# -E PATTERN (after the first line matching AFTER), within 15 seconds.
expect() {
	n=0
	while [ $n -lt 150 ]; do
		if awk -v after="${3:-^}" 'seen || $0 ~ after { seen = 1; print }' "$TMP/aout" | grep -Eq -- "$2"; then
			pass "$1"
			return 0
		fi
		sleep 0.1
		n=$((n + 1))
	done
	fail "$1" "$(grep -v '^ [ 0-9][0-9]  ' "$TMP/aout" | tail -n 12)"
	return 1
}
# analysts_left: how many fake engines run (leaper's own command line,
# which names the fake too, is not counted).
analysts_left() {
	ps -eo args | grep -c "^[^ ]*python3[^ ]* [^ ]*[f]ake-engine-$$"
}
# gone WHAT: no fake engine is left.
gone() {
	[ "$(analysts_left)" -eq 0 ] && pass "$1" || fail "$1" "$(ps -eo pid,args | grep "[f]ake-engine-$$")"
}

for proto in cecp uci; do
	FAKE_LOG=$TMP/log-$proto
	export FAKE_LOG
	rm -f "$FAKE_LOG"
	session_start replay "$TMP/study.pgn"
	send "analyst engine:python3 $FAKE analyse $proto"
	expect "$proto: 'analyst engine:CMD' chooses the engine" "^The analyst is Fake analyse: it gives the hints"
	send analyse
	expect "$proto: its line at the start, with its name, the score from White's side, the PV up to an illegal move" \
		"^Fake analyse: depth 7  score \+0\.37  nodes 12345  nps 1234500  pv a3$"
	send next
	expect "$proto: 'next' restarts it on the new position (Black to move: -0.37)" \
		"^Fake analyse: depth 7  score -0\.37  nodes 12345  nps 1234500  pv a5$" "^Move 1/3"
	send analyse
	expect "$proto: 'analyse' again turns it off" "^Analysis off\.$"
	send hint
	expect "$proto: hint gives the analyst's move, score and line" \
		"^Hint: a5, score -0\.37 for White at depth 7; line: a5\.$"
	if [ $proto = uci ]; then
		send "multipv 2"
		send analyse
		expect "uci: multipv 2 sets the engine's MultiPV: its second line" \
			"^Fake analyse: line 2  depth 7  score -0\.36  nodes 12345  nps 1234500  pv a6$"
		send analyse
		expect "uci: analysis off again" "^Analysis off\.$" "line 2  depth 7"
	fi
	[ "$(analysts_left)" -eq 1 ] && pass "$proto: the analyst waits between searches" ||
		fail "$proto: the analyst waits between searches ($(analysts_left) running)"
	session_end
	unset FAKE_LOG
	gone "$proto: quit leaves no analyst behind"
	if [ $proto = cecp ]; then
		started=$(grep -c '^analyze$' "$TMP/log-$proto")
		stopped=$(grep -c '^exit$' "$TMP/log-$proto")
	else
		started=$(grep -c '^go infinite$' "$TMP/log-$proto")
		stopped=$(grep -c '^stop$' "$TMP/log-$proto")
	fi
	[ "$started" -ge 2 ] && [ "$started" -eq "$stopped" ] &&
		pass "$proto: each of its $started analyses was stopped cleanly" ||
		fail "$proto: each analysis was stopped cleanly ($started started, $stopped stopped)" "$(cat "$TMP/log-$proto")"

	session_start replay "$TMP/study.pgn" --analyst "engine:python3 $FAKE acrash $proto"
	expect "$proto: --analyst engine:CMD chooses the engine" "^The analyst is Fake acrash: it gives the hints"
	send analyse
	expect "$proto: an analyst that crashes: a message, and analysis off" \
		"^error: the analyst Fake acrash crashed while analysing \(exit status 4\): analysis off; leaper's own engine analyses from now on\.$"
	gone "$proto: the crashed analyst is gone"
	send analyse
	expect "$proto: then leaper's own engine analyses" "^depth [0-9]+  score [+-][0-9]+\.[0-9][0-9]  nodes " "^error: the analyst"
	session_end

	session_start replay "$TMP/study.pgn" --analyst "engine:python3 $FAKE ahang $proto"
	send analyse
	expect "$proto: an analyst that will hang shows its line" "^Fake ahang: depth 7 "
	send next
	expect "$proto: an analyst that hangs when stopped: a message, and analysis off" \
		"^error: the analyst Fake ahang stopped answering while analysing \(no [a-z]+ within 1\.5 seconds of [a-z]+\): analysis off"
	gone "$proto: the hung analyst is gone"
	session_end
	[ $? -eq 0 ] && pass "$proto: leaper exits 0 after the hung analyst" || fail "$proto: leaper exits 0 after the hung analyst"
done

# Refused analysts: the variant, a name that is no engine, a command that
# is not there; the analyst stays leaper's own. A known name is looked for
# on $PATH.
mkdir -p "$TMP/abin"
printf '#!/bin/sh\nexec python3 "%s" analyse cecp\n' "$FAKE" >"$TMP/abin/fairymax"
chmod +x "$TMP/abin/fairymax"
printf 'analyst engine:python3 %s analyse uci\nanalyst nosuch\nanalyst engine:%s/no-such-engine\nanalyst\nquit\n' \
	"$FAKE" "$TMP" | timeout 60 "$LEAPER" play --plain -v lancerchess >"$TMP/out" 2>&1
grep -qF "error: analyst: Fake analyse does not play lancerchess (it plays chess only); the analyst stays leaper's own engine." "$TMP/out" &&
	pass "an analyst that does not play the variant is refused" ||
	fail "an analyst that does not play the variant is refused" "$(grep -i analyst "$TMP/out")"
grep -qF "error: analyst: \"nosuch\" is not an engine: give engine:COMMAND, or one of fairymax" "$TMP/out" &&
	pass "an analyst name that is no engine is refused" ||
	fail "an analyst name that is no engine is refused" "$(grep -i analyst "$TMP/out")"
grep -q "error: analyst: the engine no-such-engine ended at the start .*; the analyst stays leaper's own engine\.$" "$TMP/out" &&
	grep -qF "The analyst is leaper's own engine ('analyst engine:CMD'" "$TMP/out" &&
	pass "an analyst command that is not there is refused; leaper's own engine stays" ||
	fail "an analyst command that is not there is refused; leaper's own engine stays" "$(grep -i analyst "$TMP/out")"
printf 'analyst fairymax\nanalyst\nanalyst leaper\nquit\n' |
	PATH="$TMP/abin:$PATH" timeout 60 "$LEAPER" play --plain >"$TMP/out" 2>&1
grep -qF "The analyst is Fake analyse: it gives" "$TMP/out" && grep -qF "The analyst is Fake analyse ('analyst" "$TMP/out" &&
	grep -qF "The analyst is leaper's own engine." "$TMP/out" &&
	pass "'analyst fairymax' finds the engine on \$PATH; 'analyst leaper' goes back" ||
	fail "'analyst fairymax' finds the engine on \$PATH; 'analyst leaper' goes back" "$(grep -i analyst "$TMP/out")"
gone "the refused analysts are gone"
left=$(python3 "$TESTS_DIR/no_reaper.py" "$TMP/out" "$LEAPER" replay --plain "$TMP/study.pgn" \
	--analyst "engine:true; python3 $FAKE analyse cecp" 2>"$TMP/left")
status=$?
if [ "$status" -eq 77 ]; then
	skip "an analyst behind a shell: no subreaper here"
elif [ "$left" = 0 ] && grep -q "^The analyst is Fake analyse" "$TMP/out"; then
	pass "an analyst behind a shell: nothing is left to leaper's parent"
else
	fail "an analyst behind a shell: ${left:-?} processes are left (exit $status)" "$(cat "$TMP/left" "$TMP/out")"
fi

# The start screen offers an engine found on $PATH: a fake "fairymax".
if command -v tmux >/dev/null 2>&1; then
	mkdir -p "$TMP/bin"
	printf '#!/bin/sh\nexec python3 "%s" random cecp\n' "$FAKE" >"$TMP/bin/fairymax"
	chmod +x "$TMP/bin/fairymax"
	SOCK=leaper-engines-$$
	test_cleanup() { tmux -L "$SOCK" kill-server 2>/dev/null; }
	# Ends the tmux server and waits until it is gone: a session started
	# while the old server is still going down dies with it ("server
	# exited unexpectedly").
	new_server() {
		tmux -L "$SOCK" kill-server 2>/dev/null
		n=50
		while tmux -L "$SOCK" list-sessions >/dev/null 2>&1 && [ "$n" -gt 0 ]; do
			sleep 0.1
			n=$((n - 1))
		done
	}
	# screen_shows TEXT: polls the screen for TEXT, up to 10 seconds.
	screen_shows() {
		n=0
		while [ $n -lt 200 ]; do
			tmux -L "$SOCK" capture-pane -p -t e 2>/dev/null | grep -qF -- "$1" && return 0
			sleep 0.05
			n=$((n + 1))
		done
		return 1
	}
	cat >"$TMP/run" <<EOF2
#!/bin/sh
PATH="$TMP/bin:\$PATH" TERM=screen LANG=C.UTF-8 LC_ALL=C.UTF-8 "$LEAPER"
echo "EXIT=\$?"
sleep 60
EOF2
	chmod +x "$TMP/run"
	if tmux -L "$SOCK" new-session -d -s e -x 100 -y 30 "exec '$TMP/run'" 2>/dev/null &&
		screen_shows "[ Play ]"; then
		# Right from human: the engines come first, the fake before all others
		tmux -L "$SOCK" send-keys -t e Down Right
		screen_shows "White    < engine Fake random >" && pass "the start screen offers the engine on \$PATH" ||
			fail "the start screen offers the engine on \$PATH" "$(tmux -L "$SOCK" capture-pane -p -t e)"
		tmux -L "$SOCK" send-keys -t e Enter
		screen_shows "White: Fake random" && screen_shows "1. " && pass "and it plays White's first move" ||
			fail "and it plays White's first move" "$(tmux -L "$SOCK" capture-pane -p -t e)"
		tmux -L "$SOCK" send-keys -t e -l quit
		tmux -L "$SOCK" send-keys -t e Enter
		screen_shows "EXIT=" || { tmux -L "$SOCK" send-keys -t e -l quit; tmux -L "$SOCK" send-keys -t e Enter; }
		screen_shows "EXIT=0" && pass "the screens quit" || fail "the screens quit" "$(tmux -L "$SOCK" capture-pane -p -t e)"
		[ "$(engines_left)" -eq 0 ] && pass "and the engine is gone" || fail "the screens leave no engine"
		# The panel names the analyst beside its line, and follows a step.
		new_server
		cat >"$TMP/run2" <<EOF2
#!/bin/sh
TERM=screen LANG=C.UTF-8 LC_ALL=C.UTF-8 "$LEAPER" replay "$TMP/study.pgn" --analyst "engine:python3 $FAKE analyse uci"
echo "EXIT=\$?"
sleep 60
EOF2
		chmod +x "$TMP/run2"
		tmux -L "$SOCK" new-session -d -s e -x 110 -y 30 "exec '$TMP/run2'" && screen_shows "The analyst is Fake"
		tmux -L "$SOCK" send-keys -t e -l analyse
		tmux -L "$SOCK" send-keys -t e Enter
		screen_shows "Analysis by Fake analyse: depth 7, +0.37" && pass "the panel names the analyst beside its line" ||
			fail "the panel names the analyst beside its line" "$(tmux -L "$SOCK" capture-pane -p -t e)"
		tmux -L "$SOCK" send-keys -t e Right
		screen_shows "Analysis by Fake analyse: depth 7, -0.37" && pass "the panel's analyst follows a step" ||
			fail "the panel's analyst follows a step" "$(tmux -L "$SOCK" capture-pane -p -t e)"
		tmux -L "$SOCK" send-keys -t e -l quit
		tmux -L "$SOCK" send-keys -t e Enter
		screen_shows "EXIT=" || { tmux -L "$SOCK" send-keys -t e -l quit; tmux -L "$SOCK" send-keys -t e Enter; }
		screen_shows "EXIT=0" && [ "$(analysts_left)" -eq 0 ] && pass "the screens quit, and the analyst is gone" ||
			fail "the screens quit, and the analyst is gone" "$(tmux -L "$SOCK" capture-pane -p -t e)"
		# A refused --analyst is said on the screen, not hidden by the replay's hint.
		new_server
		sed 's/--analyst "[^"]*"/--analyst nosuch/' "$TMP/run2" >"$TMP/run3"
		chmod +x "$TMP/run3"
		tmux -L "$SOCK" new-session -d -s e -x 110 -y 30 "exec '$TMP/run3'"
		screen_shows 'analyst: "nosuch" is not an engine' && pass "the screen says why --analyst was refused" ||
			fail "the screen says why --analyst was refused" "$(tmux -L "$SOCK" capture-pane -p -t e)"
	else
		skip "tmux cannot start a session here"
	fi
	tmux -L "$SOCK" kill-server 2>/dev/null
else
	skip "tmux is not installed: the start screen's engines"
fi

# Fairy-Max, to the end of a game against leaper's level 1.
FAIRYMAX=/usr/games/fairymax
if [ -x "$FAIRYMAX" ]; then
	ln -s "$FAIRYMAX" "$TMP/fairymax-$$"
	play_game "$TMP/out" --white computer --level 1 --black "engine:$TMP/fairymax-$$" --time 0.25
	status=$?
	result=$(grep "^Result: " "$TMP/out")
	[ "$status" -eq 0 ] && [ -n "$result" ] && grep -q "Black: Fairy-Max" "$TMP/out" &&
		pass "a game against Fairy-Max to its end: $result" ||
		fail "a game against Fairy-Max to its end (exit $status)" "$(tail -n 12 "$TMP/out")"
	[ "$(ps -eo args | grep -c "[f]airymax-$$")" -eq 0 ] && pass "Fairy-Max is gone" ||
		fail "Fairy-Max is gone" "$(ps -eo pid,ppid,stat,args | grep "[f]airymax-$$")"
	no_reaper "Fairy-Max" "engine:$TMP/fairymax-$$"
	no_reaper "Fairy-Max behind a shell" "engine:true; $TMP/fairymax-$$"
	refused "Fairy-Max in Onslaught" "Black's engine: Fairy-Max 5.0b does not play onslaught" \
		-v onslaught --black "engine:$TMP/fairymax-$$"
	refused "Fairy-Max from a FEN" "cannot start from a position of its own" \
		--fen "$ENDGAME" --black "engine:$TMP/fairymax-$$"
	# Fairy-Max analyses a chess game: the start, then after 1. e4.
	session_start replay "$TMP/study.pgn" --analyst "engine:$TMP/fairymax-$$"
	send analyse
	expect "Fairy-Max analyses the start position" \
		"^Fairy-Max 5\.0b: depth [0-9]+  score [+-][0-9]+\.[0-9][0-9]  nodes [0-9]+  nps [0-9]+  pv [a-h1-8NBRQKx]+ [a-h1-8NBRQKx]"
	send next
	expect "Fairy-Max analyses the position after 1. e4" \
		"^Fairy-Max 5\.0b: depth [0-9]+  score [+-][0-9]+\.[0-9][0-9]  nodes [0-9]+  nps [0-9]+  pv [a-h1-8NBRQKx]+ [a-h1-8NBRQKx]" \
		"^Move 1/3"
	send analyse
	expect "Fairy-Max's analysis is turned off" "^Analysis off\.$"
	session_end
	[ "$(ps -eo args | grep -c "[f]airymax-$$")" -eq 0 ] && pass "the analyst Fairy-Max is gone" ||
		fail "the analyst Fairy-Max is gone" "$(ps -eo pid,ppid,stat,args | grep "[f]airymax-$$")"
else
	skip "Fairy-Max is not installed at $FAIRYMAX (apt-get install fairymax)"
fi

finish
