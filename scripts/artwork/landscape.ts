// Building blocks for landscape artwork: sky, ridges, snow, forests, water, hills, sea.
// A Scene collects <defs> and body fragments; each helper appends to it in paint order.
import { mix, shade, jitter } from "./color.ts";
import type { Seed } from "./prng.ts";
import { f, fractal1d, linearGradient, type Point, polyline, radialGradient, sample, smoothPath, type Stop, svgDoc, SvgCanvas } from "./svg.ts";

/** The light of one time of day. */
export type TimeOfDay = {
  sky: Stop[];
  moon?: boolean;
  sun: { y: number; r: number; core: string; glow: string; glowSize: number };
  tint: string;
  tintAmt: number;
  dark: string;
  darkAmt: number;
  haze: string;
  shadow: string;
  snow: string;
  cloud: string;
  cloudShade: string;
  stars: number;
};

/** A peak on a ridge: x (0..1 of the width), height and half-width in px, p (1 sharp .. 2 round). */
export type Peak = { x: number; h: number; w: number; p?: number };
export type ProfileOptions = { base: number; peaks?: Peak[]; amp?: number; rough?: number; n?: number };
export type SnowOptions = { line: number; jag?: number; gullies?: number; amount?: number };
export type ForestOptions = { band?: number; size?: number; density?: number; color?: string; depth?: number; light?: boolean };
export type RidgeOptions = Partial<ProfileOptions> & {
  color: string;
  depth?: number;
  snow?: SnowOptions | null;
  facets?: number;
  texture?: number;
  trees?: ForestOptions | null;
  bottom?: number;
  grad?: number;
  strata?: boolean;
  /** The profile itself, instead of one made from the ProfileOptions. */
  points?: Point[];
};
export type HillOptions = { base: number; amp?: number; waves?: number; color: string; depth?: number; texture?: number; phase?: number; bottom?: number; stripes?: number };

/** Light and colour for each time of day. */
const TIME_TABLE = {
  dawn: {
    sky: [
      [0, "#2a3563"],
      [0.45, "#7d6a9f"],
      [0.78, "#e7a08c"],
      [1, "#ffd2a0"],
    ],
    sun: { y: 0.93, r: 0.022, core: "#fff4dc", glow: "#ffb27a", glowSize: 9 },
    tint: "#ffb19a",
    tintAmt: 0.22,
    dark: "#1b1733",
    darkAmt: 0.18,
    haze: "#d9a9b4",
    shadow: "#3a2e5f",
    snow: "#ffe6e2",
    cloud: "#f6c2b2",
    cloudShade: "#7d6b93",
    stars: 0.25,
  },
  morning: {
    sky: [
      [0, "#3a70b6"],
      [0.6, "#86b4dd"],
      [1, "#deedf4"],
    ],
    sun: { y: 0.45, r: 0.018, core: "#ffffff", glow: "#fff3cf", glowSize: 7 },
    tint: "#fff1d2",
    tintAmt: 0.1,
    dark: "#10182a",
    darkAmt: 0,
    haze: "#c6dcea",
    shadow: "#2b3d5e",
    snow: "#f6faff",
    cloud: "#ffffff",
    cloudShade: "#aab9cd",
    stars: 0,
  },
  noon: {
    sky: [
      [0, "#2560ab"],
      [0.55, "#69a1d7"],
      [1, "#cde3f1"],
    ],
    sun: { y: 0.08, r: 0.018, core: "#ffffff", glow: "#fffbe8", glowSize: 6 },
    tint: "#ffffff",
    tintAmt: 0,
    dark: "#10182a",
    darkAmt: 0,
    haze: "#bcd6ea",
    shadow: "#25395a",
    snow: "#ffffff",
    cloud: "#ffffff",
    cloudShade: "#a6b6cb",
    stars: 0,
  },
  golden: {
    sky: [
      [0, "#4a7ab4"],
      [0.5, "#a3bfd6"],
      [0.82, "#efd3a2"],
      [1, "#f7c27f"],
    ],
    sun: { y: 0.72, r: 0.02, core: "#fffbe8", glow: "#ffd28a", glowSize: 8 },
    tint: "#ffc980",
    tintAmt: 0.22,
    dark: "#1a1424",
    darkAmt: 0.05,
    haze: "#e4cda6",
    shadow: "#3a3352",
    snow: "#fff0d6",
    cloud: "#fff1d8",
    cloudShade: "#9c8fa6",
    stars: 0,
  },
  dusk: {
    sky: [
      [0, "#1b234d"],
      [0.35, "#573d77"],
      [0.68, "#c95e6c"],
      [0.88, "#f39a57"],
      [1, "#ffc274"],
    ],
    sun: { y: 0.985, r: 0.03, core: "#fff0c0", glow: "#ff8a4a", glowSize: 10 },
    tint: "#ff9868",
    tintAmt: 0.3,
    dark: "#1a1030",
    darkAmt: 0.38,
    haze: "#b66a7a",
    shadow: "#2a1c42",
    snow: "#ffc3ae",
    cloud: "#ffb08a",
    cloudShade: "#5b3d6e",
    stars: 0.15,
  },
  night: {
    sky: [
      [0, "#03060f"],
      [0.6, "#0b1631"],
      [1, "#1f3156"],
    ],
    moon: true,
    sun: { y: 0.3, r: 0.014, core: "#f3f1e6", glow: "#9fb3d9", glowSize: 5 },
    tint: "#7189bd",
    tintAmt: 0.32,
    dark: "#050a18",
    darkAmt: 0.72,
    haze: "#1c2c4e",
    shadow: "#000008",
    snow: "#8ea2c6",
    cloud: "#2a3a5c",
    cloudShade: "#0b1226",
    stars: 1,
  },
} satisfies Record<string, TimeOfDay>;
export type TimeName = keyof typeof TIME_TABLE;
export const TIMES: Record<TimeName, TimeOfDay> = TIME_TABLE;

