import type { CSSProperties } from "react";
import { IMAGE_FORMATS, imageSrc, imageSrcSet, type ImageRef } from "~/utils/image-ref";

export type PictureProps = {
  image: ImageRef;
  alt: string;
  /** Rendered width per layout, e.g. "(min-width: 768px) 33vw, 100vw". */
  sizes: string;
  /** Defaults to "lazy"; `priority` makes it "eager". */
  loading?: "lazy" | "eager";
  /** For the largest image above the fold: eager loading and a high fetch priority. */
  priority?: boolean;
  /** Applied to the <img>, which is what layouts size. */
  className?: string;
  style?: CSSProperties;
};

/**
 * A responsive <picture>: AVIF and WebP sources, a JPEG <img> with intrinsic width/height so
 * nothing shifts, and the placeholder gradient of its colours painted as the img background until
 * it loads.
 * @example <Picture image={getImageRef("owner.jpg")} alt="" sizes="120px" priority />
 */
export function Picture({ image, alt, sizes, loading, priority = false, className, style }: PictureProps) {
  // React 18 warns about the camelCase `fetchPriority` prop; the lowercase attribute is passed as is.
  const fetchPriority = priority ? { fetchpriority: "high" } : {};
  return (
    <picture>
      {IMAGE_FORMATS.filter(({ ext }) => ext !== "jpg").map(({ type, ext }) => (
        <source key={type} type={type} srcSet={imageSrcSet(image, ext)} sizes={sizes} />
      ))}
      <img
        loading={priority ? "eager" : (loading ?? "lazy")}
        decoding="async"
        {...fetchPriority}
        width={image.width}
        height={image.height}
        sizes={sizes}
        srcSet={imageSrcSet(image, "jpg")}
        src={imageSrc(image)}
        alt={alt}
        className={className}
        style={{ backgroundImage: image.placeholder, ...style }}
      />
    </picture>
  );
}
