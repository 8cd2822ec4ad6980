// One composition per outdoor location; each photo index picks a time of day and a viewpoint.
import { Scene, type TimeName } from "./landscape.ts";
import { type Boat, boathouse, boats, cypress, farmhouse, hut, ibex, lava, road, roundTree, smoke, towers, village, volcano } from "./features.ts";

export type Size = readonly [width: number, height: number];
export const LANDSCAPE: Size = [1600, 1067];
export const PORTRAIT: Size = [1067, 1600];

/** One photo of a location: its light, its size (landscape when left out) and what else it shows. */
type View = { time: TimeName; size?: Size; [detail: string]: unknown };

function tuple<T>(list: readonly T[], i: number): T {
  return list[(i - 1) % list.length];
}

// ------------------------------------------------------------------ Tre Cime di Lavaredo
const DOLOMITI = [
  { time: "morning", size: LANDSCAPE, shift: 0, scale: 1 },
  { time: "dusk", size: LANDSCAPE, shift: 0.12, scale: 0.9 },
  { time: "night", size: LANDSCAPE, shift: -0.1, scale: 0.8 },
  { time: "noon", size: LANDSCAPE, shift: 0.05, scale: 0.6, lake: true },
  { time: "golden", size: LANDSCAPE, shift: 0.18, scale: 1.1 },
  { time: "dawn", size: LANDSCAPE, shift: -0.15, scale: 0.75, mist: true },
  { time: "morning", size: PORTRAIT, shift: 0, scale: 1.3 },
  { time: "golden", size: LANDSCAPE, shift: -0.05, scale: 0.85, hut: true },
  { time: "dusk", size: PORTRAIT, shift: 0.05, scale: 1.2 },
] satisfies View[];

export function dolomiti(i: number): Scene {
  const v = tuple(DOLOMITI, i);
  const [w, h] = v.size;
  const sc = new Scene(w, h, `dolomiti-${i}`, v.time);
  const horizon = h * (v.lake ? 0.64 : 0.72);
  sc.sky({ horizon, clouds: v.time === "night" ? 0.1 : sc.rnd.range(0.15, 0.45), sunX: v.shift > 0 ? 0.2 : 0.8 });
  // distant ridges
  sc.ridge({ base: h * 0.58, amp: 60, rough: 0.6, color: "#8d8f99", depth: 0.75, facets: 0.2, texture: 0.2, peaks: [{ x: sc.rnd.range(0.1, 0.9), h: 90, w: 200 }] });
  const base = h * (v.lake ? 0.56 : 0.6);
  const s = (w / 1600) * v.scale * (w < h ? 1.1 : 1);
  const c = 0.5 + v.shift;
  // Cima Piccola (left, slender), Cima Ovest (right), Cima Grande (centre, tallest, in front)
  towers(
    sc,
    [
      { cx: w * (c + 0.19 * s), base, top: base - 250 * s, hwB: 70 * s, hwT: 40 * s, tilt: 0.5 },
      { cx: w * (c + 0.135 * s), base, top: base - 370 * s, hwB: 140 * s, hwT: 96 * s, tilt: -0.3 },
      { cx: w * (c - 0.175 * s), base, top: base - 300 * s, hwB: 84 * s, hwT: 40 * s, tilt: 0.6 },
      { cx: w * (c - 0.22 * s), base, top: base - 190 * s, hwB: 50 * s, hwT: 22 * s, tilt: 0.6 },
      { cx: w * (c - 0.025 * s), base, top: base - 430 * s, hwB: 150 * s, hwT: 104 * s, tilt: 0.25 },
    ],
    { color: v.time === "dusk" ? "#dcb3a2" : "#bdb4a5" },
  );
  // scree cones at the foot of the towers
  const screeTop = base - 30 * s;
  const scree = sc.profileFn(
    (x) => {
      const d = Math.abs(x - w * c) / (w * 0.3 * s + 60);
      return screeTop + Math.pow(Math.min(1.8, d), 0.9) * 90 * s + 22 * Math.sin(x / 45);
    },
    { detail: 14 },
  );
  sc.ridge({ points: scree, color: "#8f8a80", depth: 0.2, facets: 0.3, texture: 0.3, grad: 0.2 });
  sc.ridge({ base: base + 70 * s, amp: 40, color: "#6f7450", depth: 0.15, facets: 0.25, texture: 0.25, peaks: [{ x: c < 0.5 ? 0.9 : 0.1, h: 80, w: 260 }] });
  if (v.mist) sc.mist(base + 30, 140, 0.7);
  if (v.lake) {
    sc.ridge({ base: h * 0.63, amp: 25, color: "#4b5f3a", depth: 0.35, facets: 0, texture: 0.2, trees: { band: 40, size: 22, density: 2.5, color: "#243d2a" } });
    sc.water({ y: h * 0.66, tint: "#3c6f78", strength: 0.35 });
    sc.meadow({ base: h * 0.9, amp: 18, color: "#587a3a", flowers: 60, rocks: 3 });
  } else {
    sc.hill({ base: h * 0.74, amp: 30, color: "#6a7a45", depth: 0.2, waves: 1.5 });
    if (v.hut) hut(sc, w * (c > 0.5 ? 0.16 : 0.72), h * 0.79, 110);
    sc.meadow({ base: h * 0.84, amp: 24, color: "#5d7e3b", flowers: 120, rocks: 6 });
  }
  sc.vignette(0.3);
  return sc;
}

