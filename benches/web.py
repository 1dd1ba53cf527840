#!/usr/bin/env python3
"""The page against the native binaries: each binary's judge-sized inputs
(the judge-sized rows of `run.py`'s WORKLOADS) answered by the release
binary as a process, by its solve step alone (`cargo bench --bench solve`,
as `run.py` times it), and by the page's WebAssembly build in headless
Chromium (`web/tests/time.mjs`: the request `judge NAME`, timed inside the
page), medians of `--runs` runs each, and their ratio. Needs node, the npm
packages of web/ (`cd web && npm ci`) and Chromium (/usr/bin/chromium, or
CHROMIUM). Prints a markdown table; any failure is one `error:` line and
exit status 1.
"""
import os, statistics, subprocess, sys

sys.dont_write_bytecode = True  # no __pycache__ in benches/
from common import ROOT, Parser, bench_dir, build_release, check, exe, fail, last_words, \
    run_main, solve_times, status
from run import WORKLOADS, run, fmt_t


def main():
    p = Parser(description=__doc__.split("\n\n")[0])
    p.add_argument("--runs", type=int, default=5, metavar="N", help="runs per input (5)")
    p.add_argument("--only", metavar="BINARY", help="one binary's inputs")
    args = p.parse_args()
    work = [w for w in WORKLOADS if w[3] and (args.only is None or w[0] == args.only)]
    if not work:
        fail(f"no judge-sized input of {args.only}")
    exes = build_release()
    site = bench_dir("web")
    check([os.path.join(ROOT, "web", "build"), site], stdout=subprocess.DEVNULL)
    out = bench_dir()
    rows = []
    for b, name, gen, _ in work:
        path = os.path.join(out, name + ".in")
        with open(path, "wb") as f:
            check([exe(exes, "gen")] + gen.split(), stdout=f)
        with open(path, "rb") as f:
            data = f.read()
        times = []
        for _ in range(args.runs):
            dt, q = run([exe(exes, b)], data)
            if q.returncode != 0:
                fail(f"{b} failed on {path} ({status(q.returncode)}): {last_words(q.stderr)}")
            times.append(dt)
        rows.append((b, name, len(data), statistics.median(times), path))
    pairs = [f"{b}={path}" for b, _, _, _, path in rows]
    q = check(["node", os.path.join(ROOT, "web", "tests", "time.mjs"), site, str(args.runs)] + pairs,
              stdout=subprocess.PIPE)
    page = {}
    for line in q.stdout.decode().splitlines():
        b, rest = line.split(" ", 1)
        path, med, _ = rest.rsplit(" ", 2)
        page[(b, path)] = float(med)
    solve = solve_times([(b, path) for b, _, _, _, path in rows])
    print("| binary | input | size | native binary | native solve only | page | "
          "page / binary | page / solve only |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    for b, name, size, native, path in rows:
        t = page[(b, path)]
        alone = solve.get((b, path))
        print(f"| {b} | {name} | {size / 1e3:.0f} kB | {fmt_t(native)} | {fmt_t(alone)} | "
              f"{fmt_t(t)} | {t / native:.2f} | {'-' if not alone else f'{t / alone:.2f}'} |")


if __name__ == "__main__":
    run_main(main)
