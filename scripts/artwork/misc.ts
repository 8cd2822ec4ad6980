// Hobby tiles, the owner's avatar illustration, the code background and the demo slides.
import type { Seed } from "./prng.ts";
import { Scene, type TimeName } from "./landscape.ts";
import { Workshop } from "./woodwork.ts";
import { codeEditor, DARK, LIGHT } from "./screens.ts";
import { f, linearGradient, radialGradient, svgDoc } from "./svg.ts";

/** Mountains with a lake: used by the outdoor hobby tile and the slides. */
export function mountainLake(w: number, h: number, seed: Seed, time: TimeName, { lake = true, tent = false }: { lake?: boolean; tent?: boolean } = {}): Scene {
  const sc = new Scene(w, h, seed, time);
  const k = h / 1067;
  sc.sky({ horizon: h * 0.62, clouds: sc.rnd.range(0.2, 0.4), sunX: 0.75 });
  sc.ridge({
    base: h * 0.5,
    amp: 40 * k,
    color: "#8a8a96",
    depth: 0.6,
    facets: 0.3,
    snow: { line: h * 0.36, jag: 20 * k, gullies: 12 },
    peaks: [
      { x: 0.3, h: h * 0.22, w: w * 0.12 },
      { x: 0.62, h: h * 0.3, w: w * 0.1 },
    ],
  });
  sc.ridge({
    base: h * 0.6,
    amp: 40 * k,
    color: "#3f5a38",
    depth: 0.2,
    facets: 0.2,
    texture: 0.2,
    trees: { band: 50 * k + 20, size: Math.max(14, 34 * k), density: 3, color: "#1f3a26" },
  });
  if (lake) sc.water({ y: h * 0.64, tint: "#2f6b80", strength: 0.45 });
  sc.meadow({ base: h * 0.88, amp: 14 * k, color: "#5d7e3b", flowers: 60, rocks: 2 });
  if (tent) {
    const x = w * 0.18;
    const y = h * 0.93;
    const s = h * 0.16;
    sc.add(
      `<path d="M${f(x - s)},${f(y)}L${f(x)},${f(y - s * 0.8)}L${f(x + s)},${f(y)}Z" fill="${sc.lit("#e0662f", 0)}"/><path d="M${f(x)},${f(y - s * 0.8)}L${f(x + s)},${f(y)}L${f(x + s * 0.25)},${f(y)}Z" fill="${sc.lit("#a8431c", 0)}"/><path d="M${f(x - s * 0.2)},${f(y)}L${f(x)},${f(y - s * 0.45)}L${f(x + s * 0.2)},${f(y)}Z" fill="#2a1c14"/>`,
    );
  }
  sc.vignette(0.3);
  return sc;
}

