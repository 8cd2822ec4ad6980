// Reclaimed-wood objects photographed in a workshop: wood grain is SVG turbulence stretched
// along the fibre and coloured with a brown ramp.
import { hexToRgb, shade } from "./color.ts";
import { f, linearGradient, radialGradient, SvgCanvas } from "./svg.ts";

export class Workshop extends SvgCanvas {
  /** The gradient that dims the corners, and the floor line, once background() has run. */
  dimId?: string;
  floorY?: number;

  /** A filter that paints the element's box with wood grain; horizontal fibres unless vertical. */
  wood({
    dark = "#5a3a22",
    light = "#a8774a",
    vertical = false,
    scale = 1,
    knots = true,
  }: { dark?: string; light?: string; vertical?: boolean; scale?: number; knots?: boolean } = {}): string {
    const id = this.id("wood");
    const [dr, dg, db] = hexToRgb(dark).map((v) => v / 255);
    const [lr, lg, lb] = hexToRgb(light).map((v) => v / 255);
    // channel = dark + (light - dark) * ramp(noise); turbulence noise sits mostly in 0..0.5
    const k = knots ? 2.6 : 2.2;
    const o = knots ? 0.05 : 0.27;
    const row = (d: number, l: number) => `${(k * (l - d)).toFixed(3)} 0 0 0 ${(d - o * k * (l - d)).toFixed(3)}`;
    const along = (0.0035 / scale).toFixed(4);
    const across = (0.09 / scale).toFixed(4);
    const bf = vertical ? `${across} ${along}` : `${along} ${across}`;
    const bf2 = vertical ? `${(0.5 / scale).toFixed(3)} ${(0.012 / scale).toFixed(4)}` : `${(0.012 / scale).toFixed(4)} ${(0.5 / scale).toFixed(3)}`;
    this.defs.push(
      `<filter id="${id}" x="0" y="0" width="1" height="1">` +
        `<feTurbulence type="${knots ? "turbulence" : "fractalNoise"}" baseFrequency="${bf}" numOctaves="3" seed="${this.rnd.int(1, 999)}" result="n"/>` +
        `<feColorMatrix in="n" type="matrix" values="${row(dr, lr)}  ${row(dg, lg)}  ${row(db, lb)}  0 0 0 0 1" result="c"/>` +
        `<feTurbulence type="fractalNoise" baseFrequency="${bf2}" numOctaves="2" seed="${this.rnd.int(1, 999)}" result="fib"/>` +
        `<feColorMatrix in="fib" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0.9 0 0 0 -0.35" result="fd"/>` +
        `<feComposite in="fd" in2="c" operator="atop" result="cf"/>` +
        `<feComposite in="cf" in2="SourceAlpha" operator="in"/></filter>`,
    );
    return id;
  }

  /** A rectangle (or any path) filled with a wood filter, plus a soft shade gradient. */
  board(d: string, woodId: string, { shadeTop = 0.08, shadeBottom = 0.25, edge = true }: { shadeTop?: number; shadeBottom?: number; edge?: boolean } = {}): string {
    const g = this.id("bs");
    this.defs.push(
      linearGradient(g, [
        [0, "#ffffff", shadeTop],
        [0.5, "#000000", 0],
        [1, "#000000", shadeBottom],
      ]),
    );
    return `<path d="${d}" fill="#000" filter="url(#${woodId})"/><path d="${d}" fill="url(#${g})"/>${
      edge ? `<path d="${d}" fill="none" stroke="#1c120b" stroke-opacity="0.55" stroke-width="2"/>` : ""
    }`;
  }