export class Scene extends SvgCanvas {
  seedInt: number;
  time: TimeOfDay;
  timeName: TimeName;
  horizon: number;
  sunX: number;
  sunY: number;
  /** Where the body splits into what lies above the water and the water (see water()). */
  split: number | null;
  /** The clip path of the last ridge drawn. */
  lastClip?: string;

  constructor(w: number, h: number, seed: Seed, time: TimeName) {
    super(w, h, seed);
    this.seedInt = this.rnd.int(1, 9999);
    this.time = TIMES[time];
    this.timeName = time;
    this.horizon = h * 0.6;
    this.sunX = w * 0.5;
    this.sunY = h * 0.3;
    this.split = null;
  }

  /** Colour of a surface of base colour `c` at depth 0 (near) .. 1 (far) under this light. */
  lit(c: string, depth = 0): string {
    const t = this.time;
    let out = mix(c, t.tint, t.tintAmt);
    out = mix(out, t.dark, t.darkAmt);
    return mix(out, t.haze, Math.min(1, depth) * 0.85);
  }

  /** SVG documents to render: one, or two when water mirrors what lies above it. */
  override toSvg(aboveHref?: string): string {
    if (this.split == null) return svgDoc(this.w, this.h, this.defs, this.body);
    if (!aboveHref) return svgDoc(this.w, this.h, this.defs, this.body.slice(0, this.split));
    return svgDoc(
      this.w,
      this.h,
      this.defs,
      this.body.slice(this.split).map((b) => b.replaceAll("__ABOVE__", aboveHref)),
    );
  }

  // ---------------------------------------------------------------- sky
  sky({ horizon = this.h * 0.6, sunX = this.rnd.range(0.15, 0.85), clouds = 0.4, sun = true }: { horizon?: number; sunX?: number; clouds?: number; sun?: boolean } = {}): void {
    const { w, h, time } = this;
    this.horizon = horizon;
    const g = this.id("sky");
    // the gradient spans the whole sky down to the horizon, so the glow colours sit behind ridges
    this.defs.push(
      linearGradient(
        g,
        time.sky.map(([o, c]): Stop => [o, c]),
        { x1: 0, y1: 0, x2: 0, y2: horizon, units: "userSpaceOnUse" },
      ),
    );
    this.add(`<rect width="${w}" height="${h}" fill="url(#${g})"/>`);
    this.sunX = w * sunX;
    this.sunY = horizon * time.sun.y;
    if (time.stars > 0) this.stars(time.stars);
    if (sun) this.sunDisc();
    if (clouds > 0) this.clouds(clouds);
  }

  stars(density: number): void {
    const { w, rnd } = this;
    const n = Math.round(900 * density * (w / 1600));
    let s = "";
    for (let i = 0; i < n; i++) {
      const x = rnd.range(0, w);
      const y = Math.pow(rnd.next(), 1.5) * this.horizon * 0.95;
      const big = rnd.chance(0.04);
      const r = big ? rnd.range(1.1, 1.8) : rnd.range(0.35, 0.9);
      const a = (big ? 0.9 : rnd.range(0.25, 0.8)) * (1 - y / this.horizon) ** 0.6;
      const c = rnd.pick(["#ffffff", "#fff4e0", "#dfe8ff", "#ffffff"]);
      s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${c}" opacity="${a.toFixed(2)}"/>`;
    }
    this.add(`<g>${s}</g>`);
    if (density >= 1) this.milkyWay();
  }

