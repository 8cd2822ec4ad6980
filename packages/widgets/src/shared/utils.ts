// The helpers live in hooks.ts, beside the hooks: a bundler then puts them in the same file as the
// hooks on every page, rather than a second small one (each response costs its headers too).
export { cx, inertProps } from "./hooks.js";
