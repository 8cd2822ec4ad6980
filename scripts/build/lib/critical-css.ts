/**
 * The critical CSS of a rendered document: every rule of the stylesheets it links that can apply
 * to an element it contains, at any viewport width, in any state. The prerender puts it inside the
 * document (app/components/document-styles.tsx), so the first paint needs the document alone
 * (docs/decisions/0005-first-paint-from-the-document.md).
 *
 * A rule is kept when one of its selectors, reduced to its static shape (`staticShape`), matches
 * an element of the document. The reduction drops what can change after the HTML arrives (states
 * such as :hover or [data-state=open], attributes the head script sets, pseudo-elements), so it
 * keeps more than a browser would match now, never less. At-rules that group rules (@media,
 * @supports, @container, @layer blocks) keep those of their rules that are kept; the others
 * (@keyframes, @font-face, @property, @layer statements) are kept whole. The order of what is
 * kept is the stylesheets' order, so the full stylesheets, loaded later, change nothing.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import postcss, { type Container } from "postcss";
import selectorParser, { type Selector } from "postcss-selector-parser";

const GROUPING = new Set(["media", "supports", "container", "layer", "scope", "document"]);

/** Puts `*` where dropping parts emptied a compound selector, so the shape stays a selector. */
function fillEmptyCompounds(selector: Selector) {
  let empty = true;
  for (const node of [...selector.nodes]) {
    if (node.type === "combinator") {
      if (empty) selector.insertBefore(node, selectorParser.universal());
      empty = true;
    } else if (node.type !== "comment") empty = false;
  }
  if (empty) selector.append(selectorParser.universal());
}

const shaper = selectorParser((selectors) => {
  selectors.walk((node) => {
    if (node.type === "pseudo") {
      if (node.value === ":root") node.replaceWith(selectorParser.tag({ value: "html" }));
      else node.remove();
    } else if (node.type === "attribute") node.remove();
  });
  selectors.each((selector) => fillEmptyCompounds(selector));
});

/**
 * A selector without what can change after the document arrives: pseudo-classes and
 * pseudo-elements (`:root` becomes `html`) and attribute selectors. Matching it can only say yes
 * more often than the selector itself.
 * @example staticShape(":root[data-theme=dark] .card:hover::after") // "html .card"
 * @example staticShape(".list > [data-state=open]") // ".list > *"
 */
export function staticShape(selector: string): string {
  return shaper.processSync(selector).trim();
}

/** The classes, ids and element names a selector names: each must be in a document it matches. */
type Names = { classes: string[]; ids: string[]; tags: string[] };
const namesOfShape = new Map<string, Names[]>();
const namer = selectorParser();

/** What each selector of the list `shape` names (cached: the stylesheets are the same for every document). */
function names(shape: string): Names[] {
  let found = namesOfShape.get(shape);
  if (!found) {
    found = [];
    namer.astSync(shape).each((selector) => {
      const named: Names = { classes: [], ids: [], tags: [] };
      selector.walk((node) => {
        if (node.type === "class") named.classes.push(node.value);
        else if (node.type === "id") named.ids.push(node.value);
        else if (node.type === "tag") named.tags.push(node.value.toLowerCase());
      });
      found!.push(named);
    });
    namesOfShape.set(shape, found);
  }
  return found;
}

/**
 * The rules of `css` that can apply to some element of `document`, in their order.
 * @example criticalRules(new JSDOM('<p class="a">').window.document, ".a{color:red}.b{color:blue}") // ".a{color:red}"
 */
export function criticalRules(document: Document, css: string): string {
  const matches = new Map<string, boolean>();
  // Every class, id and element name in the document, read once: a shape naming one that is not
  // there cannot match, and is answered without asking the (slow) selector engine.
  const present = { classes: new Set<string>(), ids: new Set<string>(), tags: new Set<string>() };
  for (const element of document.querySelectorAll("*")) {
    present.tags.add(element.localName.toLowerCase());
    if (element.id) present.ids.add(element.id);
    for (const name of element.classList) present.classes.add(name);
  }
  const possible = (shape: string) =>
    names(shape).some(({ classes, ids, tags }) => classes.every((name) => present.classes.has(name)) && ids.every((id) => present.ids.has(id)) && tags.every((tag) => present.tags.has(tag)));
  const applies = (selector: string) => {
    let found = matches.get(selector);
    if (found === undefined) {
      try {
        const shape = staticShape(selector);
        found = possible(shape) && document.querySelector(shape) !== null;
      } catch {
        // A selector the matcher does not know: keep its rule rather than lose a style.
        found = true;
      }
      matches.set(selector, found);
    }
    return found;
  };
  const prune = (container: Container) => {
    container.each((node) => {
      if (node.type === "comment") node.remove();
      else if (node.type === "rule" && !applies(node.selector)) node.remove();
      else if (node.type === "atrule" && GROUPING.has(node.name.toLowerCase()) && node.nodes) {
        prune(node);
        if (!node.nodes.length) node.remove();
      }
    });
  };
  const root = postcss.parse(css);
  prune(root);
  return root.toString().trim();
}

/**
 * The critical CSS of an HTML document: the critical rules of each stylesheet it links (same-origin
 * files under `publicDir`, in document order; a link's `media` is kept as an @media block).
 * @param html the rendered document
 * @param publicDir the folder the site's URL paths point into (build/static)
 * @returns the CSS, or "" when the document links no stylesheet
 */
export function criticalCss(html: string, publicDir: string): string {
  const { document } = new JSDOM(html).window;
  const parts: string[] = [];
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"][href]')) {
    const href = link.getAttribute("href")!;
    if (!href.startsWith("/") || href.startsWith("//")) throw new Error(`critical CSS: ${href} is not a file of this site`);
    const rules = criticalRules(document, readFileSync(join(publicDir, href.split(/[?#]/)[0]), "utf8"));
    const media = link.getAttribute("media")?.trim();
    if (rules) parts.push(media && media !== "all" ? `@media ${media}{${rules}}` : rules);
  }
  const css = parts.join("\n");
  // The text goes inside <style>: postcss writes "</style" in a string as "\3c /style"; anything
  // else that could close the element stops the build.
  if (/<\/style/i.test(css)) throw new Error("critical CSS: a stylesheet contains </style, which cannot be put inside a <style> element");
  return css;
}
