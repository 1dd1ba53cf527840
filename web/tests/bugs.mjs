// The page's bugs that a person met, each played as the person played it.
import assert from "node:assert/strict";
import { native, newPage, text, shown, open, settle, over, logLength, random, playClick } from "./helpers.mjs";

// A quick double click on the picture: the second click lands while the
// program is to move ("It is my move."), and that note must not outlive
// the program's move. The two clicks are sent in one go, each to the move
// under the pointer when it lands.
async function doubleClick(browser, url) {
  const page = await newPage(browser, url, { hash: "anti_nim" });
  await page.click("#first");
  await settle(page);
  await page.evaluate(() => {
    const click = () => document.querySelector("#board [data-move]").dispatchEvent(new MouseEvent("click", { bubbles: true }));
    click();
    click();
  });
  await page.waitForFunction(() => document.querySelectorAll("#log li").length >= 2);
  await settle(page);
  await page.waitForTimeout(400);
  assert.notEqual(await text(page, "#message"), "It is my move.", "a stale note after a double click");
  await page.close();
}

// Changing the address's `#` part after the first load shows that binary.
async function hashChange(browser, url) {
  const page = await newPage(browser, url, { hash: "anti_nim" });
  assert.equal(await shown(page), "anti_nim");
  await page.evaluate(() => {
    location.hash = "wythoff_game";
  });
  await page.waitForFunction(() => (document.getElementById("main").dataset.binary || document.getElementById("name").textContent) === "wythoff_game", null, { timeout: 5000 });
  assert.ok((await page.inputValue("#input")).length > 0, "wythoff_game's sample is loaded");
  // Back: the address's history works the same way.
  await page.goBack();
  await page.waitForFunction(() => document.getElementById("main").dataset.binary === "anti_nim", null, { timeout: 5000 });
  await page.close();
}

// A game ended by the person's move and another begun at once, within
// the moment the page waits before the program's reply: the new game gets
// the program's one reply, not a second one from the game before, which
// left the program to move with nothing to make it. The program's replies
// are slowed here as on a busy machine, where a person met it.
async function newGameAtOnce(browser, url) {
  const page = await newPage(browser, url, { hash: "wythoff_game" });
  await page.fill("#input", "1 1\n1 2\n");
  await page.click("#solve");
  await page.waitForFunction(() => /^answered in /.test(document.getElementById("time").textContent));
  await page.selectOption("#starts", "1");
  await page.click("#first");
  assert.match(await settle(page), /^Your move/);
  await page.evaluate(() => {
    const send = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (message, ...rest) {
      if (message && message.text === "reply") {
        setTimeout(() => send.call(this, message, ...rest), 400);
      } else {
        send.call(this, message, ...rest);
      }
    };
    // The winning move, then the second game at once.
    document.getElementById("starts").value = "2";
    document.querySelector('#moves [data-play="0 0"]').click();
    document.getElementById("second").click();
  });
  await page.waitForFunction(() => document.querySelectorAll("#log li").length > 0 && document.body.dataset.busy === "no", null, { timeout: 10000 });
  await page.waitForTimeout(800);
  const log = await page.locator("#log li").allTextContents();
  assert.equal(log.filter((l) => l.startsWith("I play")).length, 1, `the program's moves: ${log}`);
  assert.match(await settle(page), /^Your move/);
  assert.deepEqual(page.errors, []);
  await page.close();
}

// An edit while the person is to move leaves the person to move: the
// program does not play when the edit ends.
async function editKeepsTurn(browser, url) {
  const page = await newPage(browser, url, { hash: "jsoi2009_game" });
  await page.click("#second");
  assert.match(await settle(page), /^Your move/);
  assert.equal(await logLength(page), 1, "the program put the token");
  await page.check("#editing");
  await page.selectOption("#edit-mode", "wall");
  // A wall taken away: the person keeps every move.
  await page.locator("#board .wall[data-edit]").first().click();
  await page.waitForFunction(() => document.getElementById("message").textContent.startsWith("Edited"));
  await page.uncheck("#editing");
  await page.waitForTimeout(600);
  assert.match(await settle(page), /^Your move/);
  const log = await page.locator("#log li").allTextContents();
  const after = log.slice(log.findIndex((l) => l.startsWith("You edit")) + 1);
  assert.ok(!after.some((l) => l.startsWith("I play")), `the program played after the edit: ${log}`);
  await page.close();
}

