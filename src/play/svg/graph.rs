//! Drawing graphs: vertices in layers (rows that wrap), an order of each
//! layer that keeps edges short and uncrossed, and edges routed around the
//! vertices they would cross, as lines or arrows. The graph games of the
//! crate (`dag_sg_chips`, `vertex_geography`, `christmas_game`) draw with
//! these; a game of one's own may too.

use super::Shape;
use crate::play::svg::class;

/// Positions for vertices in layers, layer 0 at the top, for a picture: a
/// layer of more than `per_row` vertices takes several rows, so that the
/// picture stays about `per_row` vertices wide. The vertices of a layer are
/// spread evenly in the order they come in `order` (every vertex once).
/// Returns the centres and the size of the box that holds them (with a
/// margin of 30 units).
///
pub fn wrapped_layers(
    layer: &[usize],
    order: &[usize],
    per_row: usize,
    (gap_x, gap_y): (f64, f64),
) -> (Vec<(f64, f64)>, (f64, f64)) {
    let per_row = per_row.max(1);
    let depth = layer.iter().max().map_or(0, |d| d + 1);
    let mut count = vec![0usize; depth];
    for &d in layer {
        count[d] += 1;
    }
    // The first row of each layer.
    let mut first_row = vec![0usize; depth + 1];
    for d in 0..depth {
        first_row[d + 1] = first_row[d] + ((count[d] + per_row - 1) / per_row).max(1);
    }
    let widest = (count.iter().map(|&c| c.min(per_row)).max())
        .unwrap_or(1)
        .max(1);
    let width = (widest - 1) as f64 * gap_x + 60.0;
    let height = (first_row[depth].max(1) - 1) as f64 * gap_y + 60.0;
    let mut seen = vec![0usize; depth];
    let mut pos = vec![(0.0, 0.0); layer.len()];
    for &v in order {
        let d = layer[v];
        let k = seen[d];
        seen[d] += 1;
        let (row, at) = (k / per_row, k % per_row);
        let in_row = (count[d] - row * per_row).min(per_row);
        let x = width / 2.0 + (at as f64 - (in_row as f64 - 1.0) / 2.0) * gap_x;
        pos[v] = (x, 30.0 + (first_row[d] + row) as f64 * gap_y);
    }
    (pos, (width, height))
}

/// Places for vertices in layers joined by `edges` (between indices into
/// `layer`), as the graph games draw them: each layer in the order
/// [`barycentric_order`] gives, at most 12 a row ([`wrapped_layers`]),
/// 64 to 120 units apart (wider when the layers are narrow) and 76 units
/// between rows, every other layer a third of a gap to the right, so that
/// an edge past a layer seldom runs through one of its vertices. Returns
/// the centres and the size of the box that holds them.
pub fn staggered_layers(
    layer: &[usize],
    edges: &[(usize, usize)],
) -> (Vec<(f64, f64)>, (f64, f64)) {
    let depth = layer.iter().max().map_or(1, |d| d + 1);
    let mut count = vec![0usize; depth];
    for &d in layer {
        count[d] += 1;
    }
    let widest = count.iter().copied().max().unwrap_or(1).clamp(1, 12);
    let gap = (360.0 / widest as f64).clamp(64.0, 120.0);
    let order = barycentric_order(layer, edges);
    let (mut pos, (w, h)) = wrapped_layers(layer, &order, 12, (gap, 76.0));
    for (q, &d) in pos.iter_mut().zip(layer) {
        if d % 2 == 1 {
            q.0 += gap / 3.0;
        }
    }
    (pos, (w + gap / 3.0, h))
}

