// The picture fitted to its box: scaled to the screen, each move large
// enough to touch, and its captions (the lines of text centred across its
// whole width, and the legend's entries) laid out again at a constant
// size for the width shown: a drawing of three cells is no longer as wide
// as its longest sentence. The picture is laid out once here (its
// drawing's box), its text measured on a canvas; the arithmetic is
// layout.js's.
import { $ } from "./dom.js";
import { parseViewBox, sample, extent, isSampleText, wrapWords, captionHeight, screenScale, touchScale, captionsFrom, packEntries } from "./layout.js";

const SVG = "http://www.w3.org/2000/svg";
// The margin around the drawing, in its units.
const PAD = 6;
// Shapes of moves weighed for their size, and moves sampled for where
// they lie: enough to judge, few enough to be quick.
const MOST_MOVES = 300;

// Widths of text, measured on a canvas (measuring the picture's own text
// would lay the whole picture out again for every word).
const measure = document.createElement("canvas").getContext("2d");

function textWidth(text, size) {
  measure.font = `${size}px sans-serif`;
  return measure.measureText(text).width;
}

// The entries of the picture's legend (web/src's `Legend`): each a text of
// class `legend` (the words), after its sample (a small shape, or a text
// of class `legend` just before on its row), in the order drawn. Read from
// the attributes: nothing is laid out.
function legendEntries(svg) {
  const legend = (el) => el && el.tagName === "text" && el.classList.contains("legend");
  const entries = [];
  let previous = null; // the last entry's words
  for (const t of svg.querySelectorAll(":scope > text.legend")) {
    const y = Number(t.getAttribute("y"));
    const next = t.nextElementSibling;
    const gap = legend(next) && Number(next.getAttribute("y")) === y ? Number(next.getAttribute("x")) - Number(t.getAttribute("x")) : -1;
    if (isSampleText(t.textContent, gap)) {
      // A sample written as text: its words follow.
      continue;
    }
    const entry = [t];
    for (let el = t.previousElementSibling; el && el !== previous; el = el.previousElementSibling) {
      if (el.dataset.move !== undefined || (el.tagName === "text" && !legend(el))) {
        break;
      }
      const e = extent(el, textWidth);
      if (!e || Math.abs((e[2] + e[3]) / 2 - y) > 8 || e[3] - e[2] > 16) {
        break;
      }
      entry.unshift(el);
    }
    entries.push(entry);
    previous = t;
  }
  return entries;
}

// Fits `svg`, the picture drawn in the board.
export function fit(svg) {
  const box = parseViewBox(svg.getAttribute("viewBox"));
  if (!box) {
    return;
  }
  const [, , width, height] = box;
  // Read before the picture changes: reading it after would lay the page
  // out once more.
  const room = Math.max($("board").clientWidth - 2, 120);
  const centred = [...svg.querySelectorAll(":scope > text:not(.legend)")].filter((t) => Math.abs(Number(t.getAttribute("x")) - width / 2) < 1);
  const entries = legendEntries(svg);
  const { aside, groups } = setAside(svg, centred, entries);
  const content = svg.getBBox();
  aside.style.display = "";
  if (content.width === 0 && content.height === 0) {
    return;
  }
  const { lines, items } = bySide(content, centred, entries, groups);
  const captions = lines.top.length + lines.bottom.length + entries.length;
  const inner = captions > 0 ? content : { x: 0, y: 0, width, height };
  const scale = scaleFor(svg, inner, centred, entries, room);
  if (captions === 0) {
    aside.replaceWith(...aside.childNodes);
    svg.setAttribute("width", Math.round(width * scale));
    svg.setAttribute("height", Math.round(height * scale));
    return;
  }
  layCaptions(svg, { aside, lines, items, inner, width, scale, room });
}

// The captions aside in a group of their own, each legend entry in a
// group of its own, hidden while the drawing's box is taken (the caller
// shows them again).
function setAside(svg, centred, entries) {
  const aside = document.createElementNS(SVG, "g");
  aside.style.display = "none";
  svg.appendChild(aside);
  aside.append(...centred);
  const groups = entries.map((entry) => {
    const g = document.createElementNS(SVG, "g");
    g.append(...entry);
    aside.appendChild(g);
    return g;
  });
  return { aside, groups };
}