  /** Plank wall, a workbench top and a lamp spot behind the object. */
  background({
    floorY = this.h * 0.72,
    wall = ["#3b3129", "#6c5a48"],
    floor = ["#4a3423", "#8a6442"],
    spotX = 0.5,
    spotY = 0.35,
    dim = 0.45,
  }: { floorY?: number; wall?: [dark: string, light: string]; floor?: [dark: string, light: string]; spotX?: number; spotY?: number; dim?: number } = {}): void {
    const { w, h, rnd } = this;
    const wallWood = this.wood({ dark: wall[0], light: wall[1], vertical: true, scale: 1.4 });
    const floorWood = this.wood({ dark: floor[0], light: floor[1], scale: 1.2 });
    let s = "";
    const pw = w / rnd.int(6, 8);
    for (let x = -rnd.range(0, pw); x < w; x += pw) {
      s += `<rect x="${f(x)}" y="0" width="${f(pw - 3)}" height="${f(floorY)}" fill="#000" filter="url(#${wallWood})"/>`;
      s += `<rect x="${f(x + pw - 3)}" y="0" width="3" height="${f(floorY)}" fill="#120c08"/>`;
      for (const ny of [rnd.range(40, 90), rnd.range(floorY - 120, floorY - 60)])
        s += `<circle cx="${f(x + pw / 2 + rnd.range(-8, 8))}" cy="${f(ny)}" r="3" fill="#1a1410" opacity="0.8"/>`;
    }
    // a shelf with blurred jars and tools for depth
    const shelfY = floorY * rnd.range(0.28, 0.38);
    let props = `<rect x="${f(w * 0.05)}" y="${f(shelfY)}" width="${f(w * 0.9)}" height="14" fill="#2a1d14"/>`;
    for (let i = 0; i < 9; i++) {
      const x = w * (0.08 + i * 0.1) + rnd.range(-10, 10);
      const ht = rnd.range(40, 110);
      const c = rnd.pick(["#6f7d86", "#8a6a4a", "#4f5b4a", "#9c8f78", "#7a4a3a"]);
      props += rnd.chance(0.5)
        ? `<rect x="${f(x)}" y="${f(shelfY - ht)}" width="${f(ht * 0.6)}" height="${f(ht)}" rx="6" fill="${c}"/>`
        : `<path d="M${f(x)},${f(shelfY)}L${f(x + 8)},${f(shelfY - ht)}L${f(x + 30)},${f(shelfY - ht)}L${f(x + 40)},${f(shelfY)}Z" fill="${c}"/>`;
    }
    // hanging saw and square on the wall
    props += `<path d="M${f(w * 0.8)},${f(floorY * 0.5)}l${f(w * 0.14)},0l0,${f(floorY * 0.12)}l${f(-w * 0.1)},${f(floorY * 0.05)}z" fill="#9aa3a8"/>`;
    props += `<rect x="${f(w * 0.78)}" y="${f(floorY * 0.48)}" width="${f(w * 0.05)}" height="${f(floorY * 0.12)}" rx="10" fill="#5a3320"/>`;
    props += `<path d="M${f(w * 0.08)},${f(floorY * 0.5)}l0,${f(floorY * 0.3)}l12,0l0,${f(-floorY * 0.27)}l${f(w * 0.08)},0l0,-12z" fill="#b0b4b2"/>`;
    const blur = this.id("dof");
    this.defs.push(`<filter id="${blur}"><feGaussianBlur stdDeviation="4"/></filter>`);
    // floor boards seen slightly from above
    let fl = "";
    const rows = 6;
    for (let i = 0; i < rows; i++) {
      const y0 = floorY + (h - floorY) * Math.pow(i / rows, 1.3);
      const y1 = floorY + (h - floorY) * Math.pow((i + 1) / rows, 1.3);
      fl += `<rect x="0" y="${f(y0)}" width="${w}" height="${f(y1 - y0)}" fill="#000" filter="url(#${floorWood})"/><rect x="0" y="${f(y1 - 2)}" width="${w}" height="2" fill="#140d08" opacity="0.7"/>`;
    }
    const spot = this.id("spot");
    this.defs.push(
      radialGradient(
        spot,
        [
          [0, "#ffe2b0", 0.35],
          [0.5, "#ffd7a0", 0.12],
          [1, "#000", 0],
        ],
        { cx: spotX, cy: spotY, r: 0.6 },
      ),
    );
    const dimG = this.id("dim");
    this.defs.push(
      radialGradient(
        dimG,
        [
          [0.3, "#000", 0],
          [1, "#000", dim],
        ],
        { cx: spotX, cy: spotY, r: 0.8 },
      ),
    );
    this.add(`<g filter="url(#${blur})">${s}${props}</g>${fl}<rect x="0" y="${f(floorY - 6)}" width="${w}" height="10" fill="#000" opacity="0.35"/>`);
    this.add(`<rect width="${w}" height="${h}" fill="url(#${spot})"/>`);
    this.dimId = dimG;
    this.floorY = floorY;
  }

  shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.55): void {
    const g = this.id("sh");
    this.defs.push(
      radialGradient(g, [
        [0, "#000", opacity],
        [1, "#000", 0],
      ]),
    );
    this.add(`<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#${g})"/>`);
  }

  finish(): string {
    this.add(`<rect width="${this.w}" height="${this.h}" fill="url(#${this.dimId})"/>`);
    return this.toSvg();
  }
}

const rect = (x: number, y: number, w: number, h: number) => `M${f(x)},${f(y)}h${f(w)}v${f(h)}h${f(-w)}Z`;

/** Shabby-chic chest: plank box, lid, worn chalk paint, iron corners. */
export function shabbyChest() {
  const ws = new Workshop(1200, 900, "shabby-chest");
  ws.background({ floorY: 640, spotX: 0.45 });
  const x = 290;
  const y = 380;
  const w = 620;
  const h = 330;
  ws.shadow(x + w / 2 + 30, y + h + 4, w * 0.62, 40);
  const oak = ws.wood({ dark: "#4b2f1b", light: "#a06e42" });
  let s = "";
  // front planks
  const planks = 4;
  for (let i = 0; i < planks; i++) s += ws.board(rect(x, y + (h / planks) * i, w, h / planks - 2), oak);
  // top face of the lid in perspective
  const lid = `M${x - 14},${y}L${x + 30},${y - 70}L${x + w + 44},${y - 70}L${x + w + 14},${y}Z`;
  s += ws.board(lid, oak, { shadeTop: 0.2, shadeBottom: 0.05 });
  s += ws.board(rect(x - 14, y - 4, w + 28, 34), oak, { shadeTop: 0.1 });
  // the side face, darker
  const side = `M${x + w},${y + 30}L${x + w + 44},${y - 40}L${x + w + 44},${y + h - 70}L${x + w},${y + h}Z`;
  s += ws.board(side, oak, { shadeTop: 0, shadeBottom: 0.5 });
  s += `<path d="${side}" fill="#000" opacity="0.35"/>`;
  // worn chalk paint: masked by noise so the wood shows through at edges and random spots
  const paint = ws.id("paint");
  ws.defs.push(
    `<filter id="${paint}" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.012 0.09" numOctaves="4" seed="7" result="n"/>` +
      `<feColorMatrix in="n" type="matrix" values="0 0 0 0 0.86  0 0 0 0 0.87  0 0 0 0 0.8  -14 0 0 0 9.2" result="p"/>` +
      `<feComposite in="p" in2="SourceAlpha" operator="in"/></filter>`,
  );
  s += `<path d="${rect(x, y + 30, w, h - 30)}" fill="#000" filter="url(#${paint})" opacity="0.92"/>`;
  s += `<path d="${lid}" fill="#000" filter="url(#${paint})" opacity="0.85"/>`;
  // plank seams over the paint
  for (let i = 1; i < planks; i++) s += `<rect x="${x}" y="${f(y + (h / planks) * i - 2)}" width="${w}" height="3" fill="#2a1b10" opacity="0.7"/>`;
  // iron corners, handle and lock
  const iron = "#2b2a2a";
  for (const [cx, cy] of [
    [x, y + 30],
    [x + w - 60, y + 30],
    [x, y + h - 60],
    [x + w - 60, y + h - 60],
  ]) {
    s += `<rect x="${cx}" y="${cy}" width="60" height="60" fill="${iron}" opacity="0.95"/>`;
    for (const [dx, dy] of [
      [12, 12],
      [48, 12],
      [12, 48],
      [48, 48],
    ])
      s += `<circle cx="${cx + dx}" cy="${cy + dy}" r="4" fill="#6a6563"/>`;
  }
  s += `<rect x="${x + w / 2 - 34}" y="${y + 40}" width="68" height="80" rx="8" fill="${iron}"/><path d="M${x + w / 2},${y + 66}m-7,0a7,7 0 1,0 14,0a7,7 0 1,0 -14,0M${x + w / 2 - 4},${y + 70}l-4,28h16l-4,-28z" fill="#0c0b0b"/>`;
  s += `<path d="M${x + w + 10},${y + 120}q24,40 0,80" stroke="${iron}" stroke-width="10" fill="none"/>`;
  ws.add(s);
  return ws.finish();
}

