// The graph pictures of dag_sg_chips: no edge runs through a node's
// circle other than its own two, nor through a node's Grundy value (the
// blue number beside it), on every test input of the game (the judge's
// largest too), at its start and after each of a few moves; on a phone
// and a laptop.
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { root, newPage, settle, over, text, playClick, SIZES } from "./helpers.mjs";

// The edges' segments that cross something, in the picture's units: each
// "what: the segment" (the circles of nodes other than the edge's two,
// shrunk by half a unit, and the value labels' boxes, by half a unit,
// from the text's own box).
function crossings(page) {
  return page.evaluate(() => {
    const svg = document.querySelector("#board > svg");
    // A point of `el`'s own units in the picture's (the svg's user units).
    const toSvg = (el, x, y) => {
      const m = svg.getCTM().inverse().multiply(el.getCTM());
      return [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f];
    };
    const circles = [...svg.querySelectorAll("circle.vertex")].map((c) => {
      const [x, y] = toSvg(c, +c.getAttribute("cx"), +c.getAttribute("cy"));
      return { x, y, r: +c.getAttribute("r") };
    });
    const labels = [...svg.querySelectorAll("text.value")].map((t) => {
      const b = t.getBBox();
      const [x0, y0] = toSvg(t, b.x, b.y);
      const [x1, y1] = toSvg(t, b.x + b.width, b.y + b.height);
      return { x0: x0 + 0.5, y0: y0 + 0.5, x1: x1 - 0.5, y1: y1 - 0.5, text: t.textContent };
    });
    const dist = (p, a, b) => {
      const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
      const l2 = dx * dx + dy * dy;
      const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2));
      return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
    };
    // Whether the segment a-b meets the box (Liang-Barsky clipping).
    const meets = (a, b, box) => {
      let [t0, t1] = [0, 1];
      const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
      for (const [p, q] of [
        [-dx, a[0] - box.x0],
        [dx, box.x1 - a[0]],
        [-dy, a[1] - box.y0],
        [dy, box.y1 - a[1]],
      ]) {
        if (p === 0) {
          if (q < 0) {
            return false;
          }
        } else {
          const r = q / p;
          if (p < 0) {
            t0 = Math.max(t0, r);
          } else {
            t1 = Math.min(t1, r);
          }
        }
      }
      return t0 <= t1;
    };
    const found = [];
    const edges = [...svg.querySelectorAll("line.edge, polygon.edge[fill=none]")];
    for (const e of edges) {
      let pts;
      if (e.tagName === "line") {
        pts = [toSvg(e, +e.getAttribute("x1"), +e.getAttribute("y1")), toSvg(e, +e.getAttribute("x2"), +e.getAttribute("y2"))];
      } else {
        // There and back: the first half of its points.
        const all = [...e.points].map((p) => toSvg(e, p.x, p.y));
        pts = all.slice(0, Math.floor(all.length / 2) + 1);
      }
      const ends = [pts[0], pts[pts.length - 1]];
      // The edge's own two nodes: the circles its ends touch.
      const own = circles.filter((c) => ends.some((p) => Math.abs(Math.hypot(p[0] - c.x, p[1] - c.y) - c.r) < 1.5 || Math.hypot(p[0] - c.x, p[1] - c.y) < c.r + 12));
      const seg = (a, b) => `(${a.map(Math.round)})-(${b.map(Math.round)})`;
      for (let k = 0; k + 1 < pts.length; k++) {
        const [a, b] = [pts[k], pts[k + 1]];
        for (const c of circles) {
          if (!own.includes(c) && dist([c.x, c.y], a, b) < c.r - 0.5) {
            found.push(`node at (${Math.round(c.x)},${Math.round(c.y)}): ${seg(a, b)}`);
          }
        }
        for (const l of labels) {
          if (meets(a, b, l)) {
            found.push(`value ${l.text} at (${Math.round(l.x0)},${Math.round(l.y0)}): ${seg(a, b)}`);
          }
        }
      }
    }
    return { found, edges: edges.length, circles: circles.length, labels: labels.length };
  });
}

async function edgesClear(browser, url) {
  const dir = path.join(root, "testdata/dag_sg_chips");
  const inputs = fs.readdirSync(dir).filter((f) => f.endsWith(".in")).sort();
  let edges = 0;
  for (const [width, height] of SIZES) {
    const page = await newPage(browser, url, { width, height, hash: "dag_sg_chips" });
    for (const file of inputs) {
      // Set as a paste would (filling a box key by key takes long).
      await page.$eval(
        "#input",
        (box, t) => {
          box.value = t;
          box.dispatchEvent(new Event("input", { bubbles: true }));
        },
        fs.readFileSync(path.join(dir, file), "utf8"),
      );
      await page.click("#solve");
      await page.waitForFunction(() => /^answered in /.test(document.getElementById("time").textContent) && document.body.dataset.busy === "no");
      if (await page.locator("#first").isHidden()) {
        continue;
      }
      await page.click("#first");
      await settle(page);
      for (let turn = 0; turn < 4; turn++) {
        const c = await crossings(page);
        edges += c.edges;
        assert.equal(c.circles, c.labels, `${file}: a label for each node`);
        assert.deepEqual(c.found, [], `${file} at ${width} px, after ${turn} moves: edges that cross (of ${c.edges})`);
        if (over(await text(page, "#status"))) {
          break;
        }
        await playClick(page, page.locator("#moves button").first());
      }
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  }
  assert.ok(edges > 100, `only ${edges} edges checked`);
}

export const tests = { edgesClear };
