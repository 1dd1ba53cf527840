//! Character grids: reading them with checked sizes and characters, cell ids,
//! 4-neighbours ([`Grid::neighbours`]) and whether two cells are 4-adjacent
//! ([`Grid::adjacent`]), chessboard colour, and the bipartite graph of
//! adjacent cells computed on the fly ([`Grid::bipartite_sides`]), and a
//! winning move of vertex geography on the cells ([`Grid::winning_step`]).
//! Shared by the grid games. With the `play` feature: a cell typed by a
//! person (`Grid::parse_cell`) and boards drawn in a bounded window
//! (`draw`, `draw_pairs`).
//!
//! Cells are numbered row-major from 0: cell `(r, c)` (0-based) has id
//! `r * cols + c`. Coordinates printed or read at the I/O edge are 1-based.
//!
//! Complexity: reading and building a graph are O(rows * cols); the other
//! operations are O(1).
//!
//! Moves by offsets: [`Grid::KNIGHT`], [`Grid::KING`], [`Grid::ROOK_STEP`]
//! (the four neighbours), any leaper ([`Grid::leaper`]), or any list of
//! [`Offset`]s; [`Grid::neighbours_by`] walks them, and [`Grid::moves`]
//! is the move function of a piece among the free cells, in the form
//! [`geography`](crate::geography) takes, which then decides itself
//! whether the graph is bipartite.
//!
//! Status: reading and neighbours by the unit tests below, moves by
//! offsets against coordinates (offsets up to `isize::MAX` included) and
//! leapers against their eight symmetries; [`Grid::moves`] with
//! `geography::placer_wins` against the literal game on thousands of mazes
//! (`tests/crate_wide/lib_geography.rs`); `adjacent`
//! against coordinates (and `neighbours`) for every pair of ids, on and off
//! the board, of every grid up to 5 x 5 and two long thin ones; the computed
//! graph against a stored `BipartiteGraph` of the same grid, built in the
//! tests from `neighbours` (same edges, same maximum
//! matching size, same vertices in every maximum matching, same answers
//! while vertices are deleted) on thousands of random small grids.
//! [`Grid::winning_step`] through the grid games' strategies, played
//! against every reply of their literal rules.
//!
//! # Example
//! ```
//! use cp_games::{grid::{Grid, GridSide}, input::Input};
//! use cp_games::matching::in_every_max_matching;
//! let mut inp = Input::new(".#\r\n..\n");
//! let g = Grid::read(&mut inp, 2, 2, b".#").unwrap();
//! assert_eq!(g.at(0, 1), b'#');
//! assert_eq!(g.neighbours(g.id(1, 1)).collect::<Vec<_>>(), [1, 2]);
//! assert!(g.is_black(0) && !g.is_black(1));
//! // The free cells 0 - 2 - 3 make a path, black cells on the left: only
//! // its middle (white) cell 2 lies in every maximum matching.
//! let [left, right] = g.bipartite_sides(true, |id, _| g.cells[id] == b'.');
//! let (l, r) = in_every_max_matching(&left, &right);
//! let v = GridSide::vertex_of;
//! assert_eq!(right.cell(v(2)), Some(2));
//! assert!(r[v(2)] && !l[v(0)] && !l[v(3)]);
//! ```

use super::input::{char_len, quote, Input, ItemCount, Result};
use super::matching::{winning_reply, Adjacency, Side};

/// A move on a grid as `(rows down, columns right)`: `(-1, 0)` is one row
/// up, `(2, 1)` a knight's move two rows down and one column right. See
/// [`Grid::KNIGHT`], [`Grid::KING`], [`Grid::ROOK_STEP`] and
/// [`Grid::leaper`].
pub type Offset = (isize, isize);

/// A grid of `rows` x `cols` cells, one byte (the input's character) per
/// cell, made by [`Grid::read`]. Methods take 0-based coordinates and the
/// cell ids of the module doc.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    /// The number of rows.
    pub rows: usize,
    /// The number of columns: the length of every row.
    pub cols: usize,
    /// Row-major cell characters: cell id `r * cols + c` at index `id`.
    pub cells: Vec<u8>,
}

impl Grid {
    /// Reads `rows` rows of exactly `cols` characters from `alphabet`, one
    /// whitespace-free token per row. Fails before allocating if the rest of
    /// the input is too short to hold the grid (`the grid has 3 rows, but
    /// only 1 row follows`, `row 1: expected 5 cells, found 4`). The sizes
    /// may be read as `u64` ([`ItemCount`]): a size of 2^32 or more is
    /// then refused in the same words on a 32-bit target as on a 64-bit
    /// one.
    pub fn read(
        inp: &mut Input,
        rows: impl ItemCount,
        cols: impl ItemCount,
        alphabet: &[u8],
    ) -> Result<Grid> {
        let (rows, cols) = (rows.get(), cols.get());
        let lead = format!(
            "the grid has {rows} {}",
            if rows == 1 { "row" } else { "rows" }
        );
        inp.check_items_as(inp.place(), lead, rows, "row", 1)?;
        // The input has room for the rows: their count fits usize.
        let rows = rows as usize;
        let size = rows
            .checked_mul(usize::try_from(cols).unwrap_or(usize::MAX))
            .filter(|&s| s <= inp.remaining());
        // Rows too short for `cols` fail below, at the first one.
        let mut cells = Vec::with_capacity(size.unwrap_or(0));
        for r in 1..=rows {
            let row = inp.token(format_args!("row {r} of the grid"))?;
            if let Some(c) = row.iter().position(|b| !alphabet.contains(b)) {
                let bad = quote(&row[c..c + char_len(&row[c..])]);
                return Err(inp.alphabet_error(
                    &format_args!("row {r}, column {}", c + 1),
                    &bad,
                    alphabet,
                ));
            }
            // usize -> u64 is lossless on every supported target.
            if row.len() as u64 != cols {
                let found = row.len();
                return Err(inp.error(format!("row {r}: expected {cols} cells, found {found}")));
            }
            cells.extend_from_slice(row);
        }
        // A row of `cols` cells was read (or, with no row, none was: a
        // width past usize, on a 32-bit target, is then too large to hold).
        let cols = usize::try_from(cols).map_err(|_| {
            inp.error(format!(
                "the number of columns {cols} is too large for this machine"
            ))
        })?;
        Ok(Grid { rows, cols, cells })
    }

