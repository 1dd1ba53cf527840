// What the browser tests and the timing share: the built page served by
// web/serve (as a person serves it: compressed), and Chromium driven by
// Playwright.
import path from "node:path";
import readline from "node:readline";
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// Serves the folder `dir` with `web/serve --site DIR 0` on a free port of
// 127.0.0.1; resolves to { url, close }.
export function serve(dir) {
  const child = spawn("python3", [path.join(web, "serve"), "--site", dir, "0"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`web/serve exited with status ${code}`)));
    const lines = readline.createInterface({ input: child.stdout });
    lines.once("line", (line) => {
      const url = line.replace(/^serving /, "");
      resolve({ url, close: () => child.kill() });
    });
  });
}

// Headless Chromium: Debian's (/usr/bin/chromium) unless CHROMIUM names
// another, with a fresh profile and no background traffic.
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}