// ------------------------------------------------------------------ Lago di Braies
const BRAIES = [
  { time: "morning", boats: true },
  { time: "golden", boats: false },
  { time: "dawn", boats: true, mist: true },
  { time: "noon", boats: true, size: PORTRAIT },
] satisfies View[];

export function braies(i: number): Scene {
  const v = tuple(BRAIES, i);
  const [w, h] = v.size ?? LANDSCAPE;
  const sc = new Scene(w, h, `braies-${i}`, v.time);
  const waterY = h * 0.6;
  sc.sky({ horizon: waterY, clouds: sc.rnd.range(0.2, 0.5), sunX: sc.rnd.pick([0.2, 0.8]) });
  // Croda del Becco: a broad grey rock wall with strata
  sc.ridge({
    base: h * 0.48,
    amp: 50,
    color: "#9c968e",
    depth: 0.3,
    strata: true,
    texture: 0.5,
    peaks: [
      { x: 0.55, h: h * 0.22, w: w * 0.22, p: 1.1 },
      { x: 0.3, h: h * 0.12, w: w * 0.15 },
    ],
    snow: v.time === "dawn" ? { line: h * 0.3, jag: 20, gullies: 10, amount: 0.6 } : null,
  });
  // forested slopes falling steeply into the lake from both sides
  const slope = (side: number) =>
    sc.profileFn(
      (x) => {
        const t = side < 0 ? x / w : 1 - x / w;
        return waterY - Math.max(0, 1 - t * 2.2) * h * 0.4 - 8;
      },
      { detail: 10 },
    );
  for (const side of [-1, 1]) {
    sc.ridge({ points: slope(side), color: "#3f5a38", depth: 0.15, facets: 0.15, texture: 0.2, trees: { band: h * 0.32, size: 34 * (w / 1600), density: 4, color: "#1d3524" } });
  }
  sc.ridge({ base: waterY - 4, amp: 8, color: "#2f4a2e", depth: 0.3, facets: 0, texture: 0, trees: { band: 10, size: 22, density: 3, color: "#213a26" } });
  if (v.mist) sc.mist(waterY - 20, 80, 0.6);
  sc.water({ y: waterY, tint: "#2aa39a", strength: 0.55, wobble: 5 });
  if (v.boats) {
    boathouse(sc, w * 0.04, waterY + h * 0.08, 220 * (w / 1600));
    boats(sc, [
      [w * 0.28, waterY + h * 0.12, 46],
      [w * 0.36, waterY + h * 0.15, 52],
      [w * 0.22, waterY + h * 0.19, 58],
    ]);
  }
  sc.vignette(0.3);
  return sc;
}

// ------------------------------------------------------------------ Monte Rosa
const ROSA = [{ time: "morning" }, { time: "dusk" }, { time: "noon", size: PORTRAIT }] satisfies View[];

