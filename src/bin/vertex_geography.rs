//! Vertex geography on a general graph (PROBLEMS.md §13): prints the start
//! vertices from which the player who places the token wins.
fn main() {
    cp_games::serve!(cp_games::problems::vertex_geography::BINARY);
}
