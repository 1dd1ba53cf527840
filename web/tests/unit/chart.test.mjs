// chart.js: the story's chart.
import test from "node:test";
import assert from "node:assert/strict";
import { chartMarkup, chartCaption } from "../../site/chart.js";

const point = (how, wins, remoteness) => ({ how, wins, remoteness });

test("chartMarkup: none when no point has a value", () => {
  assert.equal(chartMarkup([]), null);
  assert.equal(chartMarkup([point("begin", null, null)]), null);
});

test("chartMarkup: one dot a valued point, a square for an edit, the trail through them", () => {
  const story = [point("begin", true, 4), point("move", null, null), point("edit", false, 2)];
  const svg = chartMarkup(story);
  assert.match(svg, /^<svg viewBox="0 0 320 150" width="320" height="150" role="img"/);
  assert.ok(svg.endsWith("</svg>"));
  // x from 34 to 310 over two steps; y: the most moves left (4) next to
  // the axis (70), the end at the edge.
  assert.match(svg, /<path class="trail" d="M34.0 64.0 L310.0 97.5 "\/>/);
  assert.match(svg, /<circle cx="34" cy="64" r="4" class="pt-win"><title>after the start: you win in 4 moves<\/title><\/circle>/);
  assert.match(svg, /<rect x="306" y="93.5" width="8" height="8" class="pt-lose"><title>after step 2 \(an edit\): I win in 2 moves<\/title><\/rect>/);
  assert.equal((svg.match(/<circle /g) || []).length, 1);
  // The most moves left, written once on the axis; the last move's number.
  assert.match(svg, /text-anchor="end">4<\/text>/);
  assert.match(svg, />move 2<\/text>/);
});

test("chartMarkup: a lone start has no last move's number", () => {
  const svg = chartMarkup([point("begin", false, 0)]);
  assert.doesNotMatch(svg, />move /);
  // No moves left at all: the scale still counts one.
  assert.match(svg, /text-anchor="end">1<\/text>/);
  assert.match(svg, /<circle cx="34" cy="119" r="4" class="pt-lose">/);
});

test("chartCaption: ends with the value now, when there is one", () => {
  const words = "Above the line you win, below it I win, with best play from then on; a point's distance from the edge is the moves left (0 at the edge: the end).";
  assert.equal(chartCaption([point("begin", true, 1)]), `${words} Now: you win in 1 move.`);
  assert.equal(chartCaption([point("begin", true, 1), point("move", false, 3)]), `${words} Now: I win in 3 moves.`);
  assert.equal(chartCaption([point("begin", true, 1), point("move", null, null)]), words);
});
