//! `--play` as a person sees it: the binary runs under a pseudo-terminal
//! (Python's `pty` module drives it), the person's lines are typed only when
//! a prompt is shown, and the terminal echoes them. The whole screen is
//! compared with the expected session.
#![cfg(feature = "play")]

mod common;

use std::process::Command;

/// Runs `bin --play FILE` under a pseudo-terminal, typing each of `lines`
/// after the next prompt (output ending in a space), and returns the screen
/// with `\r\n` turned into `\n`.
fn under_terminal(bin: &str, input: &str, lines: &[&str]) -> String {
    const DRIVER: &str = r#"
import os, pty, select, sys, time
exe, path, lines = sys.argv[1], sys.argv[2], sys.argv[3:]
pid, fd = pty.fork()
if pid == 0:
    os.execv(exe, [exe, "--play", path])
screen = b""
def more(wait):
    global screen
    r, _, _ = select.select([fd], [], [], wait)
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
deadline = time.time() + 20
for line in lines:
    while not screen.endswith(b" "):
        if more(0.2) is None or time.time() > deadline:
            sys.exit("no prompt before " + repr(line) + ": " + repr(screen))
    os.write(fd, line.encode() + b"\n")
    # The echo and the answer up to the next prompt or the end.
    more(5)
while more(5) is not None and time.time() < deadline:
    pass
_, status = os.waitpid(pid, 0)
sys.stdout.buffer.write(screen)
sys.exit(os.waitstatus_to_exitcode(status))
"#;
    let file = common::scratch_file(bin, "terminal", input);
    let mut args = vec![
        "-c".to_string(),
        DRIVER.to_string(),
        common::bin_path(bin).display().to_string(),
        file.display().to_string(),
    ];
    args.extend(lines.iter().map(|l| l.to_string()));
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
    let screen = under_terminal("wythoff_game", "8 4\n", &["first", "9 9", "7 4", "quit"]);
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
    assert_eq!(screen, want);
}
