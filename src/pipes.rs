//! What the runners of other programs share (`samples::run`,
//! `play::interactor::connect`): reading a child's streams to their end,
//! the moment given to a stream a child of it still holds, and the
//! shortening of a line quoted in a message.

use std::io::Read;
use std::process::{ChildStderr, ChildStdout};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

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
/// programs and their groups have ended, for a stream that is still open
/// with nothing left in it: a process out of their groups holds it.
pub(crate) const SETTLE: Duration = Duration::from_millis(250);

/// The longest [`Streams::settle`] waits for streams that still bring
/// bytes once the programs have ended (a process out of their groups
/// writing on and on).
const SETTLE_MOST: Duration = Duration::from_secs(10);

/// The output streams of the programs a runner started, each read to its
/// end by a thread of its own, which says when it is done.
pub(crate) struct Streams {
    done: Sender<usize>,
    ended: Receiver<usize>,
    /// Per stream, while it has not ended: a look at its pipe.
    open: Vec<Option<Pipe>>,
}

/// Tells the wait of [`Streams`] that the reader of stream number `.1`
/// is done, even if it panicked.
struct Done(Sender<usize>, usize);

impl Drop for Done {
    fn drop(&mut self) {
        let _ = self.0.send(self.1);
    }
}

impl Streams {
    pub(crate) fn new() -> Self {
        let (done, ended) = channel();
        Streams {
            done,
            ended,
            open: Vec::new(),
        }
    }

    /// Starts a thread that runs `read` on `stream` (which reads it to
    /// its end, or as far as it wants).
    pub(crate) fn read<S: ChildStream>(
        &mut self,
        stream: S,
        read: impl FnOnce(S) + Send + 'static,
    ) {
        let done = Done(self.done.clone(), self.open.len());
        self.open.push(Some(stream.pipe()));
        std::thread::spawn(move || {
            let _done = done;
            read(stream);
        });
    }

    /// Starts a thread that reads `stream` to its end into the bytes it
    /// returns.
    pub(crate) fn gather(&mut self, stream: impl ChildStream) -> Arc<Mutex<Vec<u8>>> {
        let bytes = Arc::new(Mutex::new(Vec::new()));
        let kept = Arc::clone(&bytes);
        self.read(stream, move |mut stream| {
            each_chunk(&mut stream, |b| kept.lock().unwrap().extend_from_slice(b));
        });
        bytes
    }

    /// How many streams have not ended.
    pub(crate) fn open(&self) -> usize {
        self.open.iter().filter(|p| p.is_some()).count()
    }

    /// Waits at most `timeout` for a stream's end; `true` if one ended.
    pub(crate) fn wait(&mut self, timeout: Duration) -> bool {
        match self.ended.recv_timeout(timeout) {
            Ok(i) => {
                self.open[i] = None;
                true
            }
            Err(_) => false,
        }
    }

    /// Once the programs have ended and their groups with them: waits for
    /// each stream's end as long as its pipe holds something its reader
    /// has not taken (bytes, or the end), however late that thread runs;
    /// a stream open with nothing in it for [`SETTLE`] (a process out of
    /// the groups holds it) is left with what it gave.
    pub(crate) fn settle(&mut self) {
        let start = Instant::now();
        let mut idle = Instant::now();
        while self.open() > 0 && start.elapsed() < SETTLE_MOST {
            if self.wait(Duration::from_millis(2)) {
                continue;
            }
            if self.open.iter().flatten().any(Pipe::holds_something) {
                idle = Instant::now();
            } else if idle.elapsed() >= SETTLE {
                break;
            }
        }
    }
}

/// An output stream of a child process, which [`Streams`] reads.
pub(crate) trait ChildStream: Read + Send + 'static {
    /// A look at its pipe.
    fn pipe(&self) -> Pipe;
}

impl ChildStream for ChildStdout {
    fn pipe(&self) -> Pipe {
        Pipe::of(self)
    }
}

impl ChildStream for ChildStderr {
    fn pipe(&self) -> Pipe {
        Pipe::of(self)
    }
}

/// A look at a pipe a reader reads: whether it holds something. It takes
/// poll(2), with the feature `play` (which has the process groups, and
/// the foreign functions a judge's bundle never holds); without it, a
/// stream is waited for [`SETTLE`] at most.
pub(crate) struct Pipe {
    #[cfg(all(unix, feature = "play"))]
    fd: Option<std::os::fd::OwnedFd>,
}