  milkyWay() {
    const { w, h, rnd } = this;
    const fl = this.id("mw");
    const m = this.id("mwm");
    const x1 = rnd.range(0.1, 0.4) * w;
    const x2 = rnd.range(0.6, 0.9) * w;
    this.defs.push(
      `<filter id="${fl}" x="0" y="0" width="${w}" height="${f(this.horizon)}" filterUnits="userSpaceOnUse"><feTurbulence type="fractalNoise" baseFrequency="0.006 0.012" numOctaves="4" seed="${this.seedInt}"/><feColorMatrix type="matrix" values="0 0 0 0 0.85  0 0 0 0 0.85  0 0 0 0 1  1.6 0 0 0 -0.55"/></filter>`,
      linearGradient(
        m,
        [
          [0, "#fff", 0],
          [0.42, "#fff", 0.55],
          [0.5, "#fff", 0.8],
          [0.58, "#fff", 0.55],
          [1, "#fff", 0],
        ],
        {
          x1: x1,
          y1: 0,
          x2: x1 + h * 0.35,
          y2: h * 0.25,
          units: "userSpaceOnUse",
        },
      ),
    );
    const mask = this.id("mwk");
    this.defs.push(`<mask id="${mask}"><rect width="${w}" height="${h}" fill="url(#${m})"/></mask>`);
    this.add(
      `<g mask="url(#${mask})" opacity="0.45" transform="rotate(${f(rnd.range(-25, 25))} ${f((x1 + x2) / 2)} ${f(h * 0.3)})"><rect width="${w}" height="${this.horizon}" filter="url(#${fl})"/></g>`,
    );
  }

  sunDisc() {
    const { w, time, sunX, sunY } = this;
    const g = this.id("glow");
    const r = w * time.sun.r;
    this.defs.push(
      radialGradient(g, [
        [0, time.sun.glow, 0.9],
        [0.2, time.sun.glow, 0.4],
        [0.5, time.sun.glow, 0.12],
        [1, time.sun.glow, 0],
      ]),
    );
    const gr = r * time.sun.glowSize;
    this.add(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(gr)}" fill="url(#${g})"/>`);
    if (time.moon) {
      this.add(
        `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(r)}" fill="${time.sun.core}"/><circle cx="${f(sunX + r * 0.35)}" cy="${f(sunY - r * 0.1)}" r="${f(r * 0.22)}" fill="#d8d6c8" opacity="0.5"/><circle cx="${f(sunX - r * 0.3)}" cy="${f(sunY + r * 0.3)}" r="${f(r * 0.15)}" fill="#d8d6c8" opacity="0.45"/>`,
      );
    } else {
      const b = this.id("bloom");
      this.defs.push(
        radialGradient(b, [
          [0, "#ffffff", 1],
          [0.3, "#ffffff", 0.95],
          [0.45, time.sun.core, 0.6],
          [1, time.sun.glow, 0],
        ]),
      );
      this.add(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(r * 2.6)}" fill="url(#${b})"/>`);
    }
  }

  clouds(cover: number): void {
    const { w, h, time, rnd } = this;
    const fl = this.id("cl");
    const m = this.id("clm");
    const cumulus = rnd.chance(0.5);
    const fx = cumulus ? rnd.range(0.003, 0.0045) : rnd.range(0.0016, 0.0026);
    const fy = cumulus ? fx * rnd.range(1.6, 2.2) : rnd.range(0.006, 0.011);
    const bf = `${(fx * (1600 / w)).toFixed(5)} ${(fy * (1600 / w)).toFixed(5)}`;
    const k = cumulus ? 5 : 2.4 + cover * 1.2;
    const bias = cumulus ? -(2.9 - cover * 1.6) : -(1.25 - cover * 0.75);
    // noise -> alpha threshold gives soft cloud banks; a second pass shades their bellies
    this.defs.push(
      `<filter id="${fl}" x="0" y="0" width="${w}" height="${f(this.horizon)}" filterUnits="userSpaceOnUse">` +
        `<feTurbulence type="fractalNoise" baseFrequency="${bf}" numOctaves="4" seed="${this.seedInt}" result="n"/>` +
        `<feColorMatrix in="n" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  ${k} 0 0 0 ${bias}" result="a"/>` +
        `<feFlood flood-color="${time.cloud}" result="c"/><feComposite in="c" in2="a" operator="in" result="lit"/>` +
        `<feOffset in="a" dy="${f(h * 0.012)}" result="ao"/><feComposite in="a" in2="ao" operator="out" result="top"/>` +
        `<feFlood flood-color="${time.cloudShade}" flood-opacity="0.55" result="s"/><feComposite in="s" in2="ao" operator="in" result="belly"/>` +
        `<feMerge><feMergeNode in="lit"/><feMergeNode in="belly"/></feMerge></filter>`,
      linearGradient(
        m,
        [
          [0, "#fff", 0.95],
          [0.65, "#fff", 0.7],
          [1, "#fff", 0],
        ],
        {
          x1: 0,
          y1: 0,
          x2: 0,
          y2: this.horizon,
          units: "userSpaceOnUse",
        },
      ),
    );
    const mask = this.id("clk");
    this.defs.push(`<mask id="${mask}"><rect width="${w}" height="${h}" fill="url(#${m})"/></mask>`);
    this.add(`<g mask="url(#${mask})"><rect width="${w}" height="${f(this.horizon)}" filter="url(#${fl})"/></g>`);
  }

  // ---------------------------------------------------------------- ridges
  /**
   * Profile y(x) for a ridge: base line, minus shaped peaks, plus fractal detail.
   * peaks: [{ x (0..1), h (px), w (px), p (1 sharp .. 2 round) }]
   */
  profile({ base, peaks = [], amp = 40, rough = 0.55, n = 256 }: ProfileOptions): Point[] {
    const fr = fractal1d(this.rnd, n, rough);
    const fine = fractal1d(this.rnd, 512, 0.62);
    const m = this.w * 0.02;
    const pts: Point[] = [];
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      const x = -m + t * (this.w + 2 * m);
      let y = base - amp * sample(fr, t) - amp * 0.18 * sample(fine, t);
      for (const pk of peaks) {
        const d = Math.abs(x - pk.x * this.w) / pk.w;
        y -= pk.h * Math.exp(-Math.pow(d, pk.p ?? 1.3));
      }
      pts.push([x, y]);
    }
    return pts;
  }

  /** Profile from a function of x (plus a little fractal detail). */
  profileFn(fn: (x: number) => number, { n = 512, detail = 6 }: { n?: number; detail?: number } = {}): Point[] {
    const fine = fractal1d(this.rnd, 512, 0.62);
    const m = this.w * 0.02;
    const pts: Point[] = [];
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      const x = -m + t * (this.w + 2 * m);
      pts.push([x, fn(x) - detail * sample(fine, t)]);
    }
    return pts;
  }

