//! The strategy layer: each game's theory (its positions, its rules, who
//! wins and a winning move, and the decision functions a judge problem's
//! answer is computed with), its legal moves by the literal rules, and the
//! notation a player types and reads moves in.
//!
//! It sits below the judge layer ([`problems`](crate::problems): read an
//! input, ask the theory here, write the judge's answer) and the
//! presentation layer ([`play`](crate::play), under the `play` feature:
//! explanations, the terminal session, pictures, the page), and names
//! neither: both are built on it (`tests/crate_wide/docs.rs` checks the layers). A
//! problem module re-exports the theory's items that its users may have
//! imported from it. Like the judge layer it is std-only and always
//! compiled, small enough to go into a judge file: a judge file carries
//! the theory its answer needs, and an interactive problem, where the
//! program plays against the judge's, submits the whole strategy.
//!
//! One module per game (a folder when it is large), each with the game's
//! theory, its type and its [`Strategy`]:
//!
//! ```
//! use cp_games::strategy::{anti_nim::AntiNim, Strategy};
//!
//! let piles = vec![3, 5, 1];
//! let m = AntiNim.winning_move(&piles).unwrap();
//! assert_eq!(AntiNim.show_move(&piles, &m), "2 3"); // take 3 from pile 2
//! assert_eq!(AntiNim.parse_move(&piles, "2 3"), Ok(m));
//! ```

/// A two-player game with alternating moves: its rules and a winning
/// strategy.
///
/// A position holds everything the rules need (the history too, where a
/// rule forbids repeating something), and the player to move is implicit:
/// players alternate, the first player moving first from a position the
/// game starts from.
pub trait Strategy {
    /// A position: what [`Strategy::apply`] makes.
    type Position: Clone + std::fmt::Debug;
    /// One move from a position, as [`Strategy::apply`] takes it.
    type Move: Clone + PartialEq + std::fmt::Debug;

    /// The names the problem gives the first and the second player.
    fn players(&self) -> [&'static str; 2] {
        ["First", "Second"]
    }

    /// Every legal move, by the literal rules, in a fixed order. The tests
    /// check the strategy against all of them; a player needs only
    /// [`Strategy::some_move`] and [`Strategy::parse_move`], so games with
    /// huge positions (piles of 10^18) override those.
    fn moves(&self, p: &Self::Position) -> Vec<Self::Move>;

    /// Some legal move, `None` when the game is over. The program plays it
    /// from a lost position.
    fn some_move(&self, p: &Self::Position) -> Option<Self::Move> {
        self.moves(p).into_iter().next()
    }

    /// The position after move `m` (one of [`Strategy::moves`]).
    fn apply(&self, p: &Self::Position, m: &Self::Move) -> Self::Position;

    /// Whether the player to move wins when there is no move: `false` for
    /// normal play (who cannot move loses), `true` for misère play.
    fn stuck_wins(&self, _p: &Self::Position) -> bool {
        false
    }

    /// A winning move for the player to move, from the game's theory, or
    /// `None` when the position is lost against perfect play.
    fn winning_move(&self, p: &Self::Position) -> Option<Self::Move>;

    /// Why the game is over at `p`, when [`Strategy::some_move`] gives
    /// `None` for another reason than that the player to move has no move
    /// left: a sentence without the final full stop, such as "Oregon
    /// Maple's bridges join its two sides". `None`, the default, means
    /// that the player to move has no move left.
    fn ended(&self, _p: &Self::Position) -> Option<String> {
        None
    }

    /// Whether the theory behind [`Strategy::winning_move`] decides `p`.
    /// Where it does not (a strategy known only along its own plays, like
    /// a symmetry strategy after the symmetry was broken), `None` from
    /// `winning_move` means "no winning move known", not "lost". Every
    /// position by default.
    fn decided(&self, _p: &Self::Position) -> bool {
        true
    }

    /// How a player types a move, in a few words (`"r c, the cell to move
    /// to"`).
    fn notation(&self) -> &'static str;

    /// A move typed by a player, read and checked against the position: a
    /// legal move, or why it is not one, in the problem's terms (a
    /// sentence without the final full stop).
    fn parse_move(&self, p: &Self::Position, text: &str)
        -> std::result::Result<Self::Move, String>;

    /// A move in the notation [`Strategy::parse_move`] reads.
    fn show_move(&self, p: &Self::Position, m: &Self::Move) -> String;
}

/// The move a program plays: a winning one if there is one, else
/// [`Strategy::some_move`]. `None` when the game is over.
pub fn program_move<G: Strategy>(game: &G, p: &G::Position) -> Option<G::Move> {
    game.winning_move(p).or_else(|| game.some_move(p))
}
/// The words of a typed move read as numbers, or the error for the first
/// word that is not one: `"{word:?} is not {what}"` (`what` as in
/// `"a pile size"`).
pub fn numbers<T: std::str::FromStr>(
    text: &str,
    what: &str,
) -> std::result::Result<Vec<T>, String> {
    text.split_whitespace()
        .map(|w| w.parse::<T>().map_err(|_| format!("{w:?} is not {what}")))
        .collect()
}

/// How many items [`listed`] shows before it says how many more there are.
pub const SHOWN: usize = 40;

/// `items` joined by spaces, the first [`SHOWN`] of them, then
/// `... (N more)`: lists in explanations and in the reasons a move is
/// refused stay readable at any size.
pub fn listed(items: impl ExactSizeIterator<Item = String>) -> String {
    let n = items.len();
    let mut out: Vec<String> = items.take(SHOWN).collect();
    if n > SHOWN {
        out.push(format!("... ({} more)", n - SHOWN));
    }
    out.join(" ")
}

pub mod anti_nim;
pub mod blocks;
pub mod christmas_game;
pub mod coloring_game;
pub mod dag_sg_chips;
pub mod decreasing_game;
pub mod euclid_game;
pub mod game_on_tree;
pub mod jsoi2009_game;
pub mod no_gambling;
pub mod noi2011_bunny_egg;
pub mod plate_game;
pub mod play_a_game;
pub mod s_nim;
pub mod stone_merge;
pub mod two_ended_nim;
pub mod two_tokens;
pub mod vertex_geography;
pub mod wythoff_game;
pub mod xor_break;
