//! HDU 3863 "No Gambling": a Bridg-it-like connection game; the first
//! player, Oregon Maple, always wins (strategy stealing).
//!
//! The board assumed here (the statement describes it with a figure; this
//! is David Gale's Bridg-it board, of which the N = 4 figure is the usual
//! drawing): the first player's (blue) points form N rows of N + 1, the
//! second player's (red) points N + 1 rows of N, interleaved so that every
//! unit square of one colour's points has a point of the other colour at
//! its centre. In turn, each player draws a stick of unit length between
//! two of their own points; a stick may not cross a stick already drawn.
//! The first player wins by joining the leftmost column to the rightmost
//! one with their sticks, the second by joining the top row to the bottom
//! row. The first player moves first.
//!
//! Theory (strategy stealing): the game cannot end in a draw: once no stick
//! can be drawn, of every two sticks that cross, one is drawn, and then
//! exactly one of the players is connected (as in Hex, a blue chain from
//! left to right and a red chain from top to bottom would have to cross,
//! and a red wall that stops every blue chain is itself a top-to-bottom
//! chain). So one of the players has a winning strategy. Suppose it were
//! the second player's. Then the first player draws any stick and from then
//! on plays the second player's strategy as if that stick were not there;
//! when the strategy asks for the stick already drawn, he draws any other
//! one. An extra stick of his own never hurts him: it can only help join
//! his sides and only takes a stick away from the opponent. So he would
//! win with it, and both players would have winning strategies, which is
//! impossible. Hence the first player wins for every N.
//!
//! The winning moves (Lehman's theorem): every stick of one player crosses
//! at most one stick of the other, so the game is a Shannon switching game
//! on the mover's graph: his dots, each side merged into one vertex (s and
//! t), his sticks drawn contracted, his sticks crossed by the opponent's
//! deleted, his free sticks as edges. The player to move wins exactly when
//! this graph plus one extra edge s-t holds two edge-disjoint trees
//! spanning a set of vertices that contains s and t; then the winning
//! stick is the repair of such a pair of trees after the extra edge is
//! taken out: an edge of the other tree joining the two halves of the tree
//! that held it ([`winning_move`], by matroid partition into two forests).
//! On the empty board the first player's graph has exactly one edge fewer
//! than two spanning trees need (2N^2 - 2N + 1 edges on N^2 - N + 2
//! vertices), and the extra edge completes it. The sticks that cross
//! nothing (along one's own sides) join two dots of one side: they change
//! nothing and act as passes.
//!
//! Input: integers N, one per line, ending with `-1` (the token `-1`, not a
//! board). The judge's N are 3..40; any N from 1 to 2^63 - 1 is accepted
//! (the argument holds for every size). `-1` alone is a valid input with
//! no boards and an empty answer. A missing `-1`, a token that is not a
//! number, N < 1 (other than the closing `-1`) and anything after the `-1`
//! are errors.
//! Output per N: `I bet on Oregon Maple~` (the statement's other line,
//! `I bet on Grape Skin~`, is never the answer).
//!
//! Complexity: O(1) per board. [`winning_move`] on a position of size N:
//! O(N^4) in the worst case, about 6 ms for N = 40 (release build on a
//! shared 2-core machine, measured 2026-11-23, command not recorded).
//!
//! Explain and play (`--explain`, `--play FILE`): boards of size up to 40
//! ([`MAX_PLAYED`]) are drawn in ASCII on the doubled grid, rows and
//! columns numbered from 1 (row = y + 1, column = x + 1): Oregon Maple's
//! dots `o` and sticks `-` `|`, Grape Skin's dots `x` and sticks `=` `!`.
//! A move is typed as the two dots joined, `r1 c1 r2 c2`, or as the
//! stick's middle, `r c`. The program answers every position with
//! [`winning_move`]: it wins as Oregon Maple moving first, and as Grape
//! Skin as soon as the person's move leaves a position the second player
//! wins (any position, not only the positions of one fixed line of play);
//! from a lost position it takes away the stick the person would win
//! with. A game ends when a player's sticks join their sides (the session
//! then says the other player has no move left). `--explain` gives the
//! verdict, the strategy-stealing argument, the rule above and a winning
//! stick; up to size 12 it draws the board with the stick (`#`) and the
//! two trees behind it (`a`, `b`, from [`winning_trees`]). Larger boards
//! are explained by the argument only; the session cannot play them: it
//! shows that the board is too large, and the framework's session then
//! ends the game at once with a verdict line that means nothing. An input
//! without boards has nothing to play: `--play` refuses it with an error.
//!
//! Status: a sample and edge cases in `testdata/no_gambling`; the literal
//! game (sticks, crossings, connections; no theory) is searched
//! exhaustively for N = 1, 2 and 3 (N = 3 has 34 sticks and 1.8 million
//! positions), where the first player wins, and every
//! finished board of those sizes is checked to have exactly one winner
//! (`tests/no_gambling.rs`). [`winning_move`] is checked against the
//! literal game (`common::adversary::check`) on every position of the
//! boards of size 1 and 2 (2426) and on every position reachable from
//! 3000 random middle games on boards of size 3 and 4 (508 469): it
//! answers exactly where the search says the mover wins, and wins every
//! play against every reply. On boards of size 3 to 40 it wins all of 1999
//! games against random and blocking replies (of 2000 drawn, one ended in
//! its random opening), from the empty board and after random opening
//! moves of both players (then often for the second player), and the two trees of [`winning_trees`] are checked by the
//! rules alone after every winning stick on boards up to size 8. The
//! verdict for boards larger than 40 rests on the strategy-stealing
//! argument.
//!
//! The binary on a sample (built with `cargo build --release`):
//!
//! ```sh
//! target/release/no_gambling < testdata/no_gambling/01-sample.in
//! ```
//!
//! # Example
//! ```
//! use cp_games::{input::Input, problems::no_gambling::solve};
//! assert_eq!(solve(&mut Input::new("5\n-1\n")).unwrap(), "I bet on Oregon Maple~\n");
//! assert_eq!(solve(&mut Input::new("-1\n")).unwrap(), "");
//! ```

