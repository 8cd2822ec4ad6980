// Landmarks drawn on a Scene: dolomite towers, a volcano with smoke, cliff villages,
// cypress trees, farmhouses, boats, huts and animals.
import { mix, shade, jitter } from "./color.ts";
import type { Scene, SnowOptions } from "./landscape.ts";
import { f, fractal1d, linearGradient, type Point, polyline, sample, smoothPath } from "./svg.ts";

/** One rock tower: centre x, base and top y, half-widths at base and top, and a lean of its summit. */
export type Tower = { cx: number; base: number; top: number; hwB: number; hwT?: number; tilt?: number };
/** A boat at (x, y) of a size. */
export type Boat = readonly [x: number, y: number, size: number];

/** Three (or more) sheer rock towers in the style of the Tre Cime. */
export function towers(sc: Scene, list: Tower[], { color = "#b8b0a2", depth = 0.2 }: { color?: string; depth?: number } = {}): void {
  const { rnd } = sc;
  const dir = sc.sunX < sc.w / 2 ? 1 : -1;
  for (const t of list) {
    const { cx, base, top, hwB, hwT = hwB * 0.7 } = t;
    const n = 28;
    const fl = fractal1d(rnd, 32, 0.6);
    const fr = fractal1d(rnd, 32, 0.6);
    const L = [];
    const R = [];
    for (let i = 0; i <= n; i++) {
      const k = i / n;
      const y = base + (top - base) * k;
      const hw = hwB + (hwT - hwB) * Math.pow(k, 1.6);
      L.push([cx - hw + fl[i] * hwB * 0.12, y]);
      R.push([cx + hw + fr[i] * hwB * 0.12, y]);
    }
    // a rounded, notched summit
    const topPts = [];
    const x0 = L[n][0];
    const x1 = R[n][0];
    const crown = (top - base) * -0.06;
    for (let i = 1; i < 12; i++) {
      const k = i / 12;
      const notch = rnd.chance(0.2) ? rnd.range(4, 14) : 0;
      topPts.push([x0 + (x1 - x0) * k, top - crown * Math.sin(k * Math.PI) * (t.tilt ? 1 - k * t.tilt : 1) + notch + rnd.range(-3, 3)]);
    }
    const outline = [...L, ...topPts, ...R.reverse()];
    const clip = sc.id("tw");
    const d = polyline(outline, true);
    sc.defs.push(`<clipPath id="${clip}"><path d="${d}"/></clipPath>`);
    const c = sc.lit(color, depth);
    const g = sc.id("twg");
    sc.defs.push(
      linearGradient(
        g,
        [
          [0, shade(c, 0.1)],
          [0.6, c],
          [1, shade(c, -0.2)],
        ],
        { x1: 0, y1: top, x2: 0, y2: base, units: "userSpaceOnUse" },
      ),
    );
    let inner = `<path d="${d}" fill="url(#${g})"/>`;
    // vertical cracks and chimneys
    const dark = shade(c, -0.45);
    const light = shade(c, 0.25);
    for (let i = 0; i < 60; i++) {
      const x = cx + rnd.range(-hwB * 1.1, hwB * 1.1);
      const y0 = rnd.range(top, base);
      const len = rnd.range(20, (base - top) * 0.5);
      const pts = [];
      const fr2 = fractal1d(rnd, 8, 0.6);
      for (let k = 0; k <= 8; k++) pts.push([x + fr2[k] * 4, y0 + (len * k) / 8]);
      const lt = rnd.chance(0.3);
      inner += `<path d="${polyline(pts)}" stroke="${lt ? light : dark}" stroke-width="${f(rnd.range(0.8, 3))}" fill="none" opacity="${rnd.range(0.2, 0.55).toFixed(2)}"/>`;
    }
    // ledges
    for (let i = 0; i < 14; i++) {
      const y = rnd.range(top + 20, base);
      const x = cx + rnd.range(-hwB, hwB * 0.6);
      inner += `<rect x="${f(x)}" y="${f(y)}" width="${f(rnd.range(10, hwB * 0.8))}" height="${f(rnd.range(1, 3))}" fill="${light}" opacity="${rnd.range(0.2, 0.5).toFixed(2)}"/>`;
    }
    // the face turned away from the sun
    const sxTop = cx + dir * hwT * rnd.range(-0.1, 0.4);
    const sxBase = cx + dir * hwB * rnd.range(0.1, 0.5);
    const shadow = sc.lit(sc.time.shadow, depth * 0.5);
    inner += `<path d="${polyline(
      [
        [sxTop, top - 60],
        [sxBase, base + 10],
        [cx + dir * hwB * 3, base + 10],
        [cx + dir * hwB * 3, top - 60],
      ],
      true,
    )}" fill="${shadow}" opacity="0.5"/>`;
    sc.add(`<g filter="url(#${sc.rockFilter(0.35, depth, top - 20, base + 10)})"><g clip-path="url(#${clip})">${inner}</g></g>`);
  }
}

