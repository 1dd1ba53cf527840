// text.js: the words and numbers the page writes.
import test from "node:test";
import assert from "node:assert/strict";
import { bytes, seconds, plural, movesWord, lowerFirst, markWords, moveButtonText, cutNote } from "../../site/text.js";

test("bytes: bytes, then KB, then MB, one decimal", () => {
  assert.equal(bytes(0), "0 bytes");
  assert.equal(bytes(1023), "1023 bytes");
  assert.equal(bytes(1024), "1.0 KB");
  assert.equal(bytes(1536), "1.5 KB");
  assert.equal(bytes(1024 * 1024 - 1), "1024.0 KB");
  assert.equal(bytes(1024 * 1024), "1.0 MB");
  assert.equal(bytes(20_000_000), "19.1 MB");
});

test("seconds: whole milliseconds under a second, else seconds to two decimals", () => {
  assert.equal(seconds(0), "0 ms");
  assert.equal(seconds(12.4), "12 ms");
  assert.equal(seconds(999.4), "999 ms");
  assert.equal(seconds(1000), "1.00 s");
  assert.equal(seconds(2345), "2.35 s");
});

test("plural and movesWord: one move, other counts moves", () => {
  assert.equal(plural(1, "game"), "1 game");
  assert.equal(plural(0, "game"), "0 games");
  assert.equal(plural(2, "game"), "2 games");
  assert.equal(movesWord(1), "1 move");
  assert.equal(movesWord(7), "7 moves");
});

test("lowerFirst: only the first letter", () => {
  assert.equal(lowerFirst("The Board"), "the Board");
  assert.equal(lowerFirst(""), "");
  assert.equal(lowerFirst("x"), "x");
});

test("markWords: wins or loses, in how many when counted, else not decided", () => {
  assert.equal(markWords({ wins: true, remoteness: 3 }), "wins in 3");
  assert.equal(markWords({ wins: false, remoteness: 0 }), "loses in 0");
  assert.equal(markWords({ wins: true }), "wins");
  assert.equal(markWords({ wins: false, remoteness: null }), "loses");
  assert.equal(markWords({ wins: null, remoteness: 4 }), "not decided");
  assert.equal(markWords({}), "not decided");
});

test("moveButtonText: the label, or the move, with what it does", () => {
  assert.equal(moveButtonText({ move: "1 2", label: "take 2 from pile 1", wins: true, remoteness: 5 }), "take 2 from pile 1: wins in 5");
  assert.equal(moveButtonText({ move: "L 3", wins: false }), "L 3: loses");
});

test("cutNote: the text as it is, or with a line saying it was cut", () => {
  assert.equal(cutNote({ show: "abc\n" }, "show"), "abc\n");
  assert.equal(cutNote({}, "explain"), "");
  const cut = { explain: "x".repeat(2048), explain_whole: { size: 3 * 1024 * 1024 } };
  assert.equal(cutNote(cut, "explain"), `${"x".repeat(2048)}... (the first 2.0 KB of 3.0 MB)\n`);
});
