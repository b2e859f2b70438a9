#!/usr/bin/env python3
"""combine.py - adds up the results of several match.py runs.

  combine.py [--elo0 E0 --elo1 E1 --alpha A --beta B] FILES...

Reads the JSON summary lines of match.py (every line of the files that
starts with '{' and has "tool": "leaper-match"; other lines, such as the
per-game ones of a saved output, are skipped), adds their W/D/L and
pentanomial pair counts, and prints the combined Elo with its 95% error
bar, the LLR and the SPRT's verdict, then the same as one JSON line. The
SPRT bounds default to those of the first run. Runs of other engines,
variants or limits than the first are added all the same, with a warning:
pass only the files of one test.

Standard library only.
"""

import argparse
import json
import os
import sys

sys.dont_write_bytecode = True  # leave no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import sprt  # noqa: E402


def read_runs(paths):
    """The summaries found in the files, in order."""
    runs = []
    for path in paths:
        with open(path) as f:
            for number, line in enumerate(f, 1):
                line = line.strip()
                if not line.startswith("{"):
                    continue
                try:
                    run = json.loads(line)
                except ValueError as err:
                    raise SystemExit("combine.py: %s:%d: not JSON: %s" % (path, number, err))
                if run.get("tool") == "leaper-match":
                    run["_where"] = "%s:%d" % (path, number)
                    runs.append(run)
    return runs


def combine(runs):
    """(wdl, penta, games) added over the runs."""
    wdl, penta, games = [0, 0, 0], [0] * 5, 0
    for run in runs:
        wdl = [a + b for a, b in zip(wdl, run["wdl"])]
        penta = [a + b for a, b in zip(penta, run["penta"])]
        games += run["games"]
    return wdl, penta, games


def main(argv=None):
    """Prints the combined result; status 2 when there is nothing to add."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="+", metavar="FILE")
    ap.add_argument("--elo0", type=float)
    ap.add_argument("--elo1", type=float)
    ap.add_argument("--alpha", type=float)
    ap.add_argument("--beta", type=float)
    args = ap.parse_args(argv)
    runs = read_runs(args.files)
    if not runs:
        print("combine.py: no match.py summary line in %s" % " ".join(args.files), file=sys.stderr)
        return 2
    first = runs[0]
    for run in runs[1:]:
        for key in ("engine_a", "engine_b", "variant", "limits"):
            if run.get(key) != first.get(key):
                print("combine.py: warning: %s has %s %s, %s has %s" % (
                    run["_where"], key, run.get(key), first["_where"], first.get(key)),
                    file=sys.stderr)
    test = first.get("sprt", {})
    elo0 = args.elo0 if args.elo0 is not None else test.get("elo0", 0.0)
    elo1 = args.elo1 if args.elo1 is not None else test.get("elo1", 5.0)
    alpha = args.alpha if args.alpha is not None else test.get("alpha", 0.05)
    beta = args.beta if args.beta is not None else test.get("beta", 0.05)
    wdl, penta, games = combine(runs)
    if sum(penta):
        est = sprt.elo_estimate(penta)
    else:
        est = sprt.elo_estimate([wdl[2], wdl[1], wdl[0]])
    value = sprt.llr(penta, elo0, elo1)
    lower, upper = sprt.bounds(alpha, beta)
    verdict = sprt.sprt_verdict(value, alpha, beta)
    text = "%d runs, %d games +%d =%d -%d, pairs %s" % (len(runs), games, wdl[0], wdl[1], wdl[2], penta)
    if est:
        text += ", " + sprt.elo_text(est)
    text += ", LLR %.2f [%.2f, %.2f] for elo0 %g elo1 %g: %s" % (
        value, lower, upper, elo0, elo1,
        {"H1": "H1 accepted", "H0": "H0 accepted"}.get(verdict, "not decided"))
    print(text)
    print(json.dumps({
        "tool": "leaper-match-combined", "runs": len(runs), "games": games, "wdl": wdl,
        "penta": penta, "elo": sprt.json_number(est and est[0]),
        "elo95": sprt.json_number(est and est[1]), "llr": round(value, 4),
        "sprt": {"elo0": elo0, "elo1": elo1, "alpha": alpha, "beta": beta,
                 "lower": round(lower, 4), "upper": round(upper, 4), "verdict": verdict}}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