  ridge(opts: RidgeOptions): Point[] {
    const { color, depth = 0.5, snow = null, facets = 0.35, texture = 0.35, trees = null, bottom = this.h, grad = 0.12, strata = false } = opts;
    // a profile dipping below the layer's bottom edge would draw an inverted sliver there
    // Without points, a ridge is given the options of its profile (a base at least).
    const pts = (opts.points ?? this.profile(opts as ProfileOptions)).map(([x, y]): Point => [x, Math.min(y, bottom)]);
    const c = this.lit(color, depth);
    const g = this.id("rg");
    const minY = Math.min(...pts.map((p) => p[1]));
    this.defs.push(
      linearGradient(
        g,
        [
          [0, shade(c, grad)],
          [1, shade(c, -grad)],
        ],
        { x1: 0, y1: minY, x2: 0, y2: bottom, units: "userSpaceOnUse" },
      ),
    );
    const outline = [...pts, [pts[pts.length - 1][0], bottom + 2], [pts[0][0], bottom + 2]];
    const clip = this.id("rc");
    const d = polyline(outline, true);
    this.defs.push(`<clipPath id="${clip}"><path d="${d}"/></clipPath>`);
    this.lastClip = clip;
    let rock = `<path d="${d}" fill="url(#${g})"/>`;
    if (strata) rock += this.strataLines(pts, bottom, depth);
    if (texture > 0) rock = `<g filter="url(#${this.rockFilter(texture * (1 - depth * 0.6), depth, minY - 4, bottom)})">${rock}</g>`;
    let inner = rock;
    if (snow) inner += this.snowCap(pts, snow, depth);
    if (facets > 0) inner += this.facetShadows(pts, bottom, facets, depth);
    this.add(`<g clip-path="url(#${clip})">${inner}</g>`);
    if (trees) this.forest(pts, { ...trees, depth });
    return pts;
  }

  rockFilter(strength: number, depth: number, y0 = 0, y1 = this.h): string {
    const id = this.id("rock");
    const s = (1 + depth * 2).toFixed(2);
    const top = Math.max(0, y0);
    this.defs.push(
      `<filter id="${id}" x="0" y="${f(top)}" width="${this.w}" height="${f(Math.min(this.h, y1) - top)}" filterUnits="userSpaceOnUse">` +
        `<feTurbulence type="fractalNoise" baseFrequency="${(0.035 * Number(s)).toFixed(4)} ${(0.022 * Number(s)).toFixed(4)}" numOctaves="3" seed="${this.rnd.int(1, 999)}" result="n"/>` +
        `<feColorMatrix in="n" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  ${(1.7 * strength).toFixed(2)} 0 0 0 ${(-0.75 * strength).toFixed(2)}" result="d"/>` +
        `<feComposite in="d" in2="SourceAlpha" operator="in" result="dd"/>` +
        `<feColorMatrix in="n" type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 ${(-1.4 * strength).toFixed(2)} 0 0 ${(0.5 * strength).toFixed(2)}" result="l"/>` +
        `<feComposite in="l" in2="SourceAlpha" operator="in" result="ll"/>` +
        `<feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="dd"/><feMergeNode in="ll"/></feMerge></filter>`,
    );
    return id;
  }