export function monteRosa(i: number): Scene {
  const v = tuple(ROSA, i);
  const [w, h] = v.size ?? LANDSCAPE;
  const sc = new Scene(w, h, `monte-rosa-${i}`, v.time);
  sc.sky({ horizon: h * 0.7, clouds: sc.rnd.range(0.2, 0.4) });
  const peaks = [];
  for (let k = 0; k < 5; k++) peaks.push({ x: 0.15 + k * 0.17 + sc.rnd.range(-0.04, 0.04), h: h * sc.rnd.range(0.16, 0.3), w: w * 0.09, p: 1.1 });
  sc.ridge({ base: h * 0.55, amp: 45, rough: 0.6, color: "#6f6a68", depth: 0.3, peaks, snow: { line: h * 0.47, jag: 110, gullies: 30, amount: 1.6 }, facets: 0.45, texture: 0.25 });
  sc.ridge({ base: h * 0.66, amp: 60, color: "#5b5443", depth: 0.2, facets: 0.3, texture: 0.12, peaks: [{ x: sc.rnd.next(), h: 60, w: 300 }] });
  sc.ridge({ base: h * 0.78, amp: 50, color: "#3e5434", depth: 0.1, facets: 0.2, texture: 0.25, trees: { band: 110, size: 36, density: 3.5, color: "#1d3524" } });
  sc.meadow({ base: h * 0.9, amp: 20, color: "#5e8240", flowers: 140, rocks: 4 });
  sc.vignette(0.3);
  return sc;
}

// ------------------------------------------------------------------ Cinque Terre
const CINQUE = [
  { time: "golden", side: 1 },
  { time: "noon", side: -1 },
  { time: "dusk", side: 1 },
  { time: "morning", side: -1, size: PORTRAIT },
  { time: "night", side: 1 },
  { time: "golden", side: -1, far: true },
] satisfies View[];

export function cinqueTerre(i: number): Scene {
  const v = tuple(CINQUE, i);
  const [w, h] = v.size ?? LANDSCAPE;
  const sc = new Scene(w, h, `cinque-terre-${i}`, v.time);
  const seaY = h * 0.5;
  sc.sky({ horizon: seaY, clouds: sc.rnd.range(0.1, 0.35), sunX: v.side > 0 ? 0.2 : 0.8 });
  sc.sea({ y: seaY });
  const s = (w / 1600) * (v.far ? 0.7 : 1);
  // distant headlands receding along the coast
  for (let k = 0; k < 3; k++) {
    const startX = v.side > 0 ? w * (0.62 + k * 0.12) : w * (0.38 - k * 0.12);
    const hh = h * (0.2 - k * 0.05);
    sc.ridge({
      points: sc.profileFn(
        (x) => {
          const t = v.side > 0 ? (x - startX) / (w * 0.6) : (startX - x) / (w * 0.6);
          return t < 0 ? seaY + 50 : seaY - hh * Math.min(1, Math.sqrt(t * 3)) + 4;
        },
        { detail: 16 },
      ),
      color: "#5d6b48",
      depth: 0.75 - k * 0.2,
      facets: 0.2,
      texture: 0.25,
      bottom: seaY + 4,
    });
  }
  // the terraced hill behind the village, falling into the sea on the open side
  const px = v.side > 0 ? w * 0.36 : w * 0.64;
  const hill = (x: number) => {
    const t = (x - px) * v.side;
    const up = t < 0 ? 1 : Math.max(0, 1 - t / (w * 0.3));
    return seaY + 8 - h * 0.34 * s * Math.pow(up, 0.8) - 40 * Math.sin(x / 130);
  };
  sc.ridge({ points: sc.profileFn(hill, { detail: 20 }), color: "#56673a", depth: 0.12, facets: 0.3, texture: 0.45, bottom: h * 0.8 });
  const hillClip = sc.lastClip;
  const terr = [];
  for (let k = 0; k < 14; k++) {
    const row = [];
    for (let x = 0; x <= w; x += w / 60) row.push([x, Math.max(hill(x) + 10, seaY - 300 * s) + 16 + k * 16 + 6 * Math.sin(x / 90 + k)]);
    terr.push(
      `<path d="M${row.map((p) => p.map((n) => n.toFixed(1)).join(",")).join("L")}" stroke="${sc.lit("#8c8a5a", 0.05)}" stroke-width="2.5" fill="none" stroke-dasharray="${(12 + k).toFixed(0)} 6" opacity="0.5"/>`,
    );
  }
  sc.add(`<g clip-path="url(#${hillClip})">${terr.join("")}</g>`);
  // the rocky promontory with the village on top
  const half = w * 0.2 * s;
  const promTop = h * 0.64;
  const prom = (x: number) => {
    const d = Math.abs(x - px) / half;
    return d > 1 ? h * 0.9 : promTop + Math.pow(d, 4) * h * 0.18 + 14 * Math.sin(x / 37);
  };
  village(sc, { x0: px - half * 0.85, x1: px + half * 0.78, ground: (x) => Math.min(prom(x), promTop + 60) + 16, scale: 0.8 * s, rows: 6, depth: 0.05 });
  sc.ridge({ points: sc.profileFn(prom, { detail: 8 }), color: "#5a5046", depth: 0, facets: 0.35, texture: 0.6, bottom: h * 0.8 });
  const foam = [];
  for (let k = 0; k < 50; k++)
    foam.push(
      `<ellipse cx="${(px + sc.rnd.range(-1.1, 1.1) * half).toFixed(1)}" cy="${(h * 0.8 + sc.rnd.range(-4, 6)).toFixed(1)}" rx="${sc.rnd.range(8, 40).toFixed(1)}" ry="2.5" fill="#ffffff" opacity="${sc.rnd.range(0.3, 0.7).toFixed(2)}"/>`,
    );
  sc.add(foam.join(""));
  boats(
    sc,
    [
      [px + v.side * w * 0.42, h * 0.84, 22 * s],
      [px + v.side * w * 0.3, h * 0.92, 30 * s],
    ],
    { sail: false },
  );
  sc.vignette(0.3);
  return sc;
}

