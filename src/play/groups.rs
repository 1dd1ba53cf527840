//! Process groups for the runners (`connect`, `samples::run`): each
//! program runs in a group of its own, which is ended with it, so that
//! nothing it started is left running.

use std::process::{Child, Command};

/// Starts `command` in a process group of its own (on Unix), so that what
/// it starts and leaves running (`sleep 40 &`) can be ended with it
/// ([`end`]). A terminal's Ctrl-C reaches only the foreground
/// group, this process's: while a group is running, SIGINT, SIGTERM and
/// SIGHUP end it before they end this process, as they would have ended
/// it in this process's group. Its standard input must not be the
/// terminal (a group in the background that reads it is stopped): the
/// runners give it a pipe or a file.
pub(crate) fn spawn(command: &mut Command) -> std::io::Result<Child> {
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

/// Ends whatever is left of the group [`spawn`] started `child` in:
/// the processes it started and left running (the child itself, if it
/// still runs). Call it once the child has been waited for, or to stop it.
pub(crate) fn end(child: &Child) {
    #[cfg(unix)]
    signals::end(child.id());
    #[cfg(not(unix))]
    let _ = child;
}

#[cfg(unix)]
mod signals {
    //! The process groups of [`spawn`](super::spawn) that may
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
