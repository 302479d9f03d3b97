// app.js: the three tabs. Every position question goes to the server
// (POST /api/position); this file keeps the games and draws.
"use strict";

const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const $ = (id) => document.getElementById(id);
// Each tab of the browser gets its own id, so that its searches are its own.
const CLIENT = (() => {
  let id = sessionStorage.getItem("westcott-client");
  if (!id) {
    id = Array.from(crypto.getRandomValues(new Uint8Array(9)), (b) => b.toString(16).padStart(2, "0")).join("");
    sessionStorage.setItem("westcott-client", id);
  }
  return id;
})();

function setStatus(id, text, error) {
  const e = $(id);
  e.textContent = text || "";
  e.classList.toggle("error", !!error);
}

function lastMoveOf(uci) { return uci ? { from: uci.slice(0, 2), to: uci.slice(2, 4) } : null; }

// ---------------------------------------------------------------- tabs

const TABS = ["play", "analyse", "bitboards"];
function showTab(name) {
  for (const t of TABS) {
    $(t).hidden = t !== name;
    $("tab-" + t).setAttribute("aria-selected", t === name ? "true" : "false");
    $("tab-" + t).tabIndex = t === name ? 0 : -1;
  }
  if (location.hash !== "#" + name) history.replaceState(null, "", "#" + name);
  if (name !== "analyse") Analyse.stop();
  else Analyse.maybeStart();
  if (name === "bitboards") Bits.refresh();
}
for (const t of TABS) {
  $("tab-" + t).addEventListener("click", () => showTab(t));
  $("tab-" + t).addEventListener("keydown", (e) => {
    const i = TABS.indexOf(t);
    if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
      const n = TABS[(i + (e.key === "ArrowRight" ? 1 : 2)) % 3];
      showTab(n);
      $("tab-" + n).focus();
    }
  });
}

// ---------------------------------------------------------------- Play