/// An order of the vertices, layer by layer, that keeps edges between
/// neighbouring layers short and uncrossed where it can: a few sweeps
/// down and up, each placing a layer's vertices by the mean place of their
/// neighbours in the layer before (the barycentre heuristic).
pub fn barycentric_order(layer: &[usize], edges: &[(usize, usize)]) -> Vec<usize> {
    let k = layer.len();
    let depth = layer.iter().max().map_or(0, |d| d + 1);
    let mut adj = vec![Vec::new(); k];
    for &(i, j) in edges {
        if layer[i].abs_diff(layer[j]) == 1 {
            adj[i].push(j);
            adj[j].push(i);
        }
    }
    let mut by_layer = vec![Vec::new(); depth];
    for v in 0..k {
        by_layer[layer[v]].push(v);
    }
    let mut place = vec![0.0; k];
    let spread = |vs: &[usize], place: &mut Vec<f64>| {
        for (r, &v) in vs.iter().enumerate() {
            place[v] = (r as f64 + 0.5) / vs.len() as f64;
        }
    };
    for vs in &by_layer {
        spread(vs, &mut place);
    }
    for sweep in 0..4 {
        let layers: Vec<usize> = match sweep % 2 {
            0 => (1..depth).collect(),
            _ => (0..depth.saturating_sub(1)).rev().collect(),
        };
        for d in layers {
            let before = if sweep % 2 == 0 { d - 1 } else { d + 1 };
            let key: Vec<(f64, usize)> = by_layer[d]
                .iter()
                .map(|&v| {
                    let near: Vec<f64> = (adj[v].iter())
                        .filter(|&&w| layer[w] == before)
                        .map(|&w| place[w])
                        .collect();
                    match near.len() {
                        0 => (place[v], v),
                        n => (near.iter().sum::<f64>() / n as f64, v),
                    }
                })
                .collect();
            let mut sorted = key;
            sorted.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
            by_layer[d] = sorted.into_iter().map(|(_, v)| v).collect();
            spread(&by_layer[d], &mut place);
        }
    }
    by_layer.concat()
}

/// How an edge of a picture runs from the circle of radius `r` around `a`
/// to the one around `b`: straight when that misses the circles around
/// the other `centres`, else bent once to the side where it does (or
/// comes nearest to), within the box `(left, top, right, bottom)`. The
/// points of the line, from circle to circle.
pub fn route(
    a: (f64, f64),
    b: (f64, f64),
    r: f64,
    centres: &[(f64, f64)],
    (left, top, right, bottom): (f64, f64, f64, f64),
) -> Vec<(f64, f64)> {
    let near =
        |p: (f64, f64)| (p.0 - a.0).hypot(p.1 - a.1) < 0.5 || (p.0 - b.0).hypot(p.1 - b.1) < 0.5;
    // How far the path through `points` stays from the other circles.
    let clearance = |points: &[(f64, f64)]| {
        let mut least = f64::INFINITY;
        for &c in centres.iter().filter(|&&c| !near(c)) {
            for w in points.windows(2) {
                least = least.min(to_segment(c, w[0], w[1]));
            }
        }
        least
    };
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = dx.hypot(dy).max(1e-9);
    let (nx, ny) = (-dy / len, dx / len);
    let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
    let mut best = vec![a, b];
    let mut best_clearance = clearance(&best);
    if best_clearance <= r + 3.0 {
        for k in [1.0, -1.0, 2.0, -2.0, 3.0, -3.0] {
            let bend = (mid.0 + nx * 26.0 * k, mid.1 + ny * 26.0 * k);
            if !(left..=right).contains(&bend.0) || !(top..=bottom).contains(&bend.1) {
                continue;
            }
            let path = vec![a, bend, b];
            let c = clearance(&path);
            if c > best_clearance + 1.0 {
                (best, best_clearance) = (path, c);
            }
            if best_clearance > r + 3.0 {
                break;
            }
        }
    }
    // From circle to circle.
    let last = best.len() - 1;
    best[0] = towards(best[0], best[1], r);
    best[last] = towards(best[last], best[last - 1], r);
    best
}

/// A box that edges keep out of, `(left, top, right, bottom)`: the text
/// written beside a vertex (its value, say).
pub type Label = (f64, f64, f64, f64);

/// How far from the circles and labels an edge of [`Router`] keeps.
const MARGIN: f64 = 2.0;

/// Edges routed clear of a picture's vertices and of the text beside
/// them: [`Router::route`] for each edge.
pub struct Router<'a> {
    r: f64,
    centres: &'a [(f64, f64)],
    labels: &'a [Label],
    bounds: (f64, f64, f64, f64),
    /// The cells the grid searches may still cover: past it, an edge that
    /// no single bend clears takes the bend that crosses the fewest (a
    /// large tangled graph is drawn at once, if not clear).
    budget: usize,
}

