//! The graph of the two-token game's positions, numbered for the
//! matching: a position is an unordered pair of free cells, split by the
//! colours of its two cells (a pair of one colour, or a mixed pair), and
//! numbered in square tiles of a table of the cells' numbers so that a
//! move mostly stays within a tile. The theory is in the judge problem's
//! documentation, [`problems::two_tokens`](crate::problems::two_tokens).

use crate::grid::Grid;
use crate::matching::{self, Adjacency};

/// No cell, no vertex.
const NONE: u32 = u32::MAX;

/// Pairs are numbered in square tiles of `TILE x TILE` (see [`Pairs`]).
const TILE: usize = 32;

const TILE_BITS: u32 = 5;

/// The positions with the tokens apart and not next to each other, as the
/// two sides of a bipartite graph whose moves are computed when the
/// matching asks for them (no edge is stored).
///
/// The free cells are split by colour (black: `r + c` even) and numbered
/// within their colour along the board's shorter side first, so that
/// cells next to each other get close numbers. A move steps one token to a
/// cell of the other colour, so it turns a pair of one colour (the
/// "same" side) into a pair of both (the "mixed" side) and back:
/// - mixed: black `x`, white `y`; a pair of cells next to each other is a
///   vertex with no move, that no move reaches;
/// - same: `x < y` of one colour. Two cells of one colour are never next
///   to each other, so every such pair is a position.
///
/// A pair `(x, y)` is a point of a plane, and a move shifts one
/// coordinate a little (the moved token's new cell is close in number to
/// its old one, and a cell of the other colour next to it is close in
/// number too). The vertices are numbered by square tiles of that plane,
/// `TILE` numbers a side, a tile's vertices together: a move mostly stays
/// within its tile or goes to the next, so the matching's arrays are read
/// near where they were read last, not `W` entries away as in a numbering
/// row by row. Mixed pairs: the tiles row by row. Same-colour pairs: the
/// tiles on and above the diagonal of each colour's square (a table gives
/// each tile's place). Numbers past the last cell and below the diagonal
/// are vertices with no move.
///
/// A move from a same-colour pair is kept when the moved token does not
/// land next to the other one; a move from a mixed pair, when it does not
/// land on the other one (cells of one colour are never next to each
/// other). The positions that occurred earlier in the game (`gone`) have
/// no move, and no move reaches them.
pub(super) struct Pairs {
    /// Per colour: the grid id of each cell of that colour, its row and
    /// column, and its free neighbours (of the other colour; `NONE` where
    /// fewer than four).
    cell: [Vec<usize>; 2],
    at: [Vec<(u16, u16)>; 2],
    near: [Vec<[u32; 4]>; 2],
    /// Per grid cell: its colour and number (`NONE` for a wall).
    number: Vec<(u8, u32)>,
    /// The mixed tiles per row (tiles along the white numbers).
    mixed_cols: usize,
    /// Per colour, the number of its first same-colour tile; and per
    /// same-colour tile, its colour and its coordinates `(tx, ty)`,
    /// `tx <= ty`.
    same_base: [usize; 2],
    same_tiles: Vec<(u8, u16, u16)>,
    /// Per side (same, mixed): the vertices that occurred, one bit each
    /// (empty when none did).
    gone: [Vec<u64>; 2],
}

/// Tiles needed for `n` numbers.
fn tiles(n: usize) -> usize {
    (n + TILE - 1) / TILE
}

