// Positions wider than a phone: the box shows moves of the picture at the
// start and after every move, a line under it says that it scrolls and
// how many moves lie out of view on each side, and the captions and
// legend lie in the part shown. On a phone (390 x 844) and a laptop
// (1366 x 768). With SHOTS=DIR, the phone's screens are saved there.
import assert from "node:assert/strict";
import path from "node:path";
import { newPage, settle, over, text, playClick, SIZES } from "./helpers.mjs";

const WIDE = [
  ["two_ended_nim", "six piles", "1\n6\n3 1 4 1 5 9\n"],
  ["anti_nim", "eight piles", "1\n8\n3 1 4 1 5 9 2 6\n"],
];

// What the box shows of the picture: the moves wholly in view, those out
// of it on each side (a move with a shape in view is in view), and the
// captions' parts cut by the box's edges.
function seen(page) {
  return page.evaluate(() => {
    const board = document.getElementById("board");
    const at = board.getBoundingClientRect();
    const left = Math.max(at.left, 0);
    const right = Math.min(at.right, innerWidth);
    const moves = new Map();
    for (const el of board.querySelectorAll(":scope > svg [data-move]")) {
      const r = el.getBoundingClientRect();
      const where = r.right <= left + 1 ? "left" : r.left >= right - 1 ? "right" : "in";
      const whole = r.left >= left - 0.5 && r.right <= right + 0.5;
      const was = moves.get(el.dataset.move);
      if (!was || where === "in") {
        moves.set(el.dataset.move, { where, whole: whole || (was ? was.whole : false) });
      }
    }
    const all = [...moves.values()];
    const cut = [...board.querySelectorAll(":scope > svg g.caption text, :scope > svg g.caption g.legend > g")]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.left < left - 0.5 || r.right > right + 0.5))
      .map(({ el }) => el.textContent.trim().slice(0, 40));
    return {
      moves: all.length,
      whole: all.filter((m) => m.whole).length,
      left: all.filter((m) => m.where === "left").length,
      right: all.filter((m) => m.where === "right").length,
      scrolls: board.scrollWidth > board.clientWidth + 1,
      cue: document.getElementById("board-more").hidden ? null : document.getElementById("board-more").textContent,
      cut,
    };
  });
}

function movesWord(n) {
  return n === 1 ? "1 move" : `${n} moves`;
}

// Checks the position shown (`what`): moves in view, the cue, the
// captions (unless the box was `scrolled` by hand: they lie where the
// box showed the picture first).
async function check(page, what, scrolled = false) {
  const s = await seen(page);
  assert.ok(s.moves > 0, `${what}: no move on the picture`);
  if (!scrolled) {
    assert.ok(s.whole > 0, `${what}: no move in view (${JSON.stringify(s)})`);
    assert.deepEqual(s.cut, [], `${what}: captions cut by the box`);
  }
  if (!s.scrolls) {
    assert.equal(s.cue, null, `${what}: a cue, and the picture does not scroll`);
    assert.equal(s.whole, s.moves, `${what}: moves out of view, and the picture does not scroll`);
    return s;
  }
  assert.ok(s.cue !== null, `${what}: the picture scrolls and nothing says so`);
  assert.ok(await page.locator("#board-more").isVisible());
  assert.match(s.cue, /^The picture scrolls \((swipe|drag) it\): /);
  for (const [side, n] of [["to the left", s.left], ["to the right", s.right]]) {
    if (n > 0) {
      assert.ok(s.cue.includes(`${movesWord(n)} ${side}`), `${what}: the cue "${s.cue}" for ${n} moves ${side}`);
    } else {
      assert.ok(!s.cue.includes(`moves ${side}`) && !s.cue.includes(`move ${side}`), `${what}: the cue "${s.cue}", no move ${side}`);
    }
  }
  return s;
}

async function movesInView(browser, url) {
  const shots = process.env.SHOTS;
  for (const [width, height] of SIZES) {
    for (const [name, wide, input] of WIDE) {
      const page = await newPage(browser, url, { width, height, hash: name });
      await page.fill("#input", input);
      await page.click("#solve");
      await page.waitForFunction(() => /^answered in /.test(document.getElementById("time").textContent) && document.body.dataset.busy === "no");
      await page.click("#first");
      await settle(page);
      const first = await check(page, `${name} (${wide}) at ${width} px, the start`);
      if (width < 700) {
        assert.ok(first.scrolls, `${name} (${wide}) fits a phone: not a wide position`);
      }
      const shoot = async (when) => {
        if (shots && width < 700) {
          await page.$eval("#status", (el) => el.scrollIntoView({ block: "start" }));
          await page.screenshot({ path: path.join(shots, `phone-${name}-${when}.png`) });
        }
      };
      await shoot("start");
      // Each move, the first the list offers, to the end.
      for (let turn = 1; !over(await text(page, "#status")); turn++) {
        const status = await playClick(page, page.locator("#moves button").first());
        if (turn === 1) {
          await shoot("after-a-move");
        }
        if (!over(status)) {
          await check(page, `${name} (${wide}) at ${width} px, after move ${turn}`);
        }
      }
      assert.deepEqual(page.errors, []);
      await page.close();
    }
  }
}

// Scrolling the box by hand: the cue follows what it shows.
async function cueFollows(browser, url) {
  const [name, , input] = WIDE[0];
  const page = await newPage(browser, url, { width: 390, height: 844, hash: name });
  await page.fill("#input", input);
  await page.click("#solve");
  await page.waitForFunction(() => /^answered in /.test(document.getElementById("time").textContent) && document.body.dataset.busy === "no");
  await page.click("#first");
  await settle(page);
  for (const to of [0, 100000]) {
    await page.$eval("#board", (b, x) => (b.scrollLeft = x), to);
    await page.waitForTimeout(100);
    const s = await check(page, `${name} scrolled to ${to}`, true);
    assert.ok(to === 0 ? s.right > 0 && s.left === 0 : s.left > 0 && s.right === 0, `${name} scrolled to ${to}: ${JSON.stringify(s)}`);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
}

export const tests = { movesInView, cueFollows };
