#![no_main]
//! See `cp_games_fuzz::input`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| cp_games_fuzz::input(data));