/** A broad volcano cone with a crater; returns the crater centre. */
export function volcano(
  sc: Scene,
  {
    cx,
    base,
    height,
    halfWidth,
    color = "#4a3b35",
    snow = null,
    depth = 0.25,
  }: { cx: number; base: number; height: number; halfWidth: number; color?: string; snow?: SnowOptions | null; depth?: number },
): { x: number; y: number } {
  const { w } = sc;
  const topW = halfWidth * 0.09;
  const pts = sc.profileFn(
    (x: number) => {
      const d = Math.abs(x - cx * w);
      if (d < topW) return base - height + 6 + (d < topW * 0.7 ? 8 : 0);
      const k = Math.max(0, 1 - (d - topW) / halfWidth);
      return base - height * Math.pow(k, 1.7);
    },
    { detail: 8 },
  );
  sc.ridge({ points: pts, color, depth, snow, facets: 0.25, texture: 0.5, grad: 0.18 });
  return { x: cx * w, y: base - height + 4 };
}

/** A smoke plume drifting sideways from (x, y). */
export function smoke(
  sc: Scene,
  {
    x,
    y,
    drift = 1,
    length = 500,
    color = "#d9d4cc",
    opacity = 0.85,
    glow = null,
  }: { x: number; y: number; drift?: number; length?: number; color?: string; opacity?: number; glow?: string | null },
): void {
  const { rnd } = sc;
  let s = "";
  const puffs = 46;
  let minX = x;
  let maxX = x;
  let minY = y;
  for (let i = 0; i < puffs; i++) {
    const t = i / puffs;
    const px = x + drift * length * Math.pow(t, 1.2) + rnd.range(-12, 12) * (1 + t * 3);
    const py = y - length * 0.55 * Math.pow(t, 0.55) - rnd.range(0, 20);
    const r = 14 + t * length * 0.22 * rnd.range(0.7, 1.2);
    minX = Math.min(minX, px - r);
    maxX = Math.max(maxX, px + r);
    minY = Math.min(minY, py - r);
    const c = mix(sc.lit(color, 0.1), sc.time.haze, t * 0.4);
    s += `<circle cx="${f(px)}" cy="${f(py)}" r="${f(r)}" fill="${c}" opacity="${(opacity * (1 - t * 0.75)).toFixed(2)}"/>`;
  }
  const fl = sc.id("smk");
  const x0 = Math.max(0, minX - 80);
  const y0 = Math.max(0, minY - 80);
  sc.defs.push(
    `<filter id="${fl}" x="${f(x0)}" y="${f(y0)}" width="${f(Math.min(sc.w, maxX + 80) - x0)}" height="${f(y + 80 - y0)}" filterUnits="userSpaceOnUse">` +
      `<feTurbulence type="fractalNoise" baseFrequency="0.015" numOctaves="3" seed="${sc.seedInt}" result="t"/>` +
      `<feDisplacementMap in="SourceGraphic" in2="t" scale="55" xChannelSelector="R" yChannelSelector="G" result="d"/>` +
      `<feGaussianBlur in="d" stdDeviation="5"/></filter>`,
  );
  let glowSvg = "";
  if (glow) {
    const g = sc.id("sg");
    sc.defs.push(
      `<radialGradient id="${g}" cx="${f(x)}" cy="${f(y)}" r="${f(length * 0.4)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${glow}" stop-opacity="0.8"/><stop offset="0.4" stop-color="${glow}" stop-opacity="0.25"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>`,
    );
    glowSvg = `<circle cx="${f(x)}" cy="${f(y)}" r="${f(length * 0.4)}" fill="url(#${g})"/>`;
  }
  sc.add(`<g filter="url(#${fl})">${s}</g>${glowSvg}`);
}

