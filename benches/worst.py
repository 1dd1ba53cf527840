#!/usr/bin/env python3
"""The worst shapes found, timed as whole processes, in two tables:

- large: for the binaries that run a matching, the inputs built against
  each algorithm, far past the judges' sizes, and the largest empty graphs
  the binaries accept;
- small: for every binary and every mode it has (the judge path, and
  `--explain FILE` and `--play FILE` where it offers them), the worst input
  under 10 KB found for it: the largest
  sizes the parser accepts, the shapes its algorithm likes least, many test
  cases each forcing the most work. Each must answer in under 2 s of CPU
  and 256 MiB, or be refused at once with one error line (BENCHMARKS.md,
  "Bounded cost"). A `--play` session gets `second` (the program moves
  first), then the end of its input.

    python3 benches/worst.py                     # both tables, this build
    python3 benches/worst.py --small             # the 10 KB inputs only
    python3 benches/worst.py --before DIR        # and an older build, in the same run

Builds the release binaries and `gen` (`benches/src/bin/gen.rs`), writes the
inputs (the same bytes every run) into bench/worst/ of cargo's target folder
(target/bench/worst/, or under CARGO_TARGET_DIR when that is set; a relative
one is relative to the repository's root), and prints two markdown tables.
The large one: for each input, median wall time of 3 runs (1 run when the
first takes over 5 s) and peak memory (`/usr/bin/time`). With `--before
DIR` (the release folder of another build, e.g. target/release of an older
commit checked out with `git worktree add`), the binaries of DIR run on the
same inputs in turn, and the first lines of the two answers (the matching
size or the verdict) must agree. The small one: for each input and mode,
the median CPU time (user + system) of 3 runs, the largest peak memory,
and whether the binary answered or refused the input (its error line).
Exits 1 if two builds' answers differ, or if a small input takes 2 s of CPU
or 256 MiB or more, or ends otherwise than with an answer or one error line
with nothing on standard output; any other failure (a build, a missing
tool or file, a program failing on a large input) ends the run with one
`error:` line and exit status 1 too, and a wrong command line with one
`error:` line and exit status 2.
"""
import os, random, statistics, subprocess, sys, time

sys.dont_write_bytecode = True  # no __pycache__ in benches/
from common import Parser, bench_dir, build_release, check, exe, fail, last_words, \
    read_peak_kib, run_main, spawn, status

# (binary, input name, generator arguments, what it is built against).
WORST = [
    ("library_checker_bipartite_matching", "bipartite-cycle-66666", "bipartite cycle 66666",
     "Library Checker's augmented_cycle at its own size: every Hopcroft-Karp phase "
     "searches the whole graph for a few long paths"),
    ("library_checker_bipartite_matching", "bipartite-cycle-2e5", "bipartite cycle 200000",
     "the same, 3x"),
    ("library_checker_bipartite_matching", "bipartite-cycle-5e5", "bipartite cycle 500000",
     "the same, 7.5x"),
    ("library_checker_bipartite_matching", "bipartite-empty-1e7", "bipartite 10000000 10000000 0",
     "no edge, 10^7 vertices a side: memory per vertex"),
    ("library_checker_general_matching", "general-cycle-2e5", "general cycle 200000",
     "the augmented_cycle graph as a general graph: each blossom search augments a few "
     "long paths after reaching nearly everything"),
    ("library_checker_general_matching", "general-cycle-triangles-2e5", "general cycle 200000 1000",
     "the same with 1000 triangles: the double cover's matching leaves vertices free that the "
     "searches then pair a few at a time (the slowest general shape found)"),
    ("library_checker_general_matching", "general-empty-1e7", "general 10000000 0",
     "no edge, 10^7 vertices: memory per vertex"),
    ("vertex_geography", "geography-cycle-1e6", "graph cycle 333334",
     "the augmented_cycle graph, 10^6 vertices"),
    ("noi2011_bunny_egg", "noi-dead-200", "noi dead 200 1000000",
     "a snake game beside two walled-off pieces that keep a free vertex on each side"),
    ("noi2011_bunny_egg", "noi-dead-300", "noi dead 300 1000000", "the same, 300 x 300"),
]



# The small table: (binary, input name, how the input is made: a `gen`
# argument string or a function of a seeded random.Random giving the text,
# what it is built against). Every row runs in all three modes.
def _fill(head, item, limit=10_000):
    """As many `item()` as fit under `limit` bytes after `head` (not
    among them), and their size with it."""
    out, size = [], len(head)
    while True:
        x = item()
        if size + len(x) > limit - 16:
            return out, size
        out.append(x)
        size += len(x)