// After an edit, the input box holds the edited maze as a judge input, and
// the judge's answer and "Explain the whole input" are the binary's on it.
async function editFollows(browser, url) {
  const page = await newPage(browser, url, { hash: "jsoi2009_game" });
  const before = await page.inputValue("#input");
  await page.click("#first");
  await settle(page);
  await page.check("#editing");
  await page.selectOption("#edit-mode", "wall");
  const cell = page.locator("#board .win[data-edit], #board .lose[data-edit]").first();
  const [r, c] = (await cell.getAttribute("data-edit")).split(" ").map(Number);
  await cell.click();
  await page.waitForFunction(() => document.getElementById("message").textContent.startsWith("Edited"));
  const lines = before.split("\n");
  lines[r] = lines[r].slice(0, c - 1) + "#" + lines[r].slice(c);
  const edited = lines.join("\n");
  await page.waitForFunction((t) => document.getElementById("input").value === t, edited, { timeout: 5000 });
  const expected = native("jsoi2009_game", edited);
  await page.waitForFunction((t) => document.getElementById("answer").textContent === t, expected.stdout, { timeout: 5000 });
  await page.click("#explain-all");
  const explained = native("jsoi2009_game", edited, ["--explain"]).stdout;
  await page.waitForFunction((t) => document.getElementById("explain-input").textContent === t, explained, { timeout: 5000 });
  // A move after the edit keeps the edited maze and its answer; undo back
  // past the edit brings the maze opened.
  await page.uncheck("#editing");
  await page.locator("#board [data-move]").first().click();
  await settle(page);
  await page.waitForTimeout(300);
  assert.equal(await page.inputValue("#input"), edited, "a move after the edit took the edited maze away");
  assert.equal(await text(page, "#answer"), expected.stdout);
  while ((await page.locator("#log li").count()) > 0 && !(await page.locator("#undo").isDisabled())) {
    const n = await page.locator("#log li").count();
    await page.click("#undo");
    await page.waitForFunction((k) => document.querySelectorAll("#log li").length < k, n, { timeout: 5000 });
  }
  await page.waitForFunction((t) => document.getElementById("input").value === t, before, { timeout: 5000 });
  assert.deepEqual(page.errors, []);
  await page.close();
}

// A 100 x 100 maze, a fifth of it walls, drawn at random from `seed`.
function maze(seed) {
  const r = random(seed);
  const rows = Array.from({ length: 100 }, () => Array.from({ length: 100 }, () => (r(5) === 0 ? "#" : ".")).join(""));
  return `100 100\n${rows.join("\n")}\n`;
}

// A tab at width x height playing binary `name` on `input`, the person
// first; by default the 100 x 100 maze of maze(5) (A, to place the token).
async function mazeGame(browser, url, width, height, name = "jsoi2009_game", input = maze(5)) {
  const page = await newPage(browser, url, { hash: name, width, height });
  await page.fill("#input", input);
  await page.click("#solve");
  await page.waitForFunction(() => /^answered in /.test(document.getElementById("time").textContent));
  await page.click("#first");
  await settle(page);
  return page;
}

