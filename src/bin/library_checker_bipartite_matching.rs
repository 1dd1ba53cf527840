//! Library Checker "Matching on Bipartite Graph" (judge.yosupo.jp): prints a
//! maximum matching of a bipartite graph.
fn main() {
    cp_games::serve!(cp_games::problems::library_checker_bipartite_matching::BINARY);
}
