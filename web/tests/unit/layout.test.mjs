// layout.js: the picture's arithmetic.
import test from "node:test";
import assert from "node:assert/strict";
import {
  parseViewBox,
  windowOf,
  windowWords,
  windowAtEdge,
  panRequest,
  sample,
  extent,
  entryParts,
  wrapWords,
  captionHeight,
  screenScale,
  touchScale,
  viewFrom,
  packEntries,
} from "../../site/layout.js";

// A text `size` high is half as wide as high a character.
const measure = (text, size) => (text.length * size) / 2;

// A shape as the page reads it: its tag, its attributes, its text.
const shape = (tagName, attrs, textContent = "") => ({ tagName, textContent, getAttribute: (a) => (a in attrs ? String(attrs[a]) : null) });

test("parseViewBox: four numbers, by spaces or commas; else null", () => {
  assert.deepEqual(parseViewBox("0 0 300 200"), [0, 0, 300, 200]);
  assert.deepEqual(parseViewBox("-5,10, 30 40.5"), [-5, 10, 30, 40.5]);
  assert.equal(parseViewBox("0 0 300"), null);
  assert.equal(parseViewBox("0 0 a 1"), null);
  assert.equal(parseViewBox(null), null);
});

test("windowOf: six numbers, else null", () => {
  assert.deepEqual(windowOf("0 30 30 30 100 100"), [0, 30, 30, 30, 100, 100]);
  assert.equal(windowOf("0 30 30 30 100"), null);
  assert.equal(windowOf("0 30 30 30 100 x"), null);
  assert.equal(windowOf(undefined), null);
  assert.equal(windowOf(""), null);
});

test("windowWords and windowAtEdge: the part shown, from 1, and the edges it touches", () => {
  assert.equal(windowWords([0, 30, 30, 30, 100, 100]), "Rows 1-30, columns 31-60 of 100 x 100:");
  assert.deepEqual(windowAtEdge([0, 30, 30, 30, 100, 100]), { up: true, left: false, down: false, right: false });
  assert.deepEqual(windowAtEdge([70, 0, 30, 30, 100, 100]), { up: false, left: true, down: true, right: false });
  assert.deepEqual(windowAtEdge([0, 0, 30, 50, 30, 50]), { up: true, left: true, down: true, right: true });
});

test("panRequest: the centre moved by half the window, never above or left of the board", () => {
  const w = [30, 30, 30, 30, 100, 100]; // centre (45, 45)
  assert.equal(panRequest(w, 1, 0), "view 61 46");
  assert.equal(panRequest(w, 0, -1), "view 46 31");
  assert.equal(panRequest([0, 0, 30, 30, 100, 100], -1, -1), "view 1 1");
  // A window one row high still moves by a row.
  assert.equal(panRequest([5, 0, 1, 30, 100, 100], 1, 0), "view 7 16");
});

test("sample: all of a short list; else `most`, spread evenly, first and last among them", () => {
  assert.deepEqual(sample([1, 2, 3], 5), [1, 2, 3]);
  const ten = Array.from({ length: 10 }, (_, k) => k);
  assert.deepEqual(sample(ten, 4), [0, 3, 6, 9]);
  assert.deepEqual(sample(ten, 2), [0, 9]);
  assert.equal(sample(Array.from({ length: 1000 }, (_, k) => k), 300).length, 300);
});

test("extent: each kind of shape from its attributes", () => {
  assert.deepEqual(extent(shape("rect", { x: 10, y: 20, width: 30, height: 40 }), measure), [10, 40, 20, 60]);
  assert.deepEqual(extent(shape("rect", { width: 5, height: 6 }), measure), [0, 5, 0, 6]);
  assert.deepEqual(extent(shape("circle", { cx: 50, cy: 60, r: 5 }), measure), [45, 55, 55, 65]);
  assert.deepEqual(extent(shape("line", { x1: 9, y1: 2, x2: 3, y2: 8 }), measure), [3, 9, 2, 8]);
  assert.deepEqual(extent(shape("polygon", { points: " 0,0 10,5 4,-3 " }), measure), [0, 10, -3, 5]);
  assert.deepEqual(extent(shape("text", { x: 100, y: 50 }, "abcd"), measure), [100, 124, 43, 57]);
  assert.equal(extent(shape("g", {}), measure), null);
});

test("entryParts: the samples marked data-sample, the words the text that is not one, indented by its x", () => {
  const square = shape("rect", { x: 0, y: -6, width: 12, height: 12, "data-sample": "square" });
  const words = shape("text", { x: 18, y: 0 }, "a winning move");
  assert.deepEqual(entryParts([square, words]), { samples: [square], words, indent: 18 });
  // A sample written as text is a sample, not the words.
  const text = shape("text", { x: 0, y: 0, "data-sample": "text" }, "g=2");
  const after = shape("text", { x: 25.8, y: 0 }, "a heap's value");
  assert.deepEqual(entryParts([text, after]), { samples: [text], words: after, indent: 25.8 });
  // Words alone, from the entry's origin.
  const alone = shape("text", { x: 0, y: 0 }, "rows numbered down the left");
  assert.deepEqual(entryParts([alone]), { samples: [], words: alone, indent: 0 });
  assert.equal(entryParts([square]), null);
});

