// The binaries the module lists (the answer to `list`: each { name,
// human, title, rules, game, interactive, samples }) as the page names them, and the
// binary the address's `#` part names. Pure: no document here.

export function humanName(b) {
  return b.human || b.name;
}

// The heading of the binary's answer: an interactive binary prints none
// (it plays against the judge's program); the page says the side it takes.
export function answerTitle(b) {
  return b.interactive ? "The program on the judge (interactive: the side it takes)" : "The judge's answer";
}

// The binary's entry in the select: its name, its judge ID, and whether
// it only judges.
export function optionText(b) {
  return `${humanName(b)} (${b.name})${b.game ? "" : ", judge only"}`;
}

// Why a binary has no game, from its rules, which say what it does first.
export function whyNoGame(rules) {
  const said = /^Not a game to play: ([^.]*)\./.exec(rules || "");
  return said ? `no game: ${said[1]}` : "no game to play: it answers the judge's input";
}

// The binary named by `hash` (the address's `#` part, as location.hash
// gives it), or null when it names none of `binaries`.
export function nameFromHash(hash, binaries) {
  const name = decodeURIComponent(hash.slice(1));
  return binaries.find((b) => b.name === name) ? name : null;
}

// The binary `name`, or the first when there is none of that name.
export function binaryNamed(binaries, name) {
  return binaries.find((b) => b.name === name) || binaries[0];
}
