import { serve, launch } from "./page.mjs";
import { newPage, settle, random } from "./helpers.mjs";
const server = await serve("/work/main/target/web");
const browser = await launch();
const r = random(5);
const rows = Array.from({ length: 100 }, () => Array.from({ length: 100 }, () => (r(5) === 0 ? "#" : ".")).join(""));
for (let k = 0; k < 2; k++) {
  const page = await newPage(browser, server.url, { hash: "jsoi2009_game" });
  await page.fill("#input", `100 100\n${rows.join("\n")}\n`);
  await page.click("#solve");
  await page.waitForFunction(() => /^answered in /.test(document.getElementById("time").textContent));
  await page.evaluate(() => { window.T = []; window.longTasks = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.longTasks.push(Math.round(e.duration)); }).observe({ type: "longtask" }); });
  await page.click("#first");
  await settle(page);
  await page.waitForTimeout(1500);
  console.log("first", JSON.stringify(await page.evaluate(() => [window.T, window.longTasks])));
  await page.evaluate(() => { window.T = []; window.longTasks = []; });
  await page.click("#pan-right");
  await page.waitForTimeout(2000);
  console.log("pan", JSON.stringify(await page.evaluate(() => [window.T, window.longTasks])));
  await page.close();
}
await browser.close();
process.exit(0);
