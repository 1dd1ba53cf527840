//! The page's requests, natively: every binary is listed with its test
//! inputs, answers them as the binary does, and every game can be played
//! to its end by clicks on its drawing alone.
use cp_games_web::{request, Documented, BINARIES};
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

/// A JSON value, as the answers hold them.
#[derive(Clone, Debug, PartialEq)]
enum Json {
    Null,
    Bool(bool),
    Number(f64),
    Text(String),
    List(Vec<Json>),
    Object(Vec<(String, Json)>),
}

impl Json {
    /// Reads one JSON value (the answers' own subset: no exponents).
    fn parse(text: &str) -> Json {
        let mut chars = text.chars().peekable();
        let v = Json::value(&mut chars);
        assert!(
            chars.all(char::is_whitespace),
            "text after the value: {text}"
        );
        v
    }

    fn value(c: &mut std::iter::Peekable<std::str::Chars>) -> Json {
        while c.peek().is_some_and(|c| c.is_whitespace()) {
            c.next();
        }
        match c.next().expect("a value") {
            'n' => {
                assert_eq!(c.take(3).collect::<String>(), "ull");
                Json::Null
            }
            't' => {
                assert_eq!(c.take(3).collect::<String>(), "rue");
                Json::Bool(true)
            }
            'f' => {
                assert_eq!(c.take(4).collect::<String>(), "alse");
                Json::Bool(false)
            }
            '"' => {
                let mut out = String::new();
                loop {
                    match c.next().expect("a closing quote") {
                        '"' => return Json::Text(out),
                        '\\' => match c.next().unwrap() {
                            'n' => out.push('\n'),
                            't' => out.push('\t'),
                            'r' => out.push('\r'),
                            'u' => {
                                let hex: String = c.by_ref().take(4).collect();
                                out.push(
                                    char::from_u32(u32::from_str_radix(&hex, 16).unwrap()).unwrap(),
                                );
                            }
                            x => out.push(x),
                        },
                        x => out.push(x),
                    }
                }
            }
            '[' => {
                let mut items = Vec::new();
                loop {
                    while c.peek().is_some_and(|c| c.is_whitespace() || *c == ',') {
                        c.next();
                    }
                    if c.peek() == Some(&']') {
                        c.next();
                        return Json::List(items);
                    }
                    items.push(Json::value(c));
                }
            }
            '{' => {
                let mut fields = Vec::new();
                loop {
                    while c.peek().is_some_and(|c| c.is_whitespace() || *c == ',') {
                        c.next();
                    }
                    if c.peek() == Some(&'}') {
                        c.next();
                        return Json::Object(fields);
                    }
                    let Json::Text(key) = Json::value(c) else {
                        panic!("a key")
                    };
                    while c.peek().is_some_and(|c| c.is_whitespace() || *c == ':') {
                        c.next();
                    }
                    fields.push((key, Json::value(c)));
                }
            }
            d => {
                let mut n = d.to_string();
                while c
                    .peek()
                    .is_some_and(|c| c.is_ascii_digit() || "+-.".contains(*c))
                {
                    n.push(c.next().unwrap());
                }
                Json::Number(
                    n.parse()
                        .unwrap_or_else(|_| panic!("{n:?} is not a number")),
                )
            }
        }
    }

    /// Field `key` of an object.
    fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Object(fields) => fields.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }
}

/// An element of a picture: its tag, attributes and title.
#[derive(Clone, Debug, Default)]
struct Element {
    tag: String,
    attrs: Vec<(String, String)>,
    title: String,
}

