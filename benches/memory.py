#!/usr/bin/env python3
"""Memory: the peak resident memory of every binary on a large generated
input, divided by the input's size in its own unit (vertices, cells,
edges, games ...) and by its length in bytes. The figures of
BENCHMARKS.md's "Memory" section.

Builds the release binaries and the benchmark tools, writes each input with
`benches/src/bin/gen.rs` into bench/memory/ of cargo's target folder
(target/bench/memory/, or under CARGO_TARGET_DIR when that is set; a
relative one is relative to the repository's root), runs the binary once
under /usr/bin/time (`%M`: peak resident set size) and prints a markdown
table. A figure per unit is left out ("-") where the peak is under 4 MiB (the
process itself, about 2 MiB, is most of it), and one per input byte where
the input is under 2 MB.
A binary of the catalogue with no row below is named on a `note:` line and not
measured (a row needs a generator of its input format, in `gen.rs`). Any other failure (a build,
a missing tool or file, a binary failing on an input) ends the run with one
`error:` line and exit status 1; a wrong command line, with one `error:`
line and exit status 2.
"""
import os, subprocess, sys

sys.dont_write_bytecode = True  # no __pycache__ in benches/
from common import ROOT, Parser, bench_dir, binaries, build_release, check, exe, fail, last_words, \
    read_peak_kib, run_main, spawn, status

# (binary, generator arguments, unit, how many units the input holds).
ROWS = [
    ("anti_nim", "anti 1000 1000 1000000000", "pile", 10**6),
    ("christmas_game", "christmas 1 10 100000 200000", "edge", 2 * 10**6),
    ("dag_sg_chips", "dag random 1000000 3000000 1000000", "edge", 3 * 10**6),
    ("euclid_game", "euclid 1000000 9223372036854775807", "game", 10**6),
    ("game_on_tree", "tree random 1000000", "vertex", 10**6),
    ("game_on_tree", "tree path 1000000", "vertex", 10**6),
    ("jsoi2009_game", "jsoi random 1000", "cell", 10**6),
    ("jsoi2009_game", "jsoi full 1000", "cell", 10**6),
    ("library_checker_bipartite_matching", "bipartite 10000000 10000000 0", "vertex", 2 * 10**7),
    ("library_checker_bipartite_matching", "bipartite 1000000 1000000 3000000", "vertex", 2 * 10**6),
    ("library_checker_bipartite_matching", "bipartite cycle 200000", "vertex", 6 * 10**5),
    ("library_checker_general_matching", "general 10000000 0", "vertex", 10**7),
    ("library_checker_general_matching", "general 1000000 3000000", "vertex", 10**6),
    ("library_checker_general_matching", "general cycle 300000", "vertex", 9 * 10**5),
    ("no_gambling", "gambling 1000000 1000000000", "game", 10**6),
    ("noi2011_bunny_egg", "noi snake 1000 1000000", "cell", 10**6),
    ("plate_game", "plate 100 100 10", "game", 1),
    ("play_a_game", "play 1000000 18446744073709551615", "game", 10**6),
    ("s_nim", "snim 100 100 10000 100 100 10000", "heap", 100 * 100 * 100),
    ("stone_merge", "stone 4000 50 1000", "pile", 4000 * 50),
    ("stone_merge_icpc", "stone 100000 50 1000", "pile", 10**5 * 50),
    ("two_ended_nim", "two_ended 1 100000 1000000000", "pile", 10**5),
    ("two_tokens", "tokens open 50", "position", 2500 * 2499 // 2),
    ("vertex_geography", "graph 100000 300000", "vertex", 10**5),
    ("vertex_geography", "graph cycle 100000", "vertex", 3 * 10**5),
    ("wythoff_game", "wythoff 1000000 1000000000000000000", "game", 10**6),
]


def main():
    p = Parser(
        prog="python3 benches/memory.py",
        description="Peak memory of every binary of the catalogue on a large generated input, per "
                    "unit of the input (vertex, cell, edge, game ...) and per input byte, as a "
                    "markdown table. Takes a few minutes.")
    p.add_argument("--only", metavar="BINARY", help="only this binary's rows")
    args = p.parse_args()
    bins = binaries()
    if args.only is not None and args.only not in bins:
        p.error(f"--only {args.only}: no such binary in the catalogue (binaries: {', '.join(bins)})")
    missing = sorted(set(bins) - {r[0] for r in ROWS})
    if missing:
        print(f"note: no row in benches/memory.py for {', '.join(missing)}: not measured", file=sys.stderr)
    rows = [r for r in ROWS if r[0] in bins and args.only in (None, r[0])]
    if not rows:
        fail(f"no rows for {args.only}")

    exes = build_release()
    out = bench_dir("memory")
    print("| binary | input (`gen` arguments) | input size | peak | per unit | per input byte |")
    print("|---|---|---|---|---|---|")
    for b, gen, unit, count in rows:
        path = os.path.join(out, gen.replace(" ", "-") + ".in")
        with open(path, "wb") as f:
            check([exe(exes, "gen")] + gen.split(), stdout=f)
        size = os.path.getsize(path)
        with open(path, "rb") as f:
            run = spawn(["/usr/bin/time", "-f", "%M", exe(exes, b)], stdin=f,
                        stdout=subprocess.DEVNULL)
        if run.returncode != 0:
            fail(f"{b} failed on `{gen}` ({status(run.returncode)}): {last_words(run.stderr)}")
        peak = read_peak_kib(run.stderr) * 1024
        per_unit = f"{peak / count:.1f} bytes per {unit}" if peak >= 4 * 2**20 else "-"
        per_byte = f"{peak / size:.2f}" if size >= 2 * 10**6 else "-"
        print(f"| {b} | `{gen}` | {size / 1e6:.1f} MB | {peak / 2**20:.1f} MiB | {per_unit} "
              f"| {per_byte} |", flush=True)
        os.remove(path)
    if missing:
        sys.exit(1)


if __name__ == "__main__":
    run_main(main)
