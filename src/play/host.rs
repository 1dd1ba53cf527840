//! A binary's game played from another program than a terminal: a page in
//! the browser (the repository's `web/`), a test, a bot.
//!
//! A binary's [`Binary`](crate::binary::Binary) value holds its solver and
//! its game; [`Offer::table`](super::Offer::table) makes the game a
//! [`Table`], text in and text out, with the same rules, strategy,
//! explanations and error messages as the binary's `--explain` and
//! `--play`, and the same sentences about the game being played: both play
//! a [`Session`]. A binary of one's own that is such a value is played the
//! same way.
//!
//! ```
//! use cp_games::binary::Listed;
//! use cp_games::play::session::Side;
//! use cp_games::problems::wythoff_game::BINARY;
//!
//! let solve = BINARY.solver().unwrap();
//! let answer = solve(&mut cp_games::input::Input::new("3 5\n4 2\n"));
//! assert_eq!(answer.unwrap(), "0\n1\n");
//! let mut table = BINARY.game().unwrap().table();
//! assert_eq!(table.load("3 5\n4 2\n"), Ok(2));
//! table.begin(2, Side::First).unwrap();
//! let hint = table.hint();
//! assert_eq!(hint.said, "A winning move: 1 2.");
//! let moved = table.play(&hint.winning.unwrap()).unwrap();
//! assert_eq!(moved.said, "You play 1 2 (as First).");
//! assert!(table.over().is_none());
//! table.reply().unwrap();
//! ```
//!
//! The judge path of a binary knows nothing of this module, and judge
//! bundles leave it out with the rest of `play`.

use super::session::{Session, Side, Starts};
use super::value::{Marks, MoveValue, Value};
use super::Game;
use crate::input::{Input, InputError};
use std::rc::Rc;

pub use super::session::{Hint, Moved, Over};

/// `game` as a [`Table`] ([`Offer::table`](super::Offer::table)).
pub(crate) fn table<G: Game + 'static>(game: G) -> Box<dyn Table> {
    Box::new(Match::new(game))
}

/// The position as a page shows it: its picture, its value and the value
/// of each move ([`Table::view`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// The picture ([`Game::draw`]), `None` when the game draws nothing.
    pub svg: Option<String>,
    /// Who wins and in how many moves, by exhaustive search
    /// ([`value`](super::value)), or why it was not searched.
    pub value: Value,
    /// The moves with their labels and marks: every legal move when there
    /// are at most [`LISTED`] (and the game can list them), else those the
    /// picture offers, in its order.
    pub moves: Vec<MoveValue>,
    /// Past the search's bounds ([`Value::Unsearched`]), whether the
    /// player to move wins by the game's theory
    /// ([`Strategy::winning_move`](crate::strategy::Strategy::winning_move),
    /// [`Strategy::decided`](crate::strategy::Strategy::decided)); `None`
    /// when the search decided the position (then [`View::value`] says)
    /// or the theory does not.
    pub theory: Option<bool>,
    /// The reason beside the picture, from the same analysis as the
    /// marks ([`Marks::why`]): it explains the move the hint gives.
    pub why: String,
    /// The move the hint gives and the reason explains, with its label
    /// and mark ([`Marks::winning`]); `None` when no move wins (or the
    /// theory does not know one).
    pub recommended: Option<MoveValue>,
}

/// The most legal moves [`View::moves`] lists all of.
pub const LISTED: usize = 400;

