// The arithmetic of laying the picture out: its box and window read from
// their attributes, the pan buttons' requests, where a shape lies, a
// legend entry's parts, words wrapped to a width, the room the captions
// take, the scale a move needs to be touched, and the legend's entries
// packed into rows. Text widths come from `measure(text, size)`, a
// function the caller gives (fit.js measures on a canvas). Pure: no
// document here; a shape is anything with `tagName`, `getAttribute` and
// `textContent`.

// The numbers of an SVG's viewBox attribute, [x, y, width, height], or
// null when it is not four numbers.
export function parseViewBox(text) {
  const box = (text || "").split(/[ ,]+/).map(Number);
  return box.length !== 4 || box.some((x) => !Number.isFinite(x)) ? null : box;
}

// A large board's picture shows a window of it (its data-window: the
// window's corner, its size and the board's, rows first, from 0):
// [r0, c0, height, width, rows, cols], or null when the text is none.
export function windowOf(text) {
  const w = text ? text.split(" ").map(Number) : null;
  return w && w.length === 6 && w.every(Number.isFinite) ? w : null;
}

// The words above the pan buttons, saying which part of the board shows.
export function windowWords([r0, c0, h, wd, rows, cols]) {
  return `Rows ${r0 + 1}-${r0 + h}, columns ${c0 + 1}-${c0 + wd} of ${rows} x ${cols}:`;
}

// Which pan buttons lead nowhere: the window at the board's edge.
export function windowAtEdge([r0, c0, h, wd, rows, cols]) {
  return { up: r0 === 0, left: c0 === 0, down: r0 + h >= rows, right: c0 + wd >= cols };
}

// The request that moves window `w` by half its size, `dr` rows and `dc`
// columns of halves (each -1, 0 or 1): `view ROW COL`, the new centre,
// from 1.
export function panRequest([r0, c0, h, wd], dr, dc) {
  // The centre moved by half the window: the window's corner by as much.
  const r = Math.max(0, r0 + Math.floor(h / 2) + dr * Math.max(1, Math.floor(h / 2)));
  const c = Math.max(0, c0 + Math.floor(wd / 2) + dc * Math.max(1, Math.floor(wd / 2)));
  return `view ${r + 1} ${c + 1}`;
}

// At most `most` of `list`, spread evenly over it (its first and last
// among them).
export function sample(list, most) {
  const n = list.length;
  if (n <= most) {
    return [...list];
  }
  return Array.from({ length: most }, (_, k) => list[Math.round((k * (n - 1)) / (most - 1))]);
}

