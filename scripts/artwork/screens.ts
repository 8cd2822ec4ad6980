// Screenshots of the personal projects and code-editor images, drawn as SVG UI.
import { esc, f, linearGradient, SvgCanvas } from "./svg.ts";

const SANS = "DejaVu Sans, Liberation Sans, sans-serif";
const MONO = "DejaVu Sans Mono, Liberation Mono, monospace";

/** The colours of a code editor theme. */
export type CodeTheme = {
  bg: string;
  gutter: string;
  num: string;
  text: string;
  keyword: string;
  string: string;
  number: string;
  comment: string;
  fn: string;
  type: string;
  punct: string;
};
type TextOptions = { size?: number; color?: string; weight?: number; anchor?: "start" | "middle" | "end"; font?: string; opacity?: number };
type RectOptions = { r?: number; stroke?: string | undefined; sw?: number; opacity?: number };

export class Ui extends SvgCanvas {
  text(x: number, y: number, str: string, { size = 14, color = "#222", weight = 400, anchor = "start", font = SANS, opacity = 1 }: TextOptions = {}): void {
    this.add(
      `<text x="${f(x)}" y="${f(y)}" font-family="${font}" font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="${anchor}"${opacity < 1 ? ` opacity="${opacity}"` : ""}>${esc(str)}</text>`,
    );
  }

  rect(x: number, y: number, w: number, h: number, fill: string, { r = 0, stroke, sw = 1, opacity = 1 }: RectOptions = {}): void {
    this.add(
      `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${r}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="${sw}"` : ""}${opacity < 1 ? ` opacity="${opacity}"` : ""}/>`,
    );
  }

  /** Soft drop shadow card. */
  card(x: number, y: number, w: number, h: number, { r = 8, fill = "#ffffff" }: { r?: number; fill?: string } = {}): void {
    this.rect(x + 1, y + 3, w, h, "#000", { r, opacity: 0.08 });
    this.rect(x, y + 1, w, h, "#000", { r, opacity: 0.06 });
    this.rect(x, y, w, h, fill, { r });
  }

  /** Grey bars standing for running text. */
  lines(x: number, y: number, w: number, count: number, { gap = 16, color = "#d5d9e0", h = 7 }: { gap?: number; color?: string; h?: number } = {}): void {
    for (let i = 0; i < count; i++) {
      const lw = i === count - 1 ? w * this.rnd.range(0.35, 0.7) : w * this.rnd.range(0.85, 1);
      this.rect(x, y + i * gap, lw, h, color, { r: h / 2 });
    }
  }

  /** Browser window chrome; returns the content top. */
  browser({ url, title, dark = false }: { url: string; title: string; dark?: boolean }): number {
    const { w } = this;
    this.rect(0, 0, w, 40, dark ? "#202124" : "#dee1e6");
    this.rect(14, 8, 232, 32, dark ? "#35363a" : "#ffffff", { r: 8 });
    this.rect(14, 26, 232, 14, dark ? "#35363a" : "#ffffff");
    this.add(`<circle cx="34" cy="24" r="7" fill="#5b8def"/>`);
    this.text(50, 29, title, { size: 12, color: dark ? "#e8eaed" : "#3c4043" });
    this.text(228, 29, "×", { size: 13, color: "#80868b" });
    this.rect(0, 40, w, 40, dark ? "#35363a" : "#ffffff");
    for (const [i, c] of ["‹", "›", "↻"].entries()) this.text(22 + i * 28, 66, c, { size: 18, color: "#80868b", anchor: "middle" });
    this.rect(100, 47, w - 160, 26, dark ? "#202124" : "#f1f3f4", { r: 13 });
    this.text(124, 65, url, { size: 13, color: dark ? "#bdc1c6" : "#5f6368" });
    this.rect(0, 80, w, 1, "#c9ccd1");
    return 81;
  }

  /** A small landscape thumbnail for cards. */
  thumb(x: number, y: number, w: number, h: number, hue: number): void {
    const g = this.id("th");
    const skies = [
      ["#7fb2e5", "#dcecf7"],
      ["#f6b27a", "#fde3c0"],
      ["#9a8fd1", "#f3c6c9"],
      ["#6fb7c9", "#e2f3f5"],
    ];
    const [a, b] = skies[hue % skies.length];
    this.defs.push(
      linearGradient(g, [
        [0, a],
        [1, b],
      ]),
    );
    const clip = this.id("tc");
    this.defs.push(`<clipPath id="${clip}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="6"/></clipPath>`);
    const m1 = `M${f(x)},${f(y + h * 0.7)}L${f(x + w * 0.25)},${f(y + h * 0.35)}L${f(x + w * 0.45)},${f(y + h * 0.6)}L${f(x + w * 0.7)},${f(y + h * 0.25)}L${f(x + w)},${f(y + h * 0.65)}L${f(x + w)},${f(y + h)}L${f(x)},${f(y + h)}Z`;
    const m2 = `M${f(x)},${f(y + h * 0.85)}Q${f(x + w * 0.4)},${f(y + h * 0.6)} ${f(x + w)},${f(y + h * 0.8)}L${f(x + w)},${f(y + h)}L${f(x)},${f(y + h)}Z`;
    const cols = [
      ["#5b6b8c", "#3d6b45"],
      ["#7a5a6a", "#6b7a3a"],
      ["#4d4a7a", "#2f5a4a"],
      ["#4a6f7a", "#5a7a3a"],
    ][hue % 4];
    this.add(
      `<g clip-path="url(#${clip})"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="url(#${g})"/><circle cx="${f(x + w * 0.78)}" cy="${f(y + h * 0.25)}" r="${f(h * 0.08)}" fill="#fff8e0"/><path d="${m1}" fill="${cols[0]}"/><path d="${m2}" fill="${cols[1]}"/></g>`,
    );
  }

