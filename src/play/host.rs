//! A binary's game played from another program than a terminal: a page in
//! the browser (the repository's `web/`), a test, a bot.
//!
//! A binary's [`Binary`](crate::binary::Binary) value holds its solver and
//! its game; [`Offer::table`](super::Offer::table) makes the game a
//! [`Table`], text in and text out, with the same rules, strategy,
//! explanations and error messages as the binary's `--explain` and
//! `--play`. A binary of one's own that is such a value is played the same
//! way.
//!
//! ```
//! use cp_games::binary::Listed;
//! use cp_games::problems::wythoff_game::BINARY;
//!
//! let solve = BINARY.solver().unwrap();
//! let answer = solve(&mut cp_games::input::Input::new("3 5\n4 2\n"));
//! assert_eq!(answer.unwrap(), "0\n1\n");
//! let mut table = BINARY.game().unwrap().table();
//! assert_eq!(table.load("3 5\n4 2\n"), Ok(2));
//! table.begin(2).unwrap();
//! let shown = table.hint().unwrap();
//! table.play(&shown).unwrap();
//! assert!(table.over().is_none());
//! table.reply().unwrap();
//! ```
//!
//! The judge path of a binary knows nothing of this module, and judge
//! bundles leave it out with the rest of `play`.

use super::value::{Marks, MoveValue, Value};
use super::{capitalised, program_move, Game};
use crate::input::{Input, InputError};

/// `game` as a [`Table`] ([`Offer::table`](super::Offer::table)).
pub(crate) fn table<G: Game + 'static>(game: G) -> Box<dyn Table> {
    Box::new(Match::new(game))
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Over {
    /// Whether the player to move (who has no move left) wins: misère play.
    pub mover_wins: bool,
    /// Why the game is over, a sentence with its full stop: "No move is
    /// left.", or the game's own reason ([`Strategy::ended`](crate::strategy::Strategy::ended)).
    pub why: String,
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
}

/// The most legal moves [`View::moves`] lists all of.
pub const LISTED: usize = 400;

/// A game as text in and text out, for a host: the positions of a judge
/// input, one of them played move by move, each move typed in the game's
/// notation (or clicked on its drawing, which names the same text). Made
/// by [`Offer::table`](super::Offer::table) from any [`Game`].
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
    /// `--explain` on a judge input: the whole text, or the error line.
    fn explain_input(&self, input: &str) -> std::result::Result<String, String>;
    /// Starts playing from start `k` (1-based) of the last [`Table::load`],
    /// or says why it cannot be played ([`Game::playable`]).
    fn begin(&mut self, k: usize) -> std::result::Result<(), String>;
    /// The moves made since [`Table::begin`]: 0 when the first player is to
    /// move. An edit keeps it: the player to move stays the same.
    fn ply(&self) -> usize;
    /// The position, as a terminal session shows it.
    fn show(&self) -> String;
    /// The position's verdict for the player to move and why.
    fn explain(&self) -> String;
    /// The position drawn as SVG ([`Game::draw`]), `None` when the game
    /// draws nothing.
    fn draw(&self) -> Option<String>;
    /// The picture with the value of the position and of its moves, from
    /// one search.
    fn view(&self) -> View;
    /// The judge input of the game being played when an edit made it
    /// ([`Game::input_of`]): the edited board as an input. `None` when the
    /// game is one of the loaded input's, or the game cannot write it.
    fn input(&self) -> Option<String>;
    /// How the game ended, `None` while a move is left.
    fn over(&self) -> Option<Over>;
    /// A move of the person's, typed or clicked: the move as the game
    /// writes it, once played, or why it is not legal (a sentence with its
    /// full stop).
    fn play(&mut self, text: &str) -> std::result::Result<String, String>;
    /// The program's move, played: a winning one when there is one. `None`
    /// when the game is over.
    fn reply(&mut self) -> Option<String>;
    /// A winning move for the player to move, or a sentence saying why none
    /// is given.
    fn hint(&self) -> std::result::Result<String, String>;
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

/// [`Table`] for a [`Game`]: its starts, and the positions of the game
/// being played, the first of them its start.
struct Match<G: Game> {
    game: G,
    starts: Vec<G::Position>,
    choices: Option<String>,
    line: Vec<G::Position>,
    /// The ply of the line's start: moves made before an edit.
    offset: usize,
    /// Before each edit, the line and its offset, for [`Table::undo`].
    edits: Vec<(Vec<G::Position>, usize)>,
    /// The cell the person asked the picture to show ([`Table::look`]).
    look: Option<(u64, u64)>,
}

impl<G: Game> Match<G> {
    fn new(game: G) -> Self {
        Match {
            game,
            starts: Vec::new(),
            choices: None,
            line: Vec::new(),
            offset: 0,
            edits: Vec::new(),
            look: None,
        }
    }

    /// The position being played.
    fn at(&self) -> &G::Position {
        self.line.last().expect("Table::begin before any move")
    }
}