use crate::input::{Input, Result};

/// Whether the first player wins on the board of size `n`: always, by the
/// strategy-stealing argument above.
pub fn first_player_wins(_n: u64) -> bool {
    true
}

/// The judge's line for a board of size `n`: `I bet on Oregon Maple~` when
/// the first player wins, else (never) `I bet on Grape Skin~`.
pub fn answer(n: u64) -> &'static str {
    if first_player_wins(n) {
        "I bet on Oregon Maple~"
    } else {
        "I bet on Grape Skin~"
    }
}

/// Reads the board sizes up to the closing `-1`.
pub fn read(inp: &mut Input) -> Result<Vec<u64>> {
    let mut sizes = Vec::new();
    inp.cases_until("-1", |inp, board| {
        inp.within(format_args!("board {board}"), |inp| {
            // At least 1, so the i64 is a u64.
            sizes.push(inp.i64_in("the board size N", 1, i64::MAX)? as u64);
            Ok(())
        })
    })?;
    inp.end()?;
    Ok(sizes)
}

/// The judge's answer to a whole input: `I bet on Oregon Maple~` for every
/// board size; an error for bad input.
pub fn solve(inp: &mut Input) -> Result<String> {
    let mut out = String::new();
    for n in read(inp)? {
        out.push_str(answer(n));
        out.push('\n');
    }
    Ok(out)
}

/// The largest board the library's strategy ([`Board`], [`winning_move`])
/// and the game in the terminal work on: the judge's largest.
pub const MAX_PLAYED: u64 = 40;

/// What a site of the board holds: nothing yet, the first player's
/// (Oregon Maple's) bridge, or the second player's (Grape Skin's).
pub const EMPTY: u8 = 0;

/// See [`EMPTY`].
pub const MAPLE: u8 = 1;

/// See [`EMPTY`].
pub const GRAPE: u8 = 2;

/// A position of the game on a board of size `n`, in the doubled
/// coordinates of the module docs: `sites[y * (2n + 1) + x]` says which
/// bridge has its middle at (x, y) (x + y even), [`EMPTY`], [`MAPLE`] or
/// [`GRAPE`]; other entries stay [`EMPTY`]. `maple_to_move`: whose turn it
/// is.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// The board size N of the input.
    pub n: usize,
    /// Whose bridge has its middle at each site: `(2n + 1)^2` entries.
    pub sites: Vec<u8>,
    /// Whether the first player (Oregon Maple) is to move.
    pub maple_to_move: bool,
}

/// A bridge, by the doubled coordinates (x, y) of its middle; whose it is
/// follows from the position (the mover's).
pub type Bridge = (usize, usize);

