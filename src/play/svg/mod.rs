//! Drawing a position as SVG for a page ([`Game::draw`](super::Game::draw)):
//! a [`Canvas`] that a game's `draw` fills in, which writes the frame and
//! the caption ([`Caption`], [`Legend`]) every picture shares and gives
//! the [`Picture`] with the moves it offers; shapes with classes the page
//! styles (`win`, `lose`, `wall`, `token`, `matched`, ...) and the clicks
//! they stand for; and what several games draw alike: the columns of a
//! pile game ([`Piles`]), a grid game's window ([`grid`]), graph layouts
//! ([`graph`]).
//!
//! A shape a person may click names the move it makes, in the game's own
//! notation ([`Shape::moves`]), or an edit of the position
//! ([`Shape::edits`]); the page plays that text as if it were typed, so
//! the rules and their error messages stay the game's.
//!
//! ```
//! use cp_games::play::svg::{class, Shape, Svg};
//!
//! let mut svg = Svg::new(100.0, 40.0);
//! svg.add(Shape::rect(0.0, 0.0, 40.0, 40.0).class(class::WIN).moves("1 1"));
//! svg.add(Shape::text(60.0, 25.0, "x < 3").class(class::LABEL));
//! let text = svg.finish();
//! assert!(text.starts_with("<svg"));
//! assert!(text.contains(r#"data-move="1 1""#));
//! assert!(text.contains("x &lt; 3"));
//! ```

mod canvas;
pub mod graph;
pub mod grid;
mod piles;

pub use canvas::{Canvas, Caption, Legend, Picture, Side, Swatch, CHAR, LINE};
pub use piles::{short, Pile, Piles, STONES};

/// The classes of the shapes, one constant each: the page's stylesheet
/// (`web/site/style.css` in the repository) draws each, and its tests check
/// that the two lists agree.
pub mod class {
    /// A winning move: green. Only moves are green
    /// ([`Marks::click`](crate::play::value::Marks::click)), in every
    /// game, and the legend's sample of one.
    pub const WIN: &str = "win";
    /// A losing move: red. Only moves are red, and the legend's sample of
    /// one.
    pub const LOSE: &str = "lose";
    /// A position that is not a move, lost for the player who must move
    /// there, so that reaching it wins (a losing pair of Wythoff's game):
    /// a dashed green outline.
    pub const LOST: &str = "lost";
    /// Drawn over the moves without taking their clicks (the page lets
    /// clicks through it): lines of the theory over a board, a token.
    pub const DECOR: &str = "decor";
    /// The legend of a caption ([`Legend`](super::Legend)), and each of
    /// its texts (left-aligned).
    pub const LEGEND: &str = "legend";
    /// A picture's caption: its lines and its legend, written as a group
    /// ([`Canvas`](super::Canvas)), which takes no clicks.
    pub const CAPTION: &str = "caption";
    /// A board's cell.
    pub const CELL: &str = "cell";
    /// A wall.
    pub const WALL: &str = "wall";
    /// A cell the token has visited.
    pub const VISITED: &str = "visited";
    /// The token.
    pub const TOKEN: &str = "token";
    /// A pair of a maximum matching.
    pub const MATCHED: &str = "matched";
    /// A stone of a pile.
    pub const STONE: &str = "stone";
    /// A slot of a pile too tall to draw stone by stone.
    pub const BAR: &str = "bar";
    /// A graph's edge.
    pub const EDGE: &str = "edge";
    /// A graph's vertex.
    pub const VERTEX: &str = "vertex";
    /// The ground of a Hackenbush picture.
    pub const GROUND: &str = "ground";
    /// A chip on a vertex.
    pub const CHIP: &str = "chip";
    /// A plate on the table.
    pub const PLATE: &str = "plate";
    /// The table of the plate game.
    pub const TABLE: &str = "table";
    /// A point the plate game names.
    pub const POINT: &str = "point";
    /// A shape a click plays (given by `Shape::moves`).
    pub const CLICK: &str = "click";
    /// A line of text.
    pub const LABEL: &str = "label";
    /// A row, column or pile number.
    pub const AXIS: &str = "axis";
    /// A value of the theory (a Grundy value, an xor).
    pub const VALUE: &str = "value";
    /// A number of stones.
    pub const COUNT: &str = "count";
    /// Every class.
    pub const ALL: &[&str] = &[
        WIN, LOSE, LOST, DECOR, LEGEND, CAPTION, CELL, WALL, VISITED, TOKEN, MATCHED, STONE, BAR,
        EDGE, VERTEX, GROUND, CHIP, PLATE, TABLE, POINT, CLICK, LABEL, AXIS, VALUE, COUNT,
    ];
}

use super::value::MoveValue;
use std::fmt::{Display, Write};

