#!/usr/bin/env python3
"""referee.py - plays matches between two xboard (CECP) engines.

Each game runs three processes: the two players and a 'leaper xboard' in
force mode that keeps a copy of the game. Every move a player makes is
first played on that copy: if leaper replies "Illegal move", the mover
loses; when leaper announces a result (checkmate, stalemate, the fifty-move
rule, repetition, insufficient material), the game ends with it. The
referee keeps both clocks itself (base time plus increment per move, sent
to the engines with "time" and "otim") and a player whose clock runs out
loses on time. Colours alternate from game to game.

Only the Python standard library is used. Run with --help for options.
"""

import argparse
import math
import os
import select
import shlex
import subprocess
import threading
import time

RESULT_WORDS = ("1-0", "0-1", "1/2-1/2")

# Openings for orthodox chess, in coordinate notation: each is played
# twice, once with each engine as White, so deterministic engines still
# give a varied match.
OPENINGS = [
    "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6", "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5", "e2e4 e7e5 g1f3 b8c6 d2d4 e5d4",
    "e2e4 e7e5 g1f3 g8f6 f3e5 d7d6", "e2e4 e7e5 b1c3 g8f6 f2f4 d7d5", "e2e4 e7e5 f2f4 e5f4 g1f3 g7g5",
    "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4", "e2e4 c7c5 g1f3 b8c6 d2d4 c5d4", "e2e4 c7c5 g1f3 e7e6 d2d4 c5d4",
    "e2e4 c7c5 b1c3 b8c6 g2g3 g7g6", "e2e4 c7c5 c2c3 g8f6 e4e5 f6d5", "e2e4 e7e6 d2d4 d7d5 b1c3 f8b4",
    "e2e4 e7e6 d2d4 d7d5 e4e5 c7c5", "e2e4 c7c6 d2d4 d7d5 e4e5 c8f5", "e2e4 c7c6 d2d4 d7d5 b1c3 d5e4",
    "e2e4 d7d5 e4d5 d8d5 b1c3 d5a5", "e2e4 g8f6 e4e5 f6d5 d2d4 d7d6", "e2e4 d7d6 d2d4 g8f6 b1c3 g7g6",
    "e2e4 g7g6 d2d4 f8g7 b1c3 d7d6", "d2d4 d7d5 c2c4 e7e6 b1c3 g8f6", "d2d4 d7d5 c2c4 c7c6 g1f3 g8f6",
    "d2d4 d7d5 c2c4 d5c4 g1f3 g8f6", "d2d4 g8f6 c2c4 e7e6 b1c3 f8b4", "d2d4 g8f6 c2c4 e7e6 g1f3 b7b6",
    "d2d4 g8f6 c2c4 g7g6 b1c3 f8g7", "d2d4 g8f6 c2c4 g7g6 b1c3 d7d5", "d2d4 g8f6 c2c4 c7c5 d4d5 e7e6",
    "d2d4 g8f6 c2c4 c7c5 d4d5 b7b5", "d2d4 f7f5 g2g3 g8f6 f1g2 g7g6", "d2d4 d7d5 g1f3 g8f6 c1f4 e7e6",
    "d2d4 g8f6 g1f3 e7e6 c1g5 h7h6", "c2c4 e7e5 b1c3 g8f6 g1f3 b8c6", "c2c4 c7c5 b1c3 b8c6 g2g3 g7g6",
    "c2c4 g8f6 b1c3 e7e6 e2e4 d7d5", "g1f3 d7d5 g2g3 g8f6 f1g2 c7c6", "g1f3 g8f6 c2c4 b7b6 g2g3 c8b7",
    "b2b3 e7e5 c1b2 b8c6 e2e3 g8f6", "f2f4 d7d5 g1f3 g8f6 e2e3 g7g6", "e2e4 b7b6 d2d4 c8b7 f1d3 e7e6",
    "d2d4 e7e6 c2c4 f8b4 c1d2 b4d2", "e2e4 e7e5 g1f3 d7d6 d2d4 g8f6", "e2e4 c7c5 g1f3 g7g6 d2d4 c5d4",
    "d2d4 c7c5 d4d5 e7e5 e2e4 d7d6", "e2e4 e7e5 f1c4 g8f6 d2d3 c7c6", "d2d4 d7d5 e2e3 g8f6 f1d3 c7c5",
    "c2c4 e7e6 b1c3 d7d5 d2d4 c7c5", "e2e4 c7c5 d2d4 c5d4 c2c3 d4c3", "g2g3 d7d5 f1g2 e7e5 d2d3 g8f6",
    "e2e4 e7e5 g1f3 b8c6 b1c3 g8f6", "d2d4 g8f6 c1g5 e7e6 e2e4 h7h6",
]


