//! Library Checker "Matching on General Graph" (judge.yosupo.jp): prints a
//! maximum matching of a general graph.
fn main() {
    cp_games::serve!(cp_games::problems::library_checker_general_matching::BINARY);
}
