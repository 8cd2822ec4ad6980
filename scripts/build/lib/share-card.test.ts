import sharp from "sharp";
import { expect, test } from "vitest";
import { SITE_ROUTES } from "../../../app/utils/site-routes";
import { CARD, layoutCard, loadFaces, MissingGlyphError, setText, wrapText } from "./share-card";
import { renderCard } from "../share-images";

const faces = loadFaces();
const site = { eyebrow: "DAVIDE MARCHETTI · FRONT END DEVELOPER", host: "www.example.dev" };
const columnWidth = CARD.text.right - CARD.text.x;

test.each(SITE_ROUTES.map((route) => [route.path, route.headline]))("%s: every line of its card fits the text column", (_path, headline) => {
  const layout = layoutCard(faces, { ...site, headline });
  expect(layout.headline.length).toBeLessThanOrEqual(CARD.maxHeadlineLines);
  for (const line of [...layout.eyebrow, ...layout.headline, layout.host]) expect(line.width, line.text).toBeLessThanOrEqual(columnWidth);
  // Nothing dropped: the lines hold every word of the headline.
  expect(layout.headline.map((line) => line.text).join(" ")).toBe(headline);
});

test("a headline too long for three lines gets smaller; a word wider than the column is cut with a hyphen", () => {
  const long = layoutCard(faces, { ...site, headline: "A much longer headline that an owner might well write for a page about trips in the mountains" });
  expect(long.headlineSize).toBeLessThan(CARD.headlineSizes[0]);
  for (const line of long.headline) expect(line.width).toBeLessThanOrEqual(columnWidth);
  const word = wrapText(faces.headline, "Precipitevolissimevolmente-Supercalifragilistichespiralidoso", 66, columnWidth);
  expect(word.length).toBeGreaterThan(1);
  for (const line of word) expect(line.width).toBeLessThanOrEqual(columnWidth);
  expect(word.slice(0, -1).every((line) => line.text.endsWith("-"))).toBe(true);
});

test("accented Italian and typographic punctuation have glyphs; a character none of the fonts has is an error", () => {
  expect(setText(faces.headline, "Perché è così: «città» — l’ultima", 66).width).toBeGreaterThan(0);
  expect(() => setText(faces.headline, "日本", 66)).toThrow(MissingGlyphError);
});

/** Brightest pixel (0-255, luma) of a region of the rendered card. */
async function brightest(jpeg: Buffer, left: number, top: number, width: number, height: number) {
  const { data } = await sharp(jpeg).extract({ left, top, width, height }).greyscale().raw().toBuffer({ resolveWithObject: true });
  return data.reduce((max, v) => Math.max(max, v), 0);
}

test("the rendered home card has its text inside the column and nothing past it", async () => {
  const photo = await sharp({ create: { width: CARD.photo.size, height: CARD.photo.size, channels: 4, background: "#888" } }).png().toBuffer();
  const jpeg = await renderCard("Front end developer", photo);
  const { width, height } = await sharp(jpeg).metadata();
  expect([width, height]).toEqual([CARD.width, CARD.height]);
  // Cream letters on a dark brown ground: bright pixels in the column, none right of it.
  expect(await brightest(jpeg, CARD.text.x, 150, columnWidth, 300)).toBeGreaterThan(200);
  expect(await brightest(jpeg, CARD.text.right + 4, 40, CARD.width - CARD.text.right - 4, 540)).toBeLessThan(90);
});
