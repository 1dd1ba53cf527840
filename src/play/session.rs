//! One game played against a person, text in and text out: the state
//! that the terminal's `--play` ([`play::session()`](super::session())) and a
//! page ([`host::Table`](super::host::Table)) both drive, and every
//! sentence the person reads about it.
//!
//! A [`Session`] holds the positions played since the start, the player
//! to move and the person's side ([`Side`]). A driver hands it the
//! person's moves as typed ([`Session::play`]), asks it for the program's
//! ([`Session::reply`]) and for a hint ([`Session::hint`]), and writes out
//! the sentences it gets back: the moves ([`Moved`]), the hint ([`Hint`]),
//! the end ([`Over`]), and the reason a move is refused. What belongs to
//! one driver stays with it: the terminal's prompts, its questions and its
//! words (`hint`, `help`, `quit`); the page's pictures and requests. The
//! page's undo and edits ([`Session::undo`], [`Session::edit`]) are the
//! session's too: they change the positions played.
//!
//! ```
//! use cp_games::play::session::{Session, Side};
//! use cp_games::strategy::wythoff_game::Wythoff;
//!
//! let mut session = Session::new(&Wythoff, (8, 4)).unwrap();
//! session.set_person(Side::Second);
//! assert_eq!(session.turn(), "My move (as First)");
//! assert_eq!(session.reply().unwrap().said, "I play 7 4 (as First).");
//! assert_eq!(
//!     session.play("9 9").unwrap_err(),
//!     "Piles only shrink: they are 7 and 4."
//! );
//! assert_eq!(
//!     session.hint().said,
//!     "No move wins here against perfect play: 6 4 holds out longest; play it and hope for \
//!      a mistake."
//! );
//! assert_eq!(session.play("0 4").unwrap().said, "You play 0 4 (as Second).");
//! assert_eq!(session.reply().unwrap().said, "I play 0 0 (as First).");
//! assert_eq!(session.over().unwrap().said(), "You have no move left. I win.");
//! ```

use super::value::{self, Marks};
use super::{program_move, sentence, Game, Strategy};
use std::ops::Deref;

/// The positions of the game a handle `H` leads to.
type Position<H> = <<H as Deref>::Target as Strategy>::Position;

/// Why an input that holds no game is not played, a reason without its
/// full stop: `--play`'s error line, the page's sentence.
pub(crate) const NO_GAME: &str = "the input holds no game to play";

/// Why the program makes no move and plays none of the person's, and
/// gives no hint: no move is left.
const GAME_OVER: &str = "The game is over.";

/// The player the person is: the one who moves first, or the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The first player, who moves from the start.
    First,
    /// The second player.
    Second,
}

impl Side {
    /// The side a person's answer names, in any case: `first`, `f`, `1`,
    /// `yes` or `y` (to "do you want to move first?"), and `second`, `s`,
    /// `2`, `no` or `n`; `None` for anything else.
    pub fn parse(text: &str) -> Option<Side> {
        match text.trim().to_ascii_lowercase().as_str() {
            "first" | "f" | "1" | "y" | "yes" => Some(Side::First),
            "second" | "s" | "2" | "n" | "no" => Some(Side::Second),
            _ => None,
        }
    }
}

/// Where a session may start: positions, and for the points of one
/// recorded game the text that lists them (see [`Game::starts`]).
#[derive(Clone, Copy, Debug)]
pub struct Starts<'a, P> {
    /// The positions.
    pub positions: &'a [P],
    /// Their numbered list, when they are points of one recorded game;
    /// `None` when they are the separate games of an input.
    pub choices: Option<&'a str>,
}

impl<'a, P> Starts<'a, P> {
    /// Start `k` (from 1), or a sentence saying that there is none.
    pub fn pick(&self, k: usize) -> Result<&'a P, String> {
        let n = self.positions.len();
        let what = match self.choices {
            Some(_) => "start",
            None => "game",
        };
        match k.checked_sub(1).and_then(|i| self.positions.get(i)) {
            Some(p) => Ok(p),
            None if n == 0 => Err(sentence(NO_GAME)),
            None if n == 1 => Err(format!("There is no {what} {k}: the input holds one.")),
            None => Err(format!("There is no {what} {k}: pick one from 1 to {n}.")),
        }
    }
}