    /// The id of cell `(r, c)` (0-based): `r * cols + c`. Not checked: a
    /// column `c >= cols` gives a cell of a later row.
    pub fn id(&self, r: usize, c: usize) -> usize {
        r * self.cols + c
    }

    /// `(row, column)`, 0-based, of a cell id.
    pub fn pos(&self, id: usize) -> (usize, usize) {
        (id / self.cols, id % self.cols)
    }

    /// The character of cell `(r, c)` (0-based).
    ///
    /// # Panics
    /// If the cell's id is `rows * cols` or more.
    pub fn at(&self, r: usize, c: usize) -> u8 {
        self.cells[self.id(r, c)]
    }

    /// Chessboard colour: `(r + c)` even is "black". Any 4-neighbour of a cell
    /// has the other colour.
    pub fn is_black(&self, id: usize) -> bool {
        let (r, c) = self.pos(id);
        (r + c) % 2 == 0
    }

    /// The 4-neighbours of a cell inside the grid, in the order up, left,
    /// right, down (increasing id).
    pub fn neighbours(&self, id: usize) -> impl Iterator<Item = usize> {
        let (r, c) = self.pos(id);
        let (rows, cols) = (self.rows, self.cols);
        [
            (r > 0).then(|| id - cols),
            (c > 0).then(|| id - 1),
            (c + 1 < cols).then(|| id + 1),
            (r + 1 < rows).then(|| id + cols),
        ]
        .into_iter()
        .flatten()
    }

    /// The four neighbours as offsets `(rows down, columns right)`: up,
    /// left, right, down. [`Grid::neighbours`] is
    /// [`Grid::neighbours_by`]`(id, Grid::ROOK_STEP)`.
    pub const ROOK_STEP: &'static [Offset] = &[(-1, 0), (0, -1), (0, 1), (1, 0)];

