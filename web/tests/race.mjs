// A new game begun while the game before is still answering: whatever the
// moment, the new game starts as it should, the program never plays a
// move of the person's, and the status never stays on "My move...".
import assert from "node:assert/strict";
import { newPage, settle, SIZES, together } from "./helpers.mjs";

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

// The races a page runs at once: each on a page of its own (its own
// worker), so that the pauses of one page's games overlap another's.
const AT_ONCE = 4;

// The screens raced and their delays: a laptop at every delay, a phone at
// every third (the page's code is the same; its layout and the taps'
// targets are not).
function screens(delays) {
  return [
    [SIZES[1], delays],
    [SIZES[0], delays.filter((_, k) => k % 3 === 0)],
  ];
}

// At the delays of `screens`, each game and latency on a page of its own.
async function restarts(browser, url) {
  const runs = [];
  for (const [size, delays] of screens(DELAYS)) {
    for (const game of GAMES) {
      for (const latency of LATENCIES) {
        runs.push(() => restartsOn(browser, url, size, delays, game, latency));
      }
    }
  }
  await together(runs, AT_ONCE);
}

async function restartsOn(browser, url, [width, height], delays, [name, input], latency) {
  const page = await newPage(browser, url, { width, height });
  page.setDefaultTimeout(5000);
  let raced = 0;
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
  for (const delay of delays) {
    for (const side of ["first", "second"]) {
      const what = `${name}, Play ${side} ${delay} ms after the winning move (requests ${latency} ms late, ${width}x${height})`;
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
  assert.equal(raced, delays.length * 2);
  assert.deepEqual(page.errors, []);
  await page.close();
}

// A second instance of the page's module, beside the worker's, that
// answers `judgeOf(text)`: the judge's answer to `text`, or its error
// line, as the answer area shows them.
function judgeChecker(page, name) {
  return page.evaluate(async (name) => {
    const { instance } = await WebAssembly.instantiateStreaming(fetch("cp_games_web.wasm"), {});
    const wasm = instance.exports;
    window.judgeOf = (text) => {
      const bytes = new TextEncoder().encode(`judge ${name}\n${text}`);
      const ptr = wasm.web_alloc(bytes.length);
      new Uint8Array(wasm.memory.buffer, ptr, bytes.length).set(bytes);
      const n = wasm.web_request(ptr, bytes.length);
      const a = JSON.parse(new TextDecoder().decode(new Uint8Array(wasm.memory.buffer, wasm.web_answer(), n)));
      return a.error ?? a.answer;
    };
    // Every moment the answer area shows an answer as the box's (not
    // greyed): whether it is the box's text's answer.
    window.wrongAnswers = [];
    window.answersShown = 0;
    const look = () => {
      const box = document.getElementById("answer-box");
      if (box.classList.contains("stale")) {
        return;
      }
      const error = document.getElementById("error").textContent;
      const shownText = error || (box.hidden ? null : document.getElementById("answer").textContent);
      if (shownText === null) {
        return;
      }
      window.answersShown++;
      const input = document.getElementById("input").value;
      if (shownText !== window.judgeOf(input)) {
        window.wrongAnswers.push({ input, shown: shownText });
      }
    };
    const observer = new MutationObserver(look);
    for (const id of ["answer-box", "answer", "error"]) {
      observer.observe(document.getElementById(id), { attributes: true, childList: true, characterData: true, subtree: true });
    }
  }, name);
}

// The mazes: the one edited (every cell free, so that every click puts a
// wall), and another typed into the box, whose answer differs.
const MAZE = "4 4\n....\n....\n....\n....\n";
const OTHER = "2 2\n..\n.#\n";

// What the person does `delay` ms after a click that edits the maze:
// edits again, or types another maze into the box, even before the edit
// is answered ("early"); or, `delay` ms after the box shows the edited
// maze (its judge's answer asked for), types another maze into the box,
// or types it and presses Solve.
const ACTIONS = ["type", "edit", "solve", "early"];

// Edits of a maze raced by another edit, typing and a solve, at every 20
// ms from 0 to 300 ms after the edit, with the requests on time
// and 40 ms late: at every moment the answer area shows an answer as the
// box's, it is the answer of the box's text; once all is answered, it
// shows the box's answer (greyed only after typing, until Solve).
// On a laptop at every delay, on a phone at every third; each latency and
// action on a page of its own.
async function edits(browser, url) {
  const delays = Array.from({ length: 16 }, (_, k) => 20 * k);
  const runs = [];
  for (const [size, sized] of screens(delays)) {
    for (const latency of LATENCIES) {
      for (const action of ACTIONS) {
        runs.push(() => editsOn(browser, url, size, sized, latency, action));
      }
    }
  }
  await together(runs, AT_ONCE);
}

async function editsOn(browser, url, [width, height], delays, latency, action) {
  const name = "jsoi2009_game";
  const page = await newPage(browser, url, { hash: name, width, height });
  page.setDefaultTimeout(5000);
  await judgeChecker(page, name);
  let raced = 0;
  await slowWorker(page, latency);
  for (const delay of delays) {
    const what = `${action} ${delay} ms after an edit (requests ${latency} ms late, ${width}x${height})`;
    await page.fill("#input", MAZE);
    await page.click("#solve");
    await page.waitForFunction(() => /^answered in /.test(document.getElementById("time").textContent) && document.body.dataset.busy === "no");
    await page.click("#first");
    await personsTurn(page, what);
    await page.check("#editing");
    await page.selectOption("#edit-mode", "wall");
    await page.evaluate(
      ([d, action, other]) => {
        const click = (el) => el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
        const free = () => document.querySelectorAll("#board [data-edit]:not(.wall)");
        window.acted = false;
        const box = document.getElementById("input");
        const before = box.value;
        click(free()[0]);
        const act = () => {
          if (action === "edit") {
            const cells = free();
            click(cells[cells.length - 1]);
          } else {
            box.value = other;
            box.dispatchEvent(new Event("input", { bubbles: true }));
            if (action === "solve") {
              document.getElementById("solve").click();
            }
          }
          window.acted = true;
        };
        if (action === "edit" || action === "early") {
          setTimeout(act, d);
        } else {
          const edited = setInterval(() => {
            if (box.value !== before) {
              clearInterval(edited);
              setTimeout(act, d);
            }
          }, 1);
        }
      },
      [delay, action, OTHER],
    );
    await page.waitForFunction(() => window.acted && document.body.dataset.busy === "no");
    // Time for a stray answer to land.
    await page.waitForTimeout(350);
    const end = await page.evaluate(() => ({
      input: document.getElementById("input").value,
      stale: document.getElementById("answer-box").classList.contains("stale"),
      shown: document.getElementById("error").textContent || document.getElementById("answer").textContent,
    }));
    const expected = await page.evaluate((t) => window.judgeOf(t), end.input);
    if (action === "type" || action === "early") {
      assert.equal(end.input, OTHER, `${what}: the box keeps what was typed`);
      assert.ok(end.stale, `${what}: the answer of the maze before is greyed until Solve`);
    } else {
      assert.ok(!end.stale, `${what}: the answer stays greyed`);
      assert.equal(end.shown, expected, `${what}: the answer shown is not the box's (${JSON.stringify(end.input)})`);
      if (action === "solve") {
        assert.equal(end.input, OTHER, what);
      }
    }
    const wrong = await page.evaluate(() => window.wrongAnswers.splice(0));
    assert.deepEqual(wrong, [], `${what}: an answer shown as the box's is another input's`);
    raced++;
  }
  assert.equal(raced, delays.length);
  // Each race shows the edited maze's first answer; after an edit or a
  // solve, the answer of the input it leaves too.
  const watched = await page.evaluate(() => window.answersShown);
  const least = action === "edit" || action === "solve" ? raced * 2 : raced;
  assert.ok(watched >= least, `${action}: ${watched} answers watched in ${raced} races`);
  assert.deepEqual(page.errors, []);
  await page.close();
}

export const tests = { restarts, edits };
