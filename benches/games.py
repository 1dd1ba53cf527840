#!/usr/bin/env python3
"""Many small games: the instructions (or CPU time) per game of the binaries
that read one short game after another, this tree against a base commit,
in one run. What a game's fixed cost (its counts' checks, its lists' reads)
gains or loses shows here, where the judge-sized tables of run.py, a few
large games each, hide it.

usage: python3 benches/games.py [--base REV] [--max-ratio R] [--time] [--runs N]

Builds the release binaries, writes the inputs with `benches/src/bin/gen.rs`
into bench/games/ of cargo's target folder (target/bench/games/, or under
CARGO_TARGET_DIR when that is set), and runs each binary once under
`valgrind --tool=callgrind`, which counts the instructions it executes: the
same count on a loaded machine as on an idle one. With `--time` it takes
the median CPU time of N runs instead (no valgrind needed). With `--base
REV`, the commit REV is taken out with `git archive` into
bench/games/base-<commit>/, built there (a target folder of its own beside it),
and measured on the same inputs in the same run; the table gets its column
and the ratio. Exits 1 if a ratio is over `--max-ratio` (1.02 by default),
naming the rows on an `error:` line after the table. Any other failure (a
build, a missing tool or file, a program failing on an input) ends the run
with one `error:` line and exit status 1; a wrong command line, with one
`error:` line and exit status 2.
"""
import os, re, shutil, statistics, subprocess, sys

sys.dont_write_bytecode = True  # no __pycache__ in benches/
from common import Parser, bench_dir, build_release, check, exe, executables, fail, last_words, run_main, \
    shown, spawn, status
from pairs import cpu_time

# (binary, input name, generator arguments, games in the input). The
# stone and anti inputs are 10^5 games of 3 piles; s_nim's are 100 test
# cases of 1000 positions of 3 heaps, a position counted as a game;
# stone_merge_icpc also on 10^5 games of 50 piles.
ROWS = [
    ("stone_merge", "stone-1e5x3", "stone 100000 3 1000", 10**5),
    ("stone_merge_icpc", "stone-1e5x3", "stone 100000 3 1000", 10**5),
    ("stone_merge_icpc", "stone-1e5x50", "stone 100000 50 1000", 10**5),
    ("anti_nim", "anti-1e5x3", "anti 100000 3 5000", 10**5),
    ("s_nim", "snim-100x1000x3", "snim 100 5 100 1000 3 10000", 10**5),
]


def base_binaries(rev):
    """Builds the binaries of ROWS at commit `rev`; their paths by name."""
    p = spawn(["git", "rev-parse", "--verify", "--quiet", rev + "^{commit}"], stdout=subprocess.PIPE)
    if p.returncode != 0:
        fail(f"--base {rev}: no such commit")
    commit = p.stdout.decode().strip()
    src = os.path.join(bench_dir("games"), "base-" + commit[:12])
    if not os.path.isfile(os.path.join(src, "Cargo.toml")):
        shutil.rmtree(src, ignore_errors=True)
        os.makedirs(src)
        archive = check(["git", "archive", "--format=tar", commit], stdout=subprocess.PIPE)
        check(["tar", "-x", "-C", src], input=archive.stdout)
    cmd = ["cargo", "build", "--release", "--quiet", "-p", "cp-games",
           "--message-format=json-render-diagnostics"]
    for b in sorted({r[0] for r in ROWS}):
        cmd += ["--bin", b]
    # A target folder per commit: cargo would take the binaries of another
    # commit, built from another folder, for fresh.
    env = dict(os.environ, CARGO_TARGET_DIR=bench_dir("games", "base-" + commit[:12] + "-target"))
    p = check(cmd, cwd=src, env=env, stdout=subprocess.PIPE)
    return commit, executables(p.stdout)


def instructions(program, path):
    """The instructions one run of `program` < `path` executes."""
    cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", program]
    with open(path, "rb") as f:
        p = spawn(cmd, stdin=f, stdout=subprocess.DEVNULL)
    if p.returncode != 0:
        fail(f"`{shown(cmd)} < {path}` failed ({status(p.returncode)}): {last_words(p.stderr)}")
    m = re.search(rb"Collected : (\d+)", p.stderr)
    if not m:
        fail(f"callgrind gave no count for {program} < {path}: {last_words(p.stderr)}")
    return int(m.group(1))


def main():
    p = Parser(prog="python3 benches/games.py", description=__doc__.split("\n\n")[0])
    p.add_argument("--base", metavar="REV", help="a commit to compare with, built from `git archive`")
    p.add_argument("--max-ratio", type=float, default=1.02, metavar="R",
                   help="the largest ratio to the base that passes (default 1.02)")
    p.add_argument("--time", action="store_true", help="CPU time instead of instructions")
    p.add_argument("--runs", type=int, default=11, metavar="N",
                   help="runs per program and input with --time (default 11; the median)")
    args = p.parse_args()
    if args.runs < 1:
        p.error("--runs must be at least 1")
    if not args.time and shutil.which("valgrind") is None:
        fail("valgrind is not installed (the instructions need it; --time measures without)")

    exes = build_release()
    progs = {"this tree": {b: exe(exes, b) for b, _, _, _ in ROWS}}
    if args.base:
        commit, base = base_binaries(args.base)
        progs[commit[:12]] = {b: exe(base, b) for b, _, _, _ in ROWS}
    inputs = {}
    for _, name, gen, _ in ROWS:
        path = os.path.join(bench_dir("games"), name + ".in")
        if name not in inputs:
            with open(path, "wb") as f:
                check([exe(exes, "gen")] + gen.split(), stdout=f)
            inputs[name] = path

    def per_game(program, path, games):
        if args.time:
            runs = [cpu_time(program, path) for _ in range(args.runs)]
            return statistics.median(runs) / games * 1e9
        return instructions(program, path) / games

    unit = "ns" if args.time else "instructions"
    heads = list(progs)
    print(f"| binary | input | games | " + " | ".join(f"{h} ({unit} per game)" for h in heads)
          + (" | ratio |" if args.base else " |"))
    print("|---" * (3 + len(heads) + bool(args.base)) + "|")
    over = []
    for b, name, gen, games in ROWS:
        figures = [per_game(progs[h][b], inputs[name], games) for h in heads]
        cells = " | ".join(f"{f:,.0f}" for f in figures)
        line = f"| {b} | `{gen}` | {games:,} | {cells} |"
        if args.base:
            ratio = figures[0] / figures[1]
            line += f" {ratio:.2f} |"
            if ratio > args.max_ratio:
                over.append(f"{b} on {name} ({ratio:.2f})")
        print(line, flush=True)
    if over:
        fail(f"over {args.max_ratio} times the cost per game of {args.base}: {', '.join(over)}")


if __name__ == "__main__":
    run_main(main)
