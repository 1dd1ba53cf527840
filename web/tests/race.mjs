// A new game begun while the game before is still answering: whatever the
// moment, the new game starts as it should, the program never plays a
// move of the person's, and the status never stays on "My move...".
import assert from "node:assert/strict";
import { newPage, settle } from "./helpers.mjs";

// The games raced: an input whose first game the person wins in one move
// (`wythoff_game`: the move ends the game), and one where the program's
// forced reply ends it (`anti_nim`, one pile of two: the person takes
// one, the program must take the last).
const GAMES = [
  ["wythoff_game", "1 1\n"],
  ["anti_nim", "1\n1\n2\n"],
];

// The delays (ms) between the person's last move and the click on Play
// first or Play second: every 10 ms from 0 to 300, across the program's
// pause before its reply (150 ms) and its reply itself.
const DELAYS = Array.from({ length: 31 }, (_, k) => 10 * k);

// The time (ms) a request takes to reach the worker: none, and that of a
// busy machine, which moves the moments of the race.
const LATENCIES = [0, 40];

// Waits for the person's turn (or the end) in the new game; fails when the
// status stays on the program's move.
async function personsTurn(page, what) {
  try {
    return await settle(page);
  } catch (e) {
    const status = await page.textContent("#status");
    throw new Error(`${what}: the status stays on "${status}"`);
  }
}

// Every request reaches the worker `ms` later, in order (0: as it comes):
// a busy machine, where the race was met.
function slowWorker(page, ms) {
  return page.evaluate((ms) => {
    if (!Worker.prototype.sendNow) {
      Worker.prototype.sendNow = Worker.prototype.postMessage;
    }
    Worker.prototype.postMessage = function (...args) {
      if (ms === 0) {
        this.sendNow(...args);
      } else {
        setTimeout(() => this.sendNow(...args), ms);
      }
    };
  }, ms);
}

async function restarts(browser, url) {
  const page = await newPage(browser, url);
  page.setDefaultTimeout(5000);
  let raced = 0;
  for (const [[name, input], latency] of GAMES.flatMap((g) => LATENCIES.map((l) => [g, l]))) {
    await slowWorker(page, latency);
    await page.evaluate((n) => {
      location.hash = n;
    }, name);
    await page.waitForFunction((n) => document.getElementById("main").dataset.binary === n, name);
    await page.fill("#input", input);
    await page.click("#solve");
    await page.waitForFunction(() => /^answered in /.test(document.getElementById("time").textContent) && document.body.dataset.busy === "no");
    // The first position as the person sees it, playing first and second.
    await page.click("#first");
    const fresh = { first: await personsTurn(page, `${name} first`) };
    assert.match(fresh.first, /^Your move \(as \w+\)\. You win in \d+ moves? with best play\.$/);
    await page.click("#second");
    fresh.second = await personsTurn(page, `${name} second`);
    const secondLog = await page.locator("#log li").allTextContents();
    assert.equal(secondLog.length, 1, `${name}: the program's first move`);
    for (const delay of DELAYS) {
      for (const side of ["first", "second"]) {
        const what = `${name}, Play ${side} ${delay} ms after the winning move (requests ${latency} ms late)`;
        await page.click("#first");
        await personsTurn(page, what);
        // The winning move, then the new game after `delay`.
        await page.evaluate(
          ([d, s]) => {
            document.querySelector("#moves button.wins").click();
            window.restarted = false;
            setTimeout(() => {
              document.getElementById(s).click();
              window.restarted = true;
            }, d);
          },
          [delay, side],
        );
        // The new game asked for, and nothing in flight.
        await page.waitForFunction(() => window.restarted && document.body.dataset.busy === "no");
        const status = await personsTurn(page, what);
        // Time for a stray answer of the game before to land.
        await page.waitForTimeout(350);
        assert.equal(await page.textContent("#status"), status, `${what}: the status changed after the person's turn came`);
        assert.equal(status, fresh[side], `${what}: the new game's first position`);
        const log = await page.locator("#log li").allTextContents();
        const mine = log.filter((l) => l.startsWith("I play")).length;
        assert.equal(log.length, mine, `${what}: the person's moves in the new game's log: ${log}`);
        assert.equal(mine, side === "first" ? 0 : 1, `${what}: the program's moves: ${log}`);
        if (side === "second") {
          assert.deepEqual(log, secondLog, `${what}: the program's first move`);
        }
        raced++;
      }
    }
  }
  assert.equal(raced, GAMES.length * LATENCIES.length * DELAYS.length * 2);
  assert.deepEqual(page.errors, []);
  await page.close();
}

export const tests = { restarts };
