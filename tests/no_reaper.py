#!/usr/bin/env python3
"""no_reaper.py OUTPUT COMMAND... - runs COMMAND (stdin /dev/null, output to
OUTPUT) under a parent that, like the init of many containers, takes in
what its descendants leave behind and never reaps it. When COMMAND has
exited, prints how many processes it left behind, dead or alive, and
exits with COMMAND's status."""
import ctypes
import os
import sys
import time

PR_SET_CHILD_SUBREAPER = 36


def left_behind(me):
    """The processes whose parent is me, zombies included."""
    found = []
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open("/proc/%s/stat" % pid) as f:
                stat = f.read()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2:].split()
        if int(fields[1]) == me:
            found.append(stat[:stat.rindex(")") + 1])
    return found


def main():
    out, command = sys.argv[1], sys.argv[2:]
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        print("no subreaper here", file=sys.stderr)
        sys.exit(77)
    pid = os.fork()
    if pid == 0:
        fd = os.open(out, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
        os.dup2(fd, 1)
        os.dup2(fd, 2)
        try:
            os.execvp(command[0], command)
        finally:
            os._exit(127)
    _, status = os.waitpid(pid, 0)
    time.sleep(0.3)
    left = left_behind(os.getpid())
    print(len(left))
    for p in left:
        print(p, file=sys.stderr)
    sys.exit(os.waitstatus_to_exitcode(status) & 0xff)


main()
