#![no_main]
//! See `cp_games_fuzz::explain`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| cp_games_fuzz::explain(data));
