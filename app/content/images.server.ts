// Server-only lookup of the responsive variants that scripts/build/images.ts built.
// The manifest is imported statically so the server bundle carries it (no fs at run time).
import { IMAGE_FORMATS, imageSrc, imageSrcSet, type ImageRef } from "~/utils/image-ref";
import manifestJson from "./generated/images.json";

export type ImageSource = {
  type: "image/avif" | "image/webp" | "image/jpeg";
  /** "url 320w, url 640w, ..." */
  srcSet: string;
};

export type ImageInfo = {
  /** Intrinsic size of the source after EXIF rotation; keeps the layout from shifting. */
  width: number;
  height: number;
  /** JPEG fallback URL (the largest width). */
  src: string;
  /** Best format first: AVIF, WebP, then JPEG. */
  sources: ImageSource[];
  /** A CSS gradient of the image's colours, top to bottom, painted until the image arrives. */
  placeholder: string;
};

export type ImageManifest = Record<string, ImageInfo>;

const manifest = manifestJson as unknown as ImageManifest;

/**
 * Find an image in a manifest by its path inside app/content/images.
 * @example lookupImage(manifest, "outdoor/etna-1.jpg").src // "/generated/img/outdoor/etna-1-<hash>-1600.jpg"
 */
export function lookupImage(images: ImageManifest, path: string): ImageInfo {
  const info = Object.prototype.hasOwnProperty.call(images, path) ? images[path] : undefined;
  if (!info) throw new Error(`Image not found in the build manifest: ${path} (run npm run images)`);
  return info;
}

/**
 * The responsive variants of a content image.
 * @example getImage("owner.jpg").width // 600
 */
export function getImage(path: string): ImageInfo {
  return lookupImage(manifest, path);
}

/**
 * The compact form a page sends the browser (~/utils/image-ref.ts). Throws when the manifest's
 * URLs are not the ones the compact form rebuilds, so a change in scripts/build/images.ts cannot ship
 * broken srcsets.
 * @example toImageRef(getImage("owner.jpg")).base // "/generated/img/owner-<hash>"
 */
export function toImageRef(info: ImageInfo): ImageRef {
  const candidates = info.sources.find((source) => source.type === "image/jpeg")?.srcSet.split(", ") ?? [];
  const match = /^(.+)-(\d+)\.jpg \d+w$/.exec(candidates[0] ?? "");
  const widths = candidates.map((candidate) => Number(candidate.slice(candidate.lastIndexOf(" ") + 1, -1)));
  const image: ImageRef = { width: info.width, height: info.height, base: match?.[1] ?? "", widths, placeholder: info.placeholder };
  const same =
    match !== null &&
    imageSrc(image) === info.src &&
    info.sources.length === IMAGE_FORMATS.length &&
    IMAGE_FORMATS.every(({ type, ext }) => info.sources.find((source) => source.type === type)?.srcSet === imageSrcSet(image, ext));
  if (!same) throw new Error(`Image manifest entry ${info.src} does not follow <base>-<width>.<ext> for avif, webp and jpg (see scripts/build/images.ts)`);
  return image;
}

/**
 * The compact reference to a content image, for loader data.
 * @example getImageRef("outdoor/etna-1.jpg").widths.at(-1) // 1600
 */
export function getImageRef(path: string): ImageRef {
  return toImageRef(getImage(path));
}