  button(
    x: number,
    y: number,
    label: string,
    { fill = "#3f51b5", color = "#fff", w = 96, h = 34, outline = false }: { fill?: string; color?: string; w?: number; h?: number; outline?: boolean } = {},
  ): void {
    this.rect(x, y, w, h, outline ? "#fff" : fill, { r: 6, stroke: outline ? fill : undefined, sw: 1.5 });
    this.text(x + w / 2, y + h / 2 + 5, label, { size: 13, color: outline ? fill : color, weight: 600, anchor: "middle" });
  }
}

function appBar(ui: Ui, top: number, title: string, color: string, links: string[] = ["Docs", "Examples", "GitHub"]): number {
  ui.rect(0, top, ui.w, 60, color);
  ui.text(32, top + 38, title, { size: 20, color: "#fff", weight: 700 });
  links.forEach((l, i) => ui.text(ui.w - 260 + i * 90, top + 36, l, { size: 14, color: "#ffffffcc" }));
  return top + 60;
}

// ------------------------------------------------------------------ 1 countdown
export function countdown() {
  const ui = new Ui(1200, 750, "countdown");
  let y = ui.browser({ url: "localhost:4200/countdown", title: "ngx-countdown-bar" });
  ui.rect(0, y, 1200, 750 - y, "#f4f5fb");
  y = appBar(ui, y, "ngx-countdown-bar", "#3f51b5");
  ui.text(80, y + 70, "Summer release countdown", { size: 28, weight: 700, color: "#1f2440" });
  ui.text(80, y + 100, "From 2023/06/26 16:24 to 2024/06/28 10:32", { size: 15, color: "#6b7090" });
  const units = [
    ["127", "Days"],
    ["08", "Hours"],
    ["45", "Minutes"],
    ["12", "Seconds"],
  ];
  units.forEach(([n, l], i) => {
    const x = 80 + i * 265;
    ui.card(x, y + 140, 235, 190, { r: 14 });
    ui.text(x + 117, y + 265, n, { size: 84, weight: 700, color: "#3f51b5", anchor: "middle", font: MONO });
    ui.text(x + 117, y + 310, l.toUpperCase(), { size: 15, weight: 600, color: "#8a8fb0", anchor: "middle" });
  });
  ui.text(80, y + 395, "Time left", { size: 14, color: "#6b7090" });
  ui.text(1120, y + 395, "36%", { size: 14, weight: 700, color: "#3f51b5", anchor: "end" });
  ui.rect(80, y + 408, 1040, 18, "#dfe2f3", { r: 9 });
  ui.rect(80, y + 408, 1040 * 0.36, 18, "#3f51b5", { r: 9 });
  ui.text(80, y + 460, "Time passed", { size: 14, color: "#6b7090" });
  ui.text(1120, y + 460, "64%", { size: 14, weight: 700, color: "#ff7043", anchor: "end" });
  ui.rect(80, y + 473, 1040, 18, "#fbe3da", { r: 9 });
  ui.rect(80, y + 473, 1040 * 0.64, 18, "#ff7043", { r: 9 });
  ui.text(80, y + 560, '<counter-progress [startDate]="start" [endDate]="end" progressbarSize="lg">', { size: 14, color: "#5a5f80", font: MONO });
  return ui.toSvg();
}

