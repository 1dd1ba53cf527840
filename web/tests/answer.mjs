// The answer area says what it shows: the judge's answer without an error
// under it when it is right (a game too large to play here is a note), the
// answer before greyed while the new input is solved, and the "Test
// input" select naming what the box holds, after a paste, a file or an
// edit as after a choice. On a phone and on a laptop.
import assert from "node:assert/strict";
import { native, newPage, text, open, settle, SIZES } from "./helpers.mjs";

// The select's shown option: its value and its words.
function named(page) {
  return page.$eval("#samples", (s) => ({ value: s.value, text: s.selectedOptions[0]?.textContent }));
}

async function solved(page) {
  await page.waitForFunction(() => /^answered in /.test(document.getElementById("time").textContent) && document.body.dataset.busy === "no");
}

// A plate_game input the binary answers whose table is too large to play
// on the page: the right answer, no error, a note that it is not played.
async function rightAnswerNoError(browser, url) {
  const input = "3000000 3000000 1\n";
  const expected = native("plate_game", input);
  assert.equal(expected.status, 0);
  for (const [width, height] of SIZES) {
    const page = await newPage(browser, url, { width, height, hash: "plate_game" });
    await page.fill("#input", input);
    await page.click("#solve");
    await solved(page);
    assert.equal(await text(page, "#answer"), expected.stdout);
    assert.equal(await text(page, "#error"), "", "an error under a right answer");
    assert.ok(await page.locator("#answer-note").isVisible(), "no note that the game is not played");
    assert.match(await text(page, "#answer-note"), /^This answer is right, but the game is not played on this page: .*too large to play on\.$/);
    const colour = await page.$eval("#answer-note", (p) => getComputedStyle(p).color);
    assert.notEqual(colour, await page.$eval("#error", (p) => getComputedStyle(p).color), "the note is coloured as an error");
    assert.ok(await page.locator("#game-section").isHidden());
    // A bad input still gets the binary's error line, in red, and no note.
    const bad = "1 2\n";
    await page.fill("#input", bad);
    await page.click("#solve");
    await solved(page);
    assert.equal(await text(page, "#error"), native("plate_game", bad).stderr.trim());
    assert.ok(await page.locator("#answer-note").isHidden());
    // A sample played as before: no note.
    await page.selectOption("#samples", "01-sample");
    await solved(page);
    assert.ok(await page.locator("#answer-note").isHidden());
    assert.ok(await page.locator("#game-section").isVisible());
    assert.deepEqual(page.errors, []);
    await page.close();
  }
}

// While an input is solved, the answer of the one before is greyed and
// says it is; typing in the box says the answer is of the input before.
async function oldAnswerGreyed(browser, url) {
  for (const [width, height] of SIZES) {
    const page = await newPage(browser, url, { width, height, hash: "anti_nim" });
    const before = await text(page, "#answer");
    const stale = () => page.evaluate(() => ({ box: document.getElementById("answer-box").classList.contains("stale"), says: document.getElementById("answer-stale").hidden ? "" : document.getElementById("answer-stale").textContent }));
    assert.deepEqual(await stale(), { box: false, says: "" });
    const input = "1\n3\n1 2 3\n";
    await page.fill("#input", input);
    assert.deepEqual(await stale(), { box: true, says: " (of the input before: press Solve to answer this one)" });
    assert.equal(await text(page, "#answer"), before);
    // The solver slowed: the request reaches it 600 ms late.
    await page.evaluate(() => {
      const send = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (...args) {
        setTimeout(() => send.apply(this, args), 600);
      };
    });
    await page.click("#solve");
    await page.waitForTimeout(200);
    assert.deepEqual(await stale(), { box: true, says: " (of the input before: solving the input now)" });
    const colour = await page.$eval("#answer", (p) => getComputedStyle(p).color);
    assert.notEqual(colour, await page.$eval("#input", (p) => getComputedStyle(p).color), "the old answer is not greyed");
    await solved(page);
    assert.deepEqual(await stale(), { box: false, says: "" });
    assert.equal(await text(page, "#answer"), native("anti_nim", input).stdout);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
}

// The select names the box's input: a test input when it holds one's
// text, else "your own input" (or the file's name) after a paste, a
// file, typing or an edit of the maze; undoing the edit names the test
// input again.
async function inputNamed(browser, url) {
  for (const [width, height] of SIZES) {
    const page = await newPage(browser, url, { width, height, hash: "anti_nim", permissions: ["clipboard-read", "clipboard-write"] });
    assert.deepEqual(await named(page), { value: "01-sample", text: "01-sample" });
    // A paste.
    const pasted = "1\n2\n4 4\n";
    await page.evaluate((t) => navigator.clipboard.writeText(t), pasted);
    await page.fill("#input", "");
    await page.focus("#input");
    await page.keyboard.press("Control+V");
    await page.waitForFunction((t) => document.getElementById("input").value === t, pasted);
    await solved(page);
    assert.deepEqual(await named(page), { value: "", text: "your own input" });
    assert.equal(await text(page, "#answer"), native("anti_nim", pasted).stdout);
    // A test input chosen again.
    await page.selectOption("#samples", "02-single-stones");
    await solved(page);
    assert.deepEqual(await named(page), { value: "02-single-stones", text: "02-single-stones" });
    // Typing.
    await page.focus("#input");
    await page.keyboard.press("Control+End");
    await page.keyboard.type("1\n5\n");
    assert.deepEqual(await named(page), { value: "", text: "your own input" });
    // The test input's text again in the box names it again.
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Backspace");
    assert.deepEqual(await named(page), { value: "02-single-stones", text: "02-single-stones" });
    // A file.
    await page.setInputFiles("#file", { name: "mine.in", mimeType: "text/plain", buffer: Buffer.from("1\n1\n7\n") });
    await page.waitForFunction(() => document.getElementById("input").value === "1\n1\n7\n");
    await solved(page);
    assert.deepEqual(await named(page), { value: "", text: "your own input" });
    assert.equal(await text(page, "#answer"), native("anti_nim", "1\n1\n7\n").stdout);
    // An edit of a maze, and undo.
    await open(page, "jsoi2009_game");
    assert.deepEqual(await named(page), { value: "01-sample", text: "01-sample" });
    await page.click("#first");
    await settle(page);
    await page.check("#editing");
    await page.selectOption("#edit-mode", "wall");
    await page.locator("#board .win[data-edit], #board .lose[data-edit]").first().click();
    await page.waitForFunction(() => document.getElementById("message").textContent.startsWith("Edited"));
    await page.waitForFunction(() => document.getElementById("samples").value === "");
    assert.deepEqual(await named(page), { value: "", text: "your own input" });
    await page.uncheck("#editing");
    await page.click("#undo");
    await page.waitForFunction(() => document.getElementById("samples").value === "01-sample");
    assert.deepEqual(page.errors, []);
    await page.close();
  }
}

export const tests = { rightAnswerNoError, oldAnswerGreyed, inputNamed };
