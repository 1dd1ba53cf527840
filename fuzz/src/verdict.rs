//! `--explain` against the judge path: both answer or both refuse, and the
//! theory's verdicts are the judge's.
//!
//! A judge answer says who wins in its own words (`First`, `Stan wins`, a
//! `W` per position, `WIN` and a list of cells). Which words mean "the
//! player to move wins" is learned from the binary's samples, so that no
//! binary needs an entry here: the answer is cut into units one of a few
//! ways (whole lines, the last word of each line, each character, the
//! first line alone), and the first way that gives, on every sample, one
//! unit per position of `Game::read`, with one unit for each verdict and
//! the same verdict for each unit, is the binary's rule. A binary whose
//! answers fit none of them (noi2011_bunny_egg lists the rounds Bunny
//! erred) is checked for answering and refusing alike only.

use crate::{check, Binary};
use real::input::{Input, Result};
use real::play::Offer;
use std::cell::RefCell;
use std::collections::HashMap;

/// How many positions of one input the verdicts are compared on: the
/// theory's winning move is found once more for each, beside the two runs
/// themselves.
const COMPARED: usize = 64;

/// What `--explain` gave on an input, for the judge path to agree with.
pub struct Explained {
    ok: bool,
    /// How many positions `Game::read` found, and the theory's verdict on
    /// the first [`COMPARED`] of them (`None`: one it does not decide).
    theory: Option<(usize, Vec<Option<bool>>)>,
    rule: Option<Rule>,
}

/// Runs `--explain` on `input` and checks its form.
pub fn explain(bin: &Binary, game: &dyn Offer, input: &[u8]) -> Explained {
    let explained = game.explanation(&mut Input::new(input));
    match &explained {
        Ok(text) => {
            check::text(bin.name, "--explain's text", text, input);
            if text.is_empty() {
                panic!(
                    "{}: --explain says nothing on {}",
                    bin.name,
                    crate::shown(input)
                );
            }
        }
        Err(e) => check::error(bin.name, "--explain", &e.to_string(), input),
    }
    let theory = match game.verdicts(&mut Input::new(input), COMPARED) {
        Ok(theory) => Some(theory),
        Err(e) => {
            check::error(bin.name, "Game::read", &e.to_string(), input);
            None
        }
    };
    Explained {
        ok: explained.is_ok(),
        theory,
        rule: rule(bin, game),
    }
}

impl Explained {
    /// Checks the judge path's result on the same input against this.
    pub fn agrees(&self, name: &str, judged: &Result<String>, input: &[u8]) {
        let said = |ok: bool| if ok { "answers" } else { "refuses it" };
        assert!(
            judged.is_ok() == self.ok,
            "{name}: the judge path {} but --explain {}, on the input {}",
            said(judged.is_ok()),
            said(self.ok),
            crate::shown(input)
        );
        let (Ok(answer), Some(rule), Some((n, theory))) = (judged, &self.rule, &self.theory) else {
            return;
        };
        let units = rule.units(answer);
        assert!(
            units.len() == *n,
            "{name}: the judge path answers for {} games ({:?} rule), Game::read finds {n}, \
             on the input {}",
            units.len(),
            rule.cut,
            crate::shown(input)
        );
        for (i, (unit, theory)) in units.iter().zip(theory).enumerate() {
            let Some(theory) = theory else { continue };
            match rule.meaning(unit) {
                Some(judge) => assert!(
                    judge == *theory,
                    "{name}: game {}: the judge path says {unit:?}, but the theory of \
                     --explain says the player to move {}, on the input {}",
                    i + 1,
                    if *theory { "wins" } else { "loses" },
                    crate::shown(input)
                ),
                None => assert!(
                    rule.words.len() < 2,
                    "{name}: game {}: the judge path says {unit:?}, which its samples never \
                     say (they say {:?}), on the input {}",
                    i + 1,
                    rule.words,
                    crate::shown(input)
                ),
            }
        }
    }
}

/// The ways to cut an answer into one unit per game.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Cut {
    Lines,
    LastWords,
    Chars,
    FirstLine,
}

/// A binary's answer words and the verdict each says.
#[derive(Clone, Debug)]
struct Rule {
    cut: Cut,
    words: Vec<(String, bool)>,
}

impl Rule {
    fn units<'a>(&self, answer: &'a str) -> Vec<&'a str> {
        cut(self.cut, answer)
    }

    fn meaning(&self, unit: &str) -> Option<bool> {
        self.words.iter().find(|(w, _)| w == unit).map(|&(_, v)| v)
    }
}

fn cut(how: Cut, answer: &str) -> Vec<&str> {
    match how {
        Cut::Lines => answer.lines().collect(),
        Cut::LastWords => answer
            .lines()
            .map(|l| l.split_whitespace().last().unwrap_or(""))
            .collect(),
        Cut::Chars => answer
            .char_indices()
            .filter(|(_, c)| !c.is_whitespace())
            .map(|(i, c)| &answer[i..i + c.len_utf8()])
            .collect(),
        Cut::FirstLine => answer.lines().take(1).collect(),
    }
}

thread_local! {
    /// The rule of each binary, learned once.
    static RULES: RefCell<HashMap<&'static str, Option<Rule>>> = RefCell::new(HashMap::new());
}

/// `bin`'s rule, learned from its samples on the first call.
fn rule(bin: &Binary, game: &dyn Offer) -> Option<Rule> {
    if let Some(rule) = RULES.with(|r| r.borrow().get(bin.name).cloned()) {
        return rule;
    }
    let rule = learn(bin, game);
    RULES.with(|r| r.borrow_mut().insert(bin.name, rule.clone()));
    rule
}

fn learn(bin: &Binary, game: &dyn Offer) -> Option<Rule> {
    let mut cases = Vec::new();
    for sample in bin.samples {
        let Some(answer) = sample.answer else {
            continue;
        };
        let Ok((_, verdicts)) = game.verdicts(&mut Input::new(sample.input), usize::MAX) else {
            continue;
        };
        let verdicts: Option<Vec<bool>> = verdicts.into_iter().collect();
        if let Some(verdicts) = verdicts {
            cases.push((String::from_utf8_lossy(answer).into_owned(), verdicts));
        }
    }
    if cases.is_empty() {
        return None;
    }
    'cuts: for how in [Cut::Lines, Cut::LastWords, Cut::Chars, Cut::FirstLine] {
        let mut words: Vec<(String, bool)> = Vec::new();
        for (answer, verdicts) in &cases {
            let units = cut(how, answer);
            if units.len() != verdicts.len() {
                continue 'cuts;
            }
            for (unit, &v) in units.iter().zip(verdicts) {
                match words.iter().find(|(w, _)| w == unit) {
                    Some(&(_, said)) if said != v => continue 'cuts,
                    Some(_) => {}
                    None if words.iter().any(|&(_, said)| said == v) => continue 'cuts,
                    None => words.push((unit.to_string(), v)),
                }
            }
        }
        return Some(Rule { cut: how, words });
    }
    None
}

/// The rules learned so far on this thread, by binary: how answers are cut
/// and what each word means (`true`: the player to move wins); `None` for
/// a binary whose answers fit no rule.
pub fn learned() -> Vec<(&'static str, Option<String>)> {
    let mut out: Vec<_> = RULES.with(|r| {
        r.borrow()
            .iter()
            .map(|(&name, rule)| {
                (
                    name,
                    rule.as_ref().map(|r| format!("{:?} {:?}", r.cut, r.words)),
                )
            })
            .collect()
    });
    out.sort();
    out
}
