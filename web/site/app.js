// The page: asks the WebAssembly module (the crate's binaries, see
// web/src/lib.rs) one request at a time and shows its answers.
"use strict";

const $ = (id) => document.getElementById(id);
const encoder = new TextEncoder();
const decoder = new TextDecoder();
let wasm = null;

// One request to the module: a text in, a JSON answer out.
function ask(text) {
  const bytes = encoder.encode(text);
  const ptr = wasm.web_alloc(bytes.length);
  new Uint8Array(wasm.memory.buffer, ptr, bytes.length).set(bytes);
  const n = wasm.web_request(ptr, bytes.length);
  const at = wasm.web_answer();
  return JSON.parse(decoder.decode(new Uint8Array(wasm.memory.buffer, at, n)));
}

let binaries = [];
let current = null; // the binary shown
let opened = null; // the answer to `open`
let personFirst = true;
let playing = false;
let last = null; // the last state

function personToMove(state) {
  return (state.ply % 2 === 0) === personFirst;
}

function setText(id, text) {
  $(id).textContent = text;
}

function showBinary(name) {
  current = binaries.find((b) => b.name === name) || binaries[0];
  for (const button of document.querySelectorAll("nav button")) {
    button.classList.toggle("current", button.dataset.name === current.name);
  }
  $("main").hidden = false;
  setText("name", current.name);
  setText("title", current.title);
  const samples = $("samples");
  samples.innerHTML = "";
  for (const s of current.samples) {
    const option = document.createElement("option");
    option.value = s.name;
    option.textContent = s.name;
    samples.appendChild(option);
  }
  if (current.samples.length > 0) {
    $("input").value = current.samples[0].text;
  } else {
    $("input").value = "";
  }
  if (location.hash !== "#" + current.name) {
    history.replaceState(null, "", "#" + current.name);
  }
  solve();
}

function solve() {
  const started = performance.now();
  opened = ask("open " + current.name + "\n" + $("input").value);
  const ms = performance.now() - started;
  setText("time", `solved in ${ms.toFixed(1)} ms`);
  setText("error", opened.error || opened.load_error || "");
  $("answer-box").hidden = opened.answer === undefined;
  setText("answer", opened.answer || "");
  playing = false;
  $("play").hidden = true;
  $("explain-input").hidden = true;
  const game = current.game && opened.starts !== undefined && !opened.error;
  $("game-section").hidden = !game;
  if (!game) {
    return;
  }
  const [first, second] = opened.players;
  setText("first", `Play first (as ${first})`);
  setText("second", `Play second (as ${second})`);
  const starts = $("starts");
  starts.innerHTML = "";
  for (let k = 1; k <= opened.starts; k++) {
    const option = document.createElement("option");
    option.value = k;
    option.textContent = opened.choices ? `point ${k}` : `game ${k} of ${opened.starts}`;
    starts.appendChild(option);
  }
  $("start-label").hidden = opened.starts <= 1;
  $("choices").hidden = !opened.choices;
  setText("choices", opened.choices || "");
  $("first").disabled = $("second").disabled = opened.starts === 0;
  setText("notation", opened.notation);
}

function begin(first) {
  personFirst = first;
  const k = $("starts").value || "1";
  const state = ask("begin " + k);
  setText("message", "");
  if (state.error) {
    $("play").hidden = true;
    setText("error", state.error);
    return;
  }
  setText("error", "");
  playing = true;
  $("play").hidden = false;
  $("log").innerHTML = "";
  render(state);
  programTurn();
}

function log(text) {
  const item = document.createElement("li");
  item.textContent = text;
  $("log").appendChild(item);
}

