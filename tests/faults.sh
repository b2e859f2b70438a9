#!/bin/sh
# faults.sh - leaper when the world misbehaves: saving into a read-only
# directory or a full file system keeps the old save and the game in
# memory and says why; a save killed at any moment leaves the complete old
# or the complete new file, never a torn one; and the engine protocol
# survives garbage, its input closing in the middle of a search, its
# reader going away, and the interface dying.
#
# (A missing directory, a parent that is a file and a write cut short by
# a file size limit are tested in tests/play.sh and tests/check_pgn.c.)
#
# Run by 'make check' with $LEAPER and $LEAPER_DATA_DIR set. Prints one
# line per check and a last line "N passed, M failed"; a check that
# cannot be made here (no way to get a read-only directory or a small
# file system) is skipped with a note.

NAME=faults
. "${TESTS_DIR:-$(dirname "$0")}/lib.sh"
mounted=
immutable=
test_cleanup() {
	[ -n "$immutable" ] && chattr -i "$immutable" 2>/dev/null
	[ -n "$mounted" ] && umount "$mounted" 2>/dev/null
	return 0
}

# plain COMMANDS...: runs 'leaper play --plain' on the lines given; output
# in $TMP/out, exit status in $status.
plain() {
	printf '%s\n' "$@" | timeout 60 "$LEAPER" play --plain >"$TMP/out" 2>&1
	status=$?
}

# saved_intact DESCRIPTION FILE COPY: the old save is still there, whole.
saved_intact() {
	if cmp -s "$2" "$3"; then pass "$1"; else fail "$1" "$(diff "$3" "$2" | head -n 5)"; fi
}

# still_in_memory DESCRIPTION [PATTERN COUNT]: after the failed save, the
# game is saved elsewhere: with its last move, Nc3, or with COUNT moves
# matching PATTERN.
still_in_memory() {
	if grep -q "^Saved to $TMP/elsewhere.pgn" "$TMP/out" &&
	   if [ -n "$2" ]; then [ "$(grep -o "$2" "$TMP/elsewhere.pgn" | wc -l)" -eq "$3" ]
	   else grep -q "Nc3" "$TMP/elsewhere.pgn"; fi; then
		pass "$1"
	else
		fail "$1" "$(tail -n 3 "$TMP/out")"
	fi
	rm -f "$TMP/elsewhere.pgn"
}

# --- a read-only directory --------------------------------------------------

# As root a directory without write permission is still writable; an
# immutable one (chattr +i) is not. Without either, try as another user.
mkdir "$TMP/ro"
plain e4 e5 "save $TMP/ro/game.pgn" quit
cp "$TMP/ro/game.pgn" "$TMP/ro.orig"
as_user=
if [ "$(id -u)" != 0 ]; then
	chmod 555 "$TMP/ro"
	ro_ok=1
elif chattr +i "$TMP/ro" 2>/dev/null; then
	immutable=$TMP/ro
	ro_ok=1
elif command -v setpriv >/dev/null 2>&1 && chmod 755 "$TMP" &&
     setpriv --reuid=65534 --regid=65534 --clear-groups sh -c \
	'test -x "$1" && test -r "$2" && test -r "$3"' sh "$LEAPER" "$LEAPER_DATA_DIR" "$TMP/ro/game.pgn"; then
	chmod 555 "$TMP/ro"
	as_user="setpriv --reuid=65534 --regid=65534 --clear-groups"
	ro_ok=1
else
	ro_ok=
fi
if [ -n "$ro_ok" ]; then
	printf '%s\n' "load $TMP/ro/game.pgn" Nc3 "save $TMP/ro/game.pgn" "save $TMP/elsewhere.pgn" quit |
		timeout 60 $as_user "$LEAPER" play --plain >"$TMP/out" 2>&1
	if grep -q "^error: cannot save $TMP/ro/game.pgn: cannot create a file in $TMP/ro: \(Operation not permitted\|Permission denied\)" "$TMP/out"; then
		pass "read-only directory: the save fails and says why"
	else
		fail "read-only directory: the save fails and says why" "$(grep -i 'save' "$TMP/out")"
	fi
	saved_intact "read-only directory: the old save is whole" "$TMP/ro/game.pgn" "$TMP/ro.orig"
	[ -z "$as_user" ] && still_in_memory "read-only directory: the game is still in memory"
	[ -n "$immutable" ] && chattr -i "$immutable" && immutable=
	chmod 755 "$TMP/ro"
