#!/usr/bin/env python3
"""Two programs, pair by pair, on the same inputs: CPU time (user + system)
of each whole process, as the kernel accounts it.

usage: python3 benches/pairs.py [--runs N] [--no-compare] A B FILE...

For each FILE, A and B are started in turn, N times each (21 by default),
each with standard input opened on FILE (a regular file, as `A < FILE`
gives it) and standard output on /dev/null. Processes are started with
posix_spawn, so the measuring script's own size costs the children
nothing. Prints a markdown table: the median time of each program, the
ratio A / B, and at the end the median and largest ratio. Fails if the
first lines of the two programs' outputs differ (for the matching
problems: the sizes; `--no-compare` skips this, to time a program against
a baseline such as an empty `fn main() {}`), or if either exits with a
status other than 0. Those failures, and any other (a program or FILE that
cannot be run or read), end the run with one `error:` line and exit status
1; a wrong command line, with one `error:` line and exit status 2.

Compare ratios from one run, not times from different runs: on a shared
machine the times move with its load, the ratios much less.
"""
import os, statistics, subprocess, sys

sys.dont_write_bytecode = True  # no __pycache__ in benches/
from common import Parser, fail, last_words, run_main, spawn, status


def cpu_time(program, path):
    """CPU seconds of one run of `program` with `path` on stdin."""
    actions = [
        (os.POSIX_SPAWN_OPEN, 0, path, os.O_RDONLY, 0),
        (os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0),
    ]
    try:
        pid = os.posix_spawn(program, [program], os.environ, file_actions=actions)
    except OSError as e:
        fail(f"cannot run {program} < {path}: {e.strerror or e}")
    _, wait, usage = os.wait4(pid, 0)
    if wait != 0:
        code = -os.WTERMSIG(wait) if os.WIFSIGNALED(wait) else os.WEXITSTATUS(wait)
        fail(f"{program} < {path} failed ({status(code)})")
    return usage.ru_utime + usage.ru_stime


def first_line(program, path):
    with open(path, "rb") as f:
        p = spawn([program], stdin=f, stdout=subprocess.PIPE, cwd=None)
    if p.returncode != 0:
        fail(f"{program} < {path} failed ({status(p.returncode)}): {last_words(p.stderr)}")
    return p.stdout.split(b"\n", 1)[0]


def main():
    p = Parser(prog="python3 benches/pairs.py", description=__doc__.split("\n\n")[0])
    p.add_argument("--runs", type=int, default=21, help="runs of each program per input")
    p.add_argument("--no-compare", action="store_true", help="do not compare the outputs")
    p.add_argument("a", help="program A (the first column)")
    p.add_argument("b", help="program B")
    p.add_argument("files", nargs="+", metavar="FILE", help="inputs")
    args = p.parse_args()
    if args.runs < 1:
        p.error("--runs must be at least 1")
    a, b = os.path.abspath(args.a), os.path.abspath(args.b)
    for program in (a, b):
        if not os.path.isfile(program) or not os.access(program, os.X_OK):
            fail(f"{program} is not an executable file")
    for path in args.files:
        if not os.path.isfile(path) or not os.access(path, os.R_OK):
            fail(f"{path} is not a file that can be read")
    print("| input | A | B | A / B |")
    print("|---|---|---|---|")
    ratios = []
    for path in args.files:
        la, lb = first_line(a, path), first_line(b, path)
        if la != lb and not args.no_compare:
            fail(f"on {path} A prints {la!r} first and B {lb!r}")
        ta, tb = [], []
        for _ in range(args.runs):
            ta.append(cpu_time(a, path))
            tb.append(cpu_time(b, path))
        ma, mb = statistics.median(ta), statistics.median(tb)
        ratio = ma / mb if mb > 0 else float("nan")
        if ratio == ratio:
            ratios.append(ratio)
        name = os.path.splitext(os.path.basename(path))[0]
        print(f"| {name} | {ma * 1e3:.2f} ms | {mb * 1e3:.2f} ms | {ratio:.2f} |", flush=True)
    if ratios:
        print(f"\nmedian ratio {statistics.median(ratios):.2f}, largest {max(ratios):.2f}")


if __name__ == "__main__":
    run_main(main)
