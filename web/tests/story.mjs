// Who wins and in how many moves: what the page shows (the status, each
// move's mark, the chart of the game so far) against an exhaustive search
// written here from the literal rules of three games, on small positions,
// along whole games played with moves drawn at random (winning and losing
// ones alike).
import assert from "node:assert/strict";
import { newPage, open, settle, text, over, random } from "./helpers.mjs";

// Every position's value for the player to move by exhaustive search: a
// position with no move has remoteness 0 (won iff `stuckWins`); a won one
// is one more than the least remoteness of the lost positions it reaches;
// a lost one one more than the greatest of all it reaches.
function search(moves, stuckWins) {
  const memo = new Map();
  const value = (p) => {
    const key = JSON.stringify(p);
    if (memo.has(key)) {
      return memo.get(key);
    }
    const next = moves(p).map(([, q]) => value(q));
    let v;
    if (next.length === 0) {
      v = { wins: stuckWins, remoteness: 0 };
    } else if (next.some((q) => !q.wins)) {
      v = { wins: true, remoteness: 1 + Math.min(...next.filter((q) => !q.wins).map((q) => q.remoteness)) };
    } else {
      v = { wins: false, remoteness: 1 + Math.max(...next.map((q) => q.remoteness)) };
    }
    memo.set(key, v);
    return v;
  };
  return value;
}

// The literal rules: each game's moves as [the move in the game's
// notation, the position after it].
const GAMES = {
  // Take any positive number of stones from one pile; whoever takes the
  // last stone loses: with no stone left, the player to move has won.
  anti_nim: {
    input: "3\n3\n1 2 3\n2\n2 2\n4\n1 1 2 1\n",
    games: [[1, 2, 3], [2, 2], [1, 1, 2, 1]],
    stuckWins: true,
    moves: (piles) =>
      piles.flatMap((p, i) =>
        Array.from({ length: p }, (_, k) => [`${i + 1} ${k + 1}`, piles.map((q, j) => (j === i ? q - k - 1 : q))]),
      ),
  },
  // Take any positive number of stones from the leftmost or the rightmost
  // pile; an emptied pile is gone; a player who cannot move loses.
  two_ended_nim: {
    input: "2\n3\n2 1 3\n4\n1 2 2 1\n",
    games: [[2, 1, 3], [1, 2, 2, 1]],
    stuckWins: false,
    moves: (piles) => {
      if (piles.length === 0) {
        return [];
      }
      const out = [];
      const last = piles.length - 1;
      for (let k = 1; k <= piles[0]; k++) {
        out.push([`L ${k}`, k === piles[0] ? piles.slice(1) : [piles[0] - k, ...piles.slice(1)]]);
      }
      for (let k = 1; k <= piles[last]; k++) {
        out.push([`R ${k}`, k === piles[last] ? piles.slice(0, last) : [...piles.slice(0, last), piles[last] - k]]);
      }
      return out;
    },
  },
  // Take any positive number from one pile, or the same from both; a
  // player who cannot move loses. A move is written as the piles after it.
  wythoff_game: {
    input: "3 4\n2 5\n",
    games: [[3, 4], [2, 5]],
    stuckWins: false,
    moves: ([a, b]) => {
      const out = [];
      for (let k = 1; k <= a; k++) out.push([a - k, b]);
      for (let k = 1; k <= b; k++) out.push([a, b - k]);
      for (let k = 1; k <= Math.min(a, b); k++) out.push([a - k, b - k]);
      return out.map((q) => [`${q[0]} ${q[1]}`, q]);
    },
  },
};

// The status's count, for the person to move: [whether the person wins, in
// how many moves].
function said(status) {
  const m = /^Your move \(as [^)]+\)\. (You|I) win in (\d+) moves? with best play/.exec(status);
  assert.ok(m, `no count of the moves in ${JSON.stringify(status)}`);
  return { wins: m[1] === "You", remoteness: Number(m[2]) };
}

