import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { documentPolicy, inlineScriptHashes, RESOURCE_POLICY, sandboxPolicy, SVG_POLICY } from "./csp.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

test("every inline script is hashed once, external scripts are not", () => {
  const html = `<head><script src="/build/a.js"></script><script type="module" async="">import "/x";</script></head>
<body><script>window.__remixContext = {"a":"\\u003c/script>"};</script><script>import "/x";</script><script>window.x=1</script></body>`;
  expect(inlineScriptHashes(html)).toEqual([sha('import "/x";'), sha('window.__remixContext = {"a":"\\u003c/script>"};'), sha("window.x=1")]);
});

test("a document policy allows only its own hashes and no inline or eval code", () => {
  const policy = documentPolicy(["'sha256-abc='"]);
  const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src"));
  expect(scriptSrc).toBe("script-src 'self' 'sha256-abc='");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/unsafe-eval/);
  // images and fonts from the site alone: a data: or blob: URL is refused
  expect(policy).toContain("img-src 'self';");
  expect(policy).toContain("font-src 'self';");
  // frames from the site alone (the lessons' sandbox), and no site may frame a page
  expect(policy).toContain("frame-src 'self';");
});

test("the lessons' sandbox is an opaque origin that may run its own script and the reader's, and reach nothing", () => {
  expect(sandboxPolicy(["'sha256-abc='"])).toBe(
    "sandbox allow-scripts; default-src 'none'; script-src 'sha256-abc=' blob: 'unsafe-eval'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
  );
});

test("the resource and SVG policies allow nothing to run and nothing to frame", () => {
  expect(RESOURCE_POLICY).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  expect(SVG_POLICY).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
});
