// What the parts of the page share: the binary shown with the answer to
// its input, and the game being played. The comments say which module
// changes each; the others only read it.

export const shown = {
  binary: null, // the binary shown (binaries.js)
  opened: null, // the answer to `open`, null while none is good (solving.js; edit.js updates its whole answer)
};

// The game (play.js; view.js keeps its story and last state).
export const game = {
  // Counts the games begun and stopped: a move still under way when
  // another game begins (or none) leaves the new one's turns alone.
  number: 0,
  personFirst: true,
  playing: false,
  last: null, // the last state
  pending: false, // a move of the person's or the program's is being made
  // One point per position reached (begin, each move, each edit): its
  // value for the person. Undo removes points.
  story: [],
};
