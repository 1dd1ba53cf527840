#![no_main]
//! See `cp_games_fuzz::judge`.
libfuzzer_sys::fuzz_target!(|data: &[u8]| cp_games_fuzz::judge(data));