/** The owner's avatar: a flat, stylised illustration (not a portrait of anyone). */
export function owner() {
  const w = 600;
  const defs = [
    radialGradient(
      "bg",
      [
        [0, "#f0c98f"],
        [1, "#c9834f"],
      ],
      { cx: 0.5, cy: 0.35, r: 0.75 },
    ),
    linearGradient("jacket", [
      [0, "#4f6d8a"],
      [1, "#2f465c"],
    ]),
    linearGradient("skin", [
      [0, "#f2c9a2"],
      [1, "#e0ad84"],
    ]),
    linearGradient("hair", [
      [0, "#4a3124"],
      [1, "#2e1d15"],
    ]),
  ];
  const b = [];
  b.push(`<rect width="${w}" height="${w}" fill="url(#bg)"/>`);
  // soft mountain motif behind the figure
  b.push(`<path d="M0,430L120,300L200,380L320,240L450,380L520,320L600,400L600,600L0,600Z" fill="#b8733f" opacity="0.45"/>`);
  b.push(`<circle cx="470" cy="150" r="44" fill="#fbe6c0" opacity="0.8"/>`);
  // shoulders and jacket
  b.push(`<path d="M90,600C100,470 190,420 300,420C410,420 500,470 510,600Z" fill="url(#jacket)"/>`);
  b.push(
    `<path d="M250,430L300,520L350,430Z" fill="#f4efe6"/><path d="M300,520L250,430L215,445L270,600Z" fill="#3d566e"/><path d="M300,520L350,430L385,445L330,600Z" fill="#3d566e"/>`,
  );
  // neck and head
  b.push(`<path d="M262,360L262,440Q300,462 338,440L338,360Z" fill="#d9a078"/>`);
  b.push(`<ellipse cx="300" cy="285" rx="92" ry="110" fill="url(#skin)"/>`);
  b.push(`<ellipse cx="208" cy="295" rx="16" ry="26" fill="#e3ad86"/><ellipse cx="392" cy="295" rx="16" ry="26" fill="#e3ad86"/>`);
  // hair and short beard
  b.push(`<path d="M206,268C196,170 260,140 310,146C370,150 410,190 396,268C388,230 370,206 340,200C300,214 250,208 226,196C214,214 210,240 206,268Z" fill="url(#hair)"/>`);
  b.push(
    `<path d="M214,300C220,380 260,398 300,398C340,398 380,380 386,300C380,340 356,352 340,346C320,338 280,338 260,346C244,352 220,340 214,300Z" fill="#3a271d" opacity="0.85"/>`,
  );
  // glasses, eyes, brows, nose, smile
  b.push(
    `<rect x="232" y="264" width="56" height="40" rx="12" fill="#ffffff" fill-opacity="0.15" stroke="#1f1f1f" stroke-width="5"/><rect x="312" y="264" width="56" height="40" rx="12" fill="#ffffff" fill-opacity="0.15" stroke="#1f1f1f" stroke-width="5"/><path d="M288,280Q300,272 312,280" stroke="#1f1f1f" stroke-width="5" fill="none"/>`,
  );
  b.push(`<circle cx="260" cy="285" r="6" fill="#2a1d16"/><circle cx="340" cy="285" r="6" fill="#2a1d16"/>`);
  b.push(
    `<path d="M236,250Q258,238 282,248" stroke="#2e1d15" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M318,248Q342,238 364,250" stroke="#2e1d15" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  );
  b.push(`<path d="M300,292Q292,322 302,330" stroke="#c98b66" stroke-width="5" fill="none" stroke-linecap="round"/>`);
  b.push(`<path d="M272,354Q300,372 328,354" stroke="#f7e4d8" stroke-width="6" fill="none" stroke-linecap="round"/>`);
  return svgDoc(w, w, defs, b);
}

/** Hobby tile: software — a laptop with code on a desk. */
export function hobbySoftware() {
  const ui = codeEditor(800, 600, { theme: DARK, size: 15, start: 3, chrome: false, seed: "hobby-software" });
  const svg = ui.toSvg();
  // draw the editor as the laptop screen, in perspective, on a wooden desk
  const screen = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
  const defs = [
    linearGradient("wall", [
      [0, "#2e3440"],
      [1, "#434c5e"],
    ]),
    linearGradient("desk", [
      [0, "#8d6443"],
      [1, "#5a3d27"],
    ]),
    radialGradient(
      "lamp",
      [
        [0, "#ffe7b8", 0.45],
        [1, "#ffe7b8", 0],
      ],
      { cx: 0.8, cy: 0.2, r: 0.7 },
    ),
  ];
  const b = [
    `<rect width="800" height="600" fill="url(#wall)"/>`,
    `<rect width="800" height="600" fill="url(#lamp)"/>`,
    `<rect x="0" y="430" width="800" height="170" fill="url(#desk)"/>`,
    `<rect x="160" y="70" width="480" height="320" rx="14" fill="#1b1c20"/>`,
    `<image x="176" y="86" width="448" height="288" preserveAspectRatio="xMinYMin slice" href="${screen}"/>`,
    `<path d="M110,412L690,412L740,452L60,452Z" fill="#c3c6cc"/><path d="M60,452L740,452L740,460L60,460Z" fill="#8d9096"/>`,
    `<path d="M150,392L650,392L690,412L110,412Z" fill="#a9acb2"/>`,
    `<rect x="350" y="422" width="100" height="20" rx="4" fill="#b3b6bc"/>`,
    // coffee mug and a plant
    `<rect x="640" y="380" width="60" height="70" rx="8" fill="#e9e4da"/><path d="M700,395q26,0 26,22q0,22 -26,22" stroke="#e9e4da" stroke-width="8" fill="none"/><ellipse cx="670" cy="382" rx="30" ry="6" fill="#4a2f1c"/>`,
    `<path d="M70,440L60,360L120,360L110,440Z" fill="#c86f4a"/><path d="M90,360C60,300 40,280 30,250C70,270 90,300 90,360C100,290 120,260 150,240C140,290 110,320 90,360Z" fill="#4f7a3a"/>`,
  ];
  return svgDoc(800, 600, defs, b);
}

/** Hobby tile: handicraft — yarn balls and knitting needles on a table, from above. */
export function hobbyHandicraft() {
  const ws = new Workshop(800, 600, "hobby-handicraft");
  const table = ws.wood({ dark: "#7a5634", light: "#c9a070", scale: 1.5 });
  let s = "";
  for (let i = 0; i < 5; i++)
    s += `<rect x="0" y="${i * 120}" width="800" height="118" fill="#000" filter="url(#${table})"/><rect x="0" y="${i * 120 + 118}" width="800" height="2" fill="#4a3320"/>`;
  const balls: [x: number, y: number, r: number, dark: string, light: string][] = [
    [250, 260, 120, "#c0392b", "#e25b4b"],
    [470, 330, 100, "#2e86ab", "#5aaed0"],
    [620, 190, 80, "#f1c40f", "#f7dc6f"],
    [180, 470, 70, "#8e44ad", "#b072c9"],
  ];
  for (const [x, y, r, dark, light] of balls) {
    const g = ws.id("yb");
    ws.defs.push(
      radialGradient(
        g,
        [
          [0, light],
          [0.7, dark],
          [1, "#1e1e1e"],
        ],
        { cx: 0.35, cy: 0.35, r: 0.75 },
      ),
    );
    s += `<ellipse cx="${x + r * 0.25}" cy="${y + r * 0.3}" rx="${r}" ry="${r * 0.9}" fill="#000" opacity="0.3"/>`;
    s += `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#${g})"/>`;
    // wound strands
    for (let k = 0; k < 16; k++) {
      const a = (k / 16) * Math.PI;
      s += `<ellipse cx="${x}" cy="${y}" rx="${f(r * 0.96)}" ry="${f(r * (0.25 + (k % 4) * 0.18))}" transform="rotate(${f((a * 180) / Math.PI)} ${x} ${y})" fill="none" stroke="${light}" stroke-width="2" opacity="0.35"/>`;
    }
  }
  // a loose strand and knitting needles through a swatch
  s += `<path d="M370,260C430,200 520,420 560,330S640,260 700,300" stroke="#e25b4b" stroke-width="5" fill="none"/>`;
  s += `<rect x="420" y="430" width="220" height="120" rx="6" fill="#e25b4b" transform="rotate(-8 530 490)"/>`;
  for (let k = 0; k < 10; k++) s += `<path d="M${430 + k * 21},440l10,14l10,-14" stroke="#a8352a" stroke-width="3" fill="none" transform="rotate(-8 530 490)"/>`;
  s += `<path d="M360,430L760,370" stroke="#d9d9d9" stroke-width="8" stroke-linecap="round"/><circle cx="760" cy="370" r="10" fill="#6d4c41"/>`;
  s += `<path d="M380,560L770,480" stroke="#cfcfcf" stroke-width="8" stroke-linecap="round"/><circle cx="770" cy="480" r="10" fill="#6d4c41"/>`;
  ws.add(s);
  ws.defs.push(
    radialGradient("hv", [
      [0.5, "#000", 0],
      [1, "#000", 0.45],
    ]),
  );
  ws.add(`<rect width="800" height="600" fill="url(#hv)"/>`);
  return svgDoc(800, 600, ws.defs, ws.body);
}

