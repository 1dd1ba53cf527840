//! dag_sg_chips: the game's theory (who wins, a winning move) and its strategy.
//! The judge problem, its input and the proof of the theory are in
//! [`problems::dag_sg_chips`](crate::problems::dag_sg_chips).

use crate::grundy::{Cycle, Digraph};
use crate::input::{Input, InputError, Result};

/// A parsed input: the graph (0-based) and the chips' nodes (0-based).
pub struct Setup {
    /// The nodes and edges, an edge `X Y` as `X - 1 -> Y - 1`.
    pub graph: Digraph,
    /// The chips' nodes, in the input's order (repeats allowed).
    pub chips: Vec<u32>,
}

/// Whether the first player wins, or the error for a cycle (naming a node
/// on it and the edge into it that closes it, without a line:
/// [`solve`](crate::problems::dag_sg_chips::solve) gives the edge's line).
pub fn first_player_wins(game: &Setup) -> Result<bool> {
    wins(game).map_err(|c| cycle_error(game, c, None))
}

/// Whether the first player wins, or the cycle the search found.
pub fn wins(game: &Setup) -> std::result::Result<bool, Cycle> {
    let chips = game.chips.iter().map(|&c| c as usize);
    Ok(game.graph.grundy_of_tokens(chips)? != 0)
}

/// The error for `cycle`: `the graph has a cycle through node 1 (edge 2:
/// 2 -> 1)`, the edge being the first in the input's order that goes into
/// the cycle's node from a node it reaches (so it lies on a cycle), at that
/// edge's line when `inp` holds the input `game` was read from.
///
/// # Complexity
/// O(N + M) time, no recursion; 9 N + 4 M bytes at most, about what the
/// search that found the cycle held (and gave back). Only for the error.
pub fn cycle_error(game: &Setup, cycle: Cycle, inp: Option<&Input>) -> InputError {
    let w = cycle.vertex;
    let (start, to) = successor_lists(&game.graph);
    // The nodes w reaches.
    let mut reached = vec![false; game.graph.n_vertices()];
    let mut todo = vec![w as u32];
    while let Some(v) = todo.pop() {
        for &x in &to[start[v as usize] as usize..start[v as usize + 1] as usize] {
            if !reached[x as usize] {
                reached[x as usize] = true;
                todo.push(x);
            }
        }
    }
    let edges = game.graph.edges();
    let on_cycle = |&(x, y): &(u32, u32)| y as usize == w && reached[x as usize];
    let i = edges
        .iter()
        .position(on_cycle)
        .expect("a node on a cycle has an edge in from a node it reaches");
    let msg = format!(
        "the graph has a cycle through node {} (edge {}: {} -> {})",
        w + 1,
        i + 1,
        edges[i].0 + 1,
        w + 1
    );
    match inp {
        // `N M K`, then the edges' two numbers each.
        Some(inp) => inp.error_at(inp.place_of_token(3 + 2 * i), msg),
        None => InputError::new(msg),
    }
}

/// The successors of node v (0-based) of `graph` are `to[start[v]..start[v
/// + 1]]`, in the input's order.
fn successor_lists(graph: &Digraph) -> (Vec<u32>, Vec<u32>) {
    let n = graph.n_vertices();
    let edges = graph.edges();
    let mut start = vec![0u32; n + 1];
    for &(x, _) in edges {
        start[x as usize + 1] += 1;
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut fill = start.clone();
    let mut to = vec![0u32; edges.len()];
    for &(x, y) in edges {
        to[fill[x as usize] as usize] = y;
        fill[x as usize] += 1;
    }
    (start, to)
}

/// The graph as successor lists with every node's Grundy value: what a
/// winning move needs.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// The successors of node v (0-based) are `to[start[v]..start[v + 1]]`.
    start: Vec<u32>,
    pub(crate) to: Vec<u32>,
    /// Each node's Grundy value.
    pub value: Vec<usize>,
}

impl Board {
    /// The successor lists and values of `game`'s graph, or the error for
    /// a cycle that [`first_player_wins`] gives.
    ///
    /// # Complexity
    /// O(N + M).
    pub fn new(game: &Setup) -> Result<Board> {
        Board::build(game).map_err(|c| cycle_error(game, c, None))
    }

    /// [`Board::new`], or the cycle the search found.
    pub(crate) fn build(game: &Setup) -> std::result::Result<Board, Cycle> {
        let value = game.graph.grundy()?;
        let (start, to) = successor_lists(&game.graph);
        Ok(Board { start, to, value })
    }

    /// The successors of node `v` (0-based), in the input's order.
    pub fn successors(&self, v: usize) -> &[u32] {
        &self.to[self.start[v] as usize..self.start[v + 1] as usize]
    }

