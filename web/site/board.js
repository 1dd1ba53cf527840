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
  if (scrollIntoViewOnce()) {
    panToMoves(svg);
  }
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

// A new game's picture larger than its box: the box shows its moves (the
// middle of the part of the picture they cover).
function panToMoves(svg) {
  const board = $("board");
  if (board.scrollWidth <= board.clientWidth && board.scrollHeight <= board.clientHeight) {
    return;
  }
  const moves = sample(svg.querySelectorAll("[data-move]"), 300);
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
  board.scrollLeft += (left + right) / 2 - (at.left + at.right) / 2;
  board.scrollTop += (top + bottom) / 2 - (at.top + at.bottom) / 2;
}

// Dragging the picture with the mouse pans it when it is larger than its
// box (a finger pans it as any scrolled box); a drag plays no move.
export function wireDragging() {
  const board = $("board");
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