// The captions above and below the drawing, whose box is `content`: the
// centred lines, and the legend's entries with their groups (below,
// unless above the drawing).
function bySide(content, centred, entries, groups) {
  const where = (y) => (y < content.y ? "top" : y > content.y + content.height ? "bottom" : null);
  const lines = { top: [], bottom: [] };
  for (const t of centred) {
    const side = where(Number(t.getAttribute("y")));
    if (side) {
      lines[side].push(t);
    }
  }
  const items = { top: [], bottom: [] };
  entries.forEach((entry, k) => {
    const side = where(Number(entry[entry.length - 1].getAttribute("y"))) || "bottom";
    items[side].push({ entry, g: groups[k] });
  });
  return { lines, items };
}

// The picture's scale: as large as the box allows, and on a large screen
// no taller than the window leaves for it beside the status (the captions
// keep their size in pixels: what is left is the drawing's). Yet a move
// stays large enough to touch (a phone) or to point at (a mouse): its
// shape, or a disc to touch under the drawing when the moves lie far
// enough apart for one (a dot, a point of a table); the box pans when the
// picture outgrows it.
function scaleFor(svg, inner, centred, entries, room) {
  const phone = window.innerWidth < 700;
  const capPx = phone
    ? null
    : captionHeight(
        centred.map((t) => t.textContent),
        entries.map((entry) => ({ words: entry[entry.length - 1].textContent, samples: entry.length - 1 })),
        room - 12,
        textWidth,
      );
  const fitted = screenScale(room, inner.width + 2 * PAD, inner.height + 2 * PAD, capPx, window.innerHeight);
  const touch = phone ? 32.5 : 14;
  const shapes = moveShapes(svg);
  const scale = Math.max(fitted, Math.min(touchScale(shapes, touch), 5));
  addDiscs(svg, shapes, touch / 2 / scale);
  return scale;
}

// The first shapes of moves that have an area: lines and outlines are
// thin by nature, their dots are to touch. Each { el, m: its move, d: its
// least side, x, y: its centre }.
function moveShapes(svg) {
  const shapes = [];
  for (const el of svg.querySelectorAll("[data-move]")) {
    const thin = el.tagName === "line" || el.getAttribute("fill") === "none";
    const e = thin ? null : extent(el, textWidth);
    if (e && e[1] > e[0] && e[3] > e[2]) {
      shapes.push({ el, m: el.dataset.move, d: Math.min(e[1] - e[0], e[3] - e[2]), x: (e[0] + e[1]) / 2, y: (e[2] + e[3]) / 2 });
      if (shapes.length === MOST_MOVES) {
        break;
      }
    }
  }
  return shapes;
}

// Under each shape narrower than 2 * `reach`, a disc of radius `reach`
// that takes its clicks.
function addDiscs(svg, shapes, reach) {
  const discs = [];
  for (const { el, d, x, y } of shapes) {
    if (d < 2 * reach) {
      const disc = document.createElementNS(SVG, "circle");
      disc.setAttribute("cx", x);
      disc.setAttribute("cy", y);
      disc.setAttribute("data-move", el.dataset.move);
      disc.setAttribute("r", reach);
      disc.setAttribute("aria-hidden", "true");
      disc.classList.add("hit");
      discs.push(disc);
    }
  }
  svg.prepend(...discs);
}

