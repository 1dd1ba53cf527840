// The page on a phone (390 x 844) and on a laptop (1366 x 768), every
// game from its first sample: nothing scrolls sideways, the list of games
// folds into a select on the phone, the picture fits the width with moves
// large enough to touch, every control is a touch target of 32 pixels at
// least; on the laptop the picture, the status and the reason are on the
// screen together. Every game states its rules and its picture holds a
// legend; every move of the picture is reachable by Tab and played by
// Enter or Space.
import assert from "node:assert/strict";
import { newPage, open, settle, text, over } from "./helpers.mjs";

// The binaries the page lists, and whether each offers a game.
async function binaries(page) {
  return page.$$eval("#game-list button", (bs) => bs.map((b) => ({ name: b.dataset.name, game: !b.classList.contains("nogame") })));
}

// Opens `name` and, for a game, plays first: the person is to move. A
// start where the game is over at once (XOR Break's n = 1, which cannot
// be broken) offers no move: the next start of the input is played.
async function begin(page, name) {
  await open(page, name);
  if (await page.locator("#first").isVisible()) {
    await page.click("#first");
    const starts = await page.$$eval("#starts option", (os) => os.map((o) => o.value));
    for (let k = 1; over(await settle(page)) && k < starts.length; k++) {
      await page.selectOption("#starts", starts[k]);
      await page.click("#first");
    }
    return true;
  }
  return false;
}

// Every visible control whose box is under 32 pixels either way.
function smallControls(page) {
  return page.$$eval("button, select, input:not([type=checkbox]), summary, label.edit", (els) =>
    els
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden")
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width < 32 || r.height < 32)
      .map(({ el, r }) => `${el.tagName.toLowerCase()}#${el.id || el.textContent.trim().slice(0, 20)} ${Math.round(r.width)}x${Math.round(r.height)}`),
  );
}