impl<'a> Router<'a> {
    /// A router for vertices of radius `r` at `centres` with their
    /// `labels`, its edges within `bounds` `(left, top, right, bottom)`.
    pub fn new(
        r: f64,
        centres: &'a [(f64, f64)],
        labels: &'a [Label],
        bounds: (f64, f64, f64, f64),
    ) -> Router<'a> {
        Router {
            r,
            centres,
            labels,
            bounds,
            budget: 150_000,
        }
    }

    /// How an edge runs from the circle around `a` to the one around `b`,
    /// clear of the other vertices' circles and of every label (its two
    /// ends' too): straight when that is clear; else bent once to either
    /// side when that is; else along the shortest path of few bends that a
    /// grid around the two finds, straightened wherever it stays clear;
    /// and when nothing is clear, the path that crosses the fewest. The
    /// points of the line, from circle to circle.
    pub fn route(&mut self, a: (f64, f64), b: (f64, f64)) -> Vec<(f64, f64)> {
        let near = |p: (f64, f64)| {
            (p.0 - a.0).hypot(p.1 - a.1) < 0.5 || (p.0 - b.0).hypot(p.1 - b.1) < 0.5
        };
        let others: Vec<(f64, f64)> = (self.centres.iter().copied())
            .filter(|&c| !near(c))
            .collect();
        let keep = Keep {
            r: self.r,
            centres: &others,
            labels: self.labels,
        };
        let straight = vec![a, b];
        let mut best = (0, straight);
        if !keep.clear(&best.1) {
            best.0 = keep.crossed(&best.1);
            let found = bent_once(a, b, &keep, self.bounds)
                .or_else(|| keep.grid_path(a, b, self.bounds, &mut self.budget));
            if let Some(path) = found {
                best = (0, path);
            } else {
                for path in bends(a, b, self.bounds) {
                    let crossed = keep.crossed(&path);
                    if crossed < best.0 {
                        best = (crossed, path);
                    }
                }
            }
        }
        let mut line = best.1;
        let last = line.len() - 1;
        line[0] = towards(line[0], line[1], self.r);
        line[last] = towards(line[last], line[last - 1], self.r);
        line
    }
}

/// What an edge keeps clear of: the circles of radius `r` around
/// `centres`, and `labels`.
struct Keep<'a> {
    r: f64,
    centres: &'a [(f64, f64)],
    labels: &'a [Label],
}

