#!/usr/bin/env python3
"""Benchmarks: every binary on generated inputs at the judge's limit and far
beyond, as whole processes, against the read-only baseline and (where
../shared/peers/ exists) the C++ reference solutions, all in one run.

Builds the release binaries and the benchmark tools, writes inputs with
`benches/src/bin/gen.rs` into bench/ of cargo's target folder (target/bench/,
or bench/ under CARGO_TARGET_DIR when that is set; a relative one is relative
to the repository's root), runs binary, read-only baseline
(`benches/src/bin/read_only.rs`) and C++ reference in turn, checks that binary and
reference print the same answer, measures peak memory with /usr/bin/time,
times the library's solve step alone with `cargo bench -p cp-games-bench --bench solve`, and
prints a markdown table (times are medians). Exits 1 if any output differs,
or if a row below names a binary that the catalogue does not list (on an
`error:` line; the others are still measured). A binary with no judge-sized
row below is measured on its own test inputs, `testdata/<binary>/*.in`:
a new binary needs no entry here. Any other failure (a
build, a missing tool or file, a program failing on an input) ends the run
with one `error:` line and exit status 1; a wrong command line, with one
`error:` line and exit status 2.
"""
import os, platform, statistics, subprocess, sys, time

sys.dont_write_bytecode = True  # no __pycache__ in benches/
from common import ROOT, Parser, bench_dir, binaries, build_release, check, exe, fail, last_words, \
    read_peak_kib, run_main, solve_times, spawn, status

PEERS = os.path.join(ROOT, "..", "shared", "peers")

# (binary, input name, generator arguments, judge-sized?). `--smoke` runs the
# judge-sized rows; a binary without one is measured on its test inputs
# (`workloads`).
WORKLOADS = [
    ("anti_nim", "anti-500x50", "anti 500 50 5000", True),
    ("anti_nim", "anti-1000x1000", "anti 1000 1000 1000000000", False),
    ("christmas_game", "christmas-99x99", "christmas 1 99 99 499", True),
    ("christmas_game", "christmas-10x1e5", "christmas 1 10 100000 200000", False),
    ("dag_sg_chips", "dag-random-2000", "dag random 2000 6000 2000", True),
    ("dag_sg_chips", "dag-random-1e6", "dag random 1000000 3000000 1000000", False),
    ("dag_sg_chips", "dag-chain-1e6", "dag chain 1000000 3000000 1000000", False),
    ("euclid_game", "euclid-1000", "euclid 1000 2147483647", True),
    ("euclid_game", "euclid-1e6", "euclid 1000000 9223372036854775807", False),
    ("jsoi2009_game", "jsoi-random-100", "jsoi random 100", True),
    ("jsoi2009_game", "jsoi-random-1000", "jsoi random 1000", False),
    ("jsoi2009_game", "jsoi-full-1000", "jsoi full 1000", False),
    ("jsoi2009_game", "jsoi-maze-1000", "jsoi maze 1000", False),
    ("library_checker_bipartite_matching", "bipartite-1e5", "bipartite 100000 100000 200000", True),
    ("library_checker_bipartite_matching", "bipartite-1e6", "bipartite 1000000 1000000 3000000", False),
    ("library_checker_general_matching", "general-500-dense", "general 500 124750", True),
    ("library_checker_general_matching", "general-1e5", "general 100000 300000", False),
    ("noi2011_bunny_egg", "noi-snake-40", "noi snake 40 1000", True),
    ("noi2011_bunny_egg", "noi-snake-300", "noi snake 300 1000000", False),
    ("noi2011_bunny_egg", "noi-dead-300", "noi dead 300 100000", False),
    ("plate_game", "plate-100", "plate 100 100 10", True),
    ("play_a_game", "play-1000", "play 1000 10000", True),
    ("play_a_game", "play-1e6", "play 1000000 18446744073709551615", False),
    ("s_nim", "snim-10x100", "snim 10 100 10000 100 100 10000", True),
    ("s_nim", "snim-100x100", "snim 100 100 10000 100 100 10000", False),
    ("s_nim", "snim-heaps-1e18", "snim 10 10 100 100 100 1000000000000000000", False),
    ("s_nim", "snim-100x100-1e18", "snim 100 100 100 100 100 1000000000000000000", False),
    ("two_tokens", "tokens-random-20", "tokens random 20", True),
    ("two_tokens", "tokens-open-50", "tokens open 50", False),
    ("two_tokens", "tokens-random-50", "tokens random 50", False),
    ("game_on_tree", "tree-path-1e5", "tree path 100000", True),
    ("game_on_tree", "tree-random-1e5", "tree random 100000", True),
    ("game_on_tree", "tree-path-1e6", "tree path 1000000", False),
    ("game_on_tree", "tree-random-1e6", "tree random 1000000", False),
    ("no_gambling", "gambling-1000", "gambling 1000 40", True),
    ("no_gambling", "gambling-1e6", "gambling 1000000 1000000000", False),
    ("stone_merge", "stone-100x50", "stone 100 50 1000", True),
    ("stone_merge", "stone-4000x50", "stone 4000 50 1000", False),
    ("stone_merge_icpc", "stone-icpc-4000x50", "stone 4000 50 1000", True),
    ("stone_merge_icpc", "stone-icpc-1e5x50", "stone 100000 50 1000", False),
    ("two_ended_nim", "two-ended-10x1000", "two_ended 10 1000 1000000000", True),
    ("two_ended_nim", "two-ended-1x20000", "two_ended 1 20000 1000000000", False),
    ("vertex_geography", "geography-2000x2e5", "graph 2000 200000", True),
    ("vertex_geography", "geography-1e5x3e5", "graph 100000 300000", False),
    ("wythoff_game", "wythoff-1000", "wythoff 1000 1000000000", True),
    ("wythoff_game", "wythoff-1e6", "wythoff 1000000 1000000000000000000", False),
]


