#!/usr/bin/env python3
"""The search for two_tokens' slowest boards: every shape of about CELLS
cells from 1 row to a square (1, 2, 3, 4, 5, 6, 8, 12, 16, 24, 32, 45 rows
and the square), each with 0, 1, 3, 5, 10, 20 and 30% random walls, as a
perfect maze, a braided maze (30% of the maze's walls removed) and a comb;
on each board the tokens on the first and last free cells and on STARTS
random pairs. Prints one line per run (CPU time of the whole process, user
+ system, and peak memory, from /usr/bin/time), then the five slowest.

    python3 benches/tokens_search.py [--cells 2500] [--starts 2] [--seed 1]

Builds the release binaries first; the boards go to bench/tokens-search/ of
cargo's target folder (the five slowest are kept there as 0.in .. 4.in).
A failure (a build, a board the binary refuses) ends the run with one
`error:` line and exit status 1; a wrong command line, status 2. Takes
minutes: each board of 2500 cells takes up to a second.
"""
import os, random, subprocess, sys

sys.dont_write_bytecode = True  # no __pycache__ in benches/
from common import Parser, bench_dir, build_release, exe, fail, last_words, run_main, spawn, \
    status


def maze(r, c, rng, braid=0.0):
    """A perfect maze of one-cell corridors (cells at even coordinates),
    with a share `braid` of its walls removed."""
    g = [["#"] * c for _ in range(r)]
    g[0][0] = "."
    stack = [(0, 0)]
    while stack:
        y, x = stack[-1]
        nb = [(y + dy, x + dx, y + dy // 2, x + dx // 2)
              for dy, dx in ((2, 0), (-2, 0), (0, 2), (0, -2))
              if 0 <= y + dy < r and 0 <= x + dx < c and g[y + dy][x + dx] == "#"]
        if not nb:
            stack.pop()
            continue
        ny, nx, my, mx = rng.choice(nb)
        g[my][mx] = g[ny][nx] = "."
        stack.append((ny, nx))
    for y in range(r):
        for x in range(c):
            if g[y][x] == "#" and rng.random() < braid:
                g[y][x] = "."
    return g


def comb(r, c):
    """A corridor along the top row with a tooth down every other column."""
    return [["." if y == 0 or x % 2 == 0 else "#" for x in range(c)] for y in range(r)]


def shapes(cells, rng):
    side = int(cells ** 0.5)
    for r in (1, 2, 3, 4, 5, 6, 8, 12, 16, 24, 32, 45, side):
        c = cells // r
        for p in (0, 0.01, 0.03, 0.05, 0.1, 0.2, 0.3):
            yield f"{r}x{c} walls {p}", [["#" if rng.random() < p else "." for _ in range(c)]
                                         for _ in range(r)]
        if r >= 3:
            yield f"{r}x{c} maze", maze(r, c, rng)
            yield f"{r}x{c} braided maze", maze(r, c, rng, 0.3)
            yield f"{r}x{c} comb", comb(r, c)


def main():
    p = Parser(prog="python3 benches/tokens_search.py", description=__doc__.split("\n\n")[0])
    p.add_argument("--cells", type=int, default=2500, help="cells of every board (default 2500)")
    p.add_argument("--starts", type=int, default=2, help="random starts per board (default 2)")
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    if args.cells < 4:
        p.error("--cells must be at least 4")
    binary = exe(build_release(), "two_tokens")
    out = bench_dir("tokens-search")
    rng = random.Random(args.seed)
    runs = []
    for name, g in shapes(args.cells, rng):
        free = [(y, x) for y in range(len(g)) for x in range(len(g[0])) if g[y][x] == "."]
        if len(free) < 2:
            continue
        for a, b in [(free[0], free[-1])] + [tuple(rng.sample(free, 2)) for _ in range(args.starts)]:
            text = (f"{len(g)} {len(g[0])}\n" + "\n".join("".join(row) for row in g)
                    + f"\n{a[0] + 1} {a[1] + 1} {b[0] + 1} {b[1] + 1}\n")
            q = spawn(["/usr/bin/time", "-f", "TIME %U %S %M", binary], input=text.encode(),
                      stdout=subprocess.PIPE)
            if q.returncode != 0:
                fail(f"two_tokens failed on {name} ({status(q.returncode)}): {last_words(q.stderr)}")
            u, s_, m = q.stderr.decode().splitlines()[-1].split()[1:]
            cpu, peak = float(u) + float(s_), int(m) / 1024
            verdict = q.stdout.decode().strip()
            runs.append((cpu, peak, name, a, b, verdict, text))
            print(f"{cpu:6.2f} s {peak:6.1f} MiB {verdict:6} {name} {a} {b}", flush=True)
    runs.sort(key=lambda r: -r[0])
    print("\nslowest:")
    for i, (cpu, peak, name, a, b, verdict, text) in enumerate(runs[:5]):
        with open(os.path.join(out, f"{i}.in"), "w") as f:
            f.write(text)
        print(f"{cpu:6.2f} s {peak:6.1f} MiB {verdict:6} {name} {a} {b} ({i}.in)")


if __name__ == "__main__":
    run_main(main)