impl Keep<'_> {
    /// Whether the point `p` lies `more` units farther from the circles
    /// than clear.
    fn off_circles(&self, p: (f64, f64), more: f64) -> bool {
        let reach = self.r + MARGIN + more;
        (self.centres.iter()).all(|c| (p.0 - c.0).hypot(p.1 - c.1) >= reach)
    }

    /// Whether the point `p` lies `more` units farther from the labels
    /// than clear.
    fn off_labels(&self, p: (f64, f64), more: f64) -> bool {
        let m = MARGIN + more;
        (self.labels.iter())
            .all(|&(l, t, rr, bb)| p.0 < l - m || p.0 > rr + m || p.1 < t - m || p.1 > bb + m)
    }

    /// Whether the segment from `p` to `q` lies clear.
    fn segment_clear(&self, p: (f64, f64), q: (f64, f64)) -> bool {
        let reach = self.r + MARGIN;
        (self.centres.iter()).all(|&c| to_segment(c, p, q) >= reach)
            && (self.labels.iter()).all(|&(l, t, rr, bb)| {
                !meets(p, q, (l - MARGIN, t - MARGIN, rr + MARGIN, bb + MARGIN))
            })
    }

    /// Whether the path through `points` is clear.
    fn clear(&self, points: &[(f64, f64)]) -> bool {
        points.windows(2).all(|w| self.segment_clear(w[0], w[1]))
    }

    /// How many circles and labels the path through `points` crosses.
    fn crossed(&self, points: &[(f64, f64)]) -> usize {
        let reach = self.r + MARGIN;
        let mut n = 0;
        for w in points.windows(2) {
            n += (self.centres.iter())
                .filter(|&&c| to_segment(c, w[0], w[1]) < reach)
                .count();
            n += (self.labels.iter())
                .filter(|&&(l, t, rr, bb)| {
                    meets(
                        w[0],
                        w[1],
                        (l - MARGIN, t - MARGIN, rr + MARGIN, bb + MARGIN),
                    )
                })
                .count();
        }
        n
    }

    /// The shortest path of few bends from `a` to `b` through the clear
    /// cells of a grid over the box around them, [`AROUND`] units wider
    /// each way, within `bounds` (moves between neighbouring cells, a bend
    /// costing as much as two steps), straightened: from each point, on to
    /// the farthest point of the path that a clear segment reaches. None
    /// when the grid holds no such path, or when it has more cells than
    /// `budget` still allows (which it spends).
    fn grid_path(
        &self,
        a: (f64, f64),
        b: (f64, f64),
        bounds: (f64, f64, f64, f64),
        budget: &mut usize,
    ) -> Option<Vec<(f64, f64)>> {
        const STEP: f64 = 6.0;
        const AROUND: f64 = 100.0;
        let left = (a.0.min(b.0) - AROUND).max(bounds.0);
        let top = (a.1.min(b.1) - AROUND).max(bounds.1);
        let right = (a.0.max(b.0) + AROUND).min(bounds.2);
        let bottom = (a.1.max(b.1) + AROUND).min(bounds.3);
        let cols = ((right - left) / STEP).max(0.0).floor() as usize + 1;
        let rows = ((bottom - top) / STEP).max(0.0).floor() as usize + 1;
        if cols < 2 || rows < 2 || cols * rows > *budget {
            return None;
        }
        *budget -= cols * rows;
        let centre = |i: usize| {
            (
                left + (i % cols) as f64 * STEP,
                top + (i / cols) as f64 * STEP,
            )
        };
        let cell = |p: (f64, f64)| {
            let c = ((p.0 - left) / STEP).round().clamp(0.0, (cols - 1) as f64) as usize;
            let r = ((p.1 - top) / STEP).round().clamp(0.0, (rows - 1) as f64) as usize;
            r * cols + c
        };
        let (from, to) = (cell(a), cell(b));
        // A cell is open when clear by half a step (so that a step between
        // two open cells is clear); its ends' own circles are.
        let own = |p: (f64, f64)| {
            (p.0 - a.0).hypot(p.1 - a.1) <= self.r + STEP
                || (p.0 - b.0).hypot(p.1 - b.1) <= self.r + STEP
        };
        let open: Vec<bool> = (0..cols * rows)
            .map(|i| {
                let p = centre(i);
                (own(p) || self.off_circles(p, STEP / 2.0)) && self.off_labels(p, STEP / 2.0)
            })
            .collect();
        const WAYS: [(isize, isize, u32); 8] = [
            (1, 0, 10),
            (-1, 0, 10),
            (0, 1, 10),
            (0, -1, 10),
            (1, 1, 14),
            (1, -1, 14),
            (-1, 1, 14),
            (-1, -1, 14),
        ];
        // Dijkstra over (cell, the way it was entered).
        let states = cols * rows * 9;
        let mut cost = vec![u32::MAX; states];
        let mut before = vec![usize::MAX; states];
        let mut queue = std::collections::BinaryHeap::new();
        cost[from * 9 + 8] = 0;
        queue.push(std::cmp::Reverse((0u32, from * 9 + 8)));
        let mut reached = None;
        while let Some(std::cmp::Reverse((c, s))) = queue.pop() {
            if c > cost[s] {
                continue;
            }
            let (i, way) = (s / 9, s % 9);
            if i == to {
                reached = Some(s);
                break;
            }
            let (x, y) = ((i % cols) as isize, (i / cols) as isize);
            for (w, &(dx, dy, step)) in WAYS.iter().enumerate() {
                let (nx, ny) = (x + dx, y + dy);
                if nx < 0 || ny < 0 || nx >= cols as isize || ny >= rows as isize {
                    continue;
                }
                let j = ny as usize * cols + nx as usize;
                if !open[j] {
                    continue;
                }
                let turn = if way == 8 || way == w { 0 } else { 20 };
                let next = c + step + turn;
                let t = j * 9 + w;
                if next < cost[t] {
                    cost[t] = next;
                    before[t] = s;
                    queue.push(std::cmp::Reverse((next, t)));
                }
            }
        }
        let mut s = reached?;
        let mut cells = vec![b];
        while before[s] != usize::MAX {
            s = before[s];
            cells.push(centre(s / 9));
        }
        cells.pop();
        cells.push(a);
        cells.reverse();
        // Straightened: the farthest point each clear segment reaches.
        let mut path = vec![a];
        let mut at = 0;
        while at + 1 < cells.len() {
            let mut next = at + 1;
            for k in (at + 1..cells.len()).rev() {
                if self.segment_clear(cells[at], cells[k]) {
                    next = k;
                    break;
                }
            }
            path.push(cells[next]);
            at = next;
        }
        self.clear(&path).then_some(path)
    }
}