// Where a shape lies, from its attributes alone: [x0, x1, y0, y1], or
// null for a shape of another kind. A text is 12 units high.
export function extent(el, measure) {
  const n = (a) => Number(el.getAttribute(a)) || 0;
  switch (el.tagName) {
    case "rect":
      return [n("x"), n("x") + n("width"), n("y"), n("y") + n("height")];
    case "circle":
      return [n("cx") - n("r"), n("cx") + n("r"), n("cy") - n("r"), n("cy") + n("r")];
    case "line":
      return [Math.min(n("x1"), n("x2")), Math.max(n("x1"), n("x2")), Math.min(n("y1"), n("y2")), Math.max(n("y1"), n("y2"))];
    case "polygon":
    case "polyline": {
      const xs = [];
      const ys = [];
      (el.getAttribute("points") || "").trim().split(/\s+/).forEach((p) => {
        const [x, y] = p.split(",").map(Number);
        xs.push(x);
        ys.push(y);
      });
      return [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    }
    case "text": {
      const w = measure(el.textContent, 12);
      return [n("x"), n("x") + w, n("y") - 7, n("y") + 7];
    }
    default:
      return null;
  }
}

// The parts of a legend's entry as web/src's `Legend` writes it, from its
// elements in order (a group drawn from its own origin, the middle of its
// row): its samples, each marked `data-sample`, and its words, the text
// that is not one; `indent`, the words' x, the room the samples take
// before them. Null for an entry without words.
export function entryParts(elements) {
  const sample = (el) => el.getAttribute("data-sample") !== null;
  const words = elements.find((el) => el.tagName === "text" && !sample(el));
  if (!words) {
    return null;
  }
  return { samples: elements.filter(sample), words, indent: Number(words.getAttribute("x")) || 0 };
}

// `text` cut into lines at most `most` wide at `size`.
export function wrapWords(text, size, most, measure) {
  const out = [];
  let at = "";
  for (const word of text.split(" ")) {
    const tryLine = at ? at + " " + word : word;
    if (at && measure(tryLine, size) > most) {
      out.push(at);
      at = word;
    } else {
      at = tryLine;
    }
  }
  out.push(at);
  return out;
}

// About how many pixels the captions take, 13 pixels high, wrapped to
// `room` pixels: `lines`, the centred lines' texts, and `entries`, the
// legend's, each { words, indent } (its words, and the room its samples
// take before them, 12 units high).
export function captionHeight(lines, entries, room, measure) {
  let px = 0;
  for (const text of lines) {
    px += wrapWords(text, 13, room, measure).length * 18.2;
  }
  let x = 0;
  let rows = entries.length > 0 ? 1 : 0;
  for (const { words, indent } of entries) {
    const w = (indent + measure(words, 12) + 16) * (13 / 12);
    if (x > 0 && x + w > room) {
      rows++;
      x = 0;
    }
    x += w;
  }
  return px + rows * 19.5 + 8;
}

// The scale of a drawing `cw` x `ch` (with its margin) in a box `room`
// pixels wide: as large as the box allows, at most 2.2, and, given the
// captions' height `captions` (on a large screen; null on a phone), no
// taller than the window's `height` leaves for it beside the status.
export function screenScale(room, cw, ch, captions, height) {
  const scale = Math.min(room / cw, 2.2);
  return captions === null ? scale : Math.min(scale, Math.max(height - 200 - captions, 240) / ch);
}

// The scale at which every move is `touch` pixels at least: its shape's
// least side `d`, or its distance to the nearest other move's centre
// (each shape { m: its move, d, x, y: its centre }).
export function touchScale(shapes, touch) {
  let needed = 0;
  for (const a of shapes) {
    let apart = Infinity; // squared
    for (const b of shapes) {
      const dx = a.x - b.x;
      const dy = a.y - b.y;
      if (dx * dx + dy * dy < apart && b.m !== a.m) {
        apart = dx * dx + dy * dy;
      }
    }
    needed = Math.max(needed, Math.min(touch / a.d, touch / Math.sqrt(apart)));
  }
  return needed;
}

// Where the box's view of a picture `wide` units wide (from `x0`) begins
// when it shows only `shown` of it, within the picture: over the moves,
// whose shapes span `spans` ([lo, hi] each, across). Centred over them all
// when they fit in the view; else over the most of them that the view
// holds whole (the leftmost such), or over the first when the view holds
// none whole.
export function viewFrom(x0, wide, shown, spans) {
  if (shown >= wide || spans.length === 0) {
    return x0;
  }
  const within = (x) => Math.min(Math.max(x, x0), x0 + wide - shown);
  const over = (some) => {
    const lo = Math.min(...some.map((s) => s[0]));
    const hi = Math.max(...some.map((s) => s[1]));
    return within((lo + hi) / 2 - shown / 2);
  };
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  let most = [];
  for (let i = 0; i < sorted.length; i++) {
    const from = sorted[i][0];
    const held = sorted.slice(i).filter(([lo, hi]) => lo >= from && hi <= from + shown);
    if (held.length > most.length) {
      most = held;
    }
  }
  if (most.length === 0) {
    return within(sorted[0][0]);
  }
  return most.length === sorted.length ? over(sorted) : over(most);
}

// The legend's entries (each { w, h }) packed into rows from `left` to
// `right`, `gap` apart, the first row at `top`: each entry's { x, row },
// and the bottom of the last row.
export function packEntries(sizes, left, right, gap, top) {
  const placed = [];
  let x = left;
  let row = top;
  let tallest = 0;
  for (const { w, h } of sizes) {
    if (placed.length > 0 && x + w > right) {
      x = left;
      row += tallest;
      tallest = 0;
    }
    placed.push({ x, row });
    x += w + gap;
    tallest = Math.max(tallest, h);
  }
  return { placed, bottom: row + tallest };
}
