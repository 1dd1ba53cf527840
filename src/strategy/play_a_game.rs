//! play_a_game: the game's theory (who wins, a winning move) and its strategy.
//! The judge problem, its input and the proof of the theory are in
//! [`problems::play_a_game`](crate::problems::play_a_game).

/// Whether the first player wins on an n x n board (n >= 1).
pub fn first_player_wins(n: u64) -> bool {
    n % 2 == 0
}

/// A position: the board size n, the stone's cell and the visited cells
/// (the stone's among them), sorted; cells are (row, column), 0-based. A
/// game starts with the stone in the corner (0, 0).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// The board's side n.
    pub n: u64,
    /// The stone's cell.
    pub stone: (u64, u64),
    /// The visited cells, the stone's among them, sorted.
    pub visited: Vec<(u64, u64)>,
}

impl Position {
    /// The start of a game on an n x n board.
    pub fn start(n: u64) -> Position {
        Position {
            n,
            stone: (0, 0),
            visited: vec![(0, 0)],
        }
    }

    pub(crate) fn is_visited(&self, cell: (u64, u64)) -> bool {
        self.visited.binary_search(&cell).is_ok()
    }
}

/// The largest board on which [`winning_move`] computes a maximum matching
/// (4 * 10^6 cells, a few tens of megabytes); larger boards are answered
/// from the domino tiling only.
pub const MATCHING_LIMIT: u64 = 2000;

/// The partner of a cell in the domino tiling of the proof: n even, the
/// cells of each row in pairs (columns 0-1, 2-3, ...); n odd, the board
/// without the corner (0, 0): the rest of row 0 in pairs (columns 1-2,
/// 3-4, ...), the other rows in vertical pairs (rows 1-2, 3-4, ...).
/// `None` for the odd board's corner.
pub fn tiling_partner(n: u64, (r, c): (u64, u64)) -> Option<(u64, u64)> {
    if n % 2 == 0 {
        Some((r, c ^ 1))
    } else if r == 0 {
        match c {
            0 => None,
            c if c % 2 == 1 => Some((0, c + 1)),
            c => Some((0, c - 1)),
        }
    } else if r % 2 == 1 {
        Some((r + 1, c))
    } else {
        Some((r - 1, c))
    }
}

/// A winning move: the cell to move the stone to, `Ok(None)` when the
/// player to move loses, or `Err(())` when the board is larger than
/// [`MATCHING_LIMIT`] and the position is not one the tiling answers.
///
/// The domino tiling of [`tiling_partner`] is a maximum matching of the
/// board (perfect for n even, missing the corner for n odd). When the
/// visited cells other than the stone are whole dominoes (and the odd
/// board's corner, which must be visited), the tiling restricted to the rest is a maximum
/// matching: the mover wins by moving to the stone's partner, and loses
/// from the odd board's corner; when they are whole dominoes and the
/// stone's partner, the tiling misses only the stone, and the mover loses.
/// That covers every position of a game in which the winner follows the
/// tiling, from the start on. Other positions get a maximum matching of
/// the cells not visited ([`Grid::winning_step`]).
///
/// # Complexity
/// O(k log k) for k visited cells when the tiling answers; otherwise
/// O(n^2) memory and one maximum matching, O(n^3).
///
/// # Example
/// ```
/// use cp_games::strategy::play_a_game::{winning_move, Position};
/// assert_eq!(winning_move(&Position::start(10000)), Ok(Some((0, 1))));
/// assert_eq!(winning_move(&Position::start(9999)), Ok(None));
/// // Off the tiling on a small board: the stone on (0, 1) after (0, 0) on
/// // a 3 x 3 board; a maximum matching answers.
/// let p = Position { n: 3, stone: (1, 0), visited: vec![(0, 0), (1, 0)] };
/// assert!(winning_move(&p).unwrap().is_some());
/// ```
///
/// [`Grid::winning_step`]: crate::grid::Grid::winning_step
#[allow(clippy::result_unit_err)]
pub fn winning_move(p: &Position) -> std::result::Result<Option<(u64, u64)>, ()> {
    let n = p.n;
    let partner = tiling_partner(n, p.stone);
    let whole = |extra: Option<(u64, u64)>| {
        p.visited.iter().all(|&v| {
            v == p.stone
                || Some(v) == extra
                || match tiling_partner(n, v) {
                    None => true,
                    Some(w) => w != p.stone && Some(w) != extra && p.is_visited(w),
                }
        })
    };
    // On an odd board the tiling misses the corner: it answers only once
    // the corner is visited (always so in a game, which starts there).
    let tiled = n % 2 == 0 || p.is_visited((0, 0));
    match partner {
        _ if !tiled => {}
        None if whole(None) => return Ok(None),
        Some(w) if !p.is_visited(w) && whole(None) => return Ok(Some(w)),
        Some(w) if p.is_visited(w) && whole(Some(w)) => return Ok(None),
        _ => {}
    }
    if n > MATCHING_LIMIT {
        return Err(());
    }
    let side = n as usize;
    let grid = crate::grid::Grid {
        rows: side,
        cols: side,
        cells: vec![b'.'; side * side],
    };
    let id = |(r, c): (u64, u64)| r as usize * side + c as usize;
    let mut gone = vec![false; side * side];
    for &v in &p.visited {
        gone[id(v)] = true;
    }
    let to = grid.winning_step(id(p.stone), |x| !gone[x]);
    Ok(to.map(|x| ((x / side) as u64, (x % side) as u64)))
}