else
	skip "no way to make a read-only directory here (root without chattr or setpriv)"
fi

# --- a full file system -----------------------------------------------------

# A 64 KiB tmpfs holds a short game but not one of 8,000 moves (about
# 100 KB). Mounting needs root, or a user namespace (unshare -rm) where
# that is allowed.
mkdir "$TMP/full"
awk 'BEGIN { print "[Event \"long\"]\n"
	     for (i = 0; i < 16000; i++) printf "%s%s", (i % 2 ? "" : (i / 2 + 1) ". "), (i % 4 < 2 ? (i % 2 ? "Nf6" : "Nf3") : (i % 2 ? "Ng8" : "Ng1")) (i % 8 == 7 ? "\n" : " ")
	     print "*" }' >"$TMP/long.pgn"
full_script='
	mount -t tmpfs -o size=64k tmpfs "$1/full" || exit 77
	printf "%s\n" e4 e5 "save $1/full/game.pgn" quit | "$2" play --plain >/dev/null 2>&1
	cp "$1/full/game.pgn" "$1/full.orig"
	printf "%s\n" "load $1/long.pgn" "save $1/full/game.pgn" "save $1/elsewhere.pgn" quit |
		"$2" play --plain >"$1/out" 2>&1
	cmp -s "$1/full/game.pgn" "$1/full.orig" || echo "changed" >>"$1/out"
	ls -A "$1/full" >"$1/full.left"
	umount "$1/full"'
if [ "$(id -u)" = 0 ]; then
	timeout 120 sh -c "$full_script" sh "$TMP" "$LEAPER"
	status=$?
elif command -v unshare >/dev/null 2>&1; then
	timeout 120 unshare -rm sh -c "$full_script" sh "$TMP" "$LEAPER" 2>/dev/null
	status=$?
else
	status=77
fi
if [ "$status" = 0 ]; then
	if grep -q "^error: cannot save $TMP/full/game.pgn: No space left on device" "$TMP/out"; then
		pass "full file system: the save fails and says why"
	else
		fail "full file system: the save fails and says why" "$(grep -i 'save' "$TMP/out")"
	fi
	if ! grep -q "^changed" "$TMP/out" && [ "$(cat "$TMP/full.left")" = game.pgn ]; then
		pass "full file system: the old save is whole, no temporary file is left"
	else
		fail "full file system: the old save is whole, no temporary file is left" "$(cat "$TMP/full.left")"
	fi
	still_in_memory "full file system: the game is still in memory" Nf3 4000
else
	skip "cannot mount a small file system here (not root, no user namespaces)"
fi

# --- killed while saving ----------------------------------------------------

# Two long games, saved by leaper once so that saving them again gives
# the same bytes; then a program that keeps loading one or the other and
# saving it over the same file is killed (SIGKILL) at random moments. The
# file must always be one of the two, whole.
for g in a b; do
	n=8000
	[ $g = b ] && n=8001
	awk -v n=$n 'BEGIN { print "[Event \"kill\"]\n"
		for (i = 0; i < 2 * n; i++) printf "%s%s", (i % 2 ? "" : (i / 2 + 1) ". "), (i % 4 < 2 ? (i % 2 ? "Nf6" : "Nf3") : (i % 2 ? "Ng8" : "Ng1")) (i % 8 == 7 ? "\n" : " ")
		print "*" }' >"$TMP/$g.0.pgn"
	plain "load $TMP/$g.0.pgn" "save $TMP/$g.1.pgn" quit
	plain "load $TMP/$g.1.pgn" "save $TMP/$g.pgn" quit
done
if cmp -s "$TMP/a.1.pgn" "$TMP/a.pgn" && cmp -s "$TMP/b.1.pgn" "$TMP/b.pgn" && ! cmp -s "$TMP/a.pgn" "$TMP/b.pgn"; then
	pass "a game saved, loaded and saved again gives the same bytes"
else
	fail "a game saved, loaded and saved again gives the same bytes"
fi
mkdir "$TMP/kill"
awk -v d="$TMP" 'BEGIN { for (i = 0; i < 40; i++) {
		g = i % 2 ? "b" : "a"
		printf "load %s/%s.pgn\n", d, g
		for (k = 0; k < 5; k++) printf "save %s/kill/game.pgn\n", d
	} print "quit" }' >"$TMP/kill.in"