// ------------------------------------------------------------------ Val d'Orcia
const ORCIA = [
  { time: "dawn", mist: true },
  { time: "golden" },
  { time: "morning", road: true },
  { time: "dusk", mist: true, road: true },
  { time: "noon", size: PORTRAIT, road: true },
] satisfies View[];

export function valDorcia(i: number): Scene {
  const v = tuple(ORCIA, i);
  const [w, h] = v.size ?? LANDSCAPE;
  const sc = new Scene(w, h, `val-d-orcia-${i}`, v.time);
  sc.sky({ horizon: h * 0.5, clouds: sc.rnd.range(0.1, 0.3) });
  const bands = [
    { base: h * 0.46, amp: 18, color: "#7e8f6a", depth: 0.8 },
    { base: h * 0.53, amp: 26, color: "#8a9a55", depth: 0.6 },
    { base: h * 0.62, amp: 34, color: "#b8a457", depth: 0.4, stripes: 6 },
    { base: h * 0.74, amp: 44, color: "#7f9a45", depth: 0.2, stripes: 8 },
  ];
  let crest;
  bands.forEach((b, k) => {
    if (v.mist && k > 0) sc.mist(b.base - b.amp, 90, 0.65);
    crest = sc.hill({ ...b, waves: 1.2 + k * 0.3, texture: 0.35 });
    if (k === 1 || k === 2) {
      // a row of cypresses along a crest
      const x0 = sc.rnd.range(0.1, 0.6) * w;
      let s = "";
      for (let t = 0; t < 7; t++) {
        const x = x0 + t * 22 * (1 + k);
        const p = crest.reduce((a, q) => (Math.abs(q[0] - x) < Math.abs(a[0] - x) ? q : a));
        s += cypress(sc, x, p[1] + 6, 38 * (1 + k * 0.6));
      }
      sc.add(s);
    }
    if (k === 2) {
      const x = sc.rnd.range(0.55, 0.8) * w;
      const p = crest.reduce((a, q) => (Math.abs(q[0] - x) < Math.abs(a[0] - x) ? q : a));
      sc.add(farmhouse(sc, x, p[1] + 14, 90));
    }
  });
  sc.hill({ base: h * 0.9, amp: 30, color: "#c9ad5a", depth: 0, stripes: 10, waves: 0.8, texture: 0.5 });
  if (v.road) road(sc, { from: [w * 0.55, h + 40], to: [w * 0.68, h * 0.66], width: 34, trees: 12, treeH: 150 });
  else {
    let s = "";
    for (let k = 0; k < 3; k++) s += cypress(sc, w * (0.08 + k * 0.05), h * (0.97 - k * 0.01), 260 - k * 30);
    sc.add(s);
  }
  sc.vignette(0.3);
  return sc;
}

