#!/bin/sh
# match-fairymax.sh - plays leaper against Fairy-Max in orthodox chess over
# the xboard protocol and reports the score with its Elo difference and 95%
# interval. Not part of 'make check': a match of 100 games at 10 seconds
# plus 0.1 seconds a move takes about half an hour on two cores.
#
# Usage: tests/match-fairymax.sh [GAMES] [BASE-SECONDS] [INCREMENT-SECONDS]
#
# Needs Fairy-Max (Debian: apt-get install fairymax) and python3. Set
# $LEAPER to the program (default ./src/leaper, for a build directory),
# $FAIRYMAX to Fairy-Max, $CONCURRENCY to the games played at once (2) and
# $MATCH_LOG to a file for the moves of every game. The referee,
# tests/referee.py, keeps the clocks and checks every move with a third,
# refereeing 'leaper xboard' (see its --help).

: "${TESTS_DIR:=$(dirname "$0")}"
: "${LEAPER:=./src/leaper}"
: "${LEAPER_DATA_DIR:=$TESTS_DIR/../data}"
: "${FAIRYMAX:=/usr/games/fairymax}"
: "${CONCURRENCY:=2}"
export LEAPER_DATA_DIR

games=${1:-100}
base=${2:-10}
inc=${3:-0.1}

if [ ! -x "$LEAPER" ]; then
	echo "match-fairymax.sh: no program at $LEAPER (set LEAPER)" >&2
	exit 2
fi
if [ ! -x "$FAIRYMAX" ]; then
	echo "match-fairymax.sh: Fairy-Max not found at $FAIRYMAX (apt-get install fairymax)" >&2
	exit 2
fi

exec python3 "$TESTS_DIR/referee.py" \
	--engine1 "$LEAPER xboard" --name1 leaper \
	--engine2 "$FAIRYMAX" --name2 Fairy-Max \
	--referee "$LEAPER xboard" \
	--games "$games" --base "$base" --inc "$inc" --concurrency "$CONCURRENCY" \
	${MATCH_LOG:+--log "$MATCH_LOG"}
