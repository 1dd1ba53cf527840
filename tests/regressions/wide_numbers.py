#!/usr/bin/env python3
"""Writes wide_numbers.txt beside it: inputs of every batch binary with a
number of 2^32 or more (2^32, 5e9, 2^64 - 1, 2^64, 10^20) in each place a
count, a size or a value is read, one place at a time, and the error line
the native binary gives each (its judge path, and --explain for a binary
with a game). tests/crate_wide/bad_input.rs holds the binaries to these
lines; web/tests/numbers.mjs holds the page's WebAssembly build (32-bit
usize) to them. Run after `cargo build --release`:
python3 tests/regressions/wide_numbers.py [BINARY_DIR]."""
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BIN = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "target/release")

WIDE = ["4294967296", "5000000000", "18446744073709551615", "18446744073709551616", "100000000000000000000"]

# Each binary's input with its numbers in brackets: each bracketed number
# in turn is replaced by each wide number, the others left as they are.
TEMPLATES = {
    "anti_nim": ["[2]\n[3]\n[3] [5] [1]\n[1]\n[1]\n"],
    "christmas_game": ["[2]\n[2] [1]\n[1] [2]\n[4] [4]\n[1] [2]\n[2] [3]\n[2] [4]\n[3] [4]\n"],
    "dag_sg_chips": ["[6] [8] [4]\n[2] [1]\n2 4\n1 4\n1 5\n4 5\n1 3\n3 5\n3 6\n[1] 2 4 [6]\n"],
    "euclid_game": ["[34] [12]\n[15] [24]\n0 0\n"],
    "game_on_tree": ["[5]\n[1] [2]\n2 3\n2 4\n4 [5]\n"],
    "jsoi2009_game": ["[3] [3]\n.##\n...\n#.#\n"],
    "library_checker_bipartite_matching": ["[4] [4] [7]\n[1] [1]\n2 2\n0 0\n3 1\n1 2\n2 0\n3 [2]\n"],
    "library_checker_general_matching": ["[6] [6]\n[0] [1]\n2 3\n4 0\n1 2\n1 3\n2 [5]\n"],
    "no_gambling": ["[5]\n-1\n"],
    "noi2011_bunny_egg": ["[1] [6]\nXO.OXO\n[1]\n[1] [2]\n[1] [1]\n"],
    "plate_game": ["[5] [5] [2]\n"],
    "play_a_game": ["[2]\n0\n"],
    "s_nim": ["[2] [2] [5]\n[3]\n[2] [5] [12]\n[3] 2 4 7\n4 2 3 7 [12]\n0\n"],
    "stone_merge": ["[3]\n[3]\n[1] [1] [2]\n[2]\n3 4\n3\n2 3 [5]\n"],
    "stone_merge_icpc": ["[3]\n[3]\n[1] [1] [2]\n[2]\n3 4\n3\n2 3 [5]\n"],
    "two_ended_nim": ["[1]\n[4]\n[3] [1] [9] [4]\n"],
    "two_tokens": ["[1] [3]\n...\n[1] [1] [1] [3]\n"],
    "vertex_geography": ["[5] [5]\n[1] [2]\n2 3\n3 1\n3 4\n4 [5]\n"],
    "wythoff_game": ["[3] [5]\n[1] [2]\n"],
}

# Inputs taken as they are: wide numbers in several places at once.
WHOLE = {
    "game_on_tree": [
        "5000000000\n1 4294967297\n4294967297 1\n",
        "5000000000\n1 4294967297\n4294967297 18446744073709551615\n18446744073709551615 1\n",
        "5000000000\n4294967297 4294967297\n",
        "5000000000\n1 4294967297\n4294967297 4294967298\n4294967298 1\n",
        "5000000000\n1 5000000001\n",
        "18446744073709551615\n18446744073709551615 1\n2 18446744073709551616\n",
    ],
    "library_checker_general_matching": ["6 4294967296\n4294967296 4294967296\n"],
    "vertex_geography": ["5 1\n4294967296 4294967296\n"],
    "dag_sg_chips": ["3 4294967296 4294967296\n1 2\n"],
    "noi2011_bunny_egg": ["4294967296 4294967296\nXO.OXO\n"],
    "jsoi2009_game": ["4294967296 4294967296\n.##\n"],
}


def probes():
    for name, templates in TEMPLATES.items():
        for template in templates:
            places = list(re.finditer(r"\[(\d+)\]", template))
            for i in range(len(places)):
                for wide in WIDE:
                    k = iter(range(len(places)))
                    text = re.sub(r"\[(\d+)\]", lambda m: wide if next(k) == i else m.group(1), template)
                    yield name, text
        for text in WHOLE.get(name, []):
            yield name, text


def error(name, text, args):
    p = subprocess.run([os.path.join(BIN, name), *args], input=text.encode(), capture_output=True)
    out = p.stderr.decode()
    if p.returncode == 0:
        # The answer (an explanation is left out: the page explains in parts).
        return "ok" if args else "ok " + p.stdout.decode().replace("\n", "\\n")
    assert p.returncode == 1 and p.stdout == b"" and out.count("\n") == 1, (name, text, p)
    return out.rstrip("\n")


def main():
    lines = []
    for name, text in probes():
        modes = [("judge", [])]
        if "--explain" in subprocess.run([os.path.join(BIN, name), "--help"], capture_output=True).stdout.decode():
            modes.append(("explain", ["--explain"]))
        for mode, args in modes:
            lines.append("\t".join([name, mode, text.replace("\n", "\\n"), error(name, text, args)]))
    with open(os.path.join(HERE, "wide_numbers.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{len(lines)} probes")


main()