def _games(count_first, item, end=""):
    """Games of one item each under 10 KB: `T` first when `count_first`,
    else closed by `end`."""
    out, _ = _fill("", item, 10_000 - len(end) - 8)
    text = "".join(out)
    return (f"{len(out)}\n{text}" if count_first else text + end)


def _fib():
    a, b = 0, 1
    while b < 2**63:
        a, b = b, a + b
    return a, b - a  # the largest consecutive pair below 2^63


def _tokens(rows, cols, walls, rng):
    g = [["#" if rng.random() < walls else "." for _ in range(cols)] for _ in range(rows)]
    free = [(r, c) for r in range(rows) for c in range(cols) if g[r][c] == "."]
    (a, b), (c, d) = free[0], free[-1]
    return f"{rows} {cols}\n" + "\n".join("".join(r) for r in g) + f"\n{a + 1} {b + 1} {c + 1} {d + 1}\n"


def _snim_distinct(rng):
    out, _ = _fill("", lambda: "5 {}\n1\n1 4194303\n".format(
        " ".join(map(str, sorted(rng.sample(range(1, 10_001), 5))))), 9_990)
    return "".join(out) + "0\n"


def _snim_big_set(rng):
    sizes = sorted(rng.sample(range(1000, 10_000), 1900))
    return f"{len(sizes)} {' '.join(map(str, sizes))}\n1\n1 4194302\n0\n"


def _christmas(rng):
    # One tree of 300 nodes and about 900 random edges: cycles through
    # cycles, all contracted.
    edges, _ = _fill("", lambda: f"{rng.randint(1, 300)} {rng.randint(1, 300)}\n", 9_980)
    return f"1\n300 {len(edges)}\n" + "".join(edges)


def _dag(rng):
    n = 1500
    edges = set()
    while len(edges) < 900:
        a, b = sorted(rng.sample(range(1, n + 1), 2))
        edges.add((a, b))
    chips = " ".join(str(rng.randint(1, n)) for _ in range(200))
    return f"{n} {len(edges)} 200\n" + "".join(f"{a} {b}\n" for a, b in edges) + chips + "\n"


def _geography(rng):
    n = 400
    edges, _ = _fill("", lambda: "{} {}\n".format(*rng.sample(range(1, n + 1), 2)), 9_980)
    return f"{n} {len(edges)}\n" + "".join(edges)


def _bipartite(rng):
    n = 300
    edges, _ = _fill("", lambda: f"{rng.randrange(n)} {rng.randrange(n)}\n", 9_980)
    return f"{n} {n} {len(edges)}\n" + "".join(edges)


def _general(rng):
    n = 300
    edges, _ = _fill("", lambda: "{} {}\n".format(*rng.sample(range(n), 2)), 9_980)
    return f"{n} {len(edges)}\n" + "".join(edges)


def _tree_path(_):
    n = 1300
    return f"{n}\n" + "".join(f"{i} {i + 1}\n" for i in range(1, n))


def _jsoi(rng):
    rows = cols = 99
    g = ["".join("#" if rng.random() < 0.3 else "." for _ in range(cols)) for _ in range(rows)]
    return f"{rows} {cols}\n" + "\n".join(g) + "\n"


def _piles(one_game, value):
    def make(rng):
        if one_game:
            items, _ = _fill("", lambda: f"{value(rng)} ", 9_980)
            return f"1\n{len(items)}\n{''.join(items).strip()}\n"
        return _games(True, lambda: f"1\n{value(rng)}\n")
    return make