class EngineGone(Exception):
    """The engine closed its output or could not be started."""


class Engine:
    """One CECP engine process with line-based, time-limited reading."""

    def __init__(self, command, name):
        self.name = name
        self.proc = subprocess.Popen(
            shlex.split(command), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL, bufsize=0)
        self.buf = b""
        self.features = {}
        self.log = []

    def send(self, line):
        """Sends one command line."""
        self.log.append("> " + line)
        try:
            self.proc.stdin.write((line + "\n").encode())
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise EngineGone(self.name)

    def readline(self, deadline):
        """Returns the next output line, or None when the deadline passes."""
        while b"\n" not in self.buf:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([self.proc.stdout], [], [], left)
            if not ready:
                return None
            chunk = os.read(self.proc.stdout.fileno(), 65536)
            if not chunk:
                raise EngineGone(self.name)
            self.buf += chunk
        line, self.buf = self.buf.split(b"\n", 1)
        text = line.decode(errors="replace").rstrip("\r")
        self.log.append("< " + text)
        return text

    def handshake(self, timeout=5.0):
        """protover 2 and the features, accepting each one."""
        self.send("xboard")
        self.send("protover 2")
        deadline = time.monotonic() + timeout
        while True:
            line = self.readline(deadline)
            if line is None:
                return  # a version 1 engine
            if not line.startswith("feature "):
                continue
            for key, value in parse_features(line[8:]):
                self.features[key] = value
                if key not in ("done",):
                    self.send("accepted " + key)
            if self.features.get("done") == "1":
                return

    def sync(self, timeout=10.0):
        """Sends ping and waits for the pong."""
        if self.features.get("ping") != "1":
            return
        self.send("ping 1")
        deadline = time.monotonic() + timeout
        while True:
            line = self.readline(deadline)
            if line is None:
                raise EngineGone(self.name + " does not answer ping")
            if line.strip() == "pong 1":
                return

    def move_text(self, move):
        """The command that gives this engine the opponent's move."""
        if self.features.get("usermove") == "1":
            return "usermove " + move
        return move

    def close(self):
        """Asks the engine to quit, then makes sure it is gone."""
        try:
            self.send("quit")
        except EngineGone:
            pass
        try:
            self.proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def parse_features(text):
    """Splits 'a=1 b="x y"' into (key, value) pairs."""
    pairs = []
    i = 0
    while i < len(text):
        while i < len(text) and text[i] == " ":
            i += 1
        eq = text.find("=", i)
        if eq < 0:
            break
        key = text[i:eq]
        i = eq + 1
        if i < len(text) and text[i] == '"':
            end = text.find('"', i + 1)
            end = len(text) if end < 0 else end
            value = text[i + 1:end]
            i = end + 1
        else:
            end = text.find(" ", i)
            end = len(text) if end < 0 else end
            value = text[i:end]
            i = end
        pairs.append((key, value))
    return pairs


