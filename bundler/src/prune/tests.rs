//! The pruning pass on source text: a binary and its libraries in, the
//! bundle's text out.

use crate::testing::{bundle, check, lib};

#[test]
fn what_the_binary_never_reaches_goes() {
    let b = bundle(
        "fn main() { println!(\"{}\", a::used()); }",
        &[lib(
            "a",
            "pub fn used() -> u32 { helper() } fn helper() -> u32 { 1 } pub fn unused() -> u32 { 2 } pub mod empty { pub fn e() {} }",
        )],
    );
    check(
        &b,
        &["fn used()", "fn helper()", "crate::a::used()"],
        &["fn unused", "mod empty"],
    );
}

/// Class 1: constants brought by a glob inside a function are patterns,
/// not bindings: they stay.
#[test]
fn a_glob_in_a_function_keeps_the_constants_its_patterns_name() {
    let b = bundle(
        "fn f(c: u8) -> u8 { use lib::consts::*; match c { WALL => 1, GOAL => 2, _ => 0 } } fn main() { f(0); }",
        &[lib(
            "lib",
            "pub mod consts { pub const WALL: u8 = b'#'; pub const GOAL: u8 = b'G'; pub const UNUSED: u8 = 0; }",
        )],
    );
    check(
        &b,
        &[
            "pub const WALL",
            "pub const GOAL",
            "use crate::lib::consts::*;",
        ],
        &["UNUSED"],
    );
}

/// A name in a block is looked up there first, then around it: an import
/// of the block's own, and a function of the block.
#[test]
fn names_in_blocks_resolve_in_their_block_first() {
    let b = bundle(
        "fn main() { let x = { use lib::m::two; fn local() -> u32 { lib::one() } two() + local() }; println!(\"{x}\"); }",
        &[lib(
            "lib",
            "pub fn one() -> u32 { 1 } pub fn never() {} pub mod m { pub fn two() -> u32 { 2 } pub fn three() {} }",
        )],
    );
    check(&b, &["fn one()", "fn two()"], &["fn never", "fn three"]);
}

/// Class 2: an extension trait reached only through globs (`prelude::*`
/// of `ext::*`) whose method is called stays, with the imports that bring
/// it, though nothing names it.
#[test]
fn an_extension_trait_through_a_chain_of_globs_stays() {
    let b = bundle(
        "use lib::prelude::*; fn main() { let v = vec![1]; println!(\"{}\", v.len()); }",
        &[lib(
            "lib",
            "pub mod ext { pub trait Len { fn len(self) -> usize; } impl<T> Len for Vec<T> { fn len(self) -> usize { 42 } } pub trait Other { fn other(&self); } }
             pub mod prelude { pub use crate::ext::*; }",
        )],
    );
    check(
        &b,
        &[
            "pub trait Len",
            "impl<T> Len for Vec<T>",
            "pub use crate::lib::ext::*;",
            "use crate::lib::prelude::*;",
        ],
        &["trait Other"],
    );
    // Through `use super::*` too.
    let b = bundle(
        "use lib::inner::*; fn main() { println!(\"{}\", 5u32.twice()); }",
        &[lib(
            "lib",
            "pub trait Twice { fn twice(&self) -> u32; } impl Twice for u32 { fn twice(&self) -> u32 { 2 * self } } pub mod inner { pub use super::*; }",
        )],
    );
    check(
        &b,
        &["pub trait Twice", "impl Twice for u32", "pub use super::*;"],
        &[],
    );
}

/// Class 3: an impl whose header names a type alias stays when the
/// binary names the type itself.
#[test]
fn an_impl_for_a_type_alias_stays_with_the_type() {
    let b = bundle(
        "use lib::GraphExt; fn main() { let g: Vec<Vec<usize>> = vec![vec![1]]; println!(\"{}\", g.edges()); }",
        &[lib(
            "lib",
            "pub trait GraphExt { fn edges(&self) -> usize; } pub type Graph = Vec<Vec<usize>>; impl GraphExt for Graph { fn edges(&self) -> usize { self.len() } }",
        )],
    );
    check(&b, &["impl GraphExt for Graph", "pub type Graph"], &[]);
    // An alias of a type of the library's own.
    let b = bundle(
        "fn main() { println!(\"{}\", lib::Foo.show()); }",
        &[lib(
            "lib",
            "pub struct Foo; pub type F = Foo; pub trait Show { fn show(&self) -> u8; } impl Show for F { fn show(&self) -> u8 { 1 } }",
        )],
    );
    check(
        &b,
        &["impl Show for F", "pub type F = Foo", "pub trait Show"],
        &[],
    );
}

