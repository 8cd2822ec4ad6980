import sharp from "sharp";
import { expect, test } from "vitest";
import { icoFromPngs } from "./ico";

const square = (size: number, red: number) =>
  sharp({ create: { width: size, height: size, channels: 4, background: { r: red, g: 0, b: 0, alpha: 1 } } }).png().toBuffer();

test("the header counts the images, each entry gives its size, length and offset, and each PNG follows intact", async () => {
  const images = [
    { size: 16, png: await square(16, 10) },
    { size: 32, png: await square(32, 20) },
    { size: 256, png: await square(256, 30) },
  ];
  const ico = icoFromPngs(images);
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
  let expectedOffset = 6 + 16 * 3;
  for (const [index, { size, png }] of images.entries()) {
    const entry = 6 + 16 * index;
    expect(ico.readUInt8(entry), "width").toBe(size === 256 ? 0 : size);
    expect(ico.readUInt8(entry + 1), "height").toBe(size === 256 ? 0 : size);
    expect(ico.readUInt16LE(entry + 6), "bits per pixel").toBe(32);
    const length = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    expect([length, offset]).toEqual([png.length, expectedOffset]);
    const embedded = ico.subarray(offset, offset + length);
    expect(embedded.equals(png)).toBe(true);
    expect((await sharp(embedded).metadata()).width).toBe(size);
    expectedOffset += length;
  }
  expect(ico.length).toBe(expectedOffset);
});

test("refuses what the format cannot hold: no image, a side over 256 px, bytes that are not a PNG", async () => {
  expect(() => icoFromPngs([])).toThrow(/1 to 65535 images/);
  const png = await square(8, 0);
  expect(() => icoFromPngs([{ size: 512, png }])).toThrow(/image 0: a side of 1 to 256 px, not 512/);
  expect(() => icoFromPngs([{ size: 16, png: Buffer.from("GIF89a....") }])).toThrow(/image 0: not a PNG/);
});
