// The page: its entry module, which loads the solver (solver.js: the
// crate's binaries compiled to WebAssembly, answering in a worker so that
// the page never waits on a solve), lists the binaries and wires the
// page's controls to the modules that act:
//
//   binaries.js  the list of binaries and the one shown (the address's #)
//   input.js     the input: the text box, or a large input held aside;
//                pasting
//   solving.js   the judge's answer, the game's starts, the whole input
//                explained
//   play.js      a game against the program: moves, replies, hint, undo,
//                the window of a large board
//   view.js      a state of the game on the page, with its story's chart
//   edit.js      editing a maze, and the input following the edits
//   board.js     the picture drawn, its pan buttons, dragged by the mouse
//   fit.js       the picture fitted to its box, its captions laid out
//   state.js     what several of them share: the binary shown, the game
//   dom.js       small helpers for the document
// and, pure (no document; unit-tested in web/tests/unit): text.js
// (words and numbers), catalogue.js (names of binaries, the address),
// position.js (a state for the person), chart.js (the story's chart),
// layout.js (the picture's arithmetic), and worker-text.js (the texts of
// the worker, worker.js).
import { $, save } from "./dom.js";
import { shown, game } from "./state.js";
import { loadSolver, ask, cancel } from "./solver.js";
import { listBinaries, go, fromHash, showBinary, showFirst } from "./binaries.js";
import { hold, release, heldAside, pasted, fromClipboard, watchClipboardPermission, typed } from "./input.js";
import { solve, explainAll, saveExplanation, saveAnswer } from "./solving.js";
import { begin, play, hint, undo, programTurn, pan, panBy } from "./play.js";
import { edit } from "./edit.js";
import { redraw, wireDragging } from "./board.js";

// The list of binaries in the select, and the address's `#` part.
function wireBinaries() {
  $("game-select").addEventListener("change", () => go($("game-select").value));
  window.addEventListener("hashchange", () => {
    const name = fromHash();
    if (name) {
      showBinary(name);
    }
  });
}

// The input chosen, typed, pasted, dropped or opened, and solved.
function wireInput() {
  $("samples").addEventListener("change", (e) => {
    const s = shown.binary.samples.find((x) => x.name === $("samples").value);
    if (!s) {
      return; // the box's own input: nothing to load
    }
    release();
    $("input").value = s ? s.text : "";
    solve(e.timeStamp);
  });
  $("solve").addEventListener("click", (e) => solve(e.timeStamp));
  $("input").addEventListener("input", typed);
  $("input").addEventListener("keydown", (e) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      solve(e.timeStamp);
    }
  });
  document.addEventListener("paste", (e) => {
    // A paste into the input box, or anywhere but another field while a
    // large input is held.
    const into = e.target === $("input") || (heldAside() && !e.target.closest("input, textarea, select"));
    if (into) {
      pasted(e);
    }
  });
  $("paste").addEventListener("click", (e) => fromClipboard(e.timeStamp, false));
  wireFiles();
}

// A file dropped on the box or opened with the file picker.
function wireFiles() {
  $("input").addEventListener("dragover", (e) => {
    if (e.dataTransfer && [...e.dataTransfer.types].includes("Files")) {
      e.preventDefault();
    }
  });
  $("input").addEventListener("drop", (e) => {
    const file = e.dataTransfer && e.dataTransfer.files[0];
    if (file) {
      e.preventDefault();
      hold(file, `the file ${file.name}`).then(() => solve(e.timeStamp));
    }
  });
  $("file").addEventListener("change", (e) => {
    const file = $("file").files[0];
    if (file) {
      hold(file, `the file ${file.name}`).then(() => solve(e.timeStamp));
    }
    $("file").value = "";
  });
}

// The input held aside, the answer and the explanation: cleared, saved;
// and the Cancel button of long work.
function wireSaving() {
  $("held-clear").addEventListener("click", () => {
    release();
    $("input").value = "";
    typed();
    $("input").focus();
  });
  $("held-save").addEventListener("click", () => {
    const input = heldAside().input;
    save(typeof input === "string" ? new Blob([input], { type: "text/plain" }) : input, `${shown.binary.name}.in`);
  });
  $("answer-save").addEventListener("click", saveAnswer);
  $("cancel").addEventListener("click", cancel);
  $("explain-all").addEventListener("click", explainAll);
  $("explain-save").addEventListener("click", saveExplanation);
}

// The game's buttons, the move typed, and editing.
function wireGame() {
  $("first").addEventListener("click", () => begin(true));
  $("second").addEventListener("click", () => begin(false));
  $("send").addEventListener("click", () => play($("move").value));
  $("move").addEventListener("keydown", (e) => {
    if (e.key === "Enter") {
      play($("move").value);
    }
  });
  $("hint").addEventListener("click", hint);
  $("undo").addEventListener("click", undo);
  $("editing").addEventListener("change", () => {
    $("board").classList.toggle("editing", $("editing").checked);
    programTurn();
  });
  $("moves").addEventListener("click", (e) => {
    const button = e.target.closest("[data-play]");
    if (button) {
      play(button.dataset.play);
    }
  });
  for (const button of document.querySelectorAll("#pan [data-pan]")) {
    const [dr, dc] = button.dataset.pan.split(" ").map(Number);
    button.addEventListener("click", () => panBy(dr, dc));
  }
  $("pan-back").addEventListener("click", () => pan("view"));
}

// The picture: a click (or Enter, Space on a move) plays its move, or
// edits while editing; the mouse drags it.
function wireBoard() {
  $("board").addEventListener("click", (e) => {
    const target = e.target.closest("[data-move], [data-edit]");
    if (!target) {
      return;
    }
    if ($("editing").checked) {
      if (target.dataset.edit !== undefined) {
        edit(target.dataset.edit);
      }
    } else if (target.dataset.move !== undefined) {
      play(target.dataset.move);
    }
  });
  $("board").addEventListener("keydown", (e) => {
    const target = e.target.closest && e.target.closest("[data-move]");
    if (target && (e.key === "Enter" || e.key === " ") && !$("editing").checked) {
      e.preventDefault();
      play(target.dataset.move);
    }
  });
  wireDragging();
}

// A new size of the window draws the picture again for it.
function wireResize() {
  let resizing = null;
  window.addEventListener("resize", () => {
    clearTimeout(resizing);
    resizing = setTimeout(() => {
      if (game.last && !$("play").hidden) {
        redraw();
      }
    }, 150);
  });
}

function setup() {
  wireBinaries();
  wireInput();
  wireSaving();
  wireGame();
  wireBoard();
  watchClipboardPermission();
  wireResize();
  showFirst();
}

async function start() {
  await loadSolver();
  listBinaries(await ask("list"));
  setup();
}

start().catch((e) => {
  $("game-list").textContent = "The solver did not load: " + e;
});