/** Rustic chandelier: a reclaimed beam on chains with Edison bulbs. */
export function rusticChandelier() {
  const ws = new Workshop(1200, 1200, "rustic-chandelier");
  ws.background({ floorY: 1060, spotX: 0.5, spotY: 0.45, dim: 0.7, wall: ["#2c241e", "#58483a"] });
  const beam = ws.wood({ dark: "#3d2616", light: "#8e5e36", scale: 1.3 });
  let s = "";
  // chains from the ceiling
  for (const cx of [330, 870]) {
    for (let y = 0; y < 330; y += 22) s += `<ellipse cx="${cx}" cy="${y + 11}" rx="${y % 44 ? 4 : 8}" ry="11" fill="none" stroke="#1d1c1b" stroke-width="4"/>`;
  }
  s += ws.board(rect(180, 340, 840, 90), beam, { shadeTop: 0.15, shadeBottom: 0.4 });
  s += ws.board(`M180,340L220,310L1060,310L1020,340Z`, beam, { shadeTop: 0.25, shadeBottom: 0 });
  s += `<path d="M1020,340L1060,310L1060,400L1020,430Z" fill="#1c120a" opacity="0.9"/>`;
  // old nail holes and a bolt plate
  for (let i = 0; i < 8; i++) s += `<circle cx="${f(230 + i * 105 + ws.rnd.range(-20, 20))}" cy="${f(ws.rnd.range(360, 410))}" r="4" fill="#140c07"/>`;
  for (const cx of [330, 870]) s += `<rect x="${cx - 22}" y="322" width="44" height="28" fill="#2a2928"/><circle cx="${cx}" cy="336" r="6" fill="#77706a"/>`;
  // Edison bulbs on cords, staggered heights
  const bulbs = [
    [260, 640],
    [420, 740],
    [600, 600],
    [780, 760],
    [940, 660],
  ];
  for (const [bx, by] of bulbs) {
    const glow = ws.id("bg");
    ws.defs.push(
      radialGradient(glow, [
        [0, "#ffd27a", 0.85],
        [0.25, "#ffb04a", 0.35],
        [1, "#ff9a30", 0],
      ]),
    );
    s += `<circle cx="${bx}" cy="${by}" r="230" fill="url(#${glow})"/>`;
  }
  for (const [bx, by] of bulbs) {
    s += `<path d="M${bx},430L${bx},${by - 70}" stroke="#111" stroke-width="4"/>`;
    s += `<rect x="${bx - 16}" y="${by - 75}" width="32" height="38" rx="4" fill="#6b4b22"/><rect x="${bx - 16}" y="${by - 60}" width="32" height="4" fill="#3a2812"/>`;
    s += `<path d="M${bx - 16},${by - 38}C${bx - 60},${by} ${bx - 40},${by + 70} ${bx},${by + 72}C${bx + 40},${by + 70} ${bx + 60},${by} ${bx + 16},${by - 38}Z" fill="#ffcf7a" opacity="0.85"/>`;
    s += `<path d="M${bx - 8},${by - 10}q8,-30 16,0q-8,40 -16,0" stroke="#fff7d6" stroke-width="3" fill="none"/>`;
  }
  ws.add(s);
  return ws.finish();
}