/// The paths from `a` to `b` bent once, nearest first: at the middle, a
/// third or two thirds of the way, 24 to 144 units to either side, those
/// within `bounds`.
fn bends(
    a: (f64, f64),
    b: (f64, f64),
    (left, top, right, bottom): (f64, f64, f64, f64),
) -> Vec<Vec<(f64, f64)>> {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = dx.hypot(dy).max(1e-9);
    let (nx, ny) = (-dy / len, dx / len);
    let mut paths = Vec::new();
    for k in 1..=6 {
        for side in [1.0, -1.0] {
            for t in [0.5, 1.0 / 3.0, 2.0 / 3.0] {
                let off = 24.0 * k as f64 * side;
                let bend = (a.0 + dx * t + nx * off, a.1 + dy * t + ny * off);
                if (left..=right).contains(&bend.0) && (top..=bottom).contains(&bend.1) {
                    paths.push(vec![a, bend, b]);
                }
            }
        }
    }
    paths
}

/// The first clear path of [`bends`].
fn bent_once(
    a: (f64, f64),
    b: (f64, f64),
    keep: &Keep,
    bounds: (f64, f64, f64, f64),
) -> Option<Vec<(f64, f64)>> {
    bends(a, b, bounds)
        .into_iter()
        .find(|path| keep.clear(path))
}

/// Whether the segment from `p` to `q` meets the box `(left, top, right,
/// bottom)` (the segment clipped to the box's four sides).
fn meets(p: (f64, f64), q: (f64, f64), (l, t, r, b): (f64, f64, f64, f64)) -> bool {
    let (dx, dy) = (q.0 - p.0, q.1 - p.1);
    let (mut t0, mut t1) = (0.0f64, 1.0f64);
    for (d, room) in [(-dx, p.0 - l), (dx, r - p.0), (-dy, p.1 - t), (dy, b - p.1)] {
        if d == 0.0 {
            if room < 0.0 {
                return false;
            }
        } else {
            let k = room / d;
            if d < 0.0 {
                t0 = t0.max(k);
            } else {
                t1 = t1.min(k);
            }
        }
    }
    t0 <= t1
}

/// The point `d` units from `p` towards `q`.
fn towards(p: (f64, f64), q: (f64, f64), d: f64) -> (f64, f64) {
    let len = (q.0 - p.0).hypot(q.1 - p.1).max(1e-9);
    (p.0 + (q.0 - p.0) * d / len, p.1 + (q.1 - p.1) * d / len)
}

/// The distance from `c` to the segment from `p` to `q`.
fn to_segment(c: (f64, f64), p: (f64, f64), q: (f64, f64)) -> f64 {
    let (dx, dy) = (q.0 - p.0, q.1 - p.1);
    let len2 = dx * dx + dy * dy;
    let t = if len2 == 0.0 {
        0.0
    } else {
        (((c.0 - p.0) * dx + (c.1 - p.1) * dy) / len2).clamp(0.0, 1.0)
    };
    (c.0 - p.0 - t * dx).hypot(c.1 - p.1 - t * dy)
}

/// The line through `points` (from [`route`]): a segment, or a polygon
/// that goes there and back, unfilled.
pub fn polyline(points: &[(f64, f64)]) -> Shape {
    match points {
        [p, q] => Shape::line(p.0, p.1, q.0, q.1),
        _ => {
            let mut there_and_back = points.to_vec();
            there_and_back.extend(points[1..points.len() - 1].iter().rev());
            Shape::polygon(&there_and_back).attr("fill", "none")
        }
    }
}

