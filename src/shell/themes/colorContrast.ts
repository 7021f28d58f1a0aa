/** sRGB colours as the WCAG 2 contrast formula takes them. */
export type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const n = parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `pct` percent of `other` into `base`, as CSS color-mix(in srgb, base, other pct) mixes them. */
export function mix(base: Rgb, other: Rgb, pct: number): Rgb {
  const p = pct / 100;
  return [0, 1, 2].map((i) => base[i]! * (1 - p) + other[i]! * p) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1 to 21. AA asks 4.5 for normal text, 3 for large text and controls. */
export function contrast(a: Rgb | string, b: Rgb | string): number {
  const [la, lb] = [typeof a === 'string' ? parseHex(a) : a, typeof b === 'string' ? parseHex(b) : b].map(luminance) as [number, number];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export const AA_TEXT = 4.5;
