/**
 * What a page sends the browser for one content image: its size, where its variants live and
 * which widths exist. The srcsets follow from it, so loader data carries a few numbers instead of
 * three long srcset strings per image (the outdoor page has 40 photos).
 */
export type ImageRef = {
  /** Intrinsic size after EXIF rotation; keeps the layout from shifting. */
  width: number;
  height: number;
  /** Variant URL without "-<width>.<ext>": "/generated/img/outdoor/etna-1-0a1b2c3d". */
  base: string;
  /** Widths built, ascending; the largest JPEG is the plain `src`. */
  widths: number[];
  /** A CSS gradient of the image's colours, top to bottom, painted until the image arrives. */
  placeholder: string;
};

/** The formats scripts/build/images.ts builds for every width, best first. */
export const IMAGE_FORMATS = [
  { type: "image/avif", ext: "avif" },
  { type: "image/webp", ext: "webp" },
  { type: "image/jpeg", ext: "jpg" },
] as const;

export type ImageExtension = (typeof IMAGE_FORMATS)[number]["ext"];

/**
 * "url 320w, url 640w, ..." for one format.
 * @example imageSrcSet({ base: "/img/a-0a1b2c3d", widths: [320, 640], ... }, "webp") // "/img/a-0a1b2c3d-320.webp 320w, /img/a-0a1b2c3d-640.webp 640w"
 */
export function imageSrcSet(image: ImageRef, ext: ImageExtension): string {
  return image.widths.map((width) => `${image.base}-${width}.${ext} ${width}w`).join(", ");
}

/**
 * The largest JPEG: the <img> fallback and the full-size link.
 * @example imageSrc({ base: "/img/a-0a1b2c3d", widths: [320, 640], ... }) // "/img/a-0a1b2c3d-640.jpg"
 */
export function imageSrc(image: ImageRef): string {
  return `${image.base}-${image.widths[image.widths.length - 1]}.jpg`;
}
