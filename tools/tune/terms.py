#!/usr/bin/env python3
"""Which of a reference engine's evaluation terms follow leaper's misjudgements.

Reads 'FEN;LABEL' lines (tools/tune/label.py's, the label a stronger
engine's score as an expected result), takes leaper's static evaluation
of each position ('leaper tune eval') and the reference engine's own
breakdown of its evaluation (the 'eval' command of Stockfish and its
family, whose table has a row a term with White's, Black's and the total
opening and endgame parts), and prints for every term how its total
correlates with the difference between the label's score and leaper's
(both from White's side, in centipawns), the strongest first.

A term whose total rises with the difference is one the reference engine
counts and leaper's evaluation lacks or undervalues: a place to look for
an evaluation term (doc/strength.md has examples). Positions whose scores
are past --cap centipawns are left out, as are those the engine gives no
table for (in check, for Stockfish).

    tools/tune/terms.py --leaper build/src/leaper -v lancerchess \\
        --engine fairy-stockfish --option VariantPath=fs-variants.ini \\
        --option UCI_Variant=lancerchess --letters QK:KQ --limit 5000 IN.txt
"""

import argparse
import math
import os
import signal
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # leave no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import label  # noqa: E402  (its reader of positions, the engine's start, options and letters)

EVAL_SECONDS = 60  # the longest one evaluation may take


def centipawns(p):
    """The score of an expected result (label.py's expected(), inverted)."""
    p = min(max(p, 1e-4), 1 - 1e-4)
    return 400.0 * math.log10(p / (1.0 - p))


def engine_terms(eng, fen):
    """The engine's evaluation table for fen: {term: (opening, endgame)} of
    the totals, empty when it prints none."""
    eng.send(f"position fen {fen}")
    eng.send("eval")
    eng.send("isready")
    deadline = time.monotonic() + EVAL_SECONDS
    terms = {}
    while True:
        line = eng.readline(deadline)
        if line is None:
            raise label.match.EngineGone(f"{eng.name} did not answer 'eval' for {fen}")
        if line.strip() == "readyok":
            return terms
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if not line.startswith("|") or len(cells) != 4:
            continue
        parts = cells[3].split()
        try:
            terms[cells[0]] = (float(parts[0]), float(parts[1]))
        except (IndexError, ValueError):
            pass  # a heading, or '----' for a term without totals


def correlation(xs, ys):
    """Pearson's correlation of two equally long lists (0 if either is flat)."""
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    return sxy / math.sqrt(sxx * syy) if sxx > 0 and syy > 0 else 0.0


def main():
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # quietly, when piped to head
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--leaper", required=True, help="the leaper binary")
    ap.add_argument("-v", "--variant", required=True)
    ap.add_argument("--engine", required=True, help="the reference engine's command")
    ap.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    ap.add_argument("--letters", help="FROM:TO piece letters, leaper's to the engine's")
    ap.add_argument("--limit", type=int, default=0, help="read at most this many positions")
    ap.add_argument("--cap", type=float, default=600.0, help="leave out scores past this (cp)")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()
    options, table = label.engine_args(ap, args)

    items = label.read_positions(args.files, args.limit, unit=True)
    if not items:
        sys.exit("terms.py: no positions")

    run = subprocess.run([args.leaper, "tune", "eval", "-v", args.variant],
                         input="".join(fen + "\n" for fen, _ in items),
                         capture_output=True, text=True)
    ours = run.stdout.split()
    if run.returncode != 0 or len(ours) != len(items):
        sys.exit(f"terms.py: leaper tune eval failed: {run.stderr.strip()}")

    try:
        eng = label.start_engine(args.engine, options)
    except Exception as e:  # noqa: BLE001  (any failure to start is reported the same way)
        sys.exit(f"terms.py: {args.engine}: {e}")
    rows, diffs = [], []
    try:
        for (fen, p), mine in zip(items, ours):
            want, have = centipawns(p), float(mine)
            if abs(want) > args.cap or abs(have) > args.cap:
                continue
            terms = engine_terms(eng, label.translate(fen, table))
            if terms:
                rows.append(terms)
                diffs.append(want - have)
    finally:
        eng.send("quit")
    if len(rows) < 3:
        sys.exit(f"terms.py: only {len(rows)} positions with the engine's table")
    rms = math.sqrt(sum(d * d for d in diffs) / len(diffs))
    print(f"{len(rows)} positions; the difference (label less leaper) {rms:.1f} cp root mean square")
    names = sorted({name for t in rows for name in t})
    found = []
    for name in names:
        for half, h in (("mg", 0), ("eg", 1)):
            xs = [t.get(name, (0.0, 0.0))[h] for t in rows]
            found.append((correlation(xs, diffs), f"{name} {half}"))
    for r, what in sorted(found, key=lambda x: -abs(x[0])):
        print(f"{r:+.3f}  {what}")


if __name__ == "__main__":
    main()