// ------------------------------------------------------------------ 2 paginator
export function paginator() {
  const ui = new Ui(1200, 750, "paginator");
  let y = ui.browser({ url: "localhost:4200/paginator", title: "ngx-simple-paginator" });
  ui.rect(0, y, 1200, 750 - y, "#fafafa");
  y = appBar(ui, y, "ngx-simple-paginator", "#00897b");
  const items = ["Introduction", "Installation", "Basic usage", "Templates", "Custom icons", "Events", "Accessibility"];
  ui.card(60, y + 30, 500, 520, { r: 10 });
  ui.text(90, y + 75, "Articles — page 3", { size: 20, weight: 700, color: "#263238" });
  items.forEach((t, i) => {
    const ry = y + 100 + i * 62;
    ui.rect(90, ry, 44, 44, ["#b2dfdb", "#ffe0b2", "#c5cae9", "#f8bbd0"][i % 4], { r: 22 });
    ui.text(150, ry + 19, `${i + 15}. ${t}`, { size: 15, weight: 600, color: "#37474f" });
    ui.lines(150, ry + 30, 360, 1, { h: 6 });
  });
  const right = 620;
  const demos: [label: string, draw: () => void][] = [
    [
      "template: default",
      () => {
        ui.button(right + 30, 0, "«", { w: 40, outline: true, fill: "#00897b" });
        ui.button(right + 78, 0, "‹", { w: 40, outline: true, fill: "#00897b" });
        ui.text(right + 190, 22, "3 di 12", { size: 16, weight: 600, color: "#263238", anchor: "middle" });
        ui.button(right + 262, 0, "›", { w: 40, fill: "#00897b" });
        ui.button(right + 310, 0, "»", { w: 40, fill: "#00897b" });
      },
    ],
    [
      "template: templateOne",
      () => {
        ui.button(right + 30, 0, "‹ Prev", { w: 100, outline: true, fill: "#00897b" });
        ui.text(right + 210, 22, "Page 3 of 12", { size: 15, color: "#455a64", anchor: "middle" });
        ui.button(right + 290, 0, "Next ›", { w: 100, fill: "#00897b" });
      },
    ],
    [
      "template: templateTwo",
      () => {
        ui.button(right + 30, 0, "‹", { w: 36, outline: true, fill: "#00897b" });
        [1, 2, 3, 4, 5].forEach((n, i) => ui.button(right + 74 + i * 44, 0, String(n), { w: 38, outline: n !== 3, fill: "#00897b" }));
        ui.button(right + 300, 0, "›", { w: 36, outline: true, fill: "#00897b" });
      },
    ],
  ];
  demos.forEach(([label, draw], i) => {
    const cy = y + 30 + i * 175;
    ui.card(right, cy, 520, 150, { r: 10 });
    ui.text(right + 30, cy + 40, label, { size: 14, color: "#78909c", font: MONO });
    ui.add(`<g transform="translate(0 ${cy + 72})">`);
    draw();
    ui.add("</g>");
  });
  return ui.toSvg();
}

