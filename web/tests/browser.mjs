// The page in a real browser: headless Chromium, driven by Playwright,
// on the page that web/build made (target/web, or the folder given).
// Plays a full game of a grid game, a pile game and a graph game by
// clicks, asks hints, plays an illegal move, undoes, edits a maze, and
// pastes bad inputs, asserting on what the page shows. Screenshots go to
// target/web-shots/. Run: web/build && (cd web && npm test).
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { serve, launch } from "./page.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const site = path.resolve(process.argv[2] || path.join(root, "target/web"));
const shots = path.join(root, "target/web-shots");
fs.mkdirSync(shots, { recursive: true });

// The binary's own answer to `input` on the command line: its stdout, or
// its stderr when it fails.
function native(name, input) {
  const p = spawnSync("cargo", ["run", "--quiet", "--bin", name], { cwd: root, input });
  assert.notEqual(p.status, null, `${name} did not run`);
  return { status: p.status, stdout: p.stdout.toString(), stderr: p.stderr.toString() };
}

const server = await serve(site);
const browser = await launch();
const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
const errors = [];
page.on("pageerror", (e) => errors.push(e.message));
let checks = 0;

async function text(selector) {
  return (await page.textContent(selector)) ?? "";
}

async function open(name) {
  await page.click(`nav button[data-name="${name}"]`);
  await page.waitForFunction((n) => document.getElementById("name").textContent === n, name);
}

async function logLength() {
  return page.locator("#log li").count();
}

// Waits until the person is to move or the game is over.
async function settle() {
  await page.waitForFunction(() => {
    const s = document.getElementById("status").textContent;
    return s.startsWith("Your move") || / (You|I) win\.$/.test(s);
  });
}

// Plays one game from start k as first or second, clicking the picture:
// the hinted shape when the hint gives a move, else the first clickable
// shape. Returns the final status and whether the person was winning at
// the first hint.
async function playByClicks(name, first) {
  await page.click(first ? "#first" : "#second");
  await settle();
  let winning = null;
  for (let turn = 0; turn < 2000; turn++) {
    const status = await text("#status");
    if (/ (You|I) win\.$/.test(status)) {
      return { status, winning };
    }
    const before = await logLength();
    await page.click("#hint");
    const message = await text("#message");
    const hinted = page.locator("#board .hinted");
    if (winning === null) {
      winning = message.startsWith("A winning move");
    }
    // The shape drawn last is on top (a move's dot over its edge, say).
    const target = (await hinted.count()) > 0 ? hinted.last() : page.locator("#board [data-move]").last();
    assert.ok((await target.count()) > 0, `${name}: nothing to click on the picture (${status})`);
    await target.click();
    await page.waitForFunction((n) => document.querySelectorAll("#log li").length > n, before);
    await settle();
  }
  assert.fail(`${name}: the game did not end`);
}

// A full game by clicks, first and second: from a winning start, following
// every hint wins; from a losing one, the program wins.
async function fullGames(name) {
  await open(name);
  for (const first of [true, false]) {
    const { status, winning } = await playByClicks(name, first);
    assert.match(status, winning ? /You win\.$/ : /I win\.$/, `${name} as ${first ? "first" : "second"}`);
    await page.screenshot({ path: path.join(shots, `${name}-${first ? "first" : "second"}.png`), fullPage: true });
    checks++;
  }
}

try {
  await page.goto(server.url);
  await page.waitForSelector("nav button");

  // Every binary that answers an input is listed (an interactive one, whose
  // main runs interact::run, plays against a judge's program instead).
  const bins = fs.readdirSync(path.join(root, "src/bin"))
    .filter((f) => f.endsWith(".rs"))
    .filter((f) => !fs.readFileSync(path.join(root, "src/bin", f), "utf8").includes("interact::run("))
    .map((f) => f.slice(0, -3))
    .sort();
  const listed = await page.$$eval("nav button", (bs) => bs.map((b) => b.dataset.name));
  assert.deepEqual(listed, bins);
  checks++;

  // Each sample's answer is the binary's.
  for (const name of ["jsoi2009_game", "anti_nim", "dag_sg_chips"]) {
    await open(name);
    const input = await page.inputValue("#input");
    assert.equal(await text("#answer"), native(name, input).stdout, `${name}'s answer`);
    checks++;
  }

  // Full games: a grid game, a pile game, a graph game.
  await fullGames("jsoi2009_game");
  await fullGames("anti_nim");
  await fullGames("dag_sg_chips");
  await fullGames("game_on_tree");

  // A hint, an illegal move, an undo.
  await open("anti_nim");
  await page.click("#first");
  await settle();
  await page.click("#hint");
  assert.match(await text("#message"), /^(A winning move: .+\.|No move wins here.*)$/);
  const before = await text("#show");
  await page.fill("#move", "99 1");
  await page.press("#move", "Enter");
  assert.equal(await page.getAttribute("#message", "class"), "illegal");
  assert.equal(await text("#message"), '"99" is not a pile: they are numbered 1 to 3.');
  assert.equal(await text("#show"), before, "an illegal move changes nothing");
  assert.equal(await logLength(), 0);
  await page.locator("#board [data-move]").first().click();
  await page.waitForFunction(() => document.querySelectorAll("#log li").length === 2);
  await settle();
  await page.click("#undo");
  assert.equal(await logLength(), 0);
  assert.equal(await text("#show"), before, "undo goes back to the start");
  checks += 3;

  // Editing a maze: a wall put on a free cell, and the game solved again.
  await open("jsoi2009_game");
  await page.click("#first");
  await settle();
  await page.check("#editing");
  await page.selectOption("#edit-mode", "wall");
  const walls = await page.locator("#board .wall").count();
  await page.locator("#board [data-edit]:not(.wall)").first().click();
  assert.equal(await text("#message"), "Edited: solved again.");
  assert.equal(await page.locator("#board .wall").count(), walls + 1);
  assert.notEqual(await text("#explain"), "", "the edited maze is explained");
  await page.screenshot({ path: path.join(shots, "jsoi2009_game-edited.png"), fullPage: true });
  checks++;

  // Bad inputs pasted: the binary's own error line, and no game.
  for (const [name, input] of [
    ["wythoff_game", "3 x\n"],
    ["jsoi2009_game", "2 2\n.#\n.\n"],
    ["dag_sg_chips", "3 2 1\n1 2\n2 1\n1\n"],
  ]) {
    await open(name);
    await page.fill("#input", input);
    await page.click("#solve");
    const expected = native(name, input);
    assert.equal(expected.status, 1, `${name} refuses ${JSON.stringify(input)}`);
    assert.equal((await text("#error")) + "\n", expected.stderr, `${name}'s error line`);
    assert.ok(await page.locator("#game-section").isHidden());
    checks++;
  }
  await page.screenshot({ path: path.join(shots, "bad-input.png"), fullPage: true });

  assert.deepEqual(errors, [], "no error in the page's script");
  console.log(`browser: ${checks} checks passed; screenshots in ${path.relative(root, shots)}/`);
} finally {
  await browser.close();
  server.close();
}
