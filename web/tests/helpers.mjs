// What the browser test's parts share: the native binaries to compare
// with, and the page's own controls driven as a person drives them.
import assert from "node:assert/strict";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

// The binary's own answer to `input` on the command line (with `args`,
// e.g. ["--explain"]): its status, stdout and stderr.
export function native(name, input, args = []) {
  const p = spawnSync("cargo", ["run", "--quiet", "--bin", name, "--", ...args], {
    cwd: root,
    input,
    maxBuffer: 1 << 28,
  });
  assert.notEqual(p.status, null, `${name} did not run`);
  return { status: p.status, stdout: p.stdout.toString(), stderr: p.stderr.toString() };
}

// A new tab on the page at `url` (with `hash`), `width` x `height`, in a
// context of its own (granted `permissions`, e.g. to read the
// clipboard); its script errors are kept in `page.errors`.
export async function newPage(browser, url, { width = 1366, height = 768, hash = "", permissions = [] } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, acceptDownloads: true });
  await context.grantPermissions(permissions, { origin: new URL(url).origin });
  const page = await context.newPage();
  page.on("close", () => context.close().catch(() => {}));
  page.errors = [];
  page.on("pageerror", (e) => page.errors.push(e.message));
  await page.goto(url + (hash ? "#" + hash : ""));
  await page.waitForSelector("#main:not([hidden])");
  // The first input is answered.
  await page.waitForFunction(() => document.body.dataset.busy === "no" && document.getElementById("time").textContent !== "");
  return page;
}

// Runs the async functions of `tasks`, at most `width` at once; fails
// after all have ended if any failed, with every failure's message.
export async function together(tasks, width) {
  const failures = [];
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      try {
        await task();
      } catch (e) {
        failures.push(e);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, lane));
  if (failures.length === 1) {
    throw failures[0];
  }
  if (failures.length > 1) {
    throw new Error(`${failures.length} failures:\n${failures.map((e) => e.stack).join("\n")}`);
  }
}

export async function text(page, selector) {
  return (await page.textContent(selector)) ?? "";
}

// The binary the page shows.
export function shown(page) {
  return page.evaluate(() => document.getElementById("main").dataset.binary || document.getElementById("name").textContent);
}

// Shows binary `name` by the address's `#` part, as a link or a person
// typing it does, and waits until its input is answered.
export async function open(page, name) {
  await page.evaluate((n) => {
    location.hash = n;
  }, name);
  await page.waitForFunction((n) => document.getElementById("main").dataset.binary === n, name);
  await answered(page);
}

// Waits until no request of the page is in flight.
export async function answered(page) {
  await page.waitForFunction(() => document.body.dataset.busy !== "yes");
}

export async function logLength(page) {
  return page.locator("#log li").count();
}

// Waits until the person is to move or the game is over; returns the
// status.
export async function settle(page) {
  await page.waitForFunction(() => {
    const s = document.getElementById("status").textContent;
    return document.body.dataset.busy !== "yes" && (s.startsWith("Your move") || / (You|I) win\.$/.test(s));
  });
  return text(page, "#status");
}

// Clicks `target` (a locator of a move), waits for the game's log to take
// the move and for the page to settle; returns the status.
export async function playClick(page, target) {
  const before = await logLength(page);
  await target.click();
  await page.waitForFunction((n) => document.querySelectorAll("#log li").length > n, before);
  return settle(page);
}

// The screens the page is tested on: a phone and a laptop.
export const SIZES = [
  [390, 844],
  [1366, 768],
];

export function over(status) {
  return / (You|I) win\.$/.test(status);
}

// A seeded generator (xorshift32): random(seed) gives a function n =>
// a whole number in 0..n, the same sequence on every run.
export function random(seed) {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x % n;
  };
}
