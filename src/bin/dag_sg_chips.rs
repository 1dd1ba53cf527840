//! Chips on a DAG (AcWing 1319): prints `win` if the first player wins,
//! else `lose`.
fn main() {
    #[cfg(feature = "play")]
    cp_games::play::offer(cp_games::strategy::dag_sg_chips::DagChips);
    cp_games::input::run(cp_games::problems::dag_sg_chips::solve);
}
