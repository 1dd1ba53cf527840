//! What the runners of other programs share (`samples::run`,
//! `play::interactor::connect`): reading a child's streams as they come,
//! the moment given to a stream a child of it still holds, and the
//! shortening of a line quoted in a message.

use std::io::Read;
use std::process::{Child, Command};
use std::time::Duration;

/// Reads `from` to its end (or its first error), handing each chunk read
/// to `f` as it comes.
pub(crate) fn each_chunk(from: &mut dyn Read, mut f: impl FnMut(&[u8])) {
    let mut chunk = vec![0; 1 << 16];
    loop {
        match from.read(&mut chunk) {
            Ok(0) => break,
            Ok(n) => f(&chunk[..n]),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(_) => break,
        }
    }
}

/// How long `samples::run` and `play::interactor::connect` wait, once the
/// program has ended, for the streams a child of it may still hold open.
pub(crate) const SETTLE: Duration = Duration::from_millis(250);

/// `text` cut after `max` characters, with `...` when cut.
pub(crate) fn shorten(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((at, _)) => format!("{}...", &text[..at]),
        None => text.to_string(),
    }
}

/// Starts `command` in a process group of its own (on Unix), so that what
/// it starts and leaves running (`sleep 40 &`) can be ended with it
/// ([`end_group`]). A terminal's Ctrl-C reaches only the foreground
/// group, this process's: while a group is running, SIGINT, SIGTERM and
/// SIGHUP end it before they end this process, as they would have ended
/// it in this process's group. Its standard input must not be the
/// terminal (a group in the background that reads it is stopped): the
/// runners give it a pipe or a file.
pub(crate) fn spawn_group(command: &mut Command) -> std::io::Result<Child> {
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        command.process_group(0);
        let child = command.spawn()?;
        signals::watch(child.id());
        Ok(child)
    }
    #[cfg(not(unix))]
    command.spawn()
}

/// Ends whatever is left of the group [`spawn_group`] started `child` in:
/// the processes it started and left running (the child itself, if it
/// still runs). Call it once the child has been waited for, or to stop it.
pub(crate) fn end_group(child: &Child) {
    #[cfg(unix)]
    signals::end(child.id());
    #[cfg(not(unix))]
    let _ = child;
}

#[cfg(unix)]
mod signals {
    //! The process groups of [`spawn_group`](super::spawn_group) that may
    //! still run, and the signal handler that ends them when this process
    //! is interrupted.

    use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};

    extern "C" {
        fn kill(pid: i32, sig: i32) -> i32;
        fn signal(sig: i32, handler: usize) -> usize;
        fn raise(sig: i32) -> i32;
    }

    const SIGHUP: i32 = 1;
    const SIGINT: i32 = 2;
    const SIGKILL: i32 = 9;
    const SIGTERM: i32 = 15;
    /// `SIG_DFL`, the default action.
    const DEFAULT: usize = 0;

    /// The groups that may still run (0: a free slot). More at once than
    /// this are still ended by [`end`], only not on a signal.
    #[allow(clippy::declare_interior_mutable_const)] // copied into a static
    const FREE: AtomicI32 = AtomicI32::new(0);
    static GROUPS: [AtomicI32; 64] = [FREE; 64];
    static HANDLING: AtomicBool = AtomicBool::new(false);

    /// Notes the group led by process `pid`, and installs the handler the
    /// first time (where the signals' action is the default one: a
    /// program that ignores or handles them keeps its own).
    pub(super) fn watch(pid: u32) {
        let Ok(pid) = i32::try_from(pid) else {
            return;
        };
        if !HANDLING.swap(true, Ordering::SeqCst) {
            for sig in [SIGHUP, SIGINT, SIGTERM] {
                let handler = on_signal as extern "C" fn(i32) as usize;
                // SAFETY: signal(2) with a handler that calls only
                // async-signal-safe functions (kill, signal, raise) and
                // reads atomics; the previous action is put back where it
                // was not the default.
                unsafe {
                    let before = signal(sig, handler);
                    if before != DEFAULT {
                        signal(sig, before);
                    }
                }
            }
        }
        for slot in &GROUPS {
            if slot
                .compare_exchange(0, pid, Ordering::SeqCst, Ordering::SeqCst)
                .is_ok()
            {
                return;
            }
        }
    }

    /// Ends the group led by process `pid`, and forgets it.
    pub(super) fn end(pid: u32) {
        let Ok(pid) = i32::try_from(pid) else {
            return;
        };
        // SAFETY: kill(2) on the process group -pid touches no memory.
        unsafe {
            kill(-pid, SIGKILL);
        }
        for slot in &GROUPS {
            let _ = slot.compare_exchange(pid, 0, Ordering::SeqCst, Ordering::SeqCst);
        }
    }

    extern "C" fn on_signal(sig: i32) {
        for slot in &GROUPS {
            let pid = slot.load(Ordering::SeqCst);
            if pid > 0 {
                // SAFETY: as in `end`; kill is async-signal-safe.
                unsafe {
                    kill(-pid, SIGKILL);
                }
            }
        }
        // SAFETY: the default action back, and the signal again: the
        // process ends as it would have without the handler.
        unsafe {
            signal(sig, DEFAULT);
            raise(sig);
        }
    }
}
