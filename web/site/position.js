// What a state of the game (the module's answer to begin, play, reply,
// undo, edit or view) means for the person: whose move it is, the status
// line, and the story's point. `personFirst`: the person plays first.
// Pure: no document here.
import { lowerFirst, movesWord } from "./text.js";

export function personToMove(state, personFirst) {
  return (state.ply % 2 === 0) === personFirst;
}

// The status line: whose move (the session's `turn`), and who wins in
// how many moves; or the end, as the session says it (`over.said`). Its
// kind ("won", "lost" or "") colours it.
export function statusOf(state, personFirst) {
  const person = personToMove(state, personFirst);
  if (state.over) {
    return { text: state.over.said, kind: state.over.person_wins ? "won" : "lost" };
  }
  let text = person ? `${state.turn}.` : `${state.turn}...`;
  const v = state.value;
  if (v && v.unsearched === undefined && typeof v.wins === "boolean") {
    const personWins = v.wins === person;
    text += ` ${personWins ? "You win" : "I win"} in ${movesWord(v.remoteness)} with best play`;
    text += personWins ? "." : person ? ": no move of yours wins, but I may slip." : ".";
  } else if (v && v.unsearched !== undefined) {
    text += unsearched(v, person);
  }
  return { text, kind: "" };
}

// Where the search does not reach, the game's theory says who wins, or
// that it does not decide.
function unsearched(v, person) {
  if (typeof v.wins === "boolean") {
    const personWins = v.wins === person;
    return ` ${personWins ? "You win" : "I win"} with best play, by the game's theory; the moves to the end are not counted: ${lowerFirst(v.unsearched)}`;
  }
  return ` The theory does not decide this position, and the moves to the end are not counted: ${lowerFirst(v.unsearched)}`;
}

// The point of the story for a state reached `how` ("begin", "move",
// "edit"): the person's side of its value, null when it is not counted.
export function pointOf(state, how, personFirst) {
  const v = state.value;
  const person = personToMove(state, personFirst);
  if (state.over) {
    return { how, wins: state.over.mover_wins === person, remoteness: 0, ply: state.ply };
  }
  if (v && v.unsearched === undefined && typeof v.wins === "boolean") {
    return { how, wins: v.wins === person, remoteness: v.remoteness, ply: state.ply };
  }
  return { how, wins: null, remoteness: null, ply: state.ply };
}

// The story (one point per position reached) after `state`, reached
// `how`: a view of another part of the board leaves it as it is, an undo
// takes the last point back (the one before becomes the state's), and
// anything else adds the state's point. Changes `story` in place.
export function record(story, state, how, personFirst) {
  if (how === "view") {
    return;
  }
  if (how === "undo") {
    story.pop();
    story[story.length - 1] = pointOf(state, story[story.length - 1]?.how || "begin", personFirst);
    return;
  }
  story.push(pointOf(state, how, personFirst));
}
