//! `--play` as a person sees it: the binary runs under a pseudo-terminal
//! (Python's `pty` module drives it), the person's lines are typed only when
//! a prompt is shown, and the terminal echoes them. The whole screen is
//! compared with the expected session.
#![cfg(feature = "play")]

use crate::common;

use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Runs `bin --play FILE` under a pseudo-terminal, typing each of `lines`
/// once the screen shows what `want` (the whole expected screen, `\n` for
/// the terminal's `\r\n`) shows before it: its prompt, and everything
/// before. `^D` is Ctrl-D (the end of the input, typed at the start of a
/// line, where `want` shows the prompt and a newline). Returns the screen
/// with `\r\n` turned into `\n`, read until the program ends. Nothing waits
/// on a timing: each line waits for its prompt, the end for the program's
/// exit, all within one generous deadline (a screen that has gone another
/// way than `want` ends the wait at once).
fn under_terminal(bin: &str, input: &str, lines: &[&str], want: &str) -> String {
    const DRIVER: &str = r#"
import os, pty, select, sys, time
exe, path, steps = sys.argv[1], sys.argv[2], sys.argv[3:]
pid, fd = pty.fork()
if pid == 0:
    os.execv(exe, [exe, "--play", path])
screen = b""
deadline = time.time() + 120
def more():
    """Reads what the program wrote next: False at the deadline, None at its end."""
    global screen
    r, _, _ = select.select([fd], [], [], max(0.0, deadline - time.time()))
    if not r:
        return False
    try:
        chunk = os.read(fd, 4096)
    except OSError:
        return None
    if not chunk:
        return None
    screen += chunk
    return True
def shown():
    return screen.replace(b"\r\n", b"\n")
# Pairs: the screen expected before a line, and the line.
for before, line in zip(steps[0::2], steps[1::2]):
    before = before.encode()
    while not shown().startswith(before):
        if len(shown()) >= len(before):
            sys.exit("the screen went another way before " + repr(line) + ": " + repr(shown()))
        got = more()
        if not got:
            why = "the program ended" if got is None else "no prompt within the deadline"
            sys.exit(why + " before " + repr(line) + ": " + repr(shown()))
    # "^D" is the terminal's end of input, typed at the start of a line.
    os.write(fd, b"\x04" if line == "^D" else line.encode() + b"\n")
while True:
    got = more()
    if got is None:
        break
    if not got:
        sys.exit("the program did not end within the deadline: " + repr(shown()))
_, status = os.waitpid(pid, 0)
sys.stdout.buffer.write(screen)
sys.exit(os.waitstatus_to_exitcode(status))
"#;
    // A file of its own: the tests run at once, and two of them play
    // wythoff_game.
    static RUNS: AtomicUsize = AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, Ordering::Relaxed);
    let file = common::scratch_file(bin, &format!("terminal-{run}"), input);
    let mut args = vec![
        "-c".to_string(),
        DRIVER.to_string(),
        common::bin_path(bin).display().to_string(),
        file.display().to_string(),
    ];
    // Where each line is typed in `want`: after a prompt (which ends in
    // `: `, `] ` or `? `), its echo and a newline; for `^D`, the prompt and a
    // newline. The prompt's last character is part of the match, so that a
    // line that merely ends as a typed one ("Values: 1 2 3" before `3` is
    // typed) is not taken for a prompt and the line typed early.
    let mut at = 0;
    for line in lines {
        let typed = if *line == "^D" {
            "\n".to_string()
        } else {
            format!("{line}\n")
        };
        let found = [':', ']', '?']
            .iter()
            .filter_map(|end| want[at..].find(&format!("{end} {typed}")))
            .min()
            .unwrap_or_else(|| panic!("{line:?} is not typed after a prompt in {want:?}"));
        let before = &want[..at + found + 2];
        args.push(before.to_string());
        args.push(line.to_string());
        at = before.len();
    }
    let out = Command::new("python3")
        .args(&args)
        .output()
        .expect("python3 runs the pseudo-terminal driver");
    assert!(
        out.status.success(),
        "{bin} under a terminal: {}\n{}",
        String::from_utf8_lossy(&out.stderr),
        String::from_utf8_lossy(&out.stdout)
    );
    String::from_utf8(out.stdout).unwrap().replace("\r\n", "\n")
}

#[test]
fn wythoff_under_a_terminal() {
    let want = "Piles: 8 4\n\
        Do you want to move first (as First) or second (as Second)? [first/second] first\n\
        Type a move as the two piles after your move, `x y`; or hint for a winning move, help, quit.\n\
        Your move (as First): 9 9\n\
        Piles only shrink: they are 8 and 4. Type help for help.\n\
        Your move (as First): 7 4\n\
        Piles: 7 4\n\
        I play 6 4 (as Second).\n\
        Piles: 6 4\n\
        Your move (as First): quit\n\
        Goodbye.\n";
    let screen = under_terminal(
        "wythoff_game",
        "8 4\n",
        &["first", "9 9", "7 4", "quit"],
        want,
    );
    assert_eq!(screen, want);
}

