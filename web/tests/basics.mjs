// The page as the judge and as a player: every binary listed, the samples
// answered as the native binaries answer them, full games by clicks won by
// following the hints, a hint, an illegal move, an undo, an edited maze,
// and bad inputs answered with the binary's own error line.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { root, native, newPage, text, open, settle, over, logLength } from "./helpers.mjs";

// Every binary of src/bin is listed, the interactive ones too, in the
// list and in the phone's select.
async function listed(browser, url) {
  const page = await newPage(browser, url);
  const bins = fs.readdirSync(path.join(root, "src/bin"))
    .filter((f) => f.endsWith(".rs"))
    .map((f) => f.slice(0, -3))
    .sort();
  assert.deepEqual(await page.$$eval("#game-list button", (bs) => bs.map((b) => b.dataset.name)), bins);
  assert.deepEqual(await page.$$eval("#game-select option", (os) => os.map((o) => o.value)), bins);
  await page.close();
}

// Each sample's answer is the binary's.
async function samples(browser, url) {
  const page = await newPage(browser, url);
  for (const name of ["jsoi2009_game", "anti_nim", "dag_sg_chips"]) {
    await open(page, name);
    const input = await page.inputValue("#input");
    assert.equal(await text(page, "#answer"), native(name, input).stdout, `${name}'s answer`);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
}

// Plays one game from the first start as first or second, clicking the
// picture: the hinted shape when the hint gives a move, else the last
// clickable shape. Returns the final status and whether the person was
// winning at the first hint.
async function playByClicks(page, name, first) {
  await page.click(first ? "#first" : "#second");
  await settle(page);
  let winning = null;
  for (let turn = 0; turn < 2000; turn++) {
    const status = await text(page, "#status");
    if (over(status)) {
      return { status, winning };
    }
    const before = await logLength(page);
    await page.click("#hint");
    await page.waitForFunction(() => document.getElementById("message").textContent !== "");
    const message = await text(page, "#message");
    const hinted = page.locator("#board .hinted");
    if (winning === null) {
      winning = message.startsWith("A winning move");
    }
    // The shape drawn last is on top (a move's dot over its edge, say).
    const target = (await hinted.count()) > 0 ? hinted.last() : page.locator("#board [data-move]").last();
    assert.ok((await target.count()) > 0, `${name}: nothing to click on the picture (${status})`);
    await target.click();
    await page.waitForFunction((n) => document.querySelectorAll("#log li").length > n, before);
    await settle(page);
  }
  assert.fail(`${name}: the game did not end`);
}

// Full games by clicks, first and second, of a grid game, a pile game and
// two graph games: from a winning start, following every hint wins; from a
// losing one, the program wins.
async function fullGames(browser, url) {
  const page = await newPage(browser, url, { width: 1280, height: 1000 });
  for (const name of ["jsoi2009_game", "anti_nim", "dag_sg_chips", "game_on_tree"]) {
    await open(page, name);
    for (const first of [true, false]) {
      const { status, winning } = await playByClicks(page, name, first);
      assert.match(status, winning ? /You win\.$/ : /I win\.$/, `${name} as ${first ? "first" : "second"}`);
    }
  }
  assert.deepEqual(page.errors, []);
  await page.close();
}

// A hint, an illegal move refused with its reason, an undo.
async function hintIllegalUndo(browser, url) {
  const page = await newPage(browser, url, { hash: "anti_nim" });
  await page.click("#first");
  await settle(page);
  await page.click("#hint");
  await page.waitForFunction(() => document.getElementById("message").textContent !== "");
  assert.match(await text(page, "#message"), /^(A winning move: .+\.|No move wins here.*)$/);
  const before = await text(page, "#show");
  await page.fill("#move", "99 1");
  await page.press("#move", "Enter");
  await page.waitForFunction(() => document.getElementById("message").className === "illegal");
  assert.equal(await text(page, "#message"), '"99" is not a pile: they are numbered 1 to 3.');
  assert.equal(await text(page, "#show"), before, "an illegal move changes nothing");
  assert.equal(await logLength(page), 0);
  await page.locator("#board [data-move]").first().click();
  await page.waitForFunction(() => document.querySelectorAll("#log li").length === 2);
  await settle(page);
  await page.click("#undo");
  await page.waitForFunction(() => document.querySelectorAll("#log li").length === 0);
  await settle(page);
  assert.equal(await text(page, "#show"), before, "undo goes back to the start");
  assert.deepEqual(page.errors, []);
  await page.close();
}

// Editing a maze: a wall put on a free cell, and the game solved again.
async function editMaze(browser, url) {
  const page = await newPage(browser, url, { hash: "jsoi2009_game" });
  await page.click("#first");
  await settle(page);
  await page.check("#editing");
  await page.selectOption("#edit-mode", "wall");
  const walls = await page.locator("#board .wall").count();
  await page.locator("#board [data-edit]:not(.wall)").first().click();
  await page.waitForFunction(() => document.getElementById("message").textContent.startsWith("Edited"));
  assert.equal(await text(page, "#message"), "Edited: solved again.");
  assert.equal(await page.locator("#board .wall").count(), walls + 1);
  assert.notEqual(await text(page, "#explain"), "", "the edited maze is explained");
  assert.deepEqual(page.errors, []);
  await page.close();
}

// Bad inputs pasted: the binary's own error line, and no game.
async function badInputs(browser, url) {
  const page = await newPage(browser, url);
  for (const [name, input] of [
    ["wythoff_game", "3 x\n"],
    ["jsoi2009_game", "2 2\n.#\n.\n"],
    ["dag_sg_chips", "3 2 1\n1 2\n2 1\n1\n"],
  ]) {
    await open(page, name);
    await page.fill("#input", input);
    await page.click("#solve");
    const expected = native(name, input);
    assert.equal(expected.status, 1, `${name} refuses ${JSON.stringify(input)}`);
    await page.waitForFunction((t) => document.getElementById("error").textContent + "\n" === t, expected.stderr, { timeout: 5000 });
    assert.ok(await page.locator("#game-section").isHidden());
  }
  assert.deepEqual(page.errors, []);
  await page.close();
}

export const tests = { listed, samples, fullGames, hintIllegalUndo, editMaze, badInputs };