impl Board {
    /// The empty board of size `n`, Oregon Maple to move (the library is
    /// meant for n up to [`MAX_PLAYED`]).
    ///
    /// # Panics
    /// If n = 0 (a board without dots).
    pub fn new(n: usize) -> Board {
        assert!(n >= 1, "a board has size at least 1");
        let side = 2 * n + 1;
        Board {
            n,
            sites: vec![EMPTY; side * side],
            maple_to_move: true,
        }
    }

    /// Side of the doubled grid: 2n + 1.
    pub fn side(&self) -> usize {
        2 * self.n + 1
    }

    /// Whether `who`'s bridge with its middle at (x, y) exists on the
    /// board (it may be built or not).
    pub fn exists(&self, who: u8, (x, y): Bridge) -> bool {
        let m = 2 * self.n;
        if x > m || y > m || (x + y) % 2 == 1 {
            return false;
        }
        if x % 2 == 1 {
            return true;
        }
        if who == MAPLE {
            0 < y && y < m
        } else {
            0 < x && x < m
        }
    }

    /// The two dots that `who`'s bridge at (x, y) joins, in doubled
    /// coordinates (x, y).
    pub fn ends(&self, who: u8, (x, y): Bridge) -> [(usize, usize); 2] {
        // Oregon Maple's bridges through a site with x odd are horizontal,
        // Grape Skin's vertical; at x even the other way round.
        if (x % 2 == 1) == (who == MAPLE) {
            [(x - 1, y), (x + 1, y)]
        } else {
            [(x, y - 1), (x, y + 1)]
        }
    }

    /// Whose bridge sits at (x, y), [`EMPTY`] if none.
    pub fn at(&self, (x, y): Bridge) -> u8 {
        self.sites[y * self.side() + x]
    }

    /// The player to move: [`MAPLE`] or [`GRAPE`].
    pub fn mover(&self) -> u8 {
        if self.maple_to_move {
            MAPLE
        } else {
            GRAPE
        }
    }

    /// The bridges the player to move may build, row by row (none once a
    /// player is connected: the game is over).
    pub fn moves(&self) -> Vec<Bridge> {
        if self.winner().is_some() {
            return Vec::new();
        }
        let who = self.mover();
        let side = self.side();
        (0..side)
            .flat_map(|y| (0..side).map(move |x| (x, y)))
            .filter(|&b| self.exists(who, b) && self.at(b) == EMPTY)
            .collect()
    }

    /// The position after the player to move builds bridge `b`.
    pub fn apply(&self, b: Bridge) -> Board {
        let mut next = self.clone();
        let side = self.side();
        next.sites[b.1 * side + b.0] = self.mover();
        next.maple_to_move = !self.maple_to_move;
        next
    }

    /// The player whose bridges join their two sides, if any.
    pub fn winner(&self) -> Option<u8> {
        [MAPLE, GRAPE]
            .into_iter()
            .find(|&who| self.reduced(who).is_none())
    }

    /// `who`'s graph with its built bridges contracted and the bridges
    /// blocked by the other player's removed: (vertex count, the free
    /// bridges' ends and sites, the two sides' vertices); `None` when the
    /// built bridges already join the sides.
    #[allow(clippy::type_complexity)]
    fn reduced(&self, who: u8) -> Option<(usize, Vec<(usize, usize, Bridge)>, usize, usize)> {
        let side = self.side();
        let m = 2 * self.n;
        // Dots of `who`: Oregon Maple's have x even, y odd.
        let is_dot = |x: usize, y: usize| (x % 2 == 0) == (who == MAPLE) && (x + y) % 2 == 1;
        // The two sides: Oregon Maple's x = 0 and x = 2n, Grape Skin's
        // y = 0 and y = 2n; each side is one vertex from the start.
        let id = |x: usize, y: usize| y * side + x;
        let mut uf = UnionFind::new(side * side);
        let (first, last): (Vec<usize>, Vec<usize>) = if who == MAPLE {
            (
                (1..m).step_by(2).map(|y| id(0, y)).collect(),
                (1..m).step_by(2).map(|y| id(m, y)).collect(),
            )
        } else {
            (
                (1..m).step_by(2).map(|x| id(x, 0)).collect(),
                (1..m).step_by(2).map(|x| id(x, m)).collect(),
            )
        };
        for group in [&first, &last] {
            for &v in group.iter() {
                uf.union(group[0], v);
            }
        }
        let mut free = Vec::new();
        for y in 0..side {
            for x in 0..side {
                if !self.exists(who, (x, y)) {
                    continue;
                }
                let [a, b] = self.ends(who, (x, y));
                let (a, b) = (id(a.0, a.1), id(b.0, b.1));
                match self.at((x, y)) {
                    EMPTY => free.push((a, b, (x, y))),
                    s if s == who => {
                        uf.union(a, b);
                    }
                    _ => {}
                }
            }
        }
        let (s, t) = (uf.find(first[0]), uf.find(last[0]));
        if s == t {
            return None;
        }
        // Number the classes of dots.
        let mut number = vec![usize::MAX; side * side];
        let mut count = 0;
        for y in 0..side {
            for x in 0..side {
                if is_dot(x, y) {
                    let r = uf.find(id(x, y));
                    if number[r] == usize::MAX {
                        number[r] = count;
                        count += 1;
                    }
                }
            }
        }
        let edges = free
            .into_iter()
            .map(|(a, b, site)| (number[uf.find(a)], number[uf.find(b)], site))
            .filter(|&(a, b, _)| a != b)
            .collect();
        Some((count, edges, number[s], number[t]))
    }
}

