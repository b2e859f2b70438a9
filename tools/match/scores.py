#!/usr/bin/env python3
"""scores.py - where two engines' judgements of their games part.

  scores.py [--engine NAME] [--gap PAWNS] [--at MOVES] FILES.pgn...

Reads the games match.py wrote (each move commented with the mover's
score in pawns, '{+0.19/11 0.06s}'), puts both engines' scores on NAME's
side (the first White of the first game when not given), and prints for
each game the first move at which they differ by PAWNS or more (1.0 by
default), with the moves that lead there, to set the position up in
either engine. The last lines give how many games parted, the median
move of parting and NAME's score in those games, and the mean gap (the
other engine's score less NAME's) at the moves of --at (10,20,30):
negative where the other engine thinks NAME's position worse than NAME
does. A change that brings NAME's judgement toward a stronger engine's
shows as a gap nearer nought, with the match result as the proof.

Standard library only.
"""

import argparse
import re
import statistics
import sys

TAG = re.compile(r'^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]\s*$')
TOKEN = re.compile(r"\{([^}]*)\}|(\S+)")
SCORE = re.compile(r"^([+-])(M?)(\d+(?:\.\d+)?)/")
RESULT_WORDS = ("1-0", "0-1", "1/2-1/2", "*")


class Game:
    """One game: its tags, and per ply the move and the mover's score in
    pawns (None for a book move or a move without a score)."""

    def __init__(self, tags):
        self.tags = tags
        self.moves = []
        self.scores = []

    def white_first(self):
        fen = self.tags.get("FEN")
        return not fen or len(fen.split()) < 2 or fen.split()[1] == "w"

    def first_number(self):
        fen = self.tags.get("FEN", "").split()
        return int(fen[5]) if len(fen) > 5 and fen[5].isdigit() else 1


def parse_score(comment):
    """The score in pawns of a move comment, a mate as +-100; or None."""
    m = SCORE.match(comment.strip())
    if not m:
        return None
    sign = 1 if m.group(1) == "+" else -1
    return sign * (100.0 if m.group(2) else float(m.group(3)))


def read_games(text):
    """The games of a PGN text written by match.py."""
    games, game, in_moves = [], None, False
    for line in text.splitlines():
        m = TAG.match(line)
        if m:
            if game is None or in_moves:
                game = Game({})
                games.append(game)
                in_moves = False
            game.tags[m.group(1)] = m.group(2)
            continue
        if not line.strip() or game is None:
            continue
        in_moves = True
        for comment, word in TOKEN.findall(line):
            if word:
                if word in RESULT_WORDS or re.match(r"^\d+\.+$", word):
                    continue
                game.moves.append(word)
                game.scores.append(None)
            elif game.moves and game.scores[-1] is None and comment.strip() != "book":
                game.scores[-1] = parse_score(comment)
    return games


def sides(game, name):
    """Per full move number, NAME's latest score and the other engine's,
    both from NAME's side: {number: [mine, theirs]}."""
    white_is_name = game.tags.get("White") == name
    white = game.white_first()
    number = game.first_number()
    out = {}
    for move_score in game.scores:
        if move_score is not None:
            mine = white == white_is_name
            slot = out.setdefault(number, [None, None])
            slot[0 if mine else 1] = move_score if mine else -move_score
        if not white:
            number += 1
        white = not white
    return out


def parting(game, name, gap):
    """The first move number where both scores are known and differ by gap
    or more, with the two scores; or None."""
    for number, (mine, theirs) in sorted(sides(game, name).items()):
        if mine is not None and theirs is not None and abs(theirs - mine) >= gap:
            return number, mine, theirs
    return None


def points(game, name):
    """NAME's points in the game (1, 0.5, 0), or None when unfinished."""
    result = game.tags.get("Result")
    if result == "1/2-1/2":
        return 0.5
    if result not in ("1-0", "0-1"):
        return None
    return 1.0 if (result == "1-0") == (game.tags.get("White") == name) else 0.0


def mean_gap(games, name, number):
    """The mean of (theirs - mine) at move number over the games that have
    both scores there; with how many those are."""
    gaps = []
    for game in games:
        slot = sides(game, name).get(number)
        if slot and slot[0] is not None and slot[1] is not None:
            gaps.append(slot[1] - slot[0])
    return (statistics.mean(gaps) if gaps else None), len(gaps)


def report(games, name, gap, at, out):
    """Prints the per-game lines and the summary; returns the summary as a
    dict (for the tests)."""
    parted, scored = [], []
    for game in games:
        colour = "White" if game.tags.get("White") == name else "Black"
        where = parting(game, name, gap)
        label = "game %s (%s %s, %s)" % (game.tags.get("Round", "?"), name, colour,
                                          game.tags.get("Result", "*"))
        if not where:
            out.write("%s: never %.2f pawns apart\n" % (label, gap))
            continue
        number, mine, theirs = where
        other = game.tags.get("Black") if colour == "White" else game.tags.get("White")
        out.write("%s: parted at move %d: %s %+.2f, %s %+.2f\n" % (label, number, name, mine, other,
                                                                    theirs))
        plies = (number - game.first_number()) * 2 + (0 if game.white_first() else -1)
        if game.tags.get("FEN"):
            out.write("  from %s\n" % game.tags["FEN"])
        out.write("  moves %s\n" % " ".join(game.moves[:max(plies, 0)]))
        parted.append(number)
        got = points(game, name)
        if got is not None:
            scored.append(got)
    summary = {"games": len(games), "parted": len(parted),
               "median": statistics.median(parted) if parted else None,
               "points": sum(scored), "gaps": {}}
    out.write("%s: %d games, %d parted by %.2f pawns or more" % (name, len(games), len(parted), gap))
    if parted:
        out.write(" (median at move %g; %s scored %g of them)" % (summary["median"], name,
                                                                  summary["points"]))
    out.write("\n")
    words = []
    for number in at:
        value, count = mean_gap(games, name, number)
        summary["gaps"][number] = value
        if value is not None:
            words.append("move %d %+.2f (%d games)" % (number, value, count))
    if words:
        out.write("mean gap, the other engine's score less %s's: %s\n" % (name, ", ".join(words)))
    return summary


def main(argv=None):
    ap = argparse.ArgumentParser(description="Where two engines' judgements of their games part.")
    ap.add_argument("--engine", help="whose side the scores are put on (default: the first White)")
    ap.add_argument("--gap", type=float, default=1.0, help="pawns apart that count as parting")
    ap.add_argument("--at", default="10,20,30", help="move numbers of the mean gap")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args(argv)
    games = []
    for path in args.files:
        try:
            with open(path) as f:
                games += read_games(f.read())
        except OSError as err:
            sys.exit("scores.py: %s: %s" % (path, err.strerror))
    if not games:
        sys.exit("scores.py: no games in %s" % " ".join(args.files))
    name = args.engine or games[0].tags.get("White", "?")
    try:
        at = [int(x) for x in args.at.split(",") if x.strip()]
    except ValueError:
        sys.exit("scores.py: --at wants move numbers separated by commas, not '%s'" % args.at)
    report(games, name, args.gap, at, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