impl Pipe {
    /// A look at `stream`'s pipe.
    #[cfg(all(unix, feature = "play"))]
    fn of(stream: &impl std::os::fd::AsFd) -> Pipe {
        Pipe {
            fd: stream.as_fd().try_clone_to_owned().ok(),
        }
    }

    /// A look at `stream`'s pipe (none, off Unix or without `play`).
    #[cfg(not(all(unix, feature = "play")))]
    fn of<S>(_stream: &S) -> Pipe {
        Pipe {}
    }

    /// Whether a read of the pipe would return at once: bytes or its end
    /// wait there. Where it cannot be told: no.
    fn holds_something(&self) -> bool {
        #[cfg(all(unix, feature = "play"))]
        if let Some(fd) = &self.fd {
            use std::os::fd::AsRawFd;
            return poll::ready(fd.as_raw_fd());
        }
        false
    }
}

#[cfg(all(unix, feature = "play"))]
mod poll {
    //! poll(2), to look whether a pipe holds something.

    #[repr(C)]
    struct PollFd {
        fd: i32,
        events: i16,
        revents: i16,
    }

    #[cfg(target_os = "linux")]
    type Count = std::os::raw::c_ulong;
    #[cfg(not(target_os = "linux"))]
    type Count = std::os::raw::c_uint;

    extern "C" {
        fn poll(fds: *mut PollFd, count: Count, timeout: i32) -> i32;
    }

    const POLLIN: i16 = 0x1;
    const POLLERR: i16 = 0x8;
    const POLLHUP: i16 = 0x10;

    /// Whether a read of `fd` would return at once (without waiting).
    pub(super) fn ready(fd: i32) -> bool {
        let mut look = PollFd {
            fd,
            events: POLLIN,
            revents: 0,
        };
        // SAFETY: poll(2) on one valid pollfd, kept by us for the call,
        // without waiting.
        let n = unsafe { poll(&mut look, 1, 0) };
        n > 0 && look.revents & (POLLIN | POLLHUP | POLLERR) != 0
    }
}

/// `text` cut after `max` characters, with `...` when cut.
pub(crate) fn shorten(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((at, _)) => format!("{}...", &text[..at]),
        None => text.to_string(),
    }
}

#[cfg(all(test, unix, feature = "play"))]
mod tests {
    use super::*;
    use std::process::{Command, Stdio};

    /// A reader whose thread runs long after the program has ended (a
    /// loaded machine) still gets all that it wrote: the wait is for what
    /// the pipe holds, not for a moment.
    #[test]
    fn a_late_reader_gets_everything_the_program_wrote() {
        let mut child = Command::new("sh")
            .args(["-c", "echo out; echo err >&2"])
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut streams = Streams::new();
        fn late(streams: &mut Streams, stream: impl ChildStream) -> Arc<Mutex<Vec<u8>>> {
            let kept = Arc::new(Mutex::new(Vec::new()));
            let bytes = Arc::clone(&kept);
            streams.read(stream, move |mut stream| {
                std::thread::sleep(SETTLE * 3);
                each_chunk(&mut stream, |b| bytes.lock().unwrap().extend_from_slice(b));
            });
            kept
        }
        let out = late(&mut streams, child.stdout.take().unwrap());
        let err = late(&mut streams, child.stderr.take().unwrap());
        assert!(child.wait().unwrap().success());
        streams.settle();
        assert_eq!(streams.open(), 0);
        assert_eq!(*out.lock().unwrap(), b"out\n");
        assert_eq!(*err.lock().unwrap(), b"err\n");
    }

    /// A stream that a process started by the program holds open, with
    /// nothing in it, is left after [`SETTLE`] with what it gave.
    #[test]
    fn a_stream_held_open_and_empty_is_left_after_a_moment() {
        let mut child = Command::new("sh")
            .args(["-c", "echo out; sleep 5 & exit 0"])
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let mut streams = Streams::new();
        let kept = streams.gather(child.stdout.take().unwrap());
        assert!(child.wait().unwrap().success());
        let start = Instant::now();
        streams.settle();
        let waited = start.elapsed();
        assert_eq!(streams.open(), 1);
        assert!(
            waited >= SETTLE && waited < Duration::from_secs(4),
            "{waited:?}"
        );
        assert_eq!(*kept.lock().unwrap(), b"out\n");
    }
}