/** Umbrella stand made of reclaimed slats, with two umbrellas. */
export function umbrellaStand() {
  const ws = new Workshop(1200, 1200, "umbrella-stand");
  ws.background({ floorY: 930, spotX: 0.5, spotY: 0.4 });
  const x = 430;
  const w = 340;
  const top = 520;
  const bottom = 1000;
  ws.shadow(x + w / 2 + 30, bottom + 6, w * 0.8, 40);
  let s = "";
  // umbrellas behind the front slats
  s += `<path d="M520,${top + 60}L470,230" stroke="#1f1f1f" stroke-width="12"/><path d="M470,230q-10,-80 -70,-60q-40,20 -10,60" stroke="#6a3b1f" stroke-width="16" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M500,${top + 40}Q470,420 520,${top + 40}Z" fill="#1c3f66"/><path d="M520,${top + 80}L490,380L560,${top + 60}Z" fill="#234d7a"/>`;
  s += `<path d="M690,${top + 60}L740,300" stroke="#2a2a2a" stroke-width="10"/><path d="M740,300q20,-70 80,-40q30,20 5,55" stroke="#2b2b2b" stroke-width="14" fill="none" stroke-linecap="round"/>`;
  s += `<path d="M660,${top + 80}L720,400L760,${top + 60}Z" fill="#8c2b2b"/>`;
  const tones = [
    ["#4a2e1a", "#9b6a3e"],
    ["#5a4030", "#a58a68"],
    ["#3e2a1c", "#7d5634"],
    ["#604a36", "#b39574"],
  ];
  const slats = 6;
  const sw = w / slats;
  for (let i = 0; i < slats; i++) {
    const [d, l] = ws.rnd.pick(tones);
    const wid = ws.wood({ dark: d, light: l, vertical: true });
    const h0 = top + ws.rnd.range(-20, 20);
    s += ws.board(
      `M${f(x + i * sw + 2)},${f(h0)}L${f(x + (i + 1) * sw - 2)},${f(h0 + ws.rnd.range(-8, 8))}L${f(x + (i + 1) * sw - 2)},${bottom}L${f(x + i * sw + 2)},${bottom}Z`,
      wid,
      { shadeTop: 0.1, shadeBottom: 0.3 },
    );
  }
  // side depth and two horizontal bands
  const side = ws.wood({ dark: "#3a2516", light: "#7a5232", vertical: true });
  s += ws.board(`M${x + w},${top + 10}L${x + w + 70},${top - 20}L${x + w + 70},${bottom - 30}L${x + w},${bottom}Z`, side);
  s += `<path d="M${x + w},${top + 10}L${x + w + 70},${top - 20}L${x + w + 70},${bottom - 30}L${x + w},${bottom}Z" fill="#000" opacity="0.4"/>`;
  for (const by of [top + 60, bottom - 80])
    s += `<rect x="${x - 6}" y="${by}" width="${w + 12}" height="26" fill="#2d2b29"/><path d="M${x + w + 6},${by}l64,-30v26l-64,30z" fill="#1d1b19"/>`;
  for (let i = 0; i < slats; i++) for (const by of [top + 73, bottom - 67]) s += `<circle cx="${f(x + i * sw + sw / 2)}" cy="${by}" r="4" fill="#8a8580"/>`;
  ws.add(s);
  return ws.finish();
}

