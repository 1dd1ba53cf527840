// The page as assistive technology reads it: axe-core's rules run on the
// page in its main states (the start, a game chosen, a game played, the
// whole input explained), on a phone (390 x 844) and a laptop (1366 x
// 768), for every game of the page; no finding may be serious or
// critical.
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { newPage, open, settle, over, text, playClick, SIZES } from "./helpers.mjs";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

// axe-core's findings on the page as it is, each "impact rule: target"
// (one per element found), those of `impacts` only.
export async function findings(page, impacts = ["serious", "critical"]) {
  if (!(await page.evaluate(() => typeof window.axe === "object"))) {
    await page.addScriptTag({ path: axePath });
  }
  const violations = await page.evaluate(() => window.axe.run(document, { resultTypes: ["violations"] }).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ impact: n.impact, target: n.target.join(" "), why: n.failureSummary })) }))));
  const found = [];
  for (const v of violations) {
    for (const n of v.nodes) {
      const impact = n.impact || v.impact;
      if (impacts.includes(impact)) {
        found.push(`${impact} ${v.id}: ${n.target} (${n.why.replace(/\s+/g, " ").slice(0, 160)})`);
      }
    }
  }
  return found;
}

// The binaries that offer a game.
function games(page) {
  return page.$$eval("#game-list button:not(.nogame)", (bs) => bs.map((b) => b.dataset.name));
}

// Every state of every game at each size: the findings, keyed by where
// they were met. With COUNT_ONLY set, prints their numbers rather than
// failing (to measure the page as it was).
async function states(browser, url) {
  const all = [];
  for (const [width, height] of SIZES) {
    const page = await newPage(browser, url, { width, height });
    const where = (state) => (f) => `${width}x${height} ${state}: ${f}`;
    all.push(...(await findings(page)).map(where("start")));
    for (const name of await games(page)) {
      await open(page, name);
      // A game chosen: its first start, the person first.
      await page.click("#first");
      await settle(page);
      all.push(...(await findings(page)).map(where(`${name} begun`)));
      // A game played: the person's first move on the picture, and the
      // program's reply.
      if (!over(await text(page, "#status"))) {
        await playClick(page, page.locator("#moves button").first());
        all.push(...(await findings(page)).map(where(`${name} played`)));
      }
      // The whole input explained.
      await page.click("#explain-all");
      await page.waitForSelector("#explain-input:not([hidden])");
      all.push(...(await findings(page)).map(where(`${name} explained`)));
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  }
  if (process.env.COUNT_ONLY) {
    const count = (impact) => all.filter((f) => f.split(": ")[1].startsWith(`${impact} `)).length;
    console.log(`axe-core: ${count("serious")} serious, ${count("critical")} critical`);
    console.log(all.join("\n"));
    return;
  }
  assert.deepEqual(all, [], "serious or critical findings of axe-core");
}

export const tests = { states };