def workloads(bins):
    """The rows of WORKLOADS, and for each binary without a judge-sized row,
    one judge-sized row per test input of its own (testdata/<binary>/*.in),
    whose generator arguments are the file's path."""
    rows = list(WORKLOADS)
    judge_sized = {w[0] for w in WORKLOADS if w[3]}
    for b in bins:
        if b in judge_sized:
            continue
        folder = os.path.join(ROOT, "testdata", b)
        names = sorted(n for n in os.listdir(folder) if n.endswith(".in")) if os.path.isdir(folder) else []
        for n in names:
            rows.append((b, f"{b}-{n[:-3]}", os.path.join(folder, n), True))
    return rows


def coverage_errors(bins, only=None):
    """One `error:` line per row of WORKLOADS whose binary the catalogue
    does not list; a note for a binary that has neither a row nor test inputs."""
    errors = []
    stale = sorted({w[0] for w in WORKLOADS} - set(bins))
    if stale and only is None:
        errors.append(f"error: benches/run.py has workloads for {', '.join(stale)}, "
                      "which is not in the catalogue")
    return errors


def parse_args():
    p = Parser(
        prog="python3 benches/run.py",
        description="Times every binary in src/bin on generated inputs (judge-sized and far "
                    "beyond) as whole processes, next to the read-only baseline and the C++ "
                    "references of ../shared/peers/, and prints a markdown table. Inputs go to "
                    "bench/ in cargo's target folder (target/, or CARGO_TARGET_DIR). The full "
                    "run takes several minutes; see BENCHMARKS.md.")
    p.add_argument("--smoke", action="store_true",
                   help="judge-sized inputs only, one run each: a quick check that the "
                        "benchmark itself works (its times mean little)")
    p.add_argument("--runs", type=int, default=5, metavar="N",
                   help="timed runs per program and input (default 5; an input on which some "
                        "program's first run takes over 5 s gets one run)")
    p.add_argument("--only", metavar="BINARY",
                   help="only this binary's workloads")
    args = p.parse_args()
    if args.runs < 1:
        p.error("--runs must be at least 1")
    if args.only is not None and args.only not in binaries():
        p.error(f"--only {args.only}: no such binary in the catalogue (binaries: {', '.join(binaries())})")
    return args


def run(cmd, data):
    t = time.perf_counter()
    p = spawn(cmd, input=data, stdout=subprocess.PIPE)
    return time.perf_counter() - t, p


def peak_mib(cmd, data):
    p = spawn(["/usr/bin/time", "-f", "%M"] + cmd, input=data, stdout=subprocess.DEVNULL)
    return read_peak_kib(p.stderr) / 1024.0


def fmt_t(s):
    return "-" if s is None else (f"{s * 1000:.1f} ms" if s < 1 else f"{s:.2f} s")


