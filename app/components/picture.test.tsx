import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import type { ImageInfo } from "~/content/images.server";
import { Picture } from "./picture";

const image: ImageInfo = {
  width: 1600,
  height: 1067,
  src: "/generated/img/outdoor/etna-1-0a1b2c3d-1600.jpg",
  sources: [
    { type: "image/avif", srcSet: "/a-320.avif 320w, /a-640.avif 640w" },
    { type: "image/webp", srcSet: "/a-320.webp 320w, /a-640.webp 640w" },
    { type: "image/jpeg", srcSet: "/a-320.jpg 320w, /a-640.jpg 640w" },
  ],
  placeholder: "data:image/webp;base64,UklGRg==",
};

const errors = () => vi.spyOn(console, "error").mockImplementation(() => {});

afterEach(() => vi.restoreAllMocks());

test("server markup has AVIF and WebP sources, a sized JPEG img and the placeholder background", () => {
  const spy = errors();
  const html = renderToStaticMarkup(<Picture image={image} alt="Etna at dusk" sizes="(min-width: 768px) 33vw, 100vw" />);
  expect(html).toContain('<source type="image/avif" srcSet="/a-320.avif 320w, /a-640.avif 640w" sizes="(min-width: 768px) 33vw, 100vw"/>');
  expect(html).toContain('<source type="image/webp" srcSet="/a-320.webp 320w, /a-640.webp 640w"');
  expect(html.indexOf("image/avif")).toBeLessThan(html.indexOf("image/webp"));
  expect(html).toMatch(/<img loading="lazy" decoding="async" width="1600" height="1067"/);
  expect(html).toContain('srcSet="/a-320.jpg 320w, /a-640.jpg 640w"');
  expect(html).toContain('src="/generated/img/outdoor/etna-1-0a1b2c3d-1600.jpg"');
  expect(html).toContain('alt="Etna at dusk"');
  expect(html).toContain("background-image:url(&quot;data:image/webp;base64,UklGRg==&quot;)");
  expect(html).toContain("background-size:cover");
  expect(html).not.toContain("fetchpriority");
  expect(spy).not.toHaveBeenCalled();
});

test("priority means eager loading and a high fetch priority, without React warnings", () => {
  const spy = errors();
  const html = renderToStaticMarkup(<Picture image={image} alt="" sizes="100vw" loading="lazy" priority />);
  expect(html).toContain('loading="eager"');
  expect(html).toContain('fetchpriority="high"');
  expect(spy).not.toHaveBeenCalled();
});

test("renders in the browser with the same attributes and merges className and style", () => {
  const spy = errors();
  const { container } = render(
    <Picture image={image} alt="Stool" sizes="50vw" loading="eager" className="photo" style={{ borderRadius: 4 }} />,
  );
  const img = container.querySelector("img");
  expect(img?.getAttribute("loading")).toBe("eager");
  expect(img?.getAttribute("decoding")).toBe("async");
  expect(img?.className).toBe("photo");
  expect(img?.style.borderRadius).toBe("4px");
  expect(img?.style.backgroundSize).toBe("cover");
  expect(container.querySelectorAll("picture > source")).toHaveLength(2);
  expect(spy).not.toHaveBeenCalled();
});
