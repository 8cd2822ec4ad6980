// Server-only lookup of the responsive variants that scripts/images.js built.
// The manifest is imported statically so the server bundle carries it (no fs at run time).
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
  /** Tiny blurred WebP as a data: URI, shown until the image arrives. */
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
