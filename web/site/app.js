// The page: sends its requests to the WebAssembly module (the crate's
// binaries, see web/src/lib.rs), which answers them in a worker
// (worker.js) so that the page never waits on a solve, and shows the
// answers.
"use strict";

const $ = (id) => document.getElementById(id);

// An input larger than this many characters is held aside (a preview
// shows its first lines) rather than put into the text box, which would
// take seconds to fill.
const BIG = 256 * 1024;
// Work that takes longer than this shows its progress and a Cancel button.
const PATIENCE = 300;

// ---------------------------------------------------------------------------
// The solver in its worker.

let compiled = null; // the module, compiled once; each worker instantiates it
let worker = null;
let nextId = 1;
const waiting = new Map(); // request id -> { resolve, reject, stage, since }
let ticker = null;

function startWorker() {
  worker = new Worker("worker.js");
  worker.onmessage = (e) => {
    const { id } = e.data;
    const w = waiting.get(id);
    if (!w) {
      return;
    }
    if (e.data.stage) {
      w.stage = e.data.stage;
      return;
    }
    waiting.delete(id);
    if (e.data.failed) {
      // The module stopped on a trap (memory the browser would not give,
      // say): its state is lost, so it starts again, empty.
      w.reject(new Error(`The solver stopped: ${e.data.failed}`));
      restart(new Error("The solver stopped."));
      return;
    }
    w.resolve(e.data.answer);
    busyChanged();
  };
  worker.onerror = (e) => {
    for (const w of waiting.values()) {
      w.reject(new Error(e.message || "the solver stopped"));
    }
    waiting.clear();
    busyChanged();
  };
  worker.postMessage({ module: compiled });
}

// One request: its first line `text`, then `input` (a string, a File, or
// nothing). Resolves to the module's answer; rejects with `cancelled` set
// when the person cancels it.
function ask(text, input) {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject, stage: "waiting", since: performance.now() });
    busyChanged();
    send(id, text, input);
  });
}

// A long text goes to the worker in pieces, one task each: copying tens of
// megabytes at once would block the page.
const PIECE = 1 << 20;

