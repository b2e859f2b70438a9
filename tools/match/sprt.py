"""sprt.py - the statistics of a match: Elo with its error bar, and the
sequential probability ratio test (SPRT) that ends a match once it has
shown that engine A is stronger by elo1 or not stronger than by elo0.

Results are counted from engine A's side in one of two ways:

  trinomial    [losses, draws, wins] of single games, game scores 0, 1/2, 1;
  pentanomial  counts of game pairs (the two games of one opening, each
               engine White once) by their total score 0, 1/2, 1, 3/2, 2,
               i.e. [LL, LD, WL+DD, WD, WW]. Pairs cancel most of the
               opening's bias, so this is the form fishtest uses.

Elo is the logistic one: a score fraction s is an Elo difference of
-400 log10(1/s - 1), and elo corresponds to the score L(elo) = 1/(1 +
10^(-elo/400)).

The LLR is the generalised SPRT of M. Van den Bergh ("Comments on the
SPRT", 2014, and the fishtest documentation of the same formulas): the
results are a multinomial distribution over the score values a_i with
empirical frequencies p_i (N draws: games or pairs). For each hypothesis
the expected score is s_k = L(elo_k), and the maximum-likelihood
distribution with mean s_k is

    q_i = p_i / (1 + lambda (a_i - s_k)),

with lambda the root of sum_i p_i (a_i - s_k) / (1 + lambda (a_i - s_k)) = 0
(the function falls strictly with lambda, so bisection finds it). Then

    LLR = N sum_i p_i log(q1_i / q0_i).

Zero counts are replaced by EPSILON so that the MLE exists from the first
game on. The test stops with H1 (A is at least elo1 stronger) when LLR >=
log((1 - beta) / alpha) and with H0 when LLR <= log(beta / (1 - alpha)).
For a check, llr_normal() gives the familiar approximation
N (s1 - s0) (2 m - s0 - s1) / (2 v), with m and v the sample mean and
variance.

Standard library only.
"""

import math

EPSILON = 1e-3   # replaces zero counts, so that every outcome has some weight
TRI_SCORES = (0.0, 0.5, 1.0)                 # per game: loss, draw, win
PENTA_SCORES = (0.0, 0.25, 0.5, 0.75, 1.0)   # per game, averaged over a pair


def score_of_elo(elo):
    """Expected score fraction of an Elo difference (logistic)."""
    return 1.0 / (1.0 + 10.0 ** (-elo / 400.0))


def elo_of_score(score):
    """Elo difference of a score fraction (kept finite at 0 and 1)."""
    score = min(max(score, 1e-9), 1.0 - 1e-9)
    return -400.0 * math.log10(1.0 / score - 1.0) + 0.0  # no -0.0


def bounds(alpha, beta):
    """The SPRT's (lower, upper) LLR bounds."""
    return math.log(beta / (1.0 - alpha)), math.log((1.0 - beta) / alpha)


def _distribution(counts, scores, regularise):
    """(N, frequencies) of the counts, zero counts raised to EPSILON if asked."""
    if regularise:
        counts = [c if c > 0 else EPSILON for c in counts]
    n = float(sum(counts))
    if n <= 0:
        return 0.0, [0.0] * len(scores)
    return n, [c / n for c in counts]


def _mean_var(freq, scores):
    """Mean and variance of the score under the frequencies."""
    mean = sum(p * a for p, a in zip(freq, scores))
    var = sum(p * (a - mean) ** 2 for p, a in zip(freq, scores))
    return mean, var


def mle_with_mean(freq, scores, s):
    """The maximum-likelihood distribution of mean s closest to freq."""
    x = [a - s for a in scores]
    lo = -1.0 / max(x)          # 1 + lambda * max(x) > 0
    hi = -1.0 / min(x)          # 1 + lambda * min(x) > 0
    lo, hi = lo + 1e-12 * abs(lo), hi - 1e-12 * abs(hi)

    def f(lam):
        return sum(p * xi / (1.0 + lam * xi) for p, xi in zip(freq, x))

    for _ in range(200):
        mid = 0.5 * (lo + hi)
        if f(mid) > 0:
            lo = mid
        else:
            hi = mid
    lam = 0.5 * (lo + hi)
    q = [p / (1.0 + lam * xi) for p, xi in zip(freq, x)]
    total = sum(q)
    return [v / total for v in q]


def llr(counts, elo0, elo1):
    """The generalised SPRT's log-likelihood ratio of H1 (elo1) to H0 (elo0);
    counts are trinomial [L, D, W] or pentanomial [LL .. WW]."""
    scores = TRI_SCORES if len(counts) == 3 else PENTA_SCORES
    if sum(counts) <= 0:
        return 0.0
    n, freq = _distribution(counts, scores, True)
    q0 = mle_with_mean(freq, scores, score_of_elo(elo0))
    q1 = mle_with_mean(freq, scores, score_of_elo(elo1))
    return n * sum(p * math.log(b / a) for p, a, b in zip(freq, q0, q1))


def llr_normal(counts, elo0, elo1):
    """The normal approximation of the LLR (a cross-check of llr())."""
    scores = TRI_SCORES if len(counts) == 3 else PENTA_SCORES
    if sum(counts) <= 0:
        return 0.0
    n, freq = _distribution(counts, scores, True)
    mean, var = _mean_var(freq, scores)
    s0, s1 = score_of_elo(elo0), score_of_elo(elo1)
    return n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * var)


def sprt_verdict(value, alpha, beta):
    """'H1' (accept elo1), 'H0' (accept elo0) or None (go on) for an LLR."""
    lower, upper = bounds(alpha, beta)
    if value >= upper:
        return "H1"
    if value <= lower:
        return "H0"
    return None


def elo_estimate(counts):
    """(elo, error, score) with the 95% error bar (half the interval) from
    trinomial or pentanomial counts; None when there are no results. A
    score of 0 or 100% is an infinite Elo with no error bar (None)."""
    scores = TRI_SCORES if len(counts) == 3 else PENTA_SCORES
    n, freq = _distribution(counts, scores, False)
    if n <= 0:
        return None
    mean, var = _mean_var(freq, scores)
    if mean <= 0.0 or mean >= 1.0:
        return (math.inf if mean >= 1.0 else -math.inf), None, mean
    half = 1.959964 * math.sqrt(var / n)
    lo, hi = elo_of_score(mean - half), elo_of_score(mean + half)
    return elo_of_score(mean), (hi - lo) / 2.0, mean


def pair_bin(score_a):
    """The pentanomial bin of a pair from A's total score in it (0 .. 2)."""
    return int(round(score_a * 2))


def elo_text(est):
    """An elo_estimate() as a person reads it: 'Elo +12.3 +- 4.5'."""
    elo, err, score = est
    if err is None:
        return "Elo %sinf (score %.0f%%)" % ("+" if elo > 0 else "-", 100 * score)
    return "Elo %+.1f +- %.1f" % (elo, err)


def json_number(value):
    """A finite number rounded for the summary, else None (JSON has no inf)."""
    if value is None or math.isinf(value):
        return None
    return round(value, 2)
