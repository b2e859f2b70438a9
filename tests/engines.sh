#!/bin/sh
# engines.sh - external engines as players in the line mode: fake engines
# (a small Python script speaking CECP or UCI) that crash, hang or send an
# illegal move each lose the game with a message naming what went wrong,
# leaper exits and no engine process is left behind; engines that cannot
# play the variant are refused at the start; a correct random mover plays
# a game to its end over each protocol; and a game against Debian's
# Fairy-Max (/usr/games/fairymax) when it is installed.
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
(answers go with e2e5). PROTOCOL: cecp or uci. VARIANTS: what it says it
plays (CECP feature variants, UCI_Variant's vars), or nothing."""
import os, random, subprocess, sys, time

mode, proto = sys.argv[1], sys.argv[2]
variants = sys.argv[3] if len(sys.argv) > 3 else ""
leaper = os.environ["FAKE_LEAPER"]
env = dict(os.environ, XDG_DATA_HOME=os.environ["FAKE_HOME"], XDG_CONFIG_HOME=os.environ["FAKE_HOME"])
start, moves, goes = None, [], 0


def out(text):
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


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
    else:
        if w[0] == "uci":
            out("id name Fake %s" % mode)
            if variants:
                out("option name UCI_Variant type combo default chess" + "".join(" var " + v for v in variants.split(",")))
            out("uciok")
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

# The start screen offers an engine found on $PATH: a fake "fairymax".
if command -v tmux >/dev/null 2>&1; then
	mkdir -p "$TMP/bin"
	printf '#!/bin/sh\nexec python3 "%s" random cecp\n' "$FAKE" >"$TMP/bin/fairymax"
	chmod +x "$TMP/bin/fairymax"
	SOCK=leaper-engines-$$
	test_cleanup() { tmux -L "$SOCK" kill-server 2>/dev/null; }
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
else
	skip "Fairy-Max is not installed at $FAIRYMAX (apt-get install fairymax)"
fi

finish