// ------------------------------------------------------------------ Gran Paradiso
const PARADISO = [{ time: "morning", ibex: true }, { time: "golden" }] satisfies View[];

export function granParadiso(i: number): Scene {
  const v = tuple(PARADISO, i);
  const [w, h] = LANDSCAPE;
  const sc = new Scene(w, h, `gran-paradiso-${i}`, v.time);
  sc.sky({ horizon: h * 0.65, clouds: sc.rnd.range(0.2, 0.5), sunX: 0.25 });
  sc.ridge({
    base: h * 0.5,
    amp: 40,
    color: "#8a8790",
    depth: 0.55,
    facets: 0.3,
    snow: { line: h * 0.42, jag: 30, gullies: 16 },
    peaks: [
      { x: 0.2, h: 90, w: 160 },
      { x: 0.85, h: 70, w: 180 },
    ],
  });
  sc.ridge({
    base: h * 0.58,
    amp: 55,
    rough: 0.58,
    color: "#6f6b6c",
    depth: 0.2,
    facets: 0.45,
    snow: { line: h * 0.36, jag: 40, gullies: 22, amount: 1.2 },
    peaks: [{ x: 0.55, h: h * 0.33, w: w * 0.16, p: 1.05 }],
  });
  sc.ridge({ base: h * 0.72, amp: 60, color: "#6b6a4a", depth: 0.12, facets: 0.3, texture: 0.4, peaks: [{ x: 0.1, h: 90, w: 240 }] });
  sc.ridge({ base: h * 0.8, amp: 30, color: "#4e6b36", depth: 0.05, facets: 0.1, texture: 0.2, trees: { band: 60, size: 40, density: 1.2, color: "#2a4526" } });
  const mp = sc.meadow({ base: h * 0.9, amp: 22, color: "#6b8a3e", flowers: 200, rocks: 7 });
  if (v.ibex) {
    const x = w * 0.78;
    const p = mp.reduce((a, q) => (Math.abs(q[0] - x) < Math.abs(a[0] - x) ? q : a));
    ibex(sc, x, p[1] + 30, 110);
  }
  sc.vignette(0.3);
  return sc;
}

// ------------------------------------------------------------------ Lago di Garda
const GARDA = [
  { time: "golden", sails: 3 },
  { time: "morning", sails: 5 },
  { time: "dusk", sails: 2 },
  { time: "noon", sails: 4, size: PORTRAIT },
] satisfies View[];

