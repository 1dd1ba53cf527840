//! Vertex geography by its literal rules, for the tests of the `geography`
//! and matching modules and of `vertex_geography`: no matching theory.

/// Whether the player to move wins with the token on `pos` and the vertices
/// of `visited` (a bitmask including `pos`) used, on the graph whose vertex
/// `v` has the neighbours `adj[v]` (a bitmask; at most 16 vertices or so).
/// `memo[pos << n | visited]` caches the answers (n = `adj.len()`).
pub fn literal(adj: &[u32], pos: usize, visited: u32, memo: &mut [Option<bool>]) -> bool {
    let key = pos << adj.len() | visited as usize;
    if let Some(w) = memo[key] {
        return w;
    }
    let mut moves = adj[pos] & !visited;
    let mut win = false;
    while moves != 0 {
        let w = moves.trailing_zeros() as usize;
        moves &= moves - 1;
        if !literal(adj, w, visited | 1 << w, memo) {
            win = true;
            break;
        }
    }
    memo[key] = Some(win);
    win
}
