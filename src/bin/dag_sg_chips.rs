//! Chips on a DAG (AcWing 1319): prints `win` if the first player wins,
//! else `lose`.
fn main() {
    cp_games::serve!(cp_games::problems::dag_sg_chips::BINARY);
}
