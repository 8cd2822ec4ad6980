import { RESOURCE_POLICY } from "./csp.js";

/** Sent on every response, whatever answers it. The CSP is added per response. */
export const SECURITY_HEADERS = Object.freeze({
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Only features Chromium knows: an unknown one is a console warning on every page.
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Frame-Options": "DENY",
});

export const HTML_CACHE = "public, max-age=0, must-revalidate";
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
export const STATIC_CACHE = "public, max-age=3600, must-revalidate";

/**
 * Sets the security headers (and the resource CSP unless one is given) on a Node response.
 * @param {import("node:http").ServerResponse} res
 * @param {string} [policy]
 */
export function applySecurityHeaders(res, policy = RESOURCE_POLICY) {
  for (const name in SECURITY_HEADERS) res.setHeader(name, SECURITY_HEADERS[name]);
  res.setHeader("Content-Security-Policy", policy);
}