/** Hobby tile / slide: a hand plane on a board with shavings in the workshop. */
export function workbench(w: number, h: number, seed: Seed): string {
  const ws = new Workshop(w, h, seed);
  ws.background({ floorY: h * 0.55, spotX: 0.5, spotY: 0.3 });
  const bench = ws.wood({ dark: "#6a4528", light: "#b98a58", scale: 1.3 });
  let s = "";
  s += ws.board(`M0,${f(h * 0.62)}L${w},${f(h * 0.62)}L${w},${h}L0,${h}Z`, bench, { shadeTop: 0.2, shadeBottom: 0.4 });
  const cx = w * 0.5;
  const cy = h * 0.72;
  const k = h / 600;
  // board being planed
  const board = ws.wood({ dark: "#8a5a30", light: "#d8a86a", scale: 1 });
  s += ws.board(`M${f(cx - 300 * k)},${f(cy)}L${f(cx + 320 * k)},${f(cy - 20 * k)}L${f(cx + 330 * k)},${f(cy + 40 * k)}L${f(cx - 290 * k)},${f(cy + 62 * k)}Z`, board);
  // a bench plane seen from the side: iron body, rear tote, front knob, angled blade
  const P = (x: number, y: number) => `${f(cx + x * k)},${f(cy + y * k)}`;
  s += `<ellipse cx="${f(cx + 20 * k)}" cy="${f(cy + 8 * k)}" rx="${f(170 * k)}" ry="${f(12 * k)}" fill="#000" opacity="0.35"/>`;
  s += `<path d="M${P(-150, 0)}L${P(170, -14)}L${P(166, -46)}L${P(-146, -34)}Z" fill="#2f3b46"/>`;
  s += `<path d="M${P(-146, -34)}L${P(166, -46)}L${P(164, -52)}L${P(-144, -40)}Z" fill="#7d8d9a"/>`;
  s += `<path d="M${P(-20, -40)}L${P(40, -44)}L${P(70, -110)}L${P(52, -114)}Z" fill="#aeb8bf"/>`;
  s += `<path d="M${P(-10, -42)}L${P(30, -45)}L${P(52, -96)}L${P(34, -98)}Z" fill="#46545f"/>`;
  s += `<path d="M${P(80, -48)}C${P(84, -120)} ${P(150, -128)} ${P(152, -60)}L${P(140, -52)}C${P(136, -104)} ${P(100, -102)} ${P(96, -50)}Z" fill="#8a4b2a"/>`;
  s += `<ellipse cx="${f(cx - 110 * k)}" cy="${f(cy - 58 * k)}" rx="${f(22 * k)}" ry="${f(24 * k)}" fill="#8a4b2a"/><ellipse cx="${f(cx - 116 * k)}" cy="${f(cy - 64 * k)}" rx="${f(8 * k)}" ry="${f(10 * k)}" fill="#b06a40"/>`;
  // thin curled shavings
  for (let i = 0; i < 7; i++) {
    const x = cx + ws.rnd.range(-300, 300) * k;
    const y = cy + ws.rnd.range(30, 120) * k;
    const r = ws.rnd.range(12, 22) * k;
    s += `<path d="M${f(x - r * 2)},${f(y + r * 0.2)}C${f(x - r)},${f(y - r * 0.4)} ${f(x + r * 0.8)},${f(y - r)} ${f(x + r * 0.8)},${f(y - r * 0.1)}S${f(x - r * 0.4)},${f(y + r * 0.5)} ${f(x - r * 0.2)},${f(y - r * 0.3)}" stroke="#f0cf9c" stroke-width="${f(5 * k)}" fill="none" opacity="0.9" stroke-linecap="round"/>`;
  }
  ws.add(s);
  return ws.finish();
}

/** The dark editor background used behind the js-doc pages. */
export function jsCodeBg() {
  return codeEditor(1600, 900, { theme: DARK, size: 20, start: 0, chrome: false, seed: "js-code-bg" }).toSvg();
}

export function codeSlide() {
  return codeEditor(910, 400, { theme: LIGHT, size: 15, start: 11, seed: "slide-code" }).toSvg();
}