    /// A king's moves: the eight cells around, in increasing id.
    pub const KING: &'static [Offset] = &[
        (-1, -1),
        (-1, 0),
        (-1, 1),
        (0, -1),
        (0, 1),
        (1, -1),
        (1, 0),
        (1, 1),
    ];

    /// A knight's moves: two cells one way and one the other, in
    /// increasing id; [`Grid::leaper`]`(1, 2)`.
    pub const KNIGHT: &'static [Offset] = &[
        (-2, -1),
        (-2, 1),
        (-1, -2),
        (-1, 2),
        (1, -2),
        (1, 2),
        (2, -1),
        (2, 1),
    ];

    /// The moves of an `(a, b)`-leaper: `a` rows and `b` columns in any
    /// direction, or `b` rows and `a` columns; all eight symmetries, each
    /// offset once, in increasing id order. `(1, 2)` is the knight, `(0, 1)`
    /// the four neighbours, `(1, 1)` the four diagonal steps, `(0, 0)` no
    /// move at all. The set is symmetric (with `(dr, dc)` it holds
    /// `(-dr, -dc)`), as geography needs.
    ///
    /// # Example
    /// ```
    /// use cp_games::grid::Grid;
    /// assert_eq!(Grid::leaper(1, 2), Grid::KNIGHT);
    /// assert_eq!(Grid::leaper(1, 0), Grid::ROOK_STEP);
    /// assert_eq!(Grid::leaper(1, 1), [(-1, -1), (-1, 1), (1, -1), (1, 1)]);
    /// assert_eq!(Grid::leaper(3, 3).len(), 4);
    /// assert!(Grid::leaper(0, 0).is_empty());
    /// ```
    pub fn leaper(a: usize, b: usize) -> Vec<Offset> {
        let (a, b) = (a as isize, b as isize);
        let mut all = Vec::with_capacity(8);
        for (x, y) in [(a, b), (b, a)] {
            for (sx, sy) in [(-1, -1), (-1, 1), (1, -1), (1, 1)] {
                all.push((sx * x, sy * y));
            }
        }
        all.sort_unstable();
        all.dedup();
        all.retain(|&o| o != (0, 0));
        all
    }

    /// The cell `offset` away from cell `id`, if it is on the board (any
    /// offset, however large, is checked without overflow).
    ///
    /// # Example
    /// ```
    /// use cp_games::{grid::Grid, input::Input};
    /// let g = Grid::read(&mut Input::new("...\n...\n"), 2, 3, b".#").unwrap();
    /// assert_eq!(g.step(0, (1, 2)), Some(5));
    /// assert_eq!(g.step(0, (0, -1)), None);
    /// assert_eq!(g.step(2, (0, 1)), None); // no wrapping to the next row
    /// ```
    pub fn step(&self, id: usize, (dr, dc): Offset) -> Option<usize> {
        let (r, c) = self.pos(id);
        let r = r.checked_add_signed(dr).filter(|&r| r < self.rows)?;
        let c = c.checked_add_signed(dc).filter(|&c| c < self.cols)?;
        Some(self.id(r, c))
    }

    /// The cells on the board reached from cell `id` by the moves
    /// `offsets`, in the order of `offsets` (increasing id for
    /// [`Grid::KING`], [`Grid::KNIGHT`], [`Grid::ROOK_STEP`] and
    /// [`Grid::leaper`]). What the cells hold does not matter; see
    /// [`Grid::moves`] for a move function that skips walls.
    ///
    /// # Complexity
    /// O(1) per offset.
    ///
    /// # Example
    /// ```
    /// use cp_games::{grid::Grid, input::Input};
    /// let g = Grid::read(&mut Input::new("...\n...\n...\n"), 3, 3, b".#").unwrap();
    /// let knight: Vec<usize> = g.neighbours_by(0, Grid::KNIGHT).collect();
    /// assert_eq!(knight, [5, 7]);
    /// assert_eq!(g.neighbours_by(4, Grid::KING).count(), 8);
    /// assert_eq!(g.neighbours_by(4, Grid::KNIGHT).count(), 0);
    /// ```
    pub fn neighbours_by<'a>(
        &'a self,
        id: usize,
        offsets: &'a [Offset],
    ) -> impl Iterator<Item = usize> + 'a {
        offsets.iter().filter_map(move |&o| self.step(id, o))
    }

    /// The move function of a piece moving by `offsets` between the cells
    /// for which `free(id)` holds: called as `moves(id, out)`, it pushes
    /// onto `out` the free cells one move away from a free cell `id`, and
    /// nothing for a wall. That is the form of the `neighbours` argument of
    /// every [`geography`](crate::geography) function, so a grid game is one
    /// call: [`geography::placer_wins`](crate::geography::placer_wins) (the
    /// cells where the player who places the token wins, walls left out) or
    /// [`geography::mover_wins_auto`](crate::geography::mover_wins_auto),
    /// which decide from the moves themselves whether the graph is
    /// bipartite. Give a symmetric set of offsets (with `(dr, dc)` also
    /// `(-dr, -dc)`), as [`Grid::leaper`] and the constants are: geography
    /// panics on a move without its reverse.
    ///
    /// # Complexity
    /// O(1) per offset and call.
    ///
    /// # Example
    /// ```
    /// use cp_games::{geography, grid::Grid, input::Input};
    /// // A knight on a 3 x 3 board with the top-right corner walled: the
    /// // seven outer free squares form a path of knight moves,
    /// // 7 - 0 - 5 - 6 - 1 - 8 - 3 (ids), and the centre has no move.
    /// let g = Grid::read(&mut Input::new("..#\n...\n...\n"), 3, 3, b".#").unwrap();
    /// let free = |id: usize| g.cells[id] == b'.';
    /// let mut out = Vec::new();
    /// g.moves(Grid::KNIGHT, free)(0, &mut out);
    /// assert_eq!(out, [5, 7]);
    /// // The placer wins on the path's 1st, 3rd, 5th and 7th cells (a
    /// // maximum matching of the path leaves each free), and on the
    /// // centre, where the mover is stuck; never on the wall.
    /// assert_eq!(geography::placer_wins(9, free, g.moves(Grid::KNIGHT, free)), [1, 3, 4, 5, 7]);
    /// ```
    pub fn moves<'a, F>(
        &'a self,
        offsets: &'a [Offset],
        free: F,
    ) -> impl Fn(usize, &mut Vec<usize>) + Copy + 'a
    where
        F: Fn(usize) -> bool + Copy + 'a,
    {
        move |id: usize, out: &mut Vec<usize>| {
            if free(id) {
                out.extend(self.neighbours_by(id, offsets).filter(|&t| free(t)));
            }
        }
    }

    /// Whether cells `a` and `b` are 4-neighbours: both on the board, in
    /// one row with adjacent columns or in one column with adjacent rows.
    /// Geometric only: what the cells hold (a wall, a piece) does not
    /// matter; test `cells[a]` and `cells[b]` as the game needs. An id off
    /// the board (`>= rows * cols`) is adjacent to nothing.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use cp_games::{grid::Grid, input::Input};
    /// let g = Grid::read(&mut Input::new(".#.\n...\n"), 2, 3, b".#").unwrap();
    /// assert!(g.adjacent(g.id(0, 0), g.id(0, 1))); // a wall is still a cell
    /// assert!(g.adjacent(g.id(1, 2), g.id(0, 2)));
    /// assert!(!g.adjacent(g.id(0, 2), g.id(1, 0))); // ids 2 and 3: consecutive, not adjacent
    /// assert!(!g.adjacent(g.id(0, 0), g.id(1, 1))); // diagonal
    /// assert!(!g.adjacent(5, 8)); // 8 is off the board
    /// ```
    pub fn adjacent(&self, a: usize, b: usize) -> bool {
        let n = self.rows * self.cols;
        if a >= n || b >= n {
            return false;
        }
        let (lo, hi) = (a.min(b), a.max(b));
        // Below, or right of lo without wrapping to the next row.
        hi - lo == self.cols || (hi - lo == 1 && hi % self.cols != 0)
    }

    /// A winning move of vertex geography on the cells for which
    /// `is_vertex(id)` holds (the token's cell among them; leave the visited
    /// cells out), the token on cell `token`: the 4-neighbour to move it to,
    /// or `None` when the player to move loses. The token's mate in a
    /// maximum matching of [`Grid::bipartite_sides`], when the token's cell
    /// lies in every maximum matching ([`winning_reply`]).
    ///
    /// # Panics
    /// If `token` is not a cell of the grid.
    ///
    /// # Complexity
    /// O(rows * cols) to build the sides, O(E sqrt V) for the matching of
    /// the V cells in the graph; one byte per cell and O(V) besides.
    ///
    /// # Example
    /// ```
    /// use cp_games::{grid::Grid, input::Input};
    /// // A corridor of four cells: from the second, step to the first (the
    /// // opponent is stuck); from the first, step to the second (the
    /// // opponent is then at the end of a corridor of three, and loses).
    /// let g = Grid::read(&mut Input::new("....\n"), 1, 4, b".#").unwrap();
    /// assert_eq!(g.winning_step(1, |_| true), Some(0));
    /// assert_eq!(g.winning_step(0, |_| true), Some(1));
    /// // With the first cell visited, the token on the second loses.
    /// assert_eq!(g.winning_step(1, |id| id != 0), None);
    /// ```
    pub fn winning_step(
        &self,
        token: usize,
        mut is_vertex: impl FnMut(usize) -> bool,
    ) -> Option<usize> {
        assert!(token < self.cells.len(), "cell {token} is off the grid");
        let [left, right] = self.bipartite_sides(true, |id, _| id == token || is_vertex(id));
        let v = GridSide::vertex_of(token);
        if self.is_black(token) {
            right.cell(winning_reply(&left, &right, Side::Left, v)?)
        } else {
            left.cell(winning_reply(&left, &right, Side::Right, v)?)
        }
    }

    /// For every cell, whether a token that arrives on it leaves the next
    /// player to move lost, in vertex geography on the cells `is_vertex`
    /// admits (the arrival cell among them): whether some maximum matching
    /// of those cells leaves it free. `false` off the graph.
    ///
    /// # Complexity
    /// A maximum matching of the cells' bipartite graph: O(E sqrt V).
    pub fn arrival_wins(&self, mut is_vertex: impl FnMut(usize) -> bool) -> Vec<bool> {
        let sides = self.bipartite_sides(true, |id, _| is_vertex(id));
        let mover = super::matching::mover_wins(&sides[0], &sides[1]);
        let mut wins = vec![false; self.cells.len()];
        for (side, mover) in sides.iter().zip([mover.left, mover.right]) {
            for (v, _) in mover.iter().enumerate().filter(|&(_, &w)| !w) {
                if let Some(id) = side.cell(v) {
                    wins[id] = true;
                }
            }
        }
        wins
    }

    /// `[left, right]`: the sides of the bipartite graph of 4-adjacent pairs
    /// of cells for which `is_vertex(id, black)` holds (`black`: the cell's
    /// chessboard colour), with the cells of colour `left_black` on the left
    /// and the others on the right, edges computed when asked. Cell `id` is
    /// vertex [`GridSide::vertex_of`]`(id)` of its side. The graph is held in
    /// one byte per cell instead of an edge list.
    ///
    /// # Complexity
    /// O(rows * cols) time; one byte per cell (two while building).
    pub fn bipartite_sides(
        &self,
        left_black: bool,
        mut is_vertex: impl FnMut(usize, bool) -> bool,
    ) -> [GridSide; 2] {
        let (rows, cols, n) = (self.rows, self.cols, self.cells.len());
        let mut is = Vec::with_capacity(n);
        for r in 0..rows {
            is.extend((0..cols).map(|c| is_vertex(r * cols + c, (r + c) % 2 == 0)));
        }
        let mut sides = [vec![0; (n + 1) / 2], vec![0; (n + 1) / 2]];
        // Cells 2v and 2v + 1 differ in colour (they share a row when cols
        // is even; when cols is odd, the parity of an id is that of r + c),
        // so each side holds one of them.
        let no_row = vec![false; cols];
        for r in 0..rows {
            let row = &is[r * cols..(r + 1) * cols];
            let up = if r > 0 {
                &is[(r - 1) * cols..r * cols]
            } else {
                &no_row
            };
            let down = is.get((r + 1) * cols..(r + 2) * cols).unwrap_or(&no_row);
            for c in 0..cols {
                let id = r * cols + c;
                let mut info = if id % 2 == 1 { GridSide::ODD } else { 0 };
                // A neighbour has the other colour: it is on the other side.
                if row[c] {
                    info |= GridSide::CELL
                        | u8::from(up[c])
                        | u8::from(c > 0 && row[c - 1]) << 1
                        | u8::from(c + 1 < cols && row[c + 1]) << 2
                        | u8::from(down[c]) << 3;
                }
                let side = usize::from(((r + c) % 2 == 0) != left_black);
                sides[side][id / 2] = info;
            }
        }
        // Cell 2v + o has its neighbours at 2v + o + step; their vertices
        // are v + (o + step) / 2, rounded down.
        let step = [-(cols as isize), -1, 1, cols as isize];
        let to = |o: isize| step.map(|s| (o + s).div_euclid(2) as usize);
        let to = [to(0), to(1)];
        sides.map(|info| GridSide { to, info })
    }
}

