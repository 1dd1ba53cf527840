//! NOI 2011 "Bunny and Egg" (Luogu P1971): the mistakes among Bunny's moves.
fn main() {
    #[cfg(feature = "play")]
    cp_games::play::offer(cp_games::strategy::noi2011_bunny_egg::BunnyEgg);
    cp_games::input::run(cp_games::problems::noi2011_bunny_egg::solve);
}
