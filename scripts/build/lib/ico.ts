// The bytes of a .ico file whose images are PNGs (the form every browser since IE 9 reads).
// Browsers ask for /favicon.ico wherever a page names no icon of its own: a photo or the CV PDF
// opened on its own, a feed reader, a bookmark imported from elsewhere.

/** One image of the icon: its side in pixels (1 to 256) and its PNG bytes. */
export type IcoImage = { size: number; png: Buffer };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const HEADER = 6;
const ENTRY = 16;

/**
 * An ICONDIR header, one ICONDIRENTRY per image, then the images, in the order given.
 * @throws when an image is not a PNG or its size is outside 1 to 256 (the format's range).
 */
export function icoFromPngs(images: readonly IcoImage[]): Buffer {
  if (images.length === 0 || images.length > 0xffff) throw new RangeError(`an icon holds 1 to 65535 images, not ${images.length}`);
  const header = Buffer.alloc(HEADER + ENTRY * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: an icon (2 would be a cursor)
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    if (!Number.isInteger(size) || size < 1 || size > 256) throw new RangeError(`icon image ${index}: a side of 1 to 256 px, not ${size}`);
    if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new TypeError(`icon image ${index}: not a PNG`);
    const entry = HEADER + ENTRY * index;
    header.writeUInt8(size % 256, entry); // width; 0 means 256
    header.writeUInt8(size % 256, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}
