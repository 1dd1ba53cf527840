// The solver's own thread: the WebAssembly module (web/src/lib.rs) answers
// the page's requests here, one at a time, so that a long solve never
// freezes the page. The page sends { id, text, input } (input: a string, a
// File or none; it follows the request's first line; a long string comes
// first in { id, piece } messages, then { id, text, pieces }) and gets back
// { id, answer }, the module's JSON answer parsed; or { id, stage } while
// it works. Long texts come back cut (SHOWN characters or LINES lines, less
// for a position's), with the whole text as a Blob to save.
"use strict";

const SHOWN = 64 * 1024;
const LINES = 500;
const SMALL = 16 * 1024;
const SMALL_LINES = 200;
const encoder = new TextEncoder();
const decoder = new TextDecoder();
let wasm = null;

// The request's bytes: its first line, a newline and the input.
async function requestBytes(text, input) {
  const head = encoder.encode(input === undefined ? text : text + "\n");
  if (input === undefined) {
    return head;
  }
  const body = typeof input === "string" ? encoder.encode(input) : new Uint8Array(await input.arrayBuffer());
  const bytes = new Uint8Array(head.length + body.length);
  bytes.set(head);
  bytes.set(body, head.length);
  return bytes;
}

function ask(bytes) {
  const ptr = wasm.web_alloc(bytes.length);
  new Uint8Array(wasm.memory.buffer, ptr, bytes.length).set(bytes);
  const n = wasm.web_request(ptr, bytes.length);
  const at = wasm.web_answer();
  return JSON.parse(decoder.decode(new Uint8Array(wasm.memory.buffer, at, n)));
}

// A long text field cut to `chars` characters and `lines` lines (a
// browser takes long to lay out thousands of lines): `FIELD_whole` holds
// the whole text as a Blob.
function cut(answer, field, chars, lines) {
  const text = answer[field];
  if (typeof text !== "string") {
    return;
  }
  let end = Math.min(text.length, chars);
  let at = -1;
  for (let k = 0; k < lines; k++) {
    at = text.indexOf("\n", at + 1);
    if (at < 0 || at >= end) {
      break;
    }
    if (k === lines - 1) {
      end = at + 1;
    }
  }
  if (end < text.length) {
    answer[field + "_whole"] = new Blob([text], { type: "text/plain" });
    const cutAt = text.lastIndexOf("\n", end - 1);
    answer[field] = text.slice(0, cutAt >= 0 ? cutAt + 1 : end);
  }
}

async function handle({ id, text, input }) {
  postMessage({ id, stage: "reading" });
  const bytes = await requestBytes(text, input);
  postMessage({ id, stage: "solving", bytes: bytes.length });
  const answer = ask(bytes);
  // What the page shows of a position (its text and why) sits in small
  // boxes: fewer lines than an answer or the whole input's explanation.
  const verb = text.split(" ", 1)[0];
  const small = !["open", "judge", "explain"].includes(verb);
  for (const field of ["answer", "explain", "choices", "show"]) {
    cut(answer, field, small ? SMALL : SHOWN, small ? SMALL_LINES : LINES);
  }
  postMessage({ id, answer });
}

// Requests arrive while one is being answered: they wait their turn.
let queue = Promise.resolve();

// The pieces of a long input, by request, until its request comes.
const pieces = new Map();

onmessage = (e) => {
  const { id } = e.data;
  if (e.data.piece !== undefined) {
    if (!pieces.has(id)) {
      pieces.set(id, []);
    }
    pieces.get(id).push(e.data.piece);
    return;
  }
  if (e.data.pieces) {
    const input = (pieces.get(id) || []).join("");
    pieces.delete(id);
    queue = queue.then(() => handle({ id, text: e.data.text, input })).catch((error) => postMessage({ id, failed: String(error) }));
    return;
  }
  if (e.data.module) {
    queue = WebAssembly.instantiate(e.data.module, {}).then((instance) => {
      wasm = instance.exports;
      postMessage({ ready: true });
    });
    return;
  }
  queue = queue.then(() => handle(e.data)).catch((error) => postMessage({ id: e.data.id, failed: String(error) }));
};
