import type { SVGProps } from "react";

/**
 * The glyphs of public/icons.svg, one `<symbol>` each: hand-drawn 24x24 paths served by the site
 * itself. Pages reference them (`<use href>`), so their paths travel once, cached, as an image
 * and not in every page's script. icon.test.ts keeps this list and the file in step, and checks
 * that every name the content may use (content/schemas.ts, validated at build) is among them, so
 * the components pass the content's names as they are and no list travels in the script.
 */
export const ICON_NAMES = [
  "facebook",
  "linkedin",
  "pinterest",
  "instagram",
  "github",
  "mail",
  "home",
  "graduation-cap",
  "baby",
  "user",
  "file",
  "tools",
  "eye",
  "trash",
  "school",
  "star",
  "briefcase",
  "laptop",
  "code",
  "download",
  "external",
  "close",
  "language",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export const ICON_SPRITE = "/icons.svg";

/** A decorative icon (aria-hidden); give the surrounding control its accessible name. */
export function Icon({ name, size = 24, ...props }: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
