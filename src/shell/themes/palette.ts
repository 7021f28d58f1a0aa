import { AA_TEXT, contrast, mix, parseHex, toHex, type Rgb } from './colorContrast';

// Shades are mixed from the one brand colour, so a brand is defined by two colours
// instead of two hand-tuned eleven-step scales. They are mixed here rather than by
// CSS color-mix so that the contrast of each pairing can be checked when it is chosen.
const mixes: Record<number, [Rgb, number]> = {
  50: [[255, 255, 255], 92],
  100: [[255, 255, 255], 84],
  200: [[255, 255, 255], 68],
  300: [[255, 255, 255], 50],
  400: [[255, 255, 255], 30],
  500: [[255, 255, 255], 14],
  600: [[255, 255, 255], 0],
  700: [[0, 0, 0], 18],
  800: [[0, 0, 0], 34],
  900: [[0, 0, 0], 50],
  950: [[0, 0, 0], 66],
};

export type Scale = Record<number, string>;

export function scaleOf(base: string): Scale {
  const rgb = parseHex(base);
  return Object.fromEntries(Object.entries(mixes).map(([step, [other, pct]]) => [step, toHex(mix(rgb, other, pct))]));
}

/** The page backgrounds text in a palette's fg colour sits on (Chakra's bg, bg.panel, bg.muted in each mode). */
export const BACKGROUNDS = { light: ['#ffffff', '#fafafa', '#f4f4f5'], dark: ['#09090b', '#111111', '#18181b'] };

/** The first step whose colour reads at AA against every background; the last one if none does. */
function firstReadable(scale: Scale, steps: number[], backgrounds: string[]): number {
  return steps.find((s) => backgrounds.every((bg) => contrast(scale[s]!, bg) >= AA_TEXT)) ?? steps[steps.length - 1]!;
}

export interface PaletteSteps {
  solid: { light: number; dark: number };
  fg: { light: number; dark: number };
}

/**
 * Which steps a palette's slots use, chosen so that its pairings read at WCAG AA
 * in both modes: white text on `solid` (buttons, the header bar) and `fg` text on
 * the page and on the palette's own `subtle` background. A light brand colour
 * (amber, teal) thus gets a darker solid than its base, a dark one (navy) a
 * lighter fg in the dark theme.
 */
export function paletteSteps(scale: Scale): PaletteSteps {
  return {
    solid: { light: firstReadable(scale, [600, 700, 800, 900], ['#ffffff']), dark: firstReadable(scale, [400, 500, 600, 700, 800], ['#ffffff']) },
    fg: {
      light: firstReadable(scale, [700, 800, 900, 950], [...BACKGROUNDS.light, scale[50]!]),
      dark: firstReadable(scale, [200, 100, 50], [...BACKGROUNDS.dark, scale[900]!]),
    },
  };
}

