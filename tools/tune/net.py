#!/usr/bin/env python3
"""Trains a network file: a correction to leaper's evaluation.

Reads labelled positions ('FEN;LABEL' lines, the label an expected result
from White's side, as tools/tune/label.py writes them), has leaper give
its score of each (without any network) and the network's inputs
('leaper tune inputs'), and fits a network whose output, added to
leaper's score, best predicts the labels:

    expected = 1 / (1 + 10^(-(score + correction) / 400))

The network is the one leaper-variants(5) describes under "Network
files": each side's view sums one row of weights per piece (own or enemy,
type, square seen from that side), holds the sums to 0..1, and the
output weights of the side to move's view and of the other's give the
correction in centipawns; with --royal-radius R, also one row per piece
within R files and ranks of the view's royal piece (own or enemy, type,
offset), so that it can learn an attack on the royal piece wherever it
stands. --init starts from a network file's weights (its royal rows, or
noughts; a file of fewer units fills the first ones, and the others start
with output weights of nought). The last share of the positions (--hold-out)
is kept out of the fit and its error printed after each pass; the weights of the
best pass are written, in whole numbers, as a network file.

    tools/tune/net.py --leaper 'env LEAPER_DATA_DIR=data build/src/leaper' \\
        -v lancerchess --hidden 32 --epochs 30 LABELLED.txt... > lancerchess.net

Needs numpy.
"""

import argparse
import math
import subprocess
import sys

import numpy as np

ONE = 1024  # VAR_NET_ONE: a view's sum held to 0..ONE
OUT = 16    # VAR_NET_OUT: the output weights are centipawns times OUT
PAWN = 100  # the fit's output weights are in pawns, so that Adam's steps
            # (of about the learning rate) move them as fast as the inputs
SCALE = math.log(10) / 400


def read_positions(paths):
    """The FEN and label of every 'FEN;LABEL' line of the files."""
    fens, labels = [], []
    for path in paths:
        with open(path) as f:
            for number, line in enumerate(f, 1):
                line = line.strip()
                if not line:
                    continue
                fen, _, label = line.rpartition(";")
                try:
                    labels.append(float(label))
                except ValueError:
                    sys.exit(f"{path}:{number}: expected FEN;LABEL")
                fens.append(fen)
    return fens, np.array(labels, dtype=np.float32)


def leaper_inputs(command, variant, fens, radius):
    """leaper's scores (White's side), the side to move and each view's inputs."""
    text = "".join(fen + "\n" for fen in fens)
    out = subprocess.run(command.split() + ["tune", "inputs", "-v", variant, "--royal-radius", str(radius)],
                         input=text,
                         capture_output=True, text=True, check=False)
    if out.returncode != 0:
        sys.exit(f"leaper tune inputs failed: {out.stderr.strip()}")
    lines = out.stdout.splitlines()
    header = dict(item.split("=") for item in lines[0][2:].split())
    scores, white, views = [], [], ([], [])
    for line in lines[1:]:
        score, side, own, other = line.split(";")
        scores.append(int(score))
        white.append(side == "w")
        views[0].append(np.array(own.split(), dtype=np.int32))
        views[1].append(np.array(other.split(), dtype=np.int32))
    return header, np.array(scores, dtype=np.float32), np.array(white), views


def padded(rows, n):
    """The inputs of some positions as one array, each row filled up with
    n (a row of noughts past the real inputs)."""
    width = max(len(r) for r in rows)
    out = np.full((len(rows), width), n, dtype=np.int32)
    for i, r in enumerate(rows):
        out[i, :len(r)] = r
    return out