// ------------------------------------------------------------------ 3 card slider
export function cardSlider() {
  const ui = new Ui(1200, 750, "card-slider");
  let y = ui.browser({ url: "localhost:4200/slider", title: "ngx-card-slider" });
  ui.rect(0, y, 1200, 750 - y, "#eef1f5");
  y = appBar(ui, y, "ngx-card-slider", "#5e35b1");
  ui.text(60, y + 60, "Latest stories", { size: 26, weight: 700, color: "#2d2a3e" });
  const titles = ["Sunrise on the ridge", "Reclaimed oak stool", "Lake at dawn", "Writing a paginator"];
  const tags = ["OUTDOOR", "WOODWORK", "TRAVEL", "CODE"];
  ui.text(60, y + 90, "spaceBetweenSlide: 12px · maxVisibleSlides: 3", { size: 13, color: "#7a7790", font: MONO });
  for (let i = 0; i < 4; i++) {
    const x = 60 + i * (340 + 12);
    ui.card(x, y + 115, 340, 400, { r: 12 });
    ui.thumb(x, y + 115, 340, 200, i);
    ui.rect(x + 16, y + 330, 86, 22, "#ede7f6", { r: 11 });
    ui.text(x + 59, y + 346, tags[i], { size: 11, weight: 700, color: "#5e35b1", anchor: "middle" });
    ui.text(x + 16, y + 385, titles[i], { size: 18, weight: 700, color: "#2d2a3e" });
    ui.lines(x + 16, y + 405, 300, 3, { gap: 16 });
    ui.text(x + 16, y + 495, "Read →", { size: 14, weight: 700, color: "#5e35b1" });
  }
  ui.rect(0, y + 110, 40, 420, "#eef1f5", { opacity: 0.6 });
  for (const [x, ch] of [
    [30, "‹"],
    [1170, "›"],
  ] as const) {
    ui.add(`<circle cx="${x}" cy="${y + 315}" r="24" fill="#fff" stroke="#d1c4e9"/>`);
    ui.text(x, y + 323, ch, { size: 24, color: "#5e35b1", anchor: "middle" });
  }
  ui.text(600, y + 570, "2 di 4", { size: 16, weight: 600, color: "#2d2a3e", anchor: "middle" });
  ui.button(490, y + 548, "‹", { w: 40, outline: true, fill: "#5e35b1" });
  ui.button(670, y + 548, "›", { w: 40, fill: "#5e35b1" });
  return ui.toSvg();
}

// ------------------------------------------------------------------ 4 filter table
export function filterTable() {
  const ui = new Ui(1200, 750, "filter-table");
  let y = ui.browser({ url: "localhost:4200/table", title: "ngx-filter-table" });
  ui.rect(0, y, 1200, 750 - y, "#f5f5f5");
  y = appBar(ui, y, "ngx-filter-table", "#1565c0");
  ui.card(60, y + 30, 1080, 560, { r: 8 });
  ui.text(90, y + 72, "People", { size: 22, weight: 700, color: "#212121" });
  // filter chips
  const chips = ["name: ma", "gender: f"];
  chips.forEach((c, i) => {
    ui.rect(200 + i * 140, y + 52, 126, 30, "#e3f2fd", { r: 15 });
    ui.text(216 + i * 140, y + 72, c, { size: 13, color: "#1565c0" });
    ui.text(310 + i * 140, y + 72, "×", { size: 15, color: "#1565c0" });
  });
  ui.text(1110, y + 72, "Clear all", { size: 13, weight: 600, color: "#1565c0", anchor: "end" });
  const cols: [name: string, x: number][] = [
    ["Name", 90],
    ["Surname", 330],
    ["Gender", 570],
    ["Actions", 810],
  ];
  ui.rect(60, y + 100, 1080, 52, "#fafafa");
  cols.forEach(([c, x]) => {
    ui.text(x, y + 132, c, { size: 14, weight: 700, color: "#424242" });
    if (c !== "Actions") ui.text(x + c.length * 9 + 14, y + 132, "⌕ ▾", { size: 13, color: "#9e9e9e" });
  });
  // the open filter box
  ui.card(90, y + 152, 220, 58, { r: 6 });
  ui.rect(104, y + 164, 192, 34, "#fff", { r: 4, stroke: "#1565c0", sw: 2 });
  ui.text(114, y + 186, "ma", { size: 14, color: "#212121" });
  ui.text(290, y + 186, "Find by", { size: 11, color: "#9e9e9e", anchor: "end" });
  const people = [
    ["Marco", "Rinaldi", "male"],
    ["Martina", "Ferri", "female"],
    ["Matteo", "Colombo", "male"],
    ["Marta", "Greco", "female"],
    ["Mattia", "Fontana", "male"],
  ];
  people.forEach(([n, s, g], i) => {
    const ry = y + 218 + i * 60;
    ui.rect(60, ry + 59, 1080, 1, "#e0e0e0");
    ui.text(90, ry + 36, n, { size: 15, color: "#212121" });
    ui.text(330, ry + 36, s, { size: 15, color: "#212121" });
    ui.text(570, ry + 36, g, { size: 15, color: "#616161" });
    ui.button(810, ry + 14, "view", { w: 74, h: 30, outline: true, fill: "#1565c0" });
    const disabled = i === 1 || i === 3;
    ui.button(896, ry + 14, "delete", { w: 84, h: 30, fill: disabled ? "#bdbdbd" : "#e53935" });
  });
  ui.text(700, y + 560, "Items per page:", { size: 13, color: "#616161" });
  ui.rect(810, y + 542, 56, 28, "#fff", { stroke: "#bdbdbd", r: 4 });
  ui.text(822, y + 561, "5 ▾", { size: 13, color: "#212121" });
  ui.text(900, y + 561, "1 – 5 of 6", { size: 13, color: "#616161" });
  ["|‹", "‹", "›", "›|"].forEach((c, i) => ui.text(1000 + i * 34, y + 561, c, { size: 15, color: i < 2 ? "#bdbdbd" : "#424242" }));
  return ui.toSvg();
}

