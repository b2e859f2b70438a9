#!/usr/bin/env python3
"""test_tools.py - unit tests of the match tools' arithmetic and parsing
(no engine needed): python3 tools/match/test_tools.py"""

import io
import json
import math
import os
import sys
import tempfile
import unittest
from contextlib import redirect_stdout

sys.dont_write_bytecode = True  # leave no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import combine  # noqa: E402
import match  # noqa: E402
import scores  # noqa: E402
import sprt  # noqa: E402


def brute_force_llr(counts, elo0, elo1, steps=20000):
    """The trinomial GSPRT LLR by maximising the likelihood over a grid of
    distributions with each hypothesis' mean (an independent check)."""
    scores = sprt.TRI_SCORES
    c = [x if x > 0 else sprt.EPSILON for x in counts]

    def best(s):
        # q = (l, d, w) with d/2 + w = s and l + d + w = 1: one free value, w.
        top = -1e300
        lo, hi = max(0.0, 2 * s - 1), min(s, 1.0)
        for i in range(1, steps):
            w = lo + (hi - lo) * i / steps
            d = 2 * (s - w)
            l = 1 - d - w
            if min(l, d, w) <= 0:
                continue
            top = max(top, c[0] * math.log(l) + c[1] * math.log(d) + c[2] * math.log(w))
        return top
    del scores
    return best(sprt.score_of_elo(elo1)) - best(sprt.score_of_elo(elo0))


class SprtTest(unittest.TestCase):
    """The statistics of sprt.py."""

    def test_bounds(self):
        lower, upper = sprt.bounds(0.05, 0.05)
        self.assertAlmostEqual(upper, math.log(19), places=9)
        self.assertAlmostEqual(lower, -math.log(19), places=9)

    def test_elo_and_score(self):
        self.assertAlmostEqual(sprt.elo_of_score(0.5), 0.0)
        self.assertAlmostEqual(sprt.elo_of_score(0.75), 400 * math.log10(3), places=6)
        self.assertAlmostEqual(sprt.score_of_elo(sprt.elo_of_score(0.63)), 0.63)

    def test_mle_has_the_mean(self):
        freq = [0.1, 0.2, 0.4, 0.2, 0.1]
        for s in (0.3, 0.5, 0.52, 0.8):
            q = sprt.mle_with_mean(freq, sprt.PENTA_SCORES, s)
            self.assertAlmostEqual(sum(q), 1.0, places=9)
            self.assertAlmostEqual(sum(a * b for a, b in zip(q, sprt.PENTA_SCORES)), s, places=9)

    def test_trinomial_llr_against_brute_force(self):
        for counts, e0, e1 in (([30, 40, 45], 0, 5), ([300, 410, 290], 0, 10), ([5, 2, 20], -10, 40)):
            self.assertAlmostEqual(sprt.llr(counts, e0, e1), brute_force_llr(counts, e0, e1), places=3)

    def test_llr_close_to_normal_approximation(self):
        penta = [120, 810, 2050, 860, 130]
        exact, approx = sprt.llr(penta, 0, 5), sprt.llr_normal(penta, 0, 5)
        self.assertGreater(exact, 0)
        self.assertLess(abs(exact - approx), 0.05 * abs(approx))

    def test_equal_engines_go_to_h0(self):
        self.assertLess(sprt.llr([0, 0, 300, 0, 0], 0, 5), sprt.bounds(0.05, 0.05)[0])
        self.assertEqual(sprt.sprt_verdict(sprt.llr([10, 50, 100, 50, 10], 0, 5), 0.05, 0.05), None)
        self.assertLess(sprt.llr([30, 150, 300, 150, 30], 0, 5), 0)

    def test_stronger_engine_goes_to_h1(self):
        self.assertEqual(sprt.sprt_verdict(sprt.llr([100, 500, 1300, 700, 200], 0, 5), 0.05, 0.05), "H1")

    def test_elo_estimate(self):
        elo, err, score = sprt.elo_estimate([10, 20, 10])   # L, D, W
        self.assertAlmostEqual(elo, 0.0)
        self.assertAlmostEqual(score, 0.5)
        # 40 games, variance 0.125 per game: 1.96 * sqrt(0.125 / 40) in score.
        half = 1.959964 * math.sqrt(0.125 / 40)
        self.assertAlmostEqual(err, (sprt.elo_of_score(0.5 + half) - sprt.elo_of_score(0.5 - half)) / 2)
        self.assertIsNone(sprt.elo_estimate([0, 0, 0]))

    def test_pair_bins(self):
        self.assertEqual([sprt.pair_bin(s) for s in (0, 0.5, 1, 1.5, 2)], [0, 1, 2, 3, 4])