async function remoteness(browser, url) {
  const page = await newPage(browser, url);
  const pick = random(37);
  let checked = 0;
  for (const [name, game] of Object.entries(GAMES)) {
    const value = search(game.moves, game.stuckWins);
    await open(page, name);
    await page.fill("#input", game.input);
    await page.click("#solve");
    await page.waitForFunction(() => /^answered in /.test(document.getElementById("time").textContent));
    for (let k = 0; k < game.games.length; k++) {
      for (const first of [true, false]) {
        if (game.games.length > 1) {
          await page.selectOption("#starts", String(k + 1));
        }
        await page.click(first ? "#first" : "#second");
        let p = game.games[k];
        let status = await settle(page);
        let seen = 0;
        for (;;) {
          // The program's moves so far, played here too.
          const log = await page.locator("#log li").allTextContents();
          for (const line of log.slice(seen)) {
            const m = /^(?:You|I) play (.+) \(as /.exec(line);
            const found = game.moves(p).find(([t]) => t === m[1]);
            assert.ok(found, `${name}: ${m[1]} is not a move from ${JSON.stringify(p)}`);
            p = found[1];
          }
          seen = log.length;
          if (over(status)) {
            assert.equal(game.moves(p).length, 0, `${name}: over at ${JSON.stringify(p)}`);
            // The player to move at the end wins iff the rules say so.
            const personMoves = log.length > 0 && log[log.length - 1].startsWith("I play");
            assert.equal(/ You win\.$/.test(status), personMoves === game.stuckWins, `${name}: who wins at the end`);
            break;
          }
          assert.deepEqual(said(status), value(p), `${name} at ${JSON.stringify(p)}: ${status}`);
          // Each move's mark: whether it wins and in how many moves, this
          // one included.
          const marks = await page.$$eval("#moves [data-play]", (bs) => bs.map((b) => [b.dataset.play, b.textContent]));
          const legal = game.moves(p);
          assert.equal(new Set(marks.map(([m]) => m)).size, new Set(legal.map(([m]) => m)).size, `${name}: every move is listed`);
          for (const [m, words] of marks) {
            const q = legal.find(([t]) => t === m);
            assert.ok(q, `${name}: ${m} listed from ${JSON.stringify(p)}`);
            const v = value(q[1]);
            const expect = `${v.wins ? "loses" : "wins"} in ${v.remoteness + 1}`;
            assert.ok(words.endsWith(`: ${expect}`), `${name} ${JSON.stringify(p)}, ${m}: ${words}, not ${expect}`);
          }
          checked++;
          const [m] = legal[pick(legal.length)];
          const before = log.length;
          await page.click(`#moves [data-play="${m}"]`);
          await page.waitForFunction((n) => document.querySelectorAll("#log li").length > n, before);
          status = await settle(page);
        }
      }
    }
  }
  assert.ok(checked >= 20, `only ${checked} positions checked`);
  assert.deepEqual(page.errors, []);
  await page.close();
}

// The chart of the game so far: one point per position, coloured by who
// wins it, titled with the count; undo takes the points back.
function moves(n) {
  return `${n} move${n === 1 ? "" : "s"}`;
}

async function chart(browser, url) {
  const page = await newPage(browser, url, { hash: "anti_nim" });
  await page.fill("#input", "1\n3\n1 2 3\n");
  await page.click("#solve");
  await page.waitForFunction(() => /^answered in /.test(document.getElementById("time").textContent));
  await page.click("#first");
  await settle(page);
  const points = () => page.$$eval("#chart [class^=pt-]", (ps) => ps.map((p) => [p.getAttribute("class"), p.querySelector("title").textContent]));
  let shown = await points();
  const start = said(await text(page, "#status"));
  assert.deepEqual(shown, [[start.wins ? "pt-win" : "pt-lose", `after the start: ${start.wins ? "you win" : "I win"} in ${moves(start.remoteness)}`]]);
  for (let move = 1; move <= 2; move++) {
    await page.locator("#moves [data-play]").first().click();
    await page.waitForFunction((n) => document.querySelectorAll("#log li").length >= 2 * n, move);
    const status = await settle(page);
    shown = await points();
    assert.equal(shown.length, 1 + 2 * move, "a point per position");
    if (!over(status)) {
      const now = said(status);
      assert.equal(shown[shown.length - 1][1], `after step ${2 * move}: ${now.wins ? "you win" : "I win"} in ${moves(now.remoteness)}`);
    }
  }
  await page.click("#undo");
  await page.waitForFunction(() => document.querySelectorAll("#log li").length === 2);
  await settle(page);
  assert.equal((await points()).length, 3, "undo takes the points back");
  assert.deepEqual(page.errors, []);
  await page.close();
}

// Past the search's bounds the status says who wins by the game's theory
// (Wythoff: equal piles are won, floor(k phi) and floor(k phi) + k lost).
async function theory(browser, url) {
  for (const [piles, who] of [["1000000000 1000000000", "You win"], ["1618033 2618033", "I win"]]) {
    const page = await newPage(browser, url, { hash: "wythoff_game" });
    await page.fill("#input", piles + "\n");
    await page.click("#solve");
    await page.waitForFunction(() => /^answered in /.test(document.getElementById("time").textContent));
    await page.click("#first");
    const status = await settle(page);
    assert.equal(
      status,
      `Your move (as First). ${who} with best play, by the game's theory; the moves to the end are not counted: more than 200,000 positions can follow from here, too many to play out every line.`,
    );
    assert.deepEqual(page.errors, []);
    await page.close();
  }
}

export const tests = { theory, remoteness, chart };
