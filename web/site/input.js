// The input: the text box, or a large input held aside (a preview shows
// its first lines); pasting, from the paste event or from the clipboard
// read in the background.
import { $, setText } from "./dom.js";
import { bytes } from "./text.js";
import { solve, answerStale } from "./solving.js";
import { shown } from "./state.js";

// An input larger than this many characters is held aside rather than
// put into the text box, which would take seconds to fill.
const BIG = 256 * 1024;

let held = null; // { input: a string, a File or a Blob, size, what }

// A paste. The clipboard's text is read in one go: the browser copies it
// all before the page sees it, a fraction of a second for tens of
// megabytes. With the permission to read the clipboard (the Paste button
// asks for it once), the text is read as a Blob instead, in the
// background, and goes to the solver without the page ever holding it.
let clipboardGranted = false;

// The input held aside ({ input, size, what }), or null when the box
// holds it.
export function heldAside() {
  return held;
}

// Takes `input` (a string, a File or a Blob; `what` it is) as the input:
// into the text box when it is small, else held aside with a preview.
export async function hold(input, what) {
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

// The text box holds the input again.
export function release() {
  held = null;
  $("input").hidden = false;
  $("held").hidden = true;
}

export function currentInput() {
  return held ? held.input : $("input").value;
}

// The "Test input" select names what the box holds: the test input whose
// text it is, else an option of its own (a pasted text, a file, an edit).
export function nameInput() {
  const select = $("samples");
  const text = held ? null : $("input").value;
  const sample = shown.binary ? shown.binary.samples.find((s) => s.text === text) : undefined;
  let own = select.querySelector("option.own");
  if (sample) {
    own?.remove();
    select.value = sample.name;
    return;
  }
  if (!own) {
    own = document.createElement("option");
    own.className = "own";
    own.value = "";
    select.prepend(own);
  }
  own.textContent = held ? held.what : "your own input";
  select.value = "";
  select.disabled = false;
}

let typings = 0; // how often the box was edited by hand

// How often the box was edited by hand so far: a request that puts text
// in the box checks it did not change meanwhile.
export function typedCount() {
  return typings;
}

// The box edited by hand: its name follows, and the answer shown is of
// the input before.
export function typed() {
  typings++;
  nameInput();
  if (!$("answer-box").hidden) {
    answerStale("press Solve to answer this one");
  }
}

// The paste event `e`, into the box or while an input is held.
export function pasted(e) {
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
export async function fromClipboard(t0, atSelection) {
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

// Follows the permission to read the clipboard; the Paste button shows
// only where the clipboard can be read.
export function watchClipboardPermission() {
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
