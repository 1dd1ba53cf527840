// The game's story as a chart: the person's value after each position
// (above the line the person wins, below it the program; a point's
// distance from the edge is the moves left). Builds the SVG's markup and
// its caption from the story's points (position.js's pointOf). Pure: no
// document here.
import { movesWord } from "./text.js";

const W = 320;
const H = 150;
const LEFT = 34;
const RIGHT = 10;
const MID = 70; // the axis between winning (above) and losing (below)
const SPAN = 55;

// The chart's SVG markup, or null when no point has a value to chart.
export function chartMarkup(story) {
  const points = story.filter((p) => p.wins !== null);
  if (points.length === 0) {
    return null;
  }
  const most = Math.max(1, ...points.map((p) => p.remoteness));
  const n = story.length;
  const x = (i) => LEFT + (n === 1 ? 0 : (i * (W - LEFT - RIGHT)) / (n - 1));
  // Closer to the axis: further from the end; at the edge: the end.
  const y = (p) => {
    const far = 6 + ((most - p.remoteness) / most) * (SPAN - 12);
    return p.wins ? MID - far : MID + far;
  };
  const parts = [`<svg viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="the game so far: your value after each move">`];
  parts.push(...frame(most), trail(story, x, y), ...dots(story, x, y));
  parts.push(`<text class="tick" x="${LEFT}" y="${H - 4}">start</text>`);
  if (n > 1) {
    parts.push(`<text class="tick" x="${W - RIGHT}" y="${H - 4}" text-anchor="end">move ${n - 1}</text>`);
  }
  parts.push("</svg>");
  return parts.join("");
}

// The bands, the axis and their words; `most`: the most moves left.
function frame(most) {
  return [
    `<rect class="band-win" x="${LEFT}" y="${MID - SPAN - 4}" width="${W - LEFT - RIGHT}" height="${SPAN + 4}"/>`,
    `<rect class="band-lose" x="${LEFT}" y="${MID}" width="${W - LEFT - RIGHT}" height="${SPAN + 4}"/>`,
    `<line class="axis-line" x1="${LEFT}" y1="${MID}" x2="${W - RIGHT}" y2="${MID}"/>`,
    `<text class="tick" x="${LEFT - 4}" y="${MID - SPAN + 9}" text-anchor="end">0</text>`,
    // The line is the same count, the most moves left, for both halves:
    // written once, on it.
    `<text class="tick" x="${LEFT - 4}" y="${MID + 4}" text-anchor="end">${most}</text>`,
    `<text class="tick" x="${LEFT - 4}" y="${MID + SPAN - 3}" text-anchor="end">0</text>`,
    `<text class="tick" transform="rotate(-90)" x="${-MID}" y="10" text-anchor="middle">moves left</text>`,
    `<text class="side-label" x="${LEFT + 4}" y="${MID - SPAN + 8}">you win</text>`,
    `<text class="side-label" x="${LEFT + 4}" y="${MID + SPAN - 2}">I win</text>`,
  ];
}

// The line through the points that have a value.
function trail(story, x, y) {
  let path = "";
  story.forEach((p, i) => {
    if (p.wins !== null) {
      path += `${path ? "L" : "M"}${x(i).toFixed(1)} ${y(p).toFixed(1)} `;
    }
  });
  return `<path class="trail" d="${path}"/>`;
}

// A dot for each point with a value (a square for an edit), titled.
function dots(story, x, y) {
  const out = [];
  story.forEach((p, i) => {
    if (p.wins === null) {
      return;
    }
    const said = `after ${i === 0 ? "the start" : `step ${i}`}${p.how === "edit" ? " (an edit)" : ""}: ${p.wins ? "you win" : "I win"} in ${movesWord(p.remoteness)}`;
    const shape = p.how === "edit" ? `<rect x="${x(i) - 4}" y="${y(p) - 4}" width="8" height="8"` : `<circle cx="${x(i)}" cy="${y(p)}" r="4"`;
    out.push(`${shape} class="${p.wins ? "pt-win" : "pt-lose"}"><title>${said}</title></${p.how === "edit" ? "rect" : "circle"}>`);
  });
  return out;
}

// The words under the chart, ending with the value now.
export function chartCaption(story) {
  const p = story[story.length - 1];
  const now = p.wins === null ? "" : ` Now: ${p.wins ? "you win" : "I win"} in ${movesWord(p.remoteness)}.`;
  return `Above the line you win, below it I win, with best play from then on; a point's distance from the edge is the moves left (0 at the edge: the end).${now}`;
}