// ------------------------------------------------------------------ 5 trail journal
export function trailJournal() {
  const ui = new Ui(1200, 750, "trail-journal");
  const y = ui.browser({ url: "trail-journal.example.dev/trips/tre-cime", title: "Trail Journal" });
  const { rnd } = ui;
  // topographic map
  ui.rect(0, y, 760, 750 - y, "#e9efd9");
  let topo = "";
  for (let k = 0; k < 16; k++) {
    const cx = 380 + rnd.range(-60, 60);
    const cy = 400 + rnd.range(-40, 40);
    const rx = 40 + k * 34;
    const pts = [];
    for (let a = 0; a < 24; a++) {
      const t = (a / 24) * Math.PI * 2;
      const r = 1 + 0.12 * Math.sin(t * 3 + k) + rnd.range(-0.04, 0.04);
      pts.push(`${f(cx + Math.cos(t) * rx * r)},${f(cy + Math.sin(t) * rx * 0.7 * r)}`);
    }
    topo += `<path d="M${pts.join("L")}Z" fill="${k < 4 ? "#d9d2bc" : "none"}" fill-opacity="${0.25 + k * 0.02}" stroke="#9aa67a" stroke-width="${k % 4 === 0 ? 1.6 : 0.8}" opacity="0.8"/>`;
  }
  ui.add(
    `<g clip-path="url(#mapclip)">${topo}<path d="M120,700C180,560 260,610 300,520S420,380 470,340S600,260 660,180" stroke="#e53935" stroke-width="5" fill="none" stroke-dasharray="14 8" stroke-linecap="round"/><path d="M540,${y}C560,300 520,400 600,500S700,640 760,700" stroke="#64b5f6" stroke-width="6" fill="none"/></g>`,
  );
  ui.defs.push(`<clipPath id="mapclip"><rect x="0" y="${y}" width="760" height="${750 - y}"/></clipPath>`);
  for (const [x, py, l] of [
    [120, 700, "Start"],
    [300, 520, "Rifugio"],
    [660, 180, "Forcella"],
  ] as const) {
    ui.add(`<circle cx="${x}" cy="${py}" r="10" fill="#fff" stroke="#e53935" stroke-width="4"/>`);
    ui.rect(x + 14, py - 28, l.length * 9 + 16, 24, "#fff", { r: 4, opacity: 0.9 });
    ui.text(x + 22, py - 11, l, { size: 13, weight: 600, color: "#3e2723" });
  }
  ui.rect(20, y + 20, 40, 80, "#fff", { r: 6 });
  ui.text(40, y + 50, "+", { size: 22, anchor: "middle", color: "#555" });
  ui.text(40, y + 88, "−", { size: 22, anchor: "middle", color: "#555" });
  // journal panel
  ui.rect(760, y, 440, 750 - y, "#ffffff");
  ui.rect(760, y, 1, 750 - y, "#ddd");
  ui.text(790, y + 50, "Tre Cime loop", { size: 24, weight: 700, color: "#3e2723" });
  ui.text(790, y + 76, "Day hike · Dolomiti", { size: 14, color: "#8d6e63" });
  const stats = [
    ["10.2 km", "distance"],
    ["+420 m", "ascent"],
    ["4h 05m", "moving"],
  ];
  stats.forEach(([v, l], i) => {
    ui.text(790 + i * 130, y + 125, v, { size: 20, weight: 700, color: "#2e7d32" });
    ui.text(790 + i * 130, y + 145, l, { size: 12, color: "#8d6e63" });
  });
  // elevation profile
  let prof = `M790,${y + 250}`;
  for (let i = 0; i <= 40; i++) prof += `L${f(790 + i * 9.5)},${f(y + 250 - 60 * Math.sin((i / 40) * Math.PI) - rnd.range(0, 14))}`;
  ui.add(`<path d="${prof}L1170,${y + 260}L790,${y + 260}Z" fill="#c8e6c9"/><path d="${prof}" stroke="#2e7d32" stroke-width="2" fill="none"/>`);
  const notes = [
    ["07:10", "Left the car at Auronzo, clear sky."],
    ["09:25", "Coffee at the rifugio, north faces in shade."],
    ["11:40", "Forcella: wind, marmots, great view."],
  ];
  notes.forEach(([t, n], i) => {
    const ny = y + 300 + i * 105;
    ui.card(790, ny, 380, 90, { r: 8, fill: "#fffaf3" });
    ui.text(808, ny + 30, t, { size: 13, weight: 700, color: "#e65100" });
    ui.text(860, ny + 30, n, { size: 13, color: "#4e342e" });
    ui.lines(808, ny + 48, 340, 2, { gap: 14, color: "#eadfd2", h: 6 });
  });
  return ui.toSvg();
}

