//! Piles of stones drawn as columns side by side ([`Piles`]): the
//! drawing every pile game's picture shares, its stones filled in by the
//! game.

use super::{class, Canvas, Shape};

/// The most stones of a pile drawn one by one; a taller pile's column
/// has at most this many slots (a slot per move drawn, say).
pub const STONES: u64 = 24;

/// `n` in a few characters: `1.2e18`.
pub fn short(n: u64) -> String {
    if n < 100_000 {
        return n.to_string();
    }
    let digits = n.to_string();
    format!("{}.{}e{}", &digits[..1], &digits[1..2], digits.len() - 1)
}

/// One pile as its column shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pile {
    /// Its number among all the piles, from 0 (written under it from 1).
    pub index: usize,
    /// The slots of its column, counted from the bottom: a slot per
    /// stone, or a taller pile's slots (at most [`STONES`]).
    pub slots: usize,
    /// Its stones in a few characters ([`short`]), written under its
    /// number.
    pub count: String,
    /// What is written over it (a Grundy value), if anything.
    pub label: Option<String>,
}

/// Piles drawn as columns side by side, in the drawing's box of a
/// [`Canvas`] with its caption below ([`Side::Below`](super::Side::Below)):
/// [`Piles::draw`] writes the names of the rows at the left, each pile's
/// number and stones under its column and its label over it, and `...`
/// where piles are left out (over the last `...`, how many piles there
/// are); the game fills in each column's slots ([`Piles::slot`], which
/// it gives a class and a click).
///
/// ```
/// use cp_games::play::svg::{class, Canvas, Caption, Pile, Piles, Side};
///
/// // Piles 1 and 2 of 5, of 2 and 1 stones.
/// let pile = |index, slots: usize| Pile { index, slots, count: slots.to_string(), label: None };
/// let piles = Piles::new("pile", vec![pile(0, 2), pile(1, 1)], 5);
/// let mut pic = Canvas::new(piles.size(), Caption::default(), Side::Below);
/// piles.draw(&mut pic);
/// for (k, p) in piles.piles().iter().enumerate() {
///     for j in 1..=p.slots {
///         pic.add(piles.slot(k, j).class(class::STONE));
///     }
/// }
/// let svg = pic.finish().svg;
/// assert_eq!(svg.matches(r#"class="stone""#).count(), 3);
/// assert!(svg.contains(">5 piles<"));
/// ```
#[derive(Clone, Debug)]
pub struct Piles {
    piles: Vec<Pile>,
    /// The column of each pile drawn: one more than the last, or two
    /// where piles are left out between them (a column of `...`).
    columns: Vec<usize>,
    /// How many piles there are, drawn or not.
    total: usize,
    /// What a pile is called in the picture: "pile", "heap".
    noun: &'static str,
    /// The name of the row of the labels, if it has one.
    labels: Option<&'static str>,
    /// The bottom of the columns.
    bottom: f64,
}

impl Piles {
    /// The room left of the columns, for the names of the rows.
    const LEFT: f64 = 52.0;
    /// The width of a column.
    const WIDTH: f64 = 44.0;
    /// The height of a slot.
    const SLOT: f64 = 16.0;
    /// The room over the columns, for their labels.
    const TOP: f64 = 30.0;

    /// `piles`, increasing by their numbers, of `total` piles in all,
    /// each called `noun` ("pile").
    pub fn new(noun: &'static str, piles: Vec<Pile>, total: usize) -> Piles {
        let mut columns = Vec::with_capacity(piles.len());
        for (k, p) in piles.iter().enumerate() {
            columns.push(match k {
                0 => usize::from(p.index > 0),
                _ => columns[k - 1] + 1 + usize::from(p.index > piles[k - 1].index + 1),
            });
        }
        let tallest = piles.iter().map(|p| p.slots).max().unwrap_or(0);
        Piles {
            bottom: Self::TOP + tallest.max(3) as f64 * Self::SLOT,
            piles,
            columns,
            total,
            noun,
            labels: None,
        }
    }

    /// The piles with `name` for the row of their labels ("binary").
    pub fn labelled(mut self, name: &'static str) -> Piles {
        self.labels = Some(name);
        self
    }

    /// The piles drawn, in order: the `k` of [`Piles::slot`] is an index
    /// into them.
    pub fn piles(&self) -> &[Pile] {
        &self.piles
    }

    /// Whether piles after the last one drawn are left out.
    fn more(&self) -> bool {
        self.piles.last().map_or(0, |p| p.index + 1) < self.total
    }

    /// The size of the drawing: the names of the rows, the columns, and
    /// the numbers under them.
    pub fn size(&self) -> (f64, f64) {
        let columns = self.columns.last().map_or(0, |c| c + 1) + usize::from(self.more());
        (
            Self::LEFT + columns as f64 * Self::WIDTH + 8.0,
            self.bottom + 36.0,
        )
    }