test("wrapWords: lines at most `most` wide, a long word alone on its line", () => {
  // Each character 6 wide at 12.
  assert.deepEqual(wrapWords("aa bb cc", 12, 30, measure), ["aa bb", "cc"]);
  assert.deepEqual(wrapWords("aa bb cc", 12, 48, measure), ["aa bb cc"]);
  assert.deepEqual(wrapWords("aaaaaaaaaa b", 12, 30, measure), ["aaaaaaaaaa", "b"]);
  assert.deepEqual(wrapWords("", 12, 30, measure), [""]);
});

test("captionHeight: the lines' rows at 18.2, the legend's rows at 19.5, and 8", () => {
  assert.equal(captionHeight([], [], 100, measure), 8);
  // 13 pixels: 6.5 a character; "aaaa bbbb" is 58.5 wide: two rows in 40.
  assert.equal(captionHeight(["aaaa bbbb"], [], 40, measure), 2 * 18.2 + 8);
  assert.equal(captionHeight(["aaaa bbbb"], [], 60, measure), 18.2 + 8);
  // An entry "abcd" after 24 units of samples: (24 + 24 + 16) * 13/12 =
  // 69.33 wide.
  const entry = { words: "abcd", indent: 24 };
  assert.equal(captionHeight([], [entry, entry], 140, measure), 19.5 + 8);
  assert.equal(captionHeight([], [entry, entry], 130, measure), 2 * 19.5 + 8);
  // One entry wider than the room still takes one row.
  assert.equal(captionHeight([], [entry], 10, measure), 19.5 + 8);
});

test("screenScale: the box's width, at most 2.2, and the window's height on a large screen", () => {
  assert.equal(screenScale(600, 300, 100, null, 800), 2);
  assert.equal(screenScale(1200, 300, 100, null, 800), 2.2);
  // 800 - 200 - 100 = 500 pixels for a drawing 400 high.
  assert.equal(screenScale(1200, 300, 400, 100, 800), 1.25);
  // Never less than 240 pixels high.
  assert.equal(screenScale(1200, 300, 480, 500, 800), 0.5);
});

test("touchScale: the least scale at which every move is `touch` wide: its shape, or a disc as wide as the room to the nearest other move", () => {
  assert.equal(touchScale([], 14), 0);
  // Two cells 10 wide, 20 apart: a disc between them may be 20 wide.
  const cells = [
    { m: "a", d: 10, x: 0, y: 0 },
    { m: "b", d: 10, x: 20, y: 0 },
  ];
  assert.equal(touchScale(cells, 14), 0.7);
  // Two cells 20 wide, 10 apart (their centres): the cells themselves.
  const close = [
    { m: "a", d: 20, x: 0, y: 0 },
    { m: "b", d: 20, x: 10, y: 0 },
  ];
  assert.equal(touchScale(close, 14), 0.7);
  // Dots 1 wide, 7 and 28 apart: the closest pair decides.
  const dots = [
    { m: "a", d: 1, x: 0, y: 0 },
    { m: "b", d: 1, x: 0, y: 7 },
    { m: "c", d: 1, x: 0, y: 35 },
  ];
  assert.equal(touchScale(dots, 14), 2);
  // Shapes of one move are not apart: a move alone needs no scale (its
  // disc may be as large as it likes).
  const same = [
    { m: "a", d: 2, x: 0, y: 0 },
    { m: "a", d: 2, x: 0, y: 1 },
  ];
  assert.equal(touchScale(same, 14), 0);
});

test("viewFrom: over the moves' middle when they fit, within the picture", () => {
  assert.equal(viewFrom(0, 100, 100, [[10, 20]]), 0);
  assert.equal(viewFrom(0, 300, 100, []), 0);
  assert.equal(viewFrom(0, 300, 100, [[100, 120], [180, 200]]), 100);
  assert.equal(viewFrom(0, 300, 100, [[0, 20]]), 0);
  assert.equal(viewFrom(-10, 300, 100, [[250, 270], [280, 290]]), 190);
});

test("viewFrom: moves wider apart than the view: over the most it holds whole", () => {
  // Two moves at the left end, three at the right: the right end's.
  const ends = [[0, 20], [30, 50], [400, 420], [430, 450], [460, 480]];
  assert.equal(viewFrom(0, 500, 100, ends), 390);
  // As many each side: the leftmost, centred over its moves.
  assert.equal(viewFrom(0, 500, 100, [[0, 20], [30, 50], [440, 460], [470, 490]]), 0);
  assert.equal(viewFrom(0, 500, 100, [[100, 120], [130, 150], [440, 460], [470, 490]]), 75);
  // No move fits whole: the first one's beginning.
  assert.equal(viewFrom(0, 500, 100, [[300, 450], [50, 200]]), 50);
});

test("packEntries: rows from left to right, a new row when an entry does not fit", () => {
  const sizes = [
    { w: 40, h: 10 },
    { w: 40, h: 20 },
    { w: 40, h: 10 },
    { w: 200, h: 30 },
  ];
  // The second entry ends at the right edge exactly: it fits.
  const { placed, bottom } = packEntries(sizes, 5, 95, 10, 2);
  assert.deepEqual(placed, [
    { x: 5, row: 2 },
    { x: 55, row: 2 },
    { x: 5, row: 22 },
    { x: 5, row: 32 },
  ]);
  assert.equal(bottom, 62);
  assert.deepEqual(packEntries([], 5, 100, 10, 7), { placed: [], bottom: 7 });
});
