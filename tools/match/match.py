#!/usr/bin/env python3
"""match.py - plays engine A against engine B and tells which is stronger.

Each engine is a command line speaking the xboard protocol (CECP, as
'leaper xboard' does) or UCI (Stockfish); the protocol is found by a
handshake (CECP is tried first, so Fairy-Stockfish and the fs-cecp wrapper
speak CECP) or given with --proto-a / --proto-b. Every game runs the two
engines and a third 'leaper xboard' in force mode, the referee of
tests/referee.py: each move is played on its copy of the game first, and a
move it calls illegal loses; the game ends when the referee announces a
result (checkmate, stalemate, the fifty-move rule, repetition, too little
material). The runner keeps both clocks itself.

A game is also lost by an engine that resigns, plays an illegal move,
stops (crashes or closes its output), answers no ping at the start, or
oversteps its clock by more than --margin (with --depth or --nodes: takes
longer than --move-timeout for a move). Adjudication by the engines' own
scores (both must agree, turn it off with --no-adjudication):

  resign  when for --resign-moves moves of each side in a row both engines
          score the game at least --resign-score centipawns for the same
          side (default 3 moves, 400 cp);
  draw    from move --draw-from on, when for --draw-moves moves of each
          side in a row both scores are within --draw-score centipawns of
          0 (default move 34, 8 moves, 20 cp);
  length  a game reaching --max-moves moves (default 200) is a draw.

--tc-a and --tc-b give one engine a clock of its own (time odds);
--depth-a and --depth-b have one engine search to a fixed depth a move
(within --move-timeout) while the other plays on its clock: a strong
engine held to a depth is a steady yardstick that answers faster than
on the clock, so more games fit an hour.

Openings come from an EPD file (default openings/VARIANT.epd beside this
script, else the start position); each opening is played twice, each
engine White once, and the two games form a pair. Results are counted
from A's side as W/D/L and as pentanomial pair counts [LL, LD, WL+DD, WD,
WW]. With --sprt the match stops as soon as the SPRT (see sprt.py)
accepts elo0 or elo1; --games is then the most it plays. The last line of
the output is a JSON summary; combine.py adds several of them up.

Standard library only. Run with --help for the options.
"""

import argparse
import datetime
import json
import os
import platform
import re
import shlex
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True  # leave no __pycache__ in the source tree
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "..", "tests"))

import referee  # noqa: E402  (tests/referee.py: Engine, Referee, EngineGone)
import sprt  # noqa: E402

EngineGone = referee.EngineGone
MATE_CP = 20000        # a reported score beyond this many centipawns is a mate
PROBE_SECONDS = 3.0    # how long the protocol probe waits for an answer
POST_LINE = re.compile(r"^\s*(\d+)[.&]?\s+(-?\d+)\s+(\d+)\s+(\d+)")
UCI_SCORE = re.compile(r"\bscore\s+(cp|mate)\s+(-?\d+)")
UCI_DEPTH = re.compile(r"\bdepth\s+(\d+)")


class SetupError(Exception):
    """An engine cannot play this match (no such variant, no node limit...)."""


# ---------------------------------------------------------------- engines

def cecp_variant(variant):
    """The variant's name in CECP ('normal' for orthodox chess)."""
    return "normal" if variant in ("chess", "normal") else variant


def uci_variant(variant):
    """The variant's name for UCI_Variant ('chess' for orthodox chess)."""
    return "chess" if variant in ("chess", "normal") else variant


def probe_protocol(command):
    """'cecp' or 'uci': which protocol the engine answers (CECP first)."""
    for proto in ("cecp", "uci"):
        try:
            e = referee.Engine(command, "probe")
        except OSError as err:
            raise SetupError("cannot start %s: %s" % (command, err))
        try:
            if proto == "cecp":
                e.send("xboard")
                e.send("protover 2")
                want = "feature"
            else:
                e.send("uci")
                want = "uciok"
            deadline = time.monotonic() + PROBE_SECONDS
            while True:
                line = e.readline(deadline)
                if line is None:
                    break
                if line.split(" ", 1)[0] == want:
                    return proto
        except EngineGone:
            pass
        finally:
            e.close()
    return "cecp"  # a protocol version 1 engine says nothing at all


class Player:
    """One engine in one game: the protocol-neutral part."""

    def __init__(self, spec, limits):
        self.spec = spec            # the EngineSpec it runs
        self.limits = limits        # the match's Limits
        self.engine = referee.Engine(spec.command, spec.name)
        self.score = None           # last score it reported (cp, its own view)
        self.depth = None           # depth of that score

    def note_score(self, cp, depth):
        """Keeps the latest score the engine reported while thinking."""
        self.score = max(-MATE_CP * 5, min(MATE_CP * 5, cp))
        self.depth = depth

    def close(self):
        """Ends the engine process."""
        self.engine.close()