impl Element {
    fn attr(&self, name: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    fn has(&self, class: &str) -> bool {
        self.attr("class")
            .is_some_and(|c| c.split(' ').any(|k| k == class))
    }

    fn num(&self, name: &str) -> f64 {
        self.attr(name).map_or(0.0, |v| v.parse().unwrap())
    }

    fn points(&self) -> Vec<(f64, f64)> {
        self.attr("points")
            .unwrap_or_default()
            .split(' ')
            .map(|p| {
                let (x, y) = p.split_once(',').unwrap();
                (x.parse().unwrap(), y.parse().unwrap())
            })
            .collect()
    }

    /// Where a click on it lands: its middle.
    fn centre(&self) -> (f64, f64) {
        match self.tag.as_str() {
            "rect" => (
                self.num("x") + self.num("width") / 2.0,
                self.num("y") + self.num("height") / 2.0,
            ),
            "circle" => (self.num("cx"), self.num("cy")),
            "line" => (
                (self.num("x1") + self.num("x2")) / 2.0,
                (self.num("y1") + self.num("y2")) / 2.0,
            ),
            "polygon" if self.attr("fill") == Some("none") => {
                // A bent line drawn there and back: the middle of the way.
                let ps = self.points();
                let way = &ps[..ps.len() / 2 + 1];
                let lengths: Vec<f64> = way
                    .windows(2)
                    .map(|w| (w[1].0 - w[0].0).hypot(w[1].1 - w[0].1))
                    .collect();
                let mut left = lengths.iter().sum::<f64>() / 2.0;
                for (w, l) in way.windows(2).zip(&lengths) {
                    if left <= *l {
                        let t = left / l.max(1e-9);
                        return (
                            w[0].0 + t * (w[1].0 - w[0].0),
                            w[0].1 + t * (w[1].1 - w[0].1),
                        );
                    }
                    left -= l;
                }
                way[way.len() - 1]
            }
            "polygon" => {
                let ps = self.points();
                let n = ps.len() as f64;
                (
                    ps.iter().map(|p| p.0).sum::<f64>() / n,
                    ps.iter().map(|p| p.1).sum::<f64>() / n,
                )
            }
            _ => (f64::NAN, f64::NAN),
        }
    }

    /// Whether the element takes the pointer at all: text, decoration
    /// and the matchings' lines let it through (the stylesheet's
    /// `pointer-events: none`).
    fn takes_clicks(&self) -> bool {
        self.tag != "text"
            && self.attr("pointer-events") != Some("none")
            && !self.has("decor")
            && !self.has("matched")
    }

    /// The width of its stroke, for lines.
    fn stroke(&self) -> f64 {
        if let Some(w) = self.attr("stroke-width") {
            return w.parse().unwrap();
        }
        if let Some(w) = self
            .attr("style")
            .and_then(|s| s.strip_prefix("stroke-width:"))
        {
            return w.parse().unwrap();
        }
        if self.has("ground") {
            6.0
        } else {
            2.0
        }
    }

    /// Whether a click at `p` lands on it.
    fn covers(&self, (x, y): (f64, f64)) -> bool {
        let near = |a: (f64, f64), b: (f64, f64)| {
            let (dx, dy) = (b.0 - a.0, b.1 - a.1);
            let len2 = dx * dx + dy * dy;
            let t = if len2 == 0.0 {
                0.0
            } else {
                (((x - a.0) * dx + (y - a.1) * dy) / len2).clamp(0.0, 1.0)
            };
            (x - a.0 - t * dx).hypot(y - a.1 - t * dy) <= self.stroke() / 2.0
        };
        match self.tag.as_str() {
            "rect" => {
                let (x0, y0) = (self.num("x"), self.num("y"));
                (x0..=x0 + self.num("width")).contains(&x)
                    && (y0..=y0 + self.num("height")).contains(&y)
            }
            "circle" => (x - self.num("cx")).hypot(y - self.num("cy")) <= self.num("r"),
            "line" => near(
                (self.num("x1"), self.num("y1")),
                (self.num("x2"), self.num("y2")),
            ),
            "polygon" => {
                let ps = self.points();
                if self.attr("fill") == Some("none") {
                    return ps.windows(2).any(|w| near(w[0], w[1]));
                }
                let mut inside = false;
                for i in 0..ps.len() {
                    let (a, b) = (ps[i], ps[(i + 1) % ps.len()]);
                    if (a.1 > y) != (b.1 > y) && x < a.0 + (y - a.1) / (b.1 - a.1) * (b.0 - a.0) {
                        inside = !inside;
                    }
                }
                inside
            }
            _ => false,
        }
    }
}

/// The elements of a picture in the order drawn (not the `<svg>` itself,
/// the `<title>`s folded into their elements).
fn elements(svg: &str) -> Vec<Element> {
    let unescape = |t: &str| {
        t.replace("&quot;", "\"")
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&amp;", "&")
    };
    let mut out: Vec<Element> = Vec::new();
    for piece in svg.split('<').skip(1) {
        let (tag, after) = piece.split_once('>').unwrap();
        if let Some(title) = tag.strip_prefix("title") {
            assert!(title.is_empty());
            out.last_mut().unwrap().title = unescape(after);
            continue;
        }
        if tag.starts_with('/') || tag.starts_with("svg") {
            continue;
        }
        let (name, mut rest) = tag.split_once(' ').unwrap_or((tag, ""));
        let mut attrs = Vec::new();
        while let Some((key, after)) = rest.split_once("=\"") {
            let (value, after) = after.split_once('"').unwrap();
            attrs.push((key.trim().to_string(), unescape(value)));
            rest = after;
        }
        out.push(Element {
            tag: name.to_string(),
            attrs,
            title: String::new(),
        });
    }
    out
}

/// Checks a state's picture against its values: every move of the
/// picture is one button (`tabindex`, `role`, a title saying what it
/// does), coloured as the state's `moves` say (green wins, red loses),
/// not covered where a click lands by anything drawn after it that takes
/// clicks (a move of its own aside); every edit likewise; a legend says
/// what green and red mean; the position's value agrees with its moves'.
fn check_picture(state: &str, context: &str) -> bool {
    let state = Json::parse(state);
    let Some(Json::Text(svg)) = state.get("svg") else {
        return false;
    };
    let Some(Json::List(moves)) = state.get("moves") else {
        panic!("{context}: no moves")
    };
    let value = state.get("value").expect("a value");
    let all = elements(svg);
    let legend: String = all
        .iter()
        .zip(svg.split("class=\"legend\">").skip(1))
        .map(|(_, t)| t.split('<').next().unwrap())
        .collect::<Vec<_>>()
        .join(" | ");
    assert!(
        legend.contains("a winning move") && legend.contains("a losing move"),
        "{context}: the legend says {legend:?}"
    );
    let mut buttons = std::collections::HashSet::new();
    for (i, e) in all.iter().enumerate() {
        let click = e.attr("data-move").or(e.attr("data-edit"));
        let Some(click) = click else { continue };
        let centre = e.centre();
        if let Some(cover) = all[i + 1..].iter().find(|later| {
            later.takes_clicks()
                && later.covers(centre)
                && (later.attr("data-move").is_none()
                    || later.attr("data-move") != e.attr("data-move"))
        }) {
            panic!("{context}: the click {click:?} ({e:?}) lies under {cover:?}");
        }
        let Some(m) = e.attr("data-move") else {
            continue;
        };
        if e.attr("tabindex").is_none() {
            // A second shape of a move (an edge beside its dot).
            continue;
        }
        assert_eq!(e.attr("tabindex"), Some("0"), "{context}: {e:?}");
        assert_eq!(e.attr("role"), Some("button"), "{context}: {e:?}");
        assert!(!e.title.is_empty(), "{context}: {e:?}");
        let listed = moves
            .iter()
            .find(|v| v.get("move") == Some(&Json::Text(m.to_string())))
            .unwrap_or_else(|| panic!("{context}: {m:?} is not among the moves"));
        match listed.get("wins") {
            Some(Json::Bool(true)) => assert!(e.has("win") && !e.has("lose"), "{context}: {e:?}"),
            Some(Json::Bool(false)) => assert!(e.has("lose") && !e.has("win"), "{context}: {e:?}"),
            _ => assert!(!e.has("win") && !e.has("lose"), "{context}: {e:?}"),
        }
        let Some(Json::Text(label)) = listed.get("label") else {
            panic!()
        };
        assert!(
            e.title.starts_with(label.as_str()),
            "{context}: {e:?} {label}"
        );
        if let Some(Json::Number(r)) = listed.get("remoteness") {
            assert!(
                e.title.ends_with(&format!(" in {r}")),
                "{context}: {}",
                e.title
            );
        }
        buttons.insert(m.to_string());
    }
    let in_picture = all.iter().filter_map(|e| e.attr("data-move")).count();
    assert!(in_picture == 0 || !buttons.is_empty(), "{context}");
    // Every move of the picture has a button.
    for e in &all {
        if let Some(m) = e.attr("data-move") {
            assert!(buttons.contains(m), "{context}: {m:?} has no button");
        }
    }
    // The value of the position, and its moves' when all are listed.
    if let (Some(Json::Bool(wins)), Some(Json::Number(r))) =
        (value.get("wins"), value.get("remoteness"))
    {
        let searched: Vec<(bool, f64)> = moves
            .iter()
            .filter_map(|v| match (v.get("wins"), v.get("remoteness")) {
                (Some(Json::Bool(w)), Some(Json::Number(r))) => Some((*w, *r)),
                _ => None,
            })
            .collect();
        assert_eq!(
            searched.len(),
            moves.len(),
            "{context}: a searched position's moves are"
        );
        if moves.is_empty() {
            assert_eq!(*r, 0.0, "{context}");
        } else if *wins {
            let best = searched
                .iter()
                .filter(|m| m.0)
                .map(|m| m.1)
                .fold(f64::INFINITY, f64::min);
            assert_eq!(best, *r, "{context}");
        } else {
            assert!(searched.iter().all(|m| !m.0), "{context}");
            let longest = searched.iter().map(|m| m.1).fold(0.0, f64::max);
            assert_eq!(longest, *r, "{context}");
        }
    } else {
        assert!(
            matches!(value.get("unsearched"), Some(Json::Text(why)) if why.ends_with('.')),
            "{context}: {value:?}"
        );
        // Past the search, the theory's verdict: a position it calls lost
        // has no move it calls winning, and a decided one is said.
        match value.get("wins") {
            Some(Json::Bool(false)) => assert!(
                moves
                    .iter()
                    .all(|m| m.get("wins") != Some(&Json::Bool(true))),
                "{context}: lost by the theory, yet a move wins"
            ),
            Some(Json::Bool(true)) | Some(Json::Null) => {}
            other => panic!("{context}: the theory's verdict is {other:?}"),
        }
    }
    true
}

/// The binaries the page lists: the documented ones of the catalogue,
/// `problems::catalogue()`, batch and interactive (a binary of one's own
/// in src/bin is not on the page).
fn paged() -> impl Iterator<Item = &'static Documented> {
    BINARIES
        .iter()
        .filter(|b| cp_games::problems::catalogue().any(|v| v.name() == b.name))
}

