#!/usr/bin/env python3
"""Memory: the peak resident memory of every binary on a large generated
input, divided by the input's size in its own unit (vertices, cells,
edges, games ...) and by its length in bytes. The figures of the README's
"Memory" section.

Builds the release binaries and the benchmark tools, writes each input with
`benches/src/bin/gen.rs` into target/bench/memory/, runs the binary once under
/usr/bin/time (`%M`: peak resident set size) and prints a markdown table.
A figure per unit is left out ("-") where the peak is under 4 MiB (the
process itself, about 2 MiB, is most of it), and one per input byte where
the input is under 2 MB.
Exits 1 if a binary in src/bin has no row below (it is named on an
`error:` line; the others are still measured).
"""
import argparse, os, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "target", "bench", "memory")
REL = os.path.join(ROOT, "target", "release")

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


def binaries():
    return sorted(f[:-3] for f in os.listdir(os.path.join(ROOT, "src", "bin")) if f.endswith(".rs"))


def main():
    p = argparse.ArgumentParser(
        prog="python3 benches/memory.py",
        description="Peak memory of every binary in src/bin on a large generated input, per "
                    "unit of the input (vertex, cell, edge, game ...) and per input byte, as a "
                    "markdown table. Takes a few minutes.")
    p.add_argument("--only", metavar="BINARY", help="only this binary's rows")
    args = p.parse_args()
    bins = binaries()
    missing = sorted(set(bins) - {r[0] for r in ROWS})
    if missing:
        print(f"error: no row in benches/memory.py for {', '.join(missing)}", file=sys.stderr)
    rows = [r for r in ROWS if r[0] in bins and args.only in (None, r[0])]
    if not rows:
        sys.exit(f"error: no rows for {args.only}")

    subprocess.run(["cargo", "build", "--release", "--quiet", "-p", "cp-games", "-p", "cp-games-bench", "--bins"],
                   check=True, cwd=ROOT)
    os.makedirs(OUT, exist_ok=True)
    print("| binary | input (`gen` arguments) | input size | peak | per unit | per input byte |")
    print("|---|---|---|---|---|---|")
    for b, gen, unit, count in rows:
        path = os.path.join(OUT, gen.replace(" ", "-") + ".in")
        with open(path, "wb") as f:
            subprocess.run([os.path.join(REL, "gen")] + gen.split(), stdout=f,
                           check=True)
        size = os.path.getsize(path)
        with open(path, "rb") as f:
            run = subprocess.run(["/usr/bin/time", "-f", "%M", os.path.join(REL, b)], stdin=f,
                                 stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        if run.returncode != 0:
            sys.exit(f"error: {b} failed on `{gen}`: {run.stderr.decode()[-300:]}")
        peak = int(run.stderr.split()[-1]) * 1024
        per_unit = f"{peak / count:.1f} bytes per {unit}" if peak >= 4 * 2**20 else "-"
        per_byte = f"{peak / size:.2f}" if size >= 2 * 10**6 else "-"
        print(f"| {b} | `{gen}` | {size / 1e6:.1f} MB | {peak / 2**20:.1f} MiB | {per_unit} "
              f"| {per_byte} |", flush=True)
        os.remove(path)
    if missing:
        sys.exit(1)


if __name__ == "__main__":
    main()