class CecpPlayer(Player):
    """An xboard-protocol engine, kept in force mode until its first turn."""

    def begin(self, variant, fen, opening):
        """Handshake, variant, limits, start position and opening moves."""
        e = self.engine
        e.handshake()
        name = cecp_variant(variant)
        offered = e.features.get("variants")
        if name != "normal" and offered is not None and name not in offered.split(","):
            raise SetupError("%s does not play %s (variants=%s)" % (self.spec.name, name, offered))
        if fen and e.features.get("setboard") != "1":
            raise SetupError("%s cannot take a FEN (no setboard=1)" % self.spec.name)
        lim = self.limits
        e.send("new")
        if name != "normal":
            e.send("variant " + name)
        for key, value in self.spec.options:
            e.send("option %s=%s" % (key, value))
        if lim.depth or lim.nodes:
            if lim.nodes:
                if e.features.get("nps") != "1":
                    raise SetupError("%s has no node limit (no feature nps=1); use --depth"
                                     % self.spec.name)
                e.send("nps %d" % lim.nodes)
                e.send("st 1")
            else:
                e.send("sd %d" % lim.depth)
                e.send("st %d" % max(1, int(lim.move_timeout)))
        else:
            base_s = int(lim.base_ms // 1000)
            inc = lim.inc_ms / 1000.0
            e.send("level 0 %d:%02d %s" % (base_s // 60, base_s % 60, ("%g" % inc)))
        e.send("post")
        e.send("hard" if self.spec.ponder else "easy")
        e.send("force")
        if fen:
            e.send("setboard " + fen)
        for move in opening:
            e.send(e.move_text(move))
        e.sync()
        self.known = len(opening)   # moves of the game the engine has been told
        self.started = False        # whether it has been told "go"

    def request(self, moves, own_ms, opp_ms):
        """Tells the engine the moves it lacks and makes it think."""
        e = self.engine
        if self.limits.timed:
            e.send("time %d" % max(own_ms // 10, 1))
            e.send("otim %d" % max(opp_ms // 10, 1))
        for move in moves[self.known:]:
            e.send(e.move_text(move))
        self.known = len(moves)
        if not self.started:
            e.send("go")
            self.started = True

    def answer(self, deadline):
        """('move', text) | ('resign', None) | ('illegal', line) | ('timeout', None)."""
        while True:
            line = self.engine.readline(deadline)
            if line is None:
                return "timeout", None
            words = line.split()
            if not words:
                continue
            if words[0] == "move" and len(words) > 1:
                self.known += 1
                return "move", words[1]
            if words[0] == "resign":
                return "resign", None
            if line.startswith("Illegal move"):
                return "illegal", line
            post = POST_LINE.match(line)
            if post:
                self.note_score(int(post.group(2)), int(post.group(1)))


def uci_hello(engine, name):
    """Sends uci and reads up to uciok; returns the UCI_Variant option's
    line ('' if none). engine is a tests/referee.py Engine."""
    engine.send("uci")
    deadline = time.monotonic() + 10
    offered = ""
    while True:
        line = engine.readline(deadline)
        if line is None:
            raise EngineGone(name + " does not answer uci")
        if line.startswith("option name UCI_Variant"):
            offered = line
        if line.strip() == "uciok":
            return offered


def uci_ready(engine, name):
    """Sends isready and waits for readyok."""
    engine.send("isready")
    deadline = time.monotonic() + 10
    while True:
        line = engine.readline(deadline)
        if line is None:
            raise EngineGone(name + " does not answer isready")
        if line.strip() == "readyok":
            return


def uci_score(line):
    """(cp, depth) of a UCI info line with a score, from the side to
    move's view (a mate in n as +-(5 * MATE_CP - n)), or None."""
    m = UCI_SCORE.search(line)
    if not m:
        return None
    d = UCI_DEPTH.search(line)
    n = int(m.group(2))
    cp = n if m.group(1) == "cp" else (MATE_CP * 5 - abs(n)) * (1 if n > 0 else -1)
    return cp, int(d.group(1)) if d else None


class UciPlayer(Player):
    """A UCI engine: the whole game is sent with every 'go'."""

    def begin(self, variant, fen, opening):
        """uci, options, UCI_Variant, ucinewgame."""
        e = self.engine
        offered = self.options_offered()
        for key, value in self.spec.options:
            e.send("setoption name %s value %s" % (key, value))
        name = uci_variant(variant)
        if name != "chess":
            if name not in offered.split() and self.spec.options:
                offered = self.options_offered()  # a VariantPath may have added it
            if name not in offered.split():
                raise SetupError("%s does not play %s (no such UCI_Variant)" % (self.spec.name, name))
            e.send("setoption name UCI_Variant value " + name)
        e.send("ucinewgame")
        self.ready()
        self.fen = fen   # the start position, None for the variant's own

    def options_offered(self):
        """uci, up to uciok; returns the UCI_Variant option's line ('' if none)."""
        return uci_hello(self.engine, self.spec.name)

    def ready(self):
        """isready, and waits for readyok."""
        uci_ready(self.engine, self.spec.name)

    def request(self, moves, own_ms, opp_ms):
        """position ... moves ...; go with the clocks or the limit."""
        e = self.engine
        pos = "position fen " + self.fen if self.fen else "position startpos"
        e.send(pos + (" moves " + " ".join(moves) if moves else ""))
        lim = self.limits
        if lim.depth:
            e.send("go depth %d" % lim.depth)
        elif lim.nodes:
            e.send("go nodes %d" % lim.nodes)
        else:
            w, b = (own_ms, opp_ms) if self.white_to_move(moves) else (opp_ms, own_ms)
            e.send("go wtime %d btime %d winc %d binc %d"
                   % (max(w, 1), max(b, 1), lim.inc_ms, lim.inc_ms))

    def white_to_move(self, moves):
        """Whether White moves next (from the start position's side)."""
        first_white = not self.fen or self.fen.split()[1] == "w"
        return (len(moves) % 2 == 0) == first_white

    def answer(self, deadline):
        """('move', text) | ('illegal', line) | ('timeout', None)."""
        while True:
            line = self.engine.readline(deadline)
            if line is None:
                return "timeout", None
            words = line.split()
            if not words:
                continue
            if words[0] == "bestmove":
                if len(words) < 2 or words[1] in ("(none)", "0000"):
                    return "illegal", line
                return "move", words[1]
            if words[0] == "info":
                got = uci_score(line)
                if got:
                    self.note_score(*got)

    def close(self):
        """stop and quit, then makes sure it is gone."""
        try:
            self.engine.send("stop")
        except EngineGone:
            pass
        self.engine.close()


class MatchReferee(referee.Referee):
    """The refereeing 'leaper xboard', able to start from a FEN too."""

    def start(self, variant, fen):
        """A new game of the variant, from its start or from fen."""
        self.new_game(cecp_variant(variant))
        if fen:
            self.engine.send("setboard " + fen)
            self.engine.send("ping fen")
            deadline = time.monotonic() + 10
            while True:
                line = self.engine.readline(deadline)
                if line is None:
                    raise EngineGone("referee does not answer")
                if line == "pong fen":
                    return
                if line.startswith(("Error", "tellusererror", "Illegal")):
                    raise SetupError("the referee refuses the FEN %s: %s" % (fen, line))


class EngineSpec:
    """How to run one engine of the match."""

    def __init__(self, command, name, proto, options, ponder=False):
        self.command = command      # the command line
        self.name = name            # its name in the PGN and the summary
        self.proto = proto          # 'cecp' or 'uci' (after probing)
        self.options = options      # [(name, value)] for setoption / option
        self.ponder = ponder        # CECP: 'hard' (think on the opponent's time), else 'easy'
        self.limits = None          # its own clock (--tc-a, --tc-b), or None: the match's

    def player(self, limits):
        """A new process of this engine for one game."""
        cls = UciPlayer if self.proto == "uci" else CecpPlayer
        return cls(self, limits)


class Limits:
    """The time control or the fixed depth or node count of every move."""

    def __init__(self, args):
        self.depth = args.depth or 0            # plies per move, 0 = not fixed
        self.nodes = args.nodes or 0            # nodes per move, 0 = not fixed
        self.timed = not (self.depth or self.nodes)
        base, _, inc = args.tc.partition("+")
        self.base_ms = int(round(float(base) * 1000))   # each side's clock
        self.inc_ms = int(round(float(inc or 0) * 1000))  # added per move
        self.margin_ms = int(round(args.margin * 1000))   # overstep allowed
        self.move_timeout = args.move_timeout   # seconds, with depth/nodes

    def describe(self):
        """The limit as the summary and the PGN tell it."""
        if self.depth:
            return "depth=%d" % self.depth
        if self.nodes:
            return "nodes=%d" % self.nodes
        return "%g+%g" % (self.base_ms / 1000.0, self.inc_ms / 1000.0)


# ---------------------------------------------------------------- a game

class Game:
    """One game's record: what the PGN and the tallies need."""

    def __init__(self, number, pair, white, black, opening):
        self.number = number        # 0-based game number
        self.pair = pair            # 0-based pair number (opening played)
        self.white = white          # EngineSpec playing White
        self.black = black          # EngineSpec playing Black
        self.opening = opening      # Opening
        self.moves = []             # every move, opening included
        self.comments = []          # one PGN comment per move
        self.result = "*"           # 1-0, 0-1, 1/2-1/2 or * (not played out)
        self.reason = ""            # why it ended
        self.termination = ""       # category: see TERMINATIONS
        self.log = []               # engines' talk of a forfeited game


# How a game can end: the referee's verdict (mate, stalemate, the 50-move
# rule, repetition, material), adjudication by score or length, a loss by
# resigning, an illegal move, the clock or a crash; or not at all: aborted
# (the match stopped) or error (the referee failed).
TERMINATIONS = ("referee", "adjudicated-win", "adjudicated-draw", "max-moves",
                "resigns", "illegal", "time", "crash", "aborted", "error")


def end(game, result, reason, kind):
    """Records how the game ended; returns the game."""
    game.result, game.reason, game.termination = result, reason, kind
    return game


def loss_of(side):
    """The result when the side (0 White, 1 Black) loses."""
    return "0-1" if side == 0 else "1-0"


def adjudicate(white_scores, args, plies):
    """(result, reason) when the scores (White's view, one per ply, None when
    not reported) call the game, else None."""
    n = 2 * args.resign_moves
    last = white_scores[-n:]
    if len(last) == n and None not in last:
        if all(s >= args.resign_score for s in last):
            return "1-0", "adjudication: both engines score %+d cp or more for White" % args.resign_score
        if all(s <= -args.resign_score for s in last):
            return "0-1", "adjudication: both engines score %+d cp or more for Black" % args.resign_score
    n = 2 * args.draw_moves
    last = white_scores[-n:]
    if (plies + 1) // 2 >= args.draw_from and len(last) == n and None not in last \
            and all(abs(s) <= args.draw_score for s in last):
        return "1/2-1/2", "adjudication: both scores within %d cp for %d moves" % (
            args.draw_score, args.draw_moves)
    return None


def play_game(game, args, limits, stop):
    """Plays one game to its end (or until stop is set); returns the game."""
    specs = [game.white, game.black]
    players = []
    ref = None
    opening = game.opening
    try:
        ref = MatchReferee(args.referee)
        ref.start(args.variant, opening.fen)
        for move in opening.moves:
            verdict, _ = ref.play(move)
            if verdict != "ok":
                raise SetupError("opening %s: the referee rejects %s" % (opening.text, move))
            game.moves.append(move)
            game.comments.append("book")
        lims = [spec.limits or limits for spec in specs]  # each side's own clock
        for spec, lim in zip(specs, lims):
            players.append(spec.player(lim))
        for p in players:
            p.begin(args.variant, opening.fen, opening.moves)
        clock = [lims[0].base_ms, lims[1].base_ms]
        first_white = not opening.fen or opening.fen.split()[1] == "w"
        side = 0 if (len(game.moves) % 2 == 0) == first_white else 1
        white_scores = []
        while True:
            if stop.is_set():
                return end(game, "*", "match stopped", "aborted")
            mover = players[side]
            mover.score = None
            start = time.monotonic()
            limits = lims[side]
            mover.request(game.moves, clock[side], clock[1 - side])
            if limits.timed:
                deadline = start + (clock[side] + limits.margin_ms) / 1000.0
            else:
                deadline = start + limits.move_timeout
            kind, text = mover.answer(deadline)
            used = int((time.monotonic() - start) * 1000)
            name = specs[side].name
            if kind == "timeout":
                game.log = mover.engine.log[-40:]
                return end(game, loss_of(side), "%s loses on time" % name, "time")
            if kind == "resign":
                return end(game, loss_of(side), "%s resigns" % name, "resigns")
            if kind == "illegal":
                game.log = mover.engine.log[-40:]
                return end(game, loss_of(side), "%s: %s" % (name, text), "illegal")
            if limits.timed:
                clock[side] -= used
                if clock[side] < -limits.margin_ms:
                    return end(game, loss_of(side), "%s loses on time (%d ms over)"
                               % (name, -clock[side]), "time")
                clock[side] = max(clock[side], 0) + limits.inc_ms
            verdict, said = ref.play(text)
            if verdict == "illegal":
                game.log = mover.engine.log[-40:]
                game.moves.append(text)
                game.comments.append("illegal")
                return end(game, loss_of(side), "%s plays an illegal move %s" % (name, text), "illegal")
            game.moves.append(text)
            score = mover.score
            game.comments.append(move_comment(score, mover.depth, used))
            white_scores.append(None if score is None else (score if side == 0 else -score))
            if verdict == "over":
                result, _, reason = said.partition(" ")
                return end(game, result, reason.strip("{} "), "referee")
            if not args.no_adjudication:
                called = adjudicate(white_scores, args, len(game.moves))
                if called:
                    kind = "adjudicated-draw" if called[0] == "1/2-1/2" else "adjudicated-win"
                    return end(game, called[0], called[1], kind)
            if len(game.moves) >= 2 * args.max_moves:
                return end(game, "1/2-1/2", "adjudication: %d moves" % args.max_moves, "max-moves")
            side = 1 - side
    except EngineGone as gone:
        who = str(gone)
        if stop.is_set():  # interrupted: Ctrl-C reaches the engines too
            return end(game, "*", "match stopped", "aborted")
        for side, spec in enumerate(specs):
            if who == spec.name or who.startswith(spec.name + " "):
                if players[side:side + 1]:
                    game.log = players[side].engine.log[-40:]
                return end(game, loss_of(side), "%s stopped" % who, "crash")
        return end(game, "*", "the referee (%s) failed: %s" % (args.referee, who), "error")
    finally:
        for p in players:
            p.close()
        if ref:
            ref.close()


def move_comment(score, depth, ms):
    """The PGN comment of a move: score in pawns from the mover's view, depth, time."""
    text = "%.2fs" % (ms / 1000.0)
    if score is None:
        return text
    if abs(score) >= MATE_CP:
        pawns = ("+M" if score > 0 else "-M") + str(MATE_CP * 5 - abs(score))
    else:
        pawns = "%+.2f" % (score / 100.0)
    return "%s/%s %s" % (pawns, depth if depth is not None else "?", text)


def pgn_text(game, args, limits, when):
    """The game as PGN (moves in coordinate notation, with comments)."""
    tags = [("Event", args.event), ("Site", platform.node() or "?"),
            ("Date", when.strftime("%Y.%m.%d")),
            ("Round", "%d.%d" % (game.pair + 1, game.number % 2 + 1)),
            ("White", game.white.name), ("Black", game.black.name), ("Result", game.result)]
    if cecp_variant(args.variant) != "normal":
        tags.append(("Variant", args.variant))
    if game.opening.fen:
        tags += [("SetUp", "1"), ("FEN", game.opening.fen)]
    tags.append(("TimeControl", limits.describe() if limits.timed else "-"))
    if game.white.limits or game.black.limits:  # time odds
        tags += [("WhiteTimeControl", (game.white.limits or limits).describe()),
                 ("BlackTimeControl", (game.black.limits or limits).describe())]
    if not limits.timed:
        tags.append(("Limits", limits.describe()))
    tags.append(("PlyCount", str(len(game.moves))))
    tags.append(("Termination", game.termination))
    out = ['[%s "%s"]' % (k, v.replace("\\", "\\\\").replace('"', '\\"')) for k, v in tags]
    out.append("")
    words = []
    first_white = not game.opening.fen or game.opening.fen.split()[1] == "w"
    number = int(game.opening.fen.split()[5]) if game.opening.fen and len(game.opening.fen.split()) > 5 else 1
    for i, (move, comment) in enumerate(zip(game.moves, game.comments)):
        white = (i % 2 == 0) == first_white
        if white:
            words.append("%d." % number)
        elif i == 0:
            words.append("%d..." % number)
        words.append(move)
        words.append("{%s}" % comment)
        if not white:
            number += 1
    words.append("{%s}" % game.reason if game.reason else "")
    words.append(game.result)
    line, lines = "", []
    for w in words:
        if not w:
            continue
        if line and len(line) + 1 + len(w) > 79:
            lines.append(line)
            line = w
        else:
            line = w if not line else line + " " + w
    lines.append(line)
    return "\n".join(out + lines) + "\n\n"


# ---------------------------------------------------------------- openings

class Opening:
    """A start for a pair of games: a FEN, moves, or both."""

    def __init__(self, fen, moves, text):
        self.fen = fen              # start FEN, None for the variant's own
        self.moves = moves          # moves played from there (coordinates)
        self.text = text            # the file's line, for messages


def read_openings(path):
    """The openings of an EPD file: the position, and with a 'moves' opcode
    the moves from the variant's start that reach it (then played instead,
    so engines need no setboard)."""
    openings = []
    with open(path) as f:
        for raw in f:
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            fields = line.split(None, 4)
            if len(fields) < 4:
                raise SystemExit("%s: not an EPD line: %s" % (path, line))
            rest = fields[4] if len(fields) > 4 else ""
            ops = {}
            for op in re.finditer(r'(\w+)\s+("([^"]*)"|[^;]*);', rest):
                ops[op.group(1)] = op.group(3) if op.group(3) is not None else op.group(2).strip()
            if "moves" in ops:
                openings.append(Opening(None, ops["moves"].split(), line))
            else:
                fen = " ".join(fields[:4]) + " %s %s" % (ops.get("hmvc", "0"), ops.get("fmvn", "1"))
                openings.append(Opening(fen, [], line))
    if not openings:
        raise SystemExit("%s: no openings" % path)
    return openings


# ---------------------------------------------------------------- the match

class Tally:
    """The match's results from A's side, kept under a lock."""

    def __init__(self):
        self.wdl = [0, 0, 0]        # wins, draws, losses of A
        self.penta = [0] * 5        # pairs by A's total score 0, 1/2, 1, 3/2, 2
        self.pairs = {}             # pair number -> A's scores of its finished games
        self.terminations = {}      # termination category -> games
        self.games = 0              # games finished (aborted ones not counted)

    def add(self, game, a_white):
        """Counts a finished game."""
        if game.result == "*":
            return
        self.games += 1
        self.terminations[game.termination] = self.terminations.get(game.termination, 0) + 1
        if game.result == "1/2-1/2":
            score = 0.5
            self.wdl[1] += 1
        elif (game.result == "1-0") == a_white:
            score = 1.0
            self.wdl[0] += 1
        else:
            score = 0.0
            self.wdl[2] += 1
        got = self.pairs.setdefault(game.pair, [])
        got.append(score)
        if len(got) == 2:
            self.penta[sprt.pair_bin(sum(got))] += 1

    def llr(self, args):
        """The SPRT's LLR of the finished pairs."""
        return sprt.llr(self.penta, args.elo0, args.elo1)


def limits_text(limits, specs):
    """The match's limits, with each engine's own clock (time odds)."""
    own = ["%s %s" % (who, spec.limits.describe()) for who, spec in zip("AB", specs) if spec.limits]
    return ", ".join([limits.describe()] + own)


def summary_line(tally, args, specs, limits, seconds, verdict):
    """The run's one-line JSON summary."""
    est = sprt.elo_estimate(tally.penta) if sum(tally.penta) else sprt.elo_estimate(
        [tally.wdl[2], tally.wdl[1], tally.wdl[0]])
    lower, upper = sprt.bounds(args.alpha, args.beta)
    out = {
        "tool": "leaper-match", "version": 1,
        "engine_a": specs[0].name, "engine_b": specs[1].name,
        "command_a": specs[0].command, "command_b": specs[1].command,
        "variant": args.variant, "limits": limits_text(limits, specs),
        "openings": args.openings_used, "host": platform.node(),
        "games": tally.games, "wdl": tally.wdl, "penta": tally.penta,
        "score": None if est is None else round(est[2], 5),
        "elo": sprt.json_number(est and est[0]),
        "elo95": sprt.json_number(est and est[1]),
        "llr": round(tally.llr(args), 4),
        "sprt": {"elo0": args.elo0, "elo1": args.elo1, "alpha": args.alpha, "beta": args.beta,
                 "lower": round(lower, 4), "upper": round(upper, 4), "used": args.sprt,
                 "verdict": verdict},
        "terminations": tally.terminations, "seconds": round(seconds, 1),
    }
    return json.dumps(out, sort_keys=False)


def human_line(tally, args, verdict):
    """The tally as a person reads it."""
    w, d, l = tally.wdl
    est = sprt.elo_estimate(tally.penta) if sum(tally.penta) else sprt.elo_estimate([l, d, w])
    text = "%d games +%d =%d -%d" % (tally.games, w, d, l)
    if est:
        text += ", " + sprt.elo_text(est)
    text += ", pairs %s, LLR %.2f [%.2f, %.2f]" % (
        tally.penta, tally.llr(args), *sprt.bounds(args.alpha, args.beta))
    if verdict:
        text += ", SPRT accepts %s (elo %s)" % (verdict, args.elo1 if verdict == "H1" else args.elo0)
    return text


def engine_spec(command, name, proto, options, fallback, ponder=False):
    """An EngineSpec with its protocol found out and a name chosen."""
    if proto == "auto":
        proto = probe_protocol(command)
    if not name:
        name = os.path.basename(shlex.split(command)[0]) or fallback
    pairs = []
    for opt in options or []:
        key, sep, value = opt.partition("=")
        if not sep:
            raise SystemExit("match.py: an option is NAME=VALUE, not %s" % opt)
        pairs.append((key, value))
    if ponder and proto != "cecp":
        raise SystemExit("match.py: --ponder-a/--ponder-b need a CECP engine (UCI's go ponder is not sent)")
    return EngineSpec(command, name, proto, pairs, ponder)


def parse_args(argv):
    """The command line."""
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog="Example: %(prog)s -a 'src/leaper xboard' -b 'old/leaper xboard' "
               "--tc 10+0.1 --sprt --games 2000")
    ap.add_argument("-a", "--engine-a", required=True, help="command of engine A (the one tested)")
    ap.add_argument("-b", "--engine-b", required=True, help="command of engine B (the baseline)")
    ap.add_argument("--name-a", help="A's name (default: its program's name)")
    ap.add_argument("--name-b", help="B's name")
    ap.add_argument("--proto-a", choices=("auto", "cecp", "uci"), default="auto")
    ap.add_argument("--proto-b", choices=("auto", "cecp", "uci"), default="auto")
    ap.add_argument("--option-a", action="append", metavar="NAME=VALUE",
                    help="engine option for A (UCI setoption, CECP option); repeatable")
    ap.add_argument("--option-b", action="append", metavar="NAME=VALUE")
    ap.add_argument("--ponder-a", action="store_true",
                    help="A thinks on the opponent's time (CECP 'hard' instead of 'easy')")
    ap.add_argument("--ponder-b", action="store_true", help="B does")
    ap.add_argument("--referee", help="the refereeing 'leaper xboard' command "
                    "(default: $LEAPER xboard, or src/leaper xboard)")
    ap.add_argument("--variant", default="chess")
    limit = ap.add_mutually_exclusive_group()
    limit.add_argument("--tc", default="10+0.1", help="BASE+INC in seconds (default 10+0.1)")
    limit.add_argument("--depth", type=int, help="fixed depth per move instead of a clock")
    limit.add_argument("--nodes", type=int, help="fixed nodes per move (UCI, or CECP nps=1)")
    ap.add_argument("--tc-a", help="A's own clock, BASE+INC, instead of --tc's (time odds)")
    ap.add_argument("--tc-b", help="B's own clock, BASE+INC")
    ap.add_argument("--depth-a", type=int, help="A searches to this depth a move while B "
                    "plays on its clock (a fixed opponent that does not hurry)")
    ap.add_argument("--depth-b", type=int, help="B searches to this depth a move")
    ap.add_argument("--margin", type=float, default=0.05,
                    help="seconds a move may overstep the clock before it is lost (0.05)")
    ap.add_argument("--move-timeout", type=float, default=60.0,
                    help="with --depth/--nodes: seconds a move may take (60)")
    ap.add_argument("--games", type=int, default=100, help="games (rounded up to pairs; "
                    "the most with --sprt)")
    ap.add_argument("--concurrency", type=int, choices=(1, 2), default=1)
    ap.add_argument("--openings", help="EPD file (default openings/VARIANT.epd if it exists)")
    ap.add_argument("--random-order", action="store_true", help="openings in random order")
    ap.add_argument("--seed", type=int, default=1, help="for --random-order")
    ap.add_argument("--sprt", action="store_true", help="stop when the SPRT decides")
    ap.add_argument("--elo0", type=float, default=0.0, help="SPRT: H0, A is at most elo0 better (0)")
    ap.add_argument("--elo1", type=float, default=5.0, help="SPRT: H1, A is elo1 better (5)")
    ap.add_argument("--alpha", type=float, default=0.05, help="SPRT: false H1 rate (0.05)")
    ap.add_argument("--beta", type=float, default=0.05, help="SPRT: false H0 rate (0.05)")
    ap.add_argument("--no-adjudication", action="store_true",
                    help="no win or draw by the engines' scores (--max-moves still counts)")
    ap.add_argument("--resign-moves", type=int, default=3,
                    help="won when for this many moves of each side (3) ...")
    ap.add_argument("--resign-score", type=int, default=400,
                    help="... both engines score at least this many cp for one side (400)")
    ap.add_argument("--draw-from", type=int, default=34,
                    help="drawn from this move on (34) when ...")
    ap.add_argument("--draw-moves", type=int, default=8,
                    help="... for this many moves of each side (8) ...")
    ap.add_argument("--draw-score", type=int, default=20,
                    help="... both scores stay within this many cp of 0 (20)")
    ap.add_argument("--max-moves", type=int, default=200,
                    help="drawn when it reaches this many moves (200)")
    ap.add_argument("--pgn", help="file the games are appended to as they finish")
    ap.add_argument("--json", help="file the summary line is appended to")
    ap.add_argument("--log", help="file for the engines' talk in forfeited games")
    ap.add_argument("--event", default="leaper match")
    ap.add_argument("--quiet", action="store_true", help="no line per game")
    args = ap.parse_args(argv)
    if args.depth is not None and args.depth < 1 or args.nodes is not None and args.nodes < 1:
        ap.error("--depth and --nodes take a number from 1 up")
    for name, tc in (("--tc", args.tc), ("--tc-a", args.tc_a), ("--tc-b", args.tc_b)):
        if tc is not None and not re.match(r"^\d+(\.\d+)?(\+\d+(\.\d+)?)?$", tc):
            ap.error("%s is BASE+INC in seconds, such as 10+0.1, not %s" % (name, tc))
    if (args.tc_a or args.tc_b) and (args.depth or args.nodes):
        ap.error("--tc-a and --tc-b are clocks; they do not go with --depth or --nodes")
    for side in "ab":
        own_depth, own_tc = getattr(args, "depth_" + side), getattr(args, "tc_" + side)
        if own_depth is None:
            continue
        if own_depth < 1:
            ap.error("--depth-%s takes a number from 1 up" % side)
        if args.depth or args.nodes or own_tc:
            ap.error("--depth-%s stands for that engine's clock; it goes with a clock "
                     "(--tc, the other's --tc-X), not with --depth, --nodes or --tc-%s" % (side, side))
    if args.depth_a and args.depth_b:
        ap.error("--depth-a and --depth-b together are --depth")
    if args.games < 1:
        ap.error("--games takes a number from 1 up")
    if not args.referee:
        args.referee = "%s xboard" % shlex.quote(os.environ.get("LEAPER", "src/leaper"))
    if not args.openings:
        default = os.path.join(HERE, "openings", cecp_variant(args.variant).replace("normal", "chess")
                               + ".epd")
        args.openings = default if os.path.exists(default) else None
    args.openings_used = os.path.basename(args.openings) if args.openings else "startpos"
    return args


def own_limits(args):
    """A's and B's own limits (--tc-X, --depth-X), each None where the match's apply."""
    own = []
    for side in "ab":
        tc, depth = getattr(args, "tc_" + side), getattr(args, "depth_" + side)
        if tc:
            own.append(Limits(argparse.Namespace(**dict(vars(args), tc=tc))))
        elif depth:
            own.append(Limits(argparse.Namespace(**dict(vars(args), depth=depth, nodes=None))))
        else:
            own.append(None)
    return own


def main(argv=None):
    """Runs the match; exit status 0, or 2 when it cannot be played."""
    args = parse_args(argv)
    limits = Limits(args)
    try:
        specs = [engine_spec(args.engine_a, args.name_a, args.proto_a, args.option_a, "A", args.ponder_a),
                 engine_spec(args.engine_b, args.name_b, args.proto_b, args.option_b, "B", args.ponder_b)]
    except SetupError as err:
        print("match.py: %s" % err, file=sys.stderr)
        return 2
    for spec, own in zip(specs, own_limits(args)):
        spec.limits = own
    if specs[0].name == specs[1].name:
        specs[0].name += "-A"
        specs[1].name += "-B"
    openings = read_openings(args.openings) if args.openings else [Opening(None, [], "startpos")]
    order = list(range(len(openings)))
    if args.random_order:
        import random
        random.Random(args.seed).shuffle(order)
    pairs = (args.games + 1) // 2
    lock = threading.Lock()
    stop = threading.Event()
    tally = Tally()
    state = {"next": 0, "verdict": None, "error": None}
    pgn = open(args.pgn, "a") if args.pgn else None
    log = open(args.log, "a") if args.log else None
    t0 = time.monotonic()

    def worker():
        """Plays games until the match is over."""
        while not stop.is_set():
            with lock:
                g = state["next"]
                if g >= 2 * pairs:
                    return
                state["next"] += 1
            pair = g // 2
            a_white = g % 2 == 0
            opening = openings[order[pair % len(openings)]]
            white, black = (specs[0], specs[1]) if a_white else (specs[1], specs[0])
            game = Game(g, pair, white, black, opening)
            try:
                play_game(game, args, limits, stop)
            except (SetupError, OSError) as err:  # OSError: a command that cannot start
                with lock:
                    state["error"] = str(err)
                stop.set()
                return
            with lock:
                if game.termination == "error":
                    state["error"] = game.reason
                    stop.set()
                tally.add(game, a_white)
                if pgn and game.result != "*":
                    pgn.write(pgn_text(game, args, limits, datetime.datetime.now()))
                    pgn.flush()
                if log and game.log:
                    log.write("game %d (%s): %s\n%s\n\n" % (g + 1, game.result, game.reason,
                                                          "\n".join(game.log)))
                    log.flush()
                if not args.quiet and game.result != "*":
                    print("game %d: %s - %s %s {%s} %d plies | %s" % (
                        g + 1, white.name, black.name, game.result, game.reason, len(game.moves),
                        human_line(tally, args, None)), flush=True)
                if args.sprt and not state["verdict"]:
                    state["verdict"] = sprt.sprt_verdict(tally.llr(args), args.alpha, args.beta)
                    if state["verdict"]:
                        stop.set()

    threads = [threading.Thread(target=worker, daemon=True) for _ in range(args.concurrency)]
    for t in threads:
        t.start()
    try:
        for t in threads:
            while t.is_alive():
                t.join(0.5)
    except KeyboardInterrupt:
        stop.set()
        for t in threads:
            t.join(30)
    if state["error"] and tally.games == 0:
        print("match.py: %s" % state["error"], file=sys.stderr)
        return 2
    if state["error"]:
        print("match.py: stopped: %s" % state["error"], file=sys.stderr)
    print("%s vs %s (%s, %s): %s" % (specs[0].name, specs[1].name, args.variant, limits_text(limits, specs),
                                     human_line(tally, args, state["verdict"])))
    line = summary_line(tally, args, specs, limits, time.monotonic() - t0, state["verdict"])
    if args.json:
        with open(args.json, "a") as f:
            f.write(line + "\n")
    try:
        print(line, flush=True)
    except BrokenPipeError:
        pass  # a reader that took the first line only
    if pgn:
        pgn.close()
    if log:
        log.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
