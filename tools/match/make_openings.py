#!/usr/bin/env python3
"""make_openings.py - writes the opening sets of tools/match/openings/.

For each variant it plays a random number of random legal plies (4 to 8 by
default) from the start position, keeps the position when a short search of
'leaper xboard' scores it within --max-score centipawns of equality and it is
new, and stops at --count positions. Each line of VARIANT.epd is the
position in EPD (board, side, castling, en passant; hmvc and fmvn) with a
'moves' opcode holding the moves from the start that reach it, which
match.py plays instead of sending the FEN, so engines need no setboard and
wrappers that rename pieces (fs-cecp --swap) see moves only.

The legal moves come from 'leaper perft --fen FEN --divide 1', the FEN after
a ply from 'leaper play --plain' (its 'fen' command), the score from 'leaper
xboard' with 'st' seconds per position. Every kept line is replayed through
a 'leaper xboard' in force mode, which must accept each move.

The checked-in sets were made from the source tree's top with

    LEAPER_DATA_DIR=data tools/match/make_openings.py --leaper /tmp/build/src/leaper

(the defaults: --count 60 --min-plies 4 --max-plies 8 --max-score 50
--think 0.2 --seed 2026, all five variants); about seven minutes, most
of it starting processes.
"""

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # leave no __pycache__ in the source tree
sys.path.insert(0, os.path.join(HERE, "..", "..", "tests"))

import referee  # noqa: E402

VARIANTS = ("chess", "lancerchess", "clash", "complete", "onslaught")
POST_LINE = re.compile(r"^\s*(\d+)\s+(-?\d+)\s+(\d+)\s+(\d+)")


def cecp_name(variant):
    """The variant's CECP name."""
    return "normal" if variant == "chess" else variant


def start_fen(leaper, variant, xdg):
    """The variant's start position as FEN."""
    return fen_after(leaper, variant, [], xdg)


def fen_after(leaper, variant, moves, xdg):
    """The FEN after the moves from the variant's start (leaper play --plain)."""
    env = dict(os.environ, XDG_DATA_HOME=xdg)
    text = "\n".join(moves + ["fen", "quit"]) + "\n"
    out = subprocess.run([leaper, "play", "-v", variant, "--plain", "--white", "human",
                          "--black", "human"], input=text, capture_output=True, text=True,
                         env=env, timeout=30).stdout
    fens = [line[5:].strip() for line in out.splitlines() if line.startswith("FEN: ")]
    if not fens:
        raise SystemExit("make_openings.py: no FEN from leaper play after %s" % " ".join(moves))
    return fens[-1]


def legal_moves(leaper, variant, fen):
    """The legal moves of the position, in coordinate notation."""
    out = subprocess.run([leaper, "perft", "-v", variant, "--fen", fen, "--divide", "1"],
                         capture_output=True, text=True, timeout=30).stdout
    moves = []
    for line in out.splitlines():
        words = line.split()
        if len(words) == 2 and words[1] == "1" and re.match(r"^[a-p]\d", words[0]):
            moves.append(words[0])
    return moves


def evaluate(engine, variant, moves, think):
    """The score (centipawns, side to move) of a short search after the moves;
    None when the engine found no move."""
    engine.send("new")
    if variant != "chess":
        engine.send("variant " + cecp_name(variant))
    engine.send("force")
    for m in moves:
        engine.send("usermove " + m)
    engine.send("st %g" % think)
    engine.send("post")
    engine.send("go")
    score = None
    deadline = time.monotonic() + think * 10 + 5
    while True:
        line = engine.readline(deadline)
        if line is None:
            raise SystemExit("make_openings.py: the engine does not answer")
        if line.startswith("move "):
            engine.send("force")
            engine.sync()
            return score
        if line.startswith(("1-0", "0-1", "1/2-1/2")):
            engine.sync()
            return None
        post = POST_LINE.match(line)
        if post:
            score = int(post.group(2))


def replay_ok(leaper, variant, moves):
    """Whether a fresh refereeing 'leaper xboard' accepts every move."""
    ref = referee.Referee(leaper + " xboard")
    try:
        ref.new_game(cecp_name(variant))
        for m in moves:
            verdict, _ = ref.play(m)
            if verdict != "ok":
                return False
        return True
    finally:
        ref.close()


def epd_line(fen, moves):
    """The EPD line of a position reached by moves."""
    f = fen.split()
    return '%s %s %s %s hmvc %s; fmvn %s; moves "%s";' % (
        f[0], f[1], f[2], f[3], f[4], f[5], " ".join(moves))


def make_set(args, variant, xdg):
    """The opening lines of one variant."""
    rng = random.Random("%d-%s" % (args.seed, variant))
    engine = referee.Engine(args.leaper + " xboard", "leaper")
    engine.handshake()
    seen, lines, tried = set(), [], 0
    start = start_fen(args.leaper, variant, xdg)
    try:
        while len(lines) < args.count and tried < args.count * 20:
            tried += 1
            plies = rng.randint(args.min_plies, args.max_plies)
            moves, fen = [], start
            for _ in range(plies):
                legal = legal_moves(args.leaper, variant, fen)
                if not legal:
                    break
                moves.append(rng.choice(sorted(legal)))
                fen = fen_after(args.leaper, variant, moves, xdg)
            if len(moves) < plies or not legal_moves(args.leaper, variant, fen):
                continue
            key = " ".join(fen.split()[:4])
            if key in seen:
                continue
            score = evaluate(engine, variant, moves, args.think)
            if score is None or abs(score) >= args.max_score:
                continue
            if not replay_ok(args.leaper, variant, moves):
                raise SystemExit("make_openings.py: the referee rejects %s" % " ".join(moves))
            seen.add(key)
            lines.append(epd_line(fen, moves))
            print("%s %3d/%d  %+4d cp  %s" % (variant, len(lines), args.count, score,
                                              " ".join(moves)), file=sys.stderr)
    finally:
        engine.close()
    if len(lines) < args.count:
        raise SystemExit("make_openings.py: %s: only %d balanced positions in %d tries"
                         % (variant, len(lines), tried))
    return lines


def main():
    """Writes openings/VARIANT.epd for each variant asked for."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--leaper", default=os.environ.get("LEAPER", "src/leaper"))
    ap.add_argument("--variant", action="append", choices=VARIANTS,
                    help="variant to make (repeatable; default all)")
    ap.add_argument("--count", type=int, default=60, help="positions per variant (60)")
    ap.add_argument("--min-plies", type=int, default=4)
    ap.add_argument("--max-plies", type=int, default=8)
    ap.add_argument("--max-score", type=int, default=50, help="|score| below this, in cp (50)")
    ap.add_argument("--think", type=float, default=0.2, help="seconds of search per position")
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--out", default=os.path.join(HERE, "openings"))
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    with tempfile.TemporaryDirectory() as xdg:
        for variant in args.variant or VARIANTS:
            lines = make_set(args, variant, xdg)
            path = os.path.join(args.out, variant + ".epd")
            with open(path, "w") as f:
                f.write("\n".join(lines) + "\n")
            print("wrote %d positions to %s" % (len(lines), path), file=sys.stderr)


if __name__ == "__main__":
    main()
