import { expect, test } from "vitest";
import { absoluteUrl, jsonLdText, personJsonLd, seo } from "./seo";
import { getContent } from "~/content/content.server";

test("seo gives the title and description to search and to share cards alike", () => {
  const tags = seo({ title: "Outdoor", description: "Photos" });
  expect(tags).toContainEqual({ title: "Outdoor" });
  expect(tags).toContainEqual({ name: "description", content: "Photos" });
  expect(tags).toContainEqual({ property: "og:title", content: "Outdoor" });
  expect(tags).toContainEqual({ name: "twitter:description", content: "Photos" });
});

test("absolute URLs sit on the origin", () => {
  expect(absoluteUrl("https://a.dev", "/")).toBe("https://a.dev/");
  expect(absoluteUrl("https://a.dev", "/generated/x.jpg")).toBe("https://a.dev/generated/x.jpg");
});

test("the Person names the owner, links the social profiles and cannot break out of its script", () => {
  const { site, social } = getContent();
  const person = personJsonLd({ origin: "https://a.dev", site, social, photoSrc: "/generated/img/owner.jpg" });
  expect(person).toMatchObject({ "@type": "Person", name: site.name, url: "https://a.dev/", image: "https://a.dev/generated/img/owner.jpg" });
  expect(person.sameAs).toHaveLength(5);
  expect(jsonLdText({ a: "</script><script>" })).not.toContain("</script>");
  expect(JSON.parse(jsonLdText({ a: "</script>" }))).toEqual({ a: "</script>" });
});