/// A winning bridge for the player to move, or `None` when the position is
/// lost against perfect play (or the game is over).
///
/// Bridg-it is a Shannon switching game: the mover's bridges are the edges
/// of a graph on their dots (built bridges contracted, bridges crossed by
/// the opponent's deleted), and the mover wants to join its two sides,
/// which are two vertices s and t. By Lehman's theorem the player to move
/// wins exactly when the graph plus one extra edge s-t holds two
/// edge-disjoint trees spanning a set of vertices containing s and t. The
/// function finds two such forests of largest total size (matroid
/// partition with augmenting paths), checks that a second extra edge s-t
/// does not fit (then s and t lie in such a set), and answers the way the
/// second player of the switching game repairs his trees: the extra edge is
/// treated as an edge the opponent just removed from the tree T holding
/// it, and the bridge returned is an edge of the other tree joining the
/// two halves of T. After it, the mover holds two edge-disjoint spanning
/// trees of a set containing both sides, and keeps them whatever the
/// opponent does.
///
/// Complexity: over a graph of V = O(n^2) dots and E = O(n^2) bridges,
/// at most E augmenting searches, each O(V + E) (tree paths already
/// searched are contracted), after a greedy pass that places all but
/// about n edges: O(E (V + E)) = O(n^4) in the worst case, O(n^3) in
/// practice; about 6 ms per position for n = 40 in a release build
/// (measured 2026-11-23, see the module documentation).
///
/// # Example
/// ```
/// use cp_games::problems::no_gambling::{winning_move, Board};
/// let b = Board::new(3);
/// let first = winning_move(&b).expect("the first player wins");
/// let b = b.apply(first);
/// // Whatever the second player does, the first has an answer.
/// for reply in b.moves() {
///     assert!(winning_move(&b.apply(reply)).is_some());
/// }
/// assert!(winning_move(&b).is_none());
/// ```
pub fn winning_move(board: &Board) -> Option<Bridge> {
    winning_trees(board).map(|(m, _)| m)
}

