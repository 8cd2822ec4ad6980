// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { expect, test } from "vitest";
import { getContent } from "~/content/content.server";
import { Curriculum } from "./curriculum";

const { cv } = getContent();

// Plain DOM queries: role queries over ~30 entries are slow in jsdom, and the structure is what matters here.
test("four sections in screen order, every entry with its label, title and description", () => {
  const { container } = render(<Curriculum cv={cv} level={2} />);
  const sections = [...container.querySelectorAll("section")];
  expect(sections.map((s) => document.getElementById(s.getAttribute("aria-labelledby")!)?.tagName)).toEqual(["H2", "H2", "H2", "H2"]);
  expect(sections.map((s) => s.querySelector("h2")?.textContent)).toEqual(["EDUCATION AND TRAINING", "WORK EXPERIENCE", "PERSONAL SKILLS AND COMPETENCES", "PERSONAL PROJECTS"]);
  cv.sections.forEach((section, index) => {
    const entries = [...sections[index]!.querySelectorAll("dl > div")];
    expect(entries.map((e) => e.querySelector("dt")?.textContent)).toEqual(section.list.map((e) => e.label));
    section.list.forEach((entry, i) => {
      expect(entries[i]!.querySelector("strong")?.textContent).toBe(entry.title ?? undefined);
      expect(entries[i]!.querySelector("dd")?.textContent).toContain(entry.description);
    });
  });
});

test("a project with a github url gets a GITHUB link in a new tab; one without gets none", () => {
  const { container } = render(<Curriculum cv={cv} />);
  const projects = cv.sections[3]!.list;
  const links = [...container.querySelectorAll("section")[3]!.querySelectorAll("a")];
  expect(links.map((a) => a.getAttribute("href"))).toEqual(projects.filter((p) => p.github).map((p) => p.github));
  for (const link of links) {
    expect(link.textContent).toMatch(/^GITHUB/);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  }
  expect(projects.some((p) => !p.github)).toBe(true);
});