impl Pairs {
    pub(super) fn new(grid: &Grid, occurred: &[(usize, usize)]) -> Pairs {
        let (rows, cols) = (grid.rows, grid.cols);
        // Along the shorter side first.
        let order: Vec<usize> = if rows <= cols {
            (0..cols)
                .flat_map(|c| (0..rows).map(move |r| r * cols + c))
                .collect()
        } else {
            (0..rows * cols).collect()
        };
        let mut number = vec![(0u8, NONE); grid.cells.len()];
        let mut cell: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
        let mut at: [Vec<(u16, u16)>; 2] = [Vec::new(), Vec::new()];
        for id in order {
            if grid.cells[id] == b'.' {
                let (r, c) = grid.pos(id);
                let k = (r + c) % 2;
                number[id] = (k as u8, cell[k].len() as u32);
                cell[k].push(id);
                at[k].push((r as u16, c as u16));
            }
        }
        let near = [0, 1].map(|k| {
            cell[k]
                .iter()
                .map(|&id| {
                    let mut out = [NONE; 4];
                    let free = grid.neighbours(id).filter(|&t| grid.cells[t] == b'.');
                    for (slot, t) in out.iter_mut().zip(free) {
                        *slot = number[t].1;
                    }
                    out
                })
                .collect()
        });
        let mut same_base = [0, 0];
        let mut same_tiles = Vec::new();
        for (c, base) in same_base.iter_mut().enumerate() {
            *base = same_tiles.len();
            for ty in 0..tiles(cell[c].len()) {
                for tx in 0..=ty {
                    same_tiles.push((c as u8, tx as u16, ty as u16));
                }
            }
        }
        let mut g = Pairs {
            mixed_cols: tiles(cell[1].len()),
            cell,
            at,
            near,
            number,
            same_base,
            same_tiles,
            gone: [Vec::new(), Vec::new()],
        };
        if !occurred.is_empty() {
            let sizes = [g.n_same(), g.n_mixed()];
            g.gone = sizes.map(|n| vec![0u64; (n + 63) / 64]);
            for &(x, y) in occurred {
                if x != y && g.number[x].1 != NONE && g.number[y].1 != NONE {
                    let (k, v) = g.vertex_of(x, y);
                    g.gone[k][v / 64] |= 1 << (v % 64);
                }
            }
        }
        g
    }

    fn n_same(&self) -> usize {
        self.same_tiles.len() * TILE * TILE
    }

    fn n_mixed(&self) -> usize {
        tiles(self.cell[0].len()) * self.mixed_cols * TILE * TILE
    }

    /// The vertex of black `x` and white `y`.
    fn mixed(&self, x: usize, y: usize) -> usize {
        let tile = (x >> TILE_BITS) * self.mixed_cols + (y >> TILE_BITS);
        (tile * TILE + x % TILE) * TILE + y % TILE
    }

    /// `(x, y)` of the mixed vertex `v` (past the last cells for some).
    fn mixed_pair(&self, v: usize) -> (usize, usize) {
        let tile = v >> (2 * TILE_BITS);
        let (tx, ty) = (tile / self.mixed_cols, tile % self.mixed_cols);
        (tx * TILE + (v >> TILE_BITS) % TILE, ty * TILE + v % TILE)
    }

    /// The vertex of `x < y` of colour `c`.
    fn same(&self, c: usize, x: usize, y: usize) -> usize {
        let (tx, ty) = (x >> TILE_BITS, y >> TILE_BITS);
        let tile = self.same_base[c] + ty * (ty + 1) / 2 + tx;
        (tile * TILE + x % TILE) * TILE + y % TILE
    }

    /// `(colour, x, y)` of the same-colour vertex `v` (with `x >= y` or
    /// past the last cell for some).
    fn same_pair(&self, v: usize) -> (usize, usize, usize) {
        let (c, tx, ty) = self.same_tiles[v >> (2 * TILE_BITS)];
        let x = usize::from(tx) * TILE + (v >> TILE_BITS) % TILE;
        (usize::from(c), x, usize::from(ty) * TILE + v % TILE)
    }

    /// `(side, vertex)` of the position with the tokens on the free cells
    /// `a != b` (side 0: same colour, 1: mixed).
    pub(super) fn vertex_of(&self, a: usize, b: usize) -> (usize, usize) {
        let ((ka, x), (kb, y)) = (self.number[a], self.number[b]);
        let (x, y) = (x as usize, y as usize);
        if ka != kb {
            let (x, y) = if ka == 0 { (x, y) } else { (y, x) };
            (1, self.mixed(x, y))
        } else {
            (0, self.same(usize::from(ka), x.min(y), x.max(y)))
        }
    }

