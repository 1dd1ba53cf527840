//! The page's requests, natively: every binary is listed with its test
//! inputs, answers them as the binary does, and every game can be played
//! to its end by clicks on its drawing alone.
use cp_games_web::{request, BINARIES};
use std::path::Path;

/// The build script, whose `rules` finds a binary's name and rules.
#[path = "../build.rs"]
#[allow(dead_code)]
mod build;

/// The request's answer, as JSON text.
fn ask(text: &str) -> String {
    request(text)
}

/// The value of string field `key` in a flat JSON answer, unescaped.
fn field(json: &str, key: &str) -> Option<String> {
    let start = json.find(&format!("\"{key}\":\""))? + key.len() + 4;
    let mut out = String::new();
    let mut chars = json[start..].chars();
    while let Some(c) = chars.next() {
        match c {
            '"' => return Some(out),
            '\\' => match chars.next()? {
                'n' => out.push('\n'),
                't' => out.push('\t'),
                'r' => out.push('\r'),
                'u' => {
                    let hex: String = chars.by_ref().take(4).collect();
                    out.push(char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?);
                }
                c => out.push(c),
            },
            c => out.push(c),
        }
    }
    None
}

/// The `data-move` texts of a drawing.
fn clicks(svg: &str) -> Vec<String> {
    svg.split("data-move=\"")
        .skip(1)
        .map(|rest| {
            rest.split('"')
                .next()
                .unwrap()
                .replace("&quot;", "\"")
                .replace("&lt;", "<")
                .replace("&gt;", ">")
                .replace("&amp;", "&")
        })
        .collect()
}

#[test]
fn every_binary_that_answers_an_input_is_listed_with_its_test_inputs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    // Every binary but the interactive ones, which play against a judge's
    // program rather than answer an input.
    let mut bins: Vec<String> = std::fs::read_dir(root.join("src/bin"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            !std::fs::read_to_string(p)
                .unwrap()
                .contains("interact::run(")
        })
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    bins.sort();
    let listed: Vec<&str> = BINARIES.iter().map(|b| b.name).collect();
    assert_eq!(listed, bins);
    let list = ask("list");
    for b in BINARIES {
        assert!(list.contains(&format!("\"name\":\"{}\"", b.name)));
        assert!(!b.title.is_empty(), "{}", b.name);
        assert!(
            b.samples.iter().any(|(name, _)| name.contains("sample")),
            "{} has no sample in the page",
            b.name
        );
    }
}

#[test]
fn every_input_is_answered_as_the_binary_answers_it() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let mut checked = 0;
    for b in BINARIES {
        for (name, text) in b.samples {
            let out = root.join(format!("testdata/{}/{name}.out", b.name));
            let Ok(expected) = std::fs::read_to_string(&out) else {
                continue;
            };
            let answer = ask(&format!("judge {}\n{text}", b.name));
            assert_eq!(
                field(&answer, "answer").as_deref(),
                Some(expected.as_str()),
                "{} {name}",
                b.name
            );
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked}");
}

#[test]
fn a_bad_input_is_the_binarys_error_line() {
    let answer = ask("open wythoff_game\n3 x\n");
    assert_eq!(
        field(&answer, "error").as_deref(),
        Some("error: line 1: game 1: expected the second pile, found \"x\""),
        "{answer}"
    );
}

/// Plays every start of every sample of every game by clicks alone: the
/// program's clicks (the hint's move when it is on the picture, else the
/// first click) against the program's replies, to the end.
#[test]
fn every_game_is_played_to_its_end_by_clicks() {
    let mut games = 0;
    let mut offered = Vec::new();
    let mut drawn = Vec::new();
    let list = ask("list");
    for b in BINARIES {
        let entry = &list[list.find(&format!("\"name\":\"{}\"", b.name)).unwrap()..];
        if !entry[..entry.find("\"samples\"").unwrap()].contains("\"game\":true") {
            continue;
        }
        offered.push(b.name);
        for (name, text) in b.samples.iter().filter(|(name, _)| name.contains("sample")) {
            let opened = ask(&format!("open {}\n{text}", b.name));
            let starts: usize = opened
                .split("\"starts\":")
                .nth(1)
                .and_then(|s| s.split(|c: char| !c.is_ascii_digit()).next())
                .and_then(|s| s.parse().ok())
                .unwrap_or_else(|| panic!("{} {name}: {opened}", b.name));
            for k in 1..=starts.min(3) {
                let mut state = ask(&format!("begin {k}"));
                if field(&state, "error").is_some() {
                    // Not playable (too large to show): said so.
                    continue;
                }
                games += 1;
                for ply in 0.. {
                    assert!(ply < 10_000, "{} {name} game {k} does not end", b.name);
                    if !state.contains("\"over\":null") {
                        break;
                    }
                    let svg = field(&state, "svg").unwrap_or_default();
                    let moves = clicks(&svg);
                    if moves.is_empty() {
                        // No drawing to click (a game of one's own may
                        // draw nothing): the move is typed.
                        let hint = ask("hint");
                        state = match field(&hint, "hint") {
                            Some(m) => ask(&format!("play {m}")),
                            None => ask("reply"),
                        };
                        continue;
                    }
                    drawn.push(b.name);
                    let hint = field(&ask("hint"), "hint");
                    let click = match hint {
                        Some(m) if moves.contains(&m) => m,
                        _ => moves[0].clone(),
                    };
                    state = ask(&format!("play {click}"));
                    assert!(
                        field(&state, "illegal").is_none(),
                        "{} {name} game {k}: a click on {click:?} is refused: {state}",
                        b.name
                    );
                    if state.contains("\"over\":null") {
                        state = ask("reply");
                    }
                }
            }
        }
    }
    assert!(games >= 17, "{games}");
    drawn.dedup();
    // Every game draws its positions and is played by clicks on them.
    assert_eq!(drawn, offered);
    println!("games played: {games}; drawn and clicked: {drawn:?}");
}