  snowCap(pts: Point[], { line, jag = 40, gullies = 14, amount = 1 }: SnowOptions, depth: number): string {
    const { rnd } = this;
    const fr = fractal1d(rnd, 256, 0.72);
    const spikes: { x: number; d: number; wd: number }[] = [];
    for (let i = 0; i < gullies; i++) {
      spikes.push({ x: rnd.range(0, this.w), d: rnd.range(10, 60) * amount, wd: rnd.range(6, 30) });
    }
    const top: Point[] = [];
    const low: Point[] = [];
    for (const [x, y] of pts) {
      let s = line + jag * sample(fr, x / this.w);
      for (const sp of spikes) s += sp.d * Math.pow(Math.max(0, 1 - Math.abs(x - sp.x) / sp.wd), 2.2);
      // lower, flatter snow reaches less far down: fade with the local slope
      top.push([x, y]);
      low.push([x, Math.max(y, s)]);
    }
    const snow = this.lit(this.time.snow, depth * 0.8);
    const g = this.id("sn");
    const minY = Math.min(...pts.map((p) => p[1]));
    this.defs.push(
      linearGradient(
        g,
        [
          [0, shade(snow, 0.05)],
          [1, shade(snow, -0.12)],
        ],
        { x1: 0, y1: minY, x2: 0, y2: line + jag + 100, units: "userSpaceOnUse" },
      ),
    );
    return `<path d="${polyline([...top, ...low.reverse()], true)}" fill="url(#${g})"/>`;
  }

  strataLines(pts: Point[], bottom: number, depth: number): string {
    const { rnd } = this;
    let s = "";
    const c = shade(this.lit("#6b6259", depth), -0.2);
    for (let i = 0; i < 38; i++) {
      const x = rnd.range(0, this.w);
      const top = sample(
        pts.map((p) => p[1]),
        (x + this.w * 0.02) / (this.w * 1.04),
      );
      const len = rnd.range(30, 200);
      const pts2: Point[] = [];
      for (let k = 0; k <= 6; k++) pts2.push([x + rnd.range(-3, 3) + k * rnd.range(-1, 1), top + (len * k) / 6]);
      s += `<path d="${polyline(pts2)}" stroke="${c}" stroke-width="${f(rnd.range(0.8, 2.4))}" fill="none" opacity="${rnd.range(0.25, 0.6).toFixed(2)}"/>`;
    }
    void bottom;
    return s;
  }

  /** Shadowed faces on the side of each peak that looks away from the sun. */
  facetShadows(pts: Point[], bottom: number, opacity: number, depth: number): string {
    const { rnd } = this;
    const dir = this.sunX < this.w / 2 ? 1 : -1; // sun on the left -> right-hand faces in shade
    const raw = pts.map((p) => p[1]);
    const ys = raw.map((_, i) => {
      let s = 0;
      let n = 0;
      for (let k = Math.max(0, i - 2); k <= Math.min(raw.length - 1, i + 2); k++) {
        s += raw[k];
        n++;
      }
      return s / n;
    });
    const win = 7;
    const peaks: number[] = [];
    for (let i = 1; i < pts.length - 1; i++) {
      let isPeak = true;
      for (let k = Math.max(0, i - win); k <= Math.min(pts.length - 1, i + win); k++) if (ys[k] < ys[i]) isPeak = false;
      if (isPeak) peaks.push(i);
    }
    let s = "";
    const col = this.lit(this.time.shadow, depth * 0.5);
    peaks.forEach((pi, n) => {
      const next = peaks[n + dir] ?? (dir > 0 ? pts.length - 1 : 0);
      // the valley: the lowest point between this peak and the next one on the shadow side
      let vi = pi;
      for (let k = pi; k !== next; k += dir) if (ys[k] > ys[vi]) vi = k;
      if (Math.abs(vi - pi) < 2) return;
      const [px, py] = pts[pi];
      const [vx, vy] = pts[vi];
      const drop = Math.max(vy - py, 20);
      const endY = Math.min(bottom, vy + drop * rnd.range(0.3, 0.7) + 20);
      const ridgePart: Point[] = [];
      for (let k = pi; k !== vi; k += dir) ridgePart.push(pts[k]);
      ridgePart.push(pts[vi]);
      const fr = fractal1d(rnd, 16, 0.65);
      const crestEnd = px + (vx - px) * rnd.range(0.35, 0.75);
      const crest: Point[] = [];
      for (let k = 0; k <= 16; k++) {
        const t = k / 16;
        crest.push([px + (crestEnd - px) * t + fr[k] * Math.abs(vx - px) * 0.18, py + (endY - py) * t]);
      }
      const valleyEnd = [vx + (vx - px) * 0.05, endY];
      const g = this.id("fs");
      this.defs.push(
        linearGradient(
          g,
          [
            [0, col, opacity],
            [0.7, col, opacity * 0.8],
            [1, col, 0],
          ],
          { x1: 0, y1: py, x2: 0, y2: endY, units: "userSpaceOnUse" },
        ),
      );
      s += `<path d="${polyline([...ridgePart, valleyEnd, ...crest.reverse()], true)}" fill="url(#${g})"/>`;
    });
    return s;
  }