SMALL = [
    ("anti_nim", "anti-1-game-5000-piles", _piles(True, lambda r: 1),
     "one game of 5000 piles of one stone"),
    ("anti_nim", "anti-1400-games", _piles(False, lambda r: r.randrange(2**63)),
     "1400 games of one pile near 2^63"),
    ("christmas_game", "christmas-900-edges", _christmas, "900 random edges on 300 nodes"),
    ("dag_sg_chips", "dag-1e7-nodes", lambda r: "10000000 0 1\n1\n",
     "10^7 nodes, no edge: the largest N accepted"),
    ("dag_sg_chips", "dag-random", _dag, "900 random forward edges, 200 chips"),
    ("euclid_game", "euclid-fibonacci", lambda r: _games(
        False, lambda: "{} {}\n".format(*_fib()), "0 0\n"),
     "250 games of two consecutive Fibonacci numbers below 2^63: the longest games"),
    ("game_on_tree", "tree-path-1300", _tree_path, "a path of 1300 vertices"),
    ("jsoi2009_game", "jsoi-99x99", _jsoi, "99 x 99 with 30% random walls"),
    ("library_checker_bipartite_matching", "bipartite-1e7-empty",
     lambda r: "10000000 10000000 0\n", "10^7 vertices a side, no edge"),
    ("library_checker_bipartite_matching", "bipartite-random", _bipartite,
     "1100 random edges, 300 vertices a side"),
    ("library_checker_general_matching", "general-1e7-empty", lambda r: "10000000 0\n",
     "10^7 vertices, no edge"),
    ("library_checker_general_matching", "general-random", _general,
     "1100 random edges on 300 vertices"),
    ("no_gambling", "gambling-3300x40", lambda r: "40\n" * 3300 + "-1\n",
     "3300 boards of size 40, the largest explained with a winning bridge"),
    ("noi2011_bunny_egg", "noi-dead-40", "noi dead 40 1000",
     "the snake beside walled-off pieces, its longest game recorded"),
    ("plate_game", "plate-1e6", lambda r: "1000000 1000000 1\n",
     "a table of 10^6 x 10^6, plates of radius 1"),
    ("play_a_game", "play-2000-games", lambda r: _games(
        False, lambda: "18446744073709551615\n", "0\n"),
     "500 boards of 2^64 - 1"),
    ("play_a_game", "play-2000x2000", lambda r: _games(False, lambda: "2000\n", "0\n"),
     "1900 boards of 2000, the largest with a domino tiling"),
    ("s_nim", "snim-distinct-sets", _snim_distinct,
     "test cases of 5 sizes in 1..=10^4 each, heap 2^22 - 1: each forcing its own table"),
    ("s_nim", "snim-one-set-100-times", lambda r: "1 4194303\n1\n1 4194302\n" * 100 + "0\n",
     "100 test cases of one set forcing a table of 2^22 values"),
    ("s_nim", "snim-1900-sizes", _snim_big_set, "1900 sizes, heap 2^22 - 2"),
    ("stone_merge", "stone-1-game-5000", _piles(True, lambda r: r.choice([1, 1, 2])),
     "one game of 5000 piles of 1 and 2 stones"),
    ("stone_merge_icpc", "stone-icpc-1-game-5000", _piles(True, lambda r: r.choice([1, 1, 2])),
     "one game of 5000 piles of 1 and 2 stones"),
    ("two_ended_nim", "two-ended-5000", _piles(True, lambda r: r.randint(1, 9)),
     "one row of 5000 piles (the DP is quadratic)"),
    ("two_tokens", "tokens-4x625-walls-5", lambda r: _tokens(4, 625, 0.05, r),
     "4 x 625, 5% random walls: the slowest shape found at 2500 cells"),
    ("two_tokens", "tokens-open-50", lambda r: _tokens(50, 50, 0.0, r), "open 50 x 50"),
    ("two_tokens", "tokens-51x50", lambda r: _tokens(51, 50, 0.0, r),
     "2550 cells: past the limit"),
    ("vertex_geography", "geography-1e7-empty", lambda r: "10000000 0\n",
     "10^7 vertices, no edge"),
    ("vertex_geography", "geography-random", _geography, "1100 random edges on 400 vertices"),
    ("wythoff_game", "wythoff-1e18", lambda r: _games(
        False, lambda: f"{r.randrange(10**18)} {r.randrange(10**18)}\n"),
     "270 games of piles up to 10^18"),
]

MODES = ("judge", "explain", "play")
LIMIT_S, LIMIT_MIB = 2.0, 256


def run_small(path, exe, mode):
    """(CPU seconds, peak MiB, exit status, the first line of stdout, the
    first line of stderr) of one run of `exe` on `path` in `mode`."""
    cmd = {"judge": [exe], "explain": [exe, "--explain", path], "play": [exe, "--play", path]}[mode]
    stdin = b"second\n" if mode == "play" else None
    with open(path, "rb") as f:
        io = {"stdin": f} if mode == "judge" else {"input": stdin or b""}
        p = spawn(["/usr/bin/time", "-f", "TIME %U %S %M"] + cmd, stdout=subprocess.PIPE, **io)
    lines = p.stderr.decode(errors="replace").splitlines()
    u, s_, m = lines[-1].split()[1:]
    err = [l for l in lines[:-1] if l.strip() and not l.startswith("Command exited")]
    code = p.returncode
    return float(u) + float(s_), int(m) / 1024, code, p.stdout, err


