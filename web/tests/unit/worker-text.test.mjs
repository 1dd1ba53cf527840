// worker-text.js: the request's bytes, and long texts cut.
import test from "node:test";
import assert from "node:assert/strict";
import { requestBytes, cut, cutAnswer, SHOWN, LINES, SMALL, SMALL_LINES } from "../../site/worker-text.js";

const decoder = new TextDecoder();

test("requestBytes: the first line, a newline and the input, in UTF-8", async () => {
  assert.equal(decoder.decode(await requestBytes("list")), "list");
  assert.equal(decoder.decode(await requestBytes("open anti_nim", "3\n1 2 3\n")), "open anti_nim\n3\n1 2 3\n");
  assert.equal(decoder.decode(await requestBytes("play x", "")), "play x\n");
  const blob = new Blob(["é 1\n"]);
  const bytes = await requestBytes("judge a", blob);
  assert.equal(bytes.length, "judge a\n".length + 5);
  assert.equal(decoder.decode(bytes), "judge a\né 1\n");
});

test("cut: a short text stays whole", () => {
  const answer = { answer: "1\n2\n" };
  cut(answer, "answer", 100, 10);
  assert.deepEqual(answer, { answer: "1\n2\n" });
  const none = { error: "bad" };
  cut(none, "answer", 1, 1);
  assert.deepEqual(none, { error: "bad" });
});

test("cut: at the last whole line within the characters", async () => {
  const text = "aaaa\nbbbb\ncccc\n";
  const answer = { answer: text };
  cut(answer, "answer", 12, 100);
  assert.equal(answer.answer, "aaaa\nbbbb\n");
  assert.equal(await answer.answer_whole.text(), text);
  assert.equal(answer.answer_whole.type, "text/plain");
});

test("cut: at most `lines` lines", () => {
  const answer = { explain: "1\n2\n3\n4\n" };
  cut(answer, "explain", 1000, 2);
  assert.equal(answer.explain, "1\n2\n");
  assert.ok(answer.explain_whole);
  // As many lines as allowed: whole.
  const whole = { explain: "1\n2\n" };
  cut(whole, "explain", 1000, 2);
  assert.deepEqual(whole, { explain: "1\n2\n" });
});

test("cut: one long line is cut at the characters", () => {
  const answer = { answer: "x".repeat(50) };
  cut(answer, "answer", 20, 10);
  assert.equal(answer.answer, "x".repeat(20));
  assert.equal(answer.answer_whole.size, 50);
});

test("cutAnswer: small boxes for a position's texts, large for an answer or an explanation", () => {
  const lines = (n) => "a\n".repeat(n);
  const opened = { answer: lines(LINES + 1), show: lines(SMALL_LINES + 1) };
  cutAnswer(opened, "open anti_nim");
  assert.equal(opened.answer, lines(LINES));
  assert.equal(opened.show, lines(SMALL_LINES + 1));
  const state = { explain: lines(SMALL_LINES + 1), choices: "c".repeat(SMALL + 1) };
  cutAnswer(state, "play 1 2");
  assert.equal(state.explain, lines(SMALL_LINES));
  assert.equal(state.choices.length, SMALL);
  const explained = { explain: "e".repeat(SHOWN + 1) };
  cutAnswer(explained, "explain");
  assert.equal(explained.explain.length, SHOWN);
});