/// One side of the bipartite graph of adjacent grid cells
/// ([`Grid::bipartite_sides`]), its edges computed when asked from one byte
/// per vertex.
///
/// Cell `id` is vertex `id / 2` of its side: cells `2v` and `2v + 1` always
/// have different colours, one on each side (with an odd number of cells,
/// the last vertex of one side has no cell). A vertex whose cell is outside
/// the graph, or that has no cell, is isolated. A vertex's edges go to its
/// neighbours up, left, right and down, where they are vertices.
#[derive(Clone, Debug)]
pub struct GridSide {
    /// `to[o][d]`: what to add (wrapping) to vertex v, whose cell is 2v + o,
    /// for its neighbour in direction d (up, left, right, down).
    to: [[usize; 4]; 2],
    /// Per vertex: bit d < 4 says the neighbour in direction d is a vertex;
    /// ODD says the vertex's cell is 2v + 1 (else 2v); CELL says that cell
    /// is in the graph.
    info: Vec<u8>,
}

impl GridSide {
    const ODD: u8 = 1 << 4;
    const CELL: u8 = 1 << 5;

    /// The vertex number of cell `id` on its side.
    pub fn vertex_of(id: usize) -> usize {
        id / 2
    }

    /// The cell of vertex `v` of this side, if it is in the graph.
    pub fn cell(&self, v: usize) -> Option<usize> {
        let info = self.info[v];
        (info & Self::CELL != 0).then_some(2 * v + usize::from(info & Self::ODD != 0))
    }
}