// The captions, 13 pixels high whatever the scale, wrapped to the width
// shown, above and below the drawing; the picture's box grows to hold
// them.
function layCaptions(svg, { aside, lines, items, inner, width, scale, room }) {
  const cw = inner.width + 2 * PAD;
  const wide = Math.max(cw, Math.min(room / scale, Math.max(width, cw)));
  const x0 = inner.x - PAD - (wide - cw) / 2;
  // Captions fit the part of the picture the box shows at first (all of
  // it, unless it pans).
  const shown = Math.min(wide, room / scale);
  const from = shown < wide ? overMoves(svg, x0, wide, shown) : x0;
  const font = 13 / scale;
  // The legend's shapes and words are drawn 12 units high: `f` scales them.
  const at = { aside, from, shown, font, line: font * 1.4, f: 13 / 12 / scale };
  const above = captionBlock(lines.top, items.top, at);
  const below = captionBlock(lines.bottom, items.bottom, at);
  const y0 = inner.y - PAD - above.height;
  above.place(y0);
  below.place(inner.y + inner.height + PAD);
  const y1 = inner.y + inner.height + PAD + below.height + 4;
  svg.setAttribute("viewBox", `${x0} ${y0} ${wide} ${y1 - y0}`);
  svg.setAttribute("width", Math.round(wide * scale));
  svg.setAttribute("height", Math.round((y1 - y0) * scale));
}

// When the picture pans, the captions lie over the moves, where the box
// opens (board.js's panToMoves): where they begin.
function overMoves(svg, x0, wide, shown) {
  let [lo, hi] = [Infinity, -Infinity];
  for (const el of sample(svg.querySelectorAll("[data-move]"), MOST_MOVES)) {
    const e = extent(el, textWidth);
    if (e) {
      lo = Math.min(lo, e[0]);
      hi = Math.max(hi, e[1]);
    }
  }
  return captionsFrom(x0, wide, shown, lo, hi);
}

// A block of captions: its `lines` wrapped, then its legend's `items`
// packed into rows; its height, and `place(top)`, which draws it there.
function captionBlock(lines, items, { aside, from, shown, font, line, f }) {
  const texts = lines.flatMap((t) => {
    t.style.fontSize = `${font}px`;
    return wrapWords(t.textContent, font, shown - 2 * PAD, textWidth).map((text) => copyText(t, text));
  });
  for (const t of lines) {
    t.remove();
  }
  aside.append(...texts);
  const room = (shown - 2 * PAD) / f; // the legend's own units
  const sizes = items.map(({ entry }) => entrySize(entry, room, f));
  const { placed, bottom } = packEntries(sizes, from + PAD, from + shown - PAD, 16 * f, texts.length * line);
  const mid = from + shown / 2;
  const place = (top) => {
    texts.forEach((t, k) => {
      t.setAttribute("x", mid);
      t.setAttribute("y", top + (k + 0.5) * line);
    });
    placed.forEach(({ x, row }, k) => {
      const { left, y } = sizes[k];
      items[k].g.setAttribute("transform", `translate(${x} ${top + row + 9 * f}) scale(${f}) translate(${-left} ${-y})`);
    });
  };
  return { height: bottom, place };
}

// A copy of the text element `from` saying `text`.
function copyText(from, text) {
  const copy = from.cloneNode(false);
  copy.textContent = text;
  return copy;
}

// A legend's entry at scale `f`: its width and height, the left of its
// shapes and the row of its words (in its own units). An entry wider than
// `room` has its words on several lines.
function entrySize(entry, room, f) {
  const words = entry[entry.length - 1];
  const wx = Number(words.getAttribute("x"));
  const left = Math.min(wx, ...entry.slice(0, -1).map((el) => (extent(el, textWidth) || [wx])[0]));
  let w = wx + textWidth(words.textContent, 12) - left;
  let n = 1;
  if (w > room) {
    const rows = wrapWords(words.textContent, 12, room - (wx - left), textWidth);
    words.textContent = "";
    rows.forEach((text, k) => {
      const span = document.createElementNS(SVG, "tspan");
      span.setAttribute("x", wx);
      span.setAttribute("dy", k === 0 ? "0" : "15");
      span.textContent = text;
      words.appendChild(span);
    });
    n = rows.length;
    w = wx - left + Math.max(...rows.map((r) => textWidth(r, 12)));
  }
  return { w: w * f, h: (18 + 15 * (n - 1)) * f, left, y: Number(words.getAttribute("y")) };
}