function render(state) {
  last = state;
  $("board").innerHTML = state.svg || "";
  const svg = $("board").querySelector("svg");
  if (svg && Number(svg.getAttribute("width")) < 500) {
    // Small pictures drawn larger, to click comfortably.
    svg.style.width = Math.min(2 * Number(svg.getAttribute("width")), 600) + "px";
  }
  $("edit-label").hidden = !(state.svg && state.svg.includes("data-edit"));
  setText("show", state.show);
  setText("explain", state.explain);
  const status = $("status");
  status.className = "";
  if (state.over) {
    const moverIsPerson = personToMove(state);
    const personWins = state.over.mover_wins === moverIsPerson;
    status.textContent = `${state.over.why} ${personWins ? "You win." : "I win."}`;
    status.className = personWins ? "won" : "lost";
  } else if (personToMove(state)) {
    status.textContent = `Your move (as ${state.to_move}).`;
  } else {
    status.textContent = `My move (as ${state.to_move})...`;
  }
}

function note(text, kind) {
  const message = $("message");
  message.textContent = text;
  message.className = kind || "";
}

function programTurn() {
  if (!playing || !last || last.over || personToMove(last) || $("editing").checked) {
    return;
  }
  const state = ask("reply");
  log(`I play ${state.move} (as ${last.to_move}).`);
  render(state);
}

function play(text) {
  if (!playing || !last) {
    return;
  }
  if (last.over) {
    note("The game is over.", "illegal");
    return;
  }
  if (!personToMove(last)) {
    note("It is my move.", "illegal");
    return;
  }
  const mover = last.to_move;
  const state = ask("play " + text);
  if (state.illegal) {
    note(state.illegal, "illegal");
    return;
  }
  note("");
  log(`You play ${state.move} (as ${mover}).`);
  render(state);
  setTimeout(programTurn, 150);
}

function hint() {
  if (!playing) {
    return;
  }
  const answer = ask("hint");
  if (answer.hint !== undefined) {
    note(`A winning move: ${answer.hint}.`, "hint");
    for (const el of document.querySelectorAll("#board [data-move]")) {
      if (el.dataset.move === answer.hint) {
        el.classList.add("hinted");
      }
    }
  } else {
    note(answer.no_hint || answer.error, "hint");
  }
}

function undo() {
  if (!playing || !last || last.ply === 0) {
    return;
  }
  let state = ask("undo");
  // Back to the person's move: the program's reply goes too.
  while (!personToMove(state) && state.ply > 0) {
    state = ask("undo");
  }
  while ($("log").children.length > state.ply) {
    $("log").removeChild($("log").lastChild);
  }
  note("");
  render(state);
  programTurn();
}

function edit(what) {
  const state = ask("edit " + $("edit-mode").value + " " + what);
  if (state.illegal) {
    note(state.illegal, "illegal");
    if (state.show === undefined) {
      return;
    }
  } else {
    note("Edited: solved again.");
    $("log").innerHTML = "";
  }
  render(state);
}

function setup() {
  const nav = $("games");
  nav.innerHTML = "";
  for (const b of binaries) {
    const button = document.createElement("button");
    button.textContent = b.name;
    button.title = b.title;
    button.dataset.name = b.name;
    if (!b.game) {
      button.classList.add("nogame");
    }
    button.addEventListener("click", () => showBinary(b.name));
    nav.appendChild(button);
  }
  $("samples").addEventListener("change", () => {
    const s = current.samples.find((s) => s.name === $("samples").value);
    $("input").value = s ? s.text : "";
    solve();
  });
  $("solve").addEventListener("click", solve);
  $("first").addEventListener("click", () => begin(true));
  $("second").addEventListener("click", () => begin(false));
  $("explain-all").addEventListener("click", () => {
    const answer = ask("explain");
    $("explain-input").hidden = false;
    setText("explain-input", answer.explain || answer.error);
  });
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
  const name = decodeURIComponent(location.hash.slice(1));
  showBinary(binaries.some((b) => b.name === name) ? name : binaries[0].name);
}

async function start() {
  const response = await fetch("cp_games_web.wasm");
  const bytes = await response.arrayBuffer();
  const { instance } = await WebAssembly.instantiate(bytes, {});
  wasm = instance.exports;
  binaries = ask("list");
  setup();
}

start().catch((e) => {
  $("games").textContent = "The solver did not load: " + e;
});
