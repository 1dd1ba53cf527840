// Times the page's judge path: for each `NAME=PATH` argument, the median
// time of the request `judge NAME` on the file's text, in the page in
// headless Chromium, measured inside the page with performance.now(). The
// module is instantiated here on the page's own thread (the page runs it
// in a worker), to time the module alone.
// Prints one line per input: `NAME PATH MEDIAN_SECONDS RUNS`.
// benches/web.py runs it against the native binaries.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve, launch } from "./page.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const [site, runs, ...pairs] = process.argv.slice(2);
const server = await serve(path.resolve(site || path.join(root, "target/web")));
const browser = await launch();
try {
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.waitForSelector("#main:not([hidden])");
  await page.evaluate(async () => {
    const { instance } = await WebAssembly.instantiateStreaming(fetch("cp_games_web.wasm"), {});
    const wasm = instance.exports;
    const encoder = new TextEncoder();
    const decoder = new TextDecoder();
    window.ask = (text) => {
      const bytes = encoder.encode(text);
      const ptr = wasm.web_alloc(bytes.length);
      new Uint8Array(wasm.memory.buffer, ptr, bytes.length).set(bytes);
      const n = wasm.web_request(ptr, bytes.length);
      const at = wasm.web_answer();
      return JSON.parse(decoder.decode(new Uint8Array(wasm.memory.buffer, at, n)));
    };
  });
  for (const pair of pairs) {
    const at = pair.indexOf("=");
    const name = pair.slice(0, at);
    const file = pair.slice(at + 1);
    const input = fs.readFileSync(file, "utf8");
    const times = await page.evaluate(
      ([name, input, runs]) => {
        const out = [];
        for (let i = 0; i < runs; i++) {
          const t = performance.now();
          const answer = ask("judge " + name + "\n" + input);
          out.push((performance.now() - t) / 1000);
          if (answer.answer === undefined) {
            throw new Error(name + ": " + (answer.error || JSON.stringify(answer)));
          }
          if (out[0] > 5) {
            break;
          }
        }
        return out;
      },
      [name, input, Number(runs || 5)],
    );
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    console.log(`${name} ${file} ${median} ${times.length}`);
  }
} finally {
  await browser.close();
  server.close();
}
