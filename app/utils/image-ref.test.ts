import { expect, test } from "vitest";
import { imageSrc, imageSrcSet, type ImageRef } from "./image-ref";

const image: ImageRef = { width: 1600, height: 1067, base: "/generated/img/outdoor/etna-1-0a1b2c3d", widths: [320, 640, 1600], placeholder: "linear-gradient(#000000)" };

test("a srcset per format, every width with its descriptor", () => {
  expect(imageSrcSet(image, "avif")).toBe(
    "/generated/img/outdoor/etna-1-0a1b2c3d-320.avif 320w, /generated/img/outdoor/etna-1-0a1b2c3d-640.avif 640w, /generated/img/outdoor/etna-1-0a1b2c3d-1600.avif 1600w",
  );
  expect(imageSrcSet({ ...image, widths: [480] }, "jpg")).toBe("/generated/img/outdoor/etna-1-0a1b2c3d-480.jpg 480w");
});

test("the plain src is the largest JPEG", () => {
  expect(imageSrc(image)).toBe("/generated/img/outdoor/etna-1-0a1b2c3d-1600.jpg");
});
