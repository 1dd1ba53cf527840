// The page's small helpers for its own document: an element by its id,
// its text set, a file offered to save, and the wait for a paint.

export const $ = (id) => document.getElementById(id);

export function setText(id, text) {
  $(id).textContent = text;
}

// Offers `blob` to save as `name`.
export function save(blob, name) {
  const a = document.createElement("a");
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 60000);
}

// Resolves once what was just put on the page is painted.
export function painted() {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
