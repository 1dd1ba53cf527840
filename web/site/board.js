// The board: the position's picture drawn (a large one parsed aside and
// shown in the next task), its moves buttons for the keyboard, the window
// of a large board with its pan buttons, and the picture dragged with the
// mouse when it is larger than its box.
import { $, setText } from "./dom.js";
import { windowOf, windowWords, windowAtEdge, sample } from "./layout.js";
import { drawingBusy } from "./solver.js";
import { fit } from "./fit.js";

// A picture of more characters than this is large: drawn in two tasks.
const LARGE = 100000;

let drawn = ""; // the SVG text last drawn
let drawing = 0; // the latest drawing; an older one is not finished
let scrollOnDraw = false; // the next picture drawn scrolls the game into view
let drag = null; // the mouse's drag: where it began and whether it moved

// The next picture drawn brings the game into view (a new game).
export function scrollOnNextDraw() {
  scrollOnDraw = true;
}

// Draws the last picture again (the window's size changed).
export function redraw() {
  drawBoard(drawn);
}

// The picture to draw: a large one (a board of thousands of cells) is
// parsed aside, hidden, and fitted and shown in the next task, so that
// neither task blocks the page long; the picture before stays until then.
export function drawBoard(svgText) {
  const board = $("board");
  const focused = board.contains(document.activeElement) ? document.activeElement.dataset.move : undefined;
  drawn = svgText;
  const mine = ++drawing;
  const large = svgText.length > LARGE;
  const holder = large ? staging(board) : board;
  holder.innerHTML = svgText;
  const svg = holder.querySelector("svg");
  if (!svg) {
    showPan(null);
    board.replaceChildren();
    scrollIntoViewOnce();
    scrollCue();
    return;
  }
  showPan(svg);
  labelMoves(svg);
  const finish = () => {
    if (mine === drawing) {
      finishDrawing(board, svg, large, focused);
    }
  };
  if (large) {
    drawingBusy(true);
    setTimeout(finish, 0);
  } else {
    drawingBusy(false);
    finish();
  }
}

// A hidden holder in the board for a large picture while it is parsed.
function staging(board) {
  board.querySelector(".staging")?.remove();
  const holder = document.createElement("div");
  holder.classList.add("staging");
  board.appendChild(holder);
  return holder;
}

// Every move a button for the keyboard, labelled (from its title when
// the picture gives no label).
function labelMoves(svg) {
  svg.setAttribute("role", "group");
  svg.setAttribute("aria-label", "the position: each move of the picture is a button");
  for (const el of svg.querySelectorAll("[data-move]")) {
    if (!el.hasAttribute("tabindex")) {
      el.setAttribute("tabindex", "0");
    }
    if (!el.hasAttribute("role")) {
      el.setAttribute("role", "button");
    }
    if (!el.hasAttribute("aria-label")) {
      const title = el.querySelector("title");
      el.setAttribute("aria-label", title ? title.textContent : el.dataset.move);
    }
  }
}

// The picture fitted and shown; the focus back on the move it was on
// (`focused`), and a new game brought into view.
function finishDrawing(board, svg, large, focused) {
  fit(svg);
  if (large) {
    board.replaceChildren(svg);
    drawingBusy(false);
  }
  if (focused !== undefined) {
    const same = [...svg.querySelectorAll("[data-move]")].find((el) => el.dataset.move === focused);
    (same || svg.querySelector("[data-move]") || board).focus({ preventScroll: true });
  }
  const newGame = scrollIntoViewOnce();
  showMoves(svg, newGame);
  scrollCue();
}

// Brings the game into view when the picture was to; says whether it was.
function scrollIntoViewOnce() {
  if (!scrollOnDraw) {
    return false;
  }
  scrollOnDraw = false;
  $("play").scrollIntoView({ block: "start" });
  return true;
}

// A large board's picture shows a window of it; the buttons under the
// picture move the window by half its size, and "back to the game" gives
// the game its window again (a move does too).
function showPan(svg) {
  const w = windowOf(svg && svg.dataset.window);
  $("pan").hidden = !w;
  if (!w) {
    return;
  }
  setText("pan-where", windowWords(w));
  const edge = windowAtEdge(w);
  $("pan-up").disabled = edge.up;
  $("pan-left").disabled = edge.left;
  $("pan-down").disabled = edge.down;
  $("pan-right").disabled = edge.right;
}

// The window of the board the picture shows, or null.
export function shownWindow() {
  const svg = $("board").querySelector(":scope > svg");
  return windowOf(svg && svg.dataset.window);
}