#[test]
fn jsoi2009_game_under_a_terminal() {
    // The program places the token where a maximum matching leaves a cell
    // free and answers each move with the cell's partner; the person, as B,
    // runs out of moves.
    let maze = "3 4\n....\n.#..\n..##\n";
    let want: String = [
        "  1234",
        "1 ....",
        "2 .#..",
        "3 ..##",
        "(# wall, . free; the token is not placed yet)",
        "Do you want to move first (as A) or second (as B)? [first/second] second",
        "Type a move as the cell `r c` (row and column) to put the token on or to move it to; or hint for a winning move, help, quit.",
        "I play 3 2 (as A).",
        "  1234",
        "1 ....",
        "2 .#..",
        "3 .@##",
        "(# wall, . free, o visited, @ the token)",
        "Your move (as B): 3 1",
        "  1234",
        "1 ....",
        "2 .#..",
        "3 @o##",
        "(# wall, . free, o visited, @ the token)",
        "I play 2 1 (as A).",
        "  1234",
        "1 ....",
        "2 @#..",
        "3 oo##",
        "(# wall, . free, o visited, @ the token)",
        "Your move (as B): 1 1",
        "  1234",
        "1 @...",
        "2 o#..",
        "3 oo##",
        "(# wall, . free, o visited, @ the token)",
        "I play 1 2 (as A).",
        "  1234",
        "1 o@..",
        "2 o#..",
        "3 oo##",
        "(# wall, . free, o visited, @ the token)",
        "Your move (as B): hint",
        "No move wins here against perfect play: 1 3 holds out longest; play it and hope for a \
         mistake.",
        "Against best play you lose in 4 moves, counting both players'.",
        "Your move (as B): 1 3",
        "  1234",
        "1 oo@.",
        "2 o#..",
        "3 oo##",
        "(# wall, . free, o visited, @ the token)",
        "I play 1 4 (as A).",
        "  1234",
        "1 ooo@",
        "2 o#..",
        "3 oo##",
        "(# wall, . free, o visited, @ the token)",
        "Your move (as B): 2 4",
        "  1234",
        "1 oooo",
        "2 o#.@",
        "3 oo##",
        "(# wall, . free, o visited, @ the token)",
        "I play 2 3 (as A).",
        "  1234",
        "1 oooo",
        "2 o#@o",
        "3 oo##",
        "(# wall, . free, o visited, @ the token)",
        "You have no move left. I win.",
    ]
    .iter()
    .map(|l| format!("{l}\n"))
    .collect();
    let typed = ["second", "3 1", "1 1", "hint", "1 3", "2 4"];
    let screen = under_terminal("jsoi2009_game", maze, &typed, &want);
    assert_eq!(screen, want);
}

/// `quit` (any case, or `exit`, `q`) and the end of the input stop the
/// session at every prompt: the choice of a game, of a side, and a move.
#[test]
fn quit_and_the_end_of_input_stop_at_every_prompt() {
    let side = "Do you want to move first (as First) or second (as Second)? [first/second] ";
    let which = "The input holds 3 games. Which one do you want to play (1-3)? ";
    let three = "2 1\n8 4\n4 7\n";
    for (input, typed, want) in [
        (
            "8 4\n",
            &["quit"][..],
            format!("Piles: 8 4\n{side}quit\nGoodbye.\n"),
        ),
        (
            "8 4\n",
            &["Exit"],
            format!("Piles: 8 4\n{side}Exit\nGoodbye.\n"),
        ),
        (
            "8 4\n",
            &["^D"],
            format!("Piles: 8 4\n{side}\nEnd of input: the game stops here. Goodbye.\n"),
        ),
        (three, &["QUIT"], format!("{which}QUIT\nGoodbye.\n")),
        (
            three,
            &["^D"],
            format!("{which}\nEnd of input: the game stops here. Goodbye.\n"),
        ),
        (
            three,
            &["4", "2", "q"],
            format!(
                "{which}4\nThere is no game 4: pick one from 1 to 3.\n{which}2\n\
                 Piles: 8 4\n{side}q\nGoodbye.\n"
            ),
        ),
    ] {
        let screen = under_terminal("wythoff_game", input, typed, &want);
        assert_eq!(screen, want, "typed {typed:?} on {input:?}");
    }
}

/// An interactive problem's game played in the terminal: Decreasing Game
/// on 1 2 3 (1 + 2 = 3), the person second, answering each pick from the
/// other part of the equal split, wins.
#[test]
fn decreasing_game_under_a_terminal() {
    let want = "Values: 1 2 3\n\
        Do you want to move first (as First) or second (as Second)? [first/second] second\n\
        Type a move as `i`, the index (from 1) of a value above 0: the first player's pick, or \
        the second player's answer, another index than the pick; or hint for a winning move, \
        help, quit.\n\
        I play 1 (as First).\n\
        Values: 1 2 3\n\
        First picked a1 = 1; Second answers with another value above 0.\n\
        Your move (as Second): 3\n\
        Values: 0 2 2\n\
        I play 2 (as First).\n\
        Values: 0 2 2\n\
        First picked a2 = 2; Second answers with another value above 0.\n\
        Your move (as Second): hint\n\
        A winning move: 3.\n\
        With best play you win in 1 move, counting both players'.\n\
        Your move (as Second): 3\n\
        Values: 0 0 0\n\
        I have no move left. You win.\n";
    let screen = under_terminal(
        "decreasing_game",
        "3\n1 2 3\n",
        &["second", "3", "hint", "3"],
        want,
    );
    assert_eq!(screen, want);
}
