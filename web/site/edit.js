// Editing a maze: a click puts or takes a wall, or puts the start; the
// position is solved again. After an edit the input box, the judge's
// answer and "Explain the whole input" follow the edited position.
import { $, setText } from "./dom.js";
import { game, shown } from "./state.js";
import { ask } from "./solver.js";
import { hold, release, heldAside, currentInput, nameInput } from "./input.js";
import { answerStale, showJudged, answering, latest } from "./solving.js";
import { render, log, note } from "./view.js";
import { askGame } from "./play.js";

let edited = null; // { from: the input before the first edit, input: the last one }

// No edit made the game: a new game or a new input forgets them.
export function forgetEdits() {
  edited = null;
}

// The edit `what` (the picture's data-edit: a cell) of the kind chosen.
export async function edit(what) {
  if (game.pending || !game.playing) {
    return;
  }
  const number = game.number;
  game.pending = true;
  try {
    let state;
    try {
      state = await askGame(number, "edit " + $("edit-mode").value + " " + what);
    } catch (e) {
      return;
    }
    if (state === null) {
      return; // another game began meanwhile
    }
    if (state.illegal) {
      note(state.illegal, "illegal");
      return;
    }
    if (state.error) {
      note(state.error, "illegal");
      return;
    }
    note("Edited: solved again.");
    log(`You edit: ${$("edit-mode").value} ${what}.`, "edit");
    render(state, "edit");
  } finally {
    if (number === game.number) {
      game.pending = false;
    }
  }
}

// The input box and the judge's answer follow the edited position:
// `input` is it as a judge input, null when no edit made the game (the
// input as it was comes back when undo takes the edits back).
export async function followEdit(input) {
  if (input === (edited ? edited.input : null)) {
    return;
  }
  // The answer belongs to this edit's input: one asked for later (another
  // edit, a solve) or the box typed in since drops it.
  const mine = answering();
  if (input === null) {
    const from = edited.from;
    edited = null;
    if (typeof from === "string") {
      $("input").value = from;
    } else {
      await hold(from.input, from.what);
    }
  } else {
    const held = heldAside();
    edited = { from: edited ? edited.from : held ? { ...held } : currentInput(), input };
    release();
    $("input").value = input;
  }
  $("explain-input").hidden = true;
  $("explain-cut").hidden = true;
  nameInput();
  answerStale("solving the edited input now");
  const asked = currentInput();
  let answer;
  try {
    answer = await ask("judge " + shown.binary.name, asked);
  } catch (e) {
    return;
  }
  if (!latest(mine) || currentInput() !== asked) {
    return;
  }
  showJudged(answer);
  $("answer-cut").hidden = answer.answer_whole === undefined;
  if (shown.opened) {
    shown.opened.answer_whole = answer.answer_whole;
  }
}
