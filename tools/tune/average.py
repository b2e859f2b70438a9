#!/usr/bin/env python3
"""Averages network files into one whose correction is the mean of theirs.

    tools/tune/average.py [--scale S] A.net B.net... > MEAN.net

Each file is a network of leaper-variants(5) ("Network files") for the
same board and pieces. The file written has all their units side by side
(as many as they have together, at most 256) and each file's output
weights divided by the number of files, so that its correction is the
mean of theirs, times S if given. Where the networks err differently the
mean errs less than each of them, and the search, which seeks out the
positions an evaluation overrates, pays for the errors that are left
(doc/strength.md, "Two networks averaged"). Royal rows that one file has
and another has not are noughts for the other's units. The comments of
each file are kept, under its name.

Standard library only.
"""

import argparse
import sys

MAX_HIDDEN = 256     # VAR_NET_MAX_HIDDEN
MAX_WEIGHT = 32767   # VAR_NET_MAX_WEIGHT
MAX_BIAS = 2000      # the output bias's bound (as net.py writes it)
SHAPE = ("board", "pieces", "hidden", "royal-radius")


class NetError(Exception):
    """A network file that cannot be read, with its file and line."""


def read_net(path):
    """The shape, numbered rows (in file order) and comments of a network file."""
    shape, rows, order, comments = {}, {}, [], []
    try:
        with open(path) as f:
            lines = f.read().splitlines()
    except OSError as exc:
        raise NetError(f"{path}: cannot read it ({exc.strerror})")
    for number, line in enumerate(lines, 1):
        text = line.strip()
        if not text:
            continue
        if text.startswith("#"):
            comments.append(text)
            continue
        key, eq, value = text.partition("=")
        key = " ".join(key.split())
        if not eq or not key:
            raise NetError(f"{path}:{number}: 'key = value' expected")
        if key in SHAPE:
            shape[key] = value.strip()
            continue
        try:
            numbers = [int(x) for x in value.split()]
        except ValueError:
            raise NetError(f"{path}:{number}: {key}: whole numbers expected")
        if key in rows:
            raise NetError(f"{path}:{number}: {key} given twice")
        rows[key] = numbers
        order.append(key)
    for key in ("board", "pieces", "hidden"):
        if key not in shape:
            raise NetError(f"{path}: no '{key}' line")
    try:
        hidden = int(shape["hidden"])
        radius = int(shape.get("royal-radius", "0"))
    except ValueError:
        raise NetError(f"{path}: hidden and royal-radius must be whole numbers")
    for key, numbers in rows.items():
        want = 1 if key == "output-bias" else hidden
        if len(numbers) != want:
            raise NetError(f"{path}: {key}: {len(numbers)} numbers, {want} expected")
    return {"path": path, "board": shape["board"], "pieces": shape["pieces"], "hidden": hidden,
            "radius": radius, "rows": rows, "order": order, "comments": comments}


def clamp(x, bound):
    """x rounded to a whole number (halves away from nought) within -bound..bound."""
    r = int(abs(x) + 0.5) * (1 if x >= 0 else -1)
    return max(-bound, min(bound, r))


def average(nets, scale):
    """The lines of the network whose correction is scale times the nets' mean."""
    first = nets[0]
    for net in nets[1:]:
        for key in ("board", "pieces"):
            if net[key] != first[key]:
                raise NetError(f"{net['path']}: {key} = {net[key]}, but {first['path']} has {first[key]}")
    total = sum(net["hidden"] for net in nets)
    if total > MAX_HIDDEN:
        raise NetError(f"{total} units together; a network may have at most {MAX_HIDDEN}")
    share = scale / len(nets)
    keys = []
    for net in nets:
        keys += [k for k in net["order"] if k not in keys]
    out = [f"# The mean of {len(nets)} networks (tools/tune/average.py), times {scale:g}:"]
    for net in nets:
        out.append(f"# {net['path']} ({net['hidden']} units):")
        out += ["#   " + c.lstrip("#").strip() for c in net["comments"]]
    out += [f"board = {first['board']}", f"pieces = {first['pieces']}", f"hidden = {total}"]
    radius = max(net["radius"] for net in nets)
    if radius:
        out.append(f"royal-radius = {radius}")
    for key in keys:
        if key == "output-bias":
            bias = sum(net["rows"].get(key, [0])[0] for net in nets) * share
            out.append(f"output-bias = {clamp(bias, MAX_BIAS)}")
            continue
        numbers = []
        for net in nets:
            row = net["rows"].get(key, [0] * net["hidden"])
            if key.startswith("output "):
                row = [clamp(x * share, MAX_WEIGHT) for x in row]
            numbers += row
        out.append(f"{key} = " + " ".join(str(x) for x in numbers))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--scale", type=float, default=1.0, help="multiply the mean correction by this (1)")
    ap.add_argument("files", nargs="+", help="network files")
    args = ap.parse_args()
    try:
        nets = [read_net(path) for path in args.files]
        lines = average(nets, args.scale)
    except NetError as exc:
        sys.exit(f"average.py: {exc}")
    sys.stdout.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