/// A move made, for the person: as [`Session::play`] takes it, and the
/// sentence that tells it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moved {
    /// The move as the game writes it ([`Strategy::show_move`]).
    pub text: String,
    /// Who made it, as whom: "I play 7 4 (as First)." for the program's
    /// move, "You play 7 4 (as First)." for the person's.
    pub said: String,
}

/// A hint for the player to move ([`Session::hint`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// A winning move as [`Session::play`] takes it, when the strategy
    /// knows one.
    pub winning: Option<String>,
    /// The hint as the person reads it: "A winning move: 7 4.", or why
    /// no move is given.
    pub said: String,
}

/// How a finished game ended ([`Session::over`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Over {
    /// Whether the player to move, who has no move left, wins: misère
    /// play.
    pub mover_wins: bool,
    /// Whether the person wins.
    pub person_wins: bool,
    /// Why the game is over, a sentence with its full stop: "You have no
    /// move left.", "I have no move left.", or the game's own reason
    /// ([`Strategy::ended`]).
    pub why: String,
}

impl Over {
    /// The end as the person reads it: why, and who wins ("You have no
    /// move left. I win.").
    pub fn said(&self) -> String {
        let verdict = if self.person_wins {
            "You win."
        } else {
            "I win."
        };
        format!("{} {verdict}", self.why)
    }
}

/// One game against a person: the positions played since its start, the
/// player to move, and the person's side; the program plays the other
/// side perfectly ([`program_move`]).
///
/// The session does not hold the turns: [`Session::play`] and
/// [`Session::reply`] each play a move for the player to move, and the
/// driver calls the one that [`Session::person_to_move`] names (a test
/// may play either side with either).
///
/// `H` leads to the game: a reference (the terminal's session borrows
/// it), an `Rc` (a page's table shares it) or a `Box`.
pub struct Session<H: Deref>
where
    H::Target: Game + Sized,
{
    game: H,
    person: Side,
    /// The positions since the start or the last edit, the one being
    /// played last.
    line: Vec<Position<H>>,
    /// The moves made before the line's first position: before an edit.
    offset: usize,
    /// Before each edit, the line and its offset, for [`Session::undo`].
    edits: Vec<(Vec<Position<H>>, usize)>,
}

