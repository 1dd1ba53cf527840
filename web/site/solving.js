// Solving: the input sent to the module (`open`), the judge's answer and
// the time it took, the game's starts to choose from, and the whole
// input explained.
import { $, setText, save, painted } from "./dom.js";
import { bytes, seconds } from "./text.js";
import { shown } from "./state.js";
import { ask, cancel, working } from "./solver.js";
import { currentInput, nameInput } from "./input.js";
import { stopGame } from "./play.js";

// The start lists at most this many games; more are chosen by number (a
// million options would take the page seconds to build).
const LISTED = 200;

// The latest request whose answer the answer area shows: a solve, or the
// judge's answer to an edited maze's input (edit.js). An older one's
// answer is dropped.
let solving = 0;
let explained = null; // the answer to `explain`

// A new request for the answer area: its number, which `latest` tells
// apart from any request after it.
export function answering() {
  return ++solving;
}

// Whether request `mine` (from `answering`) is still the latest.
export function latest(mine) {
  return mine === solving;
}

// Solves the input (`t0`: when the person asked, for the time shown).
export async function solve(t0) {
  const mine = answering();
  if (working()) {
    cancel();
  }
  stopGame();
  setText("time", "");
  nameInput();
  answerStale("solving the input now");
  const input = currentInput();
  let answer;
  try {
    answer = await ask("open " + shown.binary.name, input);
  } catch (e) {
    if (latest(mine)) {
      notSolved(e, t0);
    }
    return;
  }
  if (!latest(mine)) {
    return;
  }
  shown.opened = answer;
  showAnswer(answer);
  if (currentInput() !== input) {
    // The box was typed in meanwhile: the answer is of the input before.
    answerStale("press Solve to answer this one");
  }
  await painted();
  if (mine === solving) {
    const ms = Math.round(performance.now() - t0);
    setText("time", `answered in ${seconds(ms)}`);
    document.body.dataset.waited = String(ms);
  }
}

// The solve failed with `e`, or was cancelled.
function notSolved(e, t0) {
  shown.opened = null;
  setText("time", e.cancelled ? `Cancelled after ${seconds(performance.now() - t0)}.` : "");
  setText("error", e.cancelled ? "" : String(e));
  $("answer-box").hidden = true;
  $("answer-box").classList.remove("stale");
  $("answer-box").removeAttribute("aria-busy");
  $("game-section").hidden = true;
}

// The judge's answer shown is of an input before the one in the box
// (`why`: what happens meanwhile), greyed until the box's is answered.
export function answerStale(why) {
  $("answer-box").classList.add("stale");
  $("answer-box").setAttribute("aria-busy", "true");
  setText("answer-stale", ` (of the input before: ${why})`);
  $("answer-stale").hidden = false;
  setText("error", "");
}

// The judge's answer `answer` (the module's answer to `open` or `judge`)
// for the input in the box: the answer, or the binary's error line in
// red; and a note, not an error, when the answer is right but the game
// is not played here (too large to play on, say).
export function showJudged(answer) {
  $("answer-box").classList.remove("stale");
  $("answer-box").removeAttribute("aria-busy");
  $("answer-stale").hidden = true;
  setText("error", answer.error || (answer.answer === undefined ? answer.load_error || "" : ""));
  $("answer-box").hidden = answer.answer === undefined;
  setText("answer", answer.answer || "");
  const unplayed = answer.answer !== undefined && answer.load_error;
  $("answer-note").hidden = !unplayed;
  setText("answer-note", unplayed ? `This answer is right, but the game is not played on this page: ${answer.load_error.replace(/^error: /, "")}.` : "");
}

function showAnswer(answer) {
  showJudged(answer);
  const cut = answer.answer_whole !== undefined;
  $("answer-cut").hidden = !cut;
  if (cut) {
    setText("answer-cut-text", `The answer is ${bytes(answer.answer_whole.size)}: its beginning is shown.`);
  }
  const game = shown.binary.game && answer.starts !== undefined && !answer.error;
  $("game-section").hidden = !game;
  if (game) {
    showStarts(answer);
  }
}

// The game's starts to choose from, and the buttons to play first or
// second.
function showStarts(answer) {
  const [first, second] = answer.players;
  setText("first", `Play first (as ${first})`);
  setText("second", `Play second (as ${second})`);
  const n = answer.starts;
  const many = n > LISTED;
  const starts = $("starts");
  starts.innerHTML = "";
  if (!many) {
    for (let k = 1; k <= n; k++) {
      const option = document.createElement("option");
      option.value = k;
      option.textContent = answer.choices ? `point ${k}` : `game ${k} of ${n}`;
      starts.appendChild(option);
    }
  }
  starts.hidden = many;
  $("start-number").hidden = !many;
  $("start-number").max = n;
  $("start-number").value = 1;
  setText("start-count", many ? `of ${n}` : "");
  $("start-label").hidden = n <= 1;
  $("choices").hidden = !answer.choices;
  setText("choices", answer.choices || "");
  $("first").disabled = $("second").disabled = n === 0;
  setText("notation", answer.notation);
}

// The number of the game chosen to play, from 1.
export function startNumber() {
  return $("start-number").hidden ? $("starts").value || "1" : $("start-number").value || "1";
}

// "Explain the whole input": the module's explanation of every game.
export async function explainAll() {
  let answer;
  try {
    answer = await ask("explain");
  } catch (e) {
    return;
  }
  explained = answer;
  $("explain-input").hidden = false;
  setText("explain-input", answer.explain || answer.error);
  $("explain-cut").hidden = answer.explain_whole === undefined;
  if (answer.explain_whole) {
    setText("explain-cut-text", `The explanation is ${bytes(answer.explain_whole.size)}: its beginning is shown.`);
  }
}

// Saves the whole explanation, when it was cut.
export function saveExplanation() {
  if (explained && explained.explain_whole) {
    save(explained.explain_whole, `${shown.binary.name}.explain.txt`);
  }
}

// Saves the whole answer, when it was cut.
export function saveAnswer() {
  if (shown.opened && shown.opened.answer_whole) {
    save(shown.opened.answer_whole, `${shown.binary.name}.out`);
  }
}
