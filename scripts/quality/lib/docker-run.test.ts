import { describe, expect, test } from "vitest";
import { caLines, formatBytes, imageTable, sitemapPaths } from "./docker-run";

const PEM = (body: string) => `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----`;

describe("caLines", () => {
  test("one ca[] line per certificate Node does not have, newlines escaped, duplicates once", () => {
    const bundle = `# a bundle\n${PEM("AAA\nBBB")}\n\n${PEM("CCC")}\r\n${PEM("CCC")}\n${PEM("ROOT")}\n`;
    expect(caLines(bundle, [`${PEM("ROOT")}\n`])).toBe(
      `ca[]="-----BEGIN CERTIFICATE-----\\nAAA\\nBBB\\n-----END CERTIFICATE-----"\nca[]="-----BEGIN CERTIFICATE-----\\nCCC\\n-----END CERTIFICATE-----"\n`,
    );
  });
  test("nothing when the bundle adds nothing to Node's roots", () => {
    expect(caLines(`${PEM("ROOT")}\n`, [PEM("ROOT")])).toBe("");
    expect(caLines("not a certificate", [])).toBe("");
  });
});

test("sitemapPaths keeps the path and query of every loc", () => {
  expect(sitemapPaths(`<urlset><url><loc>https://x.dev/</loc></url><url><loc> https://x.dev/js-doc/a?b=1&amp;c=2 </loc></url></urlset>`)).toEqual(["/", "/js-doc/a?b=1&c=2"]);
  expect(sitemapPaths("<urlset></urlset>")).toEqual([]);
});

test("formatBytes", () => {
  expect(formatBytes(295_400_000)).toBe("295 MB");
  expect(formatBytes(3_950_000)).toBe("4.0 MB");
});

test("imageTable shows what is missing as -", () => {
  const table = imageTable([{ run: "a", firstAnswer: 400, healthy: 30_500, memory: "40MiB / 256MiB", stop: 700, exit: "0" }, { run: "b" }]);
  expect(table.split("\n")).toEqual([
    "| run | first /healthz answer | HEALTHCHECK healthy | memory (docker stats, after the flood) | docker stop |",
    "| --- | --- | --- | --- | --- |",
    "| a | 0.4 s | 30.5 s | 40MiB / 256MiB | 0.7 s, exit 0 |",
    "| b | - | - | - | -, exit - |",
  ]);
});