cp "$TMP/a.pgn" "$TMP/kill/game.pgn"
torn=0
inside=0
kills=0
for pause in $(awk 'BEGIN { srand(7); for (i = 0; i < 30; i++) printf "%.3f\n", 0.05 + rand() * 0.6 }'); do
	"$LEAPER" play --plain <"$TMP/kill.in" >/dev/null 2>&1 &
	pid=$!
	sleep "$pause"
	kill -9 "$pid" 2>/dev/null && kills=$((kills + 1))
	wait "$pid" 2>/dev/null
	if ! cmp -s "$TMP/kill/game.pgn" "$TMP/a.pgn" && ! cmp -s "$TMP/kill/game.pgn" "$TMP/b.pgn"; then
		torn=$((torn + 1))
		cp "$TMP/kill/game.pgn" "$TMP/torn.pgn" 2>/dev/null
	fi
	# a temporary file left behind means the kill came in the middle of a save
	for t in "$TMP"/kill/.game.pgn.*; do
		[ -e "$t" ] && inside=$((inside + 1)) && rm -f "$t"
	done
done
echo "# $kills kills, $inside of them in the middle of writing a save"
if [ "$torn" -eq 0 ] && [ "$kills" -gt 0 ]; then
	pass "killed at $kills random moments, the file is always one whole game"
else
	fail "killed at $kills random moments, the file is always one whole game" \
		"$torn torn: $(wc -c <"$TMP/torn.pgn" 2>/dev/null) bytes"
fi

# --- the engine protocol ----------------------------------------------------

# xb SECONDS: runs 'leaper xboard' on $TMP/xb.in with a time limit; replies
# in $TMP/xb.out, its exit status in $status.
xb() {
	timeout "$1" "$LEAPER" xboard <"$TMP/xb.in" >"$TMP/xb.out" 2>"$TMP/xb.err"
	status=$?
}

# Garbage: random bytes (NULs, overlong lines, stray commands), then a ping.
awk 'BEGIN { srand(99); for (i = 0; i < 65536; i++) printf "%c", int(rand() * 256) }' >"$TMP/xb.in"
head -c 20000 /dev/zero | tr '\0' 'x' >>"$TMP/xb.in"
printf '\nping 42\nquit\n' >>"$TMP/xb.in"
xb 60
if [ "$status" -eq 0 ] && grep -q '^pong 42$' "$TMP/xb.out"; then
	pass "xboard: 84 KB of garbage, then a ping is answered and the engine quits cleanly"
else
	fail "xboard: 84 KB of garbage, then a ping is answered and the engine quits cleanly" \
		"status $status; $(tail -n 2 "$TMP/xb.err")"
fi

# A flood of harmless lines while the engine thinks for up to a minute:
# it stops thinking, plays, and answers what came after, in bounded memory.
{
	printf 'xboard\nprotover 2\nnew\nst 60\ngo\n'
	awk 'BEGIN { for (i = 0; i < 200000; i++) print "otim 6000" }'
	printf 'ping 7\nsetboard\nping 8\nquit\n'
} >"$TMP/xb.in"
start=$(date +%s)
xb 50
took=$(( $(date +%s) - start ))
if [ "$status" -eq 0 ] && [ "$took" -le 20 ] && grep -q '^move ' "$TMP/xb.out" &&
   grep -q '^pong 8$' "$TMP/xb.out"; then
	pass "xboard: 200,000 lines during a search: a move and the pong in $took s"
else
	fail "xboard: 200,000 lines during a search: a move and the pong" "status $status after $took s"
fi
if grep -q '^tellusererror Illegal position: setboard needs a FEN$' "$TMP/xb.out"; then
	pass "xboard: setboard without a FEN is refused"
else
	fail "xboard: setboard without a FEN is refused" "$(grep -v '^feature' "$TMP/xb.out" | tail -n 4)"
fi

# A variant given as a path would make the engine read that file: here
# its own input, swallowing the commands that come after it.
( printf 'variant /dev/stdin\n'; sleep 1; printf 'ping 5\nvariant ../data/chess.ini\nping 6\nquit\n' ) |
	timeout 30 "$LEAPER" xboard >"$TMP/xb.out" 2>"$TMP/xb.err"
status=$?
if [ "$status" -eq 0 ] && grep -q '^Error (unknown variant): /dev/stdin$' "$TMP/xb.out" &&
   grep -q '^pong 5$' "$TMP/xb.out" && grep -q '^pong 6$' "$TMP/xb.out"; then
	pass "xboard: a variant named by a path is refused, no file is read"
