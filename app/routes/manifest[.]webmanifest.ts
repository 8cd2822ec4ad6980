import { getContent } from "~/content/content.server";
import { palette, themeColor } from "~/styles/tokens";

/** The web app manifest: name, icons and colours for "add to home screen". */
export function loader() {
  const { site } = getContent();
  const manifest = {
    name: `${site.name} · ${site.title}`,
    short_name: site.name.split(" ")[0],
    description: site.profile,
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: palette.paper,
    theme_color: themeColor.light,
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
