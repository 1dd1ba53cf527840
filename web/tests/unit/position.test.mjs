// position.js: a state of the game as the person sees it.
import test from "node:test";
import assert from "node:assert/strict";
import { personToMove, statusOf, pointOf, record } from "../../site/position.js";

// A state of a game where the person plays first, as Alice.
const counted = (ply, wins, remoteness) => ({
  ply,
  to_move: ply % 2 === 0 ? "Alice" : "Bob",
  turn: ply % 2 === 0 ? "Your move (as Alice)" : "My move (as Bob)",
  value: { wins, remoteness },
});

test("personToMove: the first player moves at even plies", () => {
  assert.equal(personToMove({ ply: 0 }, true), true);
  assert.equal(personToMove({ ply: 1 }, true), false);
  assert.equal(personToMove({ ply: 0 }, false), false);
  assert.equal(personToMove({ ply: 3 }, false), true);
});

test("statusOf: whose move and who wins in how many, from the person's side", () => {
  assert.deepEqual(statusOf(counted(0, true, 3), true), { text: "Your move (as Alice). You win in 3 moves with best play.", kind: "" });
  assert.deepEqual(statusOf(counted(0, false, 2), true), { text: "Your move (as Alice). I win in 2 moves with best play: no move of yours wins, but I may slip.", kind: "" });
  // The program to move, and winning: the person loses.
  assert.deepEqual(statusOf(counted(1, true, 1), true), { text: "My move (as Bob)... I win in 1 move with best play.", kind: "" });
  assert.deepEqual(statusOf(counted(1, false, 4), true), { text: "My move (as Bob)... You win in 4 moves with best play.", kind: "" });
});

test("statusOf: the end says who won, as the session says it", () => {
  const ended = (personWins, said) => ({ ply: 4, to_move: "Alice", over: { why: "No stones are left.", mover_wins: false, person_wins: personWins, said } });
  assert.deepEqual(statusOf(ended(false, "No stones are left. I win."), true), { text: "No stones are left. I win.", kind: "lost" });
  assert.deepEqual(statusOf(ended(true, "No stones are left. You win."), false), { text: "No stones are left. You win.", kind: "won" });
});

test("statusOf: past the search, the theory's word or none", () => {
  const theory = { ply: 0, to_move: "Alice", turn: "Your move (as Alice)", value: { wins: true, unsearched: "The board is too large." } };
  assert.equal(statusOf(theory, true).text, "Your move (as Alice). You win with best play, by the game's theory; the moves to the end are not counted: the board is too large.");
  const none = { ply: 0, to_move: "Alice", turn: "Your move (as Alice)", value: { wins: null, unsearched: "Too many positions." } };
  assert.equal(statusOf(none, true).text, "Your move (as Alice). The theory does not decide this position, and the moves to the end are not counted: too many positions.");
  assert.equal(statusOf({ ply: 0, to_move: "Alice", turn: "Your move (as Alice)" }, true).text, "Your move (as Alice).");
});

test("pointOf: the person's side of the value, or none", () => {
  assert.deepEqual(pointOf(counted(0, true, 3), "begin", true), { how: "begin", wins: true, remoteness: 3, ply: 0 });
  assert.deepEqual(pointOf(counted(1, true, 3), "move", true), { how: "move", wins: false, remoteness: 3, ply: 1 });
  assert.deepEqual(pointOf({ ply: 2, over: { mover_wins: true } }, "move", true), { how: "move", wins: true, remoteness: 0, ply: 2 });
  assert.deepEqual(pointOf({ ply: 2, value: { wins: true, unsearched: "far" } }, "edit", true), { how: "edit", wins: null, remoteness: null, ply: 2 });
});

test("record: a point a position; a view adds none; undo takes one back", () => {
  const story = [];
  record(story, counted(0, true, 3), "begin", true);
  record(story, counted(1, false, 2), "move", true);
  record(story, counted(1, false, 2), "view", true);
  assert.deepEqual(story.map((p) => [p.how, p.wins, p.remoteness]), [["begin", true, 3], ["move", true, 2]]);
  record(story, counted(2, true, 5), "edit", true);
  assert.equal(story.length, 3);
  // Undo to the position of the first point, now valued afresh: it keeps
  // how it was reached.
  record(story, counted(1, false, 4), "undo", true);
  record(story, counted(0, false, 6), "undo", true);
  assert.deepEqual(story, [{ how: "begin", wins: false, remoteness: 6, ply: 0 }]);
});
