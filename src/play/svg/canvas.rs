//! A picture being drawn ([`Canvas`]): a game's drawing in a box of its
//! own, and its caption (lines of text about the position, and a
//! [`Legend`] of what the marks mean) above or below it. The frame (the
//! picture's size) and the caption are written once, here, for every
//! game.
//!
//! The caption is written as structure that a page reads, not as
//! coordinates it would have to interpret:
//!
//! ```text
//! <g class="caption" data-side="below">    the caption, under the drawing ("above": over it)
//! <text ... class="label">...</text>       each line, centred
//! <g class="legend">                       the legend
//! <g transform="translate(8 412)">         an entry, drawn from its own origin (the middle of its row)
//! <rect ... data-sample="square" class="cell win"></rect>   its samples, each marked data-sample
//! <text x="18" y="0" class="legend">a winning move</text>   then its words
//! </g>
//! ...
//! ```
//!
//! `data-sample` says what a sample is: `square`, `dot`, `line`, or `text`
//! (a few characters, as the picture writes them: `g=2`).

use super::{class, num, Shape, Svg};
use crate::play::value::MoveValue;
use std::fmt::Display;

/// The width of a character of the picture's text, about: what the
/// caption's layout here allows for it.
pub const CHAR: f64 = 6.6;

/// The height of a line of text in a picture.
pub const LINE: f64 = 18.0;

