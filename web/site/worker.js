// The solver's own thread (a module worker): the WebAssembly module
// (web/src/lib.rs) answers the page's requests here, one at a time, so
// that a long solve never freezes the page. The page sends { id, text,
// input } (input: a string, a File or none; it follows the request's first
// line; a long string comes first in { id, piece } messages, then { id,
// text, pieces }) and gets back { id, answer }, the module's JSON answer
// parsed; or { id, stage } while it works. Long texts come back cut (see
// worker-text.js), with the whole text as a Blob to save.
import { requestBytes, cutAnswer } from "./worker-text.js";

const decoder = new TextDecoder();
let wasm = null;

function ask(bytes) {
  const ptr = wasm.web_alloc(bytes.length);
  new Uint8Array(wasm.memory.buffer, ptr, bytes.length).set(bytes);
  const n = wasm.web_request(ptr, bytes.length);
  const at = wasm.web_answer();
  return JSON.parse(decoder.decode(new Uint8Array(wasm.memory.buffer, at, n)));
}

async function handle({ id, text, input }) {
  postMessage({ id, stage: "reading" });
  const bytes = await requestBytes(text, input);
  postMessage({ id, stage: "solving", bytes: bytes.length });
  const answer = ask(bytes);
  cutAnswer(answer, text);
  postMessage({ id, answer });
}

// Requests arrive while one is being answered: they wait their turn.
let queue = Promise.resolve();

// The pieces of a long input, by request, until its request comes.
const pieces = new Map();

self.onmessage = (e) => {
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