// A large board's picture (its 30 x 30 window) is larger than its box:
// the box pans it, by a drag of the mouse (which plays no move) on a large
// screen, by the finger's scrolling of the box on a phone, never the page
// sideways.
// On a large screen the board is two_tokens' largest, 50 x 50 cells drawn
// whole (a maze's window of 30 x 30 fits the box there).
async function largeBoardPans(browser, url) {
  const open = Array.from({ length: 50 }, () => ".".repeat(50)).join("\n");
  for (const [width, height, name, input] of [
    [1366, 768, "two_tokens", `50 50\n${open}\n1 1 50 50\n`],
    [390, 844, "jsoi2009_game", maze(5)],
  ]) {
    const page = await mazeGame(browser, url, width, height, name, input);
    const box = () => page.$eval("#board", (b) => ({ left: b.scrollLeft, top: b.scrollTop, wide: b.scrollWidth - b.clientWidth, tall: b.scrollHeight - b.clientHeight }));
    const before = await box();
    // Cells keep their size (a finger's 32 px on a phone, 14 px with a
    // mouse) and the box pans what it cannot hold.
    const cell = await page.$eval("#board [data-edit]", (c) => c.getBoundingClientRect().width);
    assert.ok(cell >= (width > 1000 ? 14 : 32) - 0.5, `${width} px: cells of ${cell} px`);
    assert.ok(before.wide > 0 || before.tall > 0, `${width} px: the picture fits its box (${JSON.stringify(before)})`);
    assert.ok(width > 1000 || before.wide > 0, `${width} px: the picture fits, cells too small (${JSON.stringify(before)})`);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), "the page scrolls sideways");
    if (width > 1000) {
      const r = await page.$eval("#board", (b) => b.getBoundingClientRect().toJSON());
      // Dragged towards the side with room to pan: the box opens over the
      // moves, which may lie at an edge of the picture.
      const [sx, sy] = [before.left < before.wide ? 1 : -1, before.top < before.tall ? 1 : -1];
      await page.mouse.move(r.left + r.width * (0.55 + 0.15 * sx), r.top + r.height * (0.45 + 0.15 * sy));
      await page.mouse.down();
      await page.mouse.move(r.left + r.width * (0.55 - 0.15 * sx), r.top + r.height * (0.45 - 0.15 * sy), { steps: 8 });
      await page.mouse.up();
      const after = await box();
      // Along each way the picture is larger than the box.
      const panned = (before.wide === 0 || (after.left - before.left) * sx > 0) && (before.tall === 0 || (after.top - before.top) * sy > 0);
      assert.ok(panned, `the drag did not pan: ${JSON.stringify([before, after])}`);
      await page.waitForTimeout(300);
      assert.equal(await logLength(page), 0, "a drag played a move");
    } else {
      await page.$eval("#board", (b) => b.scrollBy(200, 0));
      assert.ok((await box()).left > 0, "the box does not scroll");
      assert.equal(await page.evaluate(() => window.scrollX), 0);
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  }
}

// The moves of the picture whose shape does not get a click on it
// (another shape lies over it and swallows it): a click at its centre,
// or, for a line or an outline, in the middle of its first segment.
function swallowed(page) {
  return page.$$eval("#board [data-move]", (els) =>
    els
      .filter((el) => {
        const svg = el.ownerSVGElement;
        let p = svg.createSVGPoint();
        const pts = el.tagName === "line" ? [[+el.getAttribute("x1"), +el.getAttribute("y1")], [+el.getAttribute("x2"), +el.getAttribute("y2")]] : [...(el.points || [])].map((q) => [q.x, q.y]);
        const outline = el.tagName === "line" || (pts.length > 1 && el.getAttribute("fill") === "none");
        if (outline) {
          p.x = (pts[0][0] + pts[1][0]) / 2;
          p.y = (pts[0][1] + pts[1][1]) / 2;
        } else {
          const b = el.getBBox();
          p.x = b.x + b.width / 2;
          p.y = b.y + b.height / 2;
        }
        const at = () => p.matrixTransform(el.getScreenCTM());
        // A shape the picture's box has panned away is brought into view.
        const box = document.getElementById("board").getBoundingClientRect();
        let q = at();
        if (q.x < box.left || q.x > box.right || q.y < box.top || q.y > box.bottom || q.y > innerHeight) {
          el.scrollIntoView({ block: "center", inline: "center" });
          q = at();
        }
        const hit = document.elementFromPoint(q.x, q.y);
        const move = hit && hit.closest("[data-move]");
        return !move || move.dataset.move !== el.dataset.move;
      })
      .map((el) => el.dataset.move),
  );
}

// no_gambling: the dashed lines of the second tree of free bridges lay on
// the diamonds and swallowed their clicks. From board 6, after the moves
// a person made (10 3 10 5, 2 7 4 7, with the program's replies), every
// diamond takes its click, and the diamond of 2 3 4 3 plays it.
async function noGamblingDiamonds(browser, url) {
  const page = await newPage(browser, url, { hash: "no_gambling" });
  await page.fill("#input", "6\n-1\n");
  await page.click("#solve");
  await page.waitForFunction(() => /^answered in /.test(document.getElementById("time").textContent));
  await page.click("#first");
  await settle(page);
  for (const move of ["10 3 10 5", "2 7 4 7"]) {
    const before = await logLength(page);
    await page.locator(`#board [data-move="${move}"]`).click();
    await page.waitForFunction((n) => document.querySelectorAll("#log li").length >= n + 2, before);
    await settle(page);
  }
  assert.deepEqual(await swallowed(page), [], "diamonds whose click another shape takes");
  await page.locator('#board [data-move="2 3 4 3"]').click();
  await page.waitForFunction(() => [...document.querySelectorAll("#log li")].some((l) => l.textContent.startsWith("You play 2 3 4 3 ")));
  assert.deepEqual(page.errors, []);
  await page.close();
}