/// An SVG picture being drawn.
#[derive(Clone, Debug)]
pub struct Svg {
    width: f64,
    height: f64,
    attrs: String,
    body: String,
}

/// One SVG element: a shape, its classes and what a click on it does.
#[derive(Clone, Debug)]
pub struct Shape {
    tag: &'static str,
    attrs: String,
    classes: Vec<String>,
    text: Option<String>,
    title: Option<String>,
    /// The move a click on it plays, as a picture lists it
    /// ([`Shape::offers`]).
    offer: Option<MoveValue>,
}

/// `text` with `&`, `<`, `>` and `"` written as entities.
pub fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

/// A coordinate as SVG writes it: at most two decimals.
fn num(x: f64) -> String {
    let r = (x * 100.0).round() / 100.0;
    if r == r.trunc() {
        format!("{}", r as i64)
    } else {
        format!("{r}")
    }
}

impl Shape {
    fn new(tag: &'static str) -> Shape {
        Shape {
            tag,
            attrs: String::new(),
            classes: Vec::new(),
            text: None,
            title: None,
            offer: None,
        }
    }

    /// Sets attribute `name` (a number is written with at most two decimals
    /// by the constructors; here `value` is written as it displays).
    pub fn attr(mut self, name: &str, value: impl Display) -> Shape {
        let value = escaped(&value.to_string());
        let _ = write!(self.attrs, r#" {name}="{value}""#);
        self
    }

    fn at(self, name: &str, x: f64) -> Shape {
        self.attr(name, num(x))
    }

    /// A rectangle with its top left corner at (x, y).
    pub fn rect(x: f64, y: f64, width: f64, height: f64) -> Shape {
        Shape::new("rect")
            .at("x", x)
            .at("y", y)
            .at("width", width)
            .at("height", height)
    }

    /// A circle.
    pub fn circle(cx: f64, cy: f64, r: f64) -> Shape {
        Shape::new("circle").at("cx", cx).at("cy", cy).at("r", r)
    }

    /// A segment.
    pub fn line(x1: f64, y1: f64, x2: f64, y2: f64) -> Shape {
        Shape::new("line")
            .at("x1", x1)
            .at("y1", y1)
            .at("x2", x2)
            .at("y2", y2)
    }

    /// A closed polygon through `points`.
    pub fn polygon(points: &[(f64, f64)]) -> Shape {
        let points: Vec<String> = points
            .iter()
            .map(|&(x, y)| format!("{},{}", num(x), num(y)))
            .collect();
        Shape::new("polygon").attr("points", points.join(" "))
    }

    /// Text centred at (x, y) (the page centres it vertically too).
    pub fn text(x: f64, y: f64, text: impl Display) -> Shape {
        let mut shape = Shape::new("text").at("x", x).at("y", y);
        shape.text = Some(text.to_string());
        shape
    }

    /// Adds a class: what the page's style sheet draws it as.
    pub fn class(mut self, class: &str) -> Shape {
        self.classes.push(class.to_string());
        self
    }

    /// A click plays the move `text`, as if the person typed it.
    pub fn moves(self, text: impl Display) -> Shape {
        self.attr("data-move", text).class(class::CLICK)
    }

    /// A click in the page's edit mode edits the position as `what` says
    /// ([`Game::edit`](super::Game::edit)).
    pub fn edits(self, what: impl Display) -> Shape {
        self.attr("data-edit", what)
    }

    /// The text shown when the pointer rests on the shape.
    pub fn title(mut self, text: impl Display) -> Shape {
        self.title = Some(text.to_string());
        self
    }

    /// The shape offers the move `m`: a picture drawn on a [`Canvas`]
    /// lists it among its moves ([`Picture::moves`]). [`Marks::click`]
    /// makes such a shape.
    ///
    /// [`Marks::click`]: crate::play::Marks::click
    pub fn offers(mut self, m: MoveValue) -> Shape {
        self.offer = Some(m);
        self
    }
}

impl Svg {
    /// A picture `width` by `height` units; the page scales it to fit.
    pub fn new(width: f64, height: f64) -> Svg {
        Svg {
            width,
            height,
            attrs: String::new(),
            body: String::new(),
        }
    }

