// Numbers of 2^32 and more: the page's WebAssembly build, whose usize is
// 32 bits, answers every input of tests/regressions/wide_numbers.txt (a
// number of 2^32, 5e9, 2^64 - 1, 2^64 or 10^20 in each place where a
// binary reads a count, a size or a value) with the native binary's own
// error line or answer, and its explanation refuses it as --explain does.
// tests/crate_wide/bad_input.rs holds the native binaries to the same
// lines.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { root, newPage, text, SIZES } from "./helpers.mjs";

// The probes: [binary, mode (judge or explain), input, the native line].
export function probes() {
  const file = path.join(root, "tests/regressions/wide_numbers.txt");
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => {
      const [name, mode, input, expected] = line.split("\t");
      return [name, mode, input.replaceAll("\\n", "\n"), expected];
    });
}

// Every probe asked of the module itself, loaded in the page as the
// worker loads it: the judge's answer (`judge NAME`), and the explanation
// (`open NAME`, then `explain`), each as the probes' file writes it.
async function module(browser, url) {
  const page = await newPage(browser, url);
  const all = probes();
  const got = await page.evaluate(async (all) => {
    const { instance } = await WebAssembly.instantiateStreaming(fetch("cp_games_web.wasm"), {});
    const wasm = instance.exports;
    const ask = (text) => {
      const bytes = new TextEncoder().encode(text);
      const ptr = wasm.web_alloc(bytes.length);
      new Uint8Array(wasm.memory.buffer, ptr, bytes.length).set(bytes);
      const n = wasm.web_request(ptr, bytes.length);
      return JSON.parse(new TextDecoder().decode(new Uint8Array(wasm.memory.buffer, wasm.web_answer(), n)));
    };
    return all.map(([name, mode, input]) => {
      if (mode === "judge") {
        const a = ask(`judge ${name}\n${input}`);
        return a.error ?? "ok " + a.answer.replaceAll("\n", "\\n");
      }
      ask(`open ${name}\n${input}`);
      const a = ask("explain");
      return a.error ?? "ok";
    });
  }, all);
  const differ = all.map((p, i) => [...p, got[i]]).filter((p) => p[4] !== p[3]);
  const by = new Map();
  for (const [name] of differ) {
    by.set(name, (by.get(name) ?? 0) + 1);
  }
  console.log(`  ${all.length} probes, ${differ.length} differ from the native binaries${[...by].map(([n, k]) => `; ${n} ${k}`).join("")}`);
  for (const [name, mode, input, native, got] of differ.slice(0, 10)) {
    console.log(`  ${name} ${mode} ${JSON.stringify(input)}:\n    page   ${got}\n    native ${native}`);
  }
  assert.equal(differ.length, 0, "the page answers as the native binary");
  assert.deepEqual(page.errors, []);
  await page.close();
}

// Through the page's own controls, on a phone and on a laptop: for each
// binary, the first probe whose native answer is an error, pasted and
// solved, shows that error line.
async function pasted(browser, url) {
  for (const [width, height] of SIZES) {
    await pastedOn(browser, url, width, height);
  }
}

async function pastedOn(browser, url, width, height) {
  const page = await newPage(browser, url, { width, height });
  const seen = new Set();
  for (const [name, mode, input, expected] of probes()) {
    if (mode !== "judge" || seen.has(name) || !expected.startsWith("error: ")) {
      continue;
    }
    seen.add(name);
    await page.evaluate((n) => {
      location.hash = n;
    }, name);
    await page.waitForFunction((n) => document.getElementById("main").dataset.binary === n, name);
    await page.waitForFunction(() => document.body.dataset.busy !== "yes");
    await page.fill("#input", input);
    await page.click("#solve");
    await page.waitForFunction((t) => document.getElementById("error").textContent === t, expected, { timeout: 5000 }).catch(async () => {
      assert.fail(`${name} at ${width}x${height}: the page shows ${JSON.stringify(await text(page, "#error"))}, native ${JSON.stringify(expected)}`);
    });
  }
  assert.ok(seen.size >= 15, `${seen.size} binaries`);
  assert.deepEqual(page.errors, []);
  await page.close();
}

export const tests = { module, pasted };
