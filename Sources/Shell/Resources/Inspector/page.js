// viewsh inspector: draws the embedded data (schema viewsh/page@1, Docs/JSON.md) and links
// the picture, the tree, the selected view's details and the frame timeline. No network.
"use strict";
(function () {
  const started = performance.now();
  const D = JSON.parse(document.getElementById("viewsh-data").textContent);
  const $ = (id) => document.getElementById(id);
  const SVGNS = "http://www.w3.org/2000/svg";
  // The stroke colours of export svg (SVGRenderer.palette), by depth.
  const PALETTE = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"];
  const MARGIN = 16;
  const LABEL_LIMIT = 1500;

  // Numbers as viewsh prints them (formatLength): up to two decimals, ∞ for infinity, nil.
  function len(v) {
    if (v === null || v === undefined) return "nil";
    if (v === "infinity") return "∞";
    if (v === "-infinity") return "-∞";
    const r = Math.sign(v) * Math.round(Math.abs(v) * 100) / 100;
    return r === 0 ? "0" : String(r);
  }
  const size = (s) => len(s.width) + "×" + len(s.height);
  const point = (f) => "(" + len(f.x) + ", " + len(f.y) + ")";
  const esc = (t) => String(t).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
  const num = (v) => (typeof v === "number" ? v : NaN);
  const within = (address, top) => address === top || address.startsWith(top + ".") || address.startsWith(top + "[");

  const whyByAddress = new Map(D.views.map((v) => [v.address, v]));
  let shown = null;      // { layout, views, byAddress, caption }
  let selected = null;   // an address
  let hovered = null;
  let zoom = null;       // null: fit
  let steps = [];
  let stepIndex = -1;    // -1: now

  // ---- the views of a layout: each view node with its modifiers (outermost first) ----
  function viewsOf(layout) {
    const views = [], byAddress = new Map(), mods = new Map();
    for (const node of layout.nodes) {
      if (node.modifier) {
        if (!mods.has(node.address)) mods.set(node.address, []);
        mods.get(node.address).push(node);
        continue;
      }
      const view = { i: views.length, address: node.address, node, mods: mods.get(node.address) || [] };
      mods.delete(node.address);
      views.push(view);
      byAddress.set(node.address, view);
    }
    return { views, byAddress };
  }

  const finite = (n) => [n.frame.x, n.frame.y, n.frame.width, n.frame.height].every((v) => typeof v === "number");

  // ---- the picture: as export svg draws it (SVGRenderer), from the layout's nodes ----
  function outline(drawing, f, inset, paint) {
    const x = f.x + inset, y = f.y + inset;
    const w = Math.max(0, f.width - 2 * inset), h = Math.max(0, f.height - 2 * inset);
    const box = `x="${x}" y="${y}" width="${w}" height="${h}"`;
    const radius = (r) => Math.min(Math.max(r - inset, 0), Math.min(w, h) / 2);
    switch (drawing.shape) {
      case "rectangle": return `<rect ${box} ${paint}/>`;
      case "roundedRectangle": return `<rect ${box} rx="${radius(drawing.cornerRadius)}" ${paint}/>`;
      case "roundedCorners":
        return `<rect ${box} rx="${Math.min(Math.max(num(drawing.cornerSize.width) - inset, 0), w / 2)}" ry="${Math.min(Math.max(num(drawing.cornerSize.height) - inset, 0), h / 2)}" ${paint}/>`;
      case "capsule": return `<rect ${box} rx="${Math.min(w, h) / 2}" ${paint}/>`;
      case "circle": return `<circle cx="${x + w / 2}" cy="${y + h / 2}" r="${Math.min(w, h) / 2}" ${paint}/>`;
      case "ellipse": return `<ellipse cx="${x + w / 2}" cy="${y + h / 2}" rx="${w / 2}" ry="${h / 2}" ${paint}/>`;
      case "unevenRoundedRectangle": {
        const c = drawing.cornerRadii;
        const a = radius(c.topLeading), b = radius(c.bottomLeading), r = radius(c.bottomTrailing), d = radius(c.topTrailing);
        return `<path d="M${x + a},${y} H${x + w - d} A${d},${d} 0 0 1 ${x + w},${y + d} V${y + h - r} A${r},${r} 0 0 1 ${x + w - r},${y + h} H${x + b} A${b},${b} 0 0 1 ${x},${y + h - b} V${y + a} A${a},${a} 0 0 1 ${x + a},${y} Z" ${paint}/>`;
      }
      default: return null;
    }
  }

  function shape(drawing, f) {
    if (!drawing || !(f.width > 0 && f.height > 0)) return "";
    let out = "";
    if (drawing.fill && drawing.fill.css) {
      out += outline(drawing, f, 0, `class="shape" fill="${drawing.fill.css}"`) || "";
    }
    const s = drawing.stroke;
    if (s && s.lineWidth > 0 && s.css) {
      out += outline(drawing, f, s.inside ? s.lineWidth / 2 : 0,
        `class="stroke" fill="none" stroke="${s.css}" stroke-width="${s.lineWidth}"`) || "";
    }
    return out;
  }

  function textLines(node) {
    const lines = node.textLines, f = node.frame;
    const longest = Math.max(0, ...lines.map((l) => [...l].length));
    if (!(longest > 0 && f.width > 0 && f.height > 0)) return "";
    const lineHeight = f.height / lines.length, characterWidth = f.width / longest;
    const fontSize = Math.min(characterWidth / 0.6, lineHeight);
    let out = "";
    lines.forEach((line, i) => {
      if (!line) return;
      out += `<text class="line" xml:space="preserve" x="${f.x}" y="${f.y + lineHeight * (i + 0.8)}" font-size="${fontSize}" textLength="${[...line].length * characterWidth}" lengthAdjust="spacingAndGlyphs">${esc(line)}</text>`;
    });
    return out;
  }

  function screenOf(layout) {
    const w = layout.window;
    if (!w || typeof w.size.width !== "number" || typeof w.size.height !== "number") return null;
    return { x: 0, y: 0, width: w.size.width, height: w.size.height, insets: w.insets };
  }

  function drawPicture() {
    const { layout, views } = shown;
    const drawn = views.filter((v) => finite(v.node));
    const root = layout.nodes.length && finite(layout.nodes[0]) ? layout.nodes[0].frame : null;
    const screen = screenOf(layout);
    const frames = drawn.map((v) => v.node.frame).concat(root ? [root] : [], screen ? [screen] : []);
    if (!frames.length) frames.push({ x: 0, y: 0, width: 0, height: 0 });
    const minX = Math.min(...frames.map((f) => f.x)), minY = Math.min(...frames.map((f) => f.y));
    const maxX = Math.max(...frames.map((f) => f.x + f.width)), maxY = Math.max(...frames.map((f) => f.y + f.height));
    const W = maxX - minX + 2 * MARGIN, H = maxY - minY + 2 * MARGIN;
    let out = `<svg xmlns="${SVGNS}" id="picture-svg" viewBox="${minX - MARGIN} ${minY - MARGIN} ${W} ${H}" data-width="${W}" data-height="${H}" role="img" aria-label="The laid-out frames">`;
    if (screen) {
      const i = screen.insets, w = screen.width, h = screen.height;
      out += `<rect class="screen" x="0" y="0" width="${w}" height="${h}"><title>screen ${len(w)}×${len(h)}</title></rect>`;
      for (const [x, y, bw, bh] of [[0, 0, w, i.top], [0, h - i.bottom, w, i.bottom], [0, i.top, i.leading, h - i.top - i.bottom],
        [w - i.trailing, i.top, i.trailing, h - i.top - i.bottom]]) {
        if (bw > 0 && bh > 0) out += `<rect class="unsafe" x="${x}" y="${y}" width="${bw}" height="${bh}"><title>outside the safe area</title></rect>`;
      }
    }
    if (root) out += `<rect class="root" x="${root.x}" y="${root.y}" width="${root.width}" height="${root.height}"/>`;
    const detailed = drawn.length <= LABEL_LIMIT;
    const order = drawn.slice().sort((a, b) => a.node.depth - b.node.depth || a.i - b.i);
    const parts = [];
    for (const view of order) {
      const n = view.node, f = n.frame, colour = PALETTE[n.depth % PALETTE.length];
      const geometry = `x="${f.x}" y="${f.y}" width="${f.width}" height="${f.height}"`;
      if (!detailed) {
        // A large tree: one element per view (the picture is too small for text and labels).
        const painted = n.drawing && n.drawing.fill && n.drawing.fill.css;
        parts.push(`<rect class="box" data-i="${view.i}" ${geometry} stroke="${colour}" fill="${painted || colour}"/>`);
        continue;
      }
      let g = `<g class="view" data-i="${view.i}"><title>${esc(view.address + " " + n.label + "\nproposal " + size(n.proposal) + "\nsize " + size(f))}</title>`;
      const painted = shape(n.drawing, f);
      g += painted ? painted + `<rect class="frame" ${geometry} stroke="${colour}"/>` : `<rect class="box" ${geometry} stroke="${colour}" fill="${colour}"/>`;
      if (f.width === 0 || f.height === 0) {
        g += `<line class="zero" x1="${f.x}" y1="${f.y}" x2="${f.x + f.width}" y2="${f.y + f.height}" stroke="${colour}"/>`;
      }
      if (n.textLines) g += textLines(n);
      if (!n.textLines && f.width > 0 && f.height > 0) {
        g += `<svg ${geometry}><text class="label" x="2" y="7">${esc(n.label + " " + size(f))}</text></svg>`;
      }
      g += `<rect class="hit" ${geometry}/></g>`;
      parts.push(g);
    }
    out += parts.join("");
    // Modifiers that draw (.border) go over the views, on their own frames.
    for (const n of layout.nodes) {
      if (n.modifier && n.drawing && finite(n)) out += shape(n.drawing, n.frame);
    }
    out += `<rect id="hover-box" class="overlay hover" visibility="hidden"/><rect id="selected-box" class="overlay selected" visibility="hidden"/></svg>`;
    $("picture").innerHTML = out;
    applyZoom();
  }

  function applyZoom() {
    const svg = $("picture-svg");
    if (!svg) return;
    const W = +svg.dataset.width, H = +svg.dataset.height, pane = $("picture");
    const fit = Math.max(0.05, Math.min((pane.clientWidth - 24) / W, (pane.clientHeight - 24) / H, 2));
    const scale = zoom === null ? fit : zoom;
    svg.setAttribute("width", String(Math.round(W * scale)));
    svg.setAttribute("height", String(Math.round(H * scale)));
  }

  function setZoom(factor) {
    const svg = $("picture-svg");
    const current = svg ? +svg.getAttribute("width") / +svg.dataset.width : 1;
    zoom = factor === null ? null : Math.min(40, Math.max(0.02, current * factor));
    applyZoom();
  }

  // ---- the tree ----
  function drawTree() {
    const rows = shown.views.map((v) => {
      const f = v.node.frame;
      return `<div class="row" role="treeitem" id="row-${v.i}" data-i="${v.i}" data-address="${esc(v.address)}" aria-level="${v.node.depth + 1}" aria-selected="false" tabindex="-1" style="padding-left:${8 + v.node.depth * 14}px"><span class="addr">${esc(v.address)}</span><span class="lbl">${esc(v.node.label)}</span><span class="size">${finite(v.node) ? size(f) : "—"}</span></div>`;
    });
    $("tree").innerHTML = rows.join("");
    $("tree-count").textContent = shown.views.length + " views";
    const first = $("tree").firstElementChild;
    if (first) first.tabIndex = 0;
  }

  const rowOf = (view) => $("row-" + view.i);

  // Hover and selection are two rectangles over the picture, moved to the view's frame.
  function mark(id, view) {
    const box = $(id);
    if (!box) return null;
    if (!view || !finite(view.node)) { box.setAttribute("visibility", "hidden"); return null; }
    const f = view.node.frame;
    box.setAttribute("x", f.x); box.setAttribute("y", f.y);
    box.setAttribute("width", f.width); box.setAttribute("height", f.height);
    box.setAttribute("visibility", "visible");
    return box;
  }

  function setHover(view) {
    if (hovered === view) return;
    if (hovered) { const r = rowOf(hovered); if (r) r.classList.remove("hover"); }
    hovered = view;
    if (view) { const r = rowOf(view); if (r) r.classList.add("hover"); }
    mark("hover-box", view);
  }

  function select(address, options = {}) {
    const old = selected && shown.byAddress.get(selected);
    if (old) {
      const r = rowOf(old);
      if (r) { r.setAttribute("aria-selected", "false"); r.tabIndex = -1; }
    }
    selected = address;
    const view = shown.byAddress.get(address);
    if (view) {
      const r = rowOf(view), b = mark("selected-box", view);
      if (r) {
        r.setAttribute("aria-selected", "true");
        r.tabIndex = 0;
        if (options.focus) r.focus({ preventScroll: true });
        r.scrollIntoView({ block: "nearest" });
      }
      if (b && options.scrollBox) b.scrollIntoView({ block: "nearest", inline: "nearest" });
    } else {
      mark("selected-box", null);
    }
    drawDetails();
  }

  // ---- the selected view ----
  function frameRow(name, node) {
    if (!finite(node)) return `<tr><td>${esc(name)}</td><td class="num">${size(node.proposal)}</td><td colspan="2">not laid out</td></tr>`;
    return `<tr><td class="mono">${esc(name)}</td><td class="num">${size(node.proposal)}</td><td class="num">${size(node.frame)}</td><td class="num">${point(node.frame)}</td></tr>`;
  }

  function linkSections(text) {
    return esc(text).replace(/§[0-9]+(?:\.[0-9]+)*/g, (s) => `<a class="section-link" data-section="${s}" tabindex="0">${s}</a>`);
  }

  function drawDetails() {
    const box = $("details");
    const view = selected && shown.byAddress.get(selected);
    if (!view) {
      box.innerHTML = selected ? `<p class="muted">${esc(selected)} is not laid out in this step.</p>` : `<p class="muted">Select a view in the picture or the tree.</p>`;
      return;
    }
    const n = view.node;
    let html = `<h2 class="view" id="sel-title">${esc(view.address)} ${esc(n.label)}</h2>`;
    html += `<table class="frames" aria-label="Proposal, size and origin"><tr><th></th><th>proposed</th><th>size</th><th>origin</th></tr>`;
    html += `<tr class="view-row"><td>view</td><td class="num" id="sel-proposal">${size(n.proposal)}</td><td class="num" id="sel-size">${finite(n) ? size(n.frame) : "—"}</td><td class="num" id="sel-origin">${finite(n) ? point(n.frame) : "not laid out"}</td></tr>`;
    for (const m of view.mods.slice().reverse()) html += frameRow(m.label, m);
    html += `</table>`;
    if (stepIndex >= 0) html += `<p class="muted">Numbers above: this step's layout. The trace, environment and preferences below are the session's, after the last command.</p>`;

    const entry = whyByAddress.get(view.address);
    html += `<h3>why</h3>`;
    if (entry && entry.why) {
      const lines = entry.why.lines;
      html += `<pre class="why-lines" id="why-text">${lines.map((l) => linkSections(l.text)).join("\n")}</pre>`;
      const cited = [...new Set(lines.flatMap((l) => l.sections))];
      for (const s of cited) {
        const text = D.sections[s];
        if (!text) continue;
        const heading = text.split("\n")[0].replace(/^#+\s*/, "");
        html += `<details class="section" data-section="${s}"><summary>${esc(heading)}</summary><pre>${esc(text)}</pre></details>`;
      }
      for (const note of entry.why.notes) html += `<p class="muted">note: ${esc(note)}</p>`;
    } else if (entry) {
      html += `<p class="muted" id="why-text">Not embedded (the page keeps the traces of the first views up to its size budget): run <code>why ${esc(view.address)}</code> in viewsh.</p>`;
    } else {
      html += `<p class="muted" id="why-text">This view is not in the session's current layout.</p>`;
    }

    html += `<h3>environment</h3>`;
    const envIndex = entry ? entry.environment : null;
    if (envIndex !== null && envIndex !== undefined) {
      const values = D.environments[envIndex];
      const set = values.filter((v) => v.origin), defaults = values.filter((v) => !v.origin);
      const row = (v) => `<tr><td class="mono">${esc(v.key)}</td><td class="mono">${esc(v.value)}</td><td${v.origin ? "" : ' class="default"'}>${v.origin ? "set by <code>" + esc(v.origin.modifier) + "</code> at " + esc(v.origin.address) : "default"}</td></tr>`;
      html += `<table class="env" id="env-table"><tr><th>key</th><th>value</th><th>origin</th></tr>${set.map(row).join("")}</table>`;
      if (!set.length) html += `<p class="muted">Every value is SwiftUI's default.</p>`;
      html += `<details><summary>${defaults.length} default values</summary><table class="env">${defaults.map(row).join("")}</table></details>`;
    } else {
      html += `<p class="muted">No environment recorded.</p>`;
    }

    html += `<h3>preferences</h3>`;
    html += prefsThrough(view.address);
    box.innerHTML = html;
  }

  function prefsThrough(address) {
    if (!D.prefs || !D.prefs.keys.length) return `<p class="muted">No preference key is written or read.</p>`;
    let html = "";
    for (const key of D.prefs.keys) {
      const lines = key.events.filter((e) => within(e.node.address, address) || (e.nextFrom && within(e.nextFrom.address, address))).map((e) => e.text);
      const readers = key.readers.filter((r) => within(r.node.address, address));
      if (!lines.length && !readers.length) continue;
      html += `<div class="pref" data-key="${esc(key.key)}"><strong class="mono">${esc(key.text)}</strong><pre>${lines.map(esc).join("\n")}`;
      if (readers.length) html += (lines.length ? "\n" : "") + "readers:\n" + readers.map((r) => "  " + esc(r.text) + r.anchors.map((a) => "\n    " + esc(a)).join("")).join("\n");
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
    if (step.layout) show(step.layout, where);
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
  function show(layout, caption) {
    if (shown && shown.layout === layout) return;
    const { views, byAddress } = viewsOf(layout);
    shown = { layout, views, byAddress };
    $("showing").textContent = caption;
    drawPicture();
    drawTree();
    if (selected) select(selected); else drawDetails();
  }

  // ---- events ----
  function viewFromEvent(event) {
    const el = event.target.closest && event.target.closest("[data-i]");
    return el ? shown.views[+el.dataset.i] : null;
  }
  $("picture").addEventListener("mouseover", (e) => setHover(viewFromEvent(e)));
  $("picture").addEventListener("mouseleave", () => setHover(null));
  $("picture").addEventListener("click", (e) => { const v = viewFromEvent(e); if (v) select(v.address); });
  $("tree").addEventListener("mouseover", (e) => setHover(viewFromEvent(e)));
  $("tree").addEventListener("mouseleave", () => setHover(null));
  $("tree").addEventListener("click", (e) => { const v = viewFromEvent(e); if (v) select(v.address, { focus: true, scrollBox: true }); });
  $("tree").addEventListener("keydown", (e) => {
    const current = selected && shown.byAddress.get(selected);
    const views = shown.views;
    let target = null;
    const i = current ? current.i : -1;
    switch (e.key) {
      case "ArrowDown": target = views[Math.min(views.length - 1, i + 1)]; break;
      case "ArrowUp": target = views[Math.max(0, i - 1)]; break;
      case "Home": target = views[0]; break;
      case "End": target = views[views.length - 1]; break;
      case "ArrowLeft":
        if (current) for (let j = i - 1; j >= 0; j--) if (views[j].node.depth < current.node.depth) { target = views[j]; break; }
        break;
      case "ArrowRight":
        if (current && views[i + 1] && views[i + 1].node.depth > current.node.depth) target = views[i + 1];
        break;
      default: return;
    }
    e.preventDefault();
    if (target) select(target.address, { focus: true, scrollBox: true });
  });
  $("details").addEventListener("click", (e) => {
    const link = e.target.closest(".section-link");
    if (!link) return;
    const d = $("details").querySelector(`details.section[data-section="${link.dataset.section}"]`);
    if (d) { d.open = true; d.scrollIntoView({ block: "nearest" }); }
  });
  $("details").addEventListener("keydown", (e) => { if (e.key === "Enter" && e.target.classList.contains("section-link")) e.target.click(); });
  $("zoom-in").addEventListener("click", () => setZoom(1.5));
  $("zoom-out").addEventListener("click", () => setZoom(1 / 1.5));
  $("zoom-fit").addEventListener("click", () => setZoom(null));
  window.addEventListener("resize", () => { if (zoom === null) applyZoom(); });
  $("step-prev").addEventListener("click", () => stepBy(-1));
  $("step-next").addEventListener("click", () => stepBy(1));
  $("step-now").addEventListener("click", () => showStep(-1));
  $("step-warning").addEventListener("click", () => { const i = steps.findIndex((s) => s.warning); if (i >= 0) showStep(i); });
  $("steps").addEventListener("click", (e) => { const li = e.target.closest("li.step"); if (li) showStep(+li.dataset.step); });
  document.addEventListener("keydown", (e) => {
    if (e.target.closest && e.target.closest("input, textarea")) return;
    if (e.key === "]") stepBy(1);
    else if (e.key === "[") stepBy(-1);
  });

  // ---- start ----
  const layout = D.layout;
  const counts = D.views.length + " views" + (layout.window && layout.window.device ? " · " + layout.window.device : "") +
    " · proposal " + size(layout.proposal) + (D.timeline ? " · " + D.timeline.runs.length + " frame command(s)" : "");
  $("summary").textContent = (D.title ? D.title + " · " : "") + counts;
  buildSteps();
  if (!D.timeline) $("timeline-pane").hidden = true;
  show(layout, "after the last command");
  if (D.timeline) {
    showStep(-1);
    $("step-warning").disabled = !steps.some((s) => s.warning);
  }
  window.viewshInspector = { ready: performance.now() - started, select };
  document.body.dataset.ready = "true";
})();
