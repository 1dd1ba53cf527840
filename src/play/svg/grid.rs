//! Drawing a grid game: a window of the board (all of it, or the part
//! around a focus on a large board) with row and column numbers and a
//! legend, the pairs of a maximum matching, and the token; and the theory
//! of a position as one matching computation gives it. The grid games of
//! the crate (`jsoi2009_game`, `noi2011_bunny_egg`, `two_tokens`,
//! `play_a_game`) draw with these; a game of one's own may too.

use super::{Board, Canvas, Caption, Shape, Side, Swatch};
use crate::grid::Grid;
use crate::matching::max_matching;
use crate::play::svg::class;

/// The most rows and columns of a board a picture shows at once: a
/// larger board is drawn a window of it at a time ([`Window`]), which the
/// person moves ([`Window::at`]). 30 x 30 cells keep the page's drawing of
/// a picture (the browser's parsing, layout and painting of its 900 cells,
/// each a move) in tasks of well under 100 ms: 40 x 40 took up to 101 ms.
pub const WINDOW: usize = 30;

/// The cells of a `rows` x `cols` board that a picture shows: all of
/// them, or a window of [`WINDOW`] rows and columns around a focus on a
/// larger board, so that the picture stays small.
pub struct Window {
    /// The cells drawn, numbered from the window's corner.
    pub board: Board,
    /// The board's row and column of the window's corner (0-based).
    pub corner: (u64, u64),
    /// The whole board's size.
    pub size: (u64, u64),
}

impl Window {
    /// The window of a `rows` x `cols` board around `focus` (0-based).
    pub fn new(rows: u64, cols: u64, focus: (u64, u64)) -> Window {
        Window::within(rows, cols, focus, WINDOW)
    }

    /// The window of at most `limit` rows and columns of a `rows` x `cols`
    /// board around `focus` (0-based): for a game whose boards are small
    /// enough to draw whole at a larger size than [`WINDOW`].
    pub fn within(rows: u64, cols: u64, focus: (u64, u64), limit: usize) -> Window {
        let span = |n: u64, at: u64| {
            let len = n.min(limit as u64);
            (at.saturating_sub(len / 2).min(n - len), len as usize)
        };
        let (r0, h) = span(rows, focus.0);
        let (c0, w) = span(cols, focus.1);
        Window {
            board: Board::new(h, w),
            corner: (r0, c0),
            size: (rows, cols),
        }
    }

    /// The window of a grid's board around the cell `focus`.
    pub fn of(grid: &Grid, focus: usize) -> Window {
        let (r, c) = grid.pos(focus.min(grid.cells.len().saturating_sub(1)));
        Window::new(grid.rows as u64, grid.cols as u64, (r as u64, c as u64))
    }

    /// The window of the same size centred on `look` (0-based row and
    /// column, kept inside the board) when it is given: the part of a large
    /// board the person asked to see ([`Marks::look`]). Unchanged for
    /// `None`.
    ///
    /// [`Marks::look`]: crate::play::Marks::look
    pub fn at(self, look: Option<(u64, u64)>) -> Window {
        match look {
            Some(focus) => {
                let limit = self.board.rows.max(self.board.cols);
                Window::within(self.size.0, self.size.1, focus, limit)
            }
            None => self,
        }
    }

    /// Whether the window shows the whole board.
    pub fn whole(&self) -> bool {
        self.size == (self.board.rows as u64, self.board.cols as u64)
    }

    /// The board's cells in the window, row by row, as (row, column)
    /// of the board (0-based).
    pub fn cells(&self) -> impl Iterator<Item = (u64, u64)> {
        let (r0, c0) = self.corner;
        let (h, w) = (self.board.rows as u64, self.board.cols as u64);
        (r0..r0 + h).flat_map(move |r| (c0..c0 + w).map(move |c| (r, c)))
    }

    /// The ids of a grid's cells in the window, row by row.
    pub fn ids<'a>(&'a self, grid: &'a Grid) -> impl Iterator<Item = usize> + 'a {
        self.cells()
            .map(move |(r, c)| grid.id(r as usize, c as usize))
    }

    /// The window's own coordinates of the board's cell (r, c), when it
    /// shows it.
    fn local(&self, (r, c): (u64, u64)) -> Option<(usize, usize)> {
        let (r0, c0) = self.corner;
        let (i, j) = (r.checked_sub(r0)?, c.checked_sub(c0)?);
        (i < self.board.rows as u64 && j < self.board.cols as u64)
            .then_some((i as usize, j as usize))
    }

    /// Whether the window shows the board's cell (r, c).
    pub fn shows(&self, cell: (u64, u64)) -> bool {
        self.local(cell).is_some()
    }

    /// The square of the board's cell (r, c), which the window shows.
    pub fn square(&self, cell: (u64, u64)) -> Shape {
        let (i, j) = self.local(cell).expect("a cell of the window");
        self.board.square(i, j)
    }

