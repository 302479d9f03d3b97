// board.js: the chess board of the page, drawn as SVG, with click-click,
// drag-and-drop and keyboard moves; the board editor; the promotion
// chooser. It knows no rules: the legal moves come from the server.
"use strict";

const SVGNS = "http://www.w3.org/2000/svg";
const FILES = "abcdefgh";
// Filled glyphs for both colors (the fill tells them apart); U+FE0E asks
// for text, not emoji, presentation.
const GLYPH = { k: "\u265A\uFE0E", q: "\u265B\uFE0E", r: "\u265C\uFE0E", b: "\u265D\uFE0E", n: "\u265E\uFE0E", p: "\u265F\uFE0E" };
const NAMES = { k: "king", q: "queen", r: "rook", b: "bishop", n: "knight", p: "pawn" };

// placement reads the piece placement of a FEN into {square: "P"|"p"|...}.
function placement(fen) {
  const out = {};
  const rows = fen.split(" ")[0].split("/");
  for (let r = 0; r < 8 && r < rows.length; r++) {
    let f = 0;
    for (const ch of rows[r]) {
      if (ch >= "1" && ch <= "8") { f += +ch; continue; }
      if (f < 8) out[FILES[f] + (8 - r)] = ch;
      f++;
    }
  }
  return out;
}

// placementFEN writes {square: piece} as a FEN's first field.
function placementFEN(pieces) {
  const rows = [];
  for (let r = 8; r >= 1; r--) {
    let row = "", empty = 0;
    for (let f = 0; f < 8; f++) {
      const p = pieces[FILES[f] + r];
      if (!p) { empty++; continue; }
      if (empty) { row += empty; empty = 0; }
      row += p;
    }
    if (empty) row += empty;
    rows.push(row);
  }
  return rows.join("/");
}

function el(tag, attrs, parent) {
  const e = document.createElementNS(SVGNS, tag);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  if (parent) parent.appendChild(e);
  return e;
}

function pieceName(p) { return (p === p.toUpperCase() ? "white " : "black ") + NAMES[p.toLowerCase()]; }

// Board draws a position in a container. opts.onMove(uci) is called with a
// legal move the user made; opts.onSquare(square), if set, replaces moving
// (the board editor).
class Board {
  constructor(container, opts) {
    this.opts = opts || {};
    this.flipped = false;
    this.pieces = {};
    this.legal = [];
    this.selected = null;
    this.lastMove = null;
    this.check = null;
    this.highlight = new Set();
    this.marks = {};
    this.cursor = "e2";
    this.svg = el("svg", { viewBox: "0 0 8 8", tabindex: "0", role: "application",
      "aria-label": (this.opts.label || "Chess board") + ". Arrow keys move the cursor, Enter or Space picks a piece and its target." });
    container.appendChild(this.svg);
    this.live = document.createElement("div");
    this.live.setAttribute("aria-live", "polite");
    this.live.className = "sr";
    this.live.style.cssText = "position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)";
    container.appendChild(this.live);
    this.svg.addEventListener("pointerdown", (e) => this.pointerDown(e));
    this.svg.addEventListener("keydown", (e) => this.key(e));
    this.draw();
  }

  setPosition(fen, legal, lastMove, check) {
    this.pieces = placement(fen);
    this.legal = legal || [];
    this.lastMove = lastMove || null;
    this.check = check || null;
    this.selected = null;
    this.draw();
  }
  setLegal(legal) { this.legal = legal || []; this.selected = null; this.draw(); }
  setHighlight(squares, marks) { this.highlight = new Set(squares || []); this.marks = marks || {}; this.draw(); }
  flip() { this.flipped = !this.flipped; this.draw(); }
  setFlipped(b) { this.flipped = b; this.draw(); }

  xy(sq) {
    const f = FILES.indexOf(sq[0]), r = +sq[1] - 1;
    return this.flipped ? [7 - f, r] : [f, 7 - r];
  }
  squareAt(x, y) {
    let f = Math.floor(x), r = Math.floor(y);
    if (f < 0 || f > 7 || r < 0 || r > 7) return null;
    if (this.flipped) { f = 7 - f; } else { r = 7 - r; }
    return FILES[f] + (r + 1);
  }
  targets(from) { return this.legal.filter((m) => m.from === from); }

