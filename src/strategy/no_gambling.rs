//! no_gambling: the game's theory (who wins, a winning move) and its strategy.
//! The judge problem, its input and the proof of the theory are in
//! [`problems::no_gambling`](crate::problems::no_gambling).

/// Whether the first player wins on the board of size `n`: always, by the
/// strategy-stealing argument of [`problems::no_gambling`](crate::problems::no_gambling).
pub fn first_player_wins(_n: u64) -> bool {
    true
}

/// The game for `--explain` and `--play`: boards up to [`MAX_PLAYED`] are
/// played with [`winning_move`]; larger ones are only explained.
pub struct NoGambling;

/// A game of the input: a board to play, or a size too large to play here.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Position {
    /// A board small enough to play, as it stands.
    Board(Board),
    /// The size N of a board too large to play: explained only.
    TooLarge(u64),
}

pub(crate) const TOO_LARGE: &str =
    "this board is too large to play here (boards of size 1 to 40 are)";

pub(crate) fn name(who: u8) -> &'static str {
    if who == MAPLE {
        "Oregon Maple"
    } else {
        "Grape Skin"
    }
}

pub(crate) fn dot_char(who: u8) -> char {
    if who == MAPLE {
        'o'
    } else {
        'x'
    }
}

pub(crate) fn show_bridge(b: &Board, who: u8, m: Bridge) -> String {
    let [(x1, y1), (x2, y2)] = b.ends(who, m);
    format!("{} {} {} {}", y1 + 1, x1 + 1, y2 + 1, x2 + 1)
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
/// practice (timed in BENCHMARKS.md, section no_gambling).
///
/// # Example
/// ```
/// use cp_games::strategy::no_gambling::{winning_move, Board};
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
/// use cp_games::strategy::no_gambling::{winning_trees, Board};
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

impl crate::strategy::Strategy for NoGambling {
    type Position = Position;

    type Move = Bridge;

    fn players(&self) -> [&'static str; 2] {
        ["Oregon Maple", "Grape Skin"]
    }

    fn moves(&self, p: &Position) -> Vec<Bridge> {
        match p {
            Position::Board(b) => b.moves(),
            Position::TooLarge(_) => Vec::new(),
        }
    }

    /// The game ends when a player's bridges join that player's two sides,
    /// with sticks still free on the board.
    fn ended(&self, p: &Position) -> Option<String> {
        let Position::Board(b) = p else {
            return None;
        };
        let name = self.players()[usize::from(b.winner()? != MAPLE)];
        Some(format!("{name}'s bridges join its two sides"))
    }

    /// From a lost position: the stick through the middle of the bridge
    /// the opponent would win with, if it is free, else the first legal
    /// one.
    fn some_move(&self, p: &Position) -> Option<Bridge> {
        let Position::Board(b) = p else {
            return None;
        };
        let moves = b.moves();
        let mut theirs = b.clone();
        theirs.maple_to_move = !b.maple_to_move;
        match winning_move(&theirs) {
            Some(m) if moves.contains(&m) => Some(m),
            _ => moves.first().copied(),
        }
    }

    fn apply(&self, p: &Position, &m: &Bridge) -> Position {
        match p {
            Position::Board(b) => Position::Board(b.apply(m)),
            Position::TooLarge(_) => p.clone(),
        }
    }

    fn winning_move(&self, p: &Position) -> Option<Bridge> {
        match p {
            Position::Board(b) => winning_move(b),
            Position::TooLarge(_) => None,
        }
    }

    fn notation(&self) -> &'static str {
        "the two dots joined, `r1 c1 r2 c2` (rows and columns of the drawing), or the \
         bridge's middle, `r c`"
    }

    fn parse_move(&self, p: &Position, text: &str) -> std::result::Result<Bridge, String> {
        let Position::Board(b) = p else {
            return Err(TOO_LARGE.to_string());
        };
        let side = b.side();
        let who = b.mover();
        let nums: Vec<usize> = text
            .split_whitespace()
            .map(|w| {
                w.parse::<usize>()
                    .ok()
                    .filter(|&v| v >= 1)
                    .ok_or_else(|| format!("{w:?} is not a row or column number"))
            })
            .collect::<std::result::Result<_, _>>()?;
        for &v in &nums {
            if v > side {
                return Err(format!(
                    "{v} is off the board: rows and columns go from 1 to {side}"
                ));
            }
        }
        let site = match *nums.as_slice() {
            [r, c] => {
                let m = (c - 1, r - 1);
                if !b.exists(who, m) {
                    return Err(format!(
                        "{r} {c} is not the middle of one of your bridges (between two of \
                         your dots {})",
                        dot_char(who)
                    ));
                }
                m
            }
            [r1, c1, r2, c2] => {
                for (r, c) in [(r1, c1), (r2, c2)] {
                    let (x, y) = (c - 1, r - 1);
                    if (x + y) % 2 == 0 || (x % 2 == 0) != (who == MAPLE) {
                        return Err(format!(
                            "{r} {c} is not one of your dots (yours are marked {})",
                            dot_char(who)
                        ));
                    }
                }
                let near = (r1 == r2 && c1.abs_diff(c2) == 2) || (c1 == c2 && r1.abs_diff(r2) == 2);
                if !near {
                    return Err(format!(
                        "{r1} {c1} and {r2} {c2} are not neighbours: a bridge joins two of \
                         your dots next to each other in a row or a column"
                    ));
                }
                ((c1 + c2) / 2 - 1, (r1 + r2) / 2 - 1)
            }
            _ => {
                return Err(
                    "type four numbers, the two dots `r1 c1 r2 c2`, or two, the bridge's \
                     middle `r c`"
                        .to_string(),
                )
            }
        };
        match b.at(site) {
            EMPTY => Ok(site),
            s if s == who => Err("that bridge is built already".to_string()),
            s => Err(format!(
                "that bridge would cross a bridge of {} at {} {}",
                name(s),
                site.1 + 1,
                site.0 + 1
            )),
        }
    }

    fn show_move(&self, p: &Position, &m: &Bridge) -> String {
        match p {
            Position::Board(b) => show_bridge(b, b.mover(), m),
            Position::TooLarge(_) => String::new(),
        }
    }
}
