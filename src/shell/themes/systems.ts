import { createSystem, defaultConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import type { CompanyCode } from '../companies';
import { brands } from './brands';

// Shades are mixed from the one brand colour at run time, so a brand is defined by
// two colours instead of two hand-tuned eleven-step scales.
const mixes: Record<string, [string, number]> = {
  50: ['white', 92],
  100: ['white', 84],
  200: ['white', 68],
  300: ['white', 50],
  400: ['white', 30],
  500: ['white', 14],
  600: ['white', 0],
  700: ['black', 18],
  800: ['black', 34],
  900: ['black', 50],
  950: ['black', 66],
};

function scale(base: string) {
  return Object.fromEntries(
    Object.entries(mixes).map(([step, [other, pct]]) => [
      step,
      { value: pct === 0 ? base : `color-mix(in srgb, ${base}, ${other} ${pct}%)` },
    ]),
  );
}

/** The semantic slots Chakra's recipes read through `colorPalette`. */
function palette(name: string) {
  const c = (step: number) => `{colors.${name}.${step}}`;
  return {
    solid: { value: { _light: c(600), _dark: c(400) } },
    contrast: { value: 'white' },
    fg: { value: { _light: c(700), _dark: c(200) } },
    muted: { value: { _light: c(100), _dark: c(900) } },
    subtle: { value: { _light: c(50), _dark: c(950) } },
    emphasized: { value: { _light: c(200), _dark: c(800) } },
    focusRing: { value: { _light: c(500), _dark: c(300) } },
  };
}

function buildSystem(code: CompanyCode): SystemContext {
  const brand = brands[code];
  return createSystem(
    defaultConfig,
    defineConfig({
      globalCss: { html: { colorPalette: 'brand' } },
      theme: {
        tokens: { colors: { brand: scale(brand.primary), accent: scale(brand.accent) } },
        semanticTokens: { colors: { brand: palette('brand'), accent: palette('accent') } },
      },
    }),
  );
}

const systems = new Map<CompanyCode, SystemContext>();

/** One Chakra system per company, built on first use. */
export function systemFor(code: CompanyCode): SystemContext {
  let system = systems.get(code);
  if (!system) {
    system = buildSystem(code);
    systems.set(code, system);
  }
  return system;
}