// A picture larger than its box: the box shows its moves. Across, after
// every drawing, the view fit.js chose and laid the captions out in
// (the most moves it holds); down, for a new game, the middle of the part
// of the picture the moves cover.
function showMoves(svg, newGame) {
  const board = $("board");
  if (board.scrollWidth <= board.clientWidth && board.scrollHeight <= board.clientHeight) {
    return;
  }
  if (svg.dataset.viewLeft !== undefined) {
    board.scrollLeft = Number(svg.dataset.viewLeft);
  }
  const moves = newGame ? sample(svg.querySelectorAll("[data-move]"), 300) : [];
  if (moves.length === 0) {
    return;
  }
  const at = board.getBoundingClientRect();
  let [left, right, top, bottom] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const el of moves) {
    const r = el.getBoundingClientRect();
    left = Math.min(left, r.left);
    right = Math.max(right, r.right);
    top = Math.min(top, r.top);
    bottom = Math.max(bottom, r.bottom);
  }
  if (svg.dataset.viewLeft === undefined) {
    board.scrollLeft += (left + right) / 2 - (at.left + at.right) / 2;
  }
  board.scrollTop += (top + bottom) / 2 - (at.top + at.bottom) / 2;
}

// Under a picture larger than its box, a line says that it scrolls and
// how many of its moves lie out of view on each side.
export function scrollCue() {
  const board = $("board");
  const cue = $("board-more");
  const wide = board.scrollWidth > board.clientWidth + 1;
  const tall = board.scrollHeight > board.clientHeight + 1;
  if (!wide && !tall) {
    cue.hidden = true;
    return;
  }
  // Each move out of view (none of its shapes in view), by the side
  // where it lies.
  const at = board.getBoundingClientRect();
  const side = new Map();
  for (const el of sample(board.querySelectorAll(":scope > svg [data-move]"), 3000)) {
    const r = el.getBoundingClientRect();
    const m = el.dataset.move;
    let where = null;
    if (r.right <= at.left + 1) {
      where = "left";
    } else if (r.left >= at.right - 1) {
      where = "right";
    } else if (r.bottom <= at.top + 1) {
      where = "up";
    } else if (r.top >= at.bottom - 1) {
      where = "down";
    }
    if (where === null) {
      side.set(m, null);
    } else if (!side.has(m)) {
      side.set(m, where);
    }
  }
  const out = { left: new Set(), right: new Set(), up: new Set(), down: new Set() };
  for (const [m, where] of side) {
    if (where !== null) {
      out[where].add(m);
    }
  }
  const sides = [];
  const more = (set, where, arrow, edge) => {
    if (set.size > 0) {
      sides.push(arrow === "before" ? `${ARROWS[where]} ${movesOut(set.size)} ${where}` : `${movesOut(set.size)} ${where} ${ARROWS[where]}`);
    } else if (edge) {
      sides.push(arrow === "before" ? `${ARROWS[where]} more ${where}` : `more ${where} ${ARROWS[where]}`);
    }
  };
  more(out.left, "to the left", "before", board.scrollLeft > 1);
  more(out.up, "above", "before", board.scrollTop > 1);
  more(out.down, "below", "after", board.scrollTop + board.clientHeight < board.scrollHeight - 1);
  more(out.right, "to the right", "after", board.scrollLeft + board.clientWidth < board.scrollWidth - 1);
  const how = window.matchMedia("(pointer: coarse)").matches || window.innerWidth < 760 ? "swipe it" : "drag it";
  setText("board-more", `The picture scrolls (${how}): ${sides.join(", ")}.`);
  cue.hidden = false;
}

const ARROWS = { "to the left": "\u25c0", above: "\u25b2", below: "\u25bc", "to the right": "\u25b6" };

function movesOut(n) {
  return n === 1 ? "1 move" : `${n} moves`;
}

// Dragging the picture with the mouse pans it when it is larger than its
// box (a finger pans it as any scrolled box); a drag plays no move.
export function wireDragging() {
  const board = $("board");
  // The line under the picture follows its scrolling.
  let cueing = false;
  board.addEventListener("scroll", () => {
    if (!cueing) {
      cueing = true;
      requestAnimationFrame(() => {
        cueing = false;
        scrollCue();
      });
    }
  });
  board.addEventListener("pointerdown", (e) => {
    if (e.pointerType !== "mouse" || e.button !== 0) {
      return;
    }
    const scrolls = board.scrollWidth > board.clientWidth || board.scrollHeight > board.clientHeight;
    if (scrolls) {
      drag = { x: e.clientX, y: e.clientY, left: board.scrollLeft, top: board.scrollTop, moved: false };
    }
  });
  board.addEventListener("pointermove", (e) => {
    if (!drag) {
      return;
    }
    const dx = e.clientX - drag.x;
    const dy = e.clientY - drag.y;
    if (Math.abs(dx) + Math.abs(dy) > 6) {
      drag.moved = true;
      board.classList.add("panning");
    }
    if (drag.moved) {
      board.scrollLeft = drag.left - dx;
      board.scrollTop = drag.top - dy;
    }
  });
  board.addEventListener("pointerup", () => endDrag(board));
  board.addEventListener("pointercancel", () => endDrag(board));
  board.addEventListener("pointerleave", () => {
    drag = null;
    board.classList.remove("panning");
  });
}

function endDrag(board) {
  if (drag && drag.moved) {
    // The click that ends a drag plays nothing.
    const swallow = (e) => {
      e.stopPropagation();
      e.preventDefault();
    };
    board.addEventListener("click", swallow, { capture: true, once: true });
    setTimeout(() => board.removeEventListener("click", swallow, { capture: true }), 0);
  }
  drag = null;
  board.classList.remove("panning");
}