// ------------------------------------------------------------------ 6 woodshop calculator
export function woodshopCalc() {
  const ui = new Ui(1200, 750, "woodshop-calc");
  let y = ui.browser({ url: "localhost:5173/cut-list", title: "Woodshop Calc" });
  ui.rect(0, y, 1200, 750 - y, "#f7f3ee");
  y = appBar(ui, y, "Woodshop Calc — cut list", "#6d4c41", ["Projects", "Boards", "Export"]);
  ui.card(40, y + 24, 640, 560, { r: 8 });
  ui.text(64, y + 62, "Stool — reclaimed oak", { size: 20, weight: 700, color: "#3e2723" });
  const head = ["Part", "Qty", "L × W × T (mm)", "Board"];
  const xs = [64, 250, 320, 560];
  ui.rect(40, y + 80, 640, 40, "#efebe9");
  head.forEach((h, i) => ui.text(xs[i], y + 106, h, { size: 13, weight: 700, color: "#5d4037" }));
  const rows = [
    ["Seat", "1", "380 × 380 × 38", "A"],
    ["Leg", "3", "460 × 45 × 45", "B"],
    ["Stretcher", "3", "300 × 30 × 30", "B"],
    ["Wedge", "3", "45 × 20 × 8", "C"],
    ["Seat batten", "2", "340 × 40 × 20", "C"],
    ["Plug", "6", "Ø 10 × 12", "C"],
  ];
  rows.forEach((r, i) => {
    const ry = y + 120 + i * 48;
    if (i % 2) ui.rect(40, ry, 640, 48, "#faf7f4");
    r.forEach((c, k) => ui.text(xs[k], ry + 30, c, { size: 14, color: "#3e2723", font: k === 2 ? MONO : SANS }));
  });
  ui.text(64, y + 450, "Total board feet: 4.6   Waste: 12%", { size: 15, weight: 700, color: "#6d4c41" });
  ui.button(64, y + 480, "Optimise", { fill: "#6d4c41", w: 120 });
  ui.button(196, y + 480, "Print", { fill: "#6d4c41", w: 90, outline: true });
  // board layout diagram
  ui.card(710, y + 24, 450, 560, { r: 8 });
  ui.text(734, y + 62, "Board layout", { size: 18, weight: 700, color: "#3e2723" });
  const boards: [name: string, length: number, parts: [length: number, color: string][]][] = [
    [
      "A",
      1200,
      [
        [380, "#ffcc80"],
        [380, "#ffcc80"],
      ],
    ],
    [
      "B",
      1600,
      [
        [460, "#a5d6a7"],
        [460, "#a5d6a7"],
        [460, "#a5d6a7"],
      ],
    ],
    [
      "C",
      900,
      [
        [340, "#90caf9"],
        [340, "#90caf9"],
        [45, "#ce93d8"],
        [45, "#ce93d8"],
      ],
    ],
  ];
  boards.forEach(([n, len, parts], i) => {
    const by = y + 100 + i * 150;
    const scale = 400 / 1600;
    ui.text(734, by, `Board ${n} — ${len} mm`, { size: 13, color: "#6d4c41" });
    ui.rect(734, by + 12, len * scale, 70, "#d7b48a", { stroke: "#8d6e63" });
    for (let k = 0; k < 6; k++) ui.rect(734, by + 20 + k * 11, len * scale, 1.5, "#b98f60", { opacity: 0.6 });
    let px = 734 + 4;
    for (const [pl, c] of parts) {
      ui.rect(px, by + 18, pl * scale - 3, 58, c, { opacity: 0.85, stroke: "#5d4037" });
      px += pl * scale + 2;
    }
  });
  return ui.toSvg();
}