class Net:
    """The network's weights in floats (a view's sum held to 0..1, the
    output in centipawns), with Adam's moments."""

    def __init__(self, inputs, hidden, rng, tempo):
        # tempo: the two views get output weights of their own (and a bias),
        # so the correction may depend on the side to move; without, the
        # enemy view's weights are the own view's negated and there is no
        # bias, so a position's correction from White's side is the same
        # whoever is to move
        self.tempo = tempo
        self.p = {
            # a last row for the filler input, kept at nought
            "w1": np.vstack([rng.standard_normal((inputs, hidden)) * 0.05,
                             np.zeros((1, hidden))]).astype(np.float32),
            "b1": np.full(hidden, 0.5, dtype=np.float32),
            "w2": (rng.standard_normal((2, hidden)) * 0.1).astype(np.float32),
            "b2": np.zeros(1, dtype=np.float32),
        }
        self.m = {k: np.zeros_like(v) for k, v in self.p.items()}
        self.v = {k: np.zeros_like(v) for k, v in self.p.items()}
        self.t = 0

    def forward(self, x_own, x_other):
        p = self.p
        a = (p["w1"][x_own].sum(1) + p["b1"], p["w1"][x_other].sum(1) + p["b1"])
        h = (np.clip(a[0], 0, 1), np.clip(a[1], 0, 1))
        if not self.tempo:
            return a, h, PAWN * ((h[0] - h[1]) @ p["w2"][0])
        return a, h, PAWN * (h[0] @ p["w2"][0] + h[1] @ p["w2"][1] + p["b2"][0])

    def step(self, x_own, x_other, base, target, lr, l2):
        """One Adam step on a batch; returns its mean squared error."""
        p = self.p
        a, h, out = self.forward(x_own, x_other)
        pred = 1 / (1 + np.exp(-(base + out) * SCALE))
        err = pred - target
        g_out = 2 * err * pred * (1 - pred) * SCALE * PAWN / len(target)
        if self.tempo:
            grads = {"b2": np.array([g_out.sum()], dtype=np.float32),
                     "w2": np.stack([h[0].T @ g_out, h[1].T @ g_out])}
            w_out = (p["w2"][0], p["w2"][1])
        else:
            grads = {"b2": np.zeros(1, dtype=np.float32),
                     "w2": np.stack([(h[0] - h[1]).T @ g_out, np.zeros_like(p["w2"][1])])}
            w_out = (p["w2"][0], -p["w2"][0])
        g_a = [np.outer(g_out, w_out[i]) * ((a[i] > 0) & (a[i] < 1)) for i in (0, 1)]
        rows = len(p["w1"])
        idx = np.concatenate([x_own.ravel(), x_other.ravel()])
        g = np.concatenate([np.repeat(g_a[0], x_own.shape[1], axis=0), np.repeat(g_a[1], x_other.shape[1], axis=0)])
        grads["w1"] = np.stack([np.bincount(idx, weights=g[:, j], minlength=rows)
                                for j in range(g.shape[1])], axis=1).astype(np.float32) + l2 * p["w1"]
        grads["w1"][-1] = 0
        grads["b1"] = g_a[0].sum(0) + g_a[1].sum(0)
        self.t += 1
        for k, g in grads.items():
            self.m[k] = 0.9 * self.m[k] + 0.1 * g
            self.v[k] = 0.999 * self.v[k] + 0.001 * g * g
            mh = self.m[k] / (1 - 0.9 ** self.t)
            vh = self.v[k] / (1 - 0.999 ** self.t)
            p[k] -= lr * mh / (np.sqrt(vh) + 1e-8)
        return float((err * err).mean())


def error(net, views, base, target, n, batch=8192):
    """The mean squared error of the positions, in batches."""
    total = 0.0
    for s in range(0, len(target), batch):
        _, _, out = net.forward(views[0][s:s + batch], views[1][s:s + batch])
        pred = 1 / (1 + np.exp(-(base[s:s + batch] + out) * SCALE))
        total += float(((pred - target[s:s + batch]) ** 2).sum())
    return total / len(target)


