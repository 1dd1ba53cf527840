//! NOI 2011 "Bunny and Egg" (Luogu P1971): the mistakes among Bunny's moves.
fn main() {
    cp_games::serve!(cp_games::problems::noi2011_bunny_egg::BINARY);
}
