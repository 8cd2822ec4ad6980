/**
 * One console line as Chrome's console shows it, for what a reader's code logs or throws: strings
 * as they are, other values previewed the way Chrome previews them (`(3) [1, 2, 3]`,
 * `{nome: 'Luca', eta: 30}`, `Persona {nome: 'Anna'}`, nested objects as `{…}`). With `uncaught`
 * ("Uncaught", "Uncaught (in promise)"), the line of an error nobody caught:
 * "Uncaught TypeError: Assignment to constant variable."
 *
 * It runs inside the sandbox, where the values live (a worker gets it as source text), so it is
 * self-contained: no import, no name from outside its own body.
 * @example consoleText(["giro", 1, [1, "a"]]) // "giro 1 (2) [1, 'a']"
 */
export function consoleText(values: readonly unknown[], uncaught?: string): string {
  const MAX_ITEMS = 10;
  const quote = (text: string) => `'${text.replace(/\\/g, "\\\\").replace(/'/g, "\\'").replace(/\n/g, "\\n")}'`;
  const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name));
  const constructorName = (object: object): string => {
    const maker = (Object.getPrototypeOf(object) as { constructor?: unknown } | null)?.constructor;
    return typeof maker === "function" && maker.name ? maker.name : "Object";
  };
  const list = (items: string[], total: number) => items.join(", ") + (total > items.length ? ", …" : "");
  const isNode = (value: object): value is Element => typeof Node === "function" && value instanceof Node;

  const show = (value: unknown, nested: boolean): string => {
    if (typeof value === "string") return nested ? quote(value) : value;
    if (typeof value === "number") return Object.is(value, -0) ? "-0" : String(value);
    if (typeof value === "bigint") return `${value}n`;
    if (typeof value === "symbol") return value.toString();
    if (typeof value === "function") {
      const source = Function.prototype.toString.call(value);
      return source.startsWith("class") ? `class ${value.name}` : `ƒ ${value.name}()`;
    }
    if (value === null || typeof value !== "object") return String(value);
    // An error of another realm (a worker's, a frame's) is no instance of this one's Error.
    if (value instanceof Error || Object.prototype.toString.call(value) === "[object Error]") {
      const { name, message } = value as Error;
      return message ? `${name}: ${message}` : name;
    }
    if (value === globalThis) return nested ? constructorName(value) : `${constructorName(value)} {…}`;
    if (isNode(value)) {
      if (!value.outerHTML) return value.nodeName.toLowerCase();
      return nested ? `${value.localName}${value.id ? `#${value.id}` : ""}` : value.outerHTML;
    }
    if (value instanceof Date || value instanceof RegExp) return String(value);
    const name = constructorName(value);
    if (nested) return Array.isArray(value) ? `Array(${value.length})` : name === "Object" ? "{…}" : name;
    if (Array.isArray(value)) {
      const items = value.slice(0, MAX_ITEMS).map((item) => show(item, true));
      return `${value.length > 1 ? `(${value.length}) ` : ""}[${list(items, value.length)}]`;
    }
    if (value instanceof Map || value instanceof Set) {
      const entries = [...value.entries()].slice(0, MAX_ITEMS);
      const items = entries.map(([k, v]) => (value instanceof Map ? `${show(k, true)} => ${show(v, true)}` : show(v, true)));
      return `${name}(${value.size}) {${list(items, value.size)}}`;
    }
    if (value instanceof Promise) return "Promise {…}";
    const names = Object.keys(value);
    const items = names.slice(0, MAX_ITEMS).map((name) => {
      const property = Object.getOwnPropertyDescriptor(value, name);
      return `${key(name)}: ${property && "value" in property ? show(property.value, true) : "(...)"}`;
    });
    return `${name === "Object" ? "" : `${name} `}{${list(items, names.length)}}`;
  };

  if (uncaught === undefined) return values.map((value) => show(value, false)).join(" ");
  const [error] = values;
  // Chromium prefixes the message of a SyntaxError in a script a worker imports; Chrome's console
  // shows the message alone for the same script in a page (runner/realm.ts imports it so).
  const text = show(error, false).replace("Failed to execute 'importScripts' on 'WorkerGlobalScope': ", "");
  return `${uncaught} ${text}`;
}