// The page's width beyond the window's: what scrolls sideways.
function sideways(page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function phone(browser, url) {
  const page = await newPage(browser, url, { width: 390, height: 844 });
  assert.ok(await page.locator("#game-select").isVisible(), "the list is a select");
  assert.ok(await page.locator("#game-list").isHidden(), "the list's column is folded");
  for (const { name, game } of await binaries(page)) {
    const playing = await begin(page, name);
    assert.equal(playing, game, `${name}: a game is offered iff it is listed as one`);
    assert.ok((await sideways(page)) <= 0, `${name}: the page scrolls sideways on a phone`);
    assert.deepEqual(await smallControls(page), [], `${name}: controls under 32 px`);
    if (!playing) {
      continue;
    }
    const fits = await page.evaluate(() => {
      const board = document.getElementById("board");
      const svg = board.querySelector("svg");
      // Each move's largest shape (a dot's disc to touch, say).
      const size = new Map();
      for (const el of svg.querySelectorAll("[data-move]")) {
        const r = el.getBoundingClientRect();
        if (el.tagName !== "line") {
          size.set(el.dataset.move, Math.max(size.get(el.dataset.move) || 0, Math.min(r.width, r.height)));
        }
      }
      const small = [...size].filter(([, s]) => s < 31.5).map(([m, s]) => `${m}: ${s.toFixed(0)}`);
      return {
        svg: svg.getBoundingClientRect().width,
        box: board.getBoundingClientRect().width,
        scrolls: board.scrollWidth > board.clientWidth + 1,
        small,
        moves: svg.querySelectorAll("[data-move]").length,
      };
    });
    assert.ok(fits.moves > 0, `${name}: no move on the picture`);
    assert.deepEqual(fits.small, [], `${name}: moves of the picture under 32 px to touch`);
    // The picture fits the phone's width, or its box pans it (never the
    // page).
    assert.ok(fits.svg <= fits.box + 1 || fits.scrolls, `${name}: the picture is ${fits.svg} px in a box of ${fits.box}`);
  }
  // A 3 x 3 maze fills the width: its cells are large.
  await begin(page, "jsoi2009_game");
  const cells = await page.$$eval("#board [data-edit]", (els) => els.map((el) => el.getBoundingClientRect().width));
  assert.equal(cells.length, 9);
  assert.ok(Math.min(...cells) >= 60, `the 3 x 3 maze's cells are ${Math.min(...cells)} px wide`);
  const svg = await page.$eval("#board svg", (el) => el.getBoundingClientRect().width);
  assert.ok(svg >= 300, `the 3 x 3 maze is ${svg} px wide`);
  assert.deepEqual(page.errors, []);
  await page.close();
}

async function laptop(browser, url) {
  const page = await newPage(browser, url, { width: 1366, height: 768 });
  assert.ok(await page.locator("#game-list").isVisible());
  assert.ok(await page.locator("#picker").isHidden());
  // Long names stay in their button.
  const spilling = await page.$$eval("#game-list button", (bs) => bs.filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => b.dataset.name));
  assert.deepEqual(spilling, [], "names spill out of the list");
  for (const { name } of await binaries(page)) {
    if (!(await begin(page, name))) {
      continue;
    }
    assert.ok((await sideways(page)) <= 0, `${name}: the page scrolls sideways`);
    const seen = await page.evaluate(() => {
      const inside = (id, whole) => {
        const r = document.getElementById(id).getBoundingClientRect();
        return r.height > 0 && r.top >= 0 && r.left >= 0 && r.right <= innerWidth && (whole ? r.bottom <= innerHeight : r.top + 40 <= innerHeight);
      };
      return { status: inside("status", true), board: inside("board", true), why: inside("explain", false) };
    });
    assert.deepEqual(seen, { status: true, board: true, why: true }, `${name}: picture, status and reason on the screen together`);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
}

// Every binary names its game in words beside its judge ID; every game
// states its rules and draws a legend in its picture; a binary with no
// game says what it is.
async function rulesAndLegends(browser, url) {
  const page = await newPage(browser, url);
  for (const { name, game } of await binaries(page)) {
    const human = await page.$eval(`#game-list button[data-name="${name}"] .human`, (el) => el.textContent);
    assert.ok(human.length > 0 && human !== name, `${name}: no human name in the list`);
    const option = await page.$eval(`#game-select option[value="${name}"]`, (el) => el.textContent);
    assert.ok(option.includes(human) && option.includes(name), `${name}: the select shows ${option}`);
    if (!game) {
      const why = await page.$eval(`#game-list button[data-name="${name}"] .why`, (el) => el.textContent);
      assert.match(why, /^no game: .{20,}/, `${name}: greyed with no reason`);
      await open(page, name);
      assert.match(await text(page, "#rules"), /^Not a game to play: /, `${name}: does not say what it is`);
      assert.ok(await page.locator("#rules").isVisible());
      continue;
    }
    // Before a game, its rules are under its name.
    await open(page, name);
    assert.ok(await page.locator("#intro #rules").isVisible(), `${name}: no rules before playing`);
    await begin(page, name);
    assert.equal(await text(page, "#name"), human);
    assert.equal(await text(page, "#judge-id"), name);
    const rules = await text(page, "#rules");
    assert.ok(rules.length > 40 && (await page.locator("#side #rules").isVisible()), `${name}: no rules beside the picture`);
    // The legend's first entries, the same in every game: a green sample
    // and a red one with their words.
    const legend = await page.$$eval("#board text.legend", (ts) =>
      ts.map((t) => {
        const sample = t.previousElementSibling;
        const fill = sample && getComputedStyle(sample).fill;
        return [t.textContent, sample ? sample.getAttribute("class") : null, fill];
      }),
    );
    // A sample is drawn as the game's own shape (a cell, a dot), so its
    // class may say more than the colour: what counts is the colour class
    // and the colour it paints.
    const sample = (words) => {
      const [, cls, fill] = legend.find(([w]) => w === words) || [];
      return [words, (cls || "").split(/\s+/).filter((c) => c === "win" || c === "lose"), fill];
    };
    assert.deepEqual(sample("a winning move"), ["a winning move", ["win"], "rgb(143, 212, 134)"], `${name}: no green sample in the legend`);
    assert.deepEqual(sample("a losing move"), ["a losing move", ["lose"], "rgb(242, 164, 155)"], `${name}: no red sample in the legend`);
    // Every move of the picture is marked green or red (on one of its
    // shapes at least: an edge's dot, say).
    const unmarked = await page.$$eval("#board [data-move]", (els) => {
      const marked = new Set(els.filter((el) => el.classList.contains("win") || el.classList.contains("lose")).map((el) => el.dataset.move));
      return [...new Set(els.map((el) => el.dataset.move))].filter((m) => !marked.has(m));
    });
    assert.deepEqual(unmarked, [], `${name}: moves neither green nor red`);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
}

// Tab reaches the picture's moves, each labelled; Enter plays one, Space
// another.
async function keyboard(browser, url) {
  const page = await newPage(browser, url, { hash: "two_ended_nim" });
  await page.click("#first");
  await settle(page);
  for (const key of ["Enter", " "]) {
    // Tab from the status line (a click there sets where Tab starts).
    await page.click("#status");
    let focused = null;
    for (let i = 0; i < 10 && !focused; i++) {
      await page.keyboard.press("Tab");
      focused = await page.evaluate(() => {
        const el = document.activeElement;
        return el && el.closest("#board") && el.dataset.move !== undefined ? { move: el.dataset.move, label: el.getAttribute("aria-label"), role: el.getAttribute("role") } : null;
      });
    }
    assert.ok(focused, "Tab does not reach a move of the picture");
    assert.equal(focused.role, "button");
    assert.ok(focused.label && focused.label.length > 3, "a move without a label");
    const before = await page.locator("#log li").count();
    await page.keyboard.press(key);
    await page.waitForFunction((n) => document.querySelectorAll("#log li").length > n, before);
    const played = await page.locator("#log li").nth(before).textContent();
    assert.ok(played.startsWith(`You play ${focused.move} (`), `${played} after ${focused.move}`);
    await settle(page);
    if (/ (You|I) win\.$/.test(await text(page, "#status"))) {
      break;
    }
  }
  assert.deepEqual(page.errors, []);
  await page.close();
}

export const tests = { phone, laptop, rulesAndLegends, keyboard };