def small_table(args, exes):
    rng = random.Random(2026)
    out = bench_dir("worst", "small")
    print("| binary | mode | input | size | CPU | peak | result | built against |")
    print("|---|---|---|---|---|---|---|---|")
    bad = []
    offers = {}
    for b, name, make, why in SMALL:
        if args.only not in (None, b):
            continue
        if b not in offers:
            helped = spawn([exe(exes, b), "--help"], stdout=subprocess.PIPE)
            offers[b] = b"--play" in helped.stdout
        path = os.path.join(out, name + ".in")
        if isinstance(make, str):
            with open(path, "wb") as f:
                check([exe(exes, "gen")] + make.split(), stdout=f)
        else:
            with open(path, "w") as f:
                f.write(make(rng))
        size = os.path.getsize(path)
        for mode in MODES if offers[b] else MODES[:1]:
            runs = [run_small(path, exe(exes, b), mode) for _ in range(3)]
            cpu = statistics.median(r[0] for r in runs)
            peak = max(r[1] for r in runs)
            _, _, code, stdout, err = runs[0]
            if code == 0:
                result = "answer"
            elif code == 1 and len(err) == 1 and err[0].startswith("error: ") and not stdout:
                result = "refused: " + err[0][len("error: "):][:90]
            else:
                result = f"{status(code)}: {' / '.join(err)[:120]}"
                bad.append(f"{b} {mode} {name}: {result}")
            if cpu >= LIMIT_S or peak >= LIMIT_MIB:
                bad.append(f"{b} {mode} {name}: {cpu:.2f} s, {peak:.0f} MiB")
            print(f"| {b} | {mode} | {name} | {size} B | {cpu:.2f} s | {peak:.1f} MiB "
                  f"| {result} | {why} |", flush=True)
    return bad


def parse_args():
    p = Parser(prog="python3 benches/worst.py", description=__doc__.split("\n\n")[0])
    p.add_argument("--before", metavar="DIR",
                   help="the release folder of another build (its target/release), timed on "
                        "the same inputs")
    p.add_argument("--only", metavar="BINARY", help="only this binary's inputs")
    p.add_argument("--small", action="store_true", help="only the table of 10 KB inputs")
    p.add_argument("--large", action="store_true", help="only the table of large inputs")
    args = p.parse_args()
    if args.small and args.large:
        p.error("--small and --large exclude each other")
    known = {w[0] for w in WORST} | {w[0] for w in SMALL}
    if args.only is not None and args.only not in known:
        p.error(f"--only {args.only}: no worst-shape input for it (binaries: "
                f"{', '.join(sorted(known))})")
    if args.before is not None:
        for b in sorted({w[0] for w in WORST + SMALL if args.only in (None, w[0])}):
            if not os.access(os.path.join(args.before, b), os.X_OK):
                fail(f"--before {args.before}: no binary {b} there")
    return args


def timed(exe, path):
    """(median wall time, peak MiB, first line of the answer)."""
    times, first = [], None
    for i in range(3):
        with open(path, "rb") as f:
            t = time.perf_counter()
            p = spawn([exe], stdin=f, stdout=subprocess.PIPE)
            times.append(time.perf_counter() - t)
        if p.returncode != 0:
            fail(f"{exe} failed on {path} ({status(p.returncode)}): {last_words(p.stderr)}")
        first = p.stdout.split(b"\n", 1)[0].decode(errors="replace")
        if i == 0 and times[0] > 5:
            break
    with open(path, "rb") as f:
        p = spawn(["/usr/bin/time", "-f", "%M", exe], stdin=f, stdout=subprocess.DEVNULL)
    return statistics.median(times), read_peak_kib(p.stderr) / 1024.0, first


def fmt_t(s):
    return f"{s * 1000:.0f} ms" if s < 1 else f"{s:.2f} s"


def main():
    args = parse_args()
    exes = build_release()
    failures = []
    if not args.small:
        failures += large_table(args, exes)
    if not args.large:
        if not args.small:
            print()
        failures += small_table(args, exes)
    if failures:
        fail("; ".join(failures))


def large_table(args, exes):
    work = [w for w in WORST if args.only is None or w[0] == args.only]
    if not work:
        return []
    out = bench_dir("worst")
    before = ["before", "before peak"] if args.before else []
    print("| binary | input | size | " + " | ".join(before + ["time", "peak"]) + " | built against |")
    print("|---|---|---|" + "---|" * (len(before) + 2) + "---|")
    differ = False
    for b, name, gen, why in work:
        path = os.path.join(out, name + ".in")
        with open(path, "wb") as f:
            check([exe(exes, "gen")] + gen.split(), stdout=f)
        cells = []
        t, mem, first = timed(exe(exes, b), path)
        if args.before:
            t0, mem0, first0 = timed(os.path.join(args.before, b), path)
            cells += [fmt_t(t0), f"{mem0:.0f} MiB"]
            if first0 != first:
                differ = True
                cells[-1] += f" (answers differ: {first0!r} / {first!r})"
        cells += [fmt_t(t), f"{mem:.0f} MiB"]
        size = os.path.getsize(path)
        print(f"| {b} | {name} | {size / 1e6:.1f} MB | " + " | ".join(cells) + f" | {why} |",
              flush=True)
    return ["the two builds' answers differ"] if differ else []


if __name__ == "__main__":
    run_main(main)