/// [`winning_move`] with the reason: the winning bridge and the two trees
/// the mover holds after it, as lists of the mover's free bridges (built
/// bridges count as joining their dots). The trees share no bridge, and
/// each joins the same set of dots, which contains both of the mover's
/// sides. `None` when the position is lost or the game is over. Same
/// complexity as [`winning_move`].
///
/// # Example
/// ```
/// use cp_games::problems::no_gambling::{winning_trees, Board};
/// let b = Board::new(4);
/// let (m, [one, two]) = winning_trees(&b).unwrap();
/// // 2 * 4^2 - 2 * 4 + 1 = 25 bridges of the first player cross another;
/// // two trees on the 4^2 - 4 + 2 = 14 dots (each side one dot) after
/// // the first bridge joins two of them take 2 * 12 = 24 bridges.
/// assert_eq!(one.len() + two.len(), 24);
/// assert!(!one.contains(&m) && !two.contains(&m));
/// ```
pub fn winning_trees(board: &Board) -> Option<(Bridge, [Vec<Bridge>; 2])> {
    let who = board.mover();
    let other = if who == MAPLE { GRAPE } else { MAPLE };
    // Over already: one of them is connected.
    board.reduced(other)?;
    let (count, edges, s, t) = board.reduced(who)?;
    let mut ends: Vec<(usize, usize)> = vec![(s, t)];
    ends.extend(edges.iter().map(|&(a, b, _)| (a, b)));
    ends.push((s, t));
    let mut f = Forests::new(count, ends);
    let last = f.ends.len() - 1;
    f.greedy(last);
    for e in 0..last {
        if f.side[e] == 0 {
            let _ = f.insert(e);
        }
    }
    // A second extra edge s-t that fits would mean the mover loses; when
    // it does not, the edges its search labelled form, in each forest, a
    // tree spanning the same dots, s and t among them.
    let labelled = f.insert(last).err()?;
    let in_trees = |e: usize| labelled[e] != usize::MAX;
    // The extra edge 0 is in the tree of forest `a`: cut it there, and
    // follow the other tree from s to t to an edge joining the halves.
    let a = f.side[0] as usize - 1;
    let b = 1 - a;
    let mut in_s_half = vec![false; count];
    in_s_half[s] = true;
    let mut stack = vec![s];
    while let Some(v) = stack.pop() {
        for &(w, e) in &f.adj[a][v] {
            if e != 0 && !in_s_half[w] {
                in_s_half[w] = true;
                stack.push(w);
            }
        }
    }
    let rooted = f.root(b);
    // The path lists the edges from s up to the meeting point, then down
    // to t: walk them in order from s.
    let mut v = s;
    let mut repair = None;
    for e in rooted.path(s, t)? {
        let (x, y) = f.ends[e];
        let w = if x == v { y } else { x };
        if in_s_half[v] && !in_s_half[w] {
            repair = Some(e);
            break;
        }
        v = w;
    }
    let repair = repair?;
    // After the move: tree a without the extra edge, tree b without the
    // repair (now built).
    let tree = |k: usize| -> Vec<Bridge> {
        (1..last)
            .filter(|&e| in_trees(e) && f.side[e] as usize == k + 1 && e != repair)
            .map(|e| edges[e - 1].2)
            .collect()
    };
    Some((edges[repair - 1].2, [tree(a), tree(b)]))
}

struct UnionFind {
    parent: Vec<usize>,
}

impl UnionFind {
    fn new(n: usize) -> UnionFind {
        UnionFind {
            parent: (0..n).collect(),
        }
    }

    fn find(&mut self, mut v: usize) -> usize {
        while self.parent[v] != v {
            self.parent[v] = self.parent[self.parent[v]];
            v = self.parent[v];
        }
        v
    }

    /// Joins the classes of `a` and `b`; false if they were one already.
    fn union(&mut self, a: usize, b: usize) -> bool {
        let (a, b) = (self.find(a), self.find(b));
        self.parent[a] = b;
        a != b
    }
}

/// Two edge-disjoint forests over a multigraph, grown by matroid
/// partition.
struct Forests {
    ends: Vec<(usize, usize)>,
    /// 0: in no forest; 1 or 2: in that forest.
    side: Vec<u8>,
    /// Per forest, per vertex: (neighbour, edge).
    adj: [Vec<Vec<(usize, usize)>>; 2],
}

/// A forest rooted in each tree: parent edge and depth per vertex.
struct Rooted {
    up: Vec<(usize, usize)>,
    depth: Vec<usize>,
    tree: Vec<usize>,
}

impl Rooted {
    /// The edges of the forest path from `a` to `b`: those met going up
    /// from `a` to the meeting point, then those going down to `b`. `None`
    /// when they lie in different trees.
    fn path(&self, mut a: usize, mut b: usize) -> Option<Vec<usize>> {
        if self.tree[a] != self.tree[b] {
            return None;
        }
        let (mut from_a, mut from_b) = (Vec::new(), Vec::new());
        while a != b {
            if self.depth[a] >= self.depth[b] {
                from_a.push(self.up[a].1);
                a = self.up[a].0;
            } else {
                from_b.push(self.up[b].1);
                b = self.up[b].0;
            }
        }
        from_a.extend(from_b.into_iter().rev());
        Some(from_a)
    }
}

impl Forests {
    fn new(vertices: usize, ends: Vec<(usize, usize)>) -> Forests {
        let m = ends.len();
        Forests {
            ends,
            side: vec![0; m],
            adj: [vec![Vec::new(); vertices], vec![Vec::new(); vertices]],
        }
    }