  // ---------------------------------------------------------------- trees
  conifer(x: number, y: number, hgt: number, color: string): string {
    const w = hgt * 0.32;
    const tiers = 4;
    const pts = [[x, y - hgt]];
    for (let i = 1; i <= tiers; i++) {
      const ty = y - hgt + (hgt * 0.9 * i) / tiers;
      const tw = (w / 2) * (i / tiers);
      pts.push([x + tw, ty], [x + tw * 0.45, ty - hgt * 0.05]);
    }
    const left = pts
      .slice(1)
      .map(([px, py]) => [2 * x - px, py])
      .reverse();
    const trunk = `<rect x="${f(x - hgt * 0.025)}" y="${f(y - hgt * 0.12)}" width="${f(hgt * 0.05)}" height="${f(hgt * 0.14)}" fill="${shade(color, -0.3)}"/>`;
    return `${trunk}<path d="${polyline([...pts, [x, y - hgt * 0.08], ...left], true)}" fill="${color}"/>`;
  }

  forest(pts: Point[], { band = 60, size = 30, density = 1, color = "#24402c", depth = 0.3, light = true }: ForestOptions): void {
    const { rnd, w } = this;
    const ys = pts.map((p) => p[1]);
    const at = (x: number) => sample(ys, (x + w * 0.02) / (w * 1.04));
    const n = Math.round((w / size) * 2.2 * density * (band / 60 + 0.5));
    const trees: [number, number, number][] = [];
    for (let i = 0; i < n; i++) {
      const x = rnd.range(-10, w + 10);
      const y = at(x) + rnd.range(size * 0.15, band);
      trees.push([x, y, size * rnd.range(0.7, 1.3)]);
    }
    trees.sort((a, b) => a[1] - b[1]);
    const base = this.lit(color, depth);
    let s = "";
    for (const [x, y, sz] of trees) s += this.conifer(x, y, sz, jitter(base, rnd, 6));
    // sunlit edge: a faint lighter copy shifted toward the sun would be costly; a haze overlay suffices
    this.add(`<g>${s}</g>`);
    void light;
  }

  // ---------------------------------------------------------------- water
  water({ y, tint = "#2f5d7a", strength = 0.45, ripples = 1, wobble = 7 }: { y: number; tint?: string; strength?: number; ripples?: number; wobble?: number }): void {
    const { w, h, rnd } = this;
    // The scene above the waterline is rasterised first (see renderScene) and mirrored as an
    // <image>: re-rendering it through <use> would run every texture filter twice.
    this.split = this.body.length;
    const clip = this.id("wc");
    this.defs.push(`<clipPath id="${clip}"><rect x="0" y="${f(y)}" width="${w}" height="${f(h - y)}"/></clipPath>`);
    const fl = this.id("wf");
    this.defs.push(
      `<filter id="${fl}" x="0" y="${f(y)}" width="${w}" height="${f(h - y)}" filterUnits="userSpaceOnUse">` +
        `<feTurbulence type="fractalNoise" baseFrequency="0.004 0.12" numOctaves="2" seed="${this.seedInt}" result="t"/>` +
        `<feDisplacementMap in="SourceGraphic" in2="t" scale="${wobble}" xChannelSelector="R" yChannelSelector="G" result="d"/>` +
        `<feGaussianBlur in="d" stdDeviation="0.5 1.5"/></filter>`,
    );
    const tg = this.id("wt");
    const wt = this.lit(tint, 0);
    this.defs.push(
      linearGradient(
        tg,
        [
          [0, wt, strength * 0.55],
          [1, shade(wt, -0.35), Math.min(0.95, strength * 1.6)],
        ],
        {
          x1: 0,
          y1: y,
          x2: 0,
          y2: h,
          units: "userSpaceOnUse",
        },
      ),
    );
    let rip = "";
    const rc = this.lit("#e6eef4", 0.2);
    for (let i = 0; i < 220 * ripples; i++) {
      const t = Math.pow(rnd.next(), 1.6);
      const ry = y + 3 + t * (h - y);
      const len = rnd.range(10, 60) * (0.4 + t * 2);
      const rx = rnd.range(-20, w);
      rip += `<rect x="${f(rx)}" y="${f(ry)}" width="${f(len)}" height="${f(0.6 + t * 1.4)}" fill="${rc}" opacity="${rnd.range(0.06, 0.24).toFixed(2)}"/>`;
    }
    this.add(`<image x="0" y="0" width="${w}" height="${h}" preserveAspectRatio="none" href="__ABOVE__"/>`);
    this.add(
      `<g clip-path="url(#${clip})"><rect x="0" y="${f(y)}" width="${w}" height="${f(h - y)}" fill="${shade(wt, -0.2)}"/>` +
        `<g filter="url(#${fl})"><image x="0" y="0" width="${w}" height="${h}" preserveAspectRatio="none" transform="matrix(1 0 0 -1 0 ${f(2 * y)})" href="__ABOVE__"/></g>` +
        `<rect x="0" y="${f(y)}" width="${w}" height="${f(h - y)}" fill="url(#${tg})"/>${rip}` +
        `<rect x="0" y="${f(y)}" width="${w}" height="1.2" fill="${rc}" opacity="0.3"/></g>`,
    );
  }