// ------------------------------------------------------------------ 7 portfolio
export function portfolio() {
  const ui = new Ui(1200, 750, "portfolio");
  const y = ui.browser({ url: "www.example.dev", title: "Portfolio — front end developer" });
  ui.rect(0, y, 1200, 750 - y, "#f6f3ef");
  // sidebar
  ui.rect(0, y, 300, 750 - y, "#3e2a20");
  ui.add(
    `<circle cx="150" cy="${y + 110}" r="62" fill="#d9a679"/><circle cx="150" cy="${y + 96}" r="28" fill="#f1c9a5"/><path d="M104,${y + 160}q46,-50 92,0" fill="#4f6d8a"/><path d="M122,${y + 88}q28,-34 56,0q-6,-22 -28,-22q-22,0 -28,22z" fill="#3b2a22"/>`,
  );
  ui.text(150, y + 210, "FRONT END DEVELOPER", { size: 15, weight: 700, color: "#f3e6d8", anchor: "middle" });
  ui.lines(50, y + 235, 200, 3, { gap: 14, color: "#6b5244", h: 6 });
  ui.text(150, y + 300, "never give up", { size: 14, color: "#e0b98a", anchor: "middle" });
  for (let i = 0; i < 5; i++) ui.add(`<circle cx="${70 + i * 40}" cy="${y + 340}" r="15" fill="#5a4033"/>`);
  ui.text(150, y + 390, "hello@example.dev", { size: 13, color: "#e0b98a", anchor: "middle" });
  // main: timeline
  ui.text(360, y + 60, "Experience", { size: 28, weight: 700, color: "#3e2a20" });
  ui.rect(400, y + 90, 3, 560, "#d8c6b6");
  const items = [
    ["2021 — today", "Senior front end developer"],
    ["2017 — 2021", "Front end developer"],
    ["2013 — 2017", "Web developer"],
    ["2007 — 2013", "Junior developer"],
  ];
  items.forEach(([d, t], i) => {
    const iy = y + 110 + i * 140;
    ui.add(`<circle cx="401" cy="${iy + 30}" r="18" fill="#8b5e3c"/>`);
    ui.card(440, iy, 700, 115, { r: 8 });
    ui.text(464, iy + 34, d, { size: 14, weight: 700, color: "#8b5e3c" });
    ui.text(464, iy + 60, t, { size: 18, weight: 700, color: "#3e2a20" });
    ui.lines(464, iy + 78, 640, 2, { gap: 14, color: "#e5dbd1", h: 6 });
  });
  return ui.toSvg();
}

// ------------------------------------------------------------------ code editor
const CODE = [
  "import { paginate } from './paginate';",
  "",
  "/** Returns the visible page numbers around the current one. */",
  "export function visiblePages(current, total, max = 5) {",
  "  const half = Math.floor(max / 2);",
  "  let start = Math.max(1, current - half);",
  "  const end = Math.min(total, start + max - 1);",
  "  start = Math.max(1, end - max + 1);",
  "  return Array.from({ length: end - start + 1 }, (_, i) => start + i);",
  "}",
  "",
  "const countdown = (start, end, now = Date.now()) => {",
  "  const total = end - start;",
  "  const left = Math.max(0, end - now);",
  "  return {",
  "    days: Math.floor(left / 86400000),",
  "    hours: Math.floor(left / 3600000) % 24,",
  "    expired: left === 0,",
  "    pastPercentage: Math.round(100 - (left / total) * 100),",
  "  };",
  "};",
  "",
  "class Slider {",
  "  constructor(slides, { spaceBetweenSlide = 12 } = {}) {",
  "    this.slides = slides;",
  "    this.gap = spaceBetweenSlide;",
  "    this.index = 0;",
  "  }",
  "",
  "  offset(width) {",
  "    return -(width + this.gap) * this.index;",
  "  }",
  "}",
  "",
  "let greeting = 'never give up';",
  "console.log(greeting.toUpperCase()); // NEVER GIVE UP",
];

