//! `cargo cp-interact`: runs a program against an interactor, each one's
//! output the other's input, and says how it ended. See `--help`.

use cp_games::play::interactor::{connect_to, Ending};
use std::process::{exit, Command};
use std::time::Duration;

const USAGE: &str =
    "usage: cargo cp-interact [--time-limit SECONDS] [--transcript FILE] --judge 'JUDGE [ARGS]' PROGRAM [ARGS]";

const HELP: &str = "\
runs PROGRAM against the interactor JUDGE (its command and arguments in one
argument, split at spaces), each one's standard output the other's standard
input, and prints the verdict:

  accepted: ...        the interactor accepted (exit status 0)
  wrong answer: ...    the interactor refused a line of the program
  time limit: ...      both still ran at the time limit (default 10 s);
                       names the last line that passed: a line the program
                       does not flush never reaches the interactor
  program failed: ...  the interactor accepted, the program failed
  interactor failed: ...

Every other verdict than accepted exits with status 1.

  --time-limit SECONDS   the limit for the whole run (default 10)
  --transcript FILE      writes every line that passed, `> ` before the
                         program's and `< ` before the interactor's

An interactor answers with exit status 0 when it accepts, and 1 with a line
`wrong answer: ...` on stderr when it does not; the interactive binaries of
cp-games are their own interactors (`--judge FILE [MODE [SEED]]`).

example:
  cargo cp-interact --judge 'target/release/xor_break --judge testdata/xor_break/01-sample.in best' target/release/xor_break
";

fn fail(message: &str, status: i32) -> ! {
    eprintln!("error: {message}");
    exit(status)
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    // As a cargo subcommand, the first argument is its name.
    if args.first().map(String::as_str) == Some("cp-interact") {
        args.remove(0);
    }
    let (mut limit, mut transcript, mut judge) = (10.0, None, None);
    let mut rest = args.into_iter();
    let mut program = Vec::new();
    while let Some(a) = rest.next() {
        let mut value = |name: &str| {
            rest.next()
                .unwrap_or_else(|| fail(&format!("{name} needs a value ({USAGE})"), 2))
        };
        match a.as_str() {
            "-h" | "--help" => {
                println!("{USAGE}\n{HELP}");
                return;
            }
            "-V" | "--version" => {
                println!("cargo-cp-interact {}", env!("CARGO_PKG_VERSION"));
                return;
            }
            "--time-limit" => {
                let v = value("--time-limit");
                limit = v
                    .parse::<f64>()
                    .ok()
                    .filter(|s| s.is_finite() && *s > 0.0 && *s <= 86_400.0)
                    .unwrap_or_else(|| {
                        fail(
                            &format!("the time limit {v:?} is not a number of seconds ({USAGE})"),
                            2,
                        )
                    });
            }
            "--transcript" => transcript = Some(value("--transcript")),
            "--judge" => judge = Some(value("--judge")),
            _ if a.starts_with('-') && program.is_empty() => {
                fail(&format!("unknown option {a:?} ({USAGE})"), 2)
            }
            _ => {
                program.push(a);
                program.extend(rest.by_ref());
            }
        }
    }
    let judge = judge.unwrap_or_else(|| fail(&format!("--judge names no interactor ({USAGE})"), 2));
    let judge: Vec<&str> = judge.split_whitespace().collect();
    if judge.is_empty() || program.is_empty() {
        fail(
            &format!("both the interactor and the program are needed ({USAGE})"),
            2,
        );
    }
    let mut prog = Command::new(&program[0]);
    prog.args(&program[1..]);
    let mut jud = Command::new(judge[0]);
    jud.args(&judge[1..]);
    // The transcript is written as the lines pass: a long game is never
    // held in memory.
    let sink: Option<Box<dyn std::io::Write + Send>> = transcript.as_ref().map(|file| {
        let f = std::fs::File::create(file)
            .unwrap_or_else(|e| fail(&format!("cannot write the transcript {file:?}: {e}"), 1));
        Box::new(std::io::BufWriter::new(f)) as Box<dyn std::io::Write + Send>
    });
    let limit = Duration::from_secs_f64(limit);
    let run = connect_to(&mut prog, &mut jud, limit, sink).unwrap_or_else(|e| {
        let what = match &transcript {
            Some(file) => format!(" or write the transcript {file:?}"),
            None => String::new(),
        };
        fail(
            &format!("cannot start {:?} or {:?}{what}: {e}", program[0], judge[0]),
            1,
        )
    });
    println!("{} ({:.2} s)", run.outcome, run.elapsed.as_secs_f64());
    exit(match run.outcome {
        Ending::Accepted(_) => 0,
        _ => 1,
    })
}