    /// The middle of column `c`.
    fn centre(&self, c: usize) -> f64 {
        Self::LEFT + 4.0 + (c as f64 + 0.5) * Self::WIDTH
    }

    /// Slot `j` (1 at the bottom) of the `k`-th pile drawn: a rectangle
    /// for the game to give a class (a stone) and a click.
    pub fn slot(&self, k: usize, j: usize) -> Shape {
        self.part(k, j, (0, 1))
    }

    /// Part `h` of `parts` side by side of slot `j` of the `k`-th pile
    /// drawn (a pile that is both ends of a row: half a stone for each).
    pub fn part(&self, k: usize, j: usize, (h, parts): (usize, usize)) -> Shape {
        let w = (Self::WIDTH - 12.0) / parts as f64;
        let x = self.centre(self.columns[k]) - Self::WIDTH / 2.0 + 6.0 + h as f64 * w;
        let y = self.bottom - j as f64 * Self::SLOT + 1.0;
        Shape::rect(x, y, w, Self::SLOT - 2.0)
    }

    /// Slots `from` to `to` of the `k`-th pile drawn as one rectangle,
    /// without the gaps between stones: the stones of a tall pile.
    pub fn span(&self, k: usize, from: usize, to: usize) -> Shape {
        let x = self.centre(self.columns[k]) - Self::WIDTH / 2.0 + 6.0;
        let y = self.bottom - to as f64 * Self::SLOT;
        let height = (to + 1 - from) as f64 * Self::SLOT;
        Shape::rect(x, y, Self::WIDTH - 12.0, height)
    }

    /// Draws what is not a slot: the names of the rows, each pile's
    /// number and stones under it and its label over it, and `...` where
    /// piles are left out, the last with the number of piles over it.
    pub fn draw(&self, pic: &mut Canvas) {
        let (x, bottom) = (Self::LEFT / 2.0, self.bottom);
        if let Some(name) = self.labels {
            pic.add(Shape::text(x, Self::TOP - 14.0, name).class(class::AXIS));
        }
        pic.add(Shape::text(x, bottom + 12.0, self.noun).class(class::AXIS));
        pic.add(Shape::text(x, bottom + 26.0, "stones").class(class::AXIS));
        let mut gaps = Vec::new();
        for (k, p) in self.piles.iter().enumerate() {
            let c = self.columns[k];
            if c > k.checked_sub(1).map_or(0, |k| self.columns[k] + 1) {
                gaps.push(c - 1);
            }
            let cx = self.centre(c);
            pic.add(Shape::text(cx, bottom + 12.0, p.index + 1).class(class::AXIS));
            pic.add(Shape::text(cx, bottom + 26.0, &p.count).class(class::COUNT));
            if let Some(label) = &p.label {
                let y = bottom - p.slots as f64 * Self::SLOT - 10.0;
                pic.add(Shape::text(cx, y, label).class(class::VALUE));
            }
        }
        if self.more() {
            gaps.push(self.columns.last().map_or(0, |c| c + 1));
        }
        for &c in &gaps {
            pic.add(Shape::text(self.centre(c), bottom - 20.0, "...").class(class::LABEL));
        }
        if let Some(&c) = gaps.last() {
            let all = format!("{} {}s", self.total, self.noun);
            pic.add(Shape::text(self.centre(c), bottom - 40.0, all).class(class::LABEL));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Caption, Side};
    use super::*;

    /// Piles 1, 2 and 6 of 9: a column of `...` between 2 and 6 and one
    /// after 6, the count of piles over the last; a pile of 10^18 stones
    /// written short.
    #[test]
    fn left_out_piles_are_dots_and_large_counts_short() {
        let pile = |index, slots, count: u64| Pile {
            index,
            slots,
            count: short(count),
            label: Some(format!("g={index}")),
        };
        let piles = vec![pile(0, 3, 3), pile(1, 24, 10u64.pow(18)), pile(5, 1, 1)];
        let piles = Piles::new("pile", piles, 9);
        assert_eq!(piles.columns, [0, 1, 3]);
        assert_eq!(piles.size().0, 52.0 + 5.0 * 44.0 + 8.0);
        let mut pic = Canvas::new(piles.size(), Caption::default(), Side::Below);
        piles.draw(&mut pic);
        let svg = pic.finish().svg;
        assert_eq!(svg.matches(">...<").count(), 2);
        assert_eq!(svg.matches(">9 piles<").count(), 1);
        assert!(svg.contains(">1.0e18<") && svg.contains(">g=5<"));
        assert_eq!(short(123_456), "1.2e5");
        assert_eq!(short(99_999), "99999");
    }
}
