"""What the benchmark scripts share: where cargo builds, the release
binaries it built, running commands, and the way every failure ends.

Cargo's target folder is the one `cargo metadata` names, run from the
repository's root: `target/` by default, `CARGO_TARGET_DIR` when it is set
(a relative one is relative to the root, as cargo takes it there), or
`build.target-dir` of a cargo configuration. The binaries are the files
`cargo build --release` reports for them, wherever its configuration puts
them; the scripts' inputs go to `bench/` in the target folder.

A script runs its `main` through `run_main`: any failure (a build that
fails, a tool or file that is missing, a program that fails on an input)
ends the script with one `error: ...` line on standard error and exit
status 1, a wrong command line with one `error: ...` line and exit status
2, Ctrl-C with exit status 130, all without a Python traceback. A closed
standard output (`| head`) ends it quietly with exit status 0, as it ends
the crate's binaries.
"""
import argparse, functools, json, os, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Failure(Exception):
    """Ends the script with `error: <message>` and exit status 1."""


@functools.lru_cache(maxsize=None)
def binaries():
    """The binaries of the crate that answer one input, as its catalogue
    (`cp_games::problems::catalogue()`) lists them, sorted: an interactive
    binary plays against an interactor instead (its tests time its largest
    games, `tests/problems/<binary>.rs`)."""
    cmd = ["cargo", "bench", "--quiet", "-p", "cp-games-bench", "--bench", "solve", "--", "--list"]
    names = sorted(check(cmd, stdout=subprocess.PIPE).stdout.decode().split())
    if not names:
        fail(f"`{shown(cmd)}` listed no binary")
    return names


def fail(message):
    raise Failure(message)


class Parser(argparse.ArgumentParser):
    """argparse, with a wrong command line told in one `error:` line (the
    usage after it) and exit status 2."""

    def error(self, message):
        usage = " ".join(self.format_usage().split())
        print(f"error: {message} ({usage})", file=sys.stderr)
        sys.exit(2)


def status(code):
    """How a process ended, from its return code."""
    return f"killed by signal {-code}" if code < 0 else f"exit status {code}"


def last_words(stderr):
    """One line for a failed program's standard error: its first line
    starting with `error` (less a leading `error: `; with the place a
    compiler's ` --> ` line gives next), else its last line."""
    lines = [l.strip() for l in stderr.decode(errors="replace").splitlines() if l.strip()]
    if not lines:
        return "nothing on standard error"
    i = next((i for i, l in enumerate(lines) if l.startswith("error")), len(lines) - 1)
    line = lines[i]
    if line.startswith("error: "):
        line = line[len("error: "):]
    if i + 1 < len(lines) and lines[i + 1].startswith("--> "):
        line += " at " + lines[i + 1][len("--> "):]
    return line if len(line) <= 300 else line[:300] + "..."


def shown(cmd):
    return " ".join(str(c) for c in cmd)


def spawn(cmd, **kw):
    """`subprocess.run(cmd, **kw)` from the repository's root, standard
    error kept; a program that cannot be started is a failure."""
    kw.setdefault("cwd", ROOT)
    kw.setdefault("stderr", subprocess.PIPE)
    try:
        return subprocess.run(cmd, **kw)
    except OSError as e:
        fail(f"cannot run {cmd[0]}: {e.strerror or e}")


def check(cmd, **kw):
    """`spawn`, and a failure unless the program exits with status 0; its
    standard error (cargo's warnings, say) is passed on when it does."""
    p = spawn(cmd, **kw)
    if p.returncode != 0:
        fail(f"`{shown(cmd)}` failed ({status(p.returncode)}): {last_words(p.stderr)}")
    if p.stderr:
        sys.stderr.buffer.write(p.stderr)
        sys.stderr.flush()
    return p


@functools.lru_cache(maxsize=None)
def target_dir():
    """Cargo's target folder for this repository (see the module's doc)."""
    p = check(["cargo", "metadata", "--format-version", "1", "--no-deps"], stdout=subprocess.PIPE)
    try:
        return json.loads(p.stdout)["target_directory"]
    except (ValueError, KeyError, TypeError):
        fail("`cargo metadata` named no target directory")


def bench_dir(*parts):
    """`bench/<parts>` in cargo's target folder, created if need be."""
    path = os.path.join(target_dir(), "bench", *parts)
    try:
        os.makedirs(path, exist_ok=True)
    except OSError as e:
        fail(f"cannot create {path}: {e.strerror or e}")
    return path


def executables(messages):
    """The binaries a `cargo build --message-format=json...` run's standard
    output reports, by name."""
    exes = {}
    for line in messages.splitlines():
        try:
            msg = json.loads(line)
        except ValueError:
            continue
        if msg.get("reason") == "compiler-artifact" and msg.get("executable"):
            exes[msg["target"]["name"]] = msg["executable"]
    return exes


def build_release():
    """Builds the release binaries of cp-games and cp-games-bench (`gen`,
    `read_only`); returns the path of each binary by name."""
    cmd = ["cargo", "build", "--release", "--quiet", "-p", "cp-games", "-p", "cp-games-bench",
           "--bins", "--message-format=json-render-diagnostics"]
    exes = executables(check(cmd, stdout=subprocess.PIPE).stdout)
    for name in ("gen", "read_only"):
        if name not in exes:
            fail(f"`{shown(cmd)}` reported no binary {name}")
    return exes


def solve_times(pairs):
    """The library's solve step alone on each (binary, input path) of
    `pairs`, timed by `cargo bench -p cp-games-bench --bench solve`: the
    median in seconds by (binary, path); a binary whose solve step is not in
    the library has none."""
    args = [f"{b}={path}" for b, path in pairs]
    p = check(["cargo", "bench", "--quiet", "-p", "cp-games-bench", "--bench", "solve", "--"] + args,
              stdout=subprocess.PIPE)
    solve = {}
    for line in p.stdout.decode().splitlines():
        # `solve BINARY PATH MEDIAN RUNS`, or `skip ...` for a binary whose
        # solve step is not in the library. (A path may hold spaces: the
        # numbers are the last two words.)
        if line.startswith("solve "):
            _, b, rest = line.split(" ", 2)
            path, med, _ = rest.rsplit(" ", 2)
            solve[(b, path)] = float(med)
    return solve


def exe(exes, name):
    """The path of binary `name` of `build_release`."""
    if name not in exes:
        fail(f"cargo built no binary {name}")
    return exes[name]


def read_peak_kib(stderr):
    """The peak resident memory `/usr/bin/time -f %M` wrote last, in KiB."""
    try:
        return int(stderr.split()[-1])
    except (IndexError, ValueError):
        fail(f"cannot read the peak memory from /usr/bin/time (GNU time): {last_words(stderr)}")


def run_main(main):
    """Runs `main()` and ends the script as the module's doc says."""
    try:
        main()
        sys.stdout.flush()
    except Failure as e:
        print(f"error: {e}", file=sys.stderr)
        sys.exit(1)
    except KeyboardInterrupt:
        sys.exit(130)
    except BrokenPipeError:
        # The reader has what it wanted; nothing more can reach it.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(0)
    except OSError as e:
        where = f"{e.filename}: " if e.filename else ""
        print(f"error: {where}{e.strerror or e}", file=sys.stderr)
        sys.exit(1)
    except Exception as e:  # a fault of the script's own: still one line
        script = os.path.relpath(os.path.abspath(sys.argv[0]), ROOT)
        print(f"error: {script} failed: {type(e).__name__}: {e}", file=sys.stderr)
        sys.exit(1)