def main():
    args = parse_args()
    smoke, runs, only = args.smoke, args.runs, args.only
    if smoke:
        runs = 1
    bins = binaries()
    errors = coverage_errors(bins, only)
    for e in errors:
        print(e, file=sys.stderr)
    rows = workloads(bins)
    for b in bins:
        if only in (None, b) and not any(w[0] == b for w in rows):
            print(f"note: {b} has no workload and no testdata/{b}/*.in: not measured", file=sys.stderr)
    work = [w for w in rows if (w[3] or not smoke) and (only is None or w[0] == only)]
    if not work:
        sys.exit(1)

    exes = build_release()
    out = bench_dir()
    inputs = {}
    for _, name, gen, _ in work:
        if os.path.isfile(gen):
            # A test input of the binary's own.
            inputs[name] = gen
            continue
        path = os.path.join(out, name + ".in")
        with open(path, "wb") as f:
            check([exe(exes, "gen")] + gen.split(), stdout=f)
        inputs[name] = path

    peers = {}
    if os.path.isdir(PEERS):
        for b in sorted({w[0] for w in work}):
            src = os.path.join(PEERS, b + ".cpp")
            if os.path.exists(src):
                peer = os.path.join(bench_dir("peers"), b)
                check(["g++", "-O2", "-std=c++17", "-o", peer, src])
                peers[b] = peer

    rows, differ = [], False
    read_only = [exe(exes, "read_only")]
    for b, name, _, _ in work:
        with open(inputs[name], "rb") as f:
            data = f.read()
        progs = {"bin": [exe(exes, b)], "read": read_only}
        if b in peers:
            progs["cpp"] = [peers[b]]
        times = {k: [] for k in progs}
        outs = {}
        n = runs
        i = 0
        while i < n:
            for k, cmd in progs.items():
                dt, p = run(cmd, data)
                if p.returncode != 0:
                    fail(f"{cmd[0]} failed on {inputs[name]} ({status(p.returncode)}): "
                         f"{last_words(p.stderr)}")
                times[k].append(dt)
                outs[k] = p.stdout
            if i == 0 and max(t[0] for t in times.values()) > 5:
                n = 1
            i += 1
        med = {k: statistics.median(v) for k, v in times.items()}
        same = "cpp" not in outs or outs["bin"].split() == outs["cpp"].split()
        differ |= not same
        rows.append(dict(bin=b, name=name, size=len(data), t=med["bin"], read=med["read"],
                         cpp=med.get("cpp"), mem=peak_mib(progs["bin"], data),
                         cpp_mem=peak_mib(progs["cpp"], data) if "cpp" in progs else None,
                         same=same, runs=n))

    solve = solve_times([(r["bin"], inputs[r["name"]]) for r in rows])

    cpu = platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next((l.split(":", 1)[1].strip() for l in f if l.startswith("model name")), cpu)
    except OSError:
        pass  # not Linux: the machine's architecture only
    rustc = check(["rustc", "--version"], stdout=subprocess.PIPE).stdout.decode().strip()
    print(f"Machine: {cpu}, {os.cpu_count()} cores; {rustc}; C++: g++ -O2"
          + ("" if peers else " (no C++ reference in ../shared/peers for these binaries: no C++ column)"
             if os.path.isdir(PEERS) else " (no ../shared/peers: no C++ column)"))
    print(f"Runs per program and input: {runs} (median; 1 where some program takes over 5 s)\n")
    print("| binary | input | size | time | peak | solve only | read only | time / read | C++ | C++ peak | time / C++ |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        ratio_cpp = "-" if r["cpp"] is None else f"{r['t'] / r['cpp']:.2f}" + ("" if r["same"] else " DIFFER")
        cpp_mem = "-" if r["cpp_mem"] is None else f"{r['cpp_mem']:.1f} MiB"
        print(f"| {r['bin']} | {r['name']} | {r['size'] / 1e6:.1f} MB | {fmt_t(r['t'])} | {r['mem']:.1f} MiB "
              f"| {fmt_t(solve.get((r['bin'], inputs[r['name']])))} | {fmt_t(r['read'])} "
              f"| {r['t'] / r['read']:.1f} | {fmt_t(r['cpp'])} | {cpp_mem} | {ratio_cpp} |")
    if differ:
        print("\nerror: some binary's answer differs from the C++ reference", file=sys.stderr)
    for e in errors:
        print(e, file=sys.stderr)
    if differ or errors:
        sys.exit(1)


if __name__ == "__main__":
    run_main(main)