impl Adjacency for GridSide {
    fn n_vertices(&self) -> usize {
        self.info.len()
    }

    /// The cursor is the vertex's byte without CELL: the directions not yet
    /// walked, and ODD.
    fn first_cursor(&self, u: usize) -> usize {
        usize::from(self.info[u] & !Self::CELL)
    }

    fn next_edge(&self, u: usize, cursor: usize) -> Option<(usize, usize)> {
        if cursor & 15 == 0 {
            return None;
        }
        let d = cursor.trailing_zeros() as usize;
        let o = cursor >> 4 & 1;
        // Clearing the lowest bit clears direction d.
        Some((u.wrapping_add(self.to[o][d]), cursor & (cursor - 1)))
    }
}

/// Reading a cell a player typed, and naming one: the notation of the grid
/// games' moves.
impl Grid {
    /// The cell a person typed as `r c` (1-based row and column), or why
    /// the text is not a cell of the grid.
    ///
    /// # Example
    /// ```
    /// use cp_games::{grid::Grid, input::Input};
    /// let g = Grid::read(&mut Input::new("..\n..\n"), 2, 2, b".#").unwrap();
    /// assert_eq!(g.parse_cell(" 2 1 "), Ok(2));
    /// assert_eq!(g.parse_cell("3 1").unwrap_err(), "row 3, column 1 is off the 2 x 2 board");
    /// ```
    pub fn parse_cell(&self, text: &str) -> std::result::Result<usize, String> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let [r, c] = words[..] else {
            return Err("type a cell as two numbers, its row and its column".to_string());
        };
        let number = |w: &str, what: &str| {
            w.parse::<usize>()
                .map_err(|_| format!("{w:?} is not a {what} number"))
        };
        let (r, c) = (number(r, "row")?, number(c, "column")?);
        if r == 0 || r > self.rows || c == 0 || c > self.cols {
            return Err(format!(
                "row {r}, column {c} is off the {} x {} board",
                self.rows, self.cols
            ));
        }
        Ok(self.id(r - 1, c - 1))
    }

    /// `row r, column c` (1-based) of a cell id, as the messages name a
    /// cell.
    pub fn name(&self, id: usize) -> String {
        let (r, c) = self.pos(id);
        format!("row {}, column {}", r + 1, c + 1)
    }
}

/// The most rows and columns [`draw`] prints.
#[cfg(feature = "play")]
#[cfg_attr(docsrs, doc(cfg(feature = "play")))]
pub const DRAW_LIMIT: usize = 60;

/// The most rows and columns [`draw_pairs`] prints.
#[cfg(feature = "play")]
#[cfg_attr(docsrs, doc(cfg(feature = "play")))]
pub const PAIRS_LIMIT: usize = 40;

/// A board of `rows` x `cols` cells drawn one character a cell
/// (`cell(r, c)`, 0-based), with 1-based row numbers on the left and the
/// last digit of each column number above. A board with more than
/// [`DRAW_LIMIT`] rows or columns is drawn only in a window of that size
/// around `focus` (row, column), under a line saying which part it is.
///
/// # Complexity
/// O(the cells drawn), at most [`DRAW_LIMIT`]^2 calls of `cell`.
///
/// # Example
/// ```
/// use cp_games::grid::draw;
/// let board = draw(2, 3, (0, 0), |r, c| if r == c { '@' } else { '.' });
/// assert_eq!(board, "  123\n1 @..\n2 .@.\n");
/// ```
#[cfg(feature = "play")]
#[cfg_attr(docsrs, doc(cfg(feature = "play")))]
pub fn draw(
    rows: usize,
    cols: usize,
    focus: (usize, usize),
    cell: impl Fn(usize, usize) -> char,
) -> String {
    draw_window(rows, cols, focus, DRAW_LIMIT, &cell, None)
}

/// A board as [`draw`] draws it, with pairs of adjacent cells joined: `-`
/// between `(r, c)` and `(r, c + 1)` when `join(r, c)` is `(true, _)`, `|`
/// between `(r, c)` and `(r + 1, c)` when it is `(_, true)`. Cells take two
/// columns and two lines (a line of joins `|` under each row), and the
/// window holds [`PAIRS_LIMIT`] rows and columns.
///
/// # Example
/// ```
/// use cp_games::grid::draw_pairs;
/// // A 2 x 2 board: the top cells paired across, the bottom ones not.
/// let board = draw_pairs(2, 2, (0, 0), |_, _| 'o', |r, c| (r == 0 && c == 0, false));
/// assert_eq!(board, "  1 2\n1 o-o\n\n2 o o\n");
/// ```
#[cfg(feature = "play")]
#[cfg_attr(docsrs, doc(cfg(feature = "play")))]
pub fn draw_pairs(
    rows: usize,
    cols: usize,
    focus: (usize, usize),
    cell: impl Fn(usize, usize) -> char,
    join: impl Fn(usize, usize) -> (bool, bool),
) -> String {
    draw_window(rows, cols, focus, PAIRS_LIMIT, &cell, Some(&join))
}

