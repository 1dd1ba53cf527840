#!/usr/bin/env python3
"""fuzz/worst.py [TARGET...]: the costliest inputs of the fuzz corpora, run
through the release binaries (build them first: cargo build --release).

For each input of fuzz/corpus/judge, fuzz/corpus/explain and
fuzz/corpus/play (or the targets named), and of fuzz/artifacts/ beside
them (what the fuzzers found), runs the binary it picks as a
user would (the judge path on the input; `--explain` on it; `--play` on
the sample with the input's lines typed) and prints, per binary and mode,
the slowest input (wall time) and the one with the highest peak memory
(maximum resident set size), with their sizes and file names. Times come
from a shared machine: rerun an input alone to confirm it.

The first line of an input picks the binary as fuzz/src/lib.rs does: its
name, or else one by an FNV-1a hash of the line.
"""

import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET_DIR = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
LIMIT = 60  # seconds: an input still running then is reported as such


def pick(names, key):
    if key in names:
        return key
    h = 0xCBF29CE484222325
    for b in key.encode("latin-1"):
        h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return names[h % len(names)]


def measure(args, stdin_bytes):
    """Wall seconds and peak memory (MB) of one run, `stdin_bytes` typed,
    as GNU time reports them (a child forked from Python would count
    Python's own memory)."""
    with tempfile.NamedTemporaryFile("r") as report:
        proc = subprocess.run(
            ["/usr/bin/time", "-f", "%e %M", "-o", report.name, "timeout", "-s", "KILL", str(LIMIT)]
            + args,
            input=stdin_bytes, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        words = report.read().split()
    # A run killed at the limit: GNU time says so on a line of its own.
    wall, kb = float(words[-2]), int(words[-1])
    return (float("inf") if proc.returncode == 137 else wall), kb / 1024


def main():
    targets = sys.argv[1:] or ["judge", "explain", "play"]
    names = sorted(f[:-3] for f in os.listdir(os.path.join(ROOT, "src", "bin")) if f.endswith(".rs"))
    worst = {}  # (binary, mode) -> [slowest (s, MB, size, file), hungriest]
    for target in targets:
        corpus = os.path.join(ROOT, "fuzz", "corpus", target)
        if target not in ("judge", "explain", "play") or not os.path.isdir(corpus):
            print(f"error: no corpus fuzz/corpus/{target} (judge, explain or play; run fuzz/run first)",
                  file=sys.stderr)
            sys.exit(1)
        found = os.path.join(ROOT, "fuzz", "artifacts", target)
        files = [os.path.join(corpus, e) for e in sorted(os.listdir(corpus))]
        if os.path.isdir(found):
            files += [os.path.join(found, e) for e in sorted(os.listdir(found))]
        for path in files:
            entry = os.path.relpath(path, os.path.join(ROOT, "fuzz"))
            data = open(path, "rb").read()
            header, _, rest = data.partition(b"\n")
            header = header.decode("latin-1")
            if target == "play":
                name, _, sample = header.partition(" ")
                name = pick(names, name)
                samples = sorted(f[:-3] for f in os.listdir(os.path.join(ROOT, "testdata", name))
                                 if f.endswith(".in"))
                if not samples:
                    continue
                sample = pick(samples, sample)
                exe = os.path.join(TARGET_DIR, "release", name)
                args = [exe, "--play", os.path.join(ROOT, "testdata", name, sample + ".in")]
            else:
                name = pick(names, header)
                exe = os.path.join(TARGET_DIR, "release", name)
                args = [exe] + (["--explain"] if target == "explain" else [])
            wall, mb = measure(args, rest)
            key = (name, target)
            row = (wall, mb, len(rest), f"fuzz/{entry}")
            best = worst.setdefault(key, [row, row])
            if row[0] > best[0][0]:
                best[0] = row
            if row[1] > best[1][1]:
                best[1] = row
    print("| binary | mode | slowest input: time, its peak memory, bytes | most memory: peak, its time, bytes |")
    print("|---|---|---|---|")
    for (name, target), (slow, big) in sorted(worst.items()):
        print(f"| {name} | {target} | {slow[0]:.2f} s, {slow[1]:.0f} MB, {slow[2]} B (`{slow[3]}`) "
              f"| {big[1]:.0f} MB, {big[0]:.2f} s, {big[2]} B (`{big[3]}`) |")


if __name__ == "__main__":
    main()
