#!/usr/bin/env python3
"""Labels tuning positions with a UCI engine's search scores.

Reads 'FEN;RESULT' lines (as 'leaper tune selfplay' and 'leaper tune games'
write them), has a UCI engine search each position to a fixed depth or
node count, and writes 'FEN;LABEL' lines for tools/tune/tune.py, where the
label is the engine's score from White's side as an expected result,
1 / (1 + 10^(-cp / 400)), mixed with the game's result by --mix:

    label = (1 - mix) * expected + mix * result

A fit to a stronger engine's scores carries far less noise than a fit to
game results alone (each position says how good it is, not only how one
game ended), so the weights move toward that engine's judgement as far as
leaper's terms can follow it. Nothing in leaper depends on the engine.

    tools/tune/label.py --engine 'fairy-stockfish' \\
        --option VariantPath=fs-variants.ini --option UCI_Variant=lancerchess \\
        --letters QK:KQ --depth 8 --jobs 2 IN.txt > OUT.txt

With --static the label is instead the engine's static evaluation (the
'eval' command of Stockfish and its derivatives, which prints it from
White's side): fast, but a poor target on its own (doc/strength.md).

Each label is written as soon as every position before it is done, so a
run that stops keeps the labels it had made, in order.

--letters FROM:TO translates piece letters of leaper's FEN to the
engine's (both cases; FROM and TO of the same length), for variants whose
letters differ between the two programs.
"""

import argparse
import os
import sys
import threading
import time

sys.dont_write_bytecode = True  # leave no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "match"))

import match  # noqa: E402  (the match runner's UCI handshake and score parsing)

SEARCH_SECONDS = 600  # the longest one position's search may take


def start_engine(command, options):
    """The engine process, told the options and ready (tests/referee.py's
    Engine, through the match runner's UCI handshake)."""
    eng = match.referee.Engine(command, command)
    match.uci_hello(eng, command)
    for name, value in options:
        eng.send(f"setoption name {name} value {value}")
    match.uci_ready(eng, command)
    return eng


def ask(eng, fen, commands, what, last, score_of):
    """Sets up fen, sends the commands and reads the engine's answer up to
    the line that last(line) says ends it; returns the last score in
    centipawns that score_of(line) found in it, or None. what says what the
    engine did not do if it goes quiet or away."""
    eng.send(f"position fen {fen}")
    for command in commands:
        eng.send(command)
    deadline = time.monotonic() + SEARCH_SECONDS
    score = None
    while True:
        line = eng.readline(deadline)
        if line is None:
            raise match.EngineGone(f"{eng.name} did not {what} {fen}")
        if last(line):
            return score
        got = score_of(line)
        if got is not None:
            score = got


def info_score(line):
    """The score of a UCI 'info' line, or None."""
    got = match.uci_score(line) if line.split()[:1] == ["info"] else None
    return got[0] if got else None


def final_evaluation(line):
    """The score of Stockfish's 'Final evaluation +0.92 (white side)' line
    in centipawns, or None."""
    words = line.split()
    if words[:2] != ["Final", "evaluation"]:
        return None
    try:
        return 100.0 * float(words[2])
    except (IndexError, ValueError):
        return None  # 'none (in check)'


def search_score(eng, fen, limit):
    """The engine's last score of fen in centipawns for the side to move
    (a mate far beyond any other score), after a search to limit ('depth
    N'...), or None if it gave none."""
    return ask(eng, fen, [f"go {limit}"], "end its search of",
               lambda line: line.split()[:1] == ["bestmove"], info_score)


def static_score(eng, fen):
    """The engine's static evaluation of fen in centipawns from White's
    side (the 'Final evaluation' line that the 'eval' command of Stockfish
    and its derivatives prints), or None if it gave none (in check)."""
    return ask(eng, fen, ["eval", "isready"], "answer 'eval' for",
               lambda line: line.strip() == "readyok", final_evaluation)


def translate(fen, table):
    """fen with the board's piece letters translated by table."""
    board, rest = (fen.split(" ", 1) + [""])[:2]
    return board.translate(table) + (" " + rest if rest else "")


def expected(cp):
    """The expected result of a score in centipawns."""
    return 1.0 / (1.0 + 10.0 ** (-cp / 400.0))


