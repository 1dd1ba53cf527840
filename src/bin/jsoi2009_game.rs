//! JSOI 2009 "Game" (Luogu P4055): the maze cells from which the token's
//! placer wins.
fn main() {
    #[cfg(feature = "play")]
    cp_games::play::offer(cp_games::strategy::jsoi2009_game::Jsoi2009);
    cp_games::input::run(cp_games::problems::jsoi2009_game::solve);
}