    fn put(&mut self, e: usize, forest: usize) {
        let (a, b) = self.ends[e];
        self.adj[forest][a].push((b, e));
        self.adj[forest][b].push((a, e));
        self.side[e] = forest as u8 + 1;
    }

    fn take(&mut self, e: usize) {
        let forest = self.side[e] as usize - 1;
        let (a, b) = self.ends[e];
        self.adj[forest][a].retain(|&(_, f)| f != e);
        self.adj[forest][b].retain(|&(_, f)| f != e);
        self.side[e] = 0;
    }

    /// Puts each edge before `end` into the first forest it joins, if any.
    fn greedy(&mut self, end: usize) {
        let n = self.adj[0].len();
        let mut uf = [UnionFind::new(n), UnionFind::new(n)];
        for e in 0..end {
            let (a, b) = self.ends[e];
            for (k, u) in uf.iter_mut().enumerate() {
                if u.union(a, b) {
                    self.put(e, k);
                    break;
                }
            }
        }
    }

    fn root(&self, forest: usize) -> Rooted {
        let n = self.adj[forest].len();
        let mut r = Rooted {
            up: vec![(usize::MAX, usize::MAX); n],
            depth: vec![0; n],
            tree: vec![usize::MAX; n],
        };
        for root in 0..n {
            if r.tree[root] != usize::MAX {
                continue;
            }
            r.tree[root] = root;
            let mut stack = vec![root];
            while let Some(v) = stack.pop() {
                for &(w, e) in &self.adj[forest][v] {
                    if r.tree[w] == usize::MAX {
                        r.tree[w] = root;
                        r.up[w] = (v, e);
                        r.depth[w] = r.depth[v] + 1;
                        stack.push(w);
                    }
                }
            }
        }
        r
    }

    /// Adds edge `x` (in no forest) to the union of the forests if it can
    /// be, moving other edges between the forests along a shortest
    /// augmenting path; else (nothing changed) the labels of the search:
    /// per edge, the edge it was reached from, `usize::MAX` if not reached.
    ///
    /// Breadth-first over the edges: an edge y outside forest k either
    /// joins two trees of k (then the path found is shifted), or closes a
    /// cycle in k, whose edges y could replace. The edges of k labelled so
    /// far are contracted (a union-find per forest, each class known by its
    /// vertex nearest the root), so each cycle walk skips them and the
    /// search costs O(V + E) besides the union-finds.
    fn insert(&mut self, x: usize) -> std::result::Result<(), Vec<usize>> {
        let rooted = [self.root(0), self.root(1)];
        let n = self.adj[0].len();
        let mut class = [UnionFind::new(n), UnionFind::new(n)];
        let mut top: [Vec<usize>; 2] = [(0..n).collect(), (0..n).collect()];
        let mut label = vec![usize::MAX; self.ends.len()];
        label[x] = x;
        let mut queue = std::collections::VecDeque::from([x]);
        while let Some(y) = queue.pop_front() {
            let (a, b) = self.ends[y];
            for (k, r) in rooted.iter().enumerate() {
                if self.side[y] as usize == k + 1 {
                    continue;
                }
                if r.tree[a] != r.tree[b] {
                    // y joins two trees of forest k: shift the chain.
                    let (mut cur, mut into) = (y, k);
                    loop {
                        let old = self.side[cur];
                        if old != 0 {
                            self.take(cur);
                        }
                        self.put(cur, into);
                        if cur == x {
                            return Ok(());
                        }
                        into = old as usize - 1;
                        cur = label[cur];
                    }
                }
                // Label the unlabelled edges of the cycle y closes in k.
                let mut u = top[k][class[k].find(a)];
                let mut v = top[k][class[k].find(b)];
                while u != v {
                    let deeper = r.depth[u] >= r.depth[v];
                    let w = if deeper { u } else { v };
                    let (parent, e) = r.up[w];
                    label[e] = y;
                    queue.push_back(e);
                    let (cw, cp) = (class[k].find(w), class[k].find(parent));
                    let t = top[k][cp];
                    class[k].parent[cw] = cp;
                    top[k][cp] = t;
                    if deeper {
                        u = t;
                    } else {
                        v = t;
                    }
                }
            }
        }
        Err(label)
    }
}
