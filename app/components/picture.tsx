import type { CSSProperties } from "react";
import type { ImageInfo } from "~/content/images.server";

export type PictureProps = {
  image: ImageInfo;
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

const MODERN = ["image/avif", "image/webp"] as const;

/**
 * A responsive <picture>: AVIF and WebP sources, a JPEG <img> with intrinsic width/height so
 * nothing shifts, and the blurred placeholder painted as the img background until it loads.
 * @example <Picture image={getImage("owner.jpg")} alt="" sizes="120px" priority />
 */
export function Picture({ image, alt, sizes, loading, priority = false, className, style }: PictureProps) {
  const jpeg = image.sources.find((s) => s.type === "image/jpeg");
  // React 18 warns about the camelCase `fetchPriority` prop; the lowercase attribute is passed as is.
  const fetchPriority = priority ? { fetchpriority: "high" } : {};
  return (
    <picture>
      {MODERN.map((type) => {
        const source = image.sources.find((s) => s.type === type);
        return source ? <source key={type} type={type} srcSet={source.srcSet} sizes={sizes} /> : null;
      })}
      <img
        loading={priority ? "eager" : (loading ?? "lazy")}
        decoding="async"
        {...fetchPriority}
        width={image.width}
        height={image.height}
        sizes={sizes}
        srcSet={jpeg?.srcSet}
        src={image.src}
        alt={alt}
        className={className}
        style={{
          backgroundImage: `url("${image.placeholder}")`,
          backgroundSize: "cover",
          backgroundPosition: "center",
          backgroundRepeat: "no-repeat",
          ...style,
        }}
      />
    </picture>
  );
}