#[test]
fn every_binary_is_listed_with_its_test_inputs() {
    // Every binary of the catalogue, the interactive ones too.
    let mut bins: Vec<&str> = cp_games::problems::catalogue().map(|b| b.name()).collect();
    bins.sort();
    let list = ask("list");
    let listed: Vec<&str> = BINARIES
        .iter()
        .map(|b| b.name)
        .filter(|name| list.contains(&format!("\"name\":\"{name}\"")))
        .collect();
    assert_eq!(listed, bins);
    for b in paged() {
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
    for b in paged() {
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

/// An interactive binary prints no answer: the page says so, and names
/// the side the binary takes in each game, the one its judge path says
/// first on every test input of the page.
#[test]
fn an_interactive_binary_answers_with_the_side_it_takes() {
    let mut checked = 0;
    for listed in cp_games::problems::catalogue() {
        let Some(play) = listed.player() else {
            continue;
        };
        let b = BINARIES.iter().find(|b| b.name == listed.name()).unwrap();
        for (name, text) in b.samples {
            let answer = ask(&format!("open {}\n{text}", b.name));
            let said = field(&answer, "answer").unwrap_or_else(|| panic!("{answer}"));
            assert!(
                said.starts_with("An interactive problem: the program plays each game"),
                "{} {name}: {said}",
                b.name
            );
            // The judge path's first line, played against a judge whose
            // lines end after the input: the side of game 1.
            let mut out = Vec::new();
            let _ = play(&mut cp_games::interact::Judge::new(
                text.as_bytes(),
                &mut out,
            ));
            let out = String::from_utf8(out).unwrap();
            let side = out.lines().next().unwrap_or_default().to_lowercase();
            let first = said.lines().nth(1).unwrap_or_default().to_lowercase();
            assert_eq!(
                first,
                format!("game 1: {side}"),
                "{} {name}: {said}",
                b.name
            );
            assert_eq!(
                said.lines().count(),
                1 + answer
                    .split("\"starts\":")
                    .nth(1)
                    .and_then(|s| s.split(|c: char| !c.is_ascii_digit()).next())
                    .and_then(|s| s.parse::<usize>().ok())
                    .unwrap_or_else(|| panic!("{answer}")),
                "{} {name}: {said}",
                b.name
            );
            checked += 1;
        }
    }
    assert!(checked >= 8, "{checked}");
    let answer = ask("open xor_break\n4\n1\n3\n13\n777777770001\n");
    assert_eq!(
        field(&answer, "answer")
            .unwrap()
            .split_once('\n')
            .unwrap()
            .1,
        "game 1: Second\ngame 2: First\ngame 3: Second\ngame 4: First\n"
    );
    // A bad input is the interactor's own error line.
    let answer = ask("open decreasing_game\n2\n1 0\n");
    assert!(field(&answer, "error").is_some(), "{answer}");
    assert!(field(&answer, "answer").is_none(), "{answer}");
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
    let (mut games, mut pictures) = (0, 0);
    let mut offered = Vec::new();
    let mut drawn = Vec::new();
    let list = ask("list");
    for b in paged() {
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
                    if check_picture(&state, &format!("{} {name} game {k} ply {ply}", b.name)) {
                        pictures += 1;
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
    assert!(pictures > 80, "{pictures}");
    drawn.dedup();
    // Every game draws its positions and is played by clicks on them.
    assert_eq!(drawn, offered);
    println!("games played: {games}; drawn and clicked: {drawn:?}");
}

/// The classes the drawings give their shapes and the classes the page's
/// stylesheet draws (less those the page's scripts set themselves) are the
/// same list: a class without a rule would be drawn plain, a rule without a
/// class is dead.
#[test]
fn every_class_of_the_drawings_has_its_style_and_no_other() {
    let site = Path::new(env!("CARGO_MANIFEST_DIR")).join("site");
    let css = std::fs::read_to_string(site.join("style.css")).unwrap();
    // Every script of the page: its modules, the worker's too.
    let mut script = String::new();
    for entry in std::fs::read_dir(&site).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "js") {
            script += &std::fs::read_to_string(&path).unwrap();
        }
    }
    assert!(
        script.contains("classList.add(\""),
        "no script in {}",
        site.display()
    );
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
    // The crate's binaries: a binary of one's own in src/bin, which the
    // catalogue does not list, is not on the page.
    for listed in cp_games::problems::catalogue() {
        let path = root.join(format!("src/bin/{}.rs", listed.name()));
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
    assert_eq!(names, cp_games::problems::catalogue().count());
    let list = ask("list");
    for b in paged() {
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

/// The issue's game of No Gambling: after these four bridges the trees of
/// the theory run over the diamonds of free bridges, and the diamond of
/// `2 3 4 3` must still take its click (the trees let clicks through).
#[test]
fn no_gambling_trees_leave_the_diamonds_their_clicks() {
    ask("open no_gambling\n6\n-1\n");
    let mut state = ask("begin 1");
    // The person's bridges, each answered by the program's.
    for m in ["10 3 10 5", "4 9 6 9", "2 7 4 7", "4 5 6 5"] {
        state = ask(&format!("play {m}"));
        assert!(field(&state, "illegal").is_none(), "{m}: {state}");
        state = ask("reply");
    }
    assert!(check_picture(&state, "no_gambling after four bridges"));
    let svg = field(&state, "svg").unwrap();
    let diamond = elements(&svg)
        .into_iter()
        .find(|e| e.attr("data-move") == Some("2 3 4 3"))
        .expect("the diamond of 2 3 4 3");
    assert_eq!(diamond.tag, "polygon");
    // The trees are drawn: some line of them crosses the diamond.
    assert!(elements(&svg)
        .iter()
        .any(|e| e.tag == "line" && e.covers(diamond.centre()) && !e.takes_clicks()));
    let played = ask("play 2 3 4 3");
    assert!(field(&played, "illegal").is_none(), "{played}");
}

/// An edit of a maze makes a new input: the state gives it with the
/// judge's answer to it, `explain` explains it, undo takes the edit back
/// (and the input with it), and the player to move stays the same.
#[test]
fn an_edited_maze_is_an_input_and_undo_takes_the_edit_back() {
    let opened = ask("open jsoi2009_game\n2 3\n...\n.#.\n");
    assert_eq!(
        field(&opened, "answer").as_deref(),
        Some("WIN\n1 2\n2 1\n2 3\n")
    );
    ask("begin 1");
    let placed = ask("play 1 1");
    assert!(field(&placed, "input").is_none(), "{placed}");
    assert!(placed.contains("\"ply\":1"));
    // The wall at row 2, column 2 taken away, mid-game.
    let edited = ask("edit wall 2 2");
    assert!(field(&edited, "illegal").is_none(), "{edited}");
    assert_eq!(field(&edited, "input").as_deref(), Some("2 3\n...\n...\n"));
    let answer = field(&edited, "answer").unwrap();
    assert_eq!(
        answer,
        cp_games::problems::jsoi2009_game::solve(&mut cp_games::input::Input::new(
            "2 3\n...\n...\n"
        ))
        .unwrap()
    );
    assert!(edited.contains("\"ply\":1"), "{edited}");
    assert_eq!(field(&edited, "to_move").as_deref(), Some("B"));
    let explained = field(&ask("explain"), "explain").unwrap();
    assert!(explained.contains("perfect matching"), "{explained}");
    // A move, then undo twice: the move, then the edit.
    let moved = ask("play 2 1");
    assert!(field(&moved, "illegal").is_none(), "{moved}");
    assert!(field(&moved, "input").is_none(), "{moved}");
    ask("undo");
    let undone = ask("undo");
    assert!(undone.contains("\"ply\":1"), "{undone}");
    // The input opened again, which the page holds.
    assert!(undone.contains("\"input\":null"), "{undone}");
    assert_eq!(
        field(&undone, "answer").as_deref(),
        Some("WIN\n1 2\n2 1\n2 3\n")
    );
    let svg = field(&undone, "svg").unwrap();
    assert!(elements(&svg).iter().any(|e| e.has("wall")));
    let explained = field(&ask("explain"), "explain").unwrap();
    assert!(explained.starts_with("WIN"), "{explained}");
    ask("undo");
    let start = ask("undo");
    assert!(start.contains("\"ply\":0"), "{start}");
}

/// The window of a board larger than a picture holds (30 x 30 cells)
/// moves where the person asks (`view R C`), stays there through an
/// edit, follows the game again after a move or an undo, and `view`
/// alone gives the game its window back.
#[test]
fn a_large_boards_window_moves_where_the_person_asks() {
    let window = |state: &str| -> String {
        let svg = field(state, "svg").expect("a picture");
        let at = svg.find("data-window=\"").expect("a window") + "data-window=\"".len();
        svg[at..at + svg[at..].find('"').unwrap()].to_string()
    };
    let moves = |state: &str| -> Vec<String> {
        let svg = field(state, "svg").unwrap();
        elements(&svg)
            .iter()
            .filter_map(|e| e.attr("data-move").map(str::to_string))
            .collect()
    };
    let rows: Vec<String> = (0..100)
        .map(|r| {
            (0..100)
                .map(|c| if (r * 7 + c * 3) % 11 == 0 { '#' } else { '.' })
                .collect()
        })
        .collect();
    ask(&format!(
        "open jsoi2009_game\n100 100\n{}\n",
        rows.join("\n")
    ));
    let begun = ask("begin 1");
    let first = window(&begun);
    assert!(first.ends_with(" 30 30 100 100"), "{first}");
    assert!(!moves(&begun).contains(&"99 99".to_string()));
    // The far corner, then a centre kept inside the board.
    let seen = ask("view 100 100");
    assert_eq!(window(&seen), "70 70 30 30 100 100");
    assert!(moves(&seen).contains(&"99 99".to_string()), "{seen}");
    assert_eq!(window(&ask("view 50 1")), "34 0 30 30 100 100");
    // An edit keeps the window; a move (the token placed far away) and an
    // undo follow the game.
    let edited = ask("edit wall 30 10");
    assert!(field(&edited, "illegal").is_none(), "{edited}");
    assert_eq!(window(&edited), "34 0 30 30 100 100");
    ask("view 100 100");
    let placed = ask("play 99 99");
    assert!(field(&placed, "illegal").is_none(), "{placed}");
    assert_eq!(window(&placed), "70 70 30 30 100 100");
    ask("view 1 1");
    let undone = ask("undo");
    assert_eq!(window(&undone), window(&ask("view")));
    // Bad requests say so.
    for bad in ["view 0 5", "view x", "view 1 2 3"] {
        let e = field(&ask(bad), "error").unwrap_or_default();
        assert!(e.contains("is not a row and a column from 1"), "{bad}: {e}");
    }
}

/// Every grid game draws its large board with the window anywhere: its
/// corners, its middle, past its edge (kept inside), a token or the
/// stone outside the window.
#[test]
fn every_grid_game_draws_its_window_anywhere() {
    let board = |rows: usize, cols: usize, cell: &dyn Fn(usize, usize) -> char| -> String {
        (0..rows)
            .map(|r| (0..cols).map(|c| cell(r, c)).collect::<String>() + "\n")
            .collect()
    };
    let pieces = board(64, 64, &|r, c| match (r, c) {
        (0, 0) => '.',
        _ if (r + c) % 2 == 1 => 'X',
        _ => 'O',
    });
    let strip = board(1, 70, &|_, _| '.');
    let open = board(64, 64, &|_, _| '.');
    // The window: 30 x 30 cells, and 50 in two_tokens, whose boards of at
    // most 2,500 cells are drawn whole up to 50 x 50.
    for (name, input, rows, cols, limit) in [
        (
            "noi2011_bunny_egg",
            format!("64 64\n{pieces}0\n"),
            64,
            64,
            30,
        ),
        ("two_tokens", format!("1 70\n{strip}1 1 1 70\n"), 1, 70, 50),
        ("jsoi2009_game", format!("64 64\n{open}"), 64, 64, 30),
        ("play_a_game", "100\n0\n".to_string(), 100, 100, 30),
    ] {
        let opened = ask(&format!("open {name}\n{input}"));
        assert!(field(&opened, "load_error").is_none(), "{name}: {opened}");
        let begun = ask("begin 1");
        assert!(field(&begun, "error").is_none(), "{name}: {begun}");
        let (h, w) = (rows.min(limit), cols.min(limit));
        for (r, c) in [
            (1, 1),
            (1, cols),
            (rows, 1),
            (rows, cols),
            ((rows + 1) / 2, (cols + 1) / 2),
            (5 * rows, 5 * cols),
        ] {
            let state = ask(&format!("view {r} {c}"));
            let svg = field(&state, "svg").unwrap_or_else(|| panic!("{name} {r} {c}: {state}"));
            let corner = |at: usize, n: usize, len: usize| {
                (at.min(n) - 1).saturating_sub(len / 2).min(n - len)
            };
            let expected = format!(
                "data-window=\"{} {} {h} {w} {rows} {cols}\"",
                corner(r, rows, h),
                corner(c, cols, w)
            );
            assert!(svg.contains(&expected), "{name} {r} {c}: no {expected}");
            // The whole check of the picture once (it is slow on 3,600
            // cells), at the far corner.
            if (r, c) == (rows, cols) {
                assert!(check_picture(&state, &format!("{name} at {r} {c}")));
            }
        }
    }
}

/// Past the search's bounds the state says who wins by the game's theory:
/// Wythoff's piles of 10^9 and 10^9 are won by taking both, and the pair
/// (1618033, 2618033), floor(k phi) and floor(k phi) + k for k = 10^6, is
/// lost.
#[test]
fn positions_past_the_search_say_the_theorys_verdict() {
    for (piles, wins) in [("1000000000 1000000000", true), ("1618033 2618033", false)] {
        ask(&format!("open wythoff_game\n{piles}\n"));
        let state = ask("begin 1");
        let json = Json::parse(&state);
        let value = json.get("value").expect("a value");
        assert!(
            matches!(value.get("unsearched"), Some(Json::Text(_))),
            "{piles}: {value:?}"
        );
        assert_eq!(value.get("wins"), Some(&Json::Bool(wins)), "{piles}");
        assert!(check_picture(&state, piles));
    }
}

/// A request the page is not in a state to take, or does not know, is one
/// error line: a game's request before a game is opened or begun, a start
/// that is not a number, an unknown verb, a binary that is not there.
#[test]
fn a_request_out_of_turn_is_one_error() {
    let error = |text: &str| field(&ask(text), "error");
    assert_eq!(error("hint").as_deref(), Some("open a game first"));
    assert_eq!(error("fly").as_deref(), Some("open a game first"));
    assert!(field(&ask("open wythoff_game\n3 5\n"), "answer").is_some());
    assert_eq!(error("play 1 2").as_deref(), Some("begin a game first"));
    assert_eq!(
        error("begin x").as_deref(),
        Some("\"x\" is not a game's number")
    );
    assert_eq!(
        error("begin 2").as_deref(),
        Some("There is no game 2: the input holds one.")
    );
    assert_eq!(error("begin 1"), None);
    assert_eq!(error("fly").as_deref(), Some("unknown request \"fly\""));
    assert_eq!(
        error("open nothing\n").as_deref(),
        Some("there is no binary \"nothing\"")
    );
}

/// The page and the terminal tell one game in the same sentences: the
/// program's moves, the hint, a refused move (the terminal adds how to
/// get help) and the end. The person plays second (`begin K second`).
#[test]
fn the_page_says_what_the_terminal_says() {
    ask("open wythoff_game\n8 4\n");
    assert_eq!(
        field(&ask("begin 1 third"), "error").as_deref(),
        Some("\"third\" is not a side: first or second")
    );
    let begun = ask("begin 1 second");
    assert_eq!(field(&begun, "turn").as_deref(), Some("My move (as First)"));
    assert!(begun.contains("\"person_to_move\":false"), "{begun}");
    let mut said = vec![field(&ask("reply"), "said").unwrap()];
    said.push(field(&ask("hint"), "said").unwrap());
    let refused = field(&ask("play 9 9"), "illegal").unwrap();
    said.push(format!("{refused} Type help for help."));
    let played = ask("play 0 4");
    assert_eq!(
        field(&played, "said").as_deref(),
        Some("You play 0 4 (as Second).")
    );
    let replied = ask("reply");
    said.push(field(&replied, "said").unwrap());
    let over = Json::parse(&replied);
    let Some(Json::Text(end)) = over.get("over").and_then(|o| o.get("said")) else {
        panic!("the game is over: {replied}");
    };
    said.push(end.clone());
    assert_eq!(
        said,
        [
            "I play 7 4 (as First).",
            "No move wins here against perfect play: 6 4 holds out longest; play it and hope for \
             a mistake.",
            "Piles only shrink: they are 7 and 4. Type help for help.",
            "I play 0 0 (as First).",
            "You have no move left. I win.",
        ]
    );
    let mut screen = Vec::new();
    let typed = "second\nhint\n9 9\n0 4\n";
    cp_games::play::session(
        &cp_games::strategy::wythoff_game::Wythoff,
        &[(8, 4)],
        &mut typed.as_bytes(),
        &mut screen,
    )
    .unwrap();
    let screen = String::from_utf8(screen).unwrap();
    let lines: Vec<&str> = screen.lines().collect();
    for sentence in &said {
        assert!(
            lines.iter().any(|l| l.ends_with(sentence.as_str())),
            "{sentence:?} in {screen}"
        );
    }
}

/// A small seeded generator for the walks of
/// [`the_status_the_hint_the_reason_and_the_picture_are_one_analysis`].
fn next_random(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// The pairs `u-w` a text names after `M = `, each written smaller vertex
/// first.
fn matching_named(text: &str) -> Option<Vec<(u64, u64)>> {
    let rest = &text[text.find("M = ")? + 4..];
    let pair = |p: &str| {
        let (u, w) = p.trim_end_matches(['.', ';']).split_once('-')?;
        let (u, w): (u64, u64) = (u.parse().ok()?, w.parse().ok()?);
        Some((u.min(w), u.max(w)))
    };
    let mut pairs: Vec<(u64, u64)> = rest.split_whitespace().map_while(pair).collect();
    pairs.sort_unstable();
    Some(pairs)
}

/// The pairs of a maximum matching a picture draws (`data-pair`).
fn matching_drawn(svg: &str) -> Vec<(u64, u64)> {
    let mut pairs: Vec<(u64, u64)> = elements(svg)
        .iter()
        .filter_map(|e| e.attr("data-pair"))
        .map(|p| {
            let (u, w) = p.split_once('-').unwrap();
            (u.parse().unwrap(), w.parse().unwrap())
        })
        .collect();
    pairs.sort_unstable();
    pairs
}

/// One analysis per position: along seeded random walks through every
/// game from every start of its test inputs, at each position the
/// person is to move in, the hint is the move the state recommends, the
/// quickest win of the move list when the search reached the end (its
/// remoteness the position's, and no listed winning move quicker), a
/// lost searched position's hint names the move that holds out longest, the
/// reason ("why") names it as the hint and explains it, and for vertex
/// geography the maximum matching the reason names is the one the
/// picture draws. Counts the positions checked per game.
#[test]
fn the_status_the_hint_the_reason_and_the_picture_are_one_analysis() {
    // Walks from each start and side, and the most plies of each.
    const WALKS: u64 = 4;
    const PLIES: usize = 200;
    let list = ask("list");
    let mut checked: Vec<(&str, usize, usize, usize)> = Vec::new();
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    // The positions whose reason's matching was compared with the picture's.
    let mut matchings = 0;
    for b in paged() {
        let entry = &list[list.find(&format!("\"name\":\"{}\"", b.name)).unwrap()..];
        if !entry[..entry.find("\"samples\"").unwrap()].contains("\"game\":true") {
            continue;
        }
        let (mut positions, mut quickest, mut slowest) = (0, 0, 0);
        let began = std::time::Instant::now();
        for (name, text) in b.samples.iter() {
            let opened = ask(&format!("open {}\n{text}", b.name));
            let Some(starts) = Json::parse(&opened).get("starts").and_then(|s| match s {
                Json::Number(n) => Some(*n as usize),
                _ => None,
            }) else {
                continue;
            };
            let walks = (1..=starts.min(3))
                .flat_map(|k| ["first", "second"].map(|side| (k, side)))
                .flat_map(|(k, side)| (0..WALKS).map(move |w| (k, side, w)));
            for (k, side, walk) in walks {
                {
                    let mut state = ask(&format!("begin {k} {side}"));
                    if field(&state, "error").is_some() {
                        continue;
                    }
                    // Positions past the search cost a whole search each:
                    // a few of them per walk.
                    let mut unsearched = 0;
                    for ply in 0..PLIES {
                        let parsed = Json::parse(&state);
                        if parsed.get("over") != Some(&Json::Null) {
                            break;
                        }
                        if parsed.get("person_to_move") != Some(&Json::Bool(true)) {
                            state = ask("reply");
                            continue;
                        }
                        let context =
                            format!("{} {name} game {k} ({side}, walk {walk}) ply {ply}", b.name);
                        positions += 1;
                        let hint = Json::parse(&ask("hint"));
                        let hinted = match hint.get("hint") {
                            Some(Json::Text(m)) => Some(m.clone()),
                            _ => None,
                        };
                        let recommended = parsed.get("recommended").expect("recommended");
                        let why = match parsed.get("explain") {
                            Some(Json::Text(t)) => t.clone(),
                            other => panic!("{context}: explain is {other:?}"),
                        };
                        let Some(Json::List(moves)) = parsed.get("moves") else {
                            panic!("{context}: no moves")
                        };
                        // The hint is the move recommended, and the reason's.
                        match recommended {
                            Json::Null => {
                                assert_eq!(hinted, None, "{context}");
                                assert!(!why.contains("The hint: "), "{context}: {why}");
                            }
                            r => {
                                let Some(Json::Text(m)) = r.get("move") else {
                                    panic!()
                                };
                                let Some(Json::Text(label)) = r.get("label") else {
                                    panic!()
                                };
                                assert_eq!(hinted.as_ref(), Some(m), "{context}");
                                let line = why
                                    .lines()
                                    .filter(|l| l.starts_with("The hint: "))
                                    .collect::<Vec<_>>();
                                assert_eq!(line.len(), 1, "{context}: {why}");
                                assert!(
                                    line[0].starts_with(&format!("The hint: {label} \u{2014} ")),
                                    "{context}: {why}"
                                );
                            }
                        }
                        // Searched and won: the hint is the quickest win.
                        let value = parsed.get("value").unwrap();
                        if let (Some(Json::Bool(true)), Some(Json::Number(r))) =
                            (value.get("wins"), value.get("remoteness"))
                        {
                            quickest += 1;
                            assert_eq!(
                                recommended.get("remoteness"),
                                Some(&Json::Number(*r)),
                                "{context}: the hint is not the quickest win"
                            );
                            assert_eq!(recommended.get("wins"), Some(&Json::Bool(true)));
                            for m in moves {
                                if let (Some(Json::Bool(true)), Some(Json::Number(q))) =
                                    (m.get("wins"), m.get("remoteness"))
                                {
                                    assert!(q >= r, "{context}: {m:?} is quicker");
                                }
                            }
                            let hinted = hinted.clone().unwrap();
                            if let Some(listed) = moves
                                .iter()
                                .find(|m| m.get("move") == Some(&Json::Text(hinted.clone())))
                            {
                                assert_eq!(listed.get("remoteness"), Some(&Json::Number(*r)));
                            }
                        }
                        // Searched and lost: the hint names the slowest loss.
                        if let (Some(Json::Bool(false)), Some(Json::Number(r))) =
                            (value.get("wins"), value.get("remoteness"))
                        {
                            slowest += 1;
                            let Some(Json::Text(said)) = hint.get("said") else {
                                panic!()
                            };
                            let m = said
                                .strip_prefix("No move wins here against perfect play: ")
                                .and_then(|rest| rest.split_once(" holds out longest;"))
                                .map(|(m, _)| m.to_string())
                                .unwrap_or_else(|| panic!("{context}: {said}"));
                            for listed in moves {
                                let Some(Json::Number(q)) = listed.get("remoteness") else {
                                    panic!("{context}: {listed:?}")
                                };
                                assert!(q <= r, "{context}: {listed:?} holds out longer");
                                if listed.get("move") == Some(&Json::Text(m.clone())) {
                                    assert_eq!(q, r, "{context}: {said}");
                                }
                            }
                        }
                        // The matching the reason names is the one drawn.
                        if b.name == "vertex_geography" {
                            let svg = field(&state, "svg").unwrap();
                            if let Some(named) = matching_named(&why) {
                                if !why.contains("more)") {
                                    matchings += 1;
                                    assert_eq!(named, matching_drawn(&svg), "{context}: {why}");
                                }
                            }
                            if let Some(h) = &hinted {
                                assert!(
                                    why.contains(&format!(
                                        "Winning move: A puts the token on vertex {h}."
                                    )) || why.contains(&format!("Winning move: to vertex {h},")),
                                    "{context}: {why}"
                                );
                            }
                        }
                        if value.get("unsearched").is_some() {
                            unsearched += 1;
                            if unsearched > 2 {
                                break;
                            }
                        }
                        // On: the hint, or a seeded random move.
                        let pick = next_random(&mut seed);
                        let play = match (&hinted, pick % 3) {
                            (Some(h), 0) => h.clone(),
                            _ if !moves.is_empty() => {
                                let m = &moves[(pick / 3) as usize % moves.len()];
                                let Some(Json::Text(m)) = m.get("move") else {
                                    panic!()
                                };
                                m.clone()
                            }
                            _ => break,
                        };
                        state = ask(&format!("play {play}"));
                        assert!(field(&state, "illegal").is_none(), "{context}: {state}");
                    }
                }
            }
        }
        println!("{}: {:.1} s", b.name, began.elapsed().as_secs_f64());
        checked.push((b.name, positions, quickest, slowest));
    }
    for &(name, positions, quickest, slowest) in &checked {
        println!(
            "{name}: {positions} positions, {quickest} of them searched and won, {slowest} \
             searched and lost"
        );
        assert!(positions >= 5, "{name}: {positions} positions");
    }
    assert!(checked.len() >= 17, "{checked:?}");
    println!("vertex_geography: {matchings} matchings compared with the picture's");
    assert!(matchings >= 100, "{matchings}");
}