/// `why` as a sentence: a capital letter and a full stop.
fn sentence(why: &str) -> String {
    format!("{}.", capitalised(why))
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
        self.line.clear();
        self.edits.clear();
        self.offset = 0;
        Ok(self.starts.len())
    }

    fn choices(&self) -> Option<String> {
        self.choices.clone()
    }

    fn explain_input(&self, input: &str) -> std::result::Result<String, String> {
        self.game
            .explain_input(&mut Input::new(input.as_bytes()))
            .map_err(message)
    }

    fn begin(&mut self, k: usize) -> std::result::Result<(), String> {
        let n = self.starts.len();
        let p = match k.checked_sub(1).and_then(|i| self.starts.get(i)) {
            Some(p) => p.clone(),
            None if n == 0 => return Err("The input holds no game to play.".to_string()),
            None if n == 1 => return Err(format!("There is no game {k}: the input holds one.")),
            None => return Err(format!("There is no game {k}: pick one from 1 to {n}.")),
        };
        self.game.playable(&p).map_err(|why| sentence(&why))?;
        self.line = vec![p];
        self.edits.clear();
        self.offset = 0;
        self.look = None;
        Ok(())
    }

    fn ply(&self) -> usize {
        self.offset + self.line.len().saturating_sub(1)
    }

    fn show(&self) -> String {
        self.game.show(self.at())
    }

    fn explain(&self) -> String {
        self.game.explain(self.at())
    }

    fn draw(&self) -> Option<String> {
        self.game.picture(self.at())
    }

    fn view(&self) -> View {
        let p = self.at();
        let marks = Marks::new(&self.game, p).looking(self.look);
        let svg = self.game.draw(p, &marks);
        let moves = marks.all(LISTED).unwrap_or_else(|| marks.offered());
        let value = marks.value();
        // The theory's winning move is looked for only where the search
        // did not decide (it may cost a matching). theory_wins says whether
        // the move into p won: the player to move at p wins where it lost.
        let theory = match value {
            Value::Searched(_) => None,
            Value::Unsearched(_) => super::value::theory_wins(&self.game, p).map(|w| !w),
        };
        View {
            svg,
            value,
            moves,
            theory,
        }
    }

    fn input(&self) -> Option<String> {
        if self.edits.is_empty() {
            return None;
        }
        self.game.input_of(&self.line[0])
    }

    fn over(&self) -> Option<Over> {
        let p = self.at();
        if self.game.some_move(p).is_some() {
            return None;
        }
        let why = match self.game.ended(p) {
            Some(why) => sentence(&why),
            None => "No move is left.".to_string(),
        };
        Some(Over {
            mover_wins: self.game.stuck_wins(p),
            why,
        })
    }

    fn play(&mut self, text: &str) -> std::result::Result<String, String> {
        if let Some(over) = self.over() {
            return Err(format!("The game is over: {}", over.why));
        }
        let p = self.at();
        let m = self
            .game
            .parse_move(p, text.trim())
            .map_err(|why| sentence(&why))?;
        let shown = self.game.show_move(p, &m);
        let q = self.game.apply(p, &m);
        self.line.push(q);
        self.look = None;
        Ok(shown)
    }

    fn reply(&mut self) -> Option<String> {
        let p = self.at();
        let m = program_move(&self.game, p)?;
        let shown = self.game.show_move(p, &m);
        let q = self.game.apply(p, &m);
        self.line.push(q);
        self.look = None;
        Some(shown)
    }

    fn hint(&self) -> std::result::Result<String, String> {
        let p = self.at();
        if self.game.some_move(p).is_none() {
            return Err("The game is over.".to_string());
        }
        match self.game.winning_move(p) {
            Some(m) => Ok(self.game.show_move(p, &m)),
            None if self.game.decided(p) => Err("No move wins here against perfect play: any \
                                                 move, and hope for a mistake."
                .to_string()),
            None => Err(
                "The strategy knows no winning move here: its theory does not cover \
                         this position."
                    .to_string(),
            ),
        }
    }

    fn undo(&mut self) -> bool {
        self.look = None;
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

    fn edit(&mut self, what: &str) -> std::result::Result<(), String> {
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
            table.begin(3),
            Err("There is no game 3: pick one from 1 to 2.".to_string())
        );
        table.begin(1).unwrap();
        // (1, 2) is lost for the mover: no hint, and any move is answered.
        assert!(table.hint().is_err());
        assert!(table.play("5 0").is_err());
        table.play("0 1").unwrap();
        assert_eq!(table.ply(), 1);
        assert_eq!(table.hint(), Ok(table.hint().unwrap()));
        let reply = table.reply().unwrap();
        assert!(!reply.is_empty());
        // The program's winning reply takes (0, 1) to (0, 0).
        let over = table.over().expect("no stone left");
        assert!(!over.mover_wins);
        assert_eq!(over.why, "No move is left.");
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