    /// A winning move with chips on `chips` (0-based nodes, repeats
    /// allowed): `Some((x, y))` slides a chip from node x to its successor
    /// y and leaves the xor of the chips' values 0; `None` when it is 0
    /// already (the player to move loses).
    ///
    /// Sprague-Grundy: [`grundy::winning_component`] picks a chip whose
    /// value g has g ^ X < g, X the xor; by the mex its node has a
    /// successor of value g ^ X.
    ///
    /// # Complexity
    /// O(K + the chosen node's out-degree).
    ///
    /// # Example
    /// ```
    /// use cp_games::{input::Input, problems::dag_sg_chips::read, strategy::dag_sg_chips::Board};
    /// // 1 -> 2 -> 3, 1 -> 3; chips on 1 and 3: values 2 and 0.
    /// let game = read(&mut Input::new("3 3 2\n1 2\n2 3\n1 3\n1 3\n")).unwrap();
    /// let board = Board::new(&game).unwrap();
    /// assert_eq!(board.value, [2, 1, 0]);
    /// assert_eq!(board.winning_move(&[0, 2]), Some((0, 2))); // 1 to 3
    /// assert_eq!(board.winning_move(&[1, 1]), None);
    /// ```
    ///
    /// [`grundy::winning_component`]: crate::grundy::winning_component
    pub fn winning_move(&self, chips: &[u32]) -> Option<(usize, usize)> {
        let values = chips.iter().map(|&c| self.value[c as usize]);
        let (i, t) = crate::grundy::winning_component(values)?;
        let x = chips[i] as usize;
        let y = self
            .successors(x)
            .iter()
            .find(|&&y| self.value[y as usize] == t);
        Some((
            x,
            *y.expect("the mex has every smaller value among the successors") as usize,
        ))
    }
}

/// A position for `--explain` and `--play`: the board and the chips'
/// nodes, sorted (chips on one node are alike).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Chips {
    /// The graph and its Grundy values, shared by every position.
    pub board: std::rc::Rc<Board>,
    /// The chips' nodes, sorted.
    pub chips: Vec<u32>,
}

/// The game for `--explain` and `--play`; a move is typed `x y`: slide a
/// chip from node x to node y.
pub struct DagChips;

impl crate::strategy::Strategy for DagChips {
    type Position = Chips;

    type Move = (usize, usize);

    fn moves(&self, p: &Chips) -> Vec<(usize, usize)> {
        let mut nodes = p.chips.clone();
        nodes.dedup();
        let mut out = Vec::new();
        for x in nodes {
            let mut ys = p.board.successors(x as usize).to_vec();
            ys.sort_unstable();
            ys.dedup();
            out.extend(ys.into_iter().map(|y| (x as usize, y as usize)));
        }
        out
    }

    fn some_move(&self, p: &Chips) -> Option<(usize, usize)> {
        p.chips.iter().find_map(|&x| {
            let y = p.board.successors(x as usize).first()?;
            Some((x as usize, *y as usize))
        })
    }

    fn apply(&self, p: &Chips, &(x, y): &(usize, usize)) -> Chips {
        let mut chips = p.chips.clone();
        let i = chips.binary_search(&(x as u32)).expect("a chip on x");
        chips.remove(i);
        let j = chips.partition_point(|&c| c < y as u32);
        chips.insert(j, y as u32);
        Chips {
            board: p.board.clone(),
            chips,
        }
    }

    fn winning_move(&self, p: &Chips) -> Option<(usize, usize)> {
        p.board.winning_move(&p.chips)
    }

    fn notation(&self) -> &'static str {
        "`x y`: slide a chip from node x to node y"
    }

    fn parse_move(&self, p: &Chips, text: &str) -> std::result::Result<(usize, usize), String> {
        let nums = crate::strategy::numbers::<usize>(text, "a node number")?;
        let &[x, y] = nums.as_slice() else {
            return Err("type two node numbers: where the chip is and where it goes".to_string());
        };
        let n = p.board.value.len();
        for v in [x, y] {
            if v == 0 || v > n {
                return Err(format!("there is no node {v}: the nodes are 1 to {n}"));
            }
        }
        if p.chips.binary_search(&(x as u32 - 1)).is_err() {
            return Err(format!("no chip is on node {x}"));
        }
        if !p.board.successors(x - 1).contains(&(y as u32 - 1)) {
            return Err(format!("there is no edge from node {x} to node {y}"));
        }
        Ok((x - 1, y - 1))
    }

    fn show_move(&self, _: &Chips, &(x, y): &(usize, usize)) -> String {
        format!("{} {}", x + 1, y + 1)
    }
}