class AdjudicationTest(unittest.TestCase):
    """match.adjudicate() with the default thresholds."""

    def setUp(self):
        self.args = match.parse_args(["-a", "x", "-b", "y"])

    def test_resign_needs_both_sides(self):
        self.assertEqual(match.adjudicate([500, 450] * 3, self.args, 10)[0], "1-0")
        self.assertIsNone(match.adjudicate([500, 450, 500, 300, 500, 450], self.args, 10))
        self.assertEqual(match.adjudicate([-900] * 6, self.args, 10)[0], "0-1")
        self.assertIsNone(match.adjudicate([500, None] * 3, self.args, 10))

    def test_draw_from_move_34(self):
        self.assertIsNone(match.adjudicate([0] * 16, self.args, 60))
        self.assertEqual(match.adjudicate([5, -20] * 8, self.args, 68)[0], "1/2-1/2")
        self.assertIsNone(match.adjudicate([5, -21] * 8, self.args, 68))


class TimeOddsTest(unittest.TestCase):
    """--tc-a and --tc-b: each engine's own clock."""

    def test_own_clock_is_parsed_and_told(self):
        args = match.parse_args(["-a", "x", "-b", "y", "--tc", "2+0.02", "--tc-a", "60+0.6"])
        spec_a = match.EngineSpec("x", "x", "cecp", [])
        spec_b = match.EngineSpec("y", "y", "uci", [])
        spec_a.limits, own_b = match.own_limits(args)
        self.assertIsNone(own_b)
        self.assertEqual((spec_a.limits.base_ms, spec_a.limits.inc_ms), (60000, 600))
        self.assertEqual(match.limits_text(match.Limits(args), [spec_a, spec_b]), "2+0.02, A 60+0.6")

    def test_own_depth_against_a_clock(self):
        args = match.parse_args(["-a", "x", "-b", "y", "--tc", "6+0.06", "--depth-b", "11"])
        own_a, own_b = match.own_limits(args)
        self.assertIsNone(own_a)
        self.assertEqual((own_b.depth, own_b.timed), (11, False))
        spec_a = match.EngineSpec("x", "x", "cecp", [])
        spec_b = match.EngineSpec("y", "y", "uci", [])
        spec_b.limits = own_b
        self.assertEqual(match.limits_text(match.Limits(args), [spec_a, spec_b]), "6+0.06, B depth=11")
        args = match.parse_args(["-a", "x", "-b", "y", "--tc-b", "20+0.2", "--depth-a", "9"])
        self.assertEqual([(l.timed, l.depth, l.base_ms) for l in match.own_limits(args)],
                         [(False, 9, 10000), (True, 0, 20000)])

    def test_bad_own_clocks_are_refused(self):
        for argv in (["--tc-b", "fast"], ["--tc-a", "1+"], ["--depth", "3", "--tc-b", "1+0.01"],
                     ["--depth-a", "0"], ["--depth", "3", "--depth-b", "4"],
                     ["--depth-a", "5", "--tc-a", "1+0.01"], ["--depth-a", "5", "--depth-b", "5"]):
            with self.assertRaises(SystemExit), redirect_stdout(io.StringIO()), \
                    open(os.devnull, "w") as null:
                saved, sys.stderr = sys.stderr, null
                try:
                    match.parse_args(["-a", "x", "-b", "y"] + argv)
                finally:
                    sys.stderr = saved


