#!/bin/sh
# xboard-gui.sh - plays 'leaper xboard' against itself under the real
# XBoard, on a virtual X display, one short game per variant, and checks
# what XBoard made of it. Not part of 'make check': it needs XBoard and
# Xvfb, and takes a minute or two per game.
#
# Usage: tests/xboard-gui.sh [VARIANT...]   (default: lancerchess onslaught
#        pgn names; orthodox chess is 'normal')
#
# 'pgn' is not a variant: it exchanges LancerChess games with castling
# both ways. leaper saves a game in which White castles d1-f1 and Black
# d8-b8, and XBoard loads it (no engine; given the piece letters that
# 'leaper xboard' sends in its setup command, since a PGN file cannot
# name XBoard's piece images) and must step through to its end without
# an illegal move. Then XBoard plays a short game between two leapers
# from that opening and saves it with its own names of the castlings, and
# leaper must load XBoard's file.
#
# 'names' checks bare XBoard (no engine, no piece table) on games of the
# variants it knows by name (xboard-name): leaper's Chess960 game with
# both castlings ([Variant "fischerandom"], [FEN] with Shredder letters)
# and its Capablanca and Janus games with castling must load to their
# end. It also tells where bare XBoard stops in leaper's LancerChess game,
# which is why 'pgn' gives XBoard the piece table: XBoard 4.9 makes the
# piece lettered K its royal piece (WhiteKing) in its fairy variant, and
# only -pieceToCharTable or an engine's setup command can give the king
# image another letter; a PGN tag cannot. LancerChess's royal piece is Q
# and its K moves as a queen, so XBoard reads [Variant "lancerchess"] as
# normal chess (Bad FEN: it knows no D or L), and with [Variant "fairy"]
# it takes O-O for the move of its K from e1 and stops at the castling
# (half-move 8 of 12). XBoard would follow the castling there only as a
# two-leg move of a non-royal piece with O in its VariantMen moves
# ("Qd1xh1-f1": the piece takes its own Rook, lands on f1, the Rook on
# e1), and would still test check against the wrong piece.
#
# Installs nothing; exits 77 (skipped) without xboard or Xvfb. Set $LEAPER
# to the program (default ./src/leaper, for a build directory),
# $LEAPER_DATA_DIR to the variant files, $XBOARD to XBoard, $TC to each
# side's time in seconds (default 30, plus 0.1 s a move) and $KEEP to a
# directory that keeps XBoard's debug logs, the saved games and (with xwd
# and ImageMagick's convert) a screenshot of each board, as N-VARIANT.*
# for the Nth game.
#
# For every game it prints XBoard's result line and reports: whether
# XBoard took the engine's description of the variant (the setup command's
# start position and the piece commands, which XBoard saves as the FEN and
# VariantMen tags), any illegal-move, error or forfeit line in XBoard's
# debug log, and whether XBoard's record of the game names the same moves
# as leaper's own (piece, capture, target square), a check that the two
# programs' boards stayed alike. Orthodox pieces are checked by XBoard's legality
# testing; variants whose pieces XBoard's Betza notation cannot describe
# (zone conditions, bent riders, minimum ranges) are played with it off.
# Exits 0 when every game ends with a result and every check passes.

: "${TESTS_DIR:=$(dirname "$0")}"
: "${LEAPER:=./src/leaper}"
: "${LEAPER_DATA_DIR:=$TESTS_DIR/../data}"
: "${TC:=30}"
LC_ALL=C
export LC_ALL

if [ -z "${XBOARD:-}" ]; then
	XBOARD=$(command -v xboard 2>/dev/null || true)
	[ -z "$XBOARD" ] && [ -x /usr/games/xboard ] && XBOARD=/usr/games/xboard
fi
if [ -z "$XBOARD" ] || [ ! -x "$XBOARD" ]; then
	echo "xboard not found: skipped"
	exit 77
fi
if ! command -v Xvfb >/dev/null 2>&1; then
	echo "Xvfb not found: skipped"
	exit 77
fi
if [ ! -x "$LEAPER" ]; then
	echo "xboard-gui.sh: no program at $LEAPER (set LEAPER)" >&2
	exit 99
fi
# XBoard starts the engines in their own directory: absolute paths.
LEAPER=$(cd "$(dirname "$LEAPER")" && pwd)/$(basename "$LEAPER")
LEAPER_DATA_DIR=$(cd "$LEAPER_DATA_DIR" && pwd)
export LEAPER_DATA_DIR
case $LEAPER in
*' '*) echo "xboard-gui.sh: XBoard splits the engine's command at blanks: $LEAPER" >&2; exit 99 ;;
esac