class Referee:
    """A leaper xboard in force mode holding a copy of the game."""

    def __init__(self, command):
        self.engine = Engine(command, "referee")
        self.engine.handshake()
        self.counter = 0

    def new_game(self, variant):
        self.engine.send("new")
        if variant != "normal":
            self.engine.send("variant " + variant)
        self.engine.send("force")
        self.engine.sync()

    def play(self, move):
        """Plays move; returns ('illegal', None), ('over', RESULT-LINE) or ('ok', None)."""
        self.counter += 1
        tag = "r%d" % self.counter
        self.engine.send("usermove " + move)
        self.engine.send("ping " + tag)
        verdict = ("ok", None)
        deadline = time.monotonic() + 10
        while True:
            line = self.engine.readline(deadline)
            if line is None:
                raise EngineGone("referee does not answer")
            if line.startswith("Illegal move"):
                verdict = ("illegal", None)
            elif line.split(" ", 1)[0] in RESULT_WORDS:
                verdict = ("over", line)
            elif line == "pong " + tag:
                return verdict

    def close(self):
        self.engine.close()


def play_game(cmd_white, name_white, cmd_black, name_black, opening, args):
    """Plays one game from the opening moves; returns (result, reason, moves)."""
    base_ms = int(args.base * 1000)
    inc_ms = int(round(args.inc * 1000))
    engines = [Engine(cmd_white, name_white), Engine(cmd_black, name_black)]
    referee = Referee(args.referee)
    moves = []
    try:
        for e in engines:
            e.handshake()
            e.send("new")
            if args.variant != "normal":
                e.send("variant " + args.variant)
            # Both engines are told the same: the base time; the increment
            # reaches them through the clocks sent before every move.
            e.send("level 0 %d:%02d %d" % (base_ms // 60000, (base_ms // 1000) % 60,
                                            inc_ms // 1000))
            e.send("post" if args.post else "nopost")
            e.send("easy")
            e.send("force")
            e.sync()
        referee.new_game(args.variant)
        for move in opening:
            verdict, _ = referee.play(move)
            if verdict != "ok":
                return "*", "bad opening move " + move, moves
            for e in engines:
                e.send(e.move_text(move))
            moves.append(move)
        clock = [base_ms, base_ms]
        side = len(moves) % 2
        started = [False, False]
        while True:
            mover = engines[side]
            mover.send("time %d" % max(clock[side] // 10, 1))
            mover.send("otim %d" % max(clock[1 - side] // 10, 1))
            start = time.monotonic()
            if started[side]:
                mover.send(mover.move_text(moves[-1]))
            else:
                # In force mode the engine already has every move: "go"
                # makes it play the side to move from now on.
                if len(moves) > len(opening):
                    mover.send(mover.move_text(moves[-1]))
                mover.send("go")
                started[side] = True
            deadline = start + clock[side] / 1000.0 + args.grace
            move = None
            while move is None:
                line = mover.readline(deadline)
                if line is None:
                    return loses(side, "%s loses on time" % mover.name, moves)
                words = line.split()
                if not words:
                    continue
                if words[0] == "move" and len(words) > 1:
                    move = words[1]
                elif words[0] == "resign":
                    return loses(side, "%s resigns" % mover.name, moves)
                elif line.startswith("Illegal move") or line.startswith("Error"):
                    return loses(side, "%s: %s" % (mover.name, line), moves)
            used = int((time.monotonic() - start) * 1000)
            clock[side] -= used
            if clock[side] < 0:
                return loses(side, "%s loses on time (%d ms over)" % (mover.name, -clock[side]), moves)
            clock[side] += inc_ms
            verdict, text = referee.play(move)
            if verdict == "illegal":
                return loses(side, "%s plays an illegal move %s" % (mover.name, move), moves + [move])
            moves.append(move)
            if verdict == "over":
                result, _, reason = text.partition(" ")
                return result, reason.strip("{} "), moves
            if len(moves) >= args.max_plies:
                return "1/2-1/2", "adjudicated after %d plies" % len(moves), moves
            side = 1 - side
    except EngineGone as gone:
        who = str(gone)
        if who.startswith(name_white):
            return "0-1", "%s stopped" % who, moves
        if who.startswith(name_black):
            return "1-0", "%s stopped" % who, moves
        return "*", who, moves
    finally:
        for e in engines:
            e.close()
        referee.close()


def loses(side, reason, moves):
    return ("0-1" if side == 0 else "1-0"), reason, moves


def elo(score):
    """Elo difference for a score fraction."""
    score = min(max(score, 1e-6), 1 - 1e-6)
    return -400.0 * math.log10(1.0 / score - 1.0)


def summary(wins, draws, losses):
    """Score, Elo difference and its 95% interval from one engine's view."""
    n = wins + draws + losses
    if n == 0:
        return "no games"
    s = (wins + 0.5 * draws) / n
    var = (wins * (1 - s) ** 2 + draws * (0.5 - s) ** 2 + losses * s ** 2) / n
    margin = 1.96 * math.sqrt(var / n)
    lo, hi = elo(s - margin), elo(s + margin)
    return ("%d games: +%d =%d -%d, score %.1f%% (%.1f/%d), Elo %+.0f, 95%% interval [%+.0f, %+.0f]"
            % (n, wins, draws, losses, 100 * s, wins + 0.5 * draws, n, elo(s), lo, hi))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--engine1", required=True, help="command of the first engine")
    ap.add_argument("--name1", default="engine1")
    ap.add_argument("--engine2", required=True, help="command of the second engine")
    ap.add_argument("--name2", default="engine2")
    ap.add_argument("--referee", required=True, help="command of the refereeing 'leaper xboard'")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--concurrency", type=int, default=2)
    ap.add_argument("--base", type=float, default=10.0, help="seconds per game")
    ap.add_argument("--inc", type=float, default=0.1, help="seconds added per move")
    ap.add_argument("--grace", type=float, default=0.0,
                    help="seconds a move may exceed the clock before it is a forfeit")
    ap.add_argument("--variant", default="normal")
    ap.add_argument("--max-plies", type=int, default=400)
    ap.add_argument("--post", action="store_true")
    ap.add_argument("--no-openings", action="store_true", help="start every game from the start position")
    ap.add_argument("--log", help="file to write each game's moves to")
    args = ap.parse_args()

    lock = threading.Lock()
    tally = {"w": 0, "d": 0, "l": 0}
    next_game = [0]
    log = open(args.log, "w") if args.log else None

    def worker():
        while True:
            with lock:
                g = next_game[0]
                if g >= args.games:
                    return
                next_game[0] += 1
            one_white = g % 2 == 0
            opening = []
            if args.variant == "normal" and not args.no_openings:
                opening = OPENINGS[(g // 2) % len(OPENINGS)].split()
            if one_white:
                res, why, mv = play_game(args.engine1, args.name1, args.engine2, args.name2, opening, args)
            else:
                res, why, mv = play_game(args.engine2, args.name2, args.engine1, args.name1, opening, args)
            with lock:
                if res == "1/2-1/2":
                    tally["d"] += 1
                elif (res == "1-0") == one_white and res in ("1-0", "0-1"):
                    tally["w"] += 1
                elif res in ("1-0", "0-1"):
                    tally["l"] += 1
                white = args.name1 if one_white else args.name2
                black = args.name2 if one_white else args.name1
                print("game %3d: %s - %s  %s {%s} %d plies | %s" % (
                    g + 1, white, black, res, why, len(mv),
                    summary(tally["w"], tally["d"], tally["l"])), flush=True)
                if log:
                    log.write("[Game %d] %s - %s %s {%s}\n%s\n\n" % (
                        g + 1, white, black, res, why, " ".join(mv)))
                    log.flush()

    threads = [threading.Thread(target=worker) for _ in range(max(1, args.concurrency))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    print("%s vs %s: %s" % (args.name1, args.name2, summary(tally["w"], tally["d"], tally["l"])))
    if log:
        log.close()


if __name__ == "__main__":
    main()
