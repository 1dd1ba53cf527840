#!/usr/bin/env python3
"""The worst shapes found for the binaries that run a matching, timed as
whole processes: the inputs built against each algorithm, far past the
judges' sizes, and the largest empty graphs the binaries accept.

    python3 benches/worst.py                     # this build
    python3 benches/worst.py --before DIR        # and an older build, in the same run

Builds the release binaries and `gen` (`benches/src/bin/gen.rs`), writes the
inputs (the same bytes every run) into bench/worst/ of cargo's target folder
(target/bench/worst/, or under CARGO_TARGET_DIR when that is set; a relative
one is relative to the repository's root), and prints a markdown table: for
each input, median wall time of 3 runs (1 run when the first takes over
5 s) and peak memory (`/usr/bin/time`). With `--before DIR`
(the release folder of another build, e.g. target/release of an older
commit checked out with `git worktree add`), the binaries of DIR run on the
same inputs in turn, and the first lines of the two answers (the matching
size or the verdict) must agree. Exits 1 if they do not; any other failure
(a build, a missing tool or file, a program failing on an input) ends the
run with one `error:` line and exit status 1 too, and a wrong command line
with one `error:` line and exit status 2.
"""
import os, statistics, subprocess, sys, time

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


def parse_args():
    p = Parser(prog="python3 benches/worst.py", description=__doc__.split("\n\n")[0])
    p.add_argument("--before", metavar="DIR",
                   help="the release folder of another build (its target/release), timed on "
                        "the same inputs")
    p.add_argument("--only", metavar="BINARY", help="only this binary's inputs")
    args = p.parse_args()
    if args.only is not None and args.only not in {w[0] for w in WORST}:
        p.error(f"--only {args.only}: no worst-shape input for it (binaries: "
                f"{', '.join(sorted({w[0] for w in WORST}))})")
    if args.before is not None:
        for b in sorted({w[0] for w in WORST if args.only in (None, w[0])}):
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
    work = [w for w in WORST if args.only is None or w[0] == args.only]
    exes = build_release()
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
    if differ:
        fail("the two builds' answers differ")


if __name__ == "__main__":
    run_main(main)