/// What a mark of a legend looks like.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Swatch {
    /// A small square of the class.
    Square(&'static str),
    /// A small disc of the class.
    Dot(&'static str),
    /// A short line of the class.
    Line(&'static str),
    /// A few characters, as the picture writes them (`"g=3"`, `"•"`).
    Text(&'static str),
    /// No mark: the entry is words only.
    Words,
}

impl Swatch {
    /// The sample drawn from the entry's origin (the middle of its row),
    /// marked `data-sample`; `None` for words only.
    fn sample(self) -> Option<Shape> {
        let (shape, kind) = match self {
            Swatch::Square(c) => {
                let square = Shape::rect(0.0, -6.0, 12.0, 12.0);
                let square = if c == class::CELL {
                    square
                } else {
                    square.class(class::CELL)
                };
                (square.class(c), "square")
            }
            Swatch::Dot(c) => (Shape::circle(6.0, 0.0, 5.5).class(c), "dot"),
            Swatch::Line(c) => (Shape::line(0.0, 0.0, 12.0, 0.0).class(c), "line"),
            Swatch::Text(t) => (Shape::text(0.0, 0.0, t).class(class::LEGEND), "text"),
            Swatch::Words => return None,
        };
        Some(shape.attr("data-sample", kind))
    }

    /// The room the sample takes before the entry's words.
    fn room(self) -> f64 {
        match self {
            Swatch::Words => 0.0,
            Swatch::Text(t) => t.chars().count() as f64 * CHAR + 6.0,
            _ => 18.0,
        }
    }
}

/// The legend of a picture: what its colours and marks mean, each entry a
/// sample of the mark and a few words, packed into lines as wide as the
/// picture. Every picture opens it with [`Legend::moves`], the same in
/// every game.
#[derive(Clone, Debug, Default)]
pub struct Legend {
    entries: Vec<(Swatch, String)>,
}

impl Legend {
    /// The entries every picture shares: green a winning move, red a
    /// losing one, and, when the position was searched (`searched`), what
    /// "in N" means.
    pub fn moves(searched: bool) -> Legend {
        let mut legend = Legend::default()
            .entry(Swatch::Square(class::WIN), "a winning move")
            .entry(Swatch::Square(class::LOSE), "a losing move");
        if searched {
            legend = legend.entry(
                Swatch::Words,
                "\"wins in N\": the game ends N moves later (this one included) with best play",
            );
        }
        legend
    }

    /// The legend with one more entry.
    pub fn entry(mut self, swatch: Swatch, words: impl Display) -> Legend {
        self.entries.push((swatch, words.to_string()));
        self
    }

    /// An entry's width.
    fn width(&self, k: usize) -> f64 {
        let (swatch, words) = &self.entries[k];
        swatch.room() + words.chars().count() as f64 * CHAR + 24.0
    }

    /// The entries of each line, for a picture `width` wide.
    fn lines(&self, width: f64) -> Vec<Vec<usize>> {
        let mut lines: Vec<Vec<usize>> = Vec::new();
        let mut used = f64::INFINITY;
        for k in 0..self.entries.len() {
            let w = self.width(k);
            if used + w > width - 16.0 {
                lines.push(Vec::new());
                used = 0.0;
            }
            lines.last_mut().expect("a line").push(k);
            used += w;
        }
        lines
    }

    /// The width the longest entry needs.
    pub fn widest(&self) -> f64 {
        (0..self.entries.len())
            .map(|k| self.width(k))
            .fold(0.0, f64::max)
            + 16.0
    }

    /// Its height in a picture `width` wide.
    pub fn height(&self, width: f64) -> f64 {
        self.lines(width).len() as f64 * LINE
    }

    /// Writes it from `top` down, in a picture `width` wide: the group of
    /// class `legend`, an entry a group of its own.
    fn write(&self, svg: &mut Svg, top: f64, width: f64) {
        svg.open(&[("class", class::LEGEND.to_string())]);
        for (i, line) in self.lines(width).iter().enumerate() {
            let y = top + (i as f64 + 0.5) * LINE;
            let mut x = 8.0;
            for &k in line {
                let (swatch, words) = &self.entries[k];
                svg.open(&[("transform", format!("translate({} {})", num(x), num(y)))]);
                if let Some(sample) = swatch.sample() {
                    svg.add(sample);
                }
                svg.add(Shape::text(swatch.room(), 0.0, words).class(class::LEGEND));
                svg.close();
                x += self.width(k);
            }
        }
        svg.close();
    }
}

/// Lines of text about the position over a legend: the block of words
/// under (or over) a picture.
#[derive(Clone, Debug, Default)]
pub struct Caption {
    /// The lines, centred.
    pub lines: Vec<String>,
    /// The legend, after them.
    pub legend: Legend,
}

impl Caption {
    /// `lines` over `legend`.
    pub fn new(lines: Vec<String>, legend: Legend) -> Caption {
        Caption { lines, legend }
    }

    /// The width the caption needs at least.
    pub fn width(&self) -> f64 {
        let longest = self
            .lines
            .iter()
            .map(|l| l.chars().count())
            .max()
            .unwrap_or(0);
        (longest as f64 * CHAR + 20.0).max(self.legend.widest())
    }

    /// Its height in a picture `width` wide.
    pub fn height(&self, width: f64) -> f64 {
        self.lines.len() as f64 * LINE + self.legend.height(width) + 6.0
    }

    /// Writes it from `top` down, on `side` of the drawing, in a picture
    /// `width` wide: the group of class `caption`.
    fn write(&self, svg: &mut Svg, top: f64, width: f64, side: Side) {
        let side = match side {
            Side::Above => "above",
            Side::Below => "below",
        };
        svg.open(&[
            ("class", class::CAPTION.to_string()),
            ("data-side", side.to_string()),
        ]);
        for (k, line) in self.lines.iter().enumerate() {
            let y = top + (k as f64 + 0.5) * LINE;
            svg.add(Shape::text(width / 2.0, y, line).class(class::LABEL));
        }
        let below = top + self.lines.len() as f64 * LINE;
        self.legend.write(svg, below, width);
        svg.close();
    }
}

/// A position's picture as a game draws it
/// ([`Game::draw`](crate::play::Game::draw)): the SVG text, and the moves
/// it offers, which a page lists beside it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    /// The SVG text.
    pub svg: String,
    /// The moves its shapes offer ([`Shape::offers`]), each once, in the
    /// order drawn.
    pub moves: Vec<MoveValue>,
}

/// Where a picture's caption goes: over its drawing or under it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Over the drawing, which is centred under it (a graph, a table).
    Above,
    /// Under the drawing, which keeps the picture's top left corner (a
    /// board or piles, their rows named at the left edge).
    Below,
}

/// A picture being drawn, which a game's [`Game::draw`](crate::play::Game::draw)
/// fills in: a drawing in a box of a size the game gives, and a
/// [`Caption`] on one [`Side`] of it. The picture is as wide as the wider
/// of the two. The game adds the drawing's shapes from
/// [`Canvas::origin`]; [`Canvas::finish`] writes the frame and the
/// caption, and lists the moves the shapes offer
/// ([`Marks::click`](crate::play::Marks::click)).
///
/// ```
/// use cp_games::play::svg::{class, Canvas, Caption, Legend, Shape, Side};
///
/// let caption = Caption::new(vec!["Two cells.".to_string()], Legend::moves(false));
/// let mut canvas = Canvas::new((80.0, 40.0), caption, Side::Below);
/// assert_eq!(canvas.origin(), (0.0, 0.0));
/// canvas.add(Shape::rect(0.0, 0.0, 40.0, 40.0).class(class::WIN).moves("1"));
/// let svg = canvas.finish().svg;
/// assert!(svg.contains(r#"<g class="caption" data-side="below">"#));
/// assert!(svg.contains(r#"data-sample="square" class="cell win""#));
/// ```
#[derive(Clone, Debug)]
pub struct Canvas {
    svg: Svg,
    caption: Caption,
    side: Side,
    /// The top left corner of the drawing's box in the picture.
    origin: (f64, f64),
    /// The top of the caption.
    caption_top: f64,
    /// The moves offered so far, in order (repeats too).
    moves: Vec<MoveValue>,
}

impl Canvas {
    /// The room between an upper caption and the top of the picture.
    const MARGIN: f64 = 4.0;

    /// A picture of a drawing `(width, height)` and `caption` on `side`
    /// of it.
    pub fn new((width, height): (f64, f64), caption: Caption, side: Side) -> Canvas {
        let full = width.max(caption.width());
        let words = caption.height(full);
        let (origin, caption_top, total) = match side {
            Side::Below => ((0.0, 0.0), height, height + words),
            Side::Above => {
                let band = Self::MARGIN + words + 6.0;
                (((full - width) / 2.0, band), Self::MARGIN, band + height)
            }
        };
        Canvas {
            svg: Svg::new(full, total),
            caption,
            side,
            origin,
            caption_top,
            moves: Vec::new(),
        }
    }

    /// Where the drawing's top left corner lies in the picture: every
    /// shape of the drawing is placed from it.
    pub fn origin(&self) -> (f64, f64) {
        self.origin
    }

    /// The picture's width: the drawing's, or the caption's when wider.
    pub fn width(&self) -> f64 {
        self.svg.width
    }

    /// Sets attribute `name` of the picture's own `<svg>` element (a
    /// `data-` attribute for the page, say).
    pub fn attr(&mut self, name: &str, value: impl Display) {
        self.svg.attr(name, value);
    }

    /// Draws `shape` over what is drawn already; the move it offers, if
    /// any, is the picture's.
    pub fn add(&mut self, mut shape: Shape) {
        self.moves.extend(shape.offer.take());
        self.svg.add(shape);
    }

    /// Draws `shapes`, each with whether it is outlined (a cell where
    /// whoever must move loses, say): the outlined ones after the others,
    /// so that their outlines lie over the borders of their neighbours.
    pub fn add_outlined_last(&mut self, shapes: impl IntoIterator<Item = (Shape, bool)>) {
        let mut outlined = Vec::new();
        for (shape, outline) in shapes {
            if outline {
                outlined.push(shape);
            } else {
                self.add(shape);
            }
        }
        for shape in outlined {
            self.add(shape);
        }
    }

    /// The picture: the drawing, then its caption; and the moves offered,
    /// each once.
    pub fn finish(mut self) -> Picture {
        let width = self.svg.width;
        self.caption
            .write(&mut self.svg, self.caption_top, width, self.side);
        let mut moves: Vec<MoveValue> = Vec::with_capacity(self.moves.len());
        for m in self.moves {
            if !moves.iter().any(|o| o.text == m.text) {
                moves.push(m);
            }
        }
        Picture {
            svg: self.svg.finish(),
            moves,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::value::Mark;

    fn offer(text: &str) -> MoveValue {
        MoveValue {
            text: text.to_string(),
            label: format!("play {text}"),
            mark: Mark::theory(Some(true)),
        }
    }

    /// The moves a picture lists are those its shapes offer, once each, in
    /// the order drawn; a shape that offers none adds none.
    #[test]
    fn a_picture_lists_the_moves_its_shapes_offer() {
        let mut pic = Canvas::new((100.0, 50.0), Caption::default(), Side::Below);
        for text in ["2", "1", "2"] {
            pic.add(Shape::circle(5.0, 5.0, 4.0).moves(text).offers(offer(text)));
        }
        pic.add(Shape::rect(0.0, 0.0, 9.0, 9.0).moves("3"));
        let picture = pic.finish();
        assert_eq!(picture.moves, [offer("2"), offer("1")]);
        assert_eq!(picture.svg.matches("data-move").count(), 4);
    }

    /// A caption above its drawing: the drawing centred under it, the
    /// picture as wide as the caption.
    #[test]
    fn a_drawing_under_its_caption_is_centred() {
        let caption = Caption::new(vec!["x".repeat(100)], Legend::moves(false));
        let width = caption.width();
        let pic = Canvas::new((100.0, 50.0), caption, Side::Above);
        assert_eq!(pic.width(), width);
        assert_eq!(pic.origin().0, (width - 100.0) / 2.0);
        let svg = pic.finish().svg;
        assert!(svg.contains(r#"<g class="caption" data-side="above">"#));
    }
}