/// A game as text in and text out, for a host: the positions of a judge
/// input, one of them played move by move, each move typed in the game's
/// notation (or clicked on its drawing, which names the same text). Made
/// by [`Offer::table`](super::Offer::table) from any [`Game`].
///
/// The game being played is a [`Session`], the terminal's `--play`'s
/// too: what a table says of it (the moves, the hint, a refused move, the
/// end) is what the terminal says. The table adds the starts of an input,
/// the explanations and the picture.
pub trait Table {
    /// The names of the first and the second player.
    fn players(&self) -> [&'static str; 2];
    /// How a move is typed ([`Strategy::notation`](crate::strategy::Strategy::notation)).
    fn notation(&self) -> &'static str;
    /// Reads the positions a game may start from in a judge input, with the
    /// binary's checks and error messages, and returns how many there are.
    /// Nothing is being played until [`Table::begin`].
    fn load(&mut self, input: &str) -> std::result::Result<usize, String>;
    /// The numbered list of the starts when they are points of one recorded
    /// game ([`Game::starts`]), `None` when they are separate games.
    fn choices(&self) -> Option<String>;
    /// The theory's verdict on each start of the last [`Table::load`]:
    /// whether the first player wins it (the side an interactive
    /// problem's program chooses), `None` where the theory does not
    /// decide the position ([`Strategy::decided`](crate::strategy::Strategy::decided)).
    /// Unlike a game begun, a start too large to play here
    /// ([`Game::playable`]) gets its verdict too.
    fn verdicts(&self) -> Vec<Option<bool>>;
    /// `--explain` on a judge input: the whole text, or the error line.
    fn explain_input(&self, input: &str) -> std::result::Result<String, String>;
    /// Starts playing from start `k` (1-based) of the last [`Table::load`],
    /// the person as `person`'s player and the program as the other's;
    /// or says why it cannot be played: there is no start `k`
    /// ([`Starts::pick`]), or it is not played ([`Game::playable`]).
    fn begin(&mut self, k: usize, person: Side) -> std::result::Result<(), String>;
    /// The moves made since [`Table::begin`]: 0 when the first player is to
    /// move. An edit keeps it: the player to move stays the same.
    fn ply(&self) -> usize;
    /// Whether the person is to move.
    fn person_to_move(&self) -> bool;
    /// Whose move it is, as whom ([`Session::turn`]): "Your move (as
    /// First)".
    fn turn(&self) -> String;
    /// The position, as a terminal session shows it.
    fn show(&self) -> String;
    /// The position's verdict for the player to move and why, recommending
    /// the move the hint gives ([`View::why`]).
    fn explain(&self) -> String;
    /// The position drawn as SVG ([`Game::draw`]), `None` when the game
    /// draws nothing.
    fn draw(&self) -> Option<String>;
    /// The picture with the value of the position and of its moves, the
    /// reason and the move it recommends, from one search.
    fn view(&self) -> View;
    /// The judge input of the game being played when an edit made it
    /// ([`Game::input_of`]): the edited board as an input. `None` when the
    /// game is one of the loaded input's, or the game cannot write it.
    fn input(&self) -> Option<String>;
    /// How the game ended, `None` while a move is left.
    fn over(&self) -> Option<Over>;
    /// A move of the person's, typed or clicked, played; or why it is not
    /// legal, a sentence.
    fn play(&mut self, text: &str) -> std::result::Result<Moved, String>;
    /// The program's move, played: a winning one when there is one; or
    /// why there is none (the game is over), a sentence.
    fn reply(&mut self) -> std::result::Result<Moved, String>;
    /// A winning move for the player to move, when the strategy knows one,
    /// and the hint in words.
    fn hint(&self) -> Hint;
    /// Takes back the last move, or the last edit when no move was made
    /// since; `false` at the start.
    fn undo(&mut self) -> bool;
    /// Edits the position ([`Game::edit`]): it becomes the start, with the
    /// same player to move; the moves made are forgotten, and
    /// [`Table::undo`] takes the edit back.
    fn edit(&mut self, what: &str) -> std::result::Result<(), String>;
    /// Asks the picture to show the board around the cell (row, column,
    /// 0-based) of a board larger than a picture holds ([`Marks::look`]);
    /// `None` gives the game its own focus back. A move, an undo or a new
    /// game does too; an edit keeps the window where it is.
    fn look(&mut self, at: Option<(u64, u64)>);
}

/// [`Table`] for a [`Game`]: its starts, and the game being played.
struct Match<G: Game> {
    /// The game, shared with the session.
    game: Rc<G>,
    starts: Vec<G::Position>,
    choices: Option<String>,
    /// The game being played, from [`Table::begin`] on.
    session: Option<Session<Rc<G>>>,
    /// The cell the person asked the picture to show ([`Table::look`]).
    look: Option<(u64, u64)>,
}

impl<G: Game> Match<G> {
    fn new(game: G) -> Self {
        Match {
            game: Rc::new(game),
            starts: Vec::new(),
            choices: None,
            session: None,
            look: None,
        }
    }

    /// The game being played.
    fn session(&self) -> &Session<Rc<G>> {
        self.session.as_ref().expect("Table::begin first")
    }

    /// The game being played, to change.
    fn session_mut(&mut self) -> &mut Session<Rc<G>> {
        self.session.as_mut().expect("Table::begin first")
    }

    /// The game being played, to move in or undo: the picture follows
    /// the game again ([`Table::look`]).
    fn moving(&mut self) -> &mut Session<Rc<G>> {
        self.look = None;
        self.session_mut()
    }
}

fn message(e: InputError) -> String {
    e.to_string()
}

impl<G: Game> Table for Match<G> {
    fn players(&self) -> [&'static str; 2] {
        self.game.players()
    }

    fn notation(&self) -> &'static str {
        self.game.notation()
    }

    fn load(&mut self, input: &str) -> std::result::Result<usize, String> {
        let (starts, choices) = self
            .game
            .starts(&mut Input::new(input.as_bytes()))
            .map_err(message)?;
        self.starts = starts;
        self.choices = choices;
        self.session = None;
        Ok(self.starts.len())
    }

    fn choices(&self) -> Option<String> {
        self.choices.clone()
    }

