#!/usr/bin/env python3
"""fake_engine.py - a misbehaving CECP engine for the self-test of match.py.

  fake_engine.py illegal|crash|hang|resign

It answers the handshake and pings like an engine, and on its first turn
plays the move a1a1 (illegal), exits with status 1 (crash), says nothing
(hang: it loses on time) or resigns. match.py must score each as a loss.
"""

import sys


def main():
    """Reads commands until its first turn, then misbehaves."""
    mode = sys.argv[1] if len(sys.argv) > 1 else "illegal"
    playing = False
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "protover":
            print('feature ping=1 usermove=1 setboard=1 myname="fake %s" done=1' % mode, flush=True)
        elif words[0] == "ping":
            print("pong " + " ".join(words[1:]), flush=True)
        elif words[0] == "quit":
            return 0
        elif words[0] == "force":
            playing = False
        elif words[0] == "go" or (words[0] == "usermove" and playing):
            playing = True
            if mode == "illegal":
                print("move a1a1", flush=True)
            elif mode == "crash":
                return 1
            elif mode == "resign":
                print("resign", flush=True)
            # hang: no answer
    return 0


if __name__ == "__main__":
    sys.exit(main())