const Play = {
  board: null, start: START, moves: [], state: null, human: "w", level: 8,
  clock: null, over: false, thinking: null, lastScore: 0, result: "", reason: "",

  init() {
    this.board = new Board($("play-board"), { onMove: (u) => this.humanMove(u), label: "Play board" });
    api("/api/levels").then((levels) => {
      const sel = $("play-level");
      for (const l of levels) {
        const o = document.createElement("option");
        o.value = l.number; o.textContent = l.name;
        sel.appendChild(o);
      }
      sel.value = 3;
    });
    $("play-new").addEventListener("click", () => this.newGame());
    // The name bars and clocks follow the board, the clock running or not.
    $("play-flip").addEventListener("click", () => { this.board.flip(); this.drawClocks(); });
    $("play-takeback").addEventListener("click", () => this.takeback());
    $("play-resign").addEventListener("click", () => this.end(this.human === "w" ? "0-1" : "1-0", (this.human === "w" ? "White" : "Black") + " resigns"));
    $("play-draw").addEventListener("click", () => this.offerDraw());
    $("play-copy").addEventListener("click", () => { navigator.clipboard && navigator.clipboard.writeText($("play-pgn").value); });
    $("play-download").addEventListener("click", () => {
      const a = document.createElement("a");
      a.href = URL.createObjectURL(new Blob([$("play-pgn").value], { type: "application/x-chess-pgn" }));
      a.download = "westcott-game.pgn";
      a.click();
    });
    setInterval(() => this.tick(), 100);
    this.newGame();
  },

  tags() {
    const me = "You", eng = "Westcott (" + ($("play-level").selectedOptions[0] || { textContent: "level" }).textContent + ")";
    return {
      Event: "Westcott on the web", Site: location.host, Date: new Date().toISOString().slice(0, 10).replace(/-/g, "."),
      White: this.human === "w" ? me : eng, Black: this.human === "w" ? eng : me,
      TimeControl: this.clock ? `${this.clock.base / 1000}+${this.clock.inc / 1000}` : "-",
    };
  },

  async newGame() {
    this.abortThinking();
    let color = $("play-color").value;
    if (color === "r") color = Math.random() < .5 ? "w" : "b";
    this.human = color;
    this.level = +$("play-level").value || 3;
    this.start = $("play-fen").value.trim() || START;
    this.moves = [];
    this.over = false; this.result = ""; this.reason = "";
    const [mins, inc] = $("play-clock").value.split("+").map(Number);
    // clock.at[n]: each side's time when the position after n moves arose.
    this.clock = mins > 0 ? { base: mins * 60000, inc: inc * 1000, w: mins * 60000, b: mins * 60000, running: null, since: 0, at: [] } : null;
    this.board.setFlipped(color === "b");
    setStatus("play-status", "");
    if (!(await this.refresh())) return;
    this.next();
  },

  // refresh asks the server about the game and draws it; false on error.
  async refresh() {
    try {
      this.state = await api("/api/position", { fen: this.start, moves: this.moves, tags: this.tags(), result: this.result, reason: this.reason });
    } catch (e) {
      setStatus("play-status", e.message, true);
      return false;
    }
    const st = this.state;
    const humanTurn = !this.over && !st.status && st.turn === this.human;
    this.board.setPosition(st.fen, humanTurn ? st.legal : [], lastMoveOf(this.moves[this.moves.length - 1]), st.check);
    $("play-pgn").value = st.pgn;
    const ol = $("play-moves");
    ol.innerHTML = "";
    const blackFirst = st.startFen.split(" ")[1] === "b";
    const sans = blackFirst ? ["..."].concat(st.sans) : st.sans;
    for (let i = 0; i < sans.length; i += 2) {
      const li = document.createElement("li");
      li.textContent = sans[i] + (sans[i + 1] ? "  " + sans[i + 1] : "");
      ol.appendChild(li);
    }
    ol.scrollTop = ol.scrollHeight;
    this.drawClocks();
    return true;
  },

  // next starts whoever is to move: the engine, or the human's clock.
  next() {
    const st = this.state;
    if (this.clock) this.clock.at[this.moves.length] = { w: this.clock.w, b: this.clock.b };
    if (st.status) { this.end(st.result, st.status); return; }
    if (this.over) return;
    this.runClock(st.turn);
    if (st.turn !== this.human) this.engineMove();
    else setStatus("play-status", "Your move");
  },

  async humanMove(uci) {
    if (this.over || this.thinking || this.state.turn !== this.human) return;
    this.stopClock(true);
    this.moves.push(uci);
    if (!(await this.refresh())) { this.moves.pop(); return; }
    this.next();
  },

  async engineMove() {
    setStatus("play-status", "Westcott is thinking…");
    const ctl = new AbortController();
    this.thinking = ctl;
    const body = { fen: this.start, moves: this.moves, level: this.level, client: CLIENT };
    if (this.clock) {
      Object.assign(body, { wtime: Math.max(1, Math.round(this.clock.w)), btime: Math.max(1, Math.round(this.clock.b)), winc: this.clock.inc, binc: this.clock.inc });
    } else {
      body.movetime = 1000;
    }
    let ans;
    try {
      ans = await api("/api/play", body, ctl.signal);
    } catch (e) {
      if (this.thinking === ctl) { this.thinking = null; setStatus("play-status", "The engine failed: " + e.message, true); }
      return;
    }
    if (this.thinking !== ctl) return; // abandoned (takeback, new game)
    this.thinking = null;
    if (this.over) return;
    this.stopClock(true);
    const rep = ans.report;
    if (rep.lines && rep.lines[0]) this.lastScore = rep.lines[0].white * (this.human === "w" ? -1 : 1); // the engine's view
    this.moves.push(ans.move);
    if (!(await this.refresh())) return;
    this.next();
  },

  abortThinking() {
    if (this.thinking) { this.thinking.abort(); this.thinking = null; }
  },

  takeback() {
    if (!this.moves.length) return;
    this.abortThinking();
    this.stopClock(false);
    // Back to the human's last turn: one ply if the engine has not
    // answered yet, else two.
    const n = this.moves.length;
    const humanToMoveAfter = (k) => {
      const blackFirst = this.state.startFen.split(" ")[1] === "b";
      const white = (k % 2 === 0) !== blackFirst;
      return (white ? "w" : "b") === this.human;
    };
    let k = n - 1;
    while (k >= 0 && !humanToMoveAfter(k)) k--;
    if (k < 0) return;
    this.moves = this.moves.slice(0, k);
    // The clocks as they were then: the moves taken back keep neither
    // their time nor their increments.
    const c = this.clock;
    if (c && c.at[k]) { c.w = c.at[k].w; c.b = c.at[k].b; c.at.length = k + 1; }
    this.over = false; this.result = ""; this.reason = "";
    this.refresh().then((ok) => ok && this.next());
  },

  offerDraw() {
    if (this.over) return;
    // Westcott takes a draw from move 10 on (the position's move number,
    // as a FEN counts it) when its last score says it is worse off.
    if (this.state.moveNumber >= 10 && this.lastScore <= -50) this.end("1/2-1/2", "Draw agreed");
    else setStatus("play-status", "Westcott declines the draw");
  },

  end(result, reason) {
    if (this.over) return;
    this.abortThinking();
    this.over = true;
    this.stopClock(false);
    this.result = result; this.reason = reason;
    const text = { "1-0": "White wins", "0-1": "Black wins", "1/2-1/2": "Draw" }[result] || result;
    setStatus("play-status", `${text}: ${reason} (${result})`);
    this.refresh(); // the PGN with the result
  },

  // The clock: the side to move's time runs from the second move on; an
  // increment is added after each timed move.
  runClock(side) {
    // As on the chess sites, each side's clock starts after its first move.
    if (!this.clock || this.over || this.moves.length < 2) { this.drawClocks(); return; }
    this.clock.running = side;
    this.clock.since = performance.now();
  },
  stopClock(addIncrement) {
    const c = this.clock;
    if (!c || !c.running) return;
    c[c.running] -= performance.now() - c.since;
    if (addIncrement) c[c.running] += c.inc;
    c.running = null;
    this.drawClocks();
  },
  left(side) {
    const c = this.clock;
    return c[side] - (c.running === side ? performance.now() - c.since : 0);
  },
  tick() {
    if (!this.clock || this.over || !this.clock.running) return;
    const side = this.clock.running;
    if (this.left(side) <= 0) {
      this.clock[side] = 0;
      this.clock.running = null;
      // On time: a loss, unless the other side cannot mate by any series
      // of legal moves (FIDE 6.9; the server judges the material).
      const other = side === "w" ? "b" : "w";
      if (!this.state.canMate[other]) this.end("1/2-1/2", (side === "w" ? "White" : "Black") + " ran out of time; the opponent cannot mate");
      else this.end(side === "w" ? "0-1" : "1-0", (side === "w" ? "White" : "Black") + " loses on time");
      return;
    }
    this.drawClocks();
  },
  drawClocks() {
    const top = $("play-clock-top"), bottom = $("play-clock-bottom");
    const bottomSide = this.board.flipped ? "b" : "w";
    for (const [box, side] of [[bottom, bottomSide], [top, bottomSide === "w" ? "b" : "w"]]) {
      box.querySelector(".who").textContent = (side === "w" ? "White" : "Black") + (side === this.human ? " (you)" : " (Westcott)");
      if (!this.clock) { box.querySelector(".time").textContent = "–"; box.classList.remove("running", "low"); continue; }
      const ms = Math.max(0, this.left(side));
      const s = Math.floor(ms / 1000);
      box.querySelector(".time").textContent = ms < 10000 ? (ms / 1000).toFixed(1) : `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
      box.classList.toggle("running", this.clock.running === side);
      box.classList.toggle("low", ms < 10000);
    }
  },
};

// ---------------------------------------------------------------- Analyse

// A move tree: node = {uci, san, comment, children}; children[0] is the
// main continuation, the others its variations.
const Analyse = {
  board: null, root: null, startFen: START, path: [], state: null, es: null, editor: null, editing: false, graph: [], seq: 0,

  init() {
    this.board = new Board($("an-board"), { onMove: (u) => this.play(u), label: "Analysis board" });
    this.editor = new Editor($("an-editor"), this.board, (fen) => { $("an-fen").value = fen; });
    $("an-first").addEventListener("click", () => this.goto(this.path.slice(0, 0)));
    $("an-prev").addEventListener("click", () => this.goto(this.path.slice(0, -1)));
    $("an-next").addEventListener("click", () => this.forward());
    $("an-last").addEventListener("click", () => { let p = this.path.slice(); let n = this.nodeAt(p); while (n.children.length) { n = n.children[0]; p.push(n); } this.goto(p); });
    $("an-flip").addEventListener("click", () => this.board.flip());
    $("an-edit").addEventListener("click", () => this.toggleEdit());
    $("an-go").addEventListener("change", () => this.maybeStart());
    $("an-multipv").addEventListener("change", () => this.maybeStart());
    $("an-fen-load").addEventListener("click", () => this.load($("an-fen").value.trim() || START, []));
    $("an-pgn-load").addEventListener("click", () => this.loadPGN($("an-pgn").value));
    $("an-pgn-file").addEventListener("change", async (e) => {
      const f = e.target.files[0];
      if (!f) return;
      const text = await f.text();
      $("an-pgn").value = text;
      this.loadPGN(text);
    });
    $("an-graph-go").addEventListener("click", () => this.drawGraph());
    $("an-graph").addEventListener("click", (e) => {
      const r = e.currentTarget.getBoundingClientRect();
      const main = this.mainLine();
      const ply = Math.round((e.clientX - r.left) / r.width * Math.max(1, main.length));
      this.goto(main.slice(0, ply));
    });
    document.addEventListener("keydown", (e) => {
      if ($("analyse").hidden || e.target.closest("input, textarea, select, svg")) return;
      if (e.key === "ArrowLeft") { this.goto(this.path.slice(0, -1)); e.preventDefault(); }
      if (e.key === "ArrowRight") { this.forward(); e.preventDefault(); }
    });
    this.load(START, []);
  },

  nodeAt(path) { return path.length ? path[path.length - 1] : this.root; },
  ucis(path) { return path.map((n) => n.uci); },
  mainLine() { const out = []; let n = this.root; while (n.children.length) { n = n.children[0]; out.push(n); } return out; },

  async load(fen, line) {
    try {
      await api("/api/position", { fen, moves: [] });
    } catch (e) {
      setStatus("an-status", e.message, true);
      return;
    }
    this.startFen = fen;
    this.root = { children: [] };
    let parent = this.root;
    for (const n of line) parent = this.add(parent, n);
    if (this.editing) this.toggleEdit();
    $("an-graph").innerHTML = "";
    this.graph = [];
    await this.goto([]);
  },

  add(parent, n) {
    const node = { uci: n.uci, san: n.san, comment: n.comment || "", nags: n.nags || [], children: [] };
    parent.children.push(node);
    return node;
  },

  async loadPGN(text) {
    let g;
    try {
      g = await api("/api/pgn", { pgn: text });
    } catch (e) {
      setStatus("an-status", e.message, true);
      return;
    }
    this.startFen = g.startFen;
    this.root = { children: [], comment: g.comment || "" };
    const build = (parent, line) => {
      for (const mn of line) {
        const node = this.add(parent, mn);
        for (const v of mn.variations || []) build(parent, v);
        parent = node;
      }
    };
    build(this.root, g.moves);
    const tag = (k) => (g.tags.find((t) => t[0] === k) || [])[1];
    $("an-graph").innerHTML = "";
    this.graph = [];
    await this.goto([]);
    setStatus("an-status", `${tag("White") || "?"} – ${tag("Black") || "?"} ${g.result}, ${this.mainLine().length} plies`);
  },

  forward() {
    const n = this.nodeAt(this.path);
    if (n.children.length) this.goto(this.path.concat([n.children[0]]));
  },

  // play adds uci after the current node (following an existing move or
  // variation if there is one) and goes there.
  play(uci) {
    const cur = this.nodeAt(this.path);
    let child = cur.children.find((c) => c.uci === uci);
    if (!child) {
      const san = (this.state.legal.find((m) => m.uci === uci) || {}).san || uci;
      child = this.add(cur, { uci, san });
    }
    this.goto(this.path.concat([child]));
  },

  async goto(path) {
    let st;
    const seq = ++this.seq;
    try {
      st = await api("/api/position", { fen: this.startFen, moves: this.ucis(path) });
    } catch (e) {
      if (seq === this.seq) setStatus("an-status", e.message, true);
      return;
    }
    if (seq !== this.seq) return; // a later step answers for the board
    this.path = path;
    this.state = st;
    const last = path.length ? path[path.length - 1].uci : null;
    this.board.setPosition(st.fen, st.legal, lastMoveOf(last), st.check);
    $("an-fen").value = st.fen;
    $("an-opening").textContent = st.opening ? `${st.opening.eco} ${st.opening.name}` : "";
    setStatus("an-status", st.status ? `${st.status} (${st.result})` : "");
    this.drawTree();
    this.maybeStart();
  },

  plyOf(startFen) {
    const [, side, , , , num] = startFen.split(" ");
    return (Math.max(1, +num || 1) - 1) * 2 + (side === "b" ? 1 : 0);
  },

  drawTree() {
    const box = $("an-moves");
    box.innerHTML = "";
    const cur = this.nodeAt(this.path);
    const startPly = this.plyOf(this.startFen);
    const mk = (node, ply, parentPath, forceNumber) => {
      const span = document.createElement("span");
      span.className = "mv" + (node === cur ? " cur" : "");
      span.tabIndex = 0;
      const white = ply % 2 === 0;
      const num = Math.floor(ply / 2) + 1;
      span.textContent = (white ? num + ". " : forceNumber ? num + "... " : "") + node.san;
      const p = parentPath.concat([node]);
      span.dataset.ply = p.length;
      span.addEventListener("click", () => this.goto(p));
      span.addEventListener("keydown", (e) => { if (e.key === "Enter") this.goto(p); });
      return span;
    };
    // line writes the line starting at parent's children[0] with the
    // variations of each move in parentheses.
    const line = (into, parent, parentPath, ply, forceNumber) => {
      while (parent.children.length) {
        const main = parent.children[0];
        into.appendChild(mk(main, ply, parentPath, forceNumber));
        into.appendChild(document.createTextNode(" "));
        if (main.comment) {
          const c = document.createElement("span");
          c.className = "comment";
          c.textContent = "{" + main.comment + "} ";
          into.appendChild(c);
        }
        forceNumber = false;
        for (const alt of parent.children.slice(1)) {
          const v = document.createElement("span");
          v.className = "var";
          v.appendChild(document.createTextNode("( "));
          v.appendChild(mk(alt, ply, parentPath, true));
          v.appendChild(document.createTextNode(" "));
          line(v, alt, parentPath.concat([alt]), ply + 1, false);
          v.appendChild(document.createTextNode(") "));
          into.appendChild(v);
          forceNumber = true;
        }
        parentPath = parentPath.concat([main]);
        parent = main;
        ply++;
      }
    };
    line(box, this.root, [], startPly, true);
    const c = box.querySelector(".cur");
    // Scroll the list only, not the page.
    if (c) box.scrollTop = Math.max(0, c.offsetTop - box.offsetTop - box.clientHeight / 2);
  },

  toggleEdit() {
    this.editing = !this.editing;
    $("an-editor").hidden = !this.editing;
    $("an-edit").textContent = this.editing ? "Done" : "Edit board";
    if (this.editing) {
      this.stop();
      this.board.opts.onSquare = (sq) => this.editor.square(sq);
      this.editor.load(this.state.fen);
    } else {
      this.board.opts.onSquare = null;
      const fen = this.editor.fen();
      this.load(fen, []);
    }
  },

  stop() {
    if (this.es) { this.es.close(); this.es = null; }
  },

  // maybeStart (re)starts the analysis of the current position when the
  // Analyse box is ticked and the tab shown.
  maybeStart() {
    this.stop();
    if (!$("an-go").checked || $("analyse").hidden || this.editing || !this.state) {
      if (!$("an-go").checked) { $("an-lines").innerHTML = ""; $("an-info").textContent = ""; }
      return;
    }
    if (this.state.status) { $("an-lines").innerHTML = ""; $("an-info").textContent = "Game over: " + this.state.status; this.bar(null); return; }
    const q = new URLSearchParams({ fen: this.startFen, moves: this.ucis(this.path).join(","), multipv: $("an-multipv").value, client: CLIENT });
    const es = new EventSource("/api/analyse?" + q);
    this.es = es;
    const fen = this.state.fen;
    const onReport = (e) => { if (this.es === es) this.show(JSON.parse(e.data), fen); };
    es.addEventListener("report", onReport);
    es.addEventListener("done", (e) => { onReport(e); es.close(); if (this.es === es) { this.es = null; const r = JSON.parse(e.data); if (r.stopped) $("an-info").textContent += ` — stopped (${r.stopped})`; } });
    es.onerror = () => { es.close(); if (this.es === es) { this.es = null; $("an-info").textContent = "Analysis unavailable (the server is busy or gone); untick and tick Analyse to retry."; } };
  },

  show(rep, fen) {
    const knps = Math.round(rep.nps / 1000);
    $("an-info").textContent = `depth ${rep.depth}/${rep.seldepth}, ${rep.nodes.toLocaleString("en")} nodes, ${knps.toLocaleString("en")} kN/s, ${(rep.timeMs / 1000).toFixed(1)} s`;
    const ol = $("an-lines");
    ol.innerHTML = "";
    for (const l of rep.lines) {
      const li = document.createElement("li");
      li.dataset.multipv = l.multipv;
      const sc = document.createElement("span");
      sc.className = "score";
      sc.textContent = l.score + (l.bound === "lower" ? "↑" : l.bound === "upper" ? "↓" : "");
      li.appendChild(sc);
      li.appendChild(document.createTextNode(` d${l.depth} `));
      if (l.wdl) {
        const w = document.createElement("span");
        w.className = "wdl";
        w.title = "White's wins, draws and losses per mille";
        w.textContent = `${l.wdl[0]}/${l.wdl[1]}/${l.wdl[2]} `;
        li.appendChild(w);
      }
      l.san.forEach((san, i) => {
        const m = document.createElement("span");
        m.className = "pvmove";
        m.tabIndex = 0;
        m.textContent = san;
        const go = () => this.playLine(l.pv.slice(0, i + 1), l.san);
        m.addEventListener("click", go);
        m.addEventListener("keydown", (e) => { if (e.key === "Enter") go(); });
        li.appendChild(m);
        li.appendChild(document.createTextNode(" "));
      });
      ol.appendChild(li);
    }
    if (rep.lines.length) this.bar(rep.lines[0]);
  },

  // playLine plays the first moves of a line into the tree.
  playLine(ucis, sans) {
    let cur = this.nodeAt(this.path);
    const path = this.path.slice();
    ucis.forEach((u, i) => {
      let c = cur.children.find((x) => x.uci === u);
      if (!c) c = this.add(cur, { uci: u, san: sans[i] });
      path.push(c);
      cur = c;
    });
    this.goto(path);
  },

  bar(line) {
    const fill = $("an-evalbar").querySelector(".fill"), label = $("an-evalbar").querySelector("span");
    if (!line) { fill.style.height = "50%"; label.textContent = ""; return; }
    const cp = line.white;
    const frac = line.mate ? (line.mate > 0 ? 1 : 0) : 1 / (1 + Math.exp(-cp / 250));
    fill.style.height = (frac * 100).toFixed(1) + "%";
    label.textContent = line.mate ? (line.mate > 0 ? "#" + line.mate : "-#" + -line.mate) : (cp / 100).toFixed(1);
  },

  async drawGraph() {
    const svg = $("an-graph");
    const main = this.mainLine();
    $("an-graph-go").disabled = true;
    svg.innerHTML = `<text x="200" y="55" text-anchor="middle" font-size="12">searching ${main.length + 1} positions…</text>`;
    let ans;
    try {
      ans = await api("/api/graph", { fen: this.startFen, moves: main.map((n) => n.uci), nodes: 10000, client: CLIENT + "-graph" });
    } catch (e) {
      svg.innerHTML = "";
      setStatus("an-status", e.message, true);
      $("an-graph-go").disabled = false;
      return;
    }
    $("an-graph-go").disabled = false;
    this.graph = ans.points;
    const n = Math.max(1, ans.points.length - 1);
    const y = (w) => 50 - 50 * (2 / (1 + Math.exp(-w / 250)) - 1);
    const pts = ans.points.map((p, i) => `${(i / n * 400).toFixed(1)},${y(p.white).toFixed(1)}`);
    svg.innerHTML = `<rect x="0" y="0" width="400" height="50" fill="#fafafa"/><rect x="0" y="50" width="400" height="50" fill="#ddd"/>
      <polygon points="0,50 ${pts.join(" ")} 400,50" fill="rgba(43,93,138,.35)"/>
      <polyline points="${pts.join(" ")}" fill="none" stroke="#2b5d8a" stroke-width="1.5" vector-effect="non-scaling-stroke"/>
      <line x1="0" y1="50" x2="400" y2="50" stroke="#999" stroke-width=".5"/>`;
    for (const [i, p] of ans.points.entries()) {
      const t = document.createElementNS(SVGNS, "title");
      const c = el("circle", { cx: i / n * 400, cy: y(p.white), r: 2.2, fill: "#2b5d8a" }, svg);
      t.textContent = `ply ${p.ply}: ${p.score}`;
      c.appendChild(t);
    }
  },
};

// ---------------------------------------------------------------- Bitboards

const Bits = {
  board: null, fen: START, moves: [], state: null, families: [], views: [], active: 0, editing: false, editor: null, seq: 0, setSeq: 0,

  async init() {
    this.board = new Board($("bb-board"), { onMove: (u) => { this.moves.push(u); this.refresh(); }, label: "Bitboard board" });
    this.editor = new Editor($("bb-editor"), this.board, (fen) => { this.fen = fen; this.moves = []; $("bb-fen").value = fen; this.drawSets(); });
    const list = await api("/api/sets");
    this.families = list.families;
    const sel = $("bb-name");
    let group = null, og = null;
    for (const f of list.families) {
      if (f.group !== group) { group = f.group; og = document.createElement("optgroup"); og.label = group; sel.appendChild(og); }
      const o = document.createElement("option");
      o.value = f.name;
      o.textContent = f.name + (f.arg ? ":" + f.arg : "");
      og.appendChild(o);
    }
    sel.addEventListener("change", () => this.pick());
    $("bb-arg").addEventListener("change", () => this.drawSets());
    $("bb-arg").addEventListener("keydown", (e) => { if (e.key === "Enter") this.drawSets(); });
    $("bb-fen-load").addEventListener("click", () => { this.fen = $("bb-fen").value.trim() || START; this.moves = []; this.refresh(); });
    $("bb-undo").addEventListener("click", () => { this.moves.pop(); this.refresh(); });
    $("bb-flip").addEventListener("click", () => this.board.flip());
    $("bb-edit").addEventListener("click", () => this.toggleEdit());
    $("bb-see-go").addEventListener("click", () => this.see());
    $("bb-perft-go").addEventListener("click", () => this.perft());
    this.pick();
  },

  pick() {
    const f = this.families.find((x) => x.name === $("bb-name").value);
    if (!f) return;
    $("bb-summary").textContent = f.summary;
    const arg = $("bb-arg");
    $("bb-arg-label").hidden = !f.arg;
    const defaults = { COLOR: "", SQUARE: "e4", "FROM-TO": "e4-a1+h8", DIR: "" };
    arg.value = defaults[f.arg] || "";
    arg.placeholder = { COLOR: "white, black, or empty: side to move", SQUARE: "e4", "FROM-TO": "e4-h8", DIR: "north, … or empty: all" }[f.arg] || "";
    this.drawSets();
  },

  async refresh() {
    const seq = ++this.seq;
    let st;
    try {
      st = await api("/api/position", { fen: this.fen, moves: this.moves });
    } catch (e) {
      if (seq !== this.seq) return;
      setStatus("bb-status", e.message, true);
      if (this.moves.length) { this.moves.pop(); }
      return;
    }
    if (seq !== this.seq) return; // a later request answers for the board
    this.state = st;
    setStatus("bb-status", this.state.status ? this.state.status : "");
    $("bb-fen").value = this.state.fen;
    this.board.setPosition(this.state.fen, this.editing ? [] : this.state.legal, lastMoveOf(this.moves[this.moves.length - 1]), this.state.check);
    this.drawSets();
  },

  item() {
    const name = $("bb-name").value, arg = $("bb-arg").value.trim();
    const f = this.families.find((x) => x.name === name);
    return f && f.arg && arg ? name + ":" + arg : name;
  },

  async drawSets() {
    if (!$("bb-name").value) return;
    const fen = this.editing ? this.fen : (this.state ? this.state.fen : this.fen);
    let ans;
    const seq = ++this.setSeq;
    try {
      ans = await api("/api/sets", { fen, item: this.item() });
      if (seq !== this.setSeq) return;
    } catch (e) {
      if (seq !== this.setSeq) return;
      setStatus("bb-status", e.message, true);
      $("bb-views").innerHTML = "";
      this.board.setHighlight([]);
      return;
    }
    setStatus("bb-status", "");
    this.views = ans.views;
    this.active = 0;
    const box = $("bb-views");
    box.innerHTML = "";
    ans.views.forEach((v, i) => {
      const d = document.createElement("div");
      d.className = "view";
      d.tabIndex = 0;
      d.innerHTML = `<h3></h3><div>hex <span class="hex"></span> · ${v.squares.length} squares</div><pre></pre>`;
      d.querySelector("h3").textContent = v.title;
      d.querySelector(".hex").textContent = v.hex;
      d.querySelector("pre").textContent = v.diagram;
      d.addEventListener("click", () => this.activate(i));
      d.addEventListener("keydown", (e) => { if (e.key === "Enter") this.activate(i); });
      box.appendChild(d);
    });
    this.activate(0);
  },

  activate(i) {
    this.active = i;
    const v = this.views[i];
    [...$("bb-views").children].forEach((d, j) => d.classList.toggle("active", j === i));
    this.board.setHighlight(v ? v.squares : [], v ? v.marks : {});
  },

  toggleEdit() {
    this.editing = !this.editing;
    $("bb-editor").hidden = !this.editing;
    $("bb-edit").textContent = this.editing ? "Done" : "Edit board";
    if (this.editing) {
      this.board.opts.onSquare = (sq) => this.editor.square(sq);
      this.editor.load(this.state ? this.state.fen : this.fen);
    } else {
      this.board.opts.onSquare = null;
      this.fen = this.editor.fen();
      this.moves = [];
      this.refresh();
    }
  },

  async see() {
    try {
      const ans = await api("/api/see", { fen: this.state.fen, move: $("bb-see-move").value.trim() });
      $("bb-see").textContent = ans.text;
    } catch (e) {
      $("bb-see").textContent = e.message;
    }
  },

  async perft() {
    const tbody = $("bb-perft").querySelector("tbody"), tfoot = $("bb-perft").querySelector("tfoot");
    tbody.innerHTML = ""; tfoot.innerHTML = "<tr><td colspan=2>counting…</td></tr>";
    try {
      const ans = await api("/api/perft", { fen: this.state.fen, depth: +$("bb-perft-depth").value });
      for (const r of ans.moves) {
        const tr = document.createElement("tr");
        tr.innerHTML = "<td></td><td></td>";
        tr.children[0].textContent = `${r.san} (${r.uci})`;
        tr.children[1].textContent = r.nodes.toLocaleString("en");
        tbody.appendChild(tr);
      }
      tfoot.innerHTML = "<tr><th></th><th></th></tr>";
      tfoot.querySelector("th").textContent = `total, depth ${ans.depth}, ${ans.timeMs} ms`;
      tfoot.querySelectorAll("th")[1].textContent = ans.total.toLocaleString("en");
    } catch (e) {
      tfoot.innerHTML = "";
      setStatus("bb-status", e.message, true);
    }
  },
};

// ---------------------------------------------------------------- start

Play.init();
Analyse.init();
Bits.init().then(() => Bits.refresh());
const tabOfHash = () => (TABS.includes(location.hash.slice(1)) ? location.hash.slice(1) : "play");
window.addEventListener("hashchange", () => showTab(tabOfHash()));
// Leaving the page ends its searches at once (the server would also see
// the connections close).
window.addEventListener("pagehide", () => { Analyse.stop(); Play.abortThinking(); });
showTab(tabOfHash());
