// A state of the game on the page: the picture, the status, the position
// as text and why, every move from it, the story's chart; and the notes
// and the log of moves under and beside the picture.
import { $, setText } from "./dom.js";
import { cutNote, moveButtonText } from "./text.js";
import { statusOf, record } from "./position.js";
import { chartMarkup, chartCaption } from "./chart.js";
import { game } from "./state.js";
import { drawBoard } from "./board.js";
import { followEdit } from "./edit.js";

// The list of moves shows at most this many; the rest are on the picture.
const MOVES_LISTED = 60;

// Shows `state`, reached `how` ("begin", "move", "undo", "edit", or
// "view": the same position, another part of its board).
export function render(state, how) {
  game.last = state;
  record(game.story, state, how, game.personFirst);
  drawBoard(state.svg || "");
  $("edit-label").hidden = !(state.svg && state.svg.includes("data-edit"));
  setText("show", cutNote(state, "show"));
  setText("explain", cutNote(state, "explain"));
  const status = statusOf(state, game.personFirst);
  setText("status", status.text);
  $("status").className = status.kind;
  showMoves(state);
  drawStory();
  // A state says the input only when it changed: an edit's (or null,
  // the input opened, when undo took every edit back).
  if ("input" in state) {
    followEdit(state.input);
  }
}

// The moves from the position with what each does.
function showMoves(state) {
  const list = $("moves");
  list.innerHTML = "";
  const moves = Array.isArray(state.moves) ? state.moves : [];
  $("moves-box").hidden = moves.length === 0 || !!state.over;
  const listed = moves.slice(0, MOVES_LISTED);
  for (const m of listed) {
    const item = document.createElement("li");
    const button = document.createElement("button");
    button.dataset.play = m.move;
    button.textContent = moveButtonText(m);
    if (m.wins === true || m.wins === false) {
      button.className = m.wins ? "wins" : "loses";
    }
    item.appendChild(button);
    list.appendChild(item);
  }
  if (moves.length > listed.length) {
    const item = document.createElement("li");
    item.textContent = `and ${moves.length - listed.length} more (on the picture)`;
    list.appendChild(item);
  }
}

// The game's story: the person's value after each position, as a chart.
function drawStory() {
  const chart = $("chart");
  $("story").hidden = game.story.length === 0;
  const markup = chartMarkup(game.story);
  if (markup === null) {
    chart.innerHTML = "<p class=\"none\">The positions are too large to search: no value to chart.</p>";
    return;
  }
  chart.innerHTML = markup;
  const caption = document.createElement("p");
  caption.className = "chart-caption";
  caption.textContent = chartCaption(game.story);
  chart.appendChild(caption);
}

// The rules: under the title, and beside the picture while a game is
// played.
export function rulesBeside(playing) {
  const box = $("rules-box");
  if (playing) {
    $("side").prepend(box);
  } else {
    $("intro").append(box);
  }
}

// A line of the log of moves played (`kind`: its class, "edit").
export function log(text, kind) {
  const item = document.createElement("li");
  item.textContent = text;
  if (kind) {
    item.className = kind;
  }
  $("log").appendChild(item);
}

// The note under the status (`kind`: "illegal", "hint" or none).
export function note(text, kind) {
  const message = $("message");
  message.textContent = text;
  message.className = kind || "";
}