export function garda(i: number): Scene {
  const v = tuple(GARDA, i);
  const [w, h] = v.size ?? LANDSCAPE;
  const sc = new Scene(w, h, `garda-${i}`, v.time);
  const waterY = h * 0.55;
  sc.sky({ horizon: waterY, clouds: sc.rnd.range(0.15, 0.4) });
  // mountains on both shores converging into the distance
  sc.ridge({ base: waterY - 20, amp: 40, color: "#7d8699", depth: 0.8, facets: 0.2, texture: 0.15, peaks: [{ x: 0.5, h: 70, w: 300 }] });
  sc.ridge({
    points: sc.profileFn((x) => waterY - Math.pow(Math.max(0, 1 - x / (w * 0.5)), 0.8) * h * (0.33 + 0.05 * Math.sin(x / 60)) - 4, { detail: 40 }),
    color: "#5f6f52",
    depth: 0.45,
    facets: 0.35,
    texture: 0.3,
  });
  sc.ridge({
    points: sc.profileFn((x) => waterY - Math.pow(Math.max(0, (x - w * 0.58) / (w * 0.42)), 0.8) * h * (0.3 + 0.04 * Math.sin(x / 50)) - 4, { detail: 40 }),
    color: "#627055",
    depth: 0.4,
    facets: 0.35,
    texture: 0.3,
  });
  // a distant lakeside town
  let town = "";
  for (let k = 0; k < 40; k++) {
    const x = w * 0.62 + sc.rnd.range(0, w * 0.2);
    const hh = sc.rnd.range(6, 14);
    town += `<rect x="${x.toFixed(1)}" y="${(waterY - hh - sc.rnd.range(0, 12)).toFixed(1)}" width="${sc.rnd.range(6, 14).toFixed(1)}" height="${hh.toFixed(1)}" fill="${sc.lit(sc.rnd.pick(["#efe6d6", "#e8d2b0", "#d9a07a"]), 0.35)}"/>`;
  }
  sc.add(town);
  sc.water({ y: waterY, tint: "#2c5f86", strength: 0.5 });
  const sails: Boat[] = [];
  for (let k = 0; k < v.sails; k++) sails.push([w * sc.rnd.range(0.2, 0.85), waterY + h * sc.rnd.range(0.04, 0.2), sc.rnd.range(10, 26)]);
  boats(
    sc,
    sails.sort((a, b) => a[1] - b[1]),
    { sail: true },
  );
  // olive trees and a cypress on the near shore
  sc.hill({ base: h * 0.94, amp: 24, color: "#6d7a3e", depth: 0, waves: 0.7 });
  let s = "";
  for (let k = 0; k < 5; k++) s += roundTree(sc, w * (0.05 + k * 0.08) + sc.rnd.range(-20, 20), h * 0.97, sc.rnd.range(90, 150), "#5b6b4c");
  s += cypress(sc, w * 0.9, h * 0.99, 330);
  sc.add(s);
  sc.vignette(0.3);
  return sc;
}

// ------------------------------------------------------------------ Etna
const ETNA = [
  { time: "golden", snow: true },
  { time: "night", lava: true },
  { time: "morning", snow: false },
] satisfies View[];

export function etna(i: number): Scene {
  const v = tuple(ETNA, i);
  const [w, h] = LANDSCAPE;
  const sc = new Scene(w, h, `etna-${i}`, v.time);
  sc.sky({ horizon: h * 0.72, clouds: sc.rnd.range(0.1, 0.3), sunX: 0.2 });
  const crater = volcano(sc, {
    cx: 0.5 + sc.rnd.range(-0.08, 0.08),
    base: h * 0.72,
    height: h * 0.42,
    halfWidth: w * 0.55,
    color: "#4a3d38",
    snow: v.snow ? { line: h * 0.46, jag: 30, gullies: 30, amount: 1.3 } : null,
  });
  smoke(sc, { x: crater.x, y: crater.y, drift: 1, length: w * 0.38, color: v.time === "night" ? "#8a7a80" : "#e2ddd5", glow: v.lava ? "#ff6a2a" : null });
  if (v.lava) lava(sc, { x: crater.x, y: crater.y, count: 3, length: h * 0.2 });
  sc.ridge({ base: h * 0.8, amp: 40, color: "#48452e", depth: 0.15, facets: 0.15, texture: 0.3, trees: v.lava ? null : { band: 50, size: 24, density: 1.5, color: "#2f4a2a" } });
  sc.hill({ base: h * 0.9, amp: 20, color: "#5c5a38", depth: 0, waves: 1 });
  let s = "";
  if (!v.lava) for (let k = 0; k < 6; k++) s += roundTree(sc, w * sc.rnd.range(0.02, 0.98), h * sc.rnd.range(0.95, 1.02), sc.rnd.range(70, 120), "#5c6e3c");
  sc.add(s);
  sc.vignette(0.3);
  return sc;
}

/** slug -> [count, builder(n)] following the content contract. */
export const LOCATIONS: Record<string, [count: number, build: (n: number) => Scene]> = {
  "dolomiti-tre-cime": [9, dolomiti],
  "lago-di-braies": [4, braies],
  "monte-rosa": [3, monteRosa],
  "cinque-terre": [6, cinqueTerre],
  "val-d-orcia": [5, valDorcia],
  "gran-paradiso": [2, granParadiso],
  "lago-di-garda": [4, garda],
  etna: [3, etna],
};
