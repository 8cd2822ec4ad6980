// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { expect, onTestFinished, test } from "vitest";
import type { PhotoRequest } from "./photo-modal";
import type { ImageRef } from "~/utils/image-ref";
import { OutdoorGallery, slideSizes, type OutdoorLocationView } from "./outdoor-gallery";

const picture = (name: string): ImageRef => ({
  width: 1600,
  height: 1067,
  base: `/generated/img/outdoor/${name}`,
  widths: [320, 1600],
  placeholder: "linear-gradient(#8fa3bd,#46552f)",
});

const locations: OutdoorLocationView[] = [
  { id: 0, location: "Etna", slug: "etna", text: "", photos: ["etna-1", "etna-2", "etna-3"].map((f) => ({ file: `${f}.jpg`, picture: picture(f) })) },
  { id: 1, location: "Monte Rosa", slug: "monte-rosa", text: "Glaciers", photos: ["monte-rosa-1", "monte-rosa-2"].map((f) => ({ file: `${f}.jpg`, picture: picture(f) })) },
];

/** The gallery with the open photo kept in state, as the page keeps it in the URL. */
function Gallery({ initial = null, missing = null, shown = [] }: { initial?: PhotoRequest | null; missing?: string | null; shown?: PhotoRequest[] }) {
  const [open, setOpen] = useState<PhotoRequest | null>(initial);
  return <OutdoorGallery locations={locations} open={open} missing={missing} onOpen={setOpen} onClose={() => setOpen(null)} onShow={(request) => shown.push(request)} />;
}

test("each thumbnail is a link to the full-size photo, named by its alt text", () => {
  render(<Gallery />);
  const link = screen.getByRole("link", { name: "Monte Rosa, photo 2 of 2" });
  expect(link.getAttribute("href")).toBe("/generated/img/outdoor/monte-rosa-2-1600.jpg");
  expect(screen.getAllByRole("link")).toHaveLength(5);
});

// The dialog's code loads on the first open (a dynamic import, transformed on the fly here): on a
// busy machine that takes longer than findByRole's default second.
const LOAD = { timeout: 10_000 };

test("a click opens the location's carousel at that photo, captioned with the location and its text", async () => {
  render(<Gallery />);
  fireEvent.click(screen.getByRole("link", { name: "Monte Rosa, photo 2 of 2" }));
  const dialog = await screen.findByRole("dialog", { name: "Photos of Monte Rosa" }, LOAD);
  const active = dialog.querySelector('[aria-roledescription="slide"][data-state="active"]')!;
  expect(active.getAttribute("aria-label")).toBe("2 of 2");
  expect(active.querySelector("figcaption")?.textContent).toBe("Monte Rosa Glaciers");
  fireEvent.click(screen.getByRole("button", { name: "Close" }));
  expect(screen.queryByRole("dialog")).toBeNull();
});

test("a photo number past the end (an old shared link) opens the last photo", async () => {
  render(<Gallery initial={{ location: "monte-rosa", photo: 7 }} />);
  const dialog = await screen.findByRole("dialog", { name: "Photos of Monte Rosa" }, LOAD);
  expect(dialog.querySelector('[aria-roledescription="slide"][data-state="active"]')?.getAttribute("aria-label")).toBe("2 of 2");
});

test("each slide the carousel moves to is reported as the photo on show, for the address to follow", async () => {
  const shown: PhotoRequest[] = [];
  render(<Gallery initial={{ location: "etna", photo: 1 }} shown={shown} />);
  await screen.findByRole("dialog", { name: "Photos of Etna" }, LOAD);
  fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
  fireEvent.click(screen.getByRole("button", { name: "Show slide 3 of 3" }));
  expect(shown).toEqual([
    { location: "etna", photo: 2 },
    { location: "etna", photo: 3 },
  ]);
});

test("a place the address names that is not on the page is said, above the places", () => {
  render(<Gallery missing="nope" />);
  expect(screen.getByRole("alert").textContent).toContain("“nope”");
  expect(screen.queryByRole("dialog")).toBeNull();
  render(<Gallery missing={"x".repeat(200)} />);
  expect(screen.getAllByRole("alert")[1]!.textContent).toContain(`“${"x".repeat(60)}…”`);
});

test("a modified click is left to the browser (new tab), not turned into the modal", () => {
  render(<Gallery />);
  const link = screen.getByRole("link", { name: "Etna, photo 1 of 3" });
  // Read on the window, once the page's own handlers have run, and then kept from jsdom, which
  // cannot follow a link to another document.
  let leftToBrowser: boolean | undefined;
  const browser = (event: MouseEvent) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("click", browser);
  onTestFinished(() => window.removeEventListener("click", browser));
  fireEvent.click(link, { ctrlKey: true });
  expect(leftToBrowser).toBe(true);
  expect(screen.queryByRole("dialog")).toBeNull();
});

test("a slide never asks for more than the modal's width or 65vh of height", () => {
  expect(slideSizes(picture("x"))).toBe("min(min(1140px, 100vw - 72px), 65vh * 1.4995)");
});