class FilesTest(unittest.TestCase):
    """Openings and the combining of summaries."""

    def test_openings(self):
        with tempfile.NamedTemporaryFile("w", suffix=".epd", delete=False) as f:
            f.write('8/8/8/8/8/8/8/K1k5 w - - hmvc 3; fmvn 40;\n'
                    '# a comment\n'
                    'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - hmvc 0; fmvn 2; '
                    'moves "e2e4 e7e5";\n')
        try:
            got = match.read_openings(f.name)
        finally:
            os.unlink(f.name)
        self.assertEqual(got[0].fen, "8/8/8/8/8/8/8/K1k5 w - - 3 40")
        self.assertEqual(got[0].moves, [])
        self.assertIsNone(got[1].fen)
        self.assertEqual(got[1].moves, ["e2e4", "e7e5"])

    def test_checked_in_openings_are_long_enough(self):
        folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "openings")
        for variant in ("chess", "lancerchess", "clash", "complete", "onslaught"):
            got = match.read_openings(os.path.join(folder, variant + ".epd"))
            self.assertGreaterEqual(len(got), 50, variant)
            for o in got:
                self.assertTrue(4 <= len(o.moves) <= 8, o.text)

    def test_combine_adds_up(self):
        one = {"tool": "leaper-match", "engine_a": "a", "engine_b": "b", "variant": "chess",
               "limits": "10+0.1", "games": 10, "wdl": [4, 3, 3], "penta": [0, 1, 2, 1, 1],
               "sprt": {"elo0": 0, "elo1": 5, "alpha": 0.05, "beta": 0.05}}
        two = dict(one, games=6, wdl=[1, 4, 1], penta=[0, 1, 1, 1, 0])
        with tempfile.NamedTemporaryFile("w", delete=False) as f:
            f.write("game 1: a - b 1-0\n%s\n%s\n" % (json.dumps(one), json.dumps(two)))
        out = io.StringIO()
        try:
            with redirect_stdout(out):
                self.assertEqual(combine.main([f.name]), 0)
        finally:
            os.unlink(f.name)
        total = json.loads(out.getvalue().splitlines()[-1])
        self.assertEqual(total["games"], 16)
        self.assertEqual(total["wdl"], [5, 7, 4])
        self.assertEqual(total["penta"], [0, 2, 3, 2, 1])
        self.assertAlmostEqual(total["llr"], sprt.llr([0, 2, 3, 2, 1], 0, 5), places=3)


class ScoresTest(unittest.TestCase):
    """scores.py: both engines' scores on one side, and where they part."""

    PGN = """[Event "leaper match"]
[Round "1.1"]
[White "a"]
[Black "b"]
[Result "0-1"]

1. e2e4 {book} e7e5 {book} 2. g1f3 {+0.20/10 0.05s} b8c6 {-0.10/11 0.06s}
3. f1c4 {+0.30/10 0.05s} g8f6 {+0.90/11 0.06s} 4. d2d3 {-0.40/10 0.05s}
f8c5 {+M3/12 0.01s} {adjudication} 0-1

[Event "leaper match"]
[Round "1.2"]
[White "b"]
[Black "a"]
[Result "1/2-1/2"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/8/4K3 b - - 0 7"]

7... e8d8 {-0.05/9 0.01s} 8. e1d1 {+0.05/9 0.01s} {repetition} 1/2-1/2
"""

    def test_sides(self):
        games = scores.read_games(self.PGN)
        self.assertEqual(len(games), 2)
        self.assertEqual(games[0].moves[:3], ["e2e4", "e7e5", "g1f3"])
        got = scores.sides(games[0], "a")
        # a is White: its own scores as they are, b's negated.
        self.assertEqual(got[2], [0.20, 0.10])
        self.assertEqual(got[3], [0.30, -0.90])
        self.assertEqual(got[4], [-0.40, -100.0])
        # a is Black and moves first, at move 7, of a set-up position.
        self.assertEqual(scores.sides(games[1], "a"), {7: [-0.05, None], 8: [None, -0.05]})

    def test_parting_and_report(self):
        games = scores.read_games(self.PGN)
        self.assertEqual(scores.parting(games[0], "a", 1.0), (3, 0.30, -0.90))
        self.assertIsNone(scores.parting(games[1], "a", 1.0))
        out = io.StringIO()
        summary = scores.report(games, "a", 1.0, [2, 3, 9], out)
        self.assertEqual((summary["games"], summary["parted"], summary["points"]), (2, 1, 0.0))
        self.assertAlmostEqual(summary["gaps"][2], -0.10)
        self.assertAlmostEqual(summary["gaps"][3], -1.20)
        self.assertIsNone(summary["gaps"][9])
        self.assertIn("parted at move 3: a +0.30, b -0.90", out.getvalue())
        self.assertIn("moves e2e4 e7e5 g1f3 b8c6\n", out.getvalue())


if __name__ == "__main__":
    unittest.main()