  draw() {
    const svg = this.svg;
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    const targets = this.selected ? this.targets(this.selected) : [];
    const tset = new Set(targets.map((m) => m.to));
    for (let r = 1; r <= 8; r++) {
      for (let f = 0; f < 8; f++) {
        const sq = FILES[f] + r;
        const [x, y] = this.xy(sq);
        const light = (f + r) % 2 === 1;
        let cls = "sq " + (light ? "l" : "d");
        if (this.lastMove && (this.lastMove.from === sq || this.lastMove.to === sq)) cls += " last";
        if (this.check === sq) cls += " check";
        if (this.highlight.has(sq)) cls += " hl";
        if (this.selected === sq) cls += " sel";
        const p = this.pieces[sq];
        el("rect", { x, y, width: 1, height: 1, class: cls, "data-square": sq,
          "aria-label": sq + (p ? " " + pieceName(p) : "") }, svg);
        if (this.marks[sq]) {
          const t = el("text", { x: x + .95, y: y + .36, class: "mark" }, svg);
          t.textContent = this.marks[sq];
        }
        if (p) {
          const t = el("text", { x: x + .5, y: y + .54, class: "piece " + (p === p.toUpperCase() ? "w" : "b"), "data-piece": p, "data-on": sq }, svg);
          t.textContent = GLYPH[p.toLowerCase()];
        }
        if (tset.has(sq)) {
          if (p) el("circle", { cx: x + .5, cy: y + .5, r: .46, class: "ring" }, svg);
          else el("circle", { cx: x + .5, cy: y + .5, r: .15, class: "dot" }, svg);
        }
        if ((this.flipped ? f === 7 : f === 0)) {
          const t = el("text", { x: x + .04, y: y + .2, class: "coord " + (light ? "l" : "d") }, svg);
          t.textContent = r;
        }
        if ((this.flipped ? r === 8 : r === 1)) {
          const t = el("text", { x: x + .84, y: y + .95, class: "coord " + (light ? "l" : "d") }, svg);
          t.textContent = FILES[f];
        }
      }
    }
    const [cx, cy] = this.xy(this.cursor);
    el("rect", { x: cx + .03, y: cy + .03, width: .94, height: .94, class: "cursor", fill: "none" }, svg);
  }

  point(e) {
    const r = this.svg.getBoundingClientRect();
    return [(e.clientX - r.left) / r.width * 8, (e.clientY - r.top) / r.height * 8];
  }

  // click handles a click (or Enter) on sq: select a piece, move to a
  // target, or change the selection.
  click(sq) {
    if (!sq) return;
    this.cursor = sq;
    if (this.opts.onSquare) { this.opts.onSquare(sq); return; }
    if (this.selected && this.selected !== sq && this.targets(this.selected).some((m) => m.to === sq)) {
      this.move(this.selected, sq);
      return;
    }
    if (this.selected === sq) { this.selected = null; this.draw(); return; }
    this.selected = this.targets(sq).length ? sq : null;
    if (this.selected) this.say(pieceName(this.pieces[sq]) + " on " + sq + " selected; " + this.targets(sq).length + " moves");
    this.draw();
  }

  // move plays from-to, asking for the promotion piece when there is a choice.
  move(from, to) {
    const ms = this.legal.filter((m) => m.from === from && m.to === to);
    this.selected = null;
    this.draw();
    if (!ms.length) return;
    if (ms.length > 1 && ms[0].promo) {
      const white = this.pieces[from] === "P";
      choosePromotion(white, (p) => {
        const m = ms.find((x) => x.promo === p);
        if (m && this.opts.onMove) this.opts.onMove(m.uci);
      });
      return;
    }
    if (this.opts.onMove) this.opts.onMove(ms[0].uci);
  }

