// The placeholder a photo shows until its file arrives: a CSS gradient of its colours, top to
// bottom. It is a few dozen bytes of text in the page, so the browser neither fetches nor decodes
// anything to paint it (a data: URL image costs a synchronous decode per photo while the page is
// parsed: issue 28, decision 0005).

/** How many horizontal bands of the photo the gradient blends, top to bottom. */
export const PLACEHOLDER_BANDS = 4;

/** The form every placeholder this module writes has, and only it. */
export const PLACEHOLDER_PATTERN = /^linear-gradient\((#[0-9a-f]{6}([0-9a-f]{2})?)(,#[0-9a-f]{6}([0-9a-f]{2})?)*\)$/;

const toLinear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const toByte = (linear: number) => {
  const c = linear <= 0.0031308 ? linear * 12.92 : 1.055 * linear ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, c)) * 255);
};
const hex = (byte: number) => byte.toString(16).padStart(2, "0");

/**
 * A CSS gradient of the mean colour of each horizontal band of an RGBA image (raw pixels, row by
 * row). Colours are averaged in linear light and weighted by their alpha, so a transparent
 * margin does not darken a band; a band's mean alpha below 1 is kept as `#rrggbbaa`.
 * @example gradientPlaceholder(pixels, 16, 9) // "linear-gradient(#8fa3bd,#7f9a86,#5d6e43,#46552f)"
 */
export function gradientPlaceholder(pixels: Uint8Array, width: number, height: number, bands: number = PLACEHOLDER_BANDS): string {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) throw new RangeError(`gradientPlaceholder: the image is ${width} x ${height} pixels`);
  if (pixels.length !== width * height * 4) throw new RangeError(`gradientPlaceholder: ${pixels.length} bytes are not ${width} x ${height} RGBA pixels`);
  const count = Math.min(bands, height);
  const colours: string[] = [];
  for (let band = 0; band < count; band++) {
    const [from, to] = [Math.floor((band * height) / count), Math.floor(((band + 1) * height) / count)];
    let [r, g, b, alpha] = [0, 0, 0, 0];
    for (let i = from * width * 4; i < to * width * 4; i += 4) {
      const a = pixels[i + 3]! / 255;
      r += toLinear(pixels[i]!) * a;
      g += toLinear(pixels[i + 1]!) * a;
      b += toLinear(pixels[i + 2]!) * a;
      alpha += a;
    }
    const opacity = Math.round((alpha / ((to - from) * width)) * 255);
    const rgb = alpha === 0 ? "000000" : [r, g, b].map((sum) => hex(toByte(sum / alpha))).join("");
    colours.push(`#${rgb}${opacity === 255 ? "" : hex(opacity)}`);
  }
  return `linear-gradient(${colours.join(",")})`;
}
