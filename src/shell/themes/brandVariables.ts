import type { CompanyCode } from '../companies';
import { brands } from './brands';
import { paletteSteps, scaleOf } from './palette';

/**
 * The brand colours the pages drawn without Chakra (the sign-in page, the
 * loading spinner: src/shell/light.css) read, as CSS custom properties on
 * <html>. The same shades and steps as the company's Chakra system
 * (systems.ts), so a colour reads at AA on both and the sign-in page looks as
 * the signed-in pages do.
 */
export function brandVariables(code: CompanyCode): Record<string, string> {
  const brand = brands[code];
  const [primary, accent] = [scaleOf(brand.primary), scaleOf(brand.accent)];
  const [p, a] = [paletteSteps(primary), paletteSteps(accent)];
  return {
    '--portal-brand-solid': primary[p.solid.light]!,
    '--portal-brand-solid-dark': primary[p.solid.dark]!,
    '--portal-brand-fg': primary[p.fg.light]!,
    '--portal-brand-subtle': primary[50]!,
    '--portal-brand-focus': primary[500]!,
    '--portal-accent-solid': accent[a.solid.light]!,
  };
}
