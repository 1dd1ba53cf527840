//! Every game of cp-games in the browser: the crate's binaries compiled to
//! WebAssembly (`wasm32-unknown-unknown`), driven by the page in `site/`.
//!
//! Each binary of the crate is read from its catalogue
//! ([`catalogue`](cp_games::problems::catalogue), the values the binaries'
//! `main`s serve), with its documentation and test inputs found by
//! `build.rs`: the solver of a binary that answers one input answers the
//! pasted input in memory (an interactive binary's answer says the side
//! it takes in each game, [`interactive_answer`]), and the game it offers
//! for `--play` becomes a [`Table`] that the page plays move by move. The rules, the strategy, the explanations and the error lines are
//! the binary's own, and so is every sentence about the game being played
//! (the moves, the hint, a refused move, the end): the page shows what the
//! game's [`Session`](cp_games::play::session::Session) says, as `--play`
//! does.
//!
//! The page talks to the module through plain exports, not wasm-bindgen:
//! one request in (a text: a verb on the first line, its argument after),
//! one JSON answer out, through memory the module allocates. That is three
//! functions and thirty lines of JavaScript, with nothing to install and no
//! generated glue whose version must match a command-line tool.
//!
//! The requests ([`request`]):
//!
//! | request | answer |
//! |---|---|
//! | `list` | every binary: its name, title, human name and rules, whether it offers a game, whether it is interactive, its test inputs |
//! | `open NAME` + input | the judge's answer or error line (an interactive binary's: the side it takes in each game), the starts, the players, the notation |
//! | `judge NAME` + input | the judge's answer or error line alone (for timing) |
//! | `explain` | `--explain` on the input last opened |
//! | `begin K [SIDE]` | start K is played, the person playing SIDE (`first`, when left out, or `second`): the state |
//! | `play MOVE` | the person's move (typed or clicked): the move as written (`move`), the sentence telling it (`said`) and the state, or why it is illegal (`illegal`) |
//! | `reply` | the program's move: `move`, `said` and the state, or why there is none (`illegal`) |
//! | `hint` | the hint in words (`said`), and a winning move (`hint`) when the strategy knows one |
//! | `undo` | the last move taken back: the state |
//! | `edit WHAT` | the position edited (a grid's walls and start): the state |
//! | `view R C` | a large board's picture moved to show row R, column C (from 1; `view` alone: back to where the game looks): the state. The window follows the game again after a move or an undo; an edit keeps it |
//!
//! A state holds the position as the terminal shows it (`show`), its
//! explanation (`explain`), its drawing (`svg`, whose clickable shapes name
//! moves), the ply (`ply`: moves made; an edit keeps it, and the player to
//! move with it), the player to move (`to_move`), whether the person is
//! (`person_to_move`), whose move it is in words (`turn`: "Your move (as
//! First)"), how the game ended (`over`: `mover_wins`, `person_wins`,
//! `why` and the sentence the person reads, `said`: "You have no move
//! left. I win."), and what the exhaustive search of
//! [`value`](cp_games::play::value) says:
//!
//! - `value`: `{"wins": bool, "remoteness": N}`, whether the player to
//!   move wins and the moves left (both players', 0 when the game is over)
//!   with best play; or `{"unsearched": "why.", "wins": bool or null}`
//!   past the search's bounds, `wins` then the game's theory (null where
//!   it does not decide the position);
//! - `moves`: every legal move when there are at most
//!   [`LISTED`](cp_games::play::host::LISTED) (and the game can list them), else those the picture
//!   offers, each `{"move": "text as play takes it", "label": "the move in
//!   words", "wins": bool or null, "remoteness": N or null}`: whether it
//!   wins for the player who makes it, and the moves until the end with
//!   best play, this one included (null past the search: then `wins` is
//!   the theory's, null when the theory does not decide the move);
//! - `recommended`: the move the hint gives and `explain` explains, as a
//!   move of `moves` is written (the quickest win when the search reached
//!   the end, else the theory's winning move), or null when no move wins
//!   (or the theory knows none). `explain`, the hint and the matching or
//!   the values the picture draws all come from this one analysis.
//!
//! An edit, or an undo that takes one back, changes the input the game is
//! of: that state also holds `input` (the edited board as a judge input,
//! or null when undo took every edit back: the input opened), and
//! `answer` (or `answer_error`), the judge's answer to it; `explain` then
//! explains it. A state without `input` leaves the input as it was.

