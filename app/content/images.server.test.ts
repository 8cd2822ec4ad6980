import { expect, test, vi } from "vitest";

// The real manifest is a build output (npm run images); these tests must not depend on it.
vi.mock("./generated/images.json", () => ({ default: {} }));

import { getImage, lookupImage, toImageRef, type ImageManifest } from "./images.server";

const manifest: ImageManifest = {
  "owner.jpg": {
    width: 600,
    height: 600,
    src: "/generated/img/owner-0a1b2c3d-480.jpg",
    sources: [
      { type: "image/avif", srcSet: "/generated/img/owner-0a1b2c3d-320.avif 320w" },
      { type: "image/webp", srcSet: "/generated/img/owner-0a1b2c3d-320.webp 320w" },
      { type: "image/jpeg", srcSet: "/generated/img/owner-0a1b2c3d-320.jpg 320w" },
    ],
    placeholder: "linear-gradient(#8fa3bd,#46552f)",
  },
};

test("finds an image by its path inside app/content/images", () => {
  expect(lookupImage(manifest, "owner.jpg").width).toBe(600);
});

test("a missing image names the path and the command that builds the manifest", () => {
  expect(() => lookupImage(manifest, "outdoor/nowhere-1.jpg")).toThrow("Image not found in the build manifest: outdoor/nowhere-1.jpg (run npm run images)");
  expect(() => getImage("owner.jpg")).toThrow("Image not found in the build manifest: owner.jpg (run npm run images)");
  // inherited object keys are not images
  expect(() => lookupImage(manifest, "constructor")).toThrow("constructor");
});

test("the compact form rebuilds exactly the manifest's srcsets and src", () => {
  const info = {
    width: 600,
    height: 600,
    src: "/generated/img/owner-0a1b2c3d-480.jpg",
    sources: ["avif", "webp", "jpg"].map((ext) => ({
      type: ext === "jpg" ? ("image/jpeg" as const) : (`image/${ext}` as "image/avif" | "image/webp"),
      srcSet: `/generated/img/owner-0a1b2c3d-320.${ext} 320w, /generated/img/owner-0a1b2c3d-480.${ext} 480w`,
    })),
    placeholder: "linear-gradient(#8fa3bd,#46552f)",
  };
  expect(toImageRef(info)).toEqual({ width: 600, height: 600, base: "/generated/img/owner-0a1b2c3d", widths: [320, 480], placeholder: "linear-gradient(#8fa3bd,#46552f)" });
});

test("a manifest entry the compact form cannot rebuild fails loudly, naming it", () => {
  const entry = manifest["owner.jpg"];
  // Its src is not the largest width of its srcset.
  expect(() => toImageRef(entry)).toThrow("/generated/img/owner-0a1b2c3d-480.jpg does not follow <base>-<width>.<ext>");
  const renamed = { ...entry, src: "/generated/img/owner-0a1b2c3d-320.jpg", sources: entry.sources.map((s) => ({ ...s, srcSet: s.srcSet.replace("owner-", "me-") })) };
  expect(() => toImageRef(renamed)).toThrow("does not follow");
  expect(() => toImageRef({ ...entry, src: "/generated/img/owner-0a1b2c3d-320.jpg", sources: entry.sources.slice(1) })).toThrow("does not follow");
});
