// The three interactive problems' games on the page, on a phone (390 x
// 844) and a laptop (1366 x 768): Coloring Game, XOR Break and Decreasing
// Game, each from a won and a lost start, played to the end by clicks on
// the picture as the first player and as the second against the program.
// Where the person can win, following the hint (always a shape of the
// picture) wins; where not, the person clicks moves at random, and at each
// of the person's turns the hint finds no winning move: the program never
// hands one back. The page reports the winner that the start's verdict
// names, its answer says the side the program takes, and on a phone the
// box shows moves of the picture after every move.
import assert from "node:assert/strict";
import { newPage, settle, over, text, playClick, random, SIZES } from "./helpers.mjs";

// Each game: its inputs, and for each the start and whether the first
// player wins it.
const GAMES = [
  ["coloring_game", "2\n3 3\n1 2\n2 3\n3 1\n4 4\n1 2\n2 3\n3 4\n4 1\n", [[1, true], [2, false]], ["Alice", "Bob"]],
  ["xor_break", "2\n13\n777777770001\n", [[1, false], [2, true]], ["First", "Second"]],
  ["decreasing_game", "4\n10 4 6 3\n", [[1, true]], ["First", "Second"]],
  ["decreasing_game", "6\n4 5 5 11 3 2\n", [[1, false]], ["First", "Second"]],
];

// How many of the picture's moves the box shows whole across.
function movesInView(page) {
  return page.evaluate(() => {
    const board = document.getElementById("board");
    const at = board.getBoundingClientRect();
    const left = Math.max(at.left, 0);
    const right = Math.min(at.right, innerWidth);
    let whole = 0;
    for (const el of board.querySelectorAll(":scope > svg [data-move]")) {
      const r = el.getBoundingClientRect();
      if (r.left >= left - 0.5 && r.right <= right + 0.5) {
        whole++;
      }
    }
    return whole;
  });
}

// The hint's sentence for the position shown.
async function hint(page) {
  await page.evaluate(() => (document.getElementById("message").textContent = ""));
  await page.click("#hint");
  await page.waitForFunction(() => document.getElementById("message").textContent !== "");
  return text(page, "#message");
}

// One game from start `k` of the input solved, the person `first` or not;
// `won`: whether the person's side wins the start. Returns the moves the
// person clicked.
async function playOne(page, what, k, first, won, phone, pick) {
  if (await page.locator("#starts").isVisible()) {
    await page.selectOption("#starts", String(k));
  }
  await page.click(first ? "#first" : "#second");
  let status = await settle(page);
  let clicks = 0;
  for (let turn = 0; !over(status); turn++) {
    assert.ok(turn < 400, `${what}: the game does not end`);
    assert.match(status, /^Your move/, `${what}: ${status}`);
    if (phone) {
      assert.ok((await movesInView(page)) > 0, `${what}, move ${turn}: no move of the picture in view on a phone`);
    }
    const said = await hint(page);
    let target;
    if (won) {
      assert.match(said, /^A winning move/, `${what}, move ${turn}: the person's win is lost: ${said}`);
      target = page.locator("#board .hinted");
      assert.ok((await target.count()) > 0, `${what}, move ${turn}: the hint is not on the picture`);
      target = target.last();
    } else {
      assert.ok(!said.startsWith("A winning move"), `${what}, move ${turn}: the program gave a win away: ${said}`);
      const moves = page.locator("#board [data-move][role=button]");
      const n = await moves.count();
      assert.ok(n > 0, `${what}, move ${turn}: nothing to click`);
      target = moves.nth(pick(n));
    }
    status = await playClick(page, target);
    clicks++;
  }
  assert.match(status, won ? /You win\.$/ : /I win\.$/, `${what}: the end`);
  return clicks;
}

async function everyGameBothSides(browser, url) {
  const counts = [];
  for (const [width, height] of SIZES) {
    const phone = width < 700;
    const pick = random(width);
    let games = 0;
    let clicks = 0;
    for (const [name, input, starts, players] of GAMES) {
      const page = await newPage(browser, url, { width, height, hash: name });
      await page.fill("#input", input);
      await page.click("#solve");
      await page.waitForFunction(() => /^answered in /.test(document.getElementById("time").textContent) && document.body.dataset.busy === "no");
      // The answer: the program is interactive, and takes the winning side.
      const answer = await text(page, "#answer");
      assert.match(answer, /^An interactive problem: the program plays each game against the judge's program/);
      for (const [k, firstWins] of starts) {
        assert.ok(answer.includes(`game ${k}: ${players[firstWins ? 0 : 1]}\n`), `${name}: ${answer}`);
      }
      assert.match(await text(page, "#answer-title"), /interactive/);
      for (const [k, firstWins] of starts) {
        for (const first of [true, false]) {
          const what = `${name} game ${k} as ${first ? "first" : "second"} at ${width} px`;
          clicks += await playOne(page, what, k, first, first === firstWins, phone, pick);
          games++;
        }
      }
      assert.deepEqual(page.errors, []);
      await page.close();
    }
    counts.push(`${width} x ${height}: ${games} games, ${clicks} clicks`);
  }
  console.log(`  interactive games played by clicks: ${counts.join("; ")}`);
}

export const tests = { everyGameBothSides };
