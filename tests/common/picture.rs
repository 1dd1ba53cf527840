//! Reading back the SVG drawings of `play::Game::draw` (written by
//! `cp_games::play::svg`): the shapes with their attributes, classes,
//! titles and text, the clicks, and the checks every game's drawing
//! passes (each click a legal move that `show_move` writes back as
//! clicked).

use cp_games::play::{Game, Marks};

/// One element of a drawing (the `<svg>` around them and the `<title>`s
/// inside them are not shapes of their own).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Shape {
    /// The element's name: `rect`, `circle`, `text`, ...
    pub tag: String,
    /// Its attributes in order, their values unescaped.
    pub attrs: Vec<(String, String)>,
    /// The words of its `class` attribute.
    pub classes: Vec<String>,
    /// The text of its `<title>`, unescaped.
    pub title: Option<String>,
    /// Its text content (outside the title), unescaped.
    pub text: String,
}

impl Shape {
    /// The value of attribute `name`.
    pub fn attr(&self, name: &str) -> Option<&str> {
        self.attrs
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The move a click on the shape plays (`data-move`).
    pub fn moves(&self) -> Option<&str> {
        self.attr("data-move")
    }

    /// The edit a click names in edit mode (`data-edit`).
    pub fn edits(&self) -> Option<&str> {
        self.attr("data-edit")
    }

    /// Whether the shape has class `class`.
    pub fn has(&self, class: &str) -> bool {
        self.classes.iter().any(|c| c == class)
    }

    /// Its mark: see [`mark`].
    pub fn mark(&self) -> Option<bool> {
        mark(&self.classes)
    }
}

/// `text` with the entities the drawings write (`&quot;`, `&lt;`, `&gt;`,
/// `&amp;`) turned back into characters, in one pass (so that `&amp;lt;` reads
/// as `&lt;`).
pub fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let entity = [
            ("&quot;", '"'),
            ("&lt;", '<'),
            ("&gt;", '>'),
            ("&amp;", '&'),
        ]
        .into_iter()
        .find(|(name, _)| rest.starts_with(name));
        match entity {
            Some((name, c)) => {
                out.push(c);
                rest = &rest[name.len()..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The attributes of a start tag's inside (after its name).
fn attributes(mut rest: &str, tag: &str) -> Vec<(String, String)> {
    let mut attrs = Vec::new();
    loop {
        rest = rest.trim_start();
        if rest.is_empty() {
            return attrs;
        }
        let (name, after) = rest
            .split_once("=\"")
            .unwrap_or_else(|| panic!("an attribute without a quoted value in <{tag}>"));
        let (value, after) = after
            .split_once('"')
            .unwrap_or_else(|| panic!("an unclosed attribute in <{tag}>"));
        attrs.push((name.to_string(), unescape(value)));
        rest = after;
    }
}

/// The shapes of a drawing, in the order they are drawn. Panics on text
/// that is not well-formed (an unclosed tag, a closing tag that does not
/// match the open element).
pub fn shapes(svg: &str) -> Vec<Shape> {
    /// An open element: a shape (its index) or the picture or a title.
    enum Open {
        Shape(usize),
        Other(String),
    }
    let mut out: Vec<Shape> = Vec::new();
    let mut open: Vec<Open> = Vec::new();
    let mut title_of: Option<usize> = None;
    let mut pieces = svg.split('<');
    let before = pieces.next().unwrap_or_default();
    assert!(
        before.trim().is_empty(),
        "text before the picture: {before:?}"
    );
    for piece in pieces {
        let (tag, text) = piece
            .split_once('>')
            .unwrap_or_else(|| panic!("an unclosed tag: <{piece}"));
        if let Some(name) = tag.strip_prefix('/') {
            let closed = match open.pop() {
                Some(Open::Shape(i)) => out[i].tag.clone(),
                Some(Open::Other(name)) => name,
                None => panic!("</{name}> closes nothing"),
            };
            assert_eq!(closed, name, "<{closed}> closed by </{name}>");
            if name == "title" {
                title_of = None;
            }
        } else {
            let (tag, empty) = match tag.strip_suffix('/') {
                Some(tag) => (tag, true),
                None => (tag, false),
            };
            let (name, rest) = tag.split_once(' ').unwrap_or((tag, ""));
            let attrs = attributes(rest, name);
            match name {
                "svg" => open.push(Open::Other(name.to_string())),
                "title" => {
                    let parent = match open.last() {
                        Some(Open::Shape(i)) => *i,
                        _ => panic!("a <title> outside a shape"),
                    };
                    out[parent].title.get_or_insert_with(String::new);
                    title_of = Some(parent);
                    open.push(Open::Other(name.to_string()));
                }
                _ => {
                    let classes = attrs
                        .iter()
                        .find(|(n, _)| n == "class")
                        .map_or(Vec::new(), |(_, c)| {
                            c.split(' ').map(str::to_string).collect()
                        });
                    out.push(Shape {
                        tag: name.to_string(),
                        attrs,
                        classes,
                        title: None,
                        text: String::new(),
                    });
                    open.push(Open::Shape(out.len() - 1));
                }
            }
            if empty {
                open.pop();
            }
        }
        if text.is_empty() {
            continue;
        }
        if let Some(i) = title_of {
            out[i]
                .title
                .get_or_insert_with(String::new)
                .push_str(&unescape(text));
        } else if let Some(Open::Shape(i)) = open.last() {
            out[*i].text.push_str(&unescape(text));
        }
    }
    assert!(open.is_empty(), "elements left open at the end");
    out
}

/// The clickable shapes of a drawing: the move each names (`data-move`,
/// unescaped) and its classes.
pub fn clicks(svg: &str) -> Vec<(String, Vec<String>)> {
    clicks_of(shapes(svg))
}

/// [`clicks`] of the shapes of a drawing.
fn clicks_of(shapes: Vec<Shape>) -> Vec<(String, Vec<String>)> {
    shapes
        .into_iter()
        .filter_map(|s| Some((s.moves()?.to_string(), s.classes)))
        .collect()
}

/// The mark of a shape with `classes`: `Some(true)` for `win`,
/// `Some(false)` for `lose`, `None` for neither. Panics on both.
pub fn mark(classes: &[String]) -> Option<bool> {
    let has = |c: &str| classes.iter().any(|k| k == c);
    match (has("win"), has("lose")) {
        (false, false) => None,
        (win, false) => Some(win),
        (false, true) => Some(false),
        (true, true) => panic!("marked both win and lose: {classes:?}"),
    }
}

/// One click of a drawing, checked: the text it plays, the move
/// `parse_move` reads from it and the shape's classes.
#[derive(Clone, Debug)]
pub struct Click<M> {
    /// The `data-move` text.
    pub text: String,
    /// The move it plays.
    pub m: M,
    /// The shape's classes.
    pub classes: Vec<String>,
}

impl<M> Click<M> {
    /// Its mark: see [`mark`].
    pub fn mark(&self) -> Option<bool> {
        mark(&self.classes)
    }
}

/// The clicks of `svg`, the drawing of `p`: every one must be read by
/// `parse_move` and written back by `show_move` as clicked. Returns them
/// in the drawing's order.
pub fn check_clicks<G: Game>(game: &G, p: &G::Position, svg: &str) -> Vec<Click<G::Move>> {
    checked(game, p, clicks(svg))
}

/// [`check_clicks`] on the clicks of a drawing.
fn checked<G: Game>(
    game: &G,
    p: &G::Position,
    clicks: Vec<(String, Vec<String>)>,
) -> Vec<Click<G::Move>> {
    clicks
        .into_iter()
        .map(|(text, classes)| {
            let m = game
                .parse_move(p, &text)
                .unwrap_or_else(|e| panic!("{p:?}: click {text:?} refused: {e}"));
            assert_eq!(game.show_move(p, &m), text, "{p:?}");
            Click { text, m, classes }
        })
        .collect()
}

/// Asserts that no two of `clicks` play the same move (as they are
/// checked, two texts of one move would show back alike).
pub fn assert_once<M>(clicks: &[Click<M>], context: &dyn std::fmt::Debug) {
    let mut texts: Vec<&str> = clicks.iter().map(|c| c.text.as_str()).collect();
    texts.sort_unstable();
    if let Some(w) = texts.windows(2).find(|w| w[0] == w[1]) {
        panic!("{context:?}: {:?} twice", w[0]);
    }
}

/// The drawing of `p`, at most `max_bytes` long, checked as
/// [`check_clicks`] and [`assert_once`] check it, listing as its moves
/// ([`Picture::moves`](cp_games::play::svg::Picture::moves)) those its
/// clicks play, and every click marked
/// green (`win`) or red (`lose`) and reachable by keyboard
/// (`tabindex="0"`, `role="button"`, a title that says what it does): its
/// clicks as moves, each with whether it is marked as winning.
pub fn drawn_wins<G: Game>(game: &G, p: &G::Position, max_bytes: usize) -> Vec<(G::Move, bool)> {
    let picture = game.draw(p, &Marks::new(game, p)).expect("a drawing");
    let svg = picture.svg;
    assert!(svg.len() < max_bytes, "{} bytes for {p:?}", svg.len());
    // One reading of the drawing for both checks.
    let shapes = shapes(&svg);
    for s in shapes.iter().filter(|s| s.moves().is_some()) {
        assert_eq!(s.attr("tabindex"), Some("0"), "{p:?}: {s:?}");
        assert_eq!(s.attr("role"), Some("button"), "{p:?}: {s:?}");
        let title = s.title.as_deref().unwrap_or_default();
        assert!(
            title.ends_with("wins") || title.ends_with("loses") || title.contains(" in "),
            "{p:?}: {title:?}"
        );
    }
    let clicks = checked(game, p, clicks_of(shapes));
    assert_once(&clicks, p);
    // The moves the picture lists are those its clicks play, in order.
    let listed: Vec<&str> = picture.moves.iter().map(|m| m.text.as_str()).collect();
    let clicked: Vec<&str> = clicks.iter().map(|c| c.text.as_str()).collect();
    assert_eq!(listed, clicked, "{p:?}");
    clicks
        .into_iter()
        .map(|c| {
            let wins = c
                .mark()
                .unwrap_or_else(|| panic!("{p:?}: {:?} is not marked", c.text));
            (c.m, wins)
        })
        .collect()
}

/// The texts of `clicks`, sorted (repeats kept).
pub fn offered<M>(clicks: &[Click<M>]) -> Vec<String> {
    let mut texts: Vec<String> = clicks.iter().map(|c| c.text.clone()).collect();
    texts.sort();
    texts
}

/// Every legal move from `p` as `show_move` writes it, sorted: what the
/// clicks of a drawing that offers every move must be.
pub fn legal_shown<G: Game>(game: &G, p: &G::Position) -> Vec<String> {
    let mut legal: Vec<String> = game.moves(p).iter().map(|m| game.show_move(p, m)).collect();
    legal.sort();
    legal
}
