// Runs some of the browser tests by name on a built page:
// node tests/only.mjs SITE SUITE[.TEST] ... (SUITE: a file of tests/ that
// exports `tests`). Every failure is printed; the status is 1 if any.
import path from "node:path";
import { serve, launch } from "./page.mjs";

const [site, ...names] = process.argv.slice(2);
const server = await serve(path.resolve(site));
const browser = await launch();
let failed = 0;
try {
  for (const name of names) {
    const [suite, only] = name.split(".");
    const { tests } = await import(`./${suite}.mjs`);
    for (const [test, run] of Object.entries(tests)) {
      if (only && test !== only) {
        continue;
      }
      try {
        await run(browser, server.url);
        console.log(`ok ${suite}.${test}`);
      } catch (e) {
        failed++;
        console.log(`FAILED ${suite}.${test}: ${e.message.split("\n").slice(0, 4).join(" | ")}`);
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