TMP=$(mktemp -d "${TMPDIR:-/tmp}/leaper-xbgui.XXXXXX") || exit 99
xvfb=
xb=
cleanup() {
	[ -n "$xb" ] && kill "$xb" 2>/dev/null
	[ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null
	rm -rf "$TMP"
}
trap cleanup 0
trap 'exit 99' HUP INT PIPE TERM
# XBoard and leaper keep their settings and saved games away from the
# user's: a home and a data directory of their own.
HOME=$TMP/home
XDG_DATA_HOME=$TMP/xdg
export HOME XDG_DATA_HOME
mkdir -p "$HOME" "$XDG_DATA_HOME" || exit 99
[ -n "${KEEP:-}" ] && { mkdir -p "$KEEP" || exit 99; }

# A virtual display; Xvfb picks a free number and writes it to fd 3.
Xvfb -displayfd 3 -screen 0 1280x1024x24 -nolisten tcp 3>"$TMP/display" >"$TMP/xvfb.log" 2>&1 &
xvfb=$!
i=0
while [ ! -s "$TMP/display" ] && [ $i -lt 100 ]; do
	sleep 0.1
	i=$((i + 1))
done
if [ ! -s "$TMP/display" ]; then
	echo "xboard-gui.sh: Xvfb did not start" >&2
	cat "$TMP/xvfb.log" >&2
	exit 99
fi
DISPLAY=:$(head -n 1 "$TMP/display")
export DISPLAY
echo "$("$XBOARD" --version 2>&1 | head -n 1), leaper: $LEAPER, display $DISPLAY"

# The moves of PGN file $1, one a line, reduced to what both programs must
# agree on: piece letter, capture mark, target square (its rank plus $2),
# promotion.
pgn_moves() {
	[ -f "$1" ] || return 0
	awk -v shift="$2" '
		/^\[/ { next }
		{ text = text " " $0 }
		END {
			while (gsub(/\{[^{}]*\}/, " ", text)) ;
			while (gsub(/\([^()]*\)/, " ", text)) ;
			n = split(text, t, /[ \t]+/)
			for (i = 1; i <= n; i++) {
				m = t[i]
				gsub(/[+#!?]/, "", m)
				sub(/^[0-9]+\.+/, "", m)
				if (m == "" || m ~ /^(1-0|0-1|1\/2-1\/2|\*)$/ || m ~ /^\$/) continue
				if (m ~ /^O-O/) { print m; continue }
				piece = m ~ /^[A-Z]/ ? substr(m, 1, 1) : ""
				cap = m ~ /x/ ? "x" : ""
				promo = ""
				if (match(m, /=?[A-Z]$/) && m !~ /^[A-Z][^a-z]*$/) {
					promo = "=" substr(m, RLENGTH == 2 ? RSTART + 1 : RSTART, 1)
					m = substr(m, 1, RSTART - 1)
				}
				sq = ""
				while (match(m, /[a-p][0-9]+/)) {
					sq = substr(m, RSTART, RLENGTH)
					m = substr(m, RSTART + RLENGTH)
				}
				if (sq != "")
					sq = substr(sq, 1, 1) (substr(sq, 2) + shift)
				print piece cap sq promo
			}
		}' "$1"
}

# Whether XBoard's legality testing can stay on for variant $1.
legality() {
	case $1 in
	normal|lancerchess|clash) echo true ;;
	*) echo false ;;
	esac
}

# A game that hangs is stopped after twice its clock time and four minutes.
limit=
command -v timeout >/dev/null 2>&1 && limit="timeout $((TC * 2 + 240))"

failed=0
games=0
play() {
	v=$1
	games=$((games + 1))
	d=$TMP/game$games
	mkdir -p "$d" || exit 99
	legal=$(legality "$v")
	own=$v # leaper's name of the variant: XBoard calls orthodox chess normal
	[ "$v" = normal ] && own=
	# -xanimate: XBoard charges the time it spends animating a move to
	# the engine that moves next.
	$limit "$XBOARD" \
		-fcp "$LEAPER xboard" -fd "$d" -scp "$LEAPER xboard" -sd "$d" \
		-firstProtocolVersion 2 -secondProtocolVersion 2 \
		-variant "$v" -testLegality "$legal" \
		-matchGames 1 -tc "$(printf '%d:%02d' $((TC / 60)) $((TC % 60)))" -inc 0.1 -autoCallFlag true -xanimate \
		-xponder -adjudicateDrawMoves 150 \
		-saveGameFile "$d/game.pgn" -debug -nameOfDebugFile "$d/debug.log" \
		-popupExitMessage false -popupMoveErrors false \
		-saveSettingsOnExit false -settingsFile "$d/xboardrc" \
		>"$d/xboard.out" 2>&1 &
	xb=$!
	if [ -n "${KEEP:-}" ] && command -v xwd >/dev/null 2>&1 && command -v convert >/dev/null 2>&1; then
		sleep 10
		xwd -root -display "$DISPLAY" 2>/dev/null | convert xwd:- "$KEEP/$games-$v.png" 2>/dev/null
	fi
	wait "$xb"
	status=$?
	xb=

	ok=1
	result=$(grep -E '(1-0|0-1|1/2-1/2)[[:space:]]*$' "$d/game.pgn" 2>/dev/null | tail -n 1)
	if [ -n "$result" ]; then
		echo "$v: result $result (legality testing $legal)"
	else
		echo "$v: no result (XBoard's status $status)"
		ok=0
	fi

	setup=$(sed -n 's/^[0-9]* <first : setup ([^)]*) [0-9x+]*_fairy //p' "$d/debug.log" | head -n 1)
	fen=$(sed -n 's/^\[FEN "\(.*\)"\]$/\1/p' "$d/game.pgn" 2>/dev/null | head -n 1)
	men=$(grep -c '^\[VariantMen "' "$d/game.pgn" 2>/dev/null)
	men=${men:-0}
	if [ ! -s "$d/game.pgn" ]; then
		echo "  XBoard saved no game"
		ok=0
	elif [ -z "$setup" ]; then
		echo "  the engine sent no setup command (a variant XBoard knows)"
	elif [ "$setup" = "$fen" ] && [ "$men" -eq 1 ]; then
		echo "  XBoard took the setup and piece commands (FEN and VariantMen tags)"
	else
		echo "  XBoard did not take the setup: FEN \"$fen\", setup \"$setup\", VariantMen tags $men"
		ok=0
	fi

	bad=$(grep -iE 'illegal|error|forfeit|invalid|false claim' "$d/debug.log" 2>/dev/null)
	if [ -z "$bad" ]; then
		echo "  no illegal-move, error or forfeit line in XBoard's debug log"
	else
		echo "  illegal-move, error or forfeit lines in XBoard's debug log:"
		printf '%s\n' "$bad" | head -n 5 | sed 's/^/    /'
		ok=0
	fi

	# leaper plays the engines' moves (up to the end of the game) from
	# the log and saves its own record of the game. On a board of ten
	# ranks XBoard counts them from 0, in moves and in its SAN.
	shift=0
	grep -q '^[0-9]* <first : setup ([^)]*) [0-9]*x10+' "$d/debug.log" 2>/dev/null && shift=1
	{
		awk -v shift="$shift" '/^GameEnds\([1-9]/ { exit }
			/^[0-9]+ <(first |second): move [a-p][0-9]+[a-p][0-9]+[a-z]?$/ {
				m = $NF; out = ""
				while (match(m, /[a-p][0-9]+/)) {
					out = out substr(m, 1, RSTART) (substr(m, RSTART + 1, RLENGTH - 1) + shift)
					m = substr(m, RSTART + RLENGTH)
				}
				print out m
			}' "$d/debug.log"
		echo "save $d/leaper.pgn"
		echo quit
	} | "$LEAPER" play ${own:+-v "$own"} --white human --black human --plain >"$d/leaper.out" 2>&1
	pgn_moves "$d/game.pgn" "$shift" >"$d/xboard.moves"
	pgn_moves "$d/leaper.pgn" 0 >"$d/leaper.moves"
	if [ ! -s "$d/xboard.moves" ]; then
		: # no game, said above
	elif cmp -s "$d/xboard.moves" "$d/leaper.moves"; then
		echo "  XBoard's record names the same $(wc -l <"$d/leaper.moves") moves as leaper's"
	else
		echo "  XBoard's record and leaper's differ:"
		diff "$d/xboard.moves" "$d/leaper.moves" | head -n 6 | sed 's/^/    /'
		ok=0
	fi

	[ -n "${KEEP:-}" ] && cp "$d/debug.log" "$KEEP/$games-$v.debug" && cp "$d/game.pgn" "$KEEP/$games-$v.pgn" 2>/dev/null
	[ "$ok" -eq 1 ] || failed=$((failed + 1))
}

# The piece letters of variant $1 as 'leaper xboard' gives them to XBoard.
piece_table() {
	printf 'xboard\nprotover 2\nvariant %s\nquit\n' "$1" | "$LEAPER" xboard |
		sed -n 's/^setup (\([^)]*\)).*/\1/p'
}

# Waits up to $2 seconds for text $3 in file $1.
wait_for() {
	i=0
	while ! grep -q "$3" "$1" 2>/dev/null && [ $i -lt $(($2 * 10)) ]; do
		sleep 0.1
		i=$((i + 1))
	done
}

# LancerChess games with castling, written by leaper and read by XBoard,
# then written by XBoard and read by leaper (see the top).
exchange() {
	games=$((games + 1))
	d=$TMP/game$games
	mkdir -p "$d" || exit 99
	ok=1
	table=$(piece_table lancerchess)
	printf '%s\n' e4 c5 Bc4 Dc7 Lg3 d6 Ke2 Bd7 Qf1 Qb8 d3 e5 "save $d/leaper.pgn" quit |
		"$LEAPER" play -v lancerchess --white human --black human --plain >"$d/leaper.out" 2>&1
	if ! grep -q '5\. O-O-O O-O ' "$d/leaper.pgn" 2>/dev/null; then
		echo "pgn: leaper did not save the game with XBoard's castlings:"
		sed 's/^/    /' "$d/leaper.pgn" "$d/leaper.out" 2>/dev/null | head -n 20
		failed=$((failed + 1))
		return
	fi
	"$XBOARD" -ncp -variant fairy -pieceToCharTable "$table" -lgf "$d/leaper.pgn" -timeDelay 0 \
		-debug -nameOfDebugFile "$d/load.log" -popupExitMessage false -popupMoveErrors false \
		-saveSettingsOnExit false -settingsFile "$d/xboardrc" >"$d/load.out" 2>&1 &
	xb=$!
	wait_for "$d/load.log" 30 '^ForwardInner('
	kill "$xb" 2>/dev/null
	wait "$xb" 2>/dev/null
	xb=
	plies=$(sed -n 's/^ForwardInner(\([0-9]*\)).*/\1/p' "$d/load.log" | tail -n 1)
	bad=$(grep -aE 'Illegal|Ambiguous|Impossible|Bad FEN' "$d/load.log" "$d/load.out")
	if [ "$plies" = 12 ] && [ -z "$bad" ]; then
		echo "pgn: XBoard loads leaper's LancerChess game to its end (12 half-moves, both castlings)"
	else
		echo "pgn: XBoard stopped at half-move ${plies:-0} of leaper's 12:"
		printf '%s\n' "$bad" | head -n 5 | sed 's/^/    /'
		ok=0
	fi

	# XBoard saves the game it loaded, as its own file: with leaper as its
	# engine in LancerChess, through its Save Game dialog (Ctrl+S, the
	# file's full name typed slowly, as the dialog completes names).
	if ! command -v xdotool >/dev/null 2>&1; then
		echo "pgn: xdotool not found: XBoard's own file not made"
		[ "$ok" -eq 1 ] || failed=$((failed + 1))
		return
	fi
	"$XBOARD" -fcp "$LEAPER xboard" -fd "$d" -firstProtocolVersion 2 -variant lancerchess \
		-pieceToCharTable "$table" -lgf "$d/leaper.pgn" -timeDelay 0 \
		-debug -nameOfDebugFile "$d/debug.log" -popupExitMessage false -popupMoveErrors false \
		-saveSettingsOnExit false -settingsFile "$d/xboardrc" >"$d/xboard.out" 2>&1 &
	xb=$!
	wait_for "$d/debug.log" 30 '^ForwardInner('
	sleep 2
	w=$(xdotool search --onlyvisible --class xboard | head -n 1)
	xdotool key --window "$w" ctrl+s
	sleep 2
	xdotool key ctrl+a
	xdotool type --delay 150 "$d/xboard.pgn"
	sleep 0.5
	xdotool key Return
	i=0
	while [ ! -s "$d/xboard.pgn" ] && [ $i -lt 50 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	sleep 1
	kill "$xb" 2>/dev/null
	wait "$xb" 2>/dev/null
	xb=
	if ! grep -q '5\. O-O-O O-O ' "$d/xboard.pgn" 2>/dev/null; then
		echo "pgn: XBoard saved no game with the two castlings as it names them"
		ok=0
	elif "$LEAPER" replay --plain "$d/xboard.pgn" </dev/null >"$d/replay.out" 2>&1; then
		echo "pgn: leaper loads XBoard's file of the game (Variant tag \"$(sed -n 's/^\[Variant "\(.*\)"\]$/\1/p' "$d/xboard.pgn")\", castlings 5. O-O-O O-O)"
	else
		echo "pgn: leaper cannot load XBoard's game:"
		tail -n 3 "$d/replay.out" | sed 's/^/    /'
		ok=0
	fi
	[ -n "${KEEP:-}" ] && cp "$d/leaper.pgn" "$KEEP/$games-pgn-leaper.pgn" &&
		cp "$d/xboard.pgn" "$KEEP/$games-pgn-xboard.pgn" 2>/dev/null &&
		cp "$d/load.log" "$KEEP/$games-pgn-load.debug" && cp "$d/debug.log" "$KEEP/$games-pgn.debug"
	[ "$ok" -eq 1 ] || failed=$((failed + 1))
}

# Loads PGN file $1 in XBoard with no engine and no piece table; sets
# plies to the half-moves it stepped through and bad to its complaints.
bare_load() {
	"$XBOARD" -ncp -lgf "$1" -timeDelay 0 -debug -nameOfDebugFile "$1.log" \
		-popupExitMessage false -popupMoveErrors false \
		-saveSettingsOnExit false -settingsFile "$1.rc" >"$1.out" 2>&1 &
	xb=$!
	wait_for "$1.log" 30 '^ForwardInner('
	sleep 1
	kill "$xb" 2>/dev/null
	wait "$xb" 2>/dev/null
	xb=
	plies=$(sed -n 's/^ForwardInner(\([0-9]*\)).*/\1/p' "$1.log" | tail -n 1)
	bad=$(grep -aE 'Illegal|Ambiguous|Impossible|Bad FEN' "$1.log" "$1.out" | head -n 3)
}

# Games of the variants XBoard knows by name, saved by leaper, loaded by
# bare XBoard to their end; and where it stops in LancerChess (see the top).
names() {
	games=$((games + 1))
	d=$TMP/game$games
	mkdir -p "$d" || exit 99
	ok=1
	for spec in "chess960|--fen|1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w GBgb - 0 1|O-O O-O-O f4 d5 Rf3 Rd6" \
		"capablanca|||i4 i5 Nj3 Nj6 h4 h5 Bh2 Bh7 Ci3 Ci6 O-O O-O" \
		"janus|||c4 c5 Nd3 Nd6 Bc2 Bc7 Ja3 Ja6 O-O O-O"; do
		v=${spec%%|*}; rest=${spec#*|}
		opt=${rest%%|*}; rest=${rest#*|}
		fen=${rest%%|*}; moves=${rest#*|}
		n=$(printf '%s\n' $moves | wc -l)
		{ printf '%s\n' $moves; echo "save $d/$v.pgn"; echo quit; } |
			"$LEAPER" play -v "$v" ${opt:+"$opt" "$fen"} --white human --black human --plain >"$d/$v.out" 2>&1
		tag=$(sed -n 's/^\[Variant "\(.*\)"\]$/\1/p' "$d/$v.pgn" 2>/dev/null)
		bare_load "$d/$v.pgn"
		if [ "$plies" = "$n" ] && [ -z "$bad" ]; then
			echo "names: bare XBoard loads leaper's $v game to its end ([Variant \"$tag\"], $n half-moves with castling)"
		else
			echo "names: bare XBoard stopped at half-move ${plies:-0} of leaper's $n in $v ([Variant \"$tag\"]):"
			printf '%s\n' "$bad" | sed 's/^/    /'
			ok=0
		fi
	done
	printf '%s\n' e4 c5 Bc4 Dc7 Lg3 d6 Ke2 Bd7 Qf1 Qb8 d3 e5 "save $d/lancer.pgn" quit |
		"$LEAPER" play -v lancerchess --white human --black human --plain >"$d/lancer.out" 2>&1
	bare_load "$d/lancer.pgn"
	echo "names: (known limit) bare XBoard stops at half-move ${plies:-0} of 12 in leaper's LancerChess game: $(printf '%s' "$bad" | head -n 1 | sed 's/.*xboard: //')"
	sed 's/^\[Variant "lancerchess"\]$/[Variant "fairy"]/' "$d/lancer.pgn" >"$d/fairy.pgn"
	bare_load "$d/fairy.pgn"
	echo "names: (known limit) with [Variant \"fairy\"] it stops at half-move ${plies:-0}: $(printf '%s' "$bad" | grep -a 'xboard:' | head -n 1 | sed 's/.*xboard: //')"
	[ "$ok" -eq 1 ] || failed=$((failed + 1))
}

[ $# -eq 0 ] && set -- lancerchess onslaught pgn names
for v in "$@"; do
	if [ "$v" = names ]; then
		names
	elif [ "$v" = pgn ]; then
		exchange
	else
		play "$v"
	fi
done
echo "$# games, $failed with problems"
[ "$failed" -eq 0 ]
