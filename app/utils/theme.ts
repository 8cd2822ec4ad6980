/** A colour theme the visitor picked; with none stored the system setting decides (in CSS). */
export type Theme = "light" | "dark";
export type ThemePreference = Theme | "system";

export const THEME_COOKIE = "theme";
const ONE_YEAR = 60 * 60 * 24 * 365;

export function isThemePreference(value: unknown): value is ThemePreference {
  return value === "light" || value === "dark" || value === "system";
}

/** The stored choice in a Cookie header: `parseThemeCookie("a=1; theme=dark")` → "dark". */
export function parseThemeCookie(header: string | null | undefined): Theme | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== THEME_COOKIE) continue;
    const value = rest.join("=").trim();
    return value === "light" || value === "dark" ? value : null;
  }
  return null;
}

/** The Set-Cookie value that stores a choice; "system" deletes the cookie. */
export function serializeThemeCookie(preference: ThemePreference): string {
  const attributes = "Path=/; SameSite=Lax";
  return preference === "system"
    ? `${THEME_COOKIE}=; Max-Age=0; ${attributes}`
    : `${THEME_COOKIE}=${preference}; Max-Age=${ONE_YEAR}; ${attributes}`;
}

/** Only same-site paths are followed after the no-JavaScript form post: `safeRedirect("//evil")` → "/". */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}
