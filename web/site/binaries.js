// The list of binaries (the module's answer to `list`) on the left and in
// the select of a narrow screen, and the binary shown: the address's `#`
// part names it, so that Back and links work.
import { $, setText } from "./dom.js";
import { humanName, optionText, whyNoGame, nameFromHash, binaryNamed, answerTitle } from "./catalogue.js";
import { shown } from "./state.js";
import { release } from "./input.js";
import { solve } from "./solving.js";

let binaries = [];

// Lists `list`, the module's binaries.
export function listBinaries(list) {
  binaries = list;
  const items = $("game-list");
  items.innerHTML = "";
  const select = $("game-select");
  select.innerHTML = "";
  for (const b of binaries) {
    const item = document.createElement("li");
    item.appendChild(binaryButton(b));
    items.appendChild(item);
    const option = document.createElement("option");
    option.value = b.name;
    option.textContent = optionText(b);
    select.appendChild(option);
  }
}

// The binary's button in the list: its name for a person and its judge
// ID, and why it plays no game when it does not.
function binaryButton(b) {
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
  if (!b.game) {
    button.classList.add("nogame");
    const why = document.createElement("span");
    why.className = "why";
    why.textContent = whyNoGame(b.rules);
    button.append(why);
  }
  button.addEventListener("click", () => go(b.name));
  return button;
}

// Shows binary `name` through the address, so that Back and links work.
export function go(name) {
  if (location.hash !== "#" + name) {
    location.hash = name;
  } else {
    showBinary(name);
  }
}

// The binary the address names, or null.
export function fromHash() {
  return nameFromHash(location.hash, binaries);
}

// Shows the binary the address names, or the first.
export function showFirst() {
  showBinary(fromHash() || binaries[0].name);
}

// Shows binary `name` (the first when none has that name) and solves its
// first sample.
export function showBinary(name) {
  const b = binaryNamed(binaries, name);
  if (shown.binary === b) {
    return;
  }
  shown.binary = b;
  markCurrent(b.name);
  $("main").hidden = false;
  $("main").dataset.binary = b.name;
  document.title = `${humanName(b)} (${b.name}): cp-games`;
  setText("name", humanName(b));
  setText("judge-id", b.name);
  setText("title", b.title);
  setText("rules", b.rules || "");
  $("rules-box").hidden = !b.rules;
  setText("answer-title", answerTitle(b));
  listSamples(b.samples);
  release();
  $("input").value = b.samples.length > 0 ? b.samples[0].text : "";
  solve(performance.now());
}

// The list's button of binary `name` and the select say it is shown.
function markCurrent(name) {
  for (const button of document.querySelectorAll("#game-list button")) {
    const on = button.dataset.name === name;
    button.classList.toggle("current", on);
    if (on) {
      button.setAttribute("aria-current", "page");
    } else {
      button.removeAttribute("aria-current");
    }
  }
  $("game-select").value = name;
}

function listSamples(samples) {
  const select = $("samples");
  select.innerHTML = "";
  for (const s of samples) {
    const option = document.createElement("option");
    option.value = s.name;
    option.textContent = s.name;
    select.appendChild(option);
  }
  select.disabled = samples.length === 0;
}