    /// The two cells (grid ids) of vertex `v` of side `k`.
    pub(super) fn cells_of(&self, (k, v): (usize, usize)) -> (usize, usize) {
        if k == 1 {
            let (x, y) = self.mixed_pair(v);
            (self.cell[0][x], self.cell[1][y])
        } else {
            let (c, x, y) = self.same_pair(v);
            (self.cell[c][x], self.cell[c][y])
        }
    }

    fn is_gone(&self, k: usize, v: usize) -> bool {
        let g = &self.gone[k];
        !g.is_empty() && g[v / 64] >> (v % 64) & 1 == 1
    }

    /// Whether black cell `x` and white cell `y` are next to each other.
    fn apart(&self, x: usize, y: usize) -> bool {
        let ((r, c), (s, d)) = (self.at[0][x], self.at[1][y]);
        r.abs_diff(s) + c.abs_diff(d) != 1
    }

    /// Calls `visit` on the moves of the same-colour vertex `v` (mixed
    /// vertices) until it returns `true`.
    #[inline]
    fn same_moves(&self, v: usize, mut visit: impl FnMut(usize) -> bool) -> bool {
        let (c, x, y) = self.same_pair(v);
        if x >= y || y >= self.cell[c].len() || self.is_gone(0, v) {
            return false;
        }
        for (from, stay) in [(x, y), (y, x)] {
            for &t in &self.near[c][from] {
                if t == NONE {
                    break;
                }
                let t = t as usize;
                let (black, white) = if c == 0 { (stay, t) } else { (t, stay) };
                if self.apart(black, white) {
                    let u = self.mixed(black, white);
                    if !self.is_gone(1, u) && visit(u) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Calls `visit` on the moves of the mixed vertex `v` (same-colour
    /// vertices) until it returns `true`.
    #[inline]
    fn mixed_moves(&self, v: usize, mut visit: impl FnMut(usize) -> bool) -> bool {
        let (x, y) = self.mixed_pair(v);
        if x >= self.cell[0].len()
            || y >= self.cell[1].len()
            || !self.apart(x, y)
            || self.is_gone(1, v)
        {
            return false;
        }
        // The black token steps onto a white cell, or the white one onto a
        // black cell: a pair of one colour, unless the tokens merge.
        for (c, from, stay) in [(1, x, y), (0, y, x)] {
            for &t in &self.near[1 - c][from] {
                if t == NONE {
                    break;
                }
                let t = t as usize;
                if t != stay {
                    let u = self.same(c, t.min(stay), t.max(stay));
                    if !self.is_gone(0, u) && visit(u) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// `(mate_same, mate_mixed, roots)`: a matching of the positions to
    /// start from, and the same-colour vertices it leaves free that have a
    /// move.
    ///
    /// Take a maximum matching of the board's free cells, and number each
    /// pair of matched cells (its black cell's number); a cell's class is
    /// its pair's number (none for a cell left free). A position moves the
    /// token of the smaller class to that token's partner cell. From the
    /// position reached, the same token has the smaller class again, so it
    /// moves back: the rule pairs positions with each other and never
    /// claims one twice. It fails only where the partner cell is next to
    /// the other token, a position occurred, or neither token has a
    /// partner; those same-colour positions take their first free move,
    /// and the matching algorithm finishes the rest.
    fn first_matching(&self) -> (Vec<u32>, Vec<u32>, Vec<u32>) {
        let (nb, nw) = (self.cell[0].len(), self.cell[1].len());
        let mut board = matching::BipartiteGraph::new(nb, nw);
        for (x, near) in self.near[0].iter().enumerate() {
            for &y in near.iter().take_while(|&&y| y != NONE) {
                board.add_edge(x, y as usize);
            }
        }
        let m = board.max_matching();
        // Per colour: each cell's partner, and its class.
        let partner: [Vec<u32>; 2] = [
            (0..nb)
                .map(|x| m.mate_left(x).map_or(NONE, |y| y as u32))
                .collect(),
            (0..nw)
                .map(|y| m.mate_right(y).map_or(NONE, |x| x as u32))
                .collect(),
        ];
        let class = |c: usize, x: usize| -> u32 {
            if c == 0 {
                if partner[0][x] == NONE {
                    NONE
                } else {
                    x as u32
                }
            } else {
                partner[1][x]
            }
        };
        let mut mate_same = vec![NONE; self.n_same()];
        let mut mate_mixed = vec![NONE; self.n_mixed()];
        for (v, mate) in mate_same.iter_mut().enumerate() {
            let (c, x, y) = self.same_pair(v);
            if x >= y || y >= self.cell[c].len() || self.is_gone(0, v) {
                continue;
            }
            let (cx, cy) = (class(c, x), class(c, y));
            // The token of the smaller class moves; `NONE` has none.
            let (from, stay, k) = if cx < cy { (x, y, cx) } else { (y, x, cy) };
            if k == NONE {
                continue;
            }
            let to = partner[c][from] as usize;
            let (black, white) = if c == 0 { (stay, to) } else { (to, stay) };
            if !self.apart(black, white) {
                continue;
            }
            let u = self.mixed(black, white);
            if !self.is_gone(1, u) && mate_mixed[u] == NONE {
                *mate = u as u32;
                mate_mixed[u] = v as u32;
            }
        }
        let mut roots = Vec::new();
        for (v, mate) in mate_same.iter_mut().enumerate() {
            if *mate != NONE {
                continue;
            }
            let mut any = false;
            let found = self.same_moves(v, |u| {
                any = true;
                if mate_mixed[u] != NONE {
                    return false;
                }
                *mate = u as u32;
                mate_mixed[u] = v as u32;
                true
            });
            if any && !found {
                roots.push(v as u32);
            }
        }
        (mate_same, mate_mixed, roots)
    }

    /// The vertex a winning move from vertex `start` reaches: its mate in
    /// a maximum matching when it lies in every one; `None` when the player
    /// to move loses.
    pub(super) fn reply(&self, (k, v): (usize, usize)) -> Option<(usize, usize)> {
        let (same, mixed) = (Same(self), Mixed(self));
        let (mut mate_same, mut mate_mixed, roots) = self.first_matching();
        matching::complete(&same, &mixed, &mut mate_same, &mut mate_mixed, roots);
        let w = if k == 0 {
            matching::mate_in_every_max_matching(&mixed, &mate_same, &mate_mixed, v)
        } else {
            matching::mate_in_every_max_matching(&same, &mate_mixed, &mate_same, v)
        };
        w.map(|w| (1 - k, w))
    }
}

/// The same-colour side of [`Pairs`]; its cursor is the number of moves
/// already walked.
struct Same<'a>(&'a Pairs);

/// The mixed side of [`Pairs`].
struct Mixed<'a>(&'a Pairs);

impl Adjacency for Same<'_> {
    fn n_vertices(&self) -> usize {
        self.0.n_same()
    }

    fn first_cursor(&self, _: usize) -> usize {
        0
    }

    fn next_edge(&self, u: usize, cursor: usize) -> Option<(usize, usize)> {
        let (mut i, mut found) = (0, None);
        self.0.same_moves(u, |w| {
            i += 1;
            found = Some(w);
            i > cursor
        });
        found.filter(|_| i > cursor).map(|w| (w, i))
    }

    #[inline]
    fn find_edge(&self, u: usize, visit: impl FnMut(usize) -> bool) -> bool {
        self.0.same_moves(u, visit)
    }
}

impl Adjacency for Mixed<'_> {
    fn n_vertices(&self) -> usize {
        self.0.n_mixed()
    }

    fn first_cursor(&self, _: usize) -> usize {
        0
    }

    fn next_edge(&self, u: usize, cursor: usize) -> Option<(usize, usize)> {
        let (mut i, mut found) = (0, None);
        self.0.mixed_moves(u, |w| {
            i += 1;
            found = Some(w);
            i > cursor
        });
        found.filter(|_| i > cursor).map(|w| (w, i))
    }

    #[inline]
    fn find_edge(&self, u: usize, visit: impl FnMut(usize) -> bool) -> bool {
        self.0.mixed_moves(u, visit)
    }
}