// Every game's picture, at the start of its first sample and after a move
// each: every move's shape takes the click at its centre.
async function clicksReachMoves(browser, url) {
  const page = await newPage(browser, url);
  const games = await page.$$eval("#game-list button:not(.nogame)", (bs) => bs.map((b) => b.dataset.name));
  for (const name of games) {
    await open(page, name);
    await page.click("#first");
    await settle(page);
    for (let step = 0; step < 2 && !over(await text(page, "#status")); step++) {
      assert.deepEqual(await swallowed(page), [], `${name}: moves whose click another shape takes`);
      await playClick(page, page.locator("#board [data-move]:not(line):not([fill=none]):not(.hit)").first());
    }
  }
  assert.deepEqual(page.errors, []);
  await page.close();
}

// In a maze's edit mode, the token's cell takes the click (the token lies
// over it): a wall there is refused with the reason, a new start is put.
async function tokenTakesNoClick(browser, url) {
  const page = await newPage(browser, url, { hash: "jsoi2009_game" });
  await page.click("#second");
  await settle(page);
  await page.check("#editing");
  await page.selectOption("#edit-mode", "wall");
  const token = await page.$eval("#board .token", (t) => t.getBoundingClientRect().toJSON());
  await page.mouse.click(token.x + token.width / 2, token.y + token.height / 2);
  await page.waitForFunction(() => document.getElementById("message").textContent !== "");
  assert.match(await text(page, "#message"), /^The token is on row \d+, column \d+\.$/);
  assert.deepEqual(page.errors, []);
  await page.close();
}

// A board larger than the picture's window (30 x 30 cells): the buttons
// under it move the window to every part of the board, a far cell's move
// is played by a click there, and "back to the game" returns.
async function windowMoves(browser, url) {
  for (const [width, height] of [[1366, 768], [390, 844]]) {
    const page = await mazeGame(browser, url, width, height);
    const win = () => page.$eval("#board > svg", (s) => s.dataset.window);
    assert.ok(await page.locator("#pan").isVisible(), "no buttons to move the window");
    const first = await win();
    // Right and down to the far corner, each step half the window.
    for (const [button, stop] of [["#pan-right", "#pan-right"], ["#pan-down", "#pan-down"]]) {
      for (let i = 0; i < 10 && !(await page.locator(stop).isDisabled()); i++) {
        const was = await win();
        await page.click(button);
        await page.waitForFunction((w) => document.querySelector("#board > svg")?.dataset.window !== w, was, { timeout: 10000 });
      }
    }
    assert.equal(await win(), "70 70 30 30 100 100");
    assert.ok(await page.locator("#pan-left").isEnabled() && (await page.locator("#pan-up").isEnabled()));
    // A cell of row 100 or column 100 is a move now: A places the token there.
    const far = page.locator('#board [data-move$=" 100"], #board [data-move^="100 "]').first();
    const move = await far.getAttribute("data-move");
    await far.click();
    await page.waitForFunction(() => document.querySelectorAll("#log li").length >= 1, null, { timeout: 10000 });
    assert.equal((await page.locator("#log li").first().textContent()).startsWith(`You play ${move} `), true);
    await settle(page);
    // The window follows the token; "back" after a look elsewhere.
    assert.ok((await win()).endsWith(" 30 30 100 100"));
    const following = await win();
    await page.click("#pan-left");
    await page.waitForFunction((w) => document.querySelector("#board > svg")?.dataset.window !== w, following, { timeout: 10000 });
    await page.click("#pan-back");
    await page.waitForFunction((w) => document.querySelector("#board > svg")?.dataset.window === w, following, { timeout: 10000 });
    assert.notEqual(first, "70 70 30 30 100 100");
    assert.deepEqual(page.errors, []);
    await page.close();
  }
}

export const tests = { doubleClick, hashChange, newGameAtOnce, editKeepsTurn, editFollows, largeBoardPans, windowMoves, noGamblingDiamonds, clicksReachMoves, tokenTakesNoClick };