const KEYWORDS = new Set(["import", "from", "export", "function", "const", "let", "return", "class", "constructor", "this", "new", "if", "else"]);

/** Syntax-coloured spans for one line of the sample code. */
export function tokenize(line: string, theme: CodeTheme): [token: string, color: string][] {
  if (/^\s*(\/\*\*|\/\/)/.test(line)) return [[line, theme.comment]];
  const out: [string, string][] = [];
  const re = /(\/\/.*$)|('[^']*')|(\b\d+\b)|(\b[A-Za-z_]\w*\b)|(\s+)|([^\sA-Za-z_\d']+)/g;
  let m;
  while ((m = re.exec(line))) {
    const [tok] = m;
    let c = theme.text;
    if (m[1]) c = theme.comment;
    else if (m[2]) c = theme.string;
    else if (m[3]) c = theme.number;
    else if (m[4]) c = KEYWORDS.has(tok) ? theme.keyword : /^[A-Z]/.test(tok) ? theme.type : line[m.index + tok.length] === "(" ? theme.fn : theme.text;
    else if (m[6]) c = theme.punct;
    out.push([tok, c]);
  }
  return out;
}

export const DARK: CodeTheme = {
  bg: "#1e1f26",
  gutter: "#16171d",
  num: "#4b5063",
  text: "#d4d7e0",
  keyword: "#c792ea",
  string: "#c3e88d",
  number: "#f78c6c",
  comment: "#676e95",
  fn: "#82aaff",
  type: "#ffcb6b",
  punct: "#89ddff",
};
export const LIGHT: CodeTheme = {
  bg: "#fbfbf8",
  gutter: "#f0efe9",
  num: "#a9a9a0",
  text: "#2b2b2b",
  keyword: "#a626a4",
  string: "#50a14f",
  number: "#986801",
  comment: "#a0a1a7",
  fn: "#4078f2",
  type: "#c18401",
  punct: "#0184bc",
};

export function codeEditor(
  w: number,
  h: number,
  { theme = DARK, size = 18, start = 0, chrome = true, seed = "code" }: { theme?: CodeTheme; size?: number; start?: number; chrome?: boolean; seed?: string } = {},
): Ui {
  const ui = new Ui(w, h, seed);
  ui.rect(0, 0, w, h, theme.bg);
  let top = 0;
  if (chrome) {
    ui.rect(0, 0, w, 38, theme.gutter);
    ["#ff5f57", "#febc2e", "#28c840"].forEach((c, i) => ui.add(`<circle cx="${22 + i * 20}" cy="19" r="6" fill="${c}"/>`));
    ui.rect(90, 6, 170, 32, theme.bg, { r: 6 });
    ui.text(108, 27, "widgets.js", { size: 13, color: theme.text });
    top = 38;
  }
  const lh = size * 1.6;
  const gutterW = size * 3.2;
  ui.rect(0, top, gutterW, h - top, theme.gutter);
  const rows = Math.ceil((h - top) / lh);
  const cw = size * 0.602; // DejaVu Sans Mono advance width
  for (let r = 0; r < rows; r++) {
    const line = CODE[(start + r) % CODE.length];
    const y = top + lh * (r + 0.8);
    ui.text(gutterW - size * 0.6, y, String(r + 1), { size: size * 0.8, color: theme.num, anchor: "end", font: MONO });
    let x = gutterW + size;
    let spans = "";
    for (const [tok, c] of tokenize(line, theme)) {
      if (tok.trim()) spans += `<tspan x="${f(x)}" fill="${c}">${esc(tok)}</tspan>`;
      x += tok.length * cw;
    }
    if (spans) ui.add(`<text y="${f(y)}" font-family="${MONO}" font-size="${size}">${spans}</text>`);
    if (r === 14) ui.rect(gutterW + size + line.length * cw + 2, y - size * 0.9, 2, size * 1.1, theme.fn);
  }
  return ui;
}

export const PROJECTS: Record<string, () => string> = {
  countdown,
  paginator,
  "card-slider": cardSlider,
  "filter-table": filterTable,
  "trail-journal": trailJournal,
  "woodshop-calc": woodshopCalc,
  portfolio,
};