  /** Open sea from the horizon line down, with a glitter path under the sun. */
  sea({ y, color = "#1f5f8b", far = "#7fb0cc" }: { y: number; color?: string; far?: string }): void {
    const { w, h, rnd } = this;
    const g = this.id("sea");
    this.defs.push(
      linearGradient(
        g,
        [
          [0, this.lit(far, 0.3)],
          [0.35, this.lit(color, 0.1)],
          [1, shade(this.lit(color, 0), -0.25)],
        ],
        {
          x1: 0,
          y1: y,
          x2: 0,
          y2: h,
          units: "userSpaceOnUse",
        },
      ),
    );
    let waves = "";
    const wc = this.lit("#e8f2f8", 0.1);
    for (let i = 0; i < 420; i++) {
      const t = Math.pow(rnd.next(), 1.7);
      const wy = y + 2 + t * (h - y);
      const len = rnd.range(6, 30) * (0.3 + t * 3);
      waves += `<rect x="${f(rnd.range(-30, w))}" y="${f(wy)}" width="${f(len)}" height="${f(0.5 + t * 2)}" fill="${wc}" opacity="${rnd.range(0.06, 0.28).toFixed(2)}"/>`;
    }
    let glitter = "";
    const gc = this.time.sun.core;
    for (let i = 0; i < 260; i++) {
      const t = Math.pow(rnd.next(), 1.3);
      const gy = y + 2 + t * (h - y);
      const spread = 20 + t * w * 0.12;
      const gx = this.sunX + rnd.gauss() * spread;
      const len = rnd.range(4, 22) * (0.4 + t * 2.5);
      glitter += `<rect x="${f(gx)}" y="${f(gy)}" width="${f(len)}" height="${f(0.6 + t * 1.8)}" fill="${gc}" opacity="${rnd.range(0.25, 0.8).toFixed(2)}"/>`;
    }
    this.add(`<rect x="0" y="${f(y)}" width="${w}" height="${f(h - y)}" fill="url(#${g})"/>${waves}<g opacity="${this.timeName === "noon" ? 0.35 : 0.8}">${glitter}</g>`);
  }

  // ---------------------------------------------------------------- ground
  /** A smooth rolling hill band (Tuscany, meadows). */
  hill({ base, amp = 60, waves = 2.5, color, depth = 0.3, texture = 0.7, phase = this.rnd.range(0, 6), bottom = this.h, stripes = 0 }: HillOptions): Point[] {
    const { w, rnd } = this;
    const pts: Point[] = [];
    const n = 48;
    const fr = fractal1d(rnd, 64, 0.5);
    for (let i = 0; i <= n; i++) {
      const t = i / n;
      const x = -20 + t * (w + 40);
      const y = base - amp * (0.6 * Math.sin(phase + t * waves * Math.PI * 2) + 0.4 * Math.sin(phase * 1.7 + t * waves * 4.1)) - amp * 0.4 * sample(fr, t);
      pts.push([x, y]);
    }
    const d = `${smoothPath(pts)}L${w + 20},${bottom + 2}L-20,${bottom + 2}Z`;
    const c = this.lit(color, depth);
    const g = this.id("hg");
    const minY = Math.min(...pts.map((p) => p[1]));
    const lightSide = this.sunX < w / 2 ? 0 : 1;
    this.defs.push(
      linearGradient(
        g,
        [
          [0, shade(c, 0.12)],
          [1, shade(c, -0.18)],
        ],
        { x1: lightSide, y1: 0, x2: 1 - lightSide, y2: 1 },
      ),
    );
    const clip = this.id("hc");
    this.defs.push(`<clipPath id="${clip}"><path d="${d}"/></clipPath>`);
    let inner = `<path d="${d}" fill="url(#${g})"/>`;
    if (stripes > 0) {
      // crop rows following the hill
      const sc = shade(c, -0.12);
      for (let k = 1; k <= stripes; k++) {
        const off = (k / stripes) * (bottom - minY) * 1.1;
        const row = pts.map(([x, y]) => [x, y + off * (0.7 + 0.3 * Math.sin(x / 200 + k))]);
        inner += `<path d="${smoothPath(row)}" stroke="${sc}" stroke-width="${f(1 + k * 0.4)}" fill="none" opacity="0.45"/>`;
      }
    }
    // soft shadow in the troughs: darker where the crest dips
    const fl = texture ? this.grassFilter(depth, minY - 4, bottom, texture) : null;
    this.add(`<g${fl ? ` filter="url(#${fl})"` : ""}><g clip-path="url(#${clip})">${inner}</g></g>`);
    return pts;
  }

