// catalogue.js: the binaries as the page names them, and the address.
import test from "node:test";
import assert from "node:assert/strict";
import { humanName, optionText, whyNoGame, nameFromHash, binaryNamed, answerTitle } from "../../site/catalogue.js";

const BINARIES = [
  { name: "anti_nim", human: "Anti-Nim", game: true },
  { name: "library_checker_bipartite_matching", human: "", game: false },
  { name: "a b", human: "Spaced", game: true },
];

test("humanName: the name for a person, else the judge ID", () => {
  assert.equal(humanName(BINARIES[0]), "Anti-Nim");
  assert.equal(humanName(BINARIES[1]), "library_checker_bipartite_matching");
});

test("optionText: the name and the ID, and judge only when there is no game", () => {
  assert.equal(optionText(BINARIES[0]), "Anti-Nim (anti_nim)");
  assert.equal(optionText(BINARIES[1]), "library_checker_bipartite_matching (library_checker_bipartite_matching), judge only");
});

test("whyNoGame: the rules' first sentence, else a general reason", () => {
  assert.equal(whyNoGame("Not a game to play: a maximum matching of a bipartite graph. More words."), "no game: a maximum matching of a bipartite graph");
  assert.equal(whyNoGame("Two players take stones."), "no game to play: it answers the judge's input");
  assert.equal(whyNoGame(undefined), "no game to play: it answers the judge's input");
});

test("nameFromHash: a listed name, decoded; null otherwise", () => {
  assert.equal(nameFromHash("#anti_nim", BINARIES), "anti_nim");
  assert.equal(nameFromHash("#a%20b", BINARIES), "a b");
  assert.equal(nameFromHash("#no_such", BINARIES), null);
  assert.equal(nameFromHash("", BINARIES), null);
});

test("binaryNamed: the binary of that name, else the first", () => {
  assert.equal(binaryNamed(BINARIES, "a b"), BINARIES[2]);
  assert.equal(binaryNamed(BINARIES, "no_such"), BINARIES[0]);
});

test("answerTitle: an interactive binary's answer is the side it takes", () => {
  assert.equal(answerTitle({ name: "anti_nim", interactive: false }), "The judge's answer");
  assert.equal(answerTitle({ name: "xor_break", interactive: true }), "The program on the judge (interactive: the side it takes)");
});
