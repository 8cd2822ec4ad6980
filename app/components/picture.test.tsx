// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import type { ImageRef } from "~/utils/image-ref";
import { Picture } from "./picture";

const image: ImageRef = {
  width: 1600,
  height: 1067,
  base: "/generated/img/outdoor/etna-1-0a1b2c3d",
  widths: [320, 640, 1600],
  placeholder: "linear-gradient(#8fa3bd,#46552f)",
};
const set = (ext: string) => [320, 640, 1600].map((w) => `/generated/img/outdoor/etna-1-0a1b2c3d-${w}.${ext} ${w}w`).join(", ");

const errors = () => vi.spyOn(console, "error").mockImplementation(() => {});

afterEach(() => vi.restoreAllMocks());

test("server markup has AVIF and WebP sources, a sized JPEG img and the placeholder background", () => {
  const spy = errors();
  const html = renderToStaticMarkup(<Picture image={image} alt="Etna at dusk" sizes="(min-width: 768px) 33vw, 100vw" />);
  expect(html).toContain(`<source type="image/avif" srcSet="${set("avif")}" sizes="(min-width: 768px) 33vw, 100vw"/>`);
  expect(html).toContain(`<source type="image/webp" srcSet="${set("webp")}"`);
  expect(html.indexOf("image/avif")).toBeLessThan(html.indexOf("image/webp"));
  expect(html).toMatch(/<img loading="lazy" decoding="async" width="1600" height="1067"/);
  expect(html).toContain(`srcSet="${set("jpg")}"`);
  expect(html).toContain('src="/generated/img/outdoor/etna-1-0a1b2c3d-1600.jpg"');
  expect(html).toContain('alt="Etna at dusk"');
  expect(html).toContain('style="background-image:linear-gradient(#8fa3bd,#46552f)"');
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
  const { container } = render(<Picture image={image} alt="Stool" sizes="50vw" loading="eager" className="photo" style={{ borderRadius: 4 }} />);
  const img = container.querySelector("img");
  expect(img?.getAttribute("loading")).toBe("eager");
  expect(img?.getAttribute("decoding")).toBe("async");
  expect(img?.className).toBe("photo");
  expect(img?.style.borderRadius).toBe("4px");
  expect(img?.style.backgroundImage).toBe("linear-gradient(rgb(143, 163, 189), rgb(70, 85, 47))");
  expect(container.querySelectorAll("picture > source")).toHaveLength(2);
  expect(spy).not.toHaveBeenCalled();
});