else
	fail "xboard: a variant named by a path is refused, no file is read" "$(cat "$TMP/xb.out")"
fi

# Input closed in the middle of a search (a 5-second think, an analysis),
# and at the end of an analysis of a position that is already over.
for case in "go:new\nlevel 0 0 0\ngo" "analyze:new\npost\nanalyze" \
	    "mate analysis:new\nsetboard 7k/6Q1/6K1/8/8/8/8/8 b - - 0 1\nanalyze"; do
	name=${case%%:*}
	start=$(date +%s)
	( printf "${case#*:}\n"; sleep 1 ) | timeout 30 "$LEAPER" xboard >"$TMP/xb.out" 2>"$TMP/xb.err"
	status=$?
	took=$(( $(date +%s) - start ))
	if [ "$status" -eq 0 ] && [ "$took" -le 4 ]; then
		pass "xboard: input closed during $name: the engine ends at once with status 0"
	else
		fail "xboard: input closed during $name: the engine ends at once with status 0" \
			"status $status after $took s"
	fi
done

# The reader goes away while the engine thinks aloud: no death by SIGPIPE,
# a clean exit as soon as a reply cannot be written.
mkfifo "$TMP/reader.fifo"
( timeout 30 "$LEAPER" xboard <"$TMP/reader.fifo" 2>"$TMP/xb.err"; echo "$?" >"$TMP/xb.status" ) | head -c 1 >/dev/null &
reader=$!
{ printf 'new\npost\nanalyze\n'; sleep 3; } >"$TMP/reader.fifo"
wait "$reader"
st=$(cat "$TMP/xb.status" 2>/dev/null)
if [ "$st" = 0 ] && [ ! -s "$TMP/xb.err" ]; then
	pass "xboard: the reader goes away during analysis: the engine exits 0, quietly"
else
	fail "xboard: the reader goes away during analysis: the engine exits 0, quietly" \
		"status $st; $(head -n 2 "$TMP/xb.err")"
fi

# The interface dies (SIGKILL) in the middle of a search: the engine sees
# its input end and leaves instead of thinking on or waiting for ever.
mkfifo "$TMP/gui.fifo"
timeout 30 "$LEAPER" xboard <"$TMP/gui.fifo" >"$TMP/xb.out" 2>&1 &
engine=$!
sh -c 'printf "xboard\nprotover 2\nnew\nlevel 0 0 0\ngo\n"; exec sleep 60' >"$TMP/gui.fifo" &
gui=$!
sleep 1
kill -9 "$gui"
start=$(date +%s)
wait "$engine"
status=$?
took=$(( $(date +%s) - start ))
wait "$gui" 2>/dev/null
if [ "$status" -eq 0 ] && [ "$took" -le 3 ]; then
	pass "xboard: the interface is killed mid-search: the engine leaves within $took s"
else
	fail "xboard: the interface is killed mid-search: the engine leaves" "status $status after $took s"
fi

# A saved game that is not a regular file (a FIFO no one writes to, a
# directory, a device) is refused at once, by 'replay' and by the line
# mode's 'load', instead of waiting for a writer with the signals held.
# (timeout turns a regression into a failure, not a hang.)
rm -f "$TMP/game.fifo"
if mkfifo "$TMP/game.fifo" 2>/dev/null; then
	for f in "$TMP/game.fifo" "$TMP" /dev/zero; do
		timeout -s KILL 20 "$LEAPER" replay "$f" --plain </dev/null >"$TMP/out" 2>&1
		status=$?
		if [ "$status" -eq 1 ] && grep -qF " $f: not a regular file" "$TMP/out"; then
			pass "replay $f: not a regular file"
		else
			fail "replay $f: not a regular file" "status $status; $(head -n 3 "$TMP/out")"
		fi
	done
	printf 'load %s
fen
quit
' "$TMP/game.fifo" |
		timeout -s KILL 20 "$LEAPER" play --plain >"$TMP/out" 2>&1
	status=$?
	if [ "$status" -eq 0 ] && grep -qF "$TMP/game.fifo: not a regular file" "$TMP/out" &&
		grep -qF 'FEN: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' "$TMP/out"; then
		pass "line mode: load FIFO is refused and the game goes on"
	else
		fail "line mode: load FIFO is refused and the game goes on" "status $status; $(tail -n 4 "$TMP/out")"
	fi
	rm -f "$TMP/game.fifo"
else
	note "no FIFO here: the non-regular file checks are skipped"
fi

finish