def square_name(sq, files):
    return "abcdefghijklmnop"[sq % files] + str(sq // files + 1)


def square_row(npieces, nsq, rel, t, sq):
    """The row of a square input (var_net_square_row)."""
    return (rel * npieces + t) * nsq + sq


def royal_row(npieces, nsq, radius, rel, t, df, dr):
    """The row of a royal input (var_net_royal_row)."""
    w = 2 * radius + 1
    return 2 * npieces * nsq + ((rel * npieces + t) * w + dr + radius) * w + df + radius


def read_net(path, net, header, scale):
    """Starts net from the weights of a network file written for the same
    pieces, board and units (royal rows it lacks start at nought), written
    with output weights times scale."""
    files = int(header["board"].split("x")[0])
    pieces = header["pieces"]
    radius = int(header["royal-radius"])
    nsq = files * int(header["board"].split("x")[1])
    squares = {square_name(sq, files): sq for sq in range(nsq)}
    p = net.p
    # the file's units, from its "hidden" line (which comes before the
    # numbers): the network may have more, which keep their random start
    # (output weights nought, so that it starts as the file)
    units = None
    with open(path) as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if line.startswith("#") or "=" not in line:
                continue
            key, value = (x.strip() for x in line.split("=", 1))
            words = key.split()
            if key == "hidden":
                if not value.isdigit():
                    sys.exit(f"{path}:{number}: hidden: expected a number of units")
                units = int(value)
                if units > p["w1"].shape[1]:
                    sys.exit(f"{path}:{number}: {units} units, more than the network's {p['w1'].shape[1]}")
                p["w1"][:, :units] = 0
                continue
            if key in ("board", "pieces", "royal-radius"):
                continue
            if units is None:
                sys.exit(f"{path}:{number}: numbers before the \"hidden\" line")
            try:
                numbers = np.array(value.split(), dtype=np.float32)
                if key != "output-bias" and len(numbers) != units:
                    raise ValueError(f"{len(numbers)} numbers where the file has {units} units")
                if key == "input-bias":
                    p["b1"][:units] = numbers / ONE
                elif words[0] == "input":
                    rel = words[1] == "enemy"
                    p["w1"][square_row(len(pieces), nsq, rel, pieces.index(words[2]), squares[words[3]]), :units] = \
                        numbers / ONE
                elif words[0] == "royal":
                    df, dr = int(words[3]), int(words[4])
                    if max(abs(df), abs(dr)) > radius:
                        continue
                    rel = words[1] == "enemy"
                    p["w1"][royal_row(len(pieces), nsq, radius, rel, pieces.index(words[2]), df, dr), :units] = \
                        numbers / ONE
                elif key in ("output own", "output enemy"):
                    p["w2"][int(key == "output enemy")][:] = 0
                    p["w2"][int(key == "output enemy")][:units] = numbers / (scale * PAWN * OUT)
                elif key == "output-bias":
                    p["b2"][0] = float(value) / (scale * PAWN)
            except (ValueError, KeyError, IndexError) as e:
                sys.exit(f"{path}:{number}: cannot use this line ({e})")


def write_net(net, header, variant, out, scale, note):
    """The weights in whole numbers, as a network file, the output weights
    times scale."""
    p = net.p
    files, ranks = (int(x) for x in header["board"].split("x"))
    pieces = header["pieces"]
    radius = int(header["royal-radius"])
    nsq = files * ranks
    w1 = np.rint(p["w1"][:-1] * ONE).astype(int)
    lim = 32767
    out.write(f"# A correction to leaper's evaluation of {variant}, fitted by tools/tune/net.py")
    out.write(f" (output weights times {scale:g}).\n" if scale != 1 else ".\n")
    for line in note:
        out.write(f"# {line}\n")
    out.write(f"board = {files}x{ranks}\npieces = {pieces}\nhidden = {w1.shape[1]}\n")
    if radius:
        out.write(f"royal-radius = {radius}\n")
    out.write("input-bias = " + " ".join(str(int(x)) for x in np.clip(np.rint(p["b1"] * ONE), -lim, lim)) + "\n")
    for rel, side in enumerate(("own", "enemy")):
        for t, letter in enumerate(pieces):
            for sq in range(nsq):
                row = np.clip(w1[square_row(len(pieces), nsq, rel, t, sq)], -lim, lim)
                if not row.any():
                    continue
                out.write(f"input {side} {letter} {square_name(sq, files)} = " +
                          " ".join(str(int(x)) for x in row) + "\n")
    for rel, side in enumerate(("own", "enemy")) if radius else ():
        for t, letter in enumerate(pieces):
            for dr in range(-radius, radius + 1):
                for df in range(-radius, radius + 1):
                    row = np.clip(w1[royal_row(len(pieces), nsq, radius, rel, t, df, dr)], -lim, lim)
                    if row.any():
                        out.write(f"royal {side} {letter} {df} {dr} = " + " ".join(str(int(x)) for x in row) + "\n")
    w2 = p["w2"] if net.tempo else np.stack([p["w2"][0], -p["w2"][0]])
    for i, side in enumerate(("own", "enemy")):
        out.write(f"output {side} = " +
                  " ".join(str(int(x)) for x in np.clip(np.rint(w2[i] * scale * PAWN * OUT), -lim, lim)) + "\n")
    out.write(f"output-bias = {int(np.clip(np.rint(p['b2'][0] * scale * PAWN), -2000, 2000))}\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--leaper", default="leaper", help="the command that runs leaper")
    ap.add_argument("-v", "--variant", required=True)
    ap.add_argument("--hidden", type=int, default=32)
    ap.add_argument("--epochs", type=int, default=30)
    ap.add_argument("--batch", type=int, default=4096)
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--l2", type=float, default=1e-6)
    ap.add_argument("--hold-out", type=float, default=0.05)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--output-scale", type=float, default=1.0,
                    help="multiply the output weights written by this (a shrunk correction may play better)")
    ap.add_argument("--note", action="append", default=[], help="a comment line for the file (repeatable)")
    ap.add_argument("--royal-radius", type=int, default=0,
                    help="add rows for the pieces within this many files and ranks of each view's royal piece")
    ap.add_argument("--init", help="start from this network file's weights (same pieces and board, as many units or fewer)")
    ap.add_argument("--init-output-scale", type=float, default=1.0,
                    help="the --output-scale the --init file was written with")
    ap.add_argument("--tempo", action="store_true",
                    help="let the correction depend on the side to move (own output weights for each view)")
    ap.add_argument("files", nargs="+")
    args = ap.parse_args()

    fens, labels = read_positions(args.files)
    header, scores, white, views = leaper_inputs(args.leaper, args.variant, fens, args.royal_radius)
    n = int(header["inputs"])
    # The side to move's point of view: its score, its expected result,
    # its view first.
    sign = np.where(white, 1, -1).astype(np.float32)
    base = scores * sign
    target = np.where(white, labels, 1 - labels).astype(np.float32)
    own = padded([views[0][i] if white[i] else views[1][i] for i in range(len(fens))], n)
    other = padded([views[1][i] if white[i] else views[0][i] for i in range(len(fens))], n)
    rng = np.random.default_rng(args.seed)
    # The held-out positions are the last ones read, not a random share:
    # neighbouring positions come from one game, and a network that
    # learned a game by heart would pass a random share of it.
    cut = len(fens) - int(len(fens) * args.hold_out)
    held = np.arange(cut, len(fens))
    train = np.arange(cut)
    hv = (own[held], other[held])
    net = Net(n, args.hidden, rng, args.tempo)
    net.p["w2"] *= 0  # start from leaper's own score
    before = error(net, hv, base[held], target[held], n)
    print(f"{len(train)} positions to fit, {len(held)} held out; "
          f"held-out error without a network {before:.6f}", file=sys.stderr)
    if args.init:
        read_net(args.init, net, header, args.init_output_scale)
        print(f"held-out error with {args.init}: {error(net, hv, base[held], target[held], n):.6f}",
              file=sys.stderr)
    best, best_p = before, None
    for epoch in range(args.epochs):
        rng.shuffle(train)
        lr = args.lr * (0.5 if epoch >= args.epochs * 2 // 3 else 1.0)
        total = 0.0
        for s in range(0, len(train), args.batch):
            idx = train[s:s + args.batch]
            total += net.step(own[idx], other[idx], base[idx], target[idx], lr, args.l2) * len(idx)
        held_err = error(net, hv, base[held], target[held], n)
        print(f"pass {epoch + 1}: fit {total / len(train):.6f} held out {held_err:.6f}", file=sys.stderr)
        if held_err < best:
            best, best_p = held_err, {k: v.copy() for k, v in net.p.items()}
    if best_p is None:
        sys.exit("no pass improved on the held-out positions")
    net.p = best_p
    print(f"held-out error {before:.6f} -> {best:.6f}", file=sys.stderr)
    a, _, out = net.forward(hv[0][:8192], hv[1][:8192])
    print(f"held-out correction: mean {out.mean():.1f} cp, spread {out.std():.1f} cp; units "
          f"at 0 {(a[0] <= 0).mean():.0%}, between {((a[0] > 0) & (a[0] < 1)).mean():.0%}, "
          f"at 1 {(a[0] >= 1).mean():.0%}", file=sys.stderr)
    write_net(net, header, args.variant, sys.stdout, args.output_scale, args.note)


if __name__ == "__main__":
    main()