/// The classes the drawings give their shapes and the classes the page's
/// stylesheet draws (less those the page's script sets itself) are the same
/// list: a class without a rule would be drawn plain, a rule without a class
/// is dead.
#[test]
fn every_class_of_the_drawings_has_its_style_and_no_other() {
    let site = Path::new(env!("CARGO_MANIFEST_DIR")).join("site");
    let css = std::fs::read_to_string(site.join("style.css")).unwrap();
    let script = std::fs::read_to_string(site.join("app.js")).unwrap();
    let own: Vec<String> = script
        .split("classList.add(\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next().map(str::to_string))
        .collect();
    let mut styled: Vec<String> = css
        .split("#board .")
        .skip(1)
        .map(|rest| {
            rest.chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                .collect()
        })
        .collect();
    styled.retain(|c| !own.contains(c));
    styled.sort();
    styled.dedup();
    let mut classes: Vec<String> = cp_games::play::svg::class::ALL
        .iter()
        .map(|c| c.to_string())
        .collect();
    classes.sort();
    assert_eq!(classes, styled);
}

/// Every binary of the crate, interactive ones too, has a name for a
/// person and rules in plain words, written once in its documentation or
/// its problem module's; the page lists them, and the binaries that play
/// no game say so in their rules.
#[test]
fn every_binary_has_a_name_and_rules_in_plain_words() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let mut names = 0;
    for entry in std::fs::read_dir(root.join("src/bin")).unwrap() {
        let path = entry.unwrap().path();
        let source = std::fs::read_to_string(&path).unwrap();
        let (human, rules) = build::rules(&source, root)
            .unwrap_or_else(|| panic!("{} has no # Rules section", path.display()));
        assert!(human.len() >= 3 && !human.contains('*'), "{human:?}");
        // Plain words: sentences, no markdown or rustdoc links.
        for paragraph in rules.split("\n\n") {
            assert!(
                paragraph.ends_with('.'),
                "{}: {paragraph:?}",
                path.display()
            );
            assert!(!paragraph.contains('\n'), "{paragraph:?}");
            for mark in ["`", "[", "](", "**"] {
                assert!(
                    !paragraph.contains(mark),
                    "{}: {mark} in {paragraph:?}",
                    path.display()
                );
            }
        }
        names += 1;
    }
    assert!(names >= BINARIES.len());
    let list = ask("list");
    for b in BINARIES {
        assert!(!b.human.is_empty() && !b.rules.is_empty(), "{}", b.name);
        let entry = &list[list.find(&format!("\"name\":\"{}\"", b.name)).unwrap()..];
        let entry = &entry[..entry.find("\"samples\"").unwrap()];
        assert_eq!(
            field(entry, "human").as_deref(),
            Some(b.human),
            "{}",
            b.name
        );
        assert_eq!(
            field(entry, "rules").as_deref(),
            Some(b.rules),
            "{}",
            b.name
        );
        let game = entry.contains("\"game\":true");
        assert_eq!(
            !game,
            b.rules.starts_with("Not a game to play"),
            "{}: {}",
            b.name,
            b.rules
        );
    }
    // The sections are read as written: the name, then the paragraphs.
    let doc = [
        "Intro.",
        "",
        "# Rules",
        "",
        "**Nim**",
        "",
        "Take",
        "stones.",
        "",
        "Last wins.",
        "",
        "# Example",
        "x",
    ];
    assert_eq!(
        build::rules_section(&doc),
        Some(("Nim".to_string(), "Take stones.\n\nLast wins.".to_string()))
    );
    assert_eq!(
        build::rules_section(&["# Rules", "", "Nim", "", "Take."]),
        None
    );
}
