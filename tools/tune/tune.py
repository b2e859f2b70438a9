#!/usr/bin/env python3
"""Texel tuning of leaper's evaluation weights.

Positions come from leaper's own fixed-depth self-play games
('leaper tune selfplay', which keeps only quiet positions: not in check,
the move played neither a capture nor a promotion, no capture that plainly
wins material), each labelled with its game's result from White's side.
The error of a set of weights is the mean of (result - sigmoid(K * eval))^2
over the positions, with sigmoid(s) = 1 / (1 + 10^(-s/400)) and eval the
static evaluation from White's side ('leaper tune eval'). K is fitted
first, for the starting weights, and kept; a ridge term (--ridge) adds
the squared moves of the weights from the start, each in units of its own
size, so that a few thousand positions do not fit noise; then a
coordinate descent moves
one weight at a time by a step while that lowers the error, halving the
steps after every pass. The last tenth of the positions (whole games, the
file being in game order) is held out and its error printed, to show
whether the fit carries over.

    tools/tune/tune.py --leaper build/src/leaper -v chess DATA.txt... \\
        [--passes 4] [--only name,name] [--weights-out W.txt] \\
        [--source src/engine/eval_tables.c --note 'what the games were']

--source writes the fitted weights back as the defaults in the C file
(the block between BEGIN WEIGHTS and END WEIGHTS), with the note in the
comment line above them. See HACKING, "Tuning the evaluation".
"""

import argparse
import math
import os
import re
import subprocess
import sys
import tempfile
import textwrap

# Weights that are multipliers or thresholds: kept in these bounds.
BOUNDS = {
    "passed_blocked_x16": (0, 32),
    "mobility_mg_x16": (0, 64),
    "mobility_eg_x16": (0, 64),
    "danger_x16": (0, 64),
    "drawish_x16": (1, 14),
    "drawish_margin": (0, 600),
    "tempo": (0, 60),
}


def read_weights(leaper, path=None):
    """The default weights of the leaper binary, in order, as [name, value]."""
    out = subprocess.run([leaper, "tune", "weights"], check=True, capture_output=True, text=True).stdout
    weights = [[line.split()[0], int(line.split()[1])] for line in out.splitlines() if line.strip()]
    if path:
        given = {}
        with open(path) as f:
            for line in f:
                if line.strip() and not line.startswith("#"):
                    name, value = line.split()
                    given[name] = int(value)
        for w in weights:
            w[1] = given.get(w[0], w[1])
    return weights


class Evaluator:
    """Runs 'leaper tune eval' over the positions with a set of weights."""

    def __init__(self, leaper, variant, positions_path):
        self.leaper, self.variant, self.positions = leaper, variant, positions_path
        fd, self.wpath = tempfile.mkstemp(prefix="leaper-w-", suffix=".txt")
        os.close(fd)
        self.calls = 0

    def evals(self, weights):
        with open(self.wpath, "w") as f:
            for name, value in weights:
                f.write(f"{name} {value}\n")
        with open(self.positions) as inp:
            out = subprocess.run([self.leaper, "tune", "eval", "-v", self.variant, "--weights", self.wpath],
                                 stdin=inp, check=True, capture_output=True, text=True).stdout
        self.calls += 1
        return [int(x) for x in out.split()]

    def close(self):
        os.unlink(self.wpath)


def sigmoid(k, s):
    """The expected score of an evaluation s with scale k."""
    x = -k * s / 400.0
    if x > 50:
        return 0.0
    return 1.0 / (1.0 + 10.0 ** x)


def error(k, evals, results, lo, hi):
    """Mean squared error of positions lo..hi-1."""
    return sum((results[i] - sigmoid(k, evals[i])) ** 2 for i in range(lo, hi)) / max(1, hi - lo)


def fit_k(evals, results, n):
    """The K minimising the error on the first n positions (golden section)."""
    a, b = 0.05, 3.0
    g = (math.sqrt(5) - 1) / 2
    for _ in range(40):
        c, d = b - g * (b - a), a + g * (b - a)
        if error(c, evals, results, 0, n) < error(d, evals, results, 0, n):
            b = d
        else:
            a = c
    return (a + b) / 2


