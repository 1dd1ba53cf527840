// The picture fitted to its box: scaled to the screen, each move large
// enough to touch, and its captions (the lines of text centred across its
// whole width, and the legend's entries) laid out again at a constant
// size for the width shown: a drawing of three cells is no longer as wide
// as its longest sentence. The captions are read from the structure
// web/src's `Canvas` writes (a group of class `caption` on a side of the
// drawing, its lines, its legend's entries); the picture is laid out once
// here (its drawing's box), its text measured on a canvas; the arithmetic
// is layout.js's.
import { $ } from "./dom.js";
import { parseViewBox, sample, extent, entryParts, wrapWords, captionHeight, screenScale, touchScale, viewFrom, packEntries } from "./layout.js";

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

// The picture's captions, as web/src's `Canvas` writes them: each a
// group of class `caption` whose `data-side` says whether it lies above
// the drawing or below; its lines, the texts in it; its legend's entries,
// the groups in its group of class `legend`, each with its parts
// (layout.js's entryParts). Read from the markup: nothing is laid out.
function captionsOf(svg) {
  return [...svg.querySelectorAll(":scope > g.caption")].map((g) => ({
    g,
    side: g.dataset.side === "above" ? "top" : "bottom",
    lines: [...g.querySelectorAll(":scope > text")],
    items: [...g.querySelectorAll(":scope > g.legend > g")].flatMap((entry) => {
      const parts = entryParts([...entry.children]);
      return parts ? [{ g: entry, parts }] : [];
    }),
  }));
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
  const captions = captionsOf(svg);
  // The drawing's box, without its captions.
  captions.forEach(({ g }) => (g.style.display = "none"));
  const content = svg.getBBox();
  captions.forEach(({ g }) => (g.style.display = ""));
  if (content.width === 0 && content.height === 0) {
    return;
  }
  const lines = { top: [], bottom: [] };
  const items = { top: [], bottom: [] };
  for (const c of captions) {
    lines[c.side].push(...c.lines);
    items[c.side].push(...c.items);
  }
  const count = lines.top.length + lines.bottom.length + items.top.length + items.bottom.length;
  const inner = count > 0 ? content : { x: 0, y: 0, width, height };
  const scale = scaleFor(svg, inner, lines, items, room);
  if (count === 0) {
    svg.setAttribute("width", Math.round(width * scale));
    svg.setAttribute("height", Math.round(height * scale));
    return;
  }
  layCaptions(svg, { lines, items, inner, width, scale, room });
}

// The picture's scale: as large as the box allows, and on a large screen
// no taller than the window leaves for it beside the status (the captions
// keep their size in pixels: what is left is the drawing's). Yet a move
// stays large enough to touch (a phone) or to point at (a mouse): its
// shape, or a disc to touch under the drawing when the moves lie far
// enough apart for one (a dot, a point of a table); the box pans when the
// picture outgrows it.
function scaleFor(svg, inner, lines, items, room) {
  const phone = window.innerWidth < 700;
  const capPx = phone
    ? null
    : captionHeight(
        [...lines.top, ...lines.bottom].map((t) => t.textContent),
        [...items.top, ...items.bottom].map(({ parts }) => ({ words: parts.words.textContent, indent: parts.indent })),
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
function layCaptions(svg, { lines, items, inner, width, scale, room }) {
  const cw = inner.width + 2 * PAD;
  const wide = Math.max(cw, Math.min(room / scale, Math.max(width, cw)));
  const x0 = inner.x - PAD - (wide - cw) / 2;
  // Captions fit the part of the picture the box shows at first (all of
  // it, unless it pans).
  const shown = Math.min(wide, room / scale);
  const from = shown < wide ? overMoves(svg, x0, wide, shown) : x0;
  // Where the box is to show the picture from, in pixels (board.js).
  svg.dataset.viewLeft = String((from - x0) * scale);
  const font = 13 / scale;
  // The legend's shapes and words are drawn 12 units high: `f` scales them.
  const at = { from, shown, font, line: font * 1.4, f: 13 / 12 / scale };
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

// When the picture pans, the box shows the moves (layout.js's viewFrom;
// board.js scrolls there) and the captions lie in that view: where it
// begins.
function overMoves(svg, x0, wide, shown) {
  const spans = [];
  for (const el of sample(svg.querySelectorAll("[data-move]"), MOST_MOVES)) {
    const e = extent(el, textWidth);
    if (e) {
      spans.push([e[0], e[1]]);
    }
  }
  return viewFrom(x0, wide, shown, spans);
}

// A block of captions: its `lines` wrapped (each replaced by its rows),
// then its legend's `items` packed into rows; its height, and
// `place(top)`, which draws it there.
function captionBlock(lines, items, { from, shown, font, line, f }) {
  const texts = lines.flatMap((t) => {
    t.style.fontSize = `${font}px`;
    const rows = wrapWords(t.textContent, font, shown - 2 * PAD, textWidth).map((text) => copyText(t, text));
    t.replaceWith(...rows);
    return rows;
  });
  const room = (shown - 2 * PAD) / f; // the legend's own units
  const sizes = items.map(({ parts }) => entrySize(parts, room, f));
  const { placed, bottom } = packEntries(sizes, from + PAD, from + shown - PAD, 16 * f, texts.length * line);
  const mid = from + shown / 2;
  const place = (top) => {
    texts.forEach((t, k) => {
      t.setAttribute("x", mid);
      t.setAttribute("y", top + (k + 0.5) * line);
    });
    placed.forEach(({ x, row }, k) => {
      items[k].g.setAttribute("transform", `translate(${x} ${top + row + 9 * f}) scale(${f})`);
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

// A legend's entry at scale `f`, from its parts: its width and height.
// It is drawn from its own origin, its samples from 0 and its words from
// `indent`, on the row through 0; an entry wider than `room` (in its own
// units) has its words on several lines.
function entrySize({ words, indent }, room, f) {
  let w = indent + textWidth(words.textContent, 12);
  let n = 1;
  if (w > room) {
    const rows = wrapWords(words.textContent, 12, room - indent, textWidth);
    words.textContent = "";
    rows.forEach((text, k) => {
      const span = document.createElementNS(SVG, "tspan");
      span.setAttribute("x", indent);
      span.setAttribute("dy", k === 0 ? "0" : "15");
      span.textContent = text;
      words.appendChild(span);
    });
    n = rows.length;
    w = indent + Math.max(...rows.map((r) => textWidth(r, 12)));
  }
  return { w: w * f, h: (18 + 15 * (n - 1)) * f };
}