  grassFilter(depth: number, y0 = 0, y1 = this.h, k = 1): string {
    const id = this.id("grass");
    const s = 1 + depth * 3;
    const top = Math.max(0, y0);
    this.defs.push(
      `<filter id="${id}" x="0" y="${f(top)}" width="${this.w}" height="${f(Math.min(this.h, y1) - top)}" filterUnits="userSpaceOnUse">` +
        `<feTurbulence type="fractalNoise" baseFrequency="${(0.04 * s).toFixed(3)} ${(0.12 * s).toFixed(3)}" numOctaves="3" seed="${this.rnd.int(1, 999)}" result="n"/>` +
        `<feColorMatrix in="n" type="matrix" values="0 0 0 0 0  0 0 0 0 0.05  0 0 0 0 0  ${(1.1 * k).toFixed(2)} 0 0 0 ${(-0.5 * k).toFixed(2)}" result="d"/>` +
        `<feComposite in="d" in2="SourceAlpha" operator="in" result="dd"/>` +
        `<feTurbulence type="fractalNoise" baseFrequency="0.004 0.01" numOctaves="2" seed="${this.rnd.int(1, 999)}" result="m"/>` +
        `<feColorMatrix in="m" type="matrix" values="0 0 0 0 0.95  0 0 0 0 0.95  0 0 0 0 0.7  0 ${(0.9 * k).toFixed(2)} 0 0 ${(-0.45 * k).toFixed(2)}" result="l"/>` +
        `<feComposite in="l" in2="SourceAlpha" operator="in" result="ll"/>` +
        `<feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="ll"/><feMergeNode in="dd"/></feMerge></filter>`,
    );
    return id;
  }

  /** Foreground meadow with flowers and rocks. */
  meadow({ base, amp = 30, color = "#4f7a35", flowers = 80, rocks = 4 }: { base: number; amp?: number; color?: string; flowers?: number; rocks?: number }): Point[] {
    const { w, h, rnd } = this;
    const pts = this.hill({ base, amp, waves: 1.2, color, depth: 0, bottom: h, texture: 0.8 });
    const ys = pts.map((p) => p[1]);
    const at = (x: number) => sample(ys, (x + 20) / (w + 40));
    let s = "";
    for (let i = 0; i < rocks; i++) {
      const x = rnd.range(0, w);
      const y = at(x) + rnd.range(20, h - at(x));
      const r = rnd.range(12, 45) * (0.5 + (y - base) / (h - base));
      const rc = this.lit(rnd.pick(["#8a8479", "#77736c", "#9a9288"]), 0);
      const rp: Point[] = [];
      for (let k = 0; k < 9; k++) {
        const a = Math.PI + (k / 8) * Math.PI;
        rp.push([x + Math.cos(a) * r * rnd.range(0.8, 1.2), y + Math.sin(a) * r * 0.7 * rnd.range(0.8, 1.2)]);
      }
      s += `<ellipse cx="${f(x)}" cy="${f(y + 2)}" rx="${f(r * 1.1)}" ry="${f(r * 0.18)}" fill="#000" opacity="0.25"/>`;
      s += `<path d="${smoothPath(rp, true)}" fill="${rc}"/><path d="${smoothPath(rp.slice(4), false)}" fill="none" stroke="${shade(rc, -0.3)}" stroke-width="${f(r * 0.3)}" opacity="0.35"/>`;
    }
    for (let i = 0; i < flowers; i++) {
      const x = rnd.range(0, w);
      const t = Math.pow(rnd.next(), 0.8);
      const y = at(x) + 6 + t * (h - at(x));
      const r = 0.8 + t * 3.2;
      const c = this.lit(rnd.pick(["#f7f3e8", "#f4d03f", "#b388d8", "#f2f2f2", "#e8a1c0", "#f4d03f"]), 0);
      s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${c}" opacity="0.9"/>`;
    }
    this.add(s);
    return pts;
  }

  /** Horizontal mist band, soft. */
  mist(y: number, height: number, opacity = 0.5, color: string = this.time.haze): void {
    const g = this.id("mist");
    this.defs.push(
      linearGradient(g, [
        [0, color, 0],
        [0.5, color, opacity],
        [1, color, 0],
      ]),
    );
    this.add(`<rect x="0" y="${f(y - height / 2)}" width="${this.w}" height="${f(height)}" fill="url(#${g})"/>`);
  }

  /** Darken corners slightly, like a lens. */
  vignette(strength = 0.35): void {
    const g = this.id("vig");
    this.defs.push(
      radialGradient(
        g,
        [
          [0.55, "#000", 0],
          [1, "#000", strength],
        ],
        { r: 0.75 },
      ),
    );
    this.add(`<rect width="${this.w}" height="${this.h}" fill="url(#${g})"/>`);
  }
}