use cp_games::binary::Listed;
use cp_games::input::Input;
use cp_games::play::host::{Moved, Table};
use cp_games::play::session::Side;
use cp_games::play::value::Value;
use std::cell::RefCell;
use std::fmt::Write as _;

/// A binary's solver: an input in, the answer or the error out.
type Solver = fn(&mut Input) -> cp_games::input::Result<String>;

/// A binary of the crate, as its documentation and test data show it.
pub struct Documented {
    /// Its name, as in `src/bin/<name>.rs`.
    pub name: &'static str,
    /// Its documentation's first paragraph.
    pub title: &'static str,
    /// The game's name for a person ("Anti-Nim"), from the `# Rules`
    /// section of its documentation or its problem module's.
    pub human: &'static str,
    /// The rules in plain words, from the same section: paragraphs apart
    /// by a blank line. A binary that plays no game says what it does.
    pub rules: &'static str,
    /// Its test inputs small enough for the page: (file name without
    /// `.in`, text).
    pub samples: &'static [(&'static str, &'static str)],
}

include!(concat!(env!("OUT_DIR"), "/registry.rs"));

/// The most characters of `--explain` one answer carries.
const EXPLAIN_LIMIT: usize = 200_000;

/// What the page has open: a binary, its input and its game.
#[derive(Default)]
struct Page {
    /// The binary's solver.
    solver: Option<Solver>,
    /// The input opened.
    opened: String,
    /// The input explained: the one opened, or the edited game's
    /// ([`Table::input`]).
    input: String,
    table: Option<Box<dyn Table>>,
    /// Whether a game of `table` is being played (`begin` succeeded).
    playing: bool,
}

thread_local! {
    static PAGE: RefCell<Page> = RefCell::new(Page::default());
}

/// `text` as a JSON string.
fn json(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn json_or_null(text: Option<&str>) -> String {
    text.map_or("null".to_string(), json)
}

/// An answer of fields `name: JSON value`.
fn object(fields: &[(&str, String)]) -> String {
    let body: Vec<String> = fields
        .iter()
        .map(|(k, v)| format!("{}:{v}", json(k)))
        .collect();
    format!("{{{}}}", body.join(","))
}

fn error(text: &str) -> String {
    object(&[("error", json(text))])
}

/// The binaries the page lists: every binary of the catalogue
/// ([`catalogue`](cp_games::problems::catalogue)), batch and interactive,
/// with its documentation.
fn listed() -> impl Iterator<Item = (&'static Documented, &'static dyn Listed)> {
    BINARIES.iter().filter_map(|b| {
        let value = cp_games::problems::catalogue().find(|v| v.name() == b.name)?;
        Some((b, value))
    })
}

/// The list of binaries.
fn list() -> String {
    let items: Vec<String> = listed()
        .map(|(b, value)| {
            let samples: Vec<String> = b
                .samples
                .iter()
                .map(|(name, text)| object(&[("name", json(name)), ("text", json(text))]))
                .collect();
            let game = value.game().is_some();
            object(&[
                ("name", json(b.name)),
                ("title", json(b.title)),
                ("human", json(b.human)),
                ("rules", json(b.rules)),
                ("game", game.to_string()),
                ("interactive", value.player().is_some().to_string()),
                ("samples", format!("[{}]", samples.join(","))),
            ])
        })
        .collect();
    format!("[{}]", items.join(","))
}

fn binary(name: &str) -> Option<&'static dyn Listed> {
    listed().find(|(b, _)| b.name == name).map(|(_, v)| v)
}

/// The answer of `solve` to `input`, or its error line without `error: `.
fn answer(solve: Solver, input: &str) -> Result<String, String> {
    solve(&mut Input::new(input)).map_err(|e| e.to_string())
}