/// An import of a trait stays for its methods; an unused inherent method
/// goes.
#[test]
fn methods_keep_what_they_may_call() {
    let b = bundle(
        "use lib::{S, T}; fn main() { S.m(); }",
        &[lib(
            "lib",
            "pub struct S; impl S { pub fn m(&self) {} pub fn n(&self) {} } pub trait T { fn t(&self); }",
        )],
    );
    check(
        &b,
        &["pub fn m(&self)", "pub trait T", "use crate::lib::{S, T};"],
        &["fn n"],
    );
}

/// The parts of a `use` stay one by one.
#[test]
fn use_leaves_are_kept_one_by_one() {
    let b = bundle(
        "fn main() { lib::b::f(); }",
        &[lib(
            "lib",
            "pub mod a { pub fn x() {} pub fn y() {} } pub mod b { use super::a::{x, y}; pub fn f() { x() } }",
        )],
    );
    check(&b, &["use super::a::x;", "pub fn x()"], &["fn y", "a::{"]);
}

/// A library's struct update syntax (`S { a, ..Default::default() }`) and
/// a struct pattern with `..` keep their comma: without it the first would
/// be a range.
#[test]
fn struct_update_syntax_in_a_library_keeps_its_comma() {
    let b = bundle(
        "fn main() { println!(\"{}\", lib::f()); }",
        &[lib(
            "lib",
            "#[derive(Default)] pub struct S { a: u32, b: u32, #[cfg(test)] c: u32 }
             pub fn f() -> u32 { let s = S { a: 1, #[cfg(test)] c: 3, ..Default::default() }; let S { a, .. } = s; a }",
        )],
    );
    check(
        &b,
        &["S { a: 1, ..Default::default() }", "let S { a, .. } = s;"],
        &["c: 3", "1..Default"],
    );
}

/// A glob of another crate's module (`use core::arch::x86_64::*`,
/// fixedbitset's SIMD blocks) brings names the bundle cannot list: in a
/// module that stays, it stays.
#[test]
fn a_glob_of_another_crate_stays_with_its_module() {
    let b = bundle(
        "fn main() { println!(\"{}\", lib::sets::distinct(&[1, 1])); }",
        &[lib(
            "lib",
            "pub mod sets { use std::collections::*; pub fn distinct(v: &[u32]) -> usize { v.iter().collect::<BTreeSet<_>>().len() } }
             pub mod unused { use std::cell::*; pub fn f() {} }",
        )],
    );
    check(
        &b,
        &["use std::collections::*;"],
        &["std::cell", "mod unused"],
    );
}

/// A macro call's argument may be a method its body calls (`r.$t(..)`,
/// fastrand's `integer!(char, ..)`): that method stays.
#[test]
fn a_method_named_in_a_macro_call_stays() {
    let b = bundle(
        "fn main() { println!(\"{}\", lib::from_ten::bump()); }",
        &[lib(
            "lib",
            "pub struct C(pub u64);
             impl C { pub fn bump(&mut self) -> u64 { self.0 + 1 } pub fn leap(&mut self) -> u64 { self.0 + 100 } pub fn never(&self) {} }
             macro_rules! from_ten { ($t:ident) => { pub fn $t() -> u64 { let mut c = crate::C(10); c.$t() } }; }
             pub mod from_ten { from_ten!(bump); from_ten!(leap); }",
        )],
    );
    check(
        &b,
        &["pub fn bump(&mut self)", "pub fn leap(&mut self)"],
        &["fn never"],
    );
}
