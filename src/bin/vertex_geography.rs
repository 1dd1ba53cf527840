//! Vertex geography on a general graph (PROBLEMS.md §13): prints the start
//! vertices from which the player who places the token wins.
fn main() {
    #[cfg(feature = "play")]
    cp_games::play::offer(cp_games::strategy::vertex_geography::VertexGeography);
    cp_games::input::run(cp_games::problems::vertex_geography::solve);
}
