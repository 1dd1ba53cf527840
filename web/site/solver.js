// The solver in its worker: the WebAssembly module (the crate's binaries,
// see web/src/lib.rs) compiled once and answering in a worker (worker.js)
// so that the page never waits on a solve; the requests in flight,
// cancelled by throwing the worker away; and whether the page is busy
// (a request in flight or a picture being drawn), with the progress of
// long work.
import { $, setText } from "./dom.js";

// Work that takes longer than this (ms) shows its progress and a Cancel
// button.
const PATIENCE = 300;

// A long text goes to the worker in pieces, one task each: copying tens of
// megabytes at once would block the page.
const PIECE = 1 << 20;

const STAGES = {
  waiting: "waiting for the solver",
  reading: "reading the input",
  solving: "solving",
};

let compiled = null; // the module, compiled once; each worker instantiates it
let worker = null;
let nextId = 1;
const waiting = new Map(); // request id -> { resolve, reject, stage, since }
let ticker = null; // shows the progress while the page is busy
let drawingPending = false; // a large picture is being drawn (board.js)

// Compiles the module while it downloads, and starts its worker.
export async function loadSolver() {
  const response = fetch("cp_games_web.wasm");
  try {
    compiled = await WebAssembly.compileStreaming(response);
  } catch (e) {
    // A server that does not say application/wasm: compiled from the bytes.
    compiled = await WebAssembly.compile(await (await fetch("cp_games_web.wasm")).arrayBuffer());
  }
  startWorker();
}

function startWorker() {
  worker = new Worker("worker.js", { type: "module" });
  worker.onmessage = answered;
  worker.onerror = (e) => {
    for (const w of waiting.values()) {
      w.reject(new Error(e.message || "the solver stopped"));
    }
    waiting.clear();
    busyChanged();
  };
  worker.postMessage({ module: compiled });
}

// A message of the worker: a request's stage, its answer, or its failure.
function answered(e) {
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
}

// One request: its first line `text`, then `input` (a string, a File, or
// nothing). Resolves to the module's answer; rejects with `cancelled` set
// when the person cancels it.
export function ask(text, input) {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject, stage: "waiting", since: performance.now() });
    busyChanged();
    send(id, text, input);
  });
}

// Whether a request is in flight.
export function working() {
  return waiting.size > 0;
}

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
export function cancel() {
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

// A large picture is being drawn (`pending`), or is drawn: the page is
// busy meanwhile.
export function drawingBusy(pending) {
  drawingPending = pending;
  busyChanged();
}

// The body's data-busy says whether the page is busy; while it is, the
// progress of the first request shows.
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
