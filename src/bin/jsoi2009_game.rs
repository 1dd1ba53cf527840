//! JSOI 2009 "Game" (Luogu P4055): the maze cells from which the token's
//! placer wins.
fn main() {
    cp_games::serve!(cp_games::problems::jsoi2009_game::BINARY);
}