def read_positions(paths, limit=0, unit=False):
    """The (FEN, result) pairs of the 'FEN;RESULT' lines of the files, at
    most limit of them if limit; with unit, each result from 0 to 1. A line
    that is not one ends the program with its file and line."""
    items = []
    for path in paths:
        with open(path) as f:
            for n, line in enumerate(f, 1):
                line = line.strip()
                if not line or line.startswith("#"):
                    continue
                if ";" not in line:
                    sys.exit(f"{path}:{n}: 'FEN;RESULT' expected")
                fen, res = line.rsplit(";", 1)
                try:
                    value = float(res)
                except ValueError:
                    sys.exit(f"{path}:{n}: the result '{res}' is not a number")
                if unit and not 0.0 <= value <= 1.0:
                    sys.exit(f"{path}:{n}: the result '{res}' is not from 0 to 1")
                items.append((fen, value))
                if limit and len(items) >= limit:
                    return items
    return items


def engine_args(ap, args):
    """The engine's options, as (name, value) pairs, and the translation
    table of piece letters from the --option and --letters arguments
    (label.py's and terms.py's); a malformed one ends the program."""
    options = []
    for o in args.option:
        if "=" not in o:
            ap.error(f"--option {o}: NAME=VALUE expected")
        options.append(tuple(o.split("=", 1)))
    table = {}
    if args.letters:
        src, _, dst = args.letters.partition(":")
        if len(src) != len(dst):
            ap.error("--letters FROM:TO: FROM and TO must be as long")
        table = str.maketrans(src + src.lower(), dst + dst.lower())
    return options, table


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--engine", required=True, help="the UCI engine's command")
    ap.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--depth", type=int, help="search depth per position")
    ap.add_argument("--nodes", type=int, help="nodes per position (instead of a depth)")
    ap.add_argument("--static", action="store_true",
                    help="the engine's static evaluation ('eval') instead of a search")
    ap.add_argument("--letters", help="FROM:TO piece letters, leaper's to the engine's")
    ap.add_argument("--mix", type=float, default=0.0, help="weight of the game result (0)")
    ap.add_argument("--jobs", type=int, default=1, help="engine processes at once")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    if not args.depth and not args.nodes and not args.static:
        ap.error("give --depth, --nodes or --static")
    limit = f"depth {args.depth}" if args.depth else f"nodes {args.nodes}"
    options, table = engine_args(ap, args)

    items = read_positions(args.files)

    # The labels are written in the order of the positions as soon as every
    # position before them is done, so that a run of hours that stops (an
    # engine gone, the machine shut down) keeps what it had labelled.
    pending = object()  # a position not yet searched (None: searched, no score)
    labels = [pending] * len(items)
    lock = threading.Lock()
    next_item = [0]
    done = 0  # positions written or passed over, in order
    kept = 0  # labels written
    errors = []

    def write_ready():
        """Writes the labels of the positions searched, in order, up to
        the first not yet searched (called with the lock held)."""
        nonlocal done, kept
        start = done
        while done < len(items) and labels[done] is not pending:
            if labels[done] is not None:
                sys.stdout.write(f"{items[done][0]};{labels[done]:.4f}\n")
                kept += 1
            done += 1
        if done != start:
            sys.stdout.flush()

    def work():
        try:
            eng = start_engine(args.engine, options)
        except Exception as exc:
            errors.append(str(exc) or type(exc).__name__)
            return
        try:
            while not errors:
                with lock:
                    i = next_item[0]
                    next_item[0] += 1
                if i >= len(items):
                    break
                fen, res = items[i]
                if args.static:
                    cp = static_score(eng, translate(fen, table))
                else:
                    cp = search_score(eng, translate(fen, table), limit)
                    if cp is not None and fen.split()[1] == "b":
                        cp = -cp
                label = None
                if cp is not None:
                    label = (1 - args.mix) * expected(cp) + args.mix * res
                with lock:
                    labels[i] = label
                    write_ready()
        except Exception as exc:
            errors.append(str(exc) or type(exc).__name__)
        finally:
            eng.close()

    threads = [threading.Thread(target=work) for _ in range(max(1, args.jobs))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if errors:
        sys.exit(f"label.py: {errors[0]} (the first {done} positions were done: "
                 f"{kept} labels written)")
    print(f"label.py: {kept} of {len(items)} positions labelled", file=sys.stderr)


if __name__ == "__main__":
    main()