async function send(id, text, input) {
  if (typeof input !== "string" || input.length <= PIECE) {
    worker.postMessage({ id, text, input });
    return;
  }
  const to = worker;
  for (let at = 0; at < input.length; at += PIECE) {
    if (worker !== to) {
      return; // cancelled: the new worker gets none of it
    }
    to.postMessage({ id, piece: input.slice(at, at + PIECE) });
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  if (worker === to) {
    to.postMessage({ id, text, pieces: true });
  }
}

// The person stops the work: the worker is thrown away with what it was
// doing, and a new one starts (it holds no input and no game).
function cancel() {
  const error = new Error("cancelled");
  error.cancelled = true;
  restart(error);
}

// A new worker in place of the one running, whose requests fail with
// `error`.
function restart(error) {
  worker.terminate();
  for (const w of waiting.values()) {
    w.reject(error);
  }
  waiting.clear();
  startWorker();
  busyChanged();
}

function busyChanged() {
  const busy = waiting.size > 0 || drawingPending;
  document.body.dataset.busy = busy ? "yes" : "no";
  if (busy && !ticker) {
    ticker = setInterval(showProgress, 100);
  } else if (!busy && ticker) {
    clearInterval(ticker);
    ticker = null;
    $("progress").hidden = true;
  }
}

const STAGES = {
  waiting: "waiting for the solver",
  reading: "reading the input",
  solving: "solving",
};

function showProgress() {
  const first = waiting.values().next().value;
  if (!first) {
    return;
  }
  const ms = performance.now() - first.since;
  if (ms < PATIENCE) {
    return;
  }
  $("progress").hidden = false;
  setText("progress-text", `Working (${STAGES[first.stage] || first.stage})... ${(ms / 1000).toFixed(1)} s`);
}

// Resolves once what was just put on the page is painted.
function painted() {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

// ---------------------------------------------------------------------------
// Small helpers.

function setText(id, text) {
  $(id).textContent = text;
}

function bytes(n) {
  if (n < 1024) {
    return `${n} bytes`;
  }
  if (n < 1024 * 1024) {
    return `${(n / 1024).toFixed(1)} KB`;
  }
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

function seconds(ms) {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

// Offers `blob` to save as `name`.
function save(blob, name) {
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 60000);
}

// ---------------------------------------------------------------------------
// The binaries.

let binaries = [];
let current = null; // the binary shown
let opened = null; // the answer to `open`, null while none is good

function humanName(b) {
  return b.human || b.name;
}

function listBinaries() {
  const list = $("game-list");
  list.innerHTML = "";
  const select = $("game-select");
  select.innerHTML = "";
  for (const b of binaries) {
    const item = document.createElement("li");
    const button = document.createElement("button");
    button.dataset.name = b.name;
    const human = document.createElement("span");
    human.className = "human";
    human.textContent = humanName(b);
    const id = document.createElement("span");
    id.className = "id";
    id.textContent = b.name;
    button.append(human, id);
    button.title = b.rules || b.title;
    const option = document.createElement("option");
    option.value = b.name;
    option.textContent = `${humanName(b)} (${b.name})`;
    if (!b.game) {
      button.classList.add("nogame");
      const why = document.createElement("span");
      why.className = "why";
      // The rules of a binary with no game say what it does first.
      const said = /^Not a game to play: ([^.]*)\./.exec(b.rules || "");
      why.textContent = said ? `no game: ${said[1]}` : "no game to play: it answers the judge's input";
      button.append(why);
      option.textContent += ", judge only";
    }
    button.addEventListener("click", () => go(b.name));
    item.appendChild(button);
    list.appendChild(item);
    select.appendChild(option);
  }
}

// Shows binary `name` through the address, so that Back and links work.
function go(name) {
  if (location.hash !== "#" + name) {
    location.hash = name;
  } else {
    showBinary(name);
  }
}

function fromHash() {
  const name = decodeURIComponent(location.hash.slice(1));
  return binaries.find((b) => b.name === name) ? name : null;
}

function showBinary(name) {
  const b = binaries.find((x) => x.name === name) || binaries[0];
  if (current === b) {
    return;
  }
  current = b;
  for (const button of document.querySelectorAll("#game-list button")) {
    const on = button.dataset.name === b.name;
    button.classList.toggle("current", on);
    if (on) {
      button.setAttribute("aria-current", "page");
    } else {
      button.removeAttribute("aria-current");
    }
  }
  $("game-select").value = b.name;
  $("main").hidden = false;
  $("main").dataset.binary = b.name;
  document.title = `${humanName(b)} (${b.name}): cp-games`;
  setText("name", humanName(b));
  setText("judge-id", b.name);
  setText("title", b.title);
  setText("rules", b.rules || "");
  $("rules-box").hidden = !b.rules;
  const samples = $("samples");
  samples.innerHTML = "";
  for (const s of b.samples) {
    const option = document.createElement("option");
    option.value = s.name;
    option.textContent = s.name;
    samples.appendChild(option);
  }
  $("samples").disabled = b.samples.length === 0;
  release();
  $("input").value = b.samples.length > 0 ? b.samples[0].text : "";
  solve(performance.now());
}

// ---------------------------------------------------------------------------
// The input: the text box, or a large input held aside.

let held = null; // { input: a string, a File or a Blob, size, what }

// Takes `input` (a string, a File or a Blob; `what` it is) as the input: into the
// text box when it is small, else held aside with a preview.
async function hold(input, what) {
  const size = typeof input === "string" ? input.length : input.size;
  if (size <= BIG) {
    $("input").value = typeof input === "string" ? input : await input.text();
    release();
    return;
  }
  held = { input, size, what };
  $("input").hidden = true;
  $("held").hidden = false;
  setText("held-what", `The input is ${what} (${bytes(size)}): the solver reads it whole; here are its first lines.`);
  const head = typeof input === "string" ? input.slice(0, 4096) : await input.slice(0, 4096).text();
  setText("held-preview", head.split("\n").slice(0, 12).join("\n") + "\n...");
}

function release() {
  held = null;
  $("input").hidden = false;
  $("held").hidden = true;
}

function currentInput() {
  return held ? held.input : $("input").value;
}

// A paste. The clipboard's text is read in one go: the browser copies it
// all before the page sees it, a fraction of a second for tens of
// megabytes. With the permission to read the clipboard (the Paste button
// asks for it once), the text is read as a Blob instead, in the
// background, and goes to the solver without the page ever holding it.
let clipboardGranted = false;

function pasted(e) {
  const t0 = e.timeStamp;
  if (clipboardGranted && navigator.clipboard && navigator.clipboard.read) {
    e.preventDefault();
    fromClipboard(t0, true);
    return;
  }
  const started = performance.now();
  const text = e.clipboardData ? e.clipboardData.getData("text/plain") : "";
  clipboardRead(started);
  if (text.length > BIG || held) {
    e.preventDefault();
    // The solver gets it after this task (the read above is long
    // enough), in pieces.
    setTimeout(() => hold(text, "pasted").then(() => solve(t0)), 0);
  } else {
    // The pasted text lands in the box first; then it is solved.
    setTimeout(() => solve(t0), 0);
  }
}

// The clipboard's text as a Blob (asking the permission the first time),
// into the box at its selection when small (`atSelection`), else held.
async function fromClipboard(t0, atSelection) {
  let blob = null;
  const started = performance.now();
  try {
    for (const item of await navigator.clipboard.read()) {
      if (item.types.includes("text/plain")) {
        blob = await item.getType("text/plain");
        break;
      }
    }
    clipboardRead(started);
  } catch (e) {
    setText("error", `The clipboard cannot be read here (${e.message}): paste into the box with Ctrl+V, or open a file.`);
    return;
  }
  if (!blob) {
    setText("error", "The clipboard holds no text.");
    return;
  }
  if (blob.size > BIG) {
    await hold(blob, "pasted");
  } else {
    const text = await blob.text();
    const box = $("input");
    release();
    if (atSelection) {
      box.setRangeText(text, box.selectionStart, box.selectionEnd, "end");
    } else {
      box.value = text;
    }
  }
  solve(t0);
}

// When the browser read the clipboard, from `started` to now (the times of
// performance.now(), in the body's data-clipboard-read): its own work,
// which the page cannot split.
function clipboardRead(started) {
  document.body.dataset.clipboardRead = `${Math.round(started)} ${Math.round(performance.now())}`;
}

function watchClipboardPermission() {
  if (!navigator.permissions || !navigator.clipboard || !navigator.clipboard.read) {
    $("paste").hidden = true;
    return;
  }
  navigator.permissions.query({ name: "clipboard-read" }).then(
    (status) => {
      clipboardGranted = status.state === "granted";
      status.onchange = () => {
        clipboardGranted = status.state === "granted";
      };
    },
    () => {},
  );
}

// ---------------------------------------------------------------------------
// Solving: the judge's answer and the game's starts.

let solving = 0; // the latest solve; an older one's answer is dropped

async function solve(t0) {
  const mine = ++solving;
  if (waiting.size > 0) {
    cancel();
  }
  stopGame();
  setText("time", "");
  let answer;
  try {
    answer = await ask("open " + current.name, currentInput());
  } catch (e) {
    if (mine === solving) {
      opened = null;
      setText("time", e.cancelled ? `Cancelled after ${seconds(performance.now() - t0)}.` : "");
      setText("error", e.cancelled ? "" : String(e));
      $("answer-box").hidden = true;
      $("game-section").hidden = true;
    }
    return;
  }
  if (mine !== solving) {
    return;
  }
  opened = answer;
  showAnswer(answer);
  await painted();
  if (mine === solving) {
    const ms = Math.round(performance.now() - t0);
    setText("time", `answered in ${seconds(ms)}`);
    document.body.dataset.waited = String(ms);
  }
}

function showAnswer(answer) {
  setText("error", answer.error || answer.load_error || "");
  $("answer-box").hidden = answer.answer === undefined;
  setText("answer", answer.answer || "");
  const cut = answer.answer_whole !== undefined;
  $("answer-cut").hidden = !cut;
  if (cut) {
    setText("answer-cut-text", `The answer is ${bytes(answer.answer_whole.size)}: its beginning is shown.`);
  }
  const game = current.game && answer.starts !== undefined && !answer.error;
  $("game-section").hidden = !game;
  if (!game) {
    return;
  }
  const [first, second] = answer.players;
  setText("first", `Play first (as ${first})`);
  setText("second", `Play second (as ${second})`);
  const n = answer.starts;
  // A select for a few starts; a number box for many (a million options
  // would take the page seconds to build).
  const many = n > 200;
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

// ---------------------------------------------------------------------------
// Playing.

let personFirst = true;
let playing = false;
let last = null; // the last state
let pending = false; // a move of the person's or the program's is being made
// One point per position reached (begin, each move, each edit): its value
// for the person. Undo removes points.
let story = [];

// The rules: under the title, and beside the picture while a game is
// played.
function rulesBeside(playing) {
  const box = $("rules-box");
  if (playing) {
    $("side").prepend(box);
  } else {
    $("intro").append(box);
  }
}

function stopGame() {
  rulesBeside(false);
  edited = null;
  playing = false;
  pending = false;
  last = null;
  story = [];
  $("play").hidden = true;
  $("explain-input").hidden = true;
  $("explain-cut").hidden = true;
}

function personToMove(state) {
  return (state.ply % 2 === 0) === personFirst;
}

function startNumber() {
  return $("start-number").hidden ? $("starts").value || "1" : $("start-number").value || "1";
}

async function begin(first) {
  if (!opened) {
    return;
  }
  personFirst = first;
  let state;
  try {
    state = await ask("begin " + startNumber());
  } catch (e) {
    return;
  }
  note("");
  if (state.error) {
    $("play").hidden = true;
    setText("error", state.error);
    return;
  }
  setText("error", "");
  playing = true;
  pending = false;
  story = [];
  $("play").hidden = false;
  rulesBeside(true);
  $("log").innerHTML = "";
  // The game in view once its picture is drawn (which may take a task).
  scrollOnDraw = true;
  render(state, "begin");
  await programTurn();
}

function log(text, kind) {
  const item = document.createElement("li");
  item.textContent = text;
  if (kind) {
    item.className = kind;
  }
  $("log").appendChild(item);
}

function note(text, kind) {
  const message = $("message");
  message.textContent = text;
  message.className = kind || "";
}

function movesWord(n) {
  return plural(n, "move");
}

// The status line: whose move, and who wins in how many moves.
function statusOf(state) {
  if (state.over) {
    const personWins = state.over.mover_wins === personToMove(state);
    return { text: `${state.over.why} ${personWins ? "You win." : "I win."}`, kind: personWins ? "won" : "lost" };
  }
  const person = personToMove(state);
  let text = person ? `Your move (as ${state.to_move}).` : `My move (as ${state.to_move})...`;
  const v = state.value;
  if (v && v.unsearched === undefined && typeof v.wins === "boolean") {
    const personWins = v.wins === person;
    text += ` ${personWins ? "You win" : "I win"} in ${movesWord(v.remoteness)} with best play`;
    text += personWins ? "." : person ? ": no move of yours wins, but I may slip." : ".";
  } else if (v && v.unsearched !== undefined) {
    // The game's theory says who wins where the search does not reach.
    if (typeof v.wins === "boolean") {
      const personWins = v.wins === person;
      text += ` ${personWins ? "You win" : "I win"} with best play, by the game's theory; the moves to the end are not counted: ${lowerFirst(v.unsearched)}`;
    } else {
      text += ` The theory does not decide this position, and the moves to the end are not counted: ${lowerFirst(v.unsearched)}`;
    }
  }
  return { text, kind: "" };
}

function lowerFirst(s) {
  return s.length > 0 ? s[0].toLowerCase() + s.slice(1) : s;
}

// The point of the story for a state: the person's side of its value.
function pointOf(state, how) {
  const v = state.value;
  const person = personToMove(state);
  if (state.over) {
    return { how, wins: state.over.mover_wins === person, remoteness: 0, ply: state.ply };
  }
  if (v && v.unsearched === undefined && typeof v.wins === "boolean") {
    return { how, wins: v.wins === person, remoteness: v.remoteness, ply: state.ply };
  }
  return { how, wins: null, remoteness: null, ply: state.ply };
}

function render(state, how) {
  last = state;
  if (how === "view") {
    // The same position, another part of its board: the story stays.
  } else if (how === "undo") {
    story.pop();
    story[story.length - 1] = pointOf(state, story[story.length - 1]?.how || "begin");
  } else {
    story.push(pointOf(state, how));
  }
  drawBoard(state.svg || "");
  $("edit-label").hidden = !(state.svg && state.svg.includes("data-edit"));
  setText("show", cutNote(state, "show"));
  setText("explain", cutNote(state, "explain"));
  const status = statusOf(state);
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

// A text of the state, with a last line saying so when the worker cut it.
function cutNote(state, field) {
  const text = state[field] || "";
  const whole = state[field + "_whole"];
  return whole ? `${text}... (the first ${bytes(text.length)} of ${bytes(whole.size)})\n` : text;
}

// The moves from the position with what each does.
function showMoves(state) {
  const list = $("moves");
  list.innerHTML = "";
  const moves = Array.isArray(state.moves) ? state.moves : [];
  $("moves-box").hidden = moves.length === 0 || !!state.over;
  const shown = moves.slice(0, 60);
  for (const m of shown) {
    const item = document.createElement("li");
    const button = document.createElement("button");
    button.dataset.play = m.move;
    const words = markWords(m);
    button.textContent = `${m.label || m.move}: ${words}`;
    if (m.wins === true || m.wins === false) {
      button.className = m.wins ? "wins" : "loses";
    }
    item.appendChild(button);
    list.appendChild(item);
  }
  if (moves.length > shown.length) {
    const item = document.createElement("li");
    item.textContent = `and ${moves.length - shown.length} more (on the picture)`;
    list.appendChild(item);
  }
}

function markWords(m) {
  if (m.wins === true || m.wins === false) {
    const verb = m.wins ? "wins" : "loses";
    return Number.isInteger(m.remoteness) ? `${verb} in ${m.remoteness}` : verb;
  }
  return "not decided";
}

async function programTurn() {
  if (!playing || !last || last.over || personToMove(last) || $("editing").checked) {
    return;
  }
  pending = true;
  try {
    const mover = last.to_move;
    const state = await ask("reply");
    if (!playing) {
      return;
    }
    if (state.illegal || state.error) {
      note(state.illegal || state.error, "illegal");
      return;
    }
    log(`I play ${state.move} (as ${mover}).`);
    note("");
    render(state, "move");
  } catch (e) {
    // Cancelled, or the solver stopped: the game is gone with the worker.
    if (!e.cancelled) {
      note(String(e.message), "illegal");
    }
  } finally {
    pending = false;
  }
}

async function play(text) {
  if (!playing || !last) {
    return;
  }
  if (pending) {
    if (!personToMove(last)) {
      note("It is my move.", "illegal");
    }
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
  pending = true;
  let state;
  try {
    state = await ask("play " + text);
  } catch (e) {
    pending = false;
    if (!e.cancelled) {
      note(String(e.message), "illegal");
    }
    return;
  }
  if (state.illegal || state.error) {
    pending = false;
    note(state.illegal || state.error, "illegal");
    return;
  }
  note("");
  log(`You play ${state.move} (as ${mover}).`);
  render(state, "move");
  // A moment to see the move before the reply.
  await new Promise((resolve) => setTimeout(resolve, 150));
  pending = false;
  await programTurn();
}

async function hint() {
  if (!playing || pending) {
    return;
  }
  let answer;
  try {
    answer = await ask("hint");
  } catch (e) {
    return;
  }
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

async function undo() {
  if (!playing || !last || pending || story.length <= 1) {
    return;
  }
  pending = true;
  try {
    // Back to the person's move: the program's reply goes too.
    do {
      let state;
      try {
        state = await ask("undo");
      } catch (e) {
        break;
      }
      if (state.error) {
        break;
      }
      $("log").lastChild?.remove();
      render(state, "undo");
    } while (!personToMove(last) && story.length > 1);
    note("");
  } finally {
    pending = false;
  }
  await programTurn();
}

async function edit(what) {
  if (pending) {
    return;
  }
  pending = true;
  try {
    let state;
    try {
      state = await ask("edit " + $("edit-mode").value + " " + what);
    } catch (e) {
      return;
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
    pending = false;
  }
}

// After an edit, the input box, the judge's answer and "Explain the whole
// input" follow the edited position: `input` is it as a judge input, null
// when no edit made the game (the input as it was comes back when undo
// takes the edits back).
let edited = null; // { from: the input before the first edit, input: the last one }

async function followEdit(input) {
  if (input === (edited ? edited.input : null)) {
    return;
  }
  if (input === null) {
    const from = edited.from;
    edited = null;
    if (typeof from === "string") {
      $("input").value = from;
    } else {
      await hold(from.input, from.what);
    }
  } else {
    edited = { from: edited ? edited.from : held ? { ...held } : currentInput(), input };
    release();
    $("input").value = input;
  }
  $("explain-input").hidden = true;
  $("explain-cut").hidden = true;
  let answer;
  try {
    answer = await ask("judge " + current.name, currentInput());
  } catch (e) {
    return;
  }
  setText("error", answer.error || "");
  $("answer-box").hidden = answer.answer === undefined;
  setText("answer", answer.answer || "");
  $("answer-cut").hidden = answer.answer_whole === undefined;
  if (opened) {
    opened.answer_whole = answer.answer_whole;
  }
}

// ---------------------------------------------------------------------------
// The picture: fitted to the screen, its captions wrapped, its moves
// reachable by keyboard, and panned when larger than its box.

let drawn = ""; // the SVG text last drawn

// The picture to draw: a large one (a board of thousands of cells) is
// parsed aside, hidden, and fitted and shown in the next task, so that
// neither task blocks the page long; the picture before stays until then.
let drawing = 0;
let drawingPending = false;
let scrollOnDraw = false;

function drawBoard(svgText) {
  const board = $("board");
  const focused = board.contains(document.activeElement) ? document.activeElement.dataset.move : undefined;
  drawn = svgText;
  const mine = ++drawing;
  const large = svgText.length > 100000;
  let holder = board;
  if (large) {
    board.querySelector(".staging")?.remove();
    holder = document.createElement("div");
    holder.classList.add("staging");
    board.appendChild(holder);
  }
  holder.innerHTML = svgText;
  const svg = holder.querySelector("svg");
  if (!svg) {
    showPan(null);
    board.replaceChildren();
    if (scrollOnDraw) {
      scrollOnDraw = false;
      $("play").scrollIntoView({ block: "start" });
    }
    return;
  }
  showPan(svg);
  svg.setAttribute("role", "group");
  svg.setAttribute("aria-label", "the position: each move of the picture is a button");
  // Every move a button for the keyboard, labelled (from its title when
  // the picture gives no label).
  for (const el of svg.querySelectorAll("[data-move]")) {
    if (!el.hasAttribute("tabindex")) {
      el.setAttribute("tabindex", "0");
    }
    if (!el.hasAttribute("role")) {
      el.setAttribute("role", "button");
    }
    if (!el.hasAttribute("aria-label")) {
      const title = el.querySelector("title");
      el.setAttribute("aria-label", title ? title.textContent : el.dataset.move);
    }
  }
  const finish = () => {
    if (mine !== drawing) {
      return;
    }
    fit(svg);
    if (large) {
      board.replaceChildren(svg);
      drawingPending = false;
      busyChanged();
    }
    if (focused !== undefined) {
      const same = [...svg.querySelectorAll("[data-move]")].find((el) => el.dataset.move === focused);
      (same || svg.querySelector("[data-move]") || board).focus({ preventScroll: true });
    }
    if (scrollOnDraw) {
      scrollOnDraw = false;
      $("play").scrollIntoView({ block: "start" });
      panToMoves(svg);
    }
  };
  if (large) {
    drawingPending = true;
    busyChanged();
    setTimeout(finish, 0);
  } else {
    drawingPending = false;
    busyChanged();
    finish();
  }
}

// A large board's picture shows a window of it (data-window: its corner,
// its size and the board's, rows first, from 0); the buttons under the
// picture move the window by half its size, and "back to the game" gives
// the game its window again (a move does too).
function windowOf(svg) {
  const w = svg && svg.dataset.window ? svg.dataset.window.split(" ").map(Number) : null;
  return w && w.length === 6 && w.every(Number.isFinite) ? w : null;
}

function showPan(svg) {
  const w = windowOf(svg);
  $("pan").hidden = !w;
  if (!w) {
    return;
  }
  const [r0, c0, h, wd, rows, cols] = w;
  setText("pan-where", `Rows ${r0 + 1}-${r0 + h}, columns ${c0 + 1}-${c0 + wd} of ${rows} x ${cols}:`);
  $("pan-up").disabled = r0 === 0;
  $("pan-left").disabled = c0 === 0;
  $("pan-down").disabled = r0 + h >= rows;
  $("pan-right").disabled = c0 + wd >= cols;
}

async function pan(request) {
  if (pending || !playing) {
    return;
  }
  pending = true;
  try {
    let state;
    try {
      state = await ask(request);
    } catch (e) {
      return;
    }
    if (state.error) {
      note(state.error, "illegal");
      return;
    }
    render(state, "view");
  } finally {
    pending = false;
  }
}

function panBy(dr, dc) {
  const w = windowOf($("board").querySelector(":scope > svg"));
  if (!w) {
    return;
  }
  const [r0, c0, h, wd] = w;
  // The centre moved by half the window: the window's corner by as much.
  const r = Math.max(0, r0 + Math.floor(h / 2) + dr * Math.max(1, Math.floor(h / 2)));
  const c = Math.max(0, c0 + Math.floor(wd / 2) + dc * Math.max(1, Math.floor(wd / 2)));
  pan(`view ${r + 1} ${c + 1}`);
}

// A new game's picture larger than its box: the box shows its moves (the
// middle of the part of the picture they cover).
function panToMoves(svg) {
  const board = $("board");
  if (board.scrollWidth <= board.clientWidth && board.scrollHeight <= board.clientHeight) {
    return;
  }
  const moves = sample(svg.querySelectorAll("[data-move]"), 300);
  if (moves.length === 0) {
    return;
  }
  const at = board.getBoundingClientRect();
  let [left, right, top, bottom] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const el of moves) {
    const r = el.getBoundingClientRect();
    left = Math.min(left, r.left);
    right = Math.max(right, r.right);
    top = Math.min(top, r.top);
    bottom = Math.max(bottom, r.bottom);
  }
  board.scrollLeft += (left + right) / 2 - (at.left + at.right) / 2;
  board.scrollTop += (top + bottom) / 2 - (at.top + at.bottom) / 2;
}

// At most `most` of `list`, spread evenly over it (its first and last
// among them).
function sample(list, most) {
  const n = list.length;
  if (n <= most) {
    return [...list];
  }
  return Array.from({ length: most }, (_, k) => list[Math.round((k * (n - 1)) / (most - 1))]);
}

// Widths of text, measured on a canvas (measuring the picture's own text
// would lay the whole picture out again for every word).
const measure = document.createElement("canvas").getContext("2d");

function textWidth(text, size) {
  measure.font = `${size}px sans-serif`;
  return measure.measureText(text).width;
}

// Where a shape lies, from its attributes alone: [x0, x1, y0, y1].
function extent(el) {
  const n = (a) => Number(el.getAttribute(a)) || 0;
  switch (el.tagName) {
    case "rect":
      return [n("x"), n("x") + n("width"), n("y"), n("y") + n("height")];
    case "circle":
      return [n("cx") - n("r"), n("cx") + n("r"), n("cy") - n("r"), n("cy") + n("r")];
    case "line":
      return [Math.min(n("x1"), n("x2")), Math.max(n("x1"), n("x2")), Math.min(n("y1"), n("y2")), Math.max(n("y1"), n("y2"))];
    case "polygon":
    case "polyline": {
      const xs = [];
      const ys = [];
      (el.getAttribute("points") || "").trim().split(/\s+/).forEach((p) => {
        const [x, y] = p.split(",").map(Number);
        xs.push(x);
        ys.push(y);
      });
      return [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    }
    case "text": {
      const w = textWidth(el.textContent, 12);
      return [n("x"), n("x") + w, n("y") - 7, n("y") + 7];
    }
    default:
      return null;
  }
}

// The entries of the picture's legend (web/src's `Legend`): each a text of
// class `legend` (the words), after its sample (a small shape, or a text
// of class `legend` just before on its row), in the order drawn. Read from
// the attributes: nothing is laid out.
function legendEntries(svg) {
  const legend = (el) => el && el.tagName === "text" && el.classList.contains("legend");
  const entries = [];
  let previous = null; // the last entry's words
  for (const t of svg.querySelectorAll(":scope > text.legend")) {
    const y = Number(t.getAttribute("y"));
    const next = t.nextElementSibling;
    const gap = legend(next) && Number(next.getAttribute("y")) === y ? Number(next.getAttribute("x")) - Number(t.getAttribute("x")) : -1;
    if (gap > 0 && Math.abs(gap - (t.textContent.length * 6.6 + 6)) < 0.6) {
      // A sample written as text: its words follow.
      continue;
    }
    const entry = [t];
    for (let el = t.previousElementSibling; el && el !== previous; el = el.previousElementSibling) {
      if (el.dataset.move !== undefined || (el.tagName === "text" && !legend(el))) {
        break;
      }
      const e = extent(el);
      if (!e || Math.abs((e[2] + e[3]) / 2 - y) > 8 || e[3] - e[2] > 16) {
        break;
      }
      entry.unshift(el);
    }
    entries.push(entry);
    previous = t;
  }
  return entries;
}

// About how many pixels the captions take, 13 pixels high, wrapped to
// `room` pixels.
function captionHeight(centred, entries, room) {
  let px = 0;
  for (const t of centred) {
    const words = t.textContent.split(" ");
    let rows = 1;
    let at = "";
    for (const word of words) {
      const tryLine = at ? at + " " + word : word;
      if (at && textWidth(tryLine, 13) > room) {
        rows++;
        at = word;
      } else {
        at = tryLine;
      }
    }
    px += rows * 18.2;
  }
  let x = 0;
  let rows = entries.length > 0 ? 1 : 0;
  for (const entry of entries) {
    const words = entry[entry.length - 1];
    const w = (textWidth(words.textContent, 12) + 24 * (entry.length - 1) + 16) * (13 / 12);
    if (x > 0 && x + w > room) {
      rows++;
      x = 0;
    }
    x += w;
  }
  return px + rows * 19.5 + 8;
}

// The picture scaled to the screen, and its captions (the lines of text
// centred across its whole width, and the legend's entries) laid out
// again at a constant size for the width shown: a drawing of three cells
// is no longer as wide as its longest sentence. The picture is laid out
// once here (its drawing's box), its text measured on a canvas.
function fit(svg) {
  const board = $("board");
  const box = (svg.getAttribute("viewBox") || "").split(/[ ,]+/).map(Number);
  if (box.length !== 4 || box.some((x) => !Number.isFinite(x))) {
    return;
  }
  const [, , width, height] = box;
  // Read before the picture changes: reading it after would lay the page
  // out once more.
  const room = Math.max(board.clientWidth - 2, 120);
  const centred = [...svg.querySelectorAll(":scope > text:not(.legend)")].filter((t) => Math.abs(Number(t.getAttribute("x")) - width / 2) < 1);
  const entries = legendEntries(svg);
  // The captions aside in a group of their own, hidden while the
  // drawing's box is taken.
  const aside = document.createElementNS("http://www.w3.org/2000/svg", "g");
  aside.style.display = "none";
  svg.appendChild(aside);
  aside.append(...centred);
  const groups = entries.map((entry) => {
    const g = document.createElementNS("http://www.w3.org/2000/svg", "g");
    g.append(...entry);
    aside.appendChild(g);
    return g;
  });
  const content = svg.getBBox();
  aside.style.display = "";
  if (content.width === 0 && content.height === 0) {
    return;
  }
  // A caption lies above or below the drawing.
  const where = (y) => (y < content.y ? "top" : y > content.y + content.height ? "bottom" : null);
  const lines = { top: [], bottom: [] };
  for (const t of centred) {
    const side = where(Number(t.getAttribute("y")));
    if (side) {
      lines[side].push(t);
    }
  }
  const items = { top: [], bottom: [] };
  entries.forEach((entry, k) => {
    const side = where(Number(entry[entry.length - 1].getAttribute("y"))) || "bottom";
    items[side].push({ entry, g: groups[k] });
  });
  const captions = lines.top.length + lines.bottom.length + entries.length;
  const inner = captions > 0 ? content : { x: 0, y: 0, width, height };
  const pad = 6;
  const cw = inner.width + 2 * pad;
  const ch = inner.height + 2 * pad;
  const phone = window.innerWidth < 700;
  // As large as the box allows, and on a large screen no taller than
  // the window leaves for it beside the status.
  let scale = Math.min(room / cw, 2.2);
  if (!phone) {
    // The captions keep their size in pixels: what is left is the
    // drawing's.
    const capPx = captionHeight(centred, entries, room - 12);
    scale = Math.min(scale, Math.max(window.innerHeight - 200 - capPx, 240) / ch);
  }
  // Yet a move stays large enough to touch (a phone) or to point at (a
  // mouse): its shape, or a disc to touch under the drawing when the moves
  // lie far enough apart for one (a dot, a point of a table); the box pans
  // when the picture outgrows it. Lines and outlines are thin by nature:
  // their dots are to touch.
  const touch = phone ? 32.5 : 14;
  const shapes = [];
  for (const el of svg.querySelectorAll("[data-move]")) {
    const thin = el.tagName === "line" || el.getAttribute("fill") === "none";
    const e = thin ? null : extent(el);
    if (e && e[1] > e[0] && e[3] > e[2]) {
      shapes.push({ el, m: el.dataset.move, d: Math.min(e[1] - e[0], e[3] - e[2]), x: (e[0] + e[1]) / 2, y: (e[2] + e[3]) / 2 });
      if (shapes.length === 300) {
        break;
      }
    }
  }
  let needed = 0;
  for (const a of shapes) {
    let apart = Infinity; // squared
    for (const b of shapes) {
      const dx = a.x - b.x;
      const dy = a.y - b.y;
      if (dx * dx + dy * dy < apart && b.m !== a.m) {
        apart = dx * dx + dy * dy;
      }
    }
    needed = Math.max(needed, Math.min(touch / a.d, touch / Math.sqrt(apart)));
  }
  scale = Math.max(scale, Math.min(needed, 5));
  const reach = touch / 2 / scale;
  const discs = [];
  for (const { el, d, x, y } of shapes) {
    if (d < 2 * reach) {
      const disc = document.createElementNS("http://www.w3.org/2000/svg", "circle");
      disc.setAttribute("cx", x);
      disc.setAttribute("cy", y);
      disc.setAttribute("data-move", el.dataset.move);
      disc.setAttribute("r", reach);
      disc.setAttribute("aria-hidden", "true");
      disc.classList.add("hit");
      discs.push(disc);
    }
  }
  svg.prepend(...discs);
  if (captions === 0) {
    aside.replaceWith(...aside.childNodes);
    svg.setAttribute("width", Math.round(width * scale));
    svg.setAttribute("height", Math.round(height * scale));
    return;
  }
  // The captions, 13 pixels high whatever the scale, wrapped to the width
  // shown.
  const font = 13 / scale;
  const line = font * 1.4;
  const f = 13 / 12 / scale; // the legend's shapes and words, drawn 12 units high
  const wide = Math.max(cw, Math.min(room / scale, Math.max(width, cw)));
  const x0 = inner.x - pad - (wide - cw) / 2;
  // Captions fit the part of the picture the box shows at first (all of
  // it, unless it pans).
  const shown = Math.min(wide, room / scale);
  // When the picture pans, the captions lie over the moves, where the box
  // opens (panToMoves).
  let from = x0;
  if (shown < wide) {
    let [lo, hi] = [Infinity, -Infinity];
    for (const el of sample(svg.querySelectorAll("[data-move]"), 300)) {
      const e = extent(el);
      if (e) {
        lo = Math.min(lo, e[0]);
        hi = Math.max(hi, e[1]);
      }
    }
    if (lo <= hi) {
      from = Math.min(Math.max((lo + hi) / 2 - shown / 2, x0), x0 + wide - shown);
    }
  }
  const mid = from + shown / 2;
  // `text` cut into lines at most `most` wide at `size`.
  const wrapped = (text, size, most) => {
    const out = [];
    let at = "";
    for (const word of text.split(" ")) {
      const tryLine = at ? at + " " + word : word;
      if (at && textWidth(tryLine, size) > most) {
        out.push(at);
        at = word;
      } else {
        at = tryLine;
      }
    }
    out.push(at);
    return out;
  };
  const svgText = (from, text) => {
    const copy = from.cloneNode(false);
    copy.textContent = text;
    return copy;
  };
  // A block of captions: its lines, then its legend's entries packed into
  // rows; its height, and where to draw it.
  const prepare = (side) => {
    const texts = lines[side].flatMap((t) => {
      t.style.fontSize = `${font}px`;
      return wrapped(t.textContent, font, shown - 2 * pad).map((text) => svgText(t, text));
    });
    for (const t of lines[side]) {
      t.remove();
    }
    aside.append(...texts);
    const room = (shown - 2 * pad) / f; // the legend's own units
    const placed = [];
    let x = from + pad;
    let row = texts.length * line;
    let tallest = 0;
    for (const { entry, g } of items[side]) {
      const words = entry[entry.length - 1];
      const wx = Number(words.getAttribute("x"));
      const left = Math.min(wx, ...entry.slice(0, -1).map((el) => (extent(el) || [wx])[0]));
      let w = wx + textWidth(words.textContent, 12) - left;
      let n = 1;
      // An entry wider than the picture: its words on several lines.
      if (w > room) {
        const rows = wrapped(words.textContent, 12, room - (wx - left));
        words.textContent = "";
        rows.forEach((text, k) => {
          const span = document.createElementNS("http://www.w3.org/2000/svg", "tspan");
          span.setAttribute("x", wx);
          span.setAttribute("dy", k === 0 ? "0" : "15");
          span.textContent = text;
          words.appendChild(span);
        });
        n = rows.length;
        w = wx - left + Math.max(...rows.map((r) => textWidth(r, 12)));
      }
      w *= f;
      const h = (18 + 15 * (n - 1)) * f;
      if (placed.length > 0 && x + w > from + shown - pad) {
        x = from + pad;
        row += tallest;
        tallest = 0;
      }
      placed.push({ g, x, row, left, y: Number(words.getAttribute("y")) });
      x += w + 16 * f;
      tallest = Math.max(tallest, h);
    }
    const height = row + tallest;
    const place = (top) => {
      texts.forEach((t, k) => {
        t.setAttribute("x", mid);
        t.setAttribute("y", top + (k + 0.5) * line);
      });
      for (const p of placed) {
        p.g.setAttribute("transform", `translate(${p.x} ${top + p.row + 9 * f}) scale(${f}) translate(${-p.left} ${-p.y})`);
      }
    };
    return { height, place };
  };
  const above = prepare("top");
  const below = prepare("bottom");
  const y0 = inner.y - pad - above.height;
  above.place(y0);
  below.place(inner.y + inner.height + pad);
  const y1 = inner.y + inner.height + pad + below.height + 4;
  svg.setAttribute("viewBox", `${x0} ${y0} ${wide} ${y1 - y0}`);
  svg.setAttribute("width", Math.round(wide * scale));
  svg.setAttribute("height", Math.round((y1 - y0) * scale));
}

// Dragging the picture with the mouse pans it when it is larger than its
// box (a finger pans it as any scrolled box); a drag plays no move.
let drag = null;

function panning() {
  const board = $("board");
  board.addEventListener("pointerdown", (e) => {
    if (e.pointerType !== "mouse" || e.button !== 0) {
      return;
    }
    const scrolls = board.scrollWidth > board.clientWidth || board.scrollHeight > board.clientHeight;
    if (scrolls) {
      drag = { x: e.clientX, y: e.clientY, left: board.scrollLeft, top: board.scrollTop, moved: false };
    }
  });
  board.addEventListener("pointermove", (e) => {
    if (!drag) {
      return;
    }
    const dx = e.clientX - drag.x;
    const dy = e.clientY - drag.y;
    if (Math.abs(dx) + Math.abs(dy) > 6) {
      drag.moved = true;
      board.classList.add("panning");
    }
    if (drag.moved) {
      board.scrollLeft = drag.left - dx;
      board.scrollTop = drag.top - dy;
    }
  });
  const end = () => {
    if (drag && drag.moved) {
      // The click that ends a drag plays nothing.
      const swallow = (e) => {
        e.stopPropagation();
        e.preventDefault();
      };
      board.addEventListener("click", swallow, { capture: true, once: true });
      setTimeout(() => board.removeEventListener("click", swallow, { capture: true }), 0);
    }
    drag = null;
    board.classList.remove("panning");
  };
  board.addEventListener("pointerup", end);
  board.addEventListener("pointercancel", end);
  board.addEventListener("pointerleave", () => {
    drag = null;
    board.classList.remove("panning");
  });
}

// ---------------------------------------------------------------------------
// The game's story: the person's value after each position, as a chart.

function drawStory() {
  const chart = $("chart");
  const points = story.filter((p) => p.wins !== null);
  $("story").hidden = story.length === 0;
  if (points.length === 0) {
    chart.innerHTML = "<p class=\"none\">The positions are too large to search: no value to chart.</p>";
    return;
  }
  const n = story.length;
  const most = Math.max(1, ...points.map((p) => p.remoteness));
  const W = 320;
  const H = 150;
  const left = 34;
  const right = 10;
  const mid = 70; // the axis between winning (above) and losing (below)
  const span = 55;
  const x = (i) => left + (n === 1 ? 0 : (i * (W - left - right)) / (n - 1));
  // Closer to the axis: further from the end; at the edge: the end.
  const y = (p) => {
    const far = 6 + ((most - p.remoteness) / most) * (span - 12);
    return p.wins ? mid - far : mid + far;
  };
  const parts = [];
  parts.push(`<svg viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="the game so far: your value after each move">`);
  parts.push(`<rect class="band-win" x="${left}" y="${mid - span - 4}" width="${W - left - right}" height="${span + 4}"/>`);
  parts.push(`<rect class="band-lose" x="${left}" y="${mid}" width="${W - left - right}" height="${span + 4}"/>`);
  parts.push(`<line class="axis-line" x1="${left}" y1="${mid}" x2="${W - right}" y2="${mid}"/>`);
  parts.push(`<text class="tick" x="${left - 4}" y="${mid - span + 9}" text-anchor="end">0</text>`);
  // The line is the same count, the most moves left, for both halves:
  // written once, on it.
  parts.push(`<text class="tick" x="${left - 4}" y="${mid + 4}" text-anchor="end">${most}</text>`);
  parts.push(`<text class="tick" x="${left - 4}" y="${mid + span - 3}" text-anchor="end">0</text>`);
  parts.push(`<text class="tick" transform="rotate(-90)" x="${-mid}" y="10" text-anchor="middle">moves left</text>`);
  parts.push(`<text class="side-label" x="${left + 4}" y="${mid - span + 8}">you win</text>`);
  parts.push(`<text class="side-label" x="${left + 4}" y="${mid + span - 2}">I win</text>`);
  let path = "";
  story.forEach((p, i) => {
    if (p.wins !== null) {
      path += `${path ? "L" : "M"}${x(i).toFixed(1)} ${y(p).toFixed(1)} `;
    }
  });
  parts.push(`<path class="trail" d="${path}"/>`);
  story.forEach((p, i) => {
    if (p.wins === null) {
      return;
    }
    const said = `after ${i === 0 ? "the start" : `step ${i}`}${p.how === "edit" ? " (an edit)" : ""}: ${p.wins ? "you win" : "I win"} in ${movesWord(p.remoteness)}`;
    const shape = p.how === "edit" ? `<rect x="${x(i) - 4}" y="${y(p) - 4}" width="8" height="8"` : `<circle cx="${x(i)}" cy="${y(p)}" r="4"`;
    parts.push(`${shape} class="${p.wins ? "pt-win" : "pt-lose"}"><title>${said}</title></${p.how === "edit" ? "rect" : "circle"}>`);
  });
  parts.push(`<text class="tick" x="${left}" y="${H - 4}">start</text>`);
  if (n > 1) {
    parts.push(`<text class="tick" x="${W - right}" y="${H - 4}" text-anchor="end">move ${n - 1}</text>`);
  }
  parts.push("</svg>");
  chart.innerHTML = parts.join("");
  const p = story[n - 1];
  const now = p.wins === null ? "" : ` Now: ${p.wins ? "you win" : "I win"} in ${movesWord(p.remoteness)}.`;
  const caption = document.createElement("p");
  caption.className = "chart-caption";
  caption.textContent = `Above the line you win, below it I win, with best play from then on; a point's distance from the edge is the moves left (0 at the edge: the end).${now}`;
  chart.appendChild(caption);
}

// ---------------------------------------------------------------------------
// Wiring.

function setup() {
  listBinaries();
  $("game-select").addEventListener("change", () => go($("game-select").value));
  window.addEventListener("hashchange", () => {
    const name = fromHash();
    if (name) {
      showBinary(name);
    }
  });
  $("samples").addEventListener("change", (e) => {
    const s = current.samples.find((x) => x.name === $("samples").value);
    release();
    $("input").value = s ? s.text : "";
    solve(e.timeStamp);
  });
  $("solve").addEventListener("click", (e) => solve(e.timeStamp));
  $("input").addEventListener("keydown", (e) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      solve(e.timeStamp);
    }
  });
  document.addEventListener("paste", (e) => {
    // A paste into the input box, or anywhere but another field while a
    // large input is held.
    const into = e.target === $("input") || (held && !e.target.closest("input, textarea, select"));
    if (into) {
      pasted(e);
    }
  });
  $("paste").addEventListener("click", (e) => fromClipboard(e.timeStamp, false));
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
  $("held-clear").addEventListener("click", () => {
    release();
    $("input").value = "";
    $("input").focus();
  });
  $("held-save").addEventListener("click", () => {
    const input = held.input;
    save(typeof input === "string" ? new Blob([input], { type: "text/plain" }) : input, `${current.name}.in`);
  });
  $("answer-save").addEventListener("click", () => {
    if (opened && opened.answer_whole) {
      save(opened.answer_whole, `${current.name}.out`);
    }
  });
  $("cancel").addEventListener("click", cancel);
  for (const button of document.querySelectorAll("#pan [data-pan]")) {
    const [dr, dc] = button.dataset.pan.split(" ").map(Number);
    button.addEventListener("click", () => panBy(dr, dc));
  }
  $("pan-back").addEventListener("click", () => pan("view"));
  $("first").addEventListener("click", () => begin(true));
  $("second").addEventListener("click", () => begin(false));
  let explained = null;
  $("explain-all").addEventListener("click", async () => {
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
  });
  $("explain-save").addEventListener("click", () => {
    if (explained && explained.explain_whole) {
      save(explained.explain_whole, `${current.name}.explain.txt`);
    }
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
  $("board").addEventListener("keydown", (e) => {
    const target = e.target.closest && e.target.closest("[data-move]");
    if (target && (e.key === "Enter" || e.key === " ") && !$("editing").checked) {
      e.preventDefault();
      play(target.dataset.move);
    }
  });
  $("moves").addEventListener("click", (e) => {
    const button = e.target.closest("[data-play]");
    if (button) {
      play(button.dataset.play);
    }
  });
  panning();
  watchClipboardPermission();
  let resizing = null;
  window.addEventListener("resize", () => {
    clearTimeout(resizing);
    resizing = setTimeout(() => {
      if (last && !$("play").hidden) {
        drawBoard(drawn);
      }
    }, 150);
  });
  showBinary(fromHash() || binaries[0].name);
}

async function start() {
  const response = fetch("cp_games_web.wasm");
  try {
    compiled = await WebAssembly.compileStreaming(response);
  } catch (e) {
    // A server that does not say application/wasm: compiled from the bytes.
    compiled = await WebAssembly.compile(await (await fetch("cp_games_web.wasm")).arrayBuffer());
  }
  startWorker();
  binaries = await ask("list");
  setup();
}

start().catch((e) => {
  $("game-list").textContent = "The solver did not load: " + e;
});
