/**
 * A heading's text as a URL fragment, ASCII only so links survive copy and paste:
 * slugify("Cos'è l'hoisting?") === "cos-e-l-hoisting"
 */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * A slugger that never returns the same id twice in one document:
 * const next = createSlugger(); next("Esempio") === "esempio"; next("Esempio") === "esempio-2"
 * @param reserved ids already taken on the page
 */
export function createSlugger(reserved: Iterable<string> = []): (text: string) => string {
  const taken = new Set(reserved);
  return (text) => {
    const base = slugify(text) || "sezione";
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return id;
  };
}