/// The game for `--explain` and `--play`: the stone starts in the corner
/// row 1, column 1; a move is typed as the cell `r c` to move it to.
pub struct PlayAGame;

impl crate::strategy::Strategy for PlayAGame {
    type Position = Position;

    type Move = (u64, u64);

    fn players(&self) -> [&'static str; 2] {
        ["8600", "ailyanlu"]
    }

    fn moves(&self, p: &Position) -> Vec<(u64, u64)> {
        let (r, c) = p.stone;
        let n = p.n;
        [
            (r > 0).then(|| (r - 1, c)),
            (c > 0).then(|| (r, c - 1)),
            (c + 1 < n).then(|| (r, c + 1)),
            (r + 1 < n).then(|| (r + 1, c)),
        ]
        .into_iter()
        .flatten()
        .filter(|&x| !p.is_visited(x))
        .collect()
    }

    fn apply(&self, p: &Position, &m: &(u64, u64)) -> Position {
        let mut q = p.clone();
        if let Err(i) = q.visited.binary_search(&m) {
            q.visited.insert(i, m);
        }
        q.stone = m;
        q
    }

    /// [`winning_move`]; on a board larger than [`MATCHING_LIMIT`], a
    /// position off the tiling gets `None` (the session then plays any
    /// legal move), and is not [`decided`](crate::strategy::Strategy::decided).
    fn winning_move(&self, p: &Position) -> Option<(u64, u64)> {
        winning_move(p).unwrap_or(None)
    }

    fn decided(&self, p: &Position) -> bool {
        winning_move(p).is_ok()
    }

    fn notation(&self) -> &'static str {
        "the cell `r c` (row and column) to move the stone to"
    }

    fn parse_move(&self, p: &Position, text: &str) -> std::result::Result<(u64, u64), String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let [r, c] = words[..] else {
            return Err("type a cell as two numbers, its row and its column".to_string());
        };
        let number = |w: &str, what: &str| {
            w.parse::<u64>()
                .map_err(|_| format!("{w:?} is not a {what} number"))
        };
        let (r, c) = (number(r, "row")?, number(c, "column")?);
        let n = p.n;
        if r == 0 || r > n || c == 0 || c > n {
            return Err(format!("row {r}, column {c} is off the {n} x {n} board"));
        }
        let cell = (r - 1, c - 1);
        if cell == p.stone {
            return Err(format!("the stone is on row {r}, column {c}"));
        }
        if p.is_visited(cell) {
            return Err(format!("row {r}, column {c} was visited before"));
        }
        if p.stone.0.abs_diff(cell.0) + p.stone.1.abs_diff(cell.1) != 1 {
            return Err(format!(
                "row {r}, column {c} is not next to the stone, on row {}, column {}",
                p.stone.0 + 1,
                p.stone.1 + 1
            ));
        }
        Ok(cell)
    }

    fn show_move(&self, _: &Position, &(r, c): &(u64, u64)) -> String {
        format!("{} {}", r + 1, c + 1)
    }
}
