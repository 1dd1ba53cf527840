// Words and numbers as the page writes them: sizes, times, counts, what a
// move does, a text the worker cut. Pure: no document here.

export function bytes(n) {
  if (n < 1024) {
    return `${n} bytes`;
  }
  if (n < 1024 * 1024) {
    return `${(n / 1024).toFixed(1)} KB`;
  }
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

export function seconds(ms) {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

export function plural(n, word) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

export function movesWord(n) {
  return plural(n, "move");
}

export function lowerFirst(s) {
  return s.length > 0 ? s[0].toLowerCase() + s.slice(1) : s;
}

// What a move of the state's list does: "wins in 3", "loses", "not
// decided".
export function markWords(m) {
  if (m.wins === true || m.wins === false) {
    const verb = m.wins ? "wins" : "loses";
    return Number.isInteger(m.remoteness) ? `${verb} in ${m.remoteness}` : verb;
  }
  return "not decided";
}

// A move's button in the list of moves: its label (or the move) and what
// it does.
export function moveButtonText(m) {
  return `${m.label || m.move}: ${markWords(m)}`;
}

// A text of the state, with a last line saying so when the worker cut it
// (`FIELD_whole` then holds the whole text, as a Blob).
export function cutNote(state, field) {
  const text = state[field] || "";
  const whole = state[field + "_whole"];
  return whole ? `${text}... (the first ${bytes(text.length)} of ${bytes(whole.size)})\n` : text;
}