/// The point a fraction `t` of the way along `points`.
pub fn along(points: &[(f64, f64)], t: f64) -> (f64, f64) {
    let lengths: Vec<f64> = (points.windows(2))
        .map(|w| (w[1].0 - w[0].0).hypot(w[1].1 - w[0].1))
        .collect();
    let mut left = t * lengths.iter().sum::<f64>();
    for (w, &l) in points.windows(2).zip(&lengths) {
        if left <= l {
            return towards(w[0], w[1], left);
        }
        left -= l;
    }
    points[points.len() - 1]
}

/// An arrow along `points` (from [`route`]): its shaft, which stops short
/// of the tip, and its head.
pub fn arrow(points: &[(f64, f64)]) -> (Shape, Shape) {
    let mut shaft = points.to_vec();
    let last = shaft.len() - 1;
    let tip = shaft[last];
    let back = towards(tip, shaft[last - 1], 9.0);
    let (ux, uy) = ((tip.0 - back.0) / 9.0, (tip.1 - back.1) / 9.0);
    shaft[last] = back;
    let head = Shape::polygon(&[
        tip,
        (back.0 - uy * 4.5, back.1 + ux * 4.5),
        (back.0 + uy * 4.5, back.1 - ux * 4.5),
    ])
    .class(class::EDGE)
    .attr("fill", "#666");
    (polyline(&shaft).class(class::EDGE), head)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether the path through `points` keeps clear of the circles of
    /// radius `r` around `centres` and of the `labels`.
    fn clear_of(points: &[(f64, f64)], r: f64, centres: &[(f64, f64)], labels: &[Label]) -> bool {
        points.windows(2).all(|w| {
            centres.iter().all(|&c| to_segment(c, w[0], w[1]) >= r)
                && labels.iter().all(|&l| !meets(w[0], w[1], l))
        })
    }

    #[test]
    fn edges_go_round_vertices_and_labels() {
        // Three vertices in a row, each with a label on its right; and a
        // wall of vertices under the row, which a single bend downwards
        // would meet.
        let mut centres = vec![(40.0, 100.0), (120.0, 100.0), (200.0, 100.0)];
        centres.extend((0..5).map(|k| (40.0 + 40.0 * k as f64, 150.0)));
        let labels: Vec<Label> = (centres.iter())
            .map(|&(x, y)| (x + 18.0, y - 8.0, x + 28.0, y + 8.0))
            .collect();
        let bounds = (0.0, 0.0, 300.0, 300.0);
        let mut router = Router::new(14.0, &centres, &labels, bounds);
        // First to third: straight through the second and the labels.
        let line = router.route(centres[0], centres[2]);
        assert!(line.len() > 2, "{line:?}");
        assert!(clear_of(&line, 14.0, &centres[1..2], &labels), "{line:?}");
        assert!(clear_of(&line, 14.0, &centres[3..], &labels), "{line:?}");
        // It runs from circle to circle.
        assert!(((line[0].0 - 40.0).hypot(line[0].1 - 100.0) - 14.0).abs() < 1e-9);
        let end = line[line.len() - 1];
        assert!(((end.0 - 200.0).hypot(end.1 - 100.0) - 14.0).abs() < 1e-9);
        // Between two vertices with nothing between: straight.
        let line = router.route(centres[0], centres[3]);
        assert_eq!(line.len(), 2);
        // Every pair of the row and the wall: clear of the rest.
        for i in 0..centres.len() {
            for j in 0..centres.len() {
                if i == j {
                    continue;
                }
                let line = router.route(centres[i], centres[j]);
                let others: Vec<(f64, f64)> = (0..centres.len())
                    .filter(|&k| k != i && k != j)
                    .map(|k| centres[k])
                    .collect();
                assert!(
                    clear_of(&line, 14.0, &others, &labels),
                    "{i} to {j}: {line:?}"
                );
            }
        }
    }

    #[test]
    fn a_segment_meets_a_box() {
        let b = (10.0, 10.0, 20.0, 20.0);
        assert!(meets((0.0, 15.0), (30.0, 15.0), b));
        assert!(meets((15.0, 15.0), (15.0, 16.0), b));
        assert!(!meets((0.0, 0.0), (30.0, 5.0), b));
        assert!(!meets((0.0, 30.0), (30.0, 22.0), b));
        assert!(meets((0.0, 0.0), (30.0, 30.0), b));
        assert!(!meets((0.0, 0.0), (9.0, 9.0), b));
    }
}
