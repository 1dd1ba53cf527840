//! Character grids: reading them with checked sizes and characters, cell ids,
//! 4-neighbours and chessboard colour. Shared by the grid games.
//!
//! Cells are numbered row-major from 0: cell `(r, c)` (0-based) has id
//! `r * cols + c`. Coordinates printed or read at the I/O edge are 1-based.
//!
//! Complexity: reading is O(rows * cols); the other operations are O(1).
//!
//! # Example
//! ```
//! use cp_games::{grid::Grid, input::Input};
//! let mut inp = Input::new(".#\r\n..\n");
//! let g = Grid::read(&mut inp, 2, 2, b".#").unwrap();
//! assert_eq!(g.at(0, 1), b'#');
//! assert_eq!(g.neighbours(g.id(1, 1)).collect::<Vec<_>>(), [1, 2]);
//! assert!(g.is_black(0) && !g.is_black(1));
//! ```

use super::input::{show, Input, Result};
use super::matching::{BipartiteGraph, Side};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    pub rows: usize,
    pub cols: usize,
    /// Row-major cell characters.
    pub cells: Vec<u8>,
}

impl Grid {
    /// Reads `rows` rows of exactly `cols` characters from `alphabet`, one
    /// whitespace-free token per row. Fails before allocating if the rest of
    /// the input is too short to hold the grid.
    pub fn read(inp: &mut Input, rows: usize, cols: usize, alphabet: &[u8]) -> Result<Grid> {
        let size = rows.checked_mul(cols).filter(|&s| s <= inp.remaining());
        let Some(size) = size else {
            return Err(inp.error(format!(
                "a {rows} x {cols} grid cannot fit in the {} bytes left in the input",
                inp.remaining()
            )));
        };
        let mut cells = Vec::with_capacity(size);
        for r in 1..=rows {
            let row = inp.token(format_args!("row {r} of the grid"))?;
            if let Some(c) = row.iter().position(|b| !alphabet.contains(b)) {
                let bad = show(&row[c..c + 1]);
                let allowed = String::from_utf8_lossy(alphabet).into_owned();
                return Err(inp.error(format!(
                    "row {r}, column {}: unexpected character {bad} (expected one of \"{allowed}\")",
                    c + 1
                )));
            }
            if row.len() != cols {
                let found = row.len();
                return Err(inp.error(format!("row {r}: expected {cols} cells, found {found}")));
            }
            cells.extend_from_slice(row);
        }
        Ok(Grid { rows, cols, cells })
    }

    pub fn id(&self, r: usize, c: usize) -> usize {
        r * self.cols + c
    }

    /// `(row, column)`, 0-based, of a cell id.
    pub fn pos(&self, id: usize) -> (usize, usize) {
        (id / self.cols, id % self.cols)
    }

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

    /// The bipartite graph of 4-adjacent cell pairs with one cell on each
    /// side, where `side(id, black)` puts cell `id` (of chessboard colour
    /// `black`) on the left, on the right, or (`None`) outside the graph. Returns the graph and, for every cell, its
    /// vertex number on its own side (`usize::MAX` for cells outside).
    ///
    /// # Complexity
    /// O(rows * cols).
    pub fn bipartite_graph(
        &self,
        mut side: impl FnMut(usize, bool) -> Option<Side>,
    ) -> (BipartiteGraph, Vec<usize>) {
        let n = self.cells.len();
        let mut vertex = vec![usize::MAX; n];
        let mut is_left = vec![false; n];
        let (mut n_left, mut n_right) = (0, 0);
        for (id, (r, c)) in (0..self.rows)
            .flat_map(|r| (0..self.cols).map(move |c| (r, c)))
            .enumerate()
        {
            match side(id, (r + c) % 2 == 0) {
                Some(Side::Left) => {
                    vertex[id] = n_left;
                    is_left[id] = true;
                    n_left += 1;
                }
                Some(Side::Right) => {
                    vertex[id] = n_right;
                    n_right += 1;
                }
                None => {}
            }
        }
        let mut g = BipartiteGraph::new(n_left, n_right);
        g.reserve_edges(4 * n_left);
        let cols = self.cols;
        // A right cell has a vertex number but is not left.
        let right = |w: usize| !is_left[w] && vertex[w] != usize::MAX;
        for id in (0..n).filter(|&id| is_left[id]) {
            let (l, c) = (vertex[id], id % cols);
            if id >= cols && right(id - cols) {
                g.add_edge(l, vertex[id - cols]);
            }
            if c > 0 && right(id - 1) {
                g.add_edge(l, vertex[id - 1]);
            }
            if c + 1 < cols && right(id + 1) {
                g.add_edge(l, vertex[id + 1]);
            }
            if id + cols < n && right(id + cols) {
                g.add_edge(l, vertex[id + cols]);
            }
        }
        (g, vertex)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
            "line 1: a 2 x 2 grid cannot fit in the 3 bytes left in the input"
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
}
