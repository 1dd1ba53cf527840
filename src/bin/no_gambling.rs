//! HDU 3863 "No Gambling": the first player wins every board.
fn main() {
    cp_games::serve!(cp_games::problems::no_gambling::BINARY);
}