impl<H> Session<H>
where
    H: Deref,
    H::Target: Game + Sized,
{
    /// A game of `game` from `start`, the person moving first until
    /// [`Session::set_person`] says otherwise; or why `start` cannot be
    /// played ([`Game::playable`]), a sentence.
    pub fn new(game: H, start: Position<H>) -> Result<Self, String> {
        game.playable(&start).map_err(|why| sentence(&why))?;
        Ok(Session {
            game,
            person: Side::First,
            line: vec![start],
            offset: 0,
            edits: Vec::new(),
        })
    }

    /// The person plays `side`, the program the other.
    pub fn set_person(&mut self, side: Side) {
        self.person = side;
    }

    /// The position being played.
    pub fn at(&self) -> &Position<H> {
        self.line.last().expect("a session holds its start")
    }

    /// The moves made since the start: 0 while the first player is to
    /// move. An edit keeps it, and so the player to move.
    pub fn ply(&self) -> usize {
        self.offset + self.line.len() - 1
    }

    /// The name of the player to move ([`Strategy::players`]).
    pub fn to_move(&self) -> &'static str {
        self.game.players()[self.ply() % 2]
    }

    /// Whether the person is to move.
    pub fn person_to_move(&self) -> bool {
        (self.ply() % 2 == 0) == (self.person == Side::First)
    }

    /// Whose move it is, as whom, without a full stop: "Your move (as
    /// First)", "My move (as Second)".
    pub fn turn(&self) -> String {
        let whose = if self.person_to_move() { "Your" } else { "My" };
        format!("{whose} move (as {})", self.to_move())
    }

    /// The position as the game draws it in text ([`Game::show`]).
    pub fn show(&self) -> String {
        self.game.show(self.at())
    }

    /// How the game ended; `None` while a move is left.
    pub fn over(&self) -> Option<Over> {
        let p = self.at();
        if self.game.some_move(p).is_some() {
            return None;
        }
        let person_to_move = self.person_to_move();
        let why = match self.game.ended(p) {
            Some(why) => sentence(&why),
            None if person_to_move => "You have no move left.".to_string(),
            None => "I have no move left.".to_string(),
        };
        let mover_wins = self.game.stuck_wins(p);
        Some(Over {
            mover_wins,
            person_wins: mover_wins == person_to_move,
            why,
        })
    }

    /// The person's move, typed in the game's notation (or clicked on a
    /// picture, which names the same text), played; or why it is not
    /// legal, a sentence.
    pub fn play(&mut self, text: &str) -> Result<Moved, String> {
        if self.game.some_move(self.at()).is_none() {
            return Err(GAME_OVER.to_string());
        }
        let m = self
            .game
            .parse_move(self.at(), text.trim())
            .map_err(|why| sentence(&why))?;
        Ok(self.make_move("You", &m))
    }

    /// The program's move, played: a winning one when there is one; an
    /// error, a sentence, when the game is over.
    pub fn reply(&mut self) -> Result<Moved, String> {
        let m = program_move(&*self.game, self.at()).ok_or_else(|| GAME_OVER.to_string())?;
        Ok(self.make_move("I", &m))
    }

    /// `m` played by `who` ("You" or "I").
    fn make_move(&mut self, who: &str, m: &<H::Target as Strategy>::Move) -> Moved {
        let p = self.at();
        let text = self.game.show_move(p, m);
        let said = format!("{who} play {text} (as {}).", self.to_move());
        let q = self.game.apply(p, m);
        self.line.push(q);
        Moved { text, said }
    }

    /// A winning move for the player to move, when the strategy knows
    /// one (the quickest, when the exhaustive search of [`value`] reaches
    /// the end: [`Marks::best`]), and the hint in words: the move, or that
    /// none wins (and then, when searched, the move that holds out
    /// longest) against
    /// perfect play, or that the theory does not cover the position
    /// ([`Strategy::decided`]).
    pub fn hint(&self) -> Hint {
        let p = self.at();
        if self.game.some_move(p).is_none() {
            return Hint {
                winning: None,
                said: GAME_OVER.to_string(),
            };
        }
        // The move the position's analysis recommends: the quickest win
        // when the search reached the end, the theory's winning move past
        // it; the move the "why" text and the picture explain.
        let marks = Marks::new(&*self.game, p);
        match marks.winning().map(|(m, _)| m) {
            Some(m) => {
                let text = self.game.show_move(p, &m);
                Hint {
                    said: format!("A winning move: {text}."),
                    winning: Some(text),
                }
            }
            None => Hint {
                winning: None,
                said: if let Some((m, _)) = marks.best().filter(|_| marks.searched()) {
                    // Searched and lost: the move that holds out longest.
                    format!(
                        "No move wins here against perfect play: {} holds out longest; play it \
                         and hope for a mistake.",
                        self.game.show_move(p, &m)
                    )
                } else if self.game.decided(p) {
                    "No move wins here against perfect play: any move, and hope for a mistake."
                        .to_string()
                } else {
                    "The strategy knows no winning move here: its theory does not cover this \
                     position."
                        .to_string()
                },
            },
        }
    }

    /// How many moves the game lasts with best play and who wins it, for
    /// the player to move ([`value::distance`]), when the exhaustive
    /// search ([`value`]) reaches the end from the position.
    pub fn distance(&self) -> Option<String> {
        match Marks::new(&*self.game, self.at()).value() {
            value::Value::Searched(o) => Some(value::distance(o)),
            value::Value::Unsearched(_) => None,
        }
    }

    /// Takes back the last move, or the last edit when no move was made
    /// since; `false` at the start.
    pub fn undo(&mut self) -> bool {
        if self.line.len() > 1 {
            self.line.pop();
            true
        } else if let Some((line, offset)) = self.edits.pop() {
            self.line = line;
            self.offset = offset;
            true
        } else {
            false
        }
    }

    /// Edits the position as `what` says ([`Game::edit`]): it becomes the
    /// start, with the same player to move; the moves made are forgotten,
    /// and [`Session::undo`] takes the edit back. Or why not, a sentence.
    pub fn edit(&mut self, what: &str) -> Result<(), String> {
        let q = self
            .game
            .edit(self.at(), what)
            .map_err(|why| sentence(&why))?;
        self.game.playable(&q).map_err(|why| sentence(&why))?;
        let ply = self.ply();
        let before = std::mem::replace(&mut self.line, vec![q]);
        self.edits.push((before, self.offset));
        self.offset = ply;
        Ok(())
    }

    /// The judge input of the start when an edit made it
    /// ([`Game::input_of`]); `None` before any edit, or when the game does
    /// not write its positions out.
    pub fn edited_input(&self) -> Option<String> {
        if self.edits.is_empty() {
            return None;
        }
        self.game.input_of(&self.line[0])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::{Input, Result as InputResult};

    /// One pile; a move takes 1 or 2 stones, typed as the number taken.
    /// A pile of 7 is not played, the theory does not decide a pile of 5
    /// or 1005, and the search does not look at piles over 1000 (to see
    /// the hint's cases).
    struct Take;

    impl Strategy for Take {
        type Position = u64;

        type Move = u64;

        fn moves(&self, &p: &u64) -> Vec<u64> {
            (1..=p.min(2)).collect()
        }

        fn apply(&self, p: &u64, m: &u64) -> u64 {
            p - m
        }

        fn winning_move(&self, &p: &u64) -> Option<u64> {
            (p % 3 != 0 && p != 5 && p != 1005).then_some(p % 3)
        }

        fn decided(&self, &p: &u64) -> bool {
            p != 5 && p != 1005
        }

        fn notation(&self) -> &'static str {
            "the number taken"
        }

        fn parse_move(&self, &p: &u64, text: &str) -> std::result::Result<u64, String> {
            match text.parse() {
                Ok(m) if (1..=p.min(2)).contains(&m) => Ok(m),
                _ => Err(format!("take 1 or 2 of the {p} stones")),
            }
        }

        fn show_move(&self, _: &u64, m: &u64) -> String {
            m.to_string()
        }
    }

    impl Game for Take {
        fn read(&self, inp: &mut Input) -> InputResult<Vec<u64>> {
            Ok(vec![inp.u64("the pile")?])
        }

        fn playable(&self, &p: &u64) -> std::result::Result<(), String> {
            match p {
                7 => Err("a pile of 7 is not played here".to_string()),
                _ => Ok(()),
            }
        }

        fn show(&self, p: &u64) -> String {
            format!("Pile: {p}\n")
        }

        fn searchable(&self, &p: &u64) -> std::result::Result<(), String> {
            match p {
                0..=1000 => Ok(()),
                _ => Err("too many stones".to_string()),
            }
        }

        fn explain(&self, _: &u64) -> String {
            String::new()
        }
    }

    #[test]
    fn the_sentences_of_a_game_played_to_its_end() {
        let mut s = Session::new(&Take, 4).unwrap();
        assert_eq!(s.turn(), "Your move (as First)");
        let hint = s.hint();
        assert_eq!(hint.winning.as_deref(), Some("1"));
        assert_eq!(hint.said, "A winning move: 1.");
        assert_eq!(
            s.play("3").unwrap_err(),
            "Take 1 or 2 of the 4 stones.",
            "refused, a sentence"
        );
        assert_eq!(s.ply(), 0);
        let moved = s.play(" 2 ").unwrap();
        assert_eq!(
            (moved.text.as_str(), moved.said.as_str()),
            ("2", "You play 2 (as First).")
        );
        assert_eq!(s.turn(), "My move (as Second)");
        assert_eq!(s.reply().unwrap().said, "I play 2 (as Second).");
        assert_eq!(s.show(), "Pile: 0\n");
        let over = s.over().expect("no stone left");
        assert_eq!(over.said(), "You have no move left. I win.");
        assert!(!over.mover_wins && !over.person_wins);
        assert_eq!(s.hint().said, "The game is over.");
        assert_eq!(s.play("1").unwrap_err(), "The game is over.");
        assert_eq!(s.reply().unwrap_err(), "The game is over.");
        // Undo goes back to the start, and no further.
        assert!(s.undo() && s.undo() && !s.undo());
        assert_eq!(s.ply(), 0);
    }

    #[test]
    fn the_side_decides_whose_move_and_who_wins() {
        let mut s = Session::new(&Take, 3).unwrap();
        s.set_person(Side::Second);
        assert!(!s.person_to_move());
        assert_eq!(
            s.hint().said,
            "No move wins here against perfect play: 1 holds out longest; play it and hope for \
             a mistake."
        );
        s.reply().unwrap();
        s.play("1").unwrap();
        s.reply().unwrap();
        assert_eq!(s.over().unwrap().said(), "You have no move left. I win.");
        let mut s = Session::new(&Take, 2).unwrap();
        s.set_person(Side::Second);
        s.reply().unwrap();
        assert_eq!(s.over().unwrap().said(), "You have no move left. I win.");
        let mut s = Session::new(&Take, 1).unwrap();
        s.play("1").unwrap();
        assert_eq!(s.over().unwrap().said(), "I have no move left. You win.");
        // The theory does not cover a pile of 5; the search does, and the
        // hint is its quickest win.
        let s = Session::new(&Take, 5).unwrap();
        assert_eq!(s.hint().said, "A winning move: 2.");
        assert_eq!(
            s.distance().as_deref(),
            Some("With best play you win in 3 moves, counting both players'.")
        );
        // Past the search, a pile the theory does not cover is said so.
        let s = Session::new(&Take, 1005).unwrap();
        assert_eq!(
            s.hint().said,
            "The strategy knows no winning move here: its theory does not cover this position."
        );
        assert_eq!(s.distance(), None);
    }

    #[test]
    fn a_start_is_picked_and_played_or_refused() {
        let positions = [4, 7];
        let starts = Starts {
            positions: &positions,
            choices: None,
        };
        assert_eq!(starts.pick(2), Ok(&7));
        assert_eq!(
            starts.pick(3),
            Err("There is no game 3: pick one from 1 to 2.".to_string())
        );
        let recorded = Starts {
            choices: Some("1: before\n2: after\n"),
            ..starts
        };
        assert_eq!(
            recorded.pick(0),
            Err("There is no start 0: pick one from 1 to 2.".to_string())
        );
        let one = Starts {
            positions: &positions[..1],
            choices: None,
        };
        assert_eq!(
            one.pick(2),
            Err("There is no game 2: the input holds one.".to_string())
        );
        let none = Starts {
            positions: &positions[..0],
            choices: None,
        };
        assert_eq!(
            none.pick(1),
            Err("The input holds no game to play.".to_string())
        );
        assert_eq!(
            Session::new(&Take, 7).err().as_deref(),
            Some("A pile of 7 is not played here.")
        );
    }

    #[test]
    fn an_edit_keeps_the_player_to_move_and_is_undone() {
        let mut s = Session::new(&Take, 4).unwrap();
        s.play("1").unwrap();
        assert_eq!(
            s.edit("pile 9").unwrap_err(),
            "This game's positions are not edited here."
        );
        assert_eq!(s.edited_input(), None);
        assert_eq!(s.ply(), 1);
    }

    #[test]
    fn a_side_is_typed_in_words() {
        assert_eq!(Side::parse(" Yes "), Some(Side::First));
        assert_eq!(Side::parse("SECOND"), Some(Side::Second));
        assert_eq!(Side::parse("2"), Some(Side::Second));
        assert_eq!(Side::parse("third"), None);
    }
}