/// What the page answers for an interactive binary, which prints no
/// answer of its own (it plays each game against the judge's program, a
/// line at a time): the side it chooses in each game of `table`'s input,
/// by the theory its play follows ([`Table::verdicts`]), or the error
/// line of the input, which both the binary's interactor and its game
/// read alike.
pub fn interactive_answer(table: &mut dyn Table, input: &str) -> Result<String, String> {
    let n = table.load(input)?;
    let [first, second] = table.players();
    let mut out = format!(
        "An interactive problem: the program plays each game against the judge's program, \
         a line at a time, and prints no answer of its own. The side it takes, by the theory, \
         in each of the {n} game{}:\n",
        if n == 1 { "" } else { "s" }
    );
    for (k, verdict) in table.verdicts().into_iter().enumerate() {
        let side = match verdict {
            Some(true) => first,
            Some(false) => second,
            None => "(the theory does not decide this game)",
        };
        let _ = writeln!(out, "game {}: {side}", k + 1);
    }
    Ok(out)
}

/// The judge's answer as JSON fields.
fn answer_fields(answer: Result<String, String>) -> Vec<(&'static str, String)> {
    match answer {
        Ok(text) => vec![("answer", json(&text))],
        Err(e) => vec![("error", json(&format!("error: {e}")))],
    }
}

fn json_option<T: ToString>(value: Option<T>) -> String {
    value.map_or("null".to_string(), |v| v.to_string())
}

/// A position's value as JSON: `{"wins": bool, "remoteness": N}` or
/// `{"unsearched": "why"}`.
fn value_json(value: &Value, theory: Option<bool>) -> String {
    match value {
        Value::Searched(o) => object(&[
            ("wins", o.wins.to_string()),
            ("remoteness", o.remoteness.to_string()),
        ]),
        Value::Unsearched(why) => {
            object(&[("unsearched", json(why)), ("wins", json_option(theory))])
        }
    }
}

/// The state of the game being played.
fn state(table: &dyn Table) -> Vec<(&'static str, String)> {
    let players = table.players();
    let ply = table.ply();
    let over = table.over().map_or("null".to_string(), |o| {
        object(&[
            ("mover_wins", o.mover_wins.to_string()),
            ("person_wins", o.person_wins.to_string()),
            ("why", json(&o.why)),
            ("said", json(&o.said())),
        ])
    });
    let view = table.view();
    let offer = |m: &cp_games::play::value::MoveValue| {
        object(&[
            ("move", json(&m.text)),
            ("label", json(&m.label)),
            ("wins", json_option(m.mark.wins)),
            ("remoteness", json_option(m.mark.remoteness)),
        ])
    };
    let moves: Vec<String> = view.moves.iter().map(offer).collect();
    let recommended = view.recommended.as_ref().map_or("null".to_string(), offer);
    vec![
        ("ply", ply.to_string()),
        ("to_move", json(players[ply % 2])),
        ("person_to_move", table.person_to_move().to_string()),
        ("turn", json(&table.turn())),
        ("show", json(&table.show())),
        ("explain", json(&view.why)),
        ("svg", json_or_null(view.svg.as_deref())),
        ("value", value_json(&view.value, view.theory)),
        ("moves", format!("[{}]", moves.join(","))),
        ("recommended", recommended),
        ("over", over),
    ]
}

/// A move played as JSON fields: the move as `play` takes it and the
/// sentence that tells it, or why it was not played (`illegal`).
fn moved(played: Result<Moved, String>) -> Vec<(&'static str, String)> {
    match played {
        Ok(m) => vec![("move", json(&m.text)), ("said", json(&m.said))],
        Err(e) => vec![("illegal", json(&e))],
    }
}

/// The cell of a `view R C` request (1-based row and column) as the
/// table takes it (0-based); `None` for `view` alone.
fn look_at(arg: &str) -> Result<Option<(u64, u64)>, String> {
    let words: Vec<&str> = arg.split_whitespace().collect();
    match words[..] {
        [] => Ok(None),
        [r, c] => match (r.parse::<u64>(), c.parse::<u64>()) {
            (Ok(r), Ok(c)) if r >= 1 && c >= 1 => Ok(Some((r - 1, c - 1))),
            _ => Err(format!("{arg:?} is not a row and a column from 1")),
        },
        _ => Err(format!("{arg:?} is not a row and a column from 1")),
    }
}

