// The texts the solver's worker (worker.js) handles: a request's bytes,
// and a long text of an answer cut to what a browser lays out quickly,
// with the whole text kept to save. No document here: a worker has none.

const encoder = new TextEncoder();

// An answer's texts are cut to SHOWN characters or LINES lines; a
// position's (SMALL, SMALL_LINES) less, in the small boxes beside the
// picture.
export const SHOWN = 64 * 1024;
export const LINES = 500;
export const SMALL = 16 * 1024;
export const SMALL_LINES = 200;

// The request's bytes: its first line `text`, a newline and the input (a
// string, a Blob or a File; none: the first line alone).
export async function requestBytes(text, input) {
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

// A long text field of `answer` cut to `chars` characters and `lines`
// lines (a browser takes long to lay out thousands of lines), at the end
// of a line when there is one: `FIELD_whole` then holds the whole text as
// a Blob. Changes `answer` in place.
export function cut(answer, field, chars, lines) {
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

// Cuts the long texts of the answer to request `text`: what the page
// shows of a position (its text and why) sits in small boxes, with fewer
// lines than an answer or the whole input's explanation.
export function cutAnswer(answer, text) {
  const verb = text.split(" ", 1)[0];
  const small = !["open", "judge", "explain"].includes(verb);
  for (const field of ["answer", "explain", "choices", "show"]) {
    cut(answer, field, small ? SMALL : SHOWN, small ? SMALL_LINES : LINES);
  }
}
