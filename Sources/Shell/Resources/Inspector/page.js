// viewsh inspector: draws the embedded data (schema viewsh/page@2, Docs/JSON.md) and links
// the picture, the tree, the selected view's details and the frame timeline. No network.
//
// Built for 10,000 views and more: a layout stays in its columns (typed arrays, no object per
// node); the picture is one canvas the size of its pane, redrawn for what is in view, with a
// second canvas over it for hover and selection; a click finds its view through a grid of
// cells (the views that cover each cell), not through DOM nodes; the tree draws only the rows
// in view; a view's details are built when it is selected.
"use strict";
(function () {
  const started = performance.now();
  const D = JSON.parse(document.getElementById("viewsh-data").textContent);
  const S = D.strings;
  const $ = (id) => document.getElementById(id);
  // The stroke colours of export svg (SVGRenderer.palette), by depth.
  const PALETTE = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"];
  const ROW = 22;          // a tree row's height in px (.row in page.css)
  const PAD = 32;          // the picture's margin, px
  const MAX_FIT = 4;       // fitting never magnifies more than this
  const LABEL_FONT = "11px system-ui, -apple-system, 'Segoe UI', sans-serif";
  const MONO = "ui-monospace, 'SF Mono', Menlo, Consolas, monospace";
  const LIMITS = "200 KB each, 2 MB in all"; // InspectorData.whyLimit, whyBudget

  // ---- numbers as viewsh prints them (formatLength): up to two decimals, ∞, nil ----
  function len(v) {
    if (v === null || v === undefined) return "nil";
    if (v === "infinity") return "∞";
    if (v === "-infinity") return "-∞";
    const r = Math.sign(v) * Math.round(Math.abs(v) * 100) / 100;
    return r === 0 ? "0" : String(r);
  }
  const esc = (t) => String(t).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
  const within = (address, top) => address === top || address.startsWith(top + ".") || address.startsWith(top + "[");
  const finiteNumber = (v) => (typeof v === "number" ? v : NaN);

  // ---- a layout: page@2's layout table, decoded into typed columns once ----
  const decoded = new Map();
  function decode(t) {
    if (decoded.has(t)) return decoded.get(t);
    const n = t.address.length;
    const X = new Float64Array(n), Y = new Float64Array(n), W = new Float64Array(n), H = new Float64Array(n);
    for (let i = 0, f = t.frames; i < n; i++) {
      X[i] = finiteNumber(f[4 * i]); Y[i] = finiteNumber(f[4 * i + 1]);
      W[i] = finiteNumber(f[4 * i + 2]); H[i] = finiteNumber(f[4 * i + 3]);
    }
    // Views: the nodes that are not modifiers, each with the modifiers that wrap it (they come
    // before it, outermost first, at its address).
    const viewNode = [], mods = [], pending = new Map(), byAddress = new Map();
    for (let i = 0; i < n; i++) {
      const a = t.address[i];
      if (t.modifier[i]) {
        if (!pending.has(a)) pending.set(a, []);
        pending.get(a).push(i);
        continue;
      }
      if (!byAddress.has(S[a])) byAddress.set(S[a], viewNode.length);
      mods.push(pending.get(a) || []);
      pending.delete(a);
      viewNode.push(i);
    }
    const count = viewNode.length;
    const node = Int32Array.from(viewNode), depth = new Int32Array(count), parent = new Int32Array(count), end = new Int32Array(count);
    const stack = [];
    for (let v = 0; v < count; v++) {
      depth[v] = t.depth[node[v]];
      while (stack.length && depth[stack[stack.length - 1]] >= depth[v]) end[stack.pop()] = v;
      parent[v] = stack.length ? stack[stack.length - 1] : -1;
      stack.push(v);
    }
    for (const v of stack) end[v] = count;
    const L = { t, n, X, Y, W, H, count, node, depth, parent, end, mods, byAddress, grid: null };
    paintOrder(L);
    L.bounds = boundsOf(L);
    decoded.set(t, L);
    return L;
  }

  // The painter's order, as SwiftUI draws: a view's .background content behind it, then the
  // view, its content in order, and its .overlay content in front (addresses X.bg, X.ov).
  function paintOrder(L) {
    const { count, parent } = L;
    const kids = new Array(count);
    for (let v = 0; v < count; v++) if (parent[v] >= 0) (kids[parent[v]] || (kids[parent[v]] = [])).push(v);
    const order = new Int32Array(count), rank = new Int32Array(count);
    const stack = [];
    for (let v = count - 1; v >= 0; v--) if (parent[v] < 0) stack.push(v);
    let n = 0;
    while (stack.length) {
      const item = stack.pop();
      if (item < 0) { rank[~item] = n; order[n++] = ~item; continue; }
      const children = kids[item] || [], own = address(L, item), back = [], front = [], content = [];
      for (const c of children) {
        const rest = address(L, c).slice(own.length);
        (/^\.bg\d*$/.test(rest) ? back : /^\.ov\d*$/.test(rest) ? front : content).push(c);
      }
      for (let j = front.length - 1; j >= 0; j--) stack.push(front[j]);
      for (let j = content.length - 1; j >= 0; j--) stack.push(content[j]);
      stack.push(~item);
      for (let j = back.length - 1; j >= 0; j--) stack.push(back[j]);
    }
    L.order = order; L.rank = rank;
  }

  const finite = (L, i) => !(isNaN(L.X[i]) || isNaN(L.Y[i]) || isNaN(L.W[i]) || isNaN(L.H[i]));
  const address = (L, v) => S[L.t.address[L.node[v]]];
  const label = (L, i) => S[L.t.label[i]];
  const drawingOf = (L, i) => { const d = L.t.drawing[i]; return d === null ? null : L.t.drawings[d]; };
  const proposalOf = (L, i) => ({ width: L.t.proposals[2 * i], height: L.t.proposals[2 * i + 1] });
  const frameOf = (L, i) => ({ x: L.t.frames[4 * i], y: L.t.frames[4 * i + 1], width: L.t.frames[4 * i + 2], height: L.t.frames[4 * i + 3] });
  const sizeText = (s) => len(s.width) + "×" + len(s.height);
  const pointText = (f) => "(" + len(f.x) + ", " + len(f.y) + ")";

  function screenOf(t) {
    const w = t.window;
    if (!w || typeof w.size.width !== "number" || typeof w.size.height !== "number") return null;
    return { width: w.size.width, height: w.size.height, insets: w.insets, device: w.device };
  }
  function proposalRect(t) {
    const p = t.proposal;
    return typeof p.width === "number" && typeof p.height === "number" ? { width: p.width, height: p.height } : null;
  }

  // What "fit" shows: every laid-out view, and the device's screen when one is set (without a
  // device the proposal is drawn too, but the views are what is fitted).
  function boundsOf(L) {
    let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
    const add = (x, y, w, h) => {
      if (isNaN(x + y + w + h) || !isFinite(x + y + w + h)) return;
      minX = Math.min(minX, x); minY = Math.min(minY, y); maxX = Math.max(maxX, x + w); maxY = Math.max(maxY, y + h);
    };
    for (let v = 0; v < L.count; v++) { const i = L.node[v]; add(L.X[i], L.Y[i], L.W[i], L.H[i]); }
    if (L.n) add(L.X[0], L.Y[0], L.W[0], L.H[0]);
    const screen = screenOf(L.t);
    if (screen) add(0, 0, screen.width, screen.height);
    if (minX === Infinity) { minX = minY = 0; maxX = maxY = 1; }
    return { minX, minY, maxX, maxY, width: Math.max(maxX - minX, 1e-6), height: Math.max(maxY - minY, 1e-6) };
  }

  // ---- hit-testing: a grid over the picture, each cell listing the views that cover it ----
  function gridOf(L) {
    if (L.grid) return L.grid;
    const b = L.bounds, target = Math.max(1, Math.min(16384, L.count / 2));
    const cols = Math.max(1, Math.min(1024, Math.round(Math.sqrt(target * b.width / b.height))));
    const rows = Math.max(1, Math.min(1024, Math.round(target / cols)));
    const cw = b.width / cols, ch = b.height / rows;
    const cells = new Array(cols * rows), big = [];
    const clamp = (v, hi) => Math.max(0, Math.min(hi, v));
    for (let v = 0; v < L.count; v++) {
      const i = L.node[v];
      if (!finite(L, i) || !(L.W[i] > 0 && L.H[i] > 0)) continue;
      const c0 = clamp(Math.floor((L.X[i] - b.minX) / cw), cols - 1), c1 = clamp(Math.floor((L.X[i] + L.W[i] - b.minX) / cw), cols - 1);
      const r0 = clamp(Math.floor((L.Y[i] - b.minY) / ch), rows - 1), r1 = clamp(Math.floor((L.Y[i] + L.H[i] - b.minY) / ch), rows - 1);
      // A view over many cells is tried for every point instead (a screen of full-size layers
      // would otherwise fill every cell).
      if ((c1 - c0 + 1) * (r1 - r0 + 1) > 64) { big.push(v); continue; }
      for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) (cells[r * cols + c] || (cells[r * cols + c] = [])).push(v);
    }
    L.grid = { cols, rows, cw, ch, cells, big };
    return L.grid;
  }

  // The view drawn on top at a point (in points): the deepest, the last in tree order.
  function viewAtPoint(L, x, y) {
    const g = gridOf(L), b = L.bounds;
    const c = Math.floor((x - b.minX) / g.cw), r = Math.floor((y - b.minY) / g.ch);
    let best = -1;
    const consider = (list) => {
      if (!list) return;
      for (const v of list) {
        const i = L.node[v];
        if (x >= L.X[i] && x <= L.X[i] + L.W[i] && y >= L.Y[i] && y <= L.Y[i] + L.H[i] && (best < 0 || L.rank[v] > L.rank[best])) best = v;
      }
    };
    if (c >= 0 && c < g.cols && r >= 0 && r < g.rows) consider(g.cells[r * g.cols + c]);
    consider(g.big);
    return best;
  }

  // ---- state ----
  let L = null;            // the layout shown
  let caption = "";
  let selected = null;     // an address (kept across steps)
  let hovered = -1;        // a view of L
  let scale = 1, fitted = true;
  const collapsed = new Set();  // addresses whose rows are folded
  let visible = new Int32Array(0), rowIndex = new Int32Array(0);
  let steps = [], stepIndex = -1;
  let colours = {};

  function readColours() {
    const css = getComputedStyle(document.documentElement);
    for (const name of ["bg", "fg", "muted", "line", "pane", "select", "select-text", "picture-bg", "unsafe", "device", "safe", "veil", "label-bg"]) {
      colours[name] = css.getPropertyValue("--" + name).trim();
    }
  }

  // ---- the picture: two canvases over a scrolling space the size of the drawing ----
  const pane = $("picture"), space = $("picture-space"), base = $("picture-canvas"), over = $("picture-overlay");
  let dpr = 1, viewW = 0, viewH = 0;

  function fitScale() {
    const b = L.bounds, aw = Math.max(40, viewW - 2 * PAD), ah = Math.max(40, viewH - 2 * PAD);
    let k = Math.min(aw / b.width, ah / b.height, MAX_FIT);
    // A long list fitted whole is a hairline: fit its width instead (at most 1:1) and scroll.
    if (b.width * k < aw / 4 && b.height / b.width > 4) k = Math.min(aw / b.width, 1);
    return Math.max(k, 1e-4);
  }

  // Where the drawing sits in the scrolling space: centred while smaller than the pane.
  function origin() {
    const b = L.bounds;
    const cw = b.width * scale + 2 * PAD, ch = b.height * scale + 2 * PAD;
    return { x: Math.max(PAD, (Math.max(viewW, cw) - b.width * scale) / 2), y: Math.max(PAD, (Math.max(viewH, ch) - b.height * scale) / 2), cw, ch };
  }
  // Points → canvas pixels (CSS px), given the scroll position.
  function transform() {
    const o = origin(), b = L.bounds;
    return { k: scale, ox: o.x - b.minX * scale - pane.scrollLeft, oy: o.y - b.minY * scale - pane.scrollTop };
  }

  function sizeCanvases() {
    dpr = window.devicePixelRatio || 1;
    viewW = pane.clientWidth; viewH = pane.clientHeight;
    for (const c of [base, over]) {
      c.width = Math.max(1, Math.round(viewW * dpr)); c.height = Math.max(1, Math.round(viewH * dpr));
      c.style.width = viewW + "px"; c.style.height = viewH + "px";
    }
  }

  function layoutSpace() {
    const o = origin();
    space.style.width = Math.max(viewW, o.cw) + "px";
    space.style.height = Math.max(viewH, o.ch) + "px";
    $("zoom-level").textContent = Math.round(scale * 100) + "%";
  }

  let baseQueued = false, overQueued = false;
  function redraw(all = true) {
    if (all && !baseQueued) { baseQueued = true; requestAnimationFrame(() => { baseQueued = false; drawBase(); }); }
    if (!overQueued) { overQueued = true; requestAnimationFrame(() => { overQueued = false; drawOverlay(); }); }
  }

  function cornerPath(ctx, x, y, w, h, r) {
    // r: [topLeading, topTrailing, bottomTrailing, bottomLeading], each [rx, ry]
    const K = 0.5523;
    const [tl, tr, br, bl] = r;
    ctx.moveTo(x + tl[0], y);
    ctx.lineTo(x + w - tr[0], y);
    ctx.bezierCurveTo(x + w - tr[0] * (1 - K), y, x + w, y + tr[1] * (1 - K), x + w, y + tr[1]);
    ctx.lineTo(x + w, y + h - br[1]);
    ctx.bezierCurveTo(x + w, y + h - br[1] * (1 - K), x + w - br[0] * (1 - K), y + h, x + w - br[0], y + h);
    ctx.lineTo(x + bl[0], y + h);
    ctx.bezierCurveTo(x + bl[0] * (1 - K), y + h, x, y + h - bl[1] * (1 - K), x, y + h - bl[1]);
    ctx.lineTo(x, y + tl[1]);
    ctx.bezierCurveTo(x, y + tl[1] * (1 - K), x + tl[0] * (1 - K), y, x + tl[0], y);
    ctx.closePath();
  }

  // A shape's outline (as SVGRenderer.outline), in canvas pixels, inset by `inset` points.
  function outline(ctx, drawing, x, y, w, h, k, inset) {
    x += inset * k; y += inset * k; w = Math.max(0, w - 2 * inset * k); h = Math.max(0, h - 2 * inset * k);
    const half = Math.min(w, h) / 2;
    const radius = (r) => Math.min(Math.max((r - inset) * k, 0), half);
    ctx.beginPath();
    switch (drawing.shape) {
      case "circle": ctx.arc(x + w / 2, y + h / 2, half, 0, 2 * Math.PI); break;
      case "ellipse": ctx.ellipse(x + w / 2, y + h / 2, w / 2, h / 2, 0, 0, 2 * Math.PI); break;
      case "capsule": cornerPath(ctx, x, y, w, h, Array(4).fill([half, half])); break;
      case "roundedRectangle": { const r = radius(drawing.cornerRadius); cornerPath(ctx, x, y, w, h, Array(4).fill([r, r])); break; }
      case "roundedCorners": {
        const rx = Math.min(Math.max((finiteNumber(drawing.cornerSize.width) - inset) * k, 0), w / 2);
        const ry = Math.min(Math.max((finiteNumber(drawing.cornerSize.height) - inset) * k, 0), h / 2);
        cornerPath(ctx, x, y, w, h, Array(4).fill([rx || 0, ry || 0]));
        break;
      }
      case "unevenRoundedRectangle": {
        const c = drawing.cornerRadii, r = (v) => { const q = radius(v); return [q, q]; };
        cornerPath(ctx, x, y, w, h, [r(c.topLeading), r(c.topTrailing), r(c.bottomTrailing), r(c.bottomLeading)]);
        break;
      }
      case "rectangle": ctx.rect(x, y, w, h); break;
      default: return false;
    }
    return true;
  }

  // Fill and stroke of a view the catalogue draws; false when it draws nothing.
  function paint(ctx, drawing, x, y, w, h, k) {
    if (!drawing || !(w > 0 && h > 0)) return false;
    let painted = false;
    if (drawing.fill && drawing.fill.css && outline(ctx, drawing, x, y, w, h, k, 0)) {
      ctx.globalAlpha = 0.85; ctx.fillStyle = drawing.fill.css;
      if (screenClip) { ctx.save(); ctx.clip(screenClip); ctx.fill(); ctx.restore(); } else ctx.fill();
      ctx.globalAlpha = 1;
      painted = true;
    }
    const s = drawing.stroke;
    if (s && s.lineWidth > 0 && s.css && outline(ctx, drawing, x, y, w, h, k, s.inside ? s.lineWidth / 2 : 0)) {
      ctx.strokeStyle = s.css; ctx.lineWidth = Math.max(0.75, s.lineWidth * k); ctx.stroke();
      painted = true;
    }
    return painted;
  }

  const advance = new Map(); // a monospace character's width at 100px, by font
  function textLines(ctx, lines, x, y, w, h) {
    const longest = Math.max(0, ...lines.map((l) => [...l].length));
    if (!(longest > 0 && w > 0 && h > 0)) return;
    const lineHeight = h / lines.length, characterWidth = w / longest;
    const size = Math.min(characterWidth / 0.6, lineHeight);
    if (size < 3.5) return; // unreadable: the box says enough
    if (!advance.has(MONO)) { ctx.font = "100px " + MONO; advance.set(MONO, ctx.measureText("M").width / 100); }
    ctx.font = size + "px " + MONO;
    // In the text colour with a halo of the background, so it reads on any fill.
    ctx.fillStyle = colours.fg; ctx.strokeStyle = colours.bg; ctx.lineJoin = "round";
    ctx.lineWidth = Math.min(3, Math.max(1, size / 8)); ctx.textBaseline = "alphabetic";
    lines.forEach((line, n) => {
      if (!line) return;
      const natural = [...line].length * advance.get(MONO) * size, wanted = [...line].length * characterWidth;
      ctx.save();
      ctx.translate(x, y + lineHeight * (n + 0.8));
      ctx.scale(wanted / natural, 1);
      ctx.globalAlpha = 0.7; ctx.strokeText(line, 0, 0);
      ctx.globalAlpha = 1; ctx.fillText(line, 0, 0);
      ctx.restore();
    });
  }

  function hatch(ctx, colour) {
    const tile = document.createElement("canvas");
    tile.width = tile.height = 8;
    const t = tile.getContext("2d");
    t.strokeStyle = colour; t.lineWidth = 1.5;
    t.beginPath(); t.moveTo(-2, 10); t.lineTo(10, -2); t.moveTo(-2, 2); t.lineTo(2, -2); t.moveTo(6, 10); t.lineTo(10, 6); t.stroke();
    return ctx.createPattern(tile, "repeat");
  }

  function caption_(ctx, text, x, y, colour) {
    ctx.font = LABEL_FONT; ctx.fillStyle = colour; ctx.textBaseline = "bottom";
    ctx.fillText(text, x, y);
  }

  // The device: its screen with rounded corners in a bezel, under the views; over them, the
  // parts outside the safe area hatched and the safe area's edge dashed, named. Without a
  // device, the proposal the root was offered, dashed.
  function deviceGeometry(T) {
    const screen = screenOf(L.t);
    if (!screen) return null;
    const { k, ox, oy } = T, name = screen.device || "";
    const corner = (/iPhone/i.test(name) ? 55 : /iPad/i.test(name) ? 18 : 0) * k;
    return { screen, name, x: ox, y: oy, w: screen.width * k, h: screen.height * k, corner, bezel: Math.max(5, 12 * k) };
  }

  // On a device, colours fill only its screen (as the device shows them); frames show beyond.
  let screenClip = null;
  function drawContainerUnder(ctx, T) {
    const g = deviceGeometry(T);
    screenClip = null;
    if (!g) return;
    const { x, y, w, h, corner } = g;
    screenClip = new Path2D();
    cornerPath(screenClip, x, y, w, h, Array(4).fill([corner, corner]));
    ctx.beginPath(); cornerPath(ctx, x, y, w, h, Array(4).fill([corner, corner]));
    ctx.fillStyle = colours.bg; ctx.fill();
  }

  function drawContainerOver(ctx, T) {
    const { k, ox, oy } = T;
    const g = deviceGeometry(T);
    if (g) {
      const { screen, name, x, y, w, h, corner, bezel } = g, i = screen.insets;
      ctx.save();
      ctx.beginPath(); cornerPath(ctx, x, y, w, h, Array(4).fill([corner, corner])); ctx.clip();
      ctx.fillStyle = hatch(ctx, colours.unsafe);
      for (const [ux, uy, uw, uh] of [[0, 0, screen.width, i.top], [0, screen.height - i.bottom, screen.width, i.bottom],
        [0, i.top, i.leading, screen.height - i.top - i.bottom], [screen.width - i.trailing, i.top, i.trailing, screen.height - i.top - i.bottom]]) {
        if (uw > 0 && uh > 0) ctx.fillRect(x + ux * k, y + uy * k, uw * k, uh * k);
      }
      ctx.restore();
      // The bezel over the views' corners, as the device hides them.
      ctx.beginPath();
      cornerPath(ctx, x - bezel, y - bezel, w + 2 * bezel, h + 2 * bezel, Array(4).fill([corner + bezel, corner + bezel]));
      cornerPath(ctx, x, y, w, h, Array(4).fill([corner, corner]));
      ctx.fillStyle = colours.device; ctx.fill("evenodd");
      const sx = x + i.leading * k, sy = y + i.top * k, sw = (screen.width - i.leading - i.trailing) * k, sh = (screen.height - i.top - i.bottom) * k;
      ctx.setLineDash([6, 4]); ctx.lineWidth = 1.5;
      ctx.strokeStyle = colours.bg; ctx.strokeRect(Math.round(sx) + 0.5, Math.round(sy) + 0.5, Math.round(sw), Math.round(sh));
      ctx.setLineDash([6, 4]); ctx.lineDashOffset = 5; ctx.strokeStyle = colours.safe;
      ctx.strokeRect(Math.round(sx) + 0.5, Math.round(sy) + 0.5, Math.round(sw), Math.round(sh));
      ctx.setLineDash([]); ctx.lineDashOffset = 0;
      caption_(ctx, (name ? name + " · " : "") + len(screen.width) + "×" + len(screen.height) +
        " · safe area " + ["top", "leading", "bottom", "trailing"].filter((e) => i[e] > 0).map((e) => e + " " + len(i[e])).join(", "),
      x - bezel, y - bezel - 5, colours.muted);
      return;
    }
    const p = proposalRect(L.t);
    if (p && p.width * k < 1e6 && p.height * k < 1e6) {
      ctx.setLineDash([6, 4]); ctx.strokeStyle = colours.muted; ctx.lineWidth = 1;
      ctx.strokeRect(Math.round(ox) + 0.5, Math.round(oy) + 0.5, Math.round(p.width * k), Math.round(p.height * k));
      ctx.setLineDash([]);
      caption_(ctx, "proposed " + len(p.width) + "×" + len(p.height), ox + 2, oy - 4, colours.muted);
    }
  }

  function drawBase() {
    if (!L) return;
    const ctx = base.getContext("2d");
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = colours["picture-bg"]; ctx.fillRect(0, 0, viewW, viewH);
    const T = transform(), { k, ox, oy } = T;
    drawContainerUnder(ctx, T);
    const onScreen = [];
    for (let r = 0; r < L.count; r++) {
      const v = L.order[r], i = L.node[v];
      if (!finite(L, i)) continue;
      const x = L.X[i] * k + ox, y = L.Y[i] * k + oy, w = L.W[i] * k, h = L.H[i] * k;
      if (x > viewW || y > viewH || x + w < 0 || y + h < 0) continue;
      const colour = PALETTE[L.depth[v] % PALETTE.length];
      if (w < 0.6 && h < 0.6) { ctx.fillStyle = colour; ctx.fillRect(x, y, 1, 1); continue; }
      onScreen.push(v);
      const drawing = drawingOf(L, i);
      const painted = paint(ctx, drawing, x, y, w, h, k);
      if (w === 0 || h === 0) {
        ctx.setLineDash([3, 3]); ctx.strokeStyle = colour; ctx.lineWidth = 1;
        ctx.beginPath(); ctx.moveTo(x, y); ctx.lineTo(x + w, y + h); ctx.stroke(); ctx.setLineDash([]);
        continue;
      }
      // Snapped to pixels, so frames read as crisp one-pixel lines.
      const sx = Math.round(x) + 0.5, sy = Math.round(y) + 0.5, sw = Math.max(0, Math.round(x + w) - Math.round(x) - 1), sh = Math.max(0, Math.round(y + h) - Math.round(y) - 1);
      if (!painted) { ctx.globalAlpha = 0.07; ctx.fillStyle = colour; ctx.fillRect(x, y, w, h); ctx.globalAlpha = 1; }
      ctx.strokeStyle = colour; ctx.lineWidth = 1; ctx.globalAlpha = painted ? 0.6 : 0.95;
      ctx.strokeRect(sx, sy, sw, sh);
      ctx.globalAlpha = 1;
      const lines = L.t.textLines[i];
      if (lines) textLines(ctx, lines.map((s) => S[s]), x, y, w, h);
    }
    // Modifiers that draw (.border) go over the views, on their own frames.
    for (let i = 0; i < L.n; i++) {
      if (!L.t.modifier[i] || L.t.drawing[i] === null || !finite(L, i)) continue;
      paint(ctx, drawingOf(L, i), L.X[i] * k + ox, L.Y[i] * k + oy, L.W[i] * k, L.H[i] * k, k);
    }
    drawContainerOver(ctx, T);
    if (onScreen.length <= 3000) drawLabels(ctx, T, onScreen);
  }

  // Each box's name and size inside its top corner where there is room and no other label;
  // deeper views first (a container's name gives way to its children's). Text shows its text.
  function drawLabels(ctx, T, views) {
    const { k, ox, oy } = T;
    // Text is never covered: its boxes are taken before any label is placed.
    const placed = [];
    for (const v of views) {
      const i = L.node[v];
      if (L.t.textLines[i]) placed.push({ x: L.X[i] * k + ox, y: L.Y[i] * k + oy, w: L.W[i] * k, h: L.H[i] * k });
    }
    ctx.font = LABEL_FONT; ctx.textBaseline = "middle";
    const free = (r) => placed.every((p) => r.x >= p.x + p.w || p.x >= r.x + r.w || r.y >= p.y + p.h || p.y >= r.y + r.h);
    for (let j = views.length - 1; j >= 0 && placed.length < 800; j--) {
      const v = views[j], i = L.node[v];
      if (L.t.textLines[i]) continue;
      const x = L.X[i] * k + ox, y = L.Y[i] * k + oy, w = L.W[i] * k, h = L.H[i] * k;
      if (w < 36 || h < 17) continue;
      const dims = sizeText(frameOf(L, i));
      let text = shortLabel(label(L, i)) + "  " + dims;
      let tw = ctx.measureText(text).width;
      if (tw > w - 8) { text = dims; tw = ctx.measureText(text).width; }
      if (tw > w - 8) continue;
      const candidates = [{ x: x + 3, y: y + 2 }, { x: x + 3, y: y + h - 17 }];
      const spot = candidates.map((c) => ({ x: c.x, y: c.y, w: tw + 6, h: 15 })).find(free);
      if (!spot) continue;
      placed.push(spot);
      ctx.globalAlpha = 0.8; ctx.fillStyle = colours["label-bg"];
      ctx.fillRect(spot.x, spot.y, spot.w, spot.h);
      ctx.globalAlpha = 1; ctx.fillStyle = PALETTE[L.depth[v] % PALETTE.length];
      ctx.fillText(text, spot.x + 3, spot.y + 8);
    }
  }

  // `vstack(alignment: .leading, spacing: 4)` → `vstack(…)`; `text "A long title…"` kept short.
  function shortLabel(text) {
    const paren = text.indexOf("(");
    if (paren > 0 && !text.startsWith("text") && text.length > 18) return text.slice(0, paren) + "(…)";
    return text.length > 28 ? text.slice(0, 27) + "…" : text;
  }

  function badge(ctx, text, box, strong) {
    ctx.font = (strong ? "600 " : "") + LABEL_FONT;
    const tw = ctx.measureText(text).width, bw = tw + 12, bh = 19;
    let x = Math.min(Math.max(2, box.x), viewW - bw - 2), y = box.y - bh - 4;
    if (y < 2) y = box.y + box.h + 4;
    if (y + bh > viewH - 2) y = Math.max(2, Math.min(viewH - bh - 2, box.y + 4));
    ctx.beginPath(); cornerPath(ctx, x, y, bw, bh, Array(4).fill([5, 5]));
    ctx.fillStyle = strong ? colours.select : colours.pane; ctx.fill();
    if (!strong) { ctx.strokeStyle = colours.line; ctx.lineWidth = 1; ctx.stroke(); }
    ctx.fillStyle = strong ? colours["select-text"] : colours.fg; ctx.textBaseline = "middle";
    ctx.fillText(text, x + 6, y + bh / 2 + 0.5);
  }

  function screenBox(T, i) {
    return { x: L.X[i] * T.k + T.ox, y: L.Y[i] * T.k + T.oy, w: L.W[i] * T.k, h: L.H[i] * T.k };
  }

  function drawOverlay() {
    if (!L) return;
    const ctx = over.getContext("2d");
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, viewW, viewH);
    const T = transform();
    const sv = selected !== null && L.byAddress.has(selected) ? L.byAddress.get(selected) : -1;
    if (sv >= 0 && finite(L, L.node[sv])) {
      const i = L.node[sv], b = screenBox(T, i);
      // Everything else a little dimmed, so the selection stands out.
      ctx.beginPath(); ctx.rect(0, 0, viewW, viewH); ctx.rect(b.x, b.y, b.w, b.h);
      ctx.fillStyle = colours.veil; ctx.fill("evenodd");
      // The parent's frame, dashed: where the view was placed.
      const p = L.parent[sv];
      if (p >= 0 && finite(L, L.node[p])) {
        const pb = screenBox(T, L.node[p]);
        ctx.setLineDash([4, 3]); ctx.strokeStyle = colours.select; ctx.lineWidth = 1; ctx.globalAlpha = 0.7;
        ctx.strokeRect(Math.round(pb.x) + 0.5, Math.round(pb.y) + 0.5, Math.round(pb.w), Math.round(pb.h));
        ctx.setLineDash([]); ctx.globalAlpha = 1;
      }
      // Its modifiers' frames where they differ from the view's (a .frame larger or smaller).
      for (const m of L.mods[sv]) {
        if (!finite(L, m) || (L.X[m] === L.X[i] && L.Y[m] === L.Y[i] && L.W[m] === L.W[i] && L.H[m] === L.H[i])) continue;
        const mb = screenBox(T, m);
        ctx.setLineDash([2, 2]); ctx.strokeStyle = colours.select; ctx.lineWidth = 1;
        ctx.strokeRect(Math.round(mb.x) + 0.5, Math.round(mb.y) + 0.5, Math.round(mb.w), Math.round(mb.h));
        ctx.setLineDash([]);
      }
      ctx.strokeStyle = colours.bg; ctx.lineWidth = 4; ctx.strokeRect(b.x, b.y, b.w, b.h);
      ctx.strokeStyle = colours.select; ctx.lineWidth = 2; ctx.strokeRect(b.x, b.y, b.w, b.h);
      if (b.w < 8 || b.h < 8) {
        // Too small to see: a ring and guides through it.
        const cx = b.x + b.w / 2, cy = b.y + b.h / 2;
        ctx.globalAlpha = 0.5; ctx.lineWidth = 1;
        ctx.beginPath(); ctx.moveTo(0, Math.round(cy) + 0.5); ctx.lineTo(viewW, Math.round(cy) + 0.5);
        ctx.moveTo(Math.round(cx) + 0.5, 0); ctx.lineTo(Math.round(cx) + 0.5, viewH); ctx.stroke();
        ctx.globalAlpha = 1; ctx.lineWidth = 2;
        ctx.beginPath(); ctx.arc(cx, cy, 9, 0, 2 * Math.PI); ctx.stroke();
      }
      badge(ctx, shortLabel(label(L, i)) + "  " + sizeText(frameOf(L, i)), b, true);
    }
    if (hovered >= 0 && hovered !== sv && finite(L, L.node[hovered])) {
      const i = L.node[hovered], b = screenBox(T, i);
      ctx.globalAlpha = 0.14; ctx.fillStyle = colours.select; ctx.fillRect(b.x, b.y, b.w, b.h); ctx.globalAlpha = 1;
      ctx.strokeStyle = colours.select; ctx.lineWidth = 1; ctx.strokeRect(Math.round(b.x) + 0.5, Math.round(b.y) + 0.5, Math.round(b.w), Math.round(b.h));
      badge(ctx, shortLabel(label(L, i)) + "  " + sizeText(frameOf(L, i)), b, false);
    }
  }

  function setScale(k, cx = viewW / 2, cy = viewH / 2) {
    // Keeps the point under (cx, cy) where it is.
    const T = transform(), wx = (cx - T.ox) / T.k, wy = (cy - T.oy) / T.k;
    scale = Math.min(40, Math.max(1e-4, k));
    layoutSpace();
    const o = origin(), b = L.bounds;
    pane.scrollLeft = o.x + (wx - b.minX) * scale - cx;
    pane.scrollTop = o.y + (wy - b.minY) * scale - cy;
    redraw();
  }
  function fit() {
    fitted = true;
    scale = fitScale();
    layoutSpace();
    pane.scrollLeft = 0; pane.scrollTop = 0;
    redraw();
  }
  function zoomBy(factor, cx, cy) { fitted = false; setScale(scale * factor, cx, cy); }

  // Scrolls the picture so a view's box is in view, axis by axis: left alone where it shows
  // whole, or fills the pane; centred where it fits; else its start shown (a 10,000-row list
  // selected keeps its place, or shows its top, rather than jumping to its middle).
  function revealBox(v) {
    const i = L.node[v];
    if (!finite(L, i)) return;
    const b = screenBox(transform(), i);
    const shift = (start, size, view) => {
      if (start >= 0 && start + size <= view) return 0;
      if (size > view) return start <= 0 && start + size >= view ? 0 : start - PAD;
      return start + size / 2 - view / 2;
    };
    pane.scrollLeft += shift(b.x, b.w, viewW);
    pane.scrollTop += shift(b.y, b.h, viewH);
  }

  function viewAtClient(clientX, clientY) {
    if (!L) return -1;
    const r = pane.getBoundingClientRect(), T = transform();
    const x = clientX - r.left, y = clientY - r.top;
    if (x < 0 || y < 0 || x > viewW || y > viewH) return -1;
    return viewAtPoint(L, (x - T.ox) / T.k, (y - T.oy) / T.k);
  }

  // ---- the tree: only the rows in view are in the document ----
  const tree = $("tree"), rows = $("tree-rows"), treeSpace = $("tree-space");

  function computeVisible() {
    const out = new Int32Array(L.count);
    rowIndex = new Int32Array(L.count).fill(-1);
    let n = 0;
    for (let v = 0; v < L.count;) {
      rowIndex[v] = n;
      out[n++] = v;
      v = collapsed.has(address(L, v)) && L.end[v] > v + 1 ? L.end[v] : v + 1;
    }
    visible = out.subarray(0, n);
    treeSpace.style.height = n * ROW + "px";
    $("tree-count").textContent = L.count + " view" + (L.count === 1 ? "" : "s");
  }

  function renderRows() {
    if (!L) return;
    const first = Math.max(0, Math.floor(tree.scrollTop / ROW) - 6);
    const last = Math.min(visible.length, Math.ceil((tree.scrollTop + tree.clientHeight) / ROW) + 6);
    const sv = selected !== null && L.byAddress.has(selected) ? L.byAddress.get(selected) : -1;
    let html = "";
    for (let r = first; r < last; r++) {
      const v = visible[r], i = L.node[v], a = address(L, v), parentOf = L.end[v] > v + 1;
      const open = parentOf ? (collapsed.has(a) ? "false" : "true") : null;
      const cls = "row" + (v === hovered ? " hover" : "");
      html += `<div class="${cls}" role="treeitem" id="row-${v}" data-i="${v}" data-address="${esc(a)}" aria-level="${L.depth[v] + 1}"` +
        ` aria-selected="${v === sv}"${open ? ` aria-expanded="${open}"` : ""} style="padding-left:${4 + Math.min(L.depth[v], 30) * 12}px">` +
        `<span class="twisty" aria-hidden="true">${open === "true" ? "▾" : open === "false" ? "▸" : ""}</span>` +
        `<span class="lbl" title="${esc(label(L, i))}">${esc(label(L, i))}</span><span class="addr">${esc(a)}</span>` +
        `<span class="size">${finite(L, i) ? sizeText(frameOf(L, i)) : "—"}</span></div>`;
    }
    rows.style.transform = `translateY(${first * ROW}px)`;
    rows.innerHTML = html;
    if (sv >= 0 && $("row-" + sv)) tree.setAttribute("aria-activedescendant", "row-" + sv);
    else tree.removeAttribute("aria-activedescendant");
  }

  // Unfolds the view's ancestors and scrolls its row into view.
  function revealRow(v) {
    let changed = false;
    for (let p = L.parent[v]; p >= 0; p = L.parent[p]) if (collapsed.delete(address(L, p))) changed = true;
    if (changed) computeVisible();
    const r = rowIndex[v], top = r * ROW, h = tree.clientHeight;
    // Near the rows in view: scrolled just enough; further: centred.
    if (top < tree.scrollTop - h || top > tree.scrollTop + 2 * h) tree.scrollTop = top - h / 2 + ROW / 2;
    else if (top < tree.scrollTop) tree.scrollTop = top;
    else if (top + ROW > tree.scrollTop + h) tree.scrollTop = top + ROW - h;
    renderRows();
  }

  function toggle(v, open) {
    const a = address(L, v);
    if (L.end[v] <= v + 1) return;
    if (open === undefined) open = collapsed.has(a);
    if (open) collapsed.delete(a); else collapsed.add(a);
    computeVisible();
    renderRows();
  }

  // ---- selection and hover ----
  function setHover(v) {
    if (hovered === v) return;
    const old = $("row-" + hovered);
    if (old) old.classList.remove("hover");
    hovered = v;
    const row = $("row-" + v);
    if (row) row.classList.add("hover");
    redraw(false);
  }

  function select(addressOrView, options = {}) {
    const a = typeof addressOrView === "number" ? address(L, addressOrView) : addressOrView;
    selected = a;
    const v = L.byAddress.has(a) ? L.byAddress.get(a) : -1;
    if (v >= 0) {
      revealRow(v);
      if (options.scrollBox) revealBox(v);
      if (options.focus) tree.focus({ preventScroll: true });
    } else {
      renderRows();
    }
    redraw(false);
    drawDetails();
  }

  // ---- the selected view's details, built when it is selected ----
  const whyOf = new Map(D.views.address.map((a, k) => [S[a], k]));

  function frameRow(name, i, ids) {
    const f = frameOf(L, i), ok = finite(L, i);
    const id = (k) => (ids ? ` id="sel-${k}"` : "");
    return `<tr><td class="mono">${esc(name)}</td><td class="num"${id("proposal")}>${sizeText(proposalOf(L, i))}</td>` +
      `<td class="num"${id("size")}>${ok ? sizeText(f) : "—"}</td><td class="num"${id("origin")}>${ok ? pointText(f) : "not laid out"}</td></tr>`;
  }

  function linkSections(text) {
    return esc(text).replace(/§[0-9]+(?:\.[0-9]+)*/g, (s) => `<a class="section-link" data-section="${s}" tabindex="0">${s}</a>`);
  }

  function drawDetails() {
    const box = $("details");
    const v = selected !== null && L.byAddress.has(selected) ? L.byAddress.get(selected) : -1;
    if (v < 0) {
      box.innerHTML = selected ? `<p class="muted">${esc(selected)} is not laid out in this step.</p>` : `<p class="muted">Select a view in the picture or the tree.</p>`;
      return;
    }
    const i = L.node[v], a = address(L, v);
    let html = `<h2 class="view" id="sel-title">${esc(a)} ${esc(label(L, i))}</h2>`;
    const path = [];
    for (let p = L.parent[v]; p >= 0; p = L.parent[p]) path.unshift(p);
    if (path.length) {
      html += `<nav class="path" aria-label="Enclosing views">` + path.map((p) => `<a class="path-link" data-i="${p}" tabindex="0" title="${esc(address(L, p))}">${esc(shortLabel(label(L, L.node[p])))}</a>`).join(" › ") + `</nav>`;
    }
    html += `<table class="frames" aria-label="Proposal, size and origin"><tr><th></th><th>proposed</th><th>size</th><th>origin</th></tr>`;
    html += frameRow("view", i, true).replace("<tr>", `<tr class="view-row">`).replace(`<td class="mono">view</td>`, "<td>view</td>");
    for (const m of L.mods[v].slice().reverse()) html += frameRow(label(L, m), m, false);
    html += `</table>`;
    if (stepIndex >= 0) html += `<p class="muted">Numbers above: this step's layout. The trace, environment and preferences below are the session's, after the last command.</p>`;

    const k = whyOf.has(a) ? whyOf.get(a) : -1;
    const w = k >= 0 ? D.views.why[k] : null;
    // A long trace pushes the rest down: links to each part.
    if (w !== null && D.whys[w].lines.length > 30) {
      html += `<nav class="jump" aria-label="Parts">` + [["why", "why"], ["environment", "environment"], ["preferences", "preferences"]]
        .map(([id, text]) => `<a class="jump-link" data-part="part-${id}" tabindex="0">${text}</a>`).join(" · ") + `</nav>`;
    }
    html += `<h3 id="part-why">why</h3>`;
    if (w !== null) {
      const why = D.whys[w];
      html += `<pre class="why-lines" id="why-text">${why.lines.map((l) => linkSections(l.text)).join("\n")}</pre>`;
      const cited = [...new Set(why.lines.flatMap((l) => l.sections))];
      for (const s of cited) {
        const text = D.sections[s];
        if (!text) continue;
        const heading = text.split("\n")[0].replace(/^#+\s*/, "");
        html += `<details class="section" data-section="${s}"><summary>${esc(heading)}</summary><pre>${esc(text)}</pre></details>`;
      }
      for (const note of why.notes) html += `<p class="muted">note: ${esc(note)}</p>`;
    } else if (k >= 0) {
      html += `<div id="why-text" class="not-embedded"><p>${notEmbedded(v)} ` +
        `In viewsh, after loading the same script, run:</p><p><code class="command">why ${esc(a)}</code> ` +
        `<button type="button" class="copy" data-copy="why ${esc(a)}">copy</button></p></div>`;
    } else {
      html += `<p class="muted" id="why-text">This view is not in the session's current layout.</p>`;
    }

    html += `<h3 id="part-environment">environment</h3>`;
    const e = k >= 0 ? D.views.environment[k] : null;
    if (e !== null) {
      const values = D.environments[e];
      const set = values.filter((x) => x.origin), defaults = values.filter((x) => !x.origin);
      const row = (x) => `<tr><td class="mono">${esc(x.key)}</td><td class="mono">${esc(x.value)}</td><td${x.origin ? "" : ' class="default"'}>${x.origin ? "set by <code>" + esc(x.origin.modifier) + "</code> at " + esc(x.origin.address) : "default"}</td></tr>`;
      if (set.length) html += `<table class="env" id="env-table"><tr><th>key</th><th>value</th><th>origin</th></tr>${set.map(row).join("")}</table>`;
      else html += `<p class="muted" id="env-table">Every value is SwiftUI's default.</p>`;
      html += `<details><summary>${defaults.length} default values</summary><table class="env">${defaults.map(row).join("")}</table></details>`;
    } else {
      html += `<p class="muted">No environment recorded.</p>`;
    }

    html += `<h3 id="part-preferences">preferences</h3>`;
    html += prefsThrough(a);
    box.innerHTML = html;
  }

  // Why a view's trace is not in the page. A stack's trace lists each of its children, and so does
  // each child's (its share of the stack's decisions): a view with many, or among many, is
  // usually why.
  function notEmbedded(v) {
    const children = (p) => { let n = 0; for (let c = p + 1; c < L.end[p]; c = L.end[c]) n++; return n; };
    const many = 200, own = children(v), p = L.parent[v], siblings = p >= 0 ? children(p) : 0;
    const limit = `the page keeps traces up to ${LIMITS}`;
    if (own >= many) return `This view's trace is not in the page: it lists each of its ${own.toLocaleString("en")} children (${limit}).`;
    if (siblings >= many) {
      return `This view's trace is not in the page: it lists each of the ${siblings.toLocaleString("en")} children of its ` +
        `<code>${esc(shortLabel(label(L, L.node[p])))}</code>, as that container's decisions (${limit}).`;
    }
    return `This view's trace is not in the page (${limit}).`;
  }

  function prefsThrough(a) {
    if (!D.prefs || !D.prefs.keys.length) return `<p class="muted">No preference key is written or read.</p>`;
    let html = "";
    for (const key of D.prefs.keys) {
      const lines = key.events.filter((e) => within(e.node.address, a) || (e.nextFrom && within(e.nextFrom.address, a))).map((e) => e.text);
      const readers = key.readers.filter((r) => within(r.node.address, a));
      if (!lines.length && !readers.length) continue;
      html += `<div class="pref" data-key="${esc(key.key)}"><strong class="mono">${esc(key.text)}</strong><pre>${lines.map(esc).join("\n")}`;
      if (readers.length) html += (lines.length ? "\n" : "") + "readers:\n" + readers.map((r) => "  " + esc(r.text) + r.anchors.map((x) => "\n    " + esc(x)).join("")).join("\n");
      html += `</pre></div>`;
    }
    return html || `<p class="muted">No preference value passes through this view.</p>`;
  }

  // ---- the timeline: steps (a pass, a flush) with their events and layout ----
  function buildSteps() {
    if (!D.timeline) return;
    const layouts = D.timeline.layouts;
    let last = null;
    D.timeline.runs.forEach((run, r) => {
      let step = null;
      for (const e of run.frames.events) {
        if (e.type === "frameStarted") {
          steps.push({ header: true, run: r, title: e.text, frame: e.frame });
          step = null;
          continue;
        }
        if (e.type === "pass" || e.type === "flush" || e.type === "tapped" || !step) {
          step = { run: r, command: run.command, title: e.text, events: [], layout: last, layoutMissing: false, warning: false };
          steps.push(step);
        }
        step.events.push(e);
        if (e.type === "evaluated") {
          const index = run.layouts[e.update];
          const layout = index === null || index === undefined ? null : layouts[index];
          step.layout = layout;
          step.layoutMissing = !layout;
          if (layout) last = layout;
        }
        if (e.type === "warning" || e.type === "problem") step.warning = true;
      }
      if (run.frames.verdict) steps.push({ run: r, title: run.frames.verdict.text, events: [{ type: "verdict", text: run.frames.verdict.text }], layout: last, verdict: true });
    });
    const items = steps.map((s, i) => s.header
      ? `<li class="frame" data-step="${i}">${esc(D.timeline.runs[s.run].command)} · ${esc(s.title)}</li>`
      : `<li class="step${s.warning ? " has-warning" : ""}" data-step="${i}" role="button" tabindex="-1">${esc(s.title)}</li>`);
    $("steps").innerHTML = items.join("");
    $("timeline-pane").hidden = false;
  }

  const selectable = () => steps.map((s, i) => (s.header ? -1 : i)).filter((i) => i >= 0);

  function showStep(index) {
    const old = $("steps").querySelector("li.current");
    if (old) old.classList.remove("current");
    stepIndex = index;
    if (index < 0) {
      show(D.layout, "after the last command");
      $("step-events").innerHTML = `<p class="muted">The layout after the last command. Step through the frames with ◀ ▶ (or [ and ]).</p>`;
      $("step-where").textContent = "";
      return;
    }
    const step = steps[index];
    const li = $("steps").querySelector(`li[data-step="${index}"]`);
    if (li) { li.classList.add("current"); li.scrollIntoView({ block: "nearest" }); }
    let frame = null;
    for (let i = index; i >= 0; i--) if (steps[i].header) { frame = steps[i]; break; }
    const where = (frame ? frame.title + " · " : "") + step.title;
    if (step.layout) show(step.layout, where); else drawDetails();
    const cls = (e) => e.type === "binder" ? e.decision : e.type;
    let html = step.events.map((e) => `<div class="ev ${cls(e)}">${esc(e.text)}</div>`).join("");
    if (step.layoutMissing) html += `<p class="muted">This update's layout was not kept (the page keeps the most recent ones).</p>`;
    $("step-events").innerHTML = html;
    const list = selectable();
    $("step-where").textContent = `step ${list.indexOf(index) + 1} of ${list.length}`;
  }

  function stepBy(delta) {
    const list = selectable();
    if (!list.length) return;
    const at = list.indexOf(stepIndex);
    const next = at < 0 ? (delta > 0 ? 0 : list.length - 1) : at + delta;
    if (next < 0) return;
    if (next >= list.length) { showStep(-1); return; }
    showStep(list[next]);
  }

  // ---- showing a layout (now, or a step's) ----
  function show(table, text) {
    caption = text;
    $("showing").textContent = caption;
    if (L && L.t === table) { drawDetails(); return; }
    const first = L === null;
    L = decode(table);
    hovered = -1;
    computeVisible();
    if (first || fitted) { scale = fitScale(); layoutSpace(); } else layoutSpace();
    renderRows();
    redraw();
    drawDetails();
  }

  // ---- find a view by name or address ----
  let matches = [], matchAt = -1;
  function find(query, next) {
    const q = query.trim().toLowerCase();
    if (!q) { matches = []; $("find-count").textContent = ""; return; }
    if (!next || !matches.length) {
      matches = [];
      for (let v = 0; v < L.count && matches.length < 100000; v++) {
        if (label(L, L.node[v]).toLowerCase().includes(q) || address(L, v).toLowerCase().startsWith(q)) matches.push(v);
      }
      matchAt = -1;
    }
    if (!matches.length) { $("find-count").textContent = "none"; return; }
    matchAt = (matchAt + 1) % matches.length;
    $("find-count").textContent = `${matchAt + 1} of ${matches.length}`;
    select(matches[matchAt], { scrollBox: true });
  }

  // ---- events ----
  pane.addEventListener("scroll", () => redraw(), { passive: true });
  pane.addEventListener("mousemove", (e) => setHover(viewAtClient(e.clientX, e.clientY)));
  pane.addEventListener("mouseleave", () => setHover(-1));
  pane.addEventListener("click", (e) => { const v = viewAtClient(e.clientX, e.clientY); if (v >= 0) select(v); });
  pane.addEventListener("wheel", (e) => {
    if (!e.ctrlKey && !e.metaKey) return;
    e.preventDefault();
    const r = pane.getBoundingClientRect();
    zoomBy(Math.exp(-e.deltaY / 300), e.clientX - r.left, e.clientY - r.top);
  }, { passive: false });
  tree.addEventListener("scroll", () => requestAnimationFrame(renderRows), { passive: true });
  const rowView = (e) => { const el = e.target.closest && e.target.closest(".row"); return el ? +el.dataset.i : -1; };
  tree.addEventListener("mouseover", (e) => setHover(rowView(e)));
  tree.addEventListener("mouseleave", () => setHover(-1));
  tree.addEventListener("click", (e) => {
    const v = rowView(e);
    if (v < 0) return;
    if (e.target.closest(".twisty")) { toggle(v); tree.focus({ preventScroll: true }); return; }
    select(v, { focus: true, scrollBox: true });
  });
  tree.addEventListener("dblclick", (e) => { const v = rowView(e); if (v >= 0) toggle(v); });
  tree.addEventListener("keydown", (e) => {
    const current = selected !== null && L.byAddress.has(selected) ? L.byAddress.get(selected) : -1;
    const r = current >= 0 ? rowIndex[current] : -1;
    const page = Math.max(1, Math.floor(tree.clientHeight / ROW) - 1);
    const at = (k) => visible[Math.max(0, Math.min(visible.length - 1, k))];
    let target = -1;
    switch (e.key) {
      case "ArrowDown": target = at(r + 1); break;
      case "ArrowUp": target = at(r < 0 ? 0 : r - 1); break;
      case "PageDown": target = at(r + page); break;
      case "PageUp": target = at(r - page); break;
      case "Home": target = at(0); break;
      case "End": target = at(visible.length - 1); break;
      case "ArrowLeft":
        if (current < 0) break;
        if (L.end[current] > current + 1 && !collapsed.has(selected)) toggle(current, false);
        else target = L.parent[current];
        break;
      case "ArrowRight":
        if (current < 0 || L.end[current] <= current + 1) break;
        if (collapsed.has(selected)) toggle(current, true); else target = current + 1;
        break;
      case " ": case "Enter":
        if (current >= 0) toggle(current);
        break;
      default: return;
    }
    e.preventDefault();
    if (target >= 0) select(target, { focus: true, scrollBox: true });
  });
  $("details").addEventListener("click", (e) => {
    const link = e.target.closest(".section-link");
    if (link) {
      const d = $("details").querySelector(`details.section[data-section="${link.dataset.section}"]`);
      if (d) { d.open = true; d.scrollIntoView({ block: "nearest" }); }
      return;
    }
    const jump = e.target.closest(".jump-link");
    if (jump) { const h = $(jump.dataset.part); if (h) h.scrollIntoView({ block: "start" }); return; }
    const up = e.target.closest(".path-link");
    if (up) { select(+up.dataset.i, { scrollBox: true }); return; }
    const copy = e.target.closest(".copy");
    if (copy) copyText(copy.dataset.copy, copy);
  });
  $("details").addEventListener("keydown", (e) => {
    if (e.key === "Enter" && ["section-link", "path-link", "jump-link"].some((c) => e.target.classList.contains(c))) e.target.click();
  });
  function copyText(text, button) {
    const done = () => { button.textContent = "copied"; setTimeout(() => { button.textContent = "copy"; }, 1500); };
    if (navigator.clipboard && window.isSecureContext) { navigator.clipboard.writeText(text).then(done, () => fallback()); return; }
    fallback();
    function fallback() {
      const area = document.createElement("textarea");
      area.value = text; area.style.position = "fixed"; area.style.opacity = "0";
      document.body.appendChild(area); area.select();
      try { document.execCommand("copy"); done(); } catch (_) { /* the command stays on screen to copy by hand */ }
      area.remove();
    }
  }
  $("zoom-in").addEventListener("click", () => zoomBy(1.5));
  $("zoom-out").addEventListener("click", () => zoomBy(1 / 1.5));
  $("zoom-fit").addEventListener("click", fit);
  $("zoom-one").addEventListener("click", () => { fitted = false; setScale(1); });
  $("find").addEventListener("input", (e) => find(e.target.value, false));
  $("find").addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); find(e.target.value, true); } });
  $("step-prev").addEventListener("click", () => stepBy(-1));
  $("step-next").addEventListener("click", () => stepBy(1));
  $("step-now").addEventListener("click", () => showStep(-1));
  $("step-warning").addEventListener("click", () => { const i = steps.findIndex((s) => s.warning); if (i >= 0) showStep(i); });
  $("steps").addEventListener("click", (e) => { const li = e.target.closest("li.step"); if (li) showStep(+li.dataset.step); });
  document.addEventListener("keydown", (e) => {
    if (e.target.closest && e.target.closest("input, textarea")) return;
    if (e.key === "]") stepBy(1);
    else if (e.key === "[") stepBy(-1);
    else if ((e.key === "+" || e.key === "=") && !e.ctrlKey && !e.metaKey) zoomBy(1.5);
    else if (e.key === "-" && !e.ctrlKey && !e.metaKey) zoomBy(1 / 1.5);
    else if (e.key === "0" && !e.ctrlKey && !e.metaKey) fit();
  });
  new ResizeObserver(() => {
    sizeCanvases();
    if (!L) return;
    if (fitted) scale = fitScale();
    layoutSpace();
    drawBase();
    drawOverlay();
    renderRows();
  }).observe(pane);
  new ResizeObserver(() => renderRows()).observe(tree);
  matchMedia("(prefers-color-scheme: dark)").addEventListener("change", () => { readColours(); redraw(); });

  // ---- start ----
  readColours();
  sizeCanvases();
  const counts = D.views.address.length + " views" + (D.layout.window && D.layout.window.device ? " · " + D.layout.window.device : "") +
    " · proposal " + sizeText(D.layout.proposal) + (D.timeline ? " · " + D.timeline.runs.length + " frame command(s)" : "");
  $("summary").textContent = (D.title ? D.title + " · " : "") + counts;
  buildSteps();
  if (!D.timeline) $("timeline-pane").hidden = true;
  show(D.layout, "after the last command");
  if (D.timeline) {
    showStep(-1);
    $("step-warning").disabled = !steps.some((s) => s.warning);
  }
  drawBase();
  drawOverlay();

  // For tests and tools: select a view, bring its row or its box into view, find what is drawn
  // at a point of the window.
  window.viewshInspector = {
    ready: performance.now() - started,
    select: (a) => select(a, { scrollBox: true }),
    reveal: (a) => { if (L.byAddress.has(a)) revealRow(L.byAddress.get(a)); return !!document.querySelector(`.row[data-address="${CSS.escape(a)}"]`); },
    boxOf: (a) => {
      if (!L.byAddress.has(a)) return null;
      const v = L.byAddress.get(a), i = L.node[v];
      if (!finite(L, i)) return null;
      revealBox(v);
      const b = screenBox(transform(), i), r = pane.getBoundingClientRect();
      return { x: r.left + b.x, y: r.top + b.y, width: b.w, height: b.h, pane: { x: r.left, y: r.top, width: viewW, height: viewH } };
    },
    viewAt: (x, y) => { const v = viewAtClient(x, y); return v >= 0 ? address(L, v) : null; },
  };
  document.body.dataset.ready = "true";
})();