  pointerDown(e) {
    if (e.button !== 0) return;
    const [x, y] = this.point(e);
    const sq = this.squareAt(x, y);
    if (!sq) return;
    this.svg.focus({ preventScroll: true });
    if (this.opts.onSquare || !this.targets(sq).length) { this.click(sq); return; }
    // A piece with moves: drag it, or treat a release on the same square as a click.
    e.preventDefault();
    const p = this.pieces[sq];
    const wasSelected = this.selected === sq;
    this.selected = sq;
    this.cursor = sq;
    this.draw();
    const pieceEl = this.svg.querySelector(`[data-on="${sq}"]`);
    if (pieceEl) pieceEl.classList.add("dragging");
    const ghost = el("text", { class: "piece ghost " + (p === p.toUpperCase() ? "w" : "b") }, this.svg);
    ghost.textContent = GLYPH[p.toLowerCase()];
    const place = (ev) => { const [gx, gy] = this.point(ev); ghost.setAttribute("x", gx); ghost.setAttribute("y", gy + .04); };
    place(e);
    let moved = false;
    const onMove = (ev) => { moved = true; place(ev); };
    const onUp = (ev) => {
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", onUp);
      ghost.remove();
      const [ux, uy] = this.point(ev);
      const to = this.squareAt(ux, uy);
      if (to && to !== sq && this.targets(sq).some((m) => m.to === to)) { this.move(sq, to); return; }
      if (to === sq && wasSelected && !moved) { this.selected = null; }
      this.draw();
    };
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", onUp);
  }

  key(e) {
    const f = FILES.indexOf(this.cursor[0]), r = +this.cursor[1];
    let df = 0, dr = 0;
    switch (e.key) {
      case "ArrowLeft": df = -1; break;
      case "ArrowRight": df = 1; break;
      case "ArrowUp": dr = 1; break;
      case "ArrowDown": dr = -1; break;
      case "Enter": case " ": e.preventDefault(); this.click(this.cursor); return;
      case "Escape": this.selected = null; this.draw(); return;
      default: return;
    }
    e.preventDefault();
    if (this.flipped) { df = -df; dr = -dr; }
    const nf = Math.min(7, Math.max(0, f + df)), nr = Math.min(8, Math.max(1, r + dr));
    this.cursor = FILES[nf] + nr;
    const p = this.pieces[this.cursor];
    this.say(this.cursor + (p ? " " + pieceName(p) : ""));
    this.draw();
  }
  say(text) { this.live.textContent = text; }
}

// choosePromotion shows the four pieces and calls done with "q", "r", "b"
// or "n"; Escape or a click outside cancels. Escape is heard on the whole
// document: the click that opens the chooser gives the focus back to the
// board once this has run.
function choosePromotion(white, done) {
  const box = document.getElementById("promo");
  const back = document.activeElement;
  box.innerHTML = "";
  const inner = document.createElement("div");
  inner.className = "box";
  box.appendChild(inner);
  const onKey = (e) => { if (e.key === "Escape") { e.preventDefault(); e.stopPropagation(); close(); } };
  const close = () => {
    box.hidden = true;
    document.removeEventListener("keydown", onKey, true);
    if (back && back.focus) back.focus({ preventScroll: true });
  };
  for (const p of ["q", "r", "b", "n"]) {
    const b = document.createElement("button");
    b.textContent = GLYPH[p];
    b.dataset.promo = p;
    b.setAttribute("aria-label", "promote to " + NAMES[p]);
    b.style.color = white ? "#fff" : "#222";
    b.style.webkitTextStroke = white ? "1px #222" : "";
    b.addEventListener("click", (e) => { e.stopPropagation(); close(); done(p); });
    inner.appendChild(b);
  }
  box.onclick = close;
  document.addEventListener("keydown", onKey, true);
  box.hidden = false;
  setTimeout(() => { if (!box.hidden) inner.firstChild.focus(); });
}