/** Glowing lava rivulets running down from (x, y). */
export function lava(sc: Scene, { x, y, count = 3, length = 220 }: { x: number; y: number; count?: number; length?: number }): void {
  const { rnd } = sc;
  let s = "";
  for (let i = 0; i < count; i++) {
    const pts = [[x + rnd.range(-20, 20), y + 6]];
    const dx = rnd.range(-1, 1);
    for (let k = 1; k <= 12; k++) {
      const [px, py] = pts[k - 1];
      pts.push([px + dx * 14 + rnd.range(-8, 8), py + (length / 12) * rnd.range(0.7, 1.3)]);
    }
    const d = smoothPath(pts);
    s += `<path d="${d}" stroke="#ff5a1a" stroke-width="10" fill="none" opacity="0.5"/><path d="${d}" stroke="#ffb347" stroke-width="3" fill="none"/>`;
  }
  const fl = sc.id("lv");
  sc.defs.push(
    `<filter id="${fl}" x="${f(x - length)}" y="${f(y - 40)}" width="${f(length * 2)}" height="${f(length * 1.6)}" filterUnits="userSpaceOnUse"><feGaussianBlur stdDeviation="4" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
  );
  sc.add(`<g filter="url(#${fl})">${s}</g>`);
}

/** Tall, narrow Tuscan cypress. */
export function cypress(sc: Scene, x: number, y: number, h: number, color = "#26402a"): string {
  const w = h * 0.14;
  const c = sc.lit(color, 0);
  const pts = [
    [x, y - h],
    [x + w * 0.35, y - h * 0.8],
    [x + w * 0.5, y - h * 0.45],
    [x + w * 0.42, y - h * 0.1],
    [x + w * 0.1, y],
    [x - w * 0.1, y],
    [x - w * 0.42, y - h * 0.1],
    [x - w * 0.5, y - h * 0.45],
    [x - w * 0.35, y - h * 0.8],
  ];
  const lightSide = sc.sunX < x ? -1 : 1;
  const lit = shade(c, 0.18);
  const litPts = [
    [x, y - h],
    [x + lightSide * w * 0.35, y - h * 0.8],
    [x + lightSide * w * 0.5, y - h * 0.45],
    [x + lightSide * w * 0.42, y - h * 0.1],
    [x + lightSide * w * 0.05, y],
  ];
  return (
    `<ellipse cx="${f(x - lightSide * h * 0.15)}" cy="${f(y)}" rx="${f(h * 0.22)}" ry="${f(h * 0.03)}" fill="#000" opacity="0.25"/>` +
    `<path d="${smoothPath(pts, true)}" fill="${c}"/><path d="${smoothPath(litPts)}" fill="${lit}" opacity="0.55"/>`
  );
}

/** Deciduous / olive tree: a cluster of blobs on a short trunk. */
export function roundTree(sc: Scene, x: number, y: number, size: number, color = "#5d7a45"): string {
  const { rnd } = sc;
  const c = sc.lit(color, 0);
  let s = `<path d="M${f(x - size * 0.05)},${f(y)}L${f(x - size * 0.02)},${f(y - size * 0.6)}L${f(x + size * 0.04)},${f(y - size * 0.6)}L${f(x + size * 0.06)},${f(y)}Z" fill="${sc.lit("#4a3a2c", 0)}"/>`;
  for (let i = 0; i < 22; i++) {
    const bx = x + rnd.range(-size * 0.5, size * 0.5);
    const by = y - size * 0.72 + rnd.range(-size * 0.32, size * 0.22);
    const tone = by < y - size * 0.8 ? 0.12 : -0.12;
    s += `<ellipse cx="${f(bx)}" cy="${f(by)}" rx="${f(size * rnd.range(0.1, 0.2))}" ry="${f(size * rnd.range(0.07, 0.14))}" fill="${jitter(shade(c, tone), rnd, 10)}"/>`;
  }
  return s;
}

/** Stone farmhouse with a terracotta roof and a small tower. */
export function farmhouse(sc: Scene, x: number, y: number, size: number): string {
  const wall = sc.lit("#d9c3a0", 0.1);
  const roof = sc.lit("#a9553a", 0.1);
  const win = sc.lit("#3a2c24", 0.1);
  const w = size;
  const h = size * 0.45;
  let s = `<rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" fill="${wall}"/>`;
  s += `<rect x="${f(x + w * 0.72)}" y="${f(y - h)}" width="${f(w * 0.28)}" height="${f(h)}" fill="${shade(wall, -0.18)}"/>`;
  s += `<path d="M${f(x - 4)},${f(y - h)}L${f(x + w * 0.2)},${f(y - h - size * 0.16)}L${f(x + w * 0.8)},${f(y - h - size * 0.16)}L${f(x + w + 4)},${f(y - h)}Z" fill="${roof}"/>`;
  // tower
  s += `<rect x="${f(x + w * 0.1)}" y="${f(y - h - size * 0.35)}" width="${f(w * 0.22)}" height="${f(size * 0.35)}" fill="${shade(wall, 0.04)}"/>`;
  s += `<path d="M${f(x + w * 0.08)},${f(y - h - size * 0.35)}L${f(x + w * 0.21)},${f(y - h - size * 0.45)}L${f(x + w * 0.34)},${f(y - h - size * 0.35)}Z" fill="${roof}"/>`;
  for (let i = 0; i < 4; i++) s += `<rect x="${f(x + w * (0.4 + i * 0.13))}" y="${f(y - h * 0.7)}" width="${f(w * 0.05)}" height="${f(h * 0.22)}" fill="${win}"/>`;
  s += `<rect x="${f(x + w * 0.18)}" y="${f(y - h - size * 0.28)}" width="${f(w * 0.05)}" height="${f(size * 0.08)}" fill="${win}"/>`;
  return s;
}

/** Pastel tower houses climbing a slope, Cinque Terre style. ground(x) gives the slope. */
export function village(
  sc: Scene,
  { x0, x1, ground, scale = 1, rows = 5, depth = 0.15 }: { x0: number; x1: number; ground: (x: number) => number; scale?: number; rows?: number; depth?: number },
): void {
  const { rnd } = sc;
  const palette = ["#e8b04a", "#d9704f", "#e6d3a3", "#c9543f", "#f0c98a", "#d98f78", "#e7a34f", "#b9c9a6", "#f2dfc4", "#cf6a5a", "#f4d36b"];
  const houses = [];
  for (let r = 0; r < rows; r++) {
    let x = x0 + rnd.range(-10, 10);
    while (x < x1) {
      const wd = rnd.range(34, 64) * scale;
      const ht = rnd.range(80, 150) * scale;
      const gy = ground(x + wd / 2);
      // rows further back sit higher up the slope
      const y = gy - r * 38 * scale + rnd.range(0, 10);
      houses.push({ x, y, wd, ht, c: rnd.pick(palette) });
      x += wd * rnd.range(0.85, 1.0);
    }
  }
  houses.sort((a, b) => a.y - b.y);
  const dir = sc.sunX < sc.w / 2 ? 1 : -1;
  let s = "";
  for (const hs of houses) {
    const c = sc.lit(hs.c, depth);
    const top = hs.y - hs.ht;
    s += `<rect x="${f(hs.x)}" y="${f(top)}" width="${f(hs.wd)}" height="${f(hs.ht + 60 * scale)}" fill="${c}"/>`;
    const sideW = hs.wd * 0.22;
    const sx = dir > 0 ? hs.x + hs.wd - sideW : hs.x;
    s += `<rect x="${f(sx)}" y="${f(top)}" width="${f(sideW)}" height="${f(hs.ht + 60 * scale)}" fill="${sc.lit(sc.time.shadow, depth)}" opacity="0.35"/>`;
    // roof: slate grey, low gable
    s += `<path d="M${f(hs.x - 2)},${f(top)}L${f(hs.x + hs.wd / 2)},${f(top - 9 * scale)}L${f(hs.x + hs.wd + 2)},${f(top)}Z" fill="${sc.lit("#6d6662", depth)}"/>`;
    // windows with green shutters
    const cols = Math.max(1, Math.floor(hs.wd / (17 * scale)));
    const floors = Math.floor(hs.ht / (24 * scale));
    const gap = hs.wd / cols;
    const shutter = sc.lit(rnd.pick(["#3f6b4a", "#2f5a43", "#5b7f5a"]), depth);
    const night = sc.timeName === "night" || sc.timeName === "dusk";
    const glass = sc.lit("#2b2420", depth);
    for (let fl = 0; fl < floors; fl++) {
      for (let k = 0; k < cols; k++) {
        if (rnd.chance(0.12)) continue;
        const wx = hs.x + gap * k + gap * 0.32;
        const wy = top + 10 * scale + fl * 24 * scale;
        const ww = gap * 0.36;
        const closed = rnd.chance(0.4);
        s += `<rect x="${f(wx)}" y="${f(wy)}" width="${f(ww)}" height="${f(12 * scale)}" fill="${closed ? shutter : night && rnd.chance(0.45) ? "#ffcf6e" : glass}"/>`;
        if (!closed) {
          s += `<rect x="${f(wx - ww * 0.4)}" y="${f(wy)}" width="${f(ww * 0.35)}" height="${f(12 * scale)}" fill="${shutter}"/><rect x="${f(wx + ww * 1.05)}" y="${f(wy)}" width="${f(ww * 0.35)}" height="${f(12 * scale)}" fill="${shutter}"/>`;
        }
      }
    }
  }
  sc.add(`<g>${s}</g>`);
}

/** Small boats: rowing boats on a lake or sailing boats at sea. */
export function boats(sc: Scene, list: readonly Boat[], { sail = false }: { sail?: boolean } = {}): void {
  const { rnd } = sc;
  let s = "";
  for (const [x, y, size] of list) {
    const hull = sc.lit(sail ? "#f2f2ee" : rnd.pick(["#7a4b2a", "#8a5a34", "#6e4226"]), 0.1);
    s += `<path d="M${f(x - size)},${f(y)}Q${f(x)},${f(y + size * 0.35)} ${f(x + size)},${f(y)}L${f(x + size * 0.8)},${f(y - size * 0.12)}L${f(x - size * 0.85)},${f(y - size * 0.12)}Z" fill="${hull}"/>`;
    s += `<ellipse cx="${f(x)}" cy="${f(y + size * 0.22)}" rx="${f(size * 1.1)}" ry="${f(size * 0.08)}" fill="#000" opacity="0.2"/>`;
    if (sail) {
      const sc2 = sc.lit("#ffffff", 0.15);
      s += `<path d="M${f(x)},${f(y - size * 0.12)}L${f(x)},${f(y - size * 1.9)}L${f(x + size * 0.85)},${f(y - size * 0.2)}Z" fill="${sc2}"/>`;
      s += `<path d="M${f(x - size * 0.05)},${f(y - size * 0.2)}L${f(x - size * 0.05)},${f(y - size * 1.6)}L${f(x - size * 0.6)},${f(y - size * 0.25)}Z" fill="${shade(sc2, -0.12)}"/>`;
    } else {
      s += `<path d="M${f(x - size * 0.7)},${f(y - size * 0.12)}L${f(x + size * 0.7)},${f(y - size * 0.12)}" stroke="${shade(hull, 0.25)}" stroke-width="${f(size * 0.05)}"/>`;
    }
  }
  sc.add(s);
}

/** Wooden boathouse on stilts at the lake shore (Braies). */
export function boathouse(sc: Scene, x: number, y: number, size: number): void {
  const wood = sc.lit("#6b4a30", 0.1);
  const roof = sc.lit("#4a3428", 0.1);
  let s = "";
  for (let i = 0; i < 6; i++) s += `<rect x="${f(x + (i * size) / 5 - 2)}" y="${f(y - size * 0.05)}" width="3" height="${f(size * 0.18)}" fill="${shade(wood, -0.3)}"/>`;
  s += `<rect x="${f(x - size * 0.1)}" y="${f(y - size * 0.08)}" width="${f(size * 1.2)}" height="${f(size * 0.05)}" fill="${shade(wood, 0.1)}"/>`;
  s += `<rect x="${f(x + size * 0.2)}" y="${f(y - size * 0.45)}" width="${f(size * 0.6)}" height="${f(size * 0.37)}" fill="${wood}"/>`;
  for (let i = 0; i < 8; i++)
    s += `<rect x="${f(x + size * 0.2 + (i * size * 0.6) / 8)}" y="${f(y - size * 0.45)}" width="1.2" height="${f(size * 0.37)}" fill="${shade(wood, -0.35)}"/>`;
  s += `<path d="M${f(x + size * 0.12)},${f(y - size * 0.43)}L${f(x + size * 0.5)},${f(y - size * 0.7)}L${f(x + size * 0.88)},${f(y - size * 0.43)}Z" fill="${roof}"/>`;
  s += `<rect x="${f(x + size * 0.42)}" y="${f(y - size * 0.32)}" width="${f(size * 0.16)}" height="${f(size * 0.24)}" fill="${shade(wood, -0.5)}"/>`;
  sc.add(s);
}

/** Alpine hut (rifugio): stone base, wooden upper floor, shallow roof. */
export function hut(sc: Scene, x: number, y: number, size: number): void {
  const stone = sc.lit("#b7ada0", 0.05);
  const wood = sc.lit("#7a5236", 0.05);
  const roof = sc.lit("#5a4a40", 0.05);
  const h = size * 0.5;
  let s = `<rect x="${f(x)}" y="${f(y - h * 0.5)}" width="${f(size)}" height="${f(h * 0.5)}" fill="${stone}"/>`;
  s += `<rect x="${f(x)}" y="${f(y - h)}" width="${f(size)}" height="${f(h * 0.5)}" fill="${wood}"/>`;
  s += `<path d="M${f(x - size * 0.08)},${f(y - h)}L${f(x + size * 0.5)},${f(y - h - size * 0.28)}L${f(x + size * 1.08)},${f(y - h)}Z" fill="${roof}"/>`;
  for (let i = 0; i < 4; i++) {
    s += `<rect x="${f(x + size * (0.12 + i * 0.22))}" y="${f(y - h * 0.85)}" width="${f(size * 0.09)}" height="${f(h * 0.2)}" fill="${sc.timeName === "night" || sc.timeName === "dusk" ? "#ffd27a" : "#2a221c"}"/>`;
  }
  s += `<rect x="${f(x + size * 0.44)}" y="${f(y - h * 0.38)}" width="${f(size * 0.12)}" height="${f(h * 0.38)}" fill="${shade(wood, -0.4)}"/>`;
  sc.add(s);
}

/** An ibex silhouette standing on a rock (Gran Paradiso). */
export function ibex(sc: Scene, x: number, y: number, size: number): void {
  const c = sc.lit("#4a3c30", 0);
  const s = size;
  const body = `<ellipse cx="${f(x)}" cy="${f(y - s * 0.55)}" rx="${f(s * 0.42)}" ry="${f(s * 0.2)}" fill="${c}"/>`;
  const neck = `<path d="M${f(x + s * 0.3)},${f(y - s * 0.65)}L${f(x + s * 0.48)},${f(y - s * 0.95)}L${f(x + s * 0.6)},${f(y - s * 0.9)}L${f(x + s * 0.45)},${f(y - s * 0.5)}Z" fill="${c}"/>`;
  const head = `<ellipse cx="${f(x + s * 0.6)}" cy="${f(y - s * 0.95)}" rx="${f(s * 0.12)}" ry="${f(s * 0.07)}" fill="${c}" transform="rotate(25 ${f(x + s * 0.6)} ${f(y - s * 0.95)})"/>`;
  const horn = `<path d="M${f(x + s * 0.55)},${f(y - s * 1.0)}Q${f(x + s * 0.3)},${f(y - s * 1.5)} ${f(x + s * 0.12)},${f(y - s * 1.2)}" stroke="${c}" stroke-width="${f(s * 0.05)}" fill="none" stroke-linecap="round"/>`;
  let legs = "";
  for (const dx of [-0.3, -0.18, 0.2, 0.32]) legs += `<rect x="${f(x + s * dx)}" y="${f(y - s * 0.45)}" width="${f(s * 0.05)}" height="${f(s * 0.45)}" fill="${c}"/>`;
  sc.add(legs + body + neck + head + horn);
}

/** Winding dirt road from the bottom edge to a point on a hill, with cypresses along it. */
export function road(sc: Scene, { from, to, width = 30, trees = 0, treeH = 80 }: { from: Point; to: Point; width?: number; trees?: number; treeH?: number }): void {
  const { rnd } = sc;
  const pts = [];
  const n = 10;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    pts.push([from[0] + (to[0] - from[0]) * t + Math.sin(t * Math.PI * 2.2) * 90 * (1 - t), from[1] + (to[1] - from[1]) * t]);
  }
  const roadC = sc.lit("#d8c29a", 0.05);
  let s = `<path d="${smoothPath(pts)}" stroke="${roadC}" stroke-width="${f(width)}" fill="none" stroke-linecap="round" opacity="0.9"/>`;
  s += `<path d="${smoothPath(pts)}" stroke="${shade(roadC, -0.15)}" stroke-width="${f(width * 0.2)}" fill="none" opacity="0.5"/>`;
  const treesSvg = [];
  for (let i = 0; i < trees; i++) {
    const t = 1 - i / trees;
    const p = sample(
      pts.map((q) => q[0]),
      t,
    );
    const q = sample(
      pts.map((r) => r[1]),
      t,
    );
    const side = i % 2 ? 1 : -1;
    const scale = 0.25 + (1 - t) * 0.9;
    treesSvg.push(cypress(sc, p + side * width * (0.8 + scale), q + 2, treeH * scale * rnd.range(0.9, 1.1)));
  }
  sc.add(s + treesSvg.join(""));
}

export { mix, shade, jitter };
