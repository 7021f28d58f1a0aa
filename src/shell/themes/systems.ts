import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { portalThemeConfig } from '../../core/ui/portalTheme';
import type { CompanyCode } from '../companies';
import { brands } from './brands';
import { paletteSteps, scaleOf, type PaletteSteps, type Scale } from './palette';

export { BACKGROUNDS, paletteSteps, scaleOf, type PaletteSteps, type Scale } from './palette';

/** The semantic slots Chakra's recipes read through `colorPalette`. */
function palette(name: string, steps: PaletteSteps) {
  const c = (step: number) => `{colors.${name}.${step}}`;
  return {
    solid: { value: { _light: c(steps.solid.light), _dark: c(steps.solid.dark) } },
    contrast: { value: 'white' },
    fg: { value: { _light: c(steps.fg.light), _dark: c(steps.fg.dark) } },
    muted: { value: { _light: c(100), _dark: c(800) } },
    // Dark: a step that still shows against the black page (a chip, a selected row).
    subtle: { value: { _light: c(50), _dark: c(900) } },
    emphasized: { value: { _light: c(200), _dark: c(700) } },
    focusRing: { value: { _light: c(500), _dark: c(300) } },
  };
}

function buildSystem(code: CompanyCode): SystemContext {
  const brand = brands[code];
  const [brandScale, accentScale] = [scaleOf(brand.primary), scaleOf(brand.accent)];
  const tokens = (scale: Scale) => Object.fromEntries(Object.entries(scale).map(([step, value]) => [step, { value }]));
  return createSystem(
    defaultBaseConfig,
    portalThemeConfig,
    defineConfig({
      globalCss: { html: { colorPalette: 'brand' } },
      theme: {
        tokens: { colors: { brand: tokens(brandScale), accent: tokens(accentScale) } },
        semanticTokens: { colors: { brand: palette('brand', paletteSteps(brandScale)), accent: palette('accent', paletteSteps(accentScale)) } },
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