def write_source(path, weights, note):
    """Writes weights as the defaults between the markers of the C file."""
    with open(path) as f:
        text = f.read()
    start = text.index("BEGIN WEIGHTS */")
    end = text.index("/* END WEIGHTS */")
    block = text[start:end]
    for name, value in weights:
        block, n = re.subn(r"(\[EW_%s\] = )-?\d+," % name.upper(), r"\g<1>%d," % value, block)
        if n != 1:
            sys.exit(f"tune.py: {path}: no single line for EW_{name.upper()}")
    comment = "/* " + "\n * ".join(textwrap.wrap("tuned: " + note, 72)) + " */"
    block = re.sub(r"/\* tuned: .*?\*/", lambda m: comment, block, flags=re.S)
    with open(path, "w") as f:
        f.write(text[:start] + block + text[end:])


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("data", nargs="+", help="'FEN;RESULT' files from 'leaper tune selfplay'")
    ap.add_argument("--leaper", required=True, help="the leaper binary")
    ap.add_argument("-v", "--variant", default="chess")
    ap.add_argument("--passes", type=int, default=4)
    ap.add_argument("--only", help="comma-separated weights to tune (default: all)")
    ap.add_argument("--start", help="weights file to start from (default: the binary's)")
    ap.add_argument("--weights-out", help="write the fitted weights here")
    ap.add_argument("--source", help="write them as the defaults of this eval_tables.c")
    ap.add_argument("--note", default="", help="what the games were, for the source comment")
    ap.add_argument("--ridge", type=float, default=0.0002,
                    help="penalty per weight for moving by its own size from the start (default 0.0002)")
    args = ap.parse_args()

    seen, lines = set(), []
    for path in args.data:
        with open(path) as f:
            for line in f:
                line = line.strip()
                if ";" not in line:
                    continue
                fen, res = line.rsplit(";", 1)
                key = " ".join(fen.split()[:4])
                if key in seen or res not in ("1", "0", "0.5"):
                    continue
                seen.add(key)
                lines.append((fen, float(res)))
    if len(lines) < 100:
        sys.exit(f"tune.py: only {len(lines)} positions")
    fd, ppath = tempfile.mkstemp(prefix="leaper-pos-", suffix=".txt")
    with os.fdopen(fd, "w") as f:
        for fen, _ in lines:
            f.write(fen + "\n")
    results = [r for _, r in lines]
    n = len(lines) * 9 // 10
    ev = Evaluator(args.leaper, args.variant, ppath)
    try:
        weights = read_weights(args.leaper, args.start)
        evals = ev.evals(weights)
        k = fit_k(evals, results, n)
        start = {name: value for name, value in weights}

        def penalty():
            """The ridge term: how far the weights moved, each by its own size."""
            return args.ridge * sum(((value - start[name]) / max(8, abs(start[name]))) ** 2
                                    for name, value in weights)

        best = error(k, evals, results, 0, n)
        print(f"{len(lines)} positions ({n} fitted), K {k:.3f}, error {best:.6f}, "
              f"held out {error(k, evals, results, n, len(lines)):.6f}", flush=True)
        only = set(args.only.split(",")) if args.only else None
        steps = {name: max(2, abs(value) // 4) for name, value in weights}
        for p in range(args.passes):
            improved = 0
            for w in weights:
                name = w[0]
                if only and name not in only:
                    continue
                lo, hi = BOUNDS.get(name, (-1000, 5000))
                for direction in (1, -1):
                    moved = False
                    while True:
                        trial = min(hi, max(lo, w[1] + direction * steps[name]))
                        if trial == w[1]:
                            break
                        old = w[1]
                        w[1] = trial
                        e = error(k, ev.evals(weights), results, 0, n) + penalty()
                        if e < best:
                            best, moved = e, True
                            improved += 1
                        else:
                            w[1] = old
                            break
                    if moved:
                        break
            evals = ev.evals(weights)
            print(f"pass {p + 1}: error {best - penalty():.6f} (+ ridge {penalty():.6f}), held out {error(k, evals, results, n, len(lines)):.6f}, "
                  f"{improved} moves, {ev.calls} evaluations", flush=True)
            for name in steps:
                steps[name] = max(1, steps[name] // 2)
        for name, value in weights:
            print(f"{name} {value}")
        if args.weights_out:
            with open(args.weights_out, "w") as f:
                for name, value in weights:
                    f.write(f"{name} {value}\n")
        if args.source:
            write_source(args.source, weights, args.note)
    finally:
        ev.close()
        os.unlink(ppath)


if __name__ == "__main__":
    main()
