// Playing a game against the program: beginning it, the person's moves
// and the program's replies, a hint, undo, and the views of a large
// board. The module holds the game; each state it answers is shown by
// view.js's render.
import { $, setText } from "./dom.js";
import { panRequest } from "./layout.js";
import { personToMove } from "./position.js";
import { game, shown } from "./state.js";
import { ask } from "./solver.js";
import { startNumber } from "./solving.js";
import { scrollOnNextDraw, shownWindow } from "./board.js";
import { forgetEdits } from "./edit.js";
import { render, rulesBeside, log, note } from "./view.js";

// The pause between the person's move and the program's reply (ms).
const REPLY_AFTER = 150;

function personToPlay(state) {
  return personToMove(state, game.personFirst);
}

// No game: the picture and the whole input's explanation go.
export function stopGame() {
  rulesBeside(false);
  forgetEdits();
  game.number++;
  game.playing = false;
  game.pending = false;
  game.last = null;
  game.story = [];
  $("play").hidden = true;
  $("explain-input").hidden = true;
  $("explain-cut").hidden = true;
}

// A request `text` about game `number` (the game.number it was made
// for): sent only while that game is the page's, and answered only while
// it still is, else null. The worker answers the requests in the order
// they were sent, so whatever the timing a request of the game before
// runs before the `begin` of the next one, and its answer is dropped here:
// it never acts on the game that replaced it.
export async function askGame(number, text) {
  if (number !== game.number) {
    return null;
  }
  const answer = await ask(text);
  return number === game.number ? answer : null;
}

// A game of the start chosen, the person playing first when `first`.
// The game before ends at once: what it still had in flight is dropped.
export async function begin(first) {
  if (!shown.opened) {
    return;
  }
  const number = ++game.number;
  game.playing = false;
  game.pending = false;
  let state;
  try {
    state = await askGame(number, `begin ${startNumber()} ${first ? "first" : "second"}`);
  } catch (e) {
    return;
  }
  if (state === null) {
    return; // another game began meanwhile
  }
  game.personFirst = first;
  note("");
  if (state.error) {
    $("play").hidden = true;
    setText("error", state.error);
    return;
  }
  setText("error", "");
  game.playing = true;
  game.story = [];
  $("play").hidden = false;
  rulesBeside(true);
  $("log").innerHTML = "";
  // The game in view once its picture is drawn (which may take a task).
  scrollOnNextDraw();
  render(state, "begin");
  await programTurn();
}

// The program's move, when it is to move (and the person is not
// editing).
export async function programTurn() {
  const last = game.last;
  if (!game.playing || game.pending || !last || last.over || personToPlay(last) || $("editing").checked) {
    return;
  }
  const number = game.number;
  game.pending = true;
  try {
    const state = await askGame(number, "reply");
    if (state === null) {
      return;
    }
    if (state.illegal || state.error) {
      note(state.illegal || state.error, "illegal");
      return;
    }
    log(state.said);
    note("");
    render(state, "move");
  } catch (e) {
    // Cancelled, or the solver stopped: the game is gone with the worker.
    if (!e.cancelled && number === game.number) {
      note(String(e.message), "illegal");
    }
  } finally {
    if (number === game.number) {
      game.pending = false;
    }
  }
}

// The person's move `text` (typed, or the move of what was clicked), then
// the program's reply.
export async function play(text) {
  const last = game.last;
  if (!game.playing || !last) {
    return;
  }
  // Out of turn; when the game is over, the session says so.
  if (!last.over && !personToPlay(last)) {
    note("It is my move.", "illegal");
    return;
  }
  if (game.pending) {
    return;
  }
  const number = game.number;
  game.pending = true;
  let state;
  try {
    state = await askGame(number, "play " + text);
  } catch (e) {
    if (number === game.number) {
      game.pending = false;
      if (!e.cancelled) {
        note(String(e.message), "illegal");
      }
    }
    return;
  }
  if (state === null) {
    return; // another game began meanwhile: this move was of the game before
  }
  if (state.illegal || state.error) {
    game.pending = false;
    note(state.illegal || state.error, "illegal");
    return;
  }
  note("");
  log(state.said);
  render(state, "move");
  // A moment to see the move before the reply.
  await new Promise((resolve) => setTimeout(resolve, REPLY_AFTER));
  if (game.number !== number) {
    return; // another game began meanwhile: it makes its own replies
  }
  game.pending = false;
  await programTurn();
}

// The hint as the session says it, its winning move marked on the
// picture.
export async function hint() {
  if (!game.playing || game.pending) {
    return;
  }
  let answer;
  try {
    answer = await askGame(game.number, "hint");
  } catch (e) {
    return;
  }
  if (answer === null) {
    return;
  }
  note(answer.said || answer.error, "hint");
  if (answer.hint !== undefined) {
    for (const el of document.querySelectorAll("#board [data-move]")) {
      if (el.dataset.move === answer.hint) {
        el.classList.add("hinted");
      }
    }
  }
}

// Takes the person's last move back, with the program's reply.
export async function undo() {
  if (!game.playing || !game.last || game.pending || game.story.length <= 1) {
    return;
  }
  const number = game.number;
  game.pending = true;
  try {
    // Back to the person's move: the program's reply goes too.
    do {
      let state;
      try {
        state = await askGame(number, "undo");
      } catch (e) {
        break;
      }
      if (state === null || state.error) {
        break;
      }
      $("log").lastChild?.remove();
      render(state, "undo");
    } while (!personToPlay(game.last) && game.story.length > 1);
    if (number === game.number) {
      note("");
    }
  } finally {
    if (number === game.number) {
      game.pending = false;
    }
  }
  if (game.number === number) {
    await programTurn();
  }
}

// Another part of a large board (`request`: `view ROW COL`, or `view`
// for the game's own window); the position stays.
export async function pan(request) {
  if (game.pending || !game.playing) {
    return;
  }
  const number = game.number;
  game.pending = true;
  try {
    let state;
    try {
      state = await askGame(number, request);
    } catch (e) {
      return;
    }
    if (state === null) {
      return;
    }
    if (state.error) {
      note(state.error, "illegal");
      return;
    }
    render(state, "view");
  } finally {
    if (number === game.number) {
      game.pending = false;
    }
  }
}

// The window moved by half its size, `dr` rows and `dc` columns of
// halves.
export function panBy(dr, dc) {
  const w = shownWindow();
  if (w) {
    pan(panRequest(w, dr, dc));
  }
}