// Editor is a board editor under a board: a palette of pieces, the side
// to move, castling rights; it calls onChange(fen) after each change.
class Editor {
  constructor(container, board, onChange) {
    this.container = container;
    this.board = board;
    this.onChange = onChange;
    this.tool = "P";
    this.pieces = {};
    container.innerHTML = "";
    const pal = document.createElement("div");
    pal.className = "palette";
    for (const p of ["K", "Q", "R", "B", "N", "P", "k", "q", "r", "b", "n", "p", "x"]) {
      const b = document.createElement("button");
      b.dataset.tool = p;
      if (p === "x") { b.textContent = "\u2715"; b.setAttribute("aria-label", "erase"); }
      else {
        b.textContent = GLYPH[p.toLowerCase()];
        b.setAttribute("aria-label", pieceName(p));
        if (p === p.toUpperCase()) { b.style.color = "#fff"; b.style.webkitTextStroke = "1px #222"; }
      }
      b.addEventListener("click", () => { this.tool = p; this.paintPalette(); });
      pal.appendChild(b);
    }
    container.appendChild(pal);
    this.palette = pal;
    const row = document.createElement("div");
    row.className = "buttons";
    row.innerHTML = `<label>To move <select data-k="side"><option value="w">White</option><option value="b">Black</option></select></label>
      <label><input type="checkbox" data-k="K">O-O</label><label><input type="checkbox" data-k="Q">O-O-O</label>
      <label><input type="checkbox" data-k="k">...O-O</label><label><input type="checkbox" data-k="q">...O-O-O</label>
      <button data-k="start">Start</button><button data-k="clear">Clear</button>`;
    container.appendChild(row);
    this.row = row;
    row.addEventListener("change", () => this.changed());
    row.querySelector('[data-k="start"]').addEventListener("click", () => this.load("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    row.querySelector('[data-k="clear"]').addEventListener("click", () => this.load("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    this.paintPalette();
  }
  paintPalette() {
    for (const b of this.palette.children) b.setAttribute("aria-pressed", b.dataset.tool === this.tool ? "true" : "false");
  }
  load(fen) {
    this.pieces = placement(fen);
    const parts = fen.split(" ");
    this.row.querySelector('[data-k="side"]').value = parts[1] === "b" ? "b" : "w";
    for (const c of "KQkq") this.row.querySelector(`[data-k="${c}"]`).checked = (parts[2] || "").includes(c);
    this.changed();
  }
  // square is the board's click while editing: put the tool's piece, or
  // erase (a click with the same piece erases it too).
  square(sq) {
    if (this.tool === "x" || this.pieces[sq] === this.tool) delete this.pieces[sq];
    else this.pieces[sq] = this.tool;
    this.changed();
  }
  fen() {
    const side = this.row.querySelector('[data-k="side"]').value;
    let castle = "";
    const has = (sq, p) => this.pieces[sq] === p;
    if (this.row.querySelector('[data-k="K"]').checked && has("e1", "K") && has("h1", "R")) castle += "K";
    if (this.row.querySelector('[data-k="Q"]').checked && has("e1", "K") && has("a1", "R")) castle += "Q";
    if (this.row.querySelector('[data-k="k"]').checked && has("e8", "k") && has("h8", "r")) castle += "k";
    if (this.row.querySelector('[data-k="q"]').checked && has("e8", "k") && has("a8", "r")) castle += "q";
    return `${placementFEN(this.pieces)} ${side} ${castle || "-"} - 0 1`;
  }
  changed() {
    const fen = this.fen();
    this.board.setPosition(fen, []);
    this.onChange(fen);
  }
}

// api calls the server: a JSON POST (or GET without a body); it resolves
// with the answer or rejects with the server's message.
// api.pending counts the calls under way (the browser tests wait for 0).
async function api(path, body, signal) {
  const init = body === undefined ? { signal } : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), signal };
  api.pending++;
  try {
    const r = await fetch(path, init);
    let data;
    try { data = await r.json(); } catch (e) { throw new Error(`${path}: HTTP ${r.status}`); }
    if (!r.ok) throw new Error(data.error || `HTTP ${r.status}`);
    return data;
  } finally {
    api.pending--;
  }
}
api.pending = 0;