/** Table lamp: stacked reclaimed blocks, a brass stem and a linen shade. */
export function tableLamp() {
  const ws = new Workshop(1200, 1200, "table-lamp");
  ws.background({ floorY: 860, spotX: 0.5, spotY: 0.35, dim: 0.65, wall: ["#2f2620", "#5e4c3c"] });
  const cx = 600;
  let s = "";
  const glow = ws.id("lg");
  ws.defs.push(
    radialGradient(glow, [
      [0, "#ffe0a0", 0.7],
      [0.4, "#ffc46e", 0.25],
      [1, "#ffb050", 0],
    ]),
  );
  s += `<circle cx="${cx}" cy="360" r="520" fill="url(#${glow})"/>`;
  // light cones up and down on the wall
  s += `<path d="M${cx - 180},260L${cx - 420},0L${cx + 420},0L${cx + 180},260Z" fill="#ffdca0" opacity="0.18"/>`;
  ws.add(s);
  ws.shadow(cx + 40, 1000, 320, 50, 0.6);
  s = "";
  const blocks = [
    [cx - 170, 900, 340, 100],
    [cx - 140, 810, 280, 90],
    [cx - 105, 735, 210, 75],
  ];
  for (const [bx, by, bw, bh] of blocks) {
    const wid = ws.wood({ dark: ws.rnd.pick(["#4a2e1a", "#5a3c26", "#3c2516"]), light: ws.rnd.pick(["#a0703f", "#b58a5c", "#8d5e36"]) });
    s += ws.board(`M${bx},${by}L${bx + 40},${by - 26}L${bx + bw + 40},${by - 26}L${bx + bw},${by}Z`, wid, { shadeTop: 0.3, shadeBottom: 0 });
    s += ws.board(rect(bx, by, bw, bh), wid);
    s += `<path d="M${bx + bw},${by}L${bx + bw + 40},${by - 26}L${bx + bw + 40},${by + bh - 26}L${bx + bw},${by + bh}Z" fill="#1a0f08" opacity="0.75"/>`;
  }
  // brass stem and switch
  s += `<rect x="${cx - 9}" y="470" width="18" height="240" fill="#b08d57"/><rect x="${cx - 3}" y="470" width="5" height="240" fill="#e8cf96" opacity="0.7"/>`;
  s += `<rect x="${cx - 20}" y="600" width="40" height="26" rx="6" fill="#8a6a3c"/>`;
  // drum shade, lit from within
  const shade1 = ws.id("shade");
  ws.defs.push(
    linearGradient(
      shade1,
      [
        [0, "#f6e3bf"],
        [0.5, "#fff1d4"],
        [1, "#d9bf90"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
  );
  s += `<path d="M${cx - 170},480L${cx - 130},200L${cx + 130},200L${cx + 170},480Z" fill="url(#${shade1})"/>`;
  const linen = ws.id("linen");
  ws.defs.push(
    `<filter id="${linen}" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.9 0.9" numOctaves="1" seed="3" result="n"/><feColorMatrix in="n" type="matrix" values="0 0 0 0 0.4  0 0 0 0 0.3  0 0 0 0 0.2  0.6 0 0 0 -0.2"/><feComposite in2="SourceAlpha" operator="in"/></filter>`,
  );
  s += `<path d="M${cx - 170},480L${cx - 130},200L${cx + 130},200L${cx + 170},480Z" fill="#000" filter="url(#${linen})" opacity="0.5"/>`;
  s += `<ellipse cx="${cx}" cy="480" rx="170" ry="16" fill="#ffe7b0"/><ellipse cx="${cx}" cy="200" rx="130" ry="10" fill="#cdb48a"/>`;
  ws.add(s);
  return ws.finish();
}

/** Three-legged stool with a thick round seat. */
export function stool() {
  const ws = new Workshop(1200, 900, "stool");
  ws.background({ floorY: 560, spotX: 0.5, spotY: 0.3 });
  const cx = 600;
  ws.shadow(cx + 30, 800, 300, 46);
  const legWood = ws.wood({ dark: "#3f2818", light: "#8e6038", vertical: true });
  const seatWood = ws.wood({ dark: "#4d301b", light: "#b07c4a", scale: 1.2 });
  let s = "";
  // back leg, then the stretcher, then the two front legs
  s += ws.board(`M${cx + 40},400L${cx + 70},400L${cx + 120},720L${cx + 92},722Z`, legWood);
  s += `<path d="M${cx - 150},620L${cx + 150},620" stroke="#5a3a22" stroke-width="16" stroke-linecap="round"/>`;
  s += ws.board(`M${cx - 120},420L${cx - 86},420L${cx - 170},800L${cx - 204},798Z`, legWood);
  s += ws.board(`M${cx + 86},420L${cx + 120},420L${cx + 204},800L${cx + 170},802Z`, legWood);
  // seat: top ellipse over a thick rim
  s += ws.board(`M${cx - 260},360L${cx - 260},420A260,70 0 0,0 ${cx + 260},420L${cx + 260},360Z`, seatWood, { shadeTop: 0, shadeBottom: 0.55 });
  s += ws.board(`M${cx - 260},360A260,70 0 1,1 ${cx + 260},360A260,70 0 1,1 ${cx - 260},360Z`, seatWood, { shadeTop: 0.25, shadeBottom: 0.05 });
  // growth rings visible on the seat: an old board glued from two halves
  s += `<path d="M${cx - 250},372Q${cx},340 ${cx + 250},350" stroke="#2a1a0e" stroke-width="3" fill="none" opacity="0.6"/>`;
  for (let i = 0; i < 3; i++)
    s += `<ellipse cx="${cx + 60 + i * 3}" cy="${362 + i}" rx="${30 + i * 22}" ry="${7 + i * 5}" fill="none" stroke="#3a2414" stroke-width="2" opacity="0.4"/>`;
  ws.add(s);
  return ws.finish();
}

export const WOODWORK = {
  "shabby-chest": shabbyChest,
  "rustic-chandelier": rusticChandelier,
  "umbrella-stand": umbrellaStand,
  "table-lamp": tableLamp,
  stool,
};

export { shade };