#[cfg(feature = "play")]
fn draw_window(
    rows: usize,
    cols: usize,
    focus: (usize, usize),
    limit: usize,
    cell: &dyn Fn(usize, usize) -> char,
    join: Option<&dyn Fn(usize, usize) -> (bool, bool)>,
) -> String {
    let window = |n: usize, at: usize| {
        let len = n.min(limit);
        let first = at.saturating_sub(len / 2).min(n - len);
        first..first + len
    };
    let (rs, cs) = (window(rows, focus.0), window(cols, focus.1));
    let mut out = String::new();
    if rs.len() < rows || cs.len() < cols {
        out.push_str(&format!(
            "(rows {}-{} and columns {}-{} of {rows} x {cols})\n",
            rs.start + 1,
            rs.end,
            cs.start + 1,
            cs.end
        ));
    }
    let width = rs.end.to_string().len();
    let digit = |c: usize| char::from(b'0' + ((c + 1) % 10) as u8);
    out.push_str(&" ".repeat(width + 1));
    for c in cs.clone() {
        if join.is_some() && c > cs.start {
            out.push(' ');
        }
        out.push(digit(c));
    }
    out.push('\n');
    for r in rs.clone() {
        out.push_str(&format!("{:>width$} ", r + 1));
        let mut below = String::new();
        for c in cs.clone() {
            out.push(cell(r, c));
            if let Some(join) = join {
                let (right, down) = join(r, c);
                if c + 1 < cs.end {
                    out.push(if right { '-' } else { ' ' });
                }
                below.push(if down { '|' } else { ' ' });
                if c + 1 < cs.end {
                    below.push(' ');
                }
            }
        }
        out.push('\n');
        if join.is_some() && r + 1 < rs.end {
            let below = below.trim_end();
            if !below.is_empty() {
                out.push_str(&" ".repeat(width + 1));
            }
            out.push_str(below);
            out.push('\n');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decremental::DecrementalMatching;
    use crate::matching::{in_every_max_matching, max_matching, BipartiteGraph, Side};
    use crate::rng::Rng;
    use crate::testing::lazy;

    fn read(text: &str, rows: usize, cols: usize) -> Result<Grid> {
        Grid::read(&mut Input::new(text), rows, cols, b".#")
    }

    #[test]
    fn reads_untidy_rows() {
        let g = read("  .#. \r\n\t##.\n", 2, 3).unwrap();
        assert_eq!(g.cells, b".#.##.");
        assert_eq!(g.pos(4), (1, 1));
    }

    #[test]
    fn rejects_bad_rows() {
        let e = |t, r, c| read(t, r, c).unwrap_err().to_string();
        assert_eq!(
            e("..\n.\n", 2, 2),
            "line 2: row 2: expected 2 cells, found 1"
        );
        assert_eq!(
            e("..\n...\n", 2, 2),
            "line 2: row 2: expected 2 cells, found 3"
        );
        assert_eq!(
            e(".x\n", 1, 2),
            "line 1: row 1, column 2: unexpected character \"x\" (expected one of \".#\")"
        );
        assert_eq!(
            e("..\n", 2, 2),
            "line 1: the grid has 2 rows, but only 1 row follows"
        );
        // Enough rows, each too short: the first one says so.
        assert_eq!(
            e(".\n.\n", 2, 1000),
            "line 1: row 1: expected 1000 cells, found 1"
        );
        assert_eq!(
            e("\n", 1, 1),
            "line 1: the grid has 1 row, but no row follows"
        );
        // A non-ASCII character is shown as itself, with its code point.
        assert_eq!(
            e(".\u{e9}\n", 1, 2),
            "line 1: row 1, column 2: unexpected character \"\u{e9}\" (U+00E9) (expected one of \".#\")"
        );
        assert_eq!(
            e("\u{3000}.\n", 1, 2),
            "line 1: row 1, column 1: unexpected character \"\u{3000}\" (U+3000) (expected one of \".#\")"
        );
        let mut bytes = Input::new(b".\xff\n".to_vec());
        assert_eq!(
            Grid::read(&mut bytes, 1, 2, b".#").unwrap_err().to_string(),
            "line 1: row 1, column 2: unexpected character \"\\xff\" (expected one of \".#\")"
        );
        assert!(read("..\n..", 2, 2).is_ok());
    }

    #[test]
    fn neighbours_stay_inside() {
        let g = read("...\n...\n", 2, 3).unwrap();
        let n = |id| g.neighbours(id).collect::<Vec<_>>();
        assert_eq!(n(0), [1, 3]);
        assert_eq!(n(4), [1, 3, 5]);
        assert_eq!(n(5), [2, 4]);
        let one = read(".", 1, 1).unwrap();
        assert_eq!(one.neighbours(0).count(), 0);
    }

    #[test]
    fn adjacent_agrees_with_coordinates() {
        for (rows, cols) in (0..=5)
            .flat_map(|r| (0..=5).map(move |c| (r, c)))
            .chain([(1, 9), (9, 1)])
        {
            let g = Grid {
                rows,
                cols,
                cells: vec![b'.'; rows * cols],
            };
            let n = rows * cols;
            // Ids past the board too: adjacent to nothing.
            for a in 0..n + cols + 2 {
                for b in 0..n + cols + 2 {
                    let expected = a < n && b < n && {
                        let ((ra, ca), (rb, cb)) = ((a / cols, a % cols), (b / cols, b % cols));
                        ra.abs_diff(rb) + ca.abs_diff(cb) == 1
                    };
                    let what = lazy(|f| write!(f, "{rows} x {cols}, cells {a} and {b}"));
                    assert_eq!(g.adjacent(a, b), expected, "{what}");
                    if a < n {
                        assert_eq!(g.neighbours(a).any(|w| w == b), expected, "{what}");
                    }
                }
            }
        }
    }

    #[test]
    fn offsets_agree_with_coordinates() {
        let huge = [
            (isize::MAX, 0),
            (isize::MIN, 1),
            (0, isize::MIN),
            (-1, isize::MAX),
            (3, -7),
        ];
        let sets: Vec<Vec<Offset>> = vec![
            Grid::ROOK_STEP.to_vec(),
            Grid::KING.to_vec(),
            Grid::KNIGHT.to_vec(),
            Grid::leaper(0, 3),
            Grid::leaper(2, 2),
            Grid::leaper(4, 1),
            huge.to_vec(),
        ];
        for (rows, cols) in [(1, 1), (1, 7), (7, 1), (3, 4), (5, 5), (2, 9)] {
            let g = Grid {
                rows,
                cols,
                cells: vec![b'.'; rows * cols],
            };
            for offsets in &sets {
                for id in 0..rows * cols {
                    let (r, c) = (id / cols, id % cols);
                    let expected: Vec<usize> = offsets
                        .iter()
                        .map(|&(dr, dc)| (r as i128 + dr as i128, c as i128 + dc as i128))
                        .filter(|&(r, c)| {
                            (0..rows as i128).contains(&r) && (0..cols as i128).contains(&c)
                        })
                        .map(|(r, c)| r as usize * cols + c as usize)
                        .collect();
                    let got: Vec<usize> = g.neighbours_by(id, offsets).collect();
                    assert_eq!(got, expected, "{rows} x {cols}, cell {id}, {offsets:?}");
                }
            }
            for id in 0..rows * cols {
                let four: Vec<usize> = g.neighbours(id).collect();
                assert_eq!(
                    g.neighbours_by(id, Grid::ROOK_STEP).collect::<Vec<_>>(),
                    four
                );
            }
        }
    }

    #[test]
    fn leapers_are_the_eight_symmetries() {
        for a in 0..5usize {
            for b in 0..5usize {
                let l = Grid::leaper(a, b);
                let (a, b) = (a as isize, b as isize);
                let mut expected: Vec<Offset> = Vec::new();
                for dr in -4..=4isize {
                    for dc in -4..=4isize {
                        let (x, y) = (dr.abs(), dc.abs());
                        if (dr, dc) != (0, 0) && ((x, y) == (a, b) || (x, y) == (b, a)) {
                            expected.push((dr, dc));
                        }
                    }
                }
                assert_eq!(l, expected, "({a}, {b})");
                assert!(l.iter().all(|&(dr, dc)| l.contains(&(-dr, -dc))));
            }
        }
        assert_eq!(Grid::leaper(1, 2), Grid::KNIGHT);
        let mut king = Grid::leaper(0, 1);
        king.extend(Grid::leaper(1, 1));
        king.sort_unstable();
        assert_eq!(king, Grid::KING);
    }

    /// A random grid of up to 7 x 7 cells (sometimes one long row or
    /// column), which cells are vertices, and which colour is on the left.
    fn random_case(rng: &mut Rng) -> (Grid, Vec<bool>, bool) {
        let (rows, cols) = if rng.chance(0.1) {
            let len = rng.range(1, 15);
            if rng.chance(0.5) {
                (1, len)
            } else {
                (len, 1)
            }
        } else {
            (rng.range(1, 7), rng.range(1, 7))
        };
        let density = [1.0, 0.9, 0.7, 0.5, 0.2][rng.below(5)];
        let vertex: Vec<bool> = (0..rows * cols).map(|_| rng.chance(density)).collect();
        let cells = vertex
            .iter()
            .map(|&v| if v { b'.' } else { b'#' })
            .collect();
        (Grid { rows, cols, cells }, vertex, rng.chance(0.5))
    }

    fn show(g: &Grid, left_black: bool) -> String {
        let rows: Vec<_> = g
            .cells
            .chunks(g.cols)
            .map(String::from_utf8_lossy)
            .collect();
        format!("left_black {left_black}\n{}", rows.join("\n"))
    }

    /// The stored graph of the same grid: left cells (colour `left_black`)
    /// and right cells numbered in row-major order, an edge for every pair of
    /// 4-adjacent vertex cells. Returns it and each cell's vertex number.
    fn stored(g: &Grid, vertex: &[bool], left_black: bool) -> (BipartiteGraph, Vec<usize>) {
        let n = g.cells.len();
        let mut number = vec![usize::MAX; n];
        let mut count = [0, 0];
        for id in (0..n).filter(|&id| vertex[id]) {
            let s = side_of(g, id, left_black);
            number[id] = count[s];
            count[s] += 1;
        }
        let mut graph = BipartiteGraph::new(count[0], count[1]);
        for id in (0..n).filter(|&id| vertex[id] && side_of(g, id, left_black) == 0) {
            for w in g.neighbours(id).filter(|&w| vertex[w]) {
                graph.add_edge(number[id], number[w]);
            }
        }
        (graph, number)
    }

    /// The side (0 left, 1 right) of a cell.
    fn side_of(g: &Grid, id: usize, left_black: bool) -> usize {
        usize::from(g.is_black(id) != left_black)
    }

    /// The edges of a vertex, in cursor order, as cells.
    fn edges_as_cells(sides: &[GridSide; 2], s: usize, v: usize) -> Vec<usize> {
        let (own, other) = (&sides[s], &sides[1 - s]);
        let mut out = Vec::new();
        let mut cursor = own.first_cursor(v);
        while let Some((w, after)) = own.next_edge(v, cursor) {
            assert_eq!(
                own.next_edge(v, cursor),
                Some((w, after)),
                "cursor {cursor}"
            );
            out.push(
                other
                    .cell(w)
                    .expect("an edge to a vertex outside the graph"),
            );
            assert!(out.len() <= 4, "vertex {v} has more than 4 edges");
            cursor = after;
        }
        out
    }

    #[test]
    fn sides_hold_exactly_the_adjacent_vertex_pairs() {
        let mut rng = Rng::new(11);
        for case in 0..3000 {
            let (g, vertex, left_black) = random_case(&mut rng);
            let sides = g.bipartite_sides(left_black, |id, black| {
                assert_eq!(black, g.is_black(id), "cell {id}");
                vertex[id]
            });
            let n = g.cells.len();
            assert_eq!(sides[0].n_vertices(), (n + 1) / 2);
            assert_eq!(sides[1].n_vertices(), (n + 1) / 2);
            let mut cells_seen = 0;
            for (s, side) in sides.iter().enumerate() {
                for v in 0..side.n_vertices() {
                    let Some(id) = side.cell(v) else {
                        assert!(edges_as_cells(&sides, s, v).is_empty());
                        continue;
                    };
                    cells_seen += 1;
                    let what =
                        lazy(|f| write!(f, "case {case}, cell {id}:\n{}", show(&g, left_black)));
                    assert!(vertex[id], "{what}");
                    assert_eq!(GridSide::vertex_of(id), v, "{what}");
                    assert_eq!(side_of(&g, id, left_black), s, "{what}");
                    let expected: Vec<usize> = g.neighbours(id).filter(|&w| vertex[w]).collect();
                    assert_eq!(edges_as_cells(&sides, s, v), expected, "{what}");
                }
            }
            assert_eq!(cells_seen, vertex.iter().filter(|&&v| v).count());
        }
    }

    #[test]
    fn sides_match_like_the_stored_graph() {
        let mut rng = Rng::new(12);
        for case in 0..3000 {
            let (g, vertex, left_black) = random_case(&mut rng);
            let what = lazy(|f| write!(f, "case {case}:\n{}", show(&g, left_black)));
            let sides = g.bipartite_sides(left_black, |id, _| vertex[id]);
            let (graph, number) = stored(&g, &vertex, left_black);
            let m = max_matching(&sides[0], &sides[1]);
            assert_eq!(m.size(), graph.max_matching().size(), "{what}");
            // A matching of adjacent vertex cells, the same seen from both sides.
            for (l, r) in m.pairs() {
                assert_eq!(m.mate_left(l), Some(r), "{what}");
                assert_eq!(m.mate_right(r), Some(l), "{what}");
                let (a, b) = (sides[0].cell(l).unwrap(), sides[1].cell(r).unwrap());
                assert!(g.neighbours(a).any(|w| w == b), "{what}");
            }
            let matched_right = (0..sides[1].n_vertices())
                .filter(|&r| m.mate_right(r).is_some())
                .count();
            assert_eq!(m.pairs().count(), m.size(), "{what}");
            assert_eq!(matched_right, m.size(), "{what}");
            let (every_l, every_r) = in_every_max_matching(&sides[0], &sides[1]);
            let (stored_l, stored_r) = graph.in_every_max_matching();
            for id in 0..g.cells.len() {
                let v = GridSide::vertex_of(id);
                let (got, expected) = match (vertex[id], side_of(&g, id, left_black)) {
                    (false, 0) => (every_l[v], false),
                    (false, _) => (every_r[v], false),
                    (true, 0) => (every_l[v], stored_l[number[id]]),
                    (true, _) => (every_r[v], stored_r[number[id]]),
                };
                assert_eq!(got, expected, "cell {id}, {what}");
            }
            // A vertex without a cell is in no matching.
            for (side, every) in sides.iter().zip([&every_l, &every_r]) {
                for v in (0..side.n_vertices()).filter(|&v| side.cell(v).is_none()) {
                    assert!(!every[v], "vertex {v}, {what}");
                }
            }
        }
    }

    #[test]
    fn sides_delete_like_the_stored_graph() {
        let mut rng = Rng::new(13);
        for case in 0..2000 {
            let (g, vertex, left_black) = random_case(&mut rng);
            let what = lazy(|f| write!(f, "case {case}:\n{}", show(&g, left_black)));
            let [left, right] = g.bipartite_sides(left_black, |id, _| vertex[id]);
            let (graph, number) = stored(&g, &vertex, left_black);
            let mut implicit = DecrementalMatching::from_sides(left, right);
            let mut explicit = DecrementalMatching::new(graph);
            let mut order: Vec<usize> = (0..g.cells.len()).filter(|&id| vertex[id]).collect();
            rng.shuffle(&mut order);
            for (step, &id) in order.iter().enumerate() {
                assert_eq!(implicit.size(), explicit.size(), "step {step}, {what}");
                let side = [Side::Left, Side::Right][side_of(&g, id, left_black)];
                assert_eq!(
                    implicit.delete(side, GridSide::vertex_of(id)),
                    explicit.delete(side, number[id]),
                    "step {step}: delete cell {id}, {what}"
                );
            }
            assert_eq!(implicit.size(), 0, "{what}");
        }
    }
}