    /// The centre of the board's cell (r, c), which the window shows.
    pub fn centre(&self, cell: (u64, u64)) -> (f64, f64) {
        let (i, j) = self.local(cell).expect("a cell of the window");
        self.board.centre(i, j)
    }

    /// The side of a cell.
    pub fn cell(&self) -> f64 {
        self.board.cell
    }

    /// A picture of the window with the board's row and column numbers
    /// (from 1, "row" and "column" in its corner), and `caption` below it,
    /// after a line saying which part of the board it is when it is not
    /// all of it.
    pub fn picture(&self, mut caption: Caption) -> Canvas {
        let b = &self.board;
        let (r0, c0) = self.corner;
        caption.legend = std::mem::take(&mut caption.legend).entry(
            Swatch::Words,
            "rows numbered down the left, columns across the top",
        );
        if !self.whole() {
            caption.lines.insert(
                0,
                format!(
                    "Rows {}-{} and columns {}-{} of the {} x {} board.",
                    r0 + 1,
                    r0 + b.rows as u64,
                    c0 + 1,
                    c0 + b.cols as u64,
                    self.size.0,
                    self.size.1
                ),
            );
        }
        let size = (
            Board::MARGIN + b.cols as f64 * b.cell + 4.0,
            Board::MARGIN + b.rows as f64 * b.cell + 8.0,
        );
        let mut pic = Canvas::new(size, caption, Side::Below);
        if !self.whole() {
            // For the page's buttons that move the window: its corner and
            // size, and the board's size (rows first, 0-based corner).
            pic.attr(
                "data-window",
                format!(
                    "{r0} {c0} {} {} {} {}",
                    b.rows, b.cols, self.size.0, self.size.1
                ),
            );
        }
        let step = if b.rows.max(b.cols) > 20 { 5 } else { 1 };
        for i in 0..b.rows {
            let r = r0 + i as u64 + 1;
            if i == 0 || r % step == 0 {
                let (_, y) = b.centre(i, 0);
                pic.add(Shape::text(Board::MARGIN / 2.0, y, r).class(class::AXIS));
            }
        }
        for j in 0..b.cols {
            let c = c0 + j as u64 + 1;
            if j == 0 || c % step == 0 {
                let (x, _) = b.centre(0, j);
                pic.add(Shape::text(x, Board::MARGIN / 2.0, c).class(class::AXIS));
            }
        }
        pic
    }

    /// A segment joining two cells' centres (a pair of a matching),
    /// both shown.
    pub fn link(&self, a: (u64, u64), b: (u64, u64)) -> Shape {
        let (x1, y1) = self.centre(a);
        let (x2, y2) = self.centre(b);
        Shape::line(x1, y1, x2, y2)
    }

    /// The token on cell (r, c): a disc, which lets clicks through to the
    /// cell under it (its move, its edit).
    pub fn token(&self, cell: (u64, u64)) -> Shape {
        let (x, y) = self.centre(cell);
        Shape::circle(x, y, self.cell() * 0.32)
            .class(class::TOKEN)
            .class(class::DECOR)
    }
}

/// For every cell of `grid`, its partner in one maximum matching of the
/// cells `is_vertex` admits (pairs of 4-adjacent cells), `None` when
/// the matching leaves it free or it is off the graph.
pub fn mates(grid: &Grid, mut is_vertex: impl FnMut(usize) -> bool) -> Vec<Option<usize>> {
    let [left, right] = grid.bipartite_sides(true, |id, _| is_vertex(id));
    let m = max_matching(&left, &right);
    let mut mate = vec![None; grid.cells.len()];
    for (l, r) in m.pairs() {
        if let (Some(a), Some(b)) = (left.cell(l), right.cell(r)) {
            mate[a] = Some(b);
            mate[b] = Some(a);
        }
    }
    mate
}

/// The pairs of `mate` with both cells in the window, drawn as the
/// matching's segments.
pub fn draw_pairs(pic: &mut Canvas, w: &Window, grid: &Grid, mate: &[Option<usize>]) {
    for id in w.ids(grid) {
        if let Some(other) = mate[id].filter(|&o| o > id) {
            let (r, c) = grid.pos(other);
            let b = (r as u64, c as u64);
            if w.shows(b) {
                let (r, c) = grid.pos(id);
                pic.add(w.link((r as u64, c as u64), b).class(class::MATCHED));
            }
        }
    }
}

/// The cell id's (row, column) as the window takes them.
pub fn at(grid: &Grid, id: usize) -> (u64, u64) {
    let (r, c) = grid.pos(id);
    (r as u64, c as u64)
}

/// An edit "wall r c" or "start r c" read: the kind and the cell id.
pub fn parse_edit<'a>(grid: &Grid, what: &'a str) -> std::result::Result<(&'a str, usize), String> {
    let what = what.trim();
    let (kind, cell) = what.split_once(' ').unwrap_or((what, ""));
    match kind {
        "wall" | "start" => Ok((kind, grid.parse_cell(cell)?)),
        _ => Err(format!(
            "{kind:?} is not an edit: `wall r c` puts or takes a wall, `start r c` puts \
             the start"
        )),
    }
}
