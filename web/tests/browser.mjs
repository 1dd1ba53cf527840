// The page in a real browser: headless Chromium, driven by Playwright, on
// the page that web/build made (target/web, or the folder given), served
// by web/serve. Each file of tests/ named below exports its tests; they
// run one after the other, each on a fresh tab, and every failure is
// reported. Run: web/build && (cd web && npm test), or some of them:
// node tests/browser.mjs [SITE] [FILE[.TEST] ...].
import fs from "node:fs";
import path from "node:path";
import { serve, launch } from "./page.mjs";
import { root } from "./helpers.mjs";

const SUITES = ["basics", "bugs", "screens", "story", "big", "race", "access", "answer", "wide", "dag", "numbers", "interactive"];
const args = process.argv.slice(2);
const site = path.resolve(args[0] && fs.existsSync(args[0]) ? args.shift() : path.join(root, "target/web"));
const chosen = args.length > 0 ? args : SUITES;

const server = await serve(site);
const browser = await launch();
let passed = 0;
const failed = [];
const began = Date.now();
try {
  for (const name of chosen) {
    const [suite, only] = name.split(".");
    const { tests } = await import(`./${suite}.mjs`);
    for (const [test, run] of Object.entries(tests)) {
      if (only && test !== only) {
        continue;
      }
      const t = Date.now();
      try {
        await run(browser, server.url);
        passed++;
        console.log(`ok ${suite}.${test} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
      } catch (e) {
        failed.push(`${suite}.${test}`);
        console.log(`FAILED ${suite}.${test}\n${e.stack}`);
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
const time = ((Date.now() - began) / 1000).toFixed(0);
console.log(`browser: ${passed} passed, ${failed.length} failed (${failed.join(", ")}) in ${time} s`);
process.exit(failed.length > 0 ? 1 : 0);