    fn verdicts(&self) -> Vec<Option<bool>> {
        let game = &*self.game;
        (self.starts.iter())
            .map(|p| {
                if !game.decided(p) {
                    return None;
                }
                Some(match game.some_move(p) {
                    None => game.stuck_wins(p),
                    Some(_) => game.winning_move(p).is_some(),
                })
            })
            .collect()
    }

    fn explain_input(&self, input: &str) -> std::result::Result<String, String> {
        self.game
            .explain_input(&mut Input::new(input.as_bytes()))
            .map_err(message)
    }

    fn begin(&mut self, k: usize, person: Side) -> std::result::Result<(), String> {
        let starts = Starts {
            positions: &self.starts,
            choices: self.choices.as_deref(),
        };
        let start = starts.pick(k)?.clone();
        let mut session = Session::new(Rc::clone(&self.game), start)?;
        session.set_person(person);
        self.session = Some(session);
        self.look = None;
        Ok(())
    }

    fn ply(&self) -> usize {
        self.session().ply()
    }

    fn person_to_move(&self) -> bool {
        self.session().person_to_move()
    }

    fn turn(&self) -> String {
        self.session().turn()
    }

    fn show(&self) -> String {
        self.session().show()
    }

    fn explain(&self) -> String {
        Marks::new(&*self.game, self.session().at()).why().0
    }

    fn draw(&self) -> Option<String> {
        self.game.picture(self.session().at())
    }

    fn view(&self) -> View {
        let p = self.session().at();
        let marks = Marks::new(&*self.game, p).looking(self.look);
        let (svg, offered) = match self.game.draw(p, &marks) {
            Some(picture) => (Some(picture.svg), picture.moves),
            None => (None, Vec::new()),
        };
        let moves = marks.all(LISTED, &offered).unwrap_or(offered);
        let value = marks.value();
        // The theory's winning move is looked for only where the search
        // did not decide (it may cost a matching). theory_wins says whether
        // the move into p won: the player to move at p wins where it lost.
        let theory = match value {
            Value::Searched(_) => None,
            Value::Unsearched(_) => super::value::theory_wins(&*self.game, p).map(|w| !w),
        };
        let (why, recommended) = marks.why();
        View {
            svg,
            value,
            moves,
            theory,
            why,
            recommended,
        }
    }

    fn input(&self) -> Option<String> {
        self.session().edited_input()
    }

    fn over(&self) -> Option<Over> {
        self.session().over()
    }

    fn play(&mut self, text: &str) -> std::result::Result<Moved, String> {
        self.moving().play(text)
    }

    fn reply(&mut self) -> std::result::Result<Moved, String> {
        self.moving().reply()
    }

    fn hint(&self) -> Hint {
        self.session().hint()
    }

    fn undo(&mut self) -> bool {
        self.moving().undo()
    }

    fn edit(&mut self, what: &str) -> std::result::Result<(), String> {
        self.session_mut().edit(what)
    }

    fn look(&mut self, at: Option<(u64, u64)>) {
        self.look = at;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::binary::Listed;
    use crate::problems::wythoff_game::BINARY;

    #[test]
    fn a_binary_answers_and_plays_to_the_end() {
        let solve = BINARY.solver().expect("Wythoff answers an input");
        let answer = solve(&mut Input::new("1 2\n0 0\n"));
        assert_eq!(answer.unwrap(), "0\n0\n");
        let mut table = BINARY.game().expect("Wythoff offers its game").table();
        assert_eq!(table.players(), ["First", "Second"]);
        assert_eq!(table.load("1 2\n0 0\n"), Ok(2));
        assert_eq!(
            table.begin(3, Side::First),
            Err("There is no game 3: pick one from 1 to 2.".to_string())
        );
        table.begin(1, Side::First).unwrap();
        // (1, 2) is lost for the mover: no hint, and any move is answered.
        assert!(table.hint().winning.is_none());
        assert!(table.play("5 0").is_err());
        table.play("0 1").unwrap();
        assert_eq!(table.ply(), 1);
        assert!(table.hint().winning.is_some());
        let reply = table.reply().unwrap();
        assert!(!reply.text.is_empty());
        // The program's winning reply takes (0, 1) to (0, 0).
        let over = table.over().expect("no stone left");
        assert!(!over.mover_wins);
        assert_eq!(over.why, "You have no move left.");
        assert!(table
            .play("0 0")
            .unwrap_err()
            .starts_with("The game is over"));
        assert!(table.undo() && table.undo() && !table.undo());
        assert_eq!(table.ply(), 0);
    }

    #[test]
    fn a_bad_input_is_the_binarys_error_line() {
        let solve = BINARY.solver().unwrap();
        let error = solve(&mut Input::new("1 x\n")).unwrap_err().to_string();
        let mut table = BINARY.game().unwrap().table();
        assert_eq!(table.load("1 x\n"), Err(error.clone()));
        assert!(error.contains("line 1"), "{error}");
    }
}
