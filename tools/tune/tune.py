#!/usr/bin/env python3
"""Texel tuning of leaper's evaluation weights.

Positions come from leaper's own fixed-depth self-play games
('leaper tune selfplay', which keeps only quiet positions: not in check,
the move played neither a capture nor a promotion, no capture that plainly
wins material), each labelled with its game's result from White's side,
or with any expected score from 0 to 1 (tools/tune/label.py labels them
with a stronger engine's search scores).
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
        [--passes 4] [--only name,name] [--weights-out W.txt] [--values] \\
        [--source src/engine/eval_tables.c | --ini W.ini] [--note 'what the games were']

--source writes the fitted weights back as the defaults in the C file
(the block between BEGIN WEIGHTS and END WEIGHTS), with the note in the
comment line above them; --ini writes them as 'weight NAME = N' lines for
one variant's file instead, and --values fits that variant's piece values
too. See HACKING, "Tuning the evaluation".
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
    "zone_attack_x16": (0, 64),
    "weak_zone_x16": (0, 64),
    "pst_piece_x16": (0, 48),
    "pst_pawn_mg_x16": (0, 48),
    "pst_pawn_eg_x16": (0, 48),
    "pst_royal_mg_x16": (0, 48),
    "pst_royal_eg_x16": (0, 48),
    "mobility_area": (0, 1),
    "complexity_x16": (0, 64),
    "few_pawns": (0, 64),
}


def read_weights(leaper, path=None, variant=None, values=False):
    """The weights of the leaper binary, in order, as [name, value]: its
    defaults, or those of variant (with its file's 'weight' lines), and with
    values also the variant's pieces' values (value_X)."""
    cmd = [leaper, "tune", "weights"] + (["-v", variant] if variant else [])
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    weights = [[line.split()[0], int(line.split()[1])] for line in out.splitlines()
               if line.strip() and (values or not line.startswith("value_"))]
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
    """Runs 'leaper tune eval' over the positions with a set of weights:
    one run per variant, the scores back in the positions' order."""

    def __init__(self, leaper, lines):
        self.leaper = leaper
        self.parts = []  # (variant, path of its FENs, their indices in lines)
        for v in sorted({v for v, _, _ in lines}):
            fd, path = tempfile.mkstemp(prefix="leaper-pos-", suffix=".txt")
            index = [i for i, x in enumerate(lines) if x[0] == v]
            with os.fdopen(fd, "w") as f:
                for i in index:
                    f.write(lines[i][1] + "\n")
            self.parts.append((v, path, index))
        self.size = len(lines)
        fd, self.wpath = tempfile.mkstemp(prefix="leaper-w-", suffix=".txt")
        os.close(fd)
        self.calls = 0

    def evals(self, weights):
        with open(self.wpath, "w") as f:
            for name, value in weights:
                f.write(f"{name} {value}\n")
        scores = [0] * self.size
        for variant, path, index in self.parts:
            with open(path) as inp:
                out = subprocess.run([self.leaper, "tune", "eval", "-v", variant, "--weights", self.wpath],
                                     stdin=inp, check=True, capture_output=True, text=True).stdout
            for i, x in zip(index, out.split()):
                scores[i] = int(x)
        self.calls += 1
        return scores

    def close(self):
        os.unlink(self.wpath)
        for _, path, _ in self.parts:
            os.unlink(path)


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
        if name.startswith("value_"):
            continue  # a piece's value belongs in its variant file
        block, n = re.subn(r"(\[EW_%s\] = )-?\d+," % name.upper(), r"\g<1>%d," % value, block)
        if n != 1:
            sys.exit(f"tune.py: {path}: no single line for EW_{name.upper()}")
    comment = "/* " + "\n * ".join(textwrap.wrap("tuned: " + note, 72)) + " */"
    block = re.sub(r"/\* tuned: .*?\*/", lambda m: comment, block, flags=re.S)
    with open(path, "w") as f:
        f.write(text[:start] + block + text[end:])


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("data", nargs="+",
                    help="'FEN;RESULT' files from 'leaper tune selfplay' or 'tune games', of "
                         "--variant's games, or VARIANT:FILE for another variant's (one fit "
                         "over them all)")
    ap.add_argument("--leaper", required=True, help="the leaper binary")
    ap.add_argument("-v", "--variant", default="chess")
    ap.add_argument("--passes", type=int, default=4)
    ap.add_argument("--only", help="comma-separated weights to tune (default: all)")
    ap.add_argument("--start", help="weights file to start from (default: the binary's)")
    ap.add_argument("--weights-out", help="write the fitted weights here")
    ap.add_argument("--source", help="write them as the defaults of this eval_tables.c")
    ap.add_argument("--note", default="", help="what the games were, for the source comment")
    ap.add_argument("--ini", help="write the fit as 'weight NAME = N' lines for --variant's file "
                                  "(and its pieces' values, with --values, as comments to carry over)")
    ap.add_argument("--values", action="store_true",
                    help="fit the values of the variant's pieces too (value_X; they go into "
                         "its variant file as 'value N', not into --source)")
    ap.add_argument("--ridge", type=float, default=0.0002,
                    help="penalty per weight for moving by its own size from the start (default 0.0002)")
    args = ap.parse_args()

    seen, lines = set(), []
    for arg in args.data:
        variant, path = arg.split(":", 1) if ":" in arg and not os.path.exists(arg) else (args.variant, arg)
        with open(path) as f:
            for line in f:
                line = line.strip()
                if ";" not in line:
                    continue
                fen, res = line.rsplit(";", 1)
                key = " ".join(fen.split()[:4])
                try:
                    r = float(res)
                except ValueError:
                    continue
                if key in seen or not 0.0 <= r <= 1.0:
                    continue
                seen.add(key)
                lines.append((variant, fen, r))
    if len(lines) < 100:
        sys.exit(f"tune.py: only {len(lines)} positions")
    # Held out: the last tenth of each file's positions, all at the end.
    variants = sorted({v for v, _, _ in lines})
    fitted, held = [], []
    for v in variants:
        mine = [x for x in lines if x[0] == v]
        cut = len(mine) * 9 // 10
        fitted += mine[:cut]
        held += mine[cut:]
    lines = fitted + held
    n = len(fitted)
    if args.values and variants != [args.variant]:
        sys.exit("tune.py: --values fits one variant's pieces: give only --variant's positions")
    results = [r for _, _, r in lines]
    ev = Evaluator(args.leaper, lines)
    try:
        weights = read_weights(args.leaper, args.start, args.variant, args.values)
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
                if name.startswith("value_"):  # a piece's value: within a half of where it began
                    lo, hi = max(50, start[name] * 2 // 3), start[name] * 3 // 2
                else:
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
        if args.ini:
            # The fit as lines of the variant file: the weights that differ
            # from the engine's defaults, the pieces' values.
            defaults = dict(read_weights(args.leaper))
            with open(args.ini, "w") as f:
                f.write(f"# tuned: {args.note}\n" if args.note else "")
                for name, value in weights:
                    if name.startswith("value_"):
                        f.write(f"# piece {name[6:]}: value {value}\n")
                    elif defaults.get(name) != value:
                        f.write(f"weight {name} = {value}\n")
        if args.source:
            write_source(args.source, weights, args.note)
    finally:
        ev.close()


if __name__ == "__main__":
    main()