    /// Sets attribute `name` of the picture's own `<svg>` element (a
    /// `data-` attribute for the page, say), written as `value` displays.
    pub fn attr(&mut self, name: &str, value: impl Display) {
        let value = escaped(&value.to_string());
        let _ = write!(self.attrs, r#" {name}="{value}""#);
    }

    /// Draws `shape` over what is drawn already.
    pub fn add(&mut self, shape: Shape) {
        let b = &mut self.body;
        let _ = write!(b, "<{}{}", shape.tag, shape.attrs);
        if !shape.classes.is_empty() {
            let _ = write!(b, r#" class="{}""#, escaped(&shape.classes.join(" ")));
        }
        b.push('>');
        if let Some(title) = &shape.title {
            let _ = write!(b, "<title>{}</title>", escaped(title));
        }
        if let Some(text) = &shape.text {
            b.push_str(&escaped(text));
        }
        let _ = writeln!(b, "</{}>", shape.tag);
    }

    /// Opens a group of the attributes `attrs`, which holds what is drawn
    /// until [`Svg::close`].
    fn open(&mut self, attrs: &[(&str, String)]) {
        self.body.push_str("<g");
        for (name, value) in attrs {
            let _ = write!(self.body, r#" {name}="{}""#, escaped(value));
        }
        self.body.push_str(">\n");
    }

    /// Closes the group opened last.
    fn close(&mut self) {
        self.body.push_str("</g>\n");
    }

    /// The picture's SVG text.
    pub fn finish(self) -> String {
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {} {}\" width=\"{}\" \
             height=\"{}\"{}>\n{}</svg>\n",
            num(self.width),
            num(self.height),
            num(self.width),
            num(self.height),
            self.attrs,
            self.body
        )
    }
}

/// The side of a grid cell, in picture units.
pub const CELL: f64 = 36.0;

/// A grid of cells drawn from the top left, with room for row and column
/// numbers: where cell (r, c) (0-based) lies in the picture.
#[derive(Clone, Copy, Debug)]
pub struct Board {
    /// Rows.
    pub rows: usize,
    /// Columns.
    pub cols: usize,
    /// The side of a cell.
    pub cell: f64,
}

impl Board {
    /// The margin left of and above the cells, for their numbers.
    pub const MARGIN: f64 = 24.0;

    /// A board of `rows` by `cols` cells, small enough to see: cells shrink
    /// as the board grows, to 8 units at least.
    pub fn new(rows: usize, cols: usize) -> Board {
        let side = rows.max(cols).max(1) as f64;
        Board {
            rows,
            cols,
            cell: (720.0 / side).clamp(8.0, CELL),
        }
    }

    /// A picture that holds the board, with rows and columns numbered from 1
    /// (every one on small boards, every fifth on large ones).
    pub fn picture(&self) -> Svg {
        let mut svg = Svg::new(
            Self::MARGIN + self.cols as f64 * self.cell + 4.0,
            Self::MARGIN + self.rows as f64 * self.cell + 4.0,
        );
        let step = if self.rows.max(self.cols) > 20 { 5 } else { 1 };
        for r in (0..self.rows).filter(|r| (r + 1) % step == 0 || *r == 0) {
            let (_, y) = self.centre(r, 0);
            svg.add(Shape::text(Self::MARGIN / 2.0, y, r + 1).class(class::AXIS));
        }
        for c in (0..self.cols).filter(|c| (c + 1) % step == 0 || *c == 0) {
            let (x, _) = self.centre(0, c);
            svg.add(Shape::text(x, Self::MARGIN / 2.0, c + 1).class(class::AXIS));
        }
        svg
    }

    /// Cell (r, c)'s square.
    pub fn square(&self, r: usize, c: usize) -> Shape {
        Shape::rect(
            Self::MARGIN + c as f64 * self.cell,
            Self::MARGIN + r as f64 * self.cell,
            self.cell,
            self.cell,
        )
        .class(class::CELL)
    }

    /// The centre of cell (r, c).
    pub fn centre(&self, r: usize, c: usize) -> (f64, f64) {
        (
            Self::MARGIN + (c as f64 + 0.5) * self.cell,
            Self::MARGIN + (r as f64 + 0.5) * self.cell,
        )
    }

    /// A segment between the centres of two cells (an edge of a matching).
    pub fn link(&self, a: (usize, usize), b: (usize, usize)) -> Shape {
        let (x1, y1) = self.centre(a.0, a.1);
        let (x2, y2) = self.centre(b.0, b.1);
        Shape::line(x1, y1, x2, y2)
    }
}

/// Places `n` vertices in layers: vertex v in layer `layer[v]` (0 at the
/// top), spread evenly across its layer, in the order of their numbers.
/// Returns the positions and the picture's size.
pub fn layered(layer: &[usize]) -> (Vec<(f64, f64)>, (f64, f64)) {
    let depth = layer.iter().max().map_or(0, |d| d + 1);
    let mut count = vec![0usize; depth];
    for &d in layer {
        count[d] += 1;
    }
    let widest = count.iter().copied().max().unwrap_or(1).max(1);
    let gap = 56.0;
    let width = widest as f64 * gap + 40.0;
    let height = depth.max(1) as f64 * 70.0 + 30.0;
    let mut seen = vec![0usize; depth];
    let pos = layer
        .iter()
        .map(|&d| {
            let k = seen[d];
            seen[d] += 1;
            let x = width / 2.0 + (k as f64 - (count[d] as f64 - 1.0) / 2.0) * gap;
            (x, 40.0 + d as f64 * 70.0)
        })
        .collect();
    (pos, (width, height))
}

/// Places `n` vertices on a circle. Returns the positions and the
/// picture's size.
pub fn circle(n: usize) -> (Vec<(f64, f64)>, (f64, f64)) {
    let radius = (n as f64 * 12.0).clamp(60.0, 320.0);
    let size = 2.0 * radius + 80.0;
    let pos = (0..n)
        .map(|v| {
            let a =
                std::f64::consts::TAU * v as f64 / n.max(1) as f64 - std::f64::consts::FRAC_PI_2;
            (size / 2.0 + radius * a.cos(), size / 2.0 + radius * a.sin())
        })
        .collect();
    (pos, (size, size))
}

/// The layer of each vertex of a graph: its distance from the nearest of
/// `roots` along `edges` (either way), by a breadth-first search; a vertex
/// no root reaches starts a new search of its own, one layer down.
pub fn layers_from(n: usize, edges: &[(usize, usize)], roots: &[usize]) -> Vec<usize> {
    let mut adj = vec![Vec::new(); n];
    for &(u, v) in edges {
        adj[u].push(v);
        adj[v].push(u);
    }
    let mut layer = vec![usize::MAX; n];
    let mut queue = std::collections::VecDeque::new();
    for &r in roots {
        if layer[r] == usize::MAX {
            layer[r] = 0;
            queue.push_back(r);
        }
    }
    let mut next = 0;
    loop {
        while let Some(u) = queue.pop_front() {
            for &v in &adj[u] {
                if layer[v] == usize::MAX {
                    layer[v] = layer[u] + 1;
                    queue.push_back(v);
                }
            }
        }
        while next < n && layer[next] != usize::MAX {
            next += 1;
        }
        if next == n {
            return layer;
        }
        layer[next] = 0;
        queue.push_back(next);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_and_attributes_are_escaped() {
        let mut svg = Svg::new(10.0, 10.0);
        svg.add(
            Shape::text(1.0, 2.5, "a<b & \"c\"")
                .moves("x \"y\"")
                .title("<t>"),
        );
        let text = svg.finish();
        assert!(text.contains(r#"<text x="1" y="2.5" data-move="x &quot;y&quot;" class="click">"#));
        assert!(text.contains("<title>&lt;t&gt;</title>a&lt;b &amp; &quot;c&quot;</text>"));
        let mut svg = Svg::new(10.0, 10.0);
        svg.attr("data-window", "0 \"1\"");
        assert!(svg
            .finish()
            .starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="10" height="10" data-window="0 &quot;1&quot;">"#));
    }

    /// A window stays inside its board wherever it is asked to look, and
    /// shows the whole of a board that fits.
    #[test]
    fn windows_look_anywhere_inside_the_board() {
        use grid::Window;
        let w = Window::new(100, 70, (0, 0));
        assert_eq!((w.corner, w.board.rows, w.board.cols), ((0, 0), 30, 30));
        for (look, corner) in [
            ((99, 69), (70, 40)),
            ((50, 35), (35, 20)),
            ((u64::MAX, u64::MAX), (70, 40)),
            ((10, 40), (0, 25)),
        ] {
            assert_eq!(
                Window::new(100, 70, (0, 0)).at(Some(look)).corner,
                corner,
                "{look:?}"
            );
        }
        assert_eq!(w.at(None).corner, (0, 0));
        let small = Window::new(5, 3, (4, 2)).at(Some((1000, 1000)));
        assert!(small.whole() && small.corner == (0, 0));
        let svg = small
            .picture(Caption::new(Vec::new(), Legend::moves(true)))
            .finish()
            .svg;
        assert!(!svg.contains("data-window"));
        let big = Window::new(100, 70, (0, 0)).at(Some((99, 69)));
        let svg = big
            .picture(Caption::new(Vec::new(), Legend::moves(true)))
            .finish()
            .svg;
        assert!(svg.contains(r#"data-window="70 40 30 30 100 70""#));
    }

    #[test]
    fn layers_cover_every_vertex() {
        // 0 - 1 - 2, and 3 - 4 apart.
        let layer = layers_from(5, &[(0, 1), (2, 1), (3, 4)], &[0]);
        assert_eq!(layer, vec![0, 1, 2, 0, 1]);
        let (pos, (w, h)) = layered(&layer);
        assert_eq!(pos.len(), 5);
        assert!(pos
            .iter()
            .all(|&(x, y)| (0.0..=w).contains(&x) && (0.0..=h).contains(&y)));
    }
}
