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
