import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { isThemePreference, safeRedirect, serializeThemeCookie } from "~/utils/theme";

/**
 * Stores the colour theme in a cookie, so the server renders <html data-theme> before the first
 * paint (no inline script, no flash). The toggle posts here by fetcher; without JavaScript the
 * form posts natively and carries `redirectTo`, and the visitor lands back on the same page.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const theme = form.get("theme");
  if (!isThemePreference(theme)) {
    return Response.json({ error: "theme must be light, dark or system" }, { status: 400 });
  }
  const headers = { "Set-Cookie": serializeThemeCookie(theme) };
  const redirectTo = form.get("redirectTo");
  if (redirectTo !== null) return redirect(safeRedirect(redirectTo), { status: 303, headers });
  return Response.json({ theme }, { headers });
}