/// The start and the person's side of a `begin K [SIDE]` request: SIDE
/// is `first` (when left out) or `second`, or another answer
/// [`Side::parse`] takes.
fn start_and_side(arg: &str) -> Result<(usize, Side), String> {
    let (k, side) = arg.trim().split_once(' ').unwrap_or((arg.trim(), ""));
    let k = k
        .parse()
        .map_err(|_| format!("{k:?} is not a game's number"))?;
    match side.trim() {
        "" => Ok((k, Side::First)),
        side => match Side::parse(side) {
            Some(side) => Ok((k, side)),
            None => Err(format!("{side:?} is not a side: first or second")),
        },
    }
}

/// A request of the page, parsed (the verbs: see the crate's
/// documentation). An argument that does not parse is kept as its error,
/// which the request answers once the page is in a state to take it.
#[derive(Debug, PartialEq, Eq)]
enum Request<'a> {
    List,
    /// `open NAME` (or `judge NAME`, the answer alone) and the input.
    Open {
        name: &'a str,
        input: &'a str,
        judge_only: bool,
    },
    Explain,
    /// A request about the game being played.
    Turn(Turn<'a>),
}

/// A request about the game being played ([`Page::turn`]).
#[derive(Debug, PartialEq, Eq)]
enum Turn<'a> {
    /// `begin K [SIDE]`: start K, the person playing SIDE (first when
    /// left out).
    Begin(Result<(usize, Side), String>),
    Play(&'a str),
    Reply,
    Hint,
    Undo,
    Edit(&'a str),
    View(Result<Option<(u64, u64)>, String>),
    Unknown(&'a str),
}

impl<'a> Request<'a> {
    /// The verb and its argument on the first line of `text`, an input
    /// after it.
    fn parse(text: &'a str) -> Request<'a> {
        let (head, input) = text.split_once('\n').unwrap_or((text, ""));
        let (verb, arg) = head.split_once(' ').unwrap_or((head, ""));
        match verb {
            "list" => Request::List,
            "open" | "judge" => Request::Open {
                name: arg,
                input,
                judge_only: verb == "judge",
            },
            "explain" => Request::Explain,
            "begin" => Request::Turn(Turn::Begin(start_and_side(arg))),
            "play" => Request::Turn(Turn::Play(arg)),
            "reply" => Request::Turn(Turn::Reply),
            "hint" => Request::Turn(Turn::Hint),
            "undo" => Request::Turn(Turn::Undo),
            "edit" => Request::Turn(Turn::Edit(arg)),
            "view" => Request::Turn(Turn::View(look_at(arg))),
            _ => Request::Turn(Turn::Unknown(verb)),
        }
    }
}

/// Answers one request of the page (see the crate's documentation): the
/// verb and its argument on the first line, an input after it.
pub fn request(text: &str) -> String {
    PAGE.with(|page| page.borrow_mut().answer(Request::parse(text)))
}

impl Page {
    /// The answer to `request`.
    fn answer(&mut self, request: Request<'_>) -> String {
        match request {
            Request::List => list(),
            Request::Open {
                name,
                input,
                judge_only,
            } => self.open(name, input, judge_only),
            Request::Explain => self.explain(),
            Request::Turn(turn) => self.turn(turn),
        }
    }

    /// `open NAME` or `judge NAME`: the judge's answer to `input` and,
    /// unless `judge_only`, the binary and its game opened on it.
    fn open(&mut self, name: &str, input: &str, judge_only: bool) -> String {
        let Some(b) = binary(name) else {
            return error(&format!("there is no binary {name:?}"));
        };
        let solver = b.solver();
        let mut table = b.game().map(|game| game.table());
        let judged = match (solver, table.as_deref_mut()) {
            (Some(solve), _) => answer(solve, input),
            (None, Some(table)) => interactive_answer(table, input),
            (None, None) => Err("this interactive binary offers no game to show here".to_string()),
        };
        let mut fields = answer_fields(judged);
        if judge_only {
            return object(&fields);
        }
        self.solver = solver;
        self.opened = input.to_string();
        self.input = input.to_string();
        self.table = table;
        self.playing = false;
        if let Some(table) = self.table.as_mut() {
            let players = table.players();
            fields.push((
                "players",
                format!("[{},{}]", json(players[0]), json(players[1])),
            ));
            fields.push(("notation", json(table.notation())));
            match table.load(input) {
                Ok(n) => fields.push(("starts", n.to_string())),
                Err(e) => fields.push(("load_error", json(&format!("error: {e}")))),
            }
            fields.push(("choices", json_or_null(table.choices().as_deref())));
        }
        object(&fields)
    }

    /// `explain`: `--explain` on the input explained, cut at
    /// [`EXPLAIN_LIMIT`].
    fn explain(&self) -> String {
        let Some(table) = self.table.as_ref() else {
            return error("this binary offers no game to explain");
        };
        match table.explain_input(&self.input) {
            Ok(mut text) => {
                if text.len() > EXPLAIN_LIMIT {
                    let mut end = EXPLAIN_LIMIT;
                    while !text.is_char_boundary(end) {
                        end -= 1;
                    }
                    text.truncate(end);
                    text.push_str("\n... (the rest is left out here; --explain prints it all)\n");
                }
                object(&[("explain", json(&text))])
            }
            Err(e) => error(&format!("error: {e}")),
        }
    }

    /// A request about the game being played: its own fields, then the
    /// state, and the edited input with the judge's answer to it when the
    /// request changed the input.
    fn turn(&mut self, turn: Turn<'_>) -> String {
        let Some(table) = self.table.as_mut() else {
            return error("open a game first");
        };
        if !self.playing && !matches!(turn, Turn::Begin(_)) {
            return error("begin a game first");
        }
        let mut fields = Vec::new();
        match turn {
            Turn::Begin(start) => {
                let begun = start.and_then(|(k, person)| table.begin(k, person));
                if let Err(e) = begun {
                    return error(&e);
                }
                self.playing = true;
            }
            Turn::Play(text) => fields.extend(moved(table.play(text))),
            Turn::Reply => fields.extend(moved(table.reply())),
            Turn::Hint => {
                let hint = table.hint();
                let mut fields = vec![("said", json(&hint.said))];
                if let Some(m) = hint.winning {
                    fields.push(("hint", json(&m)));
                }
                return object(&fields);
            }
            Turn::Undo => {
                table.undo();
            }
            Turn::Edit(what) => {
                if let Err(e) = table.edit(what) {
                    fields.push(("illegal", json(&e)));
                }
            }
            Turn::View(at) => match at {
                Ok(at) => table.look(at),
                Err(e) => return error(&e),
            },
            Turn::Unknown(verb) => return error(&format!("unknown request {verb:?}")),
        }
        fields.extend(state(table.as_ref()));
        // An edit, or an undo past one, changes the input the game is of:
        // the new input and the judge's answer to it.
        let edited = table.input();
        let input = edited.clone().unwrap_or_else(|| self.opened.clone());
        if input != self.input {
            if let Some(solver) = self.solver {
                fields.push(("input", json_or_null(edited.as_deref())));
                match answer(solver, &input) {
                    Ok(text) => fields.push(("answer", json(&text))),
                    Err(e) => fields.push(("answer_error", json(&format!("error: {e}")))),
                }
            }
            self.input = input;
        }
        object(&fields)
    }
}

thread_local! {
    /// The answer of the last [`web_request`], kept until the next one.
    static ANSWER: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// Memory for a request of `len` bytes, which [`web_request`] takes back.
#[no_mangle]
pub extern "C" fn web_alloc(len: usize) -> *mut u8 {
    let mut buf = Vec::<u8>::with_capacity(len.max(1));
    let ptr = buf.as_mut_ptr();
    std::mem::forget(buf);
    ptr
}

/// Answers the request of `len` bytes at `ptr` (from [`web_alloc`], freed
/// here) and returns its answer's length; [`web_answer`] points at it.
///
/// # Safety
///
/// `ptr` must come from `web_alloc(len)` and hold `len` initialised bytes.
#[no_mangle]
pub unsafe extern "C" fn web_request(ptr: *mut u8, len: usize) -> usize {
    let bytes = Vec::from_raw_parts(ptr, len, len.max(1));
    let text = String::from_utf8_lossy(&bytes);
    let answer = request(&text).into_bytes();
    let n = answer.len();
    ANSWER.with(|a| *a.borrow_mut() = answer);
    n
}

/// Where the last answer's bytes are.
#[no_mangle]
pub extern "C" fn web_answer() -> *const u8 {
    ANSWER.with(|a| a.borrow().as_ptr())
}
