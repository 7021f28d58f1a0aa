import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import type { CompanyCode } from '../companies';
import { brands, type Brand } from './brands';
import { brandVariables } from './brandVariables';
import { ScopeCompanyContext } from './ChakraScope';

const BrandContext = createContext<Brand>(brands.MANITOULIN);

/** The brand (colours, name, phone) of the company being shown. */
export function useBrand(): Brand {
  return useContext(BrandContext);
}

/** Replaces the brand facts (name, phone) below it, keeping the Chakra system above. */
export function BrandOverride({ brand, children }: { brand: Brand; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

/**
 * Applies one company's brand: its colours as CSS variables for what is drawn
 * without Chakra (brandVariables.ts), and its Chakra system to every
 * ChakraScope below. The dark appearance and the variables are set on <html>
 * rather than on a wrapper so that portalled toasts and dialogs follow them;
 * before paint, so the first frame is in the brand's colours.
 */
export function BrandProvider({ company, dark, children }: { company: CompanyCode; dark: boolean; children: ReactNode }) {
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.classList.toggle('dark', dark);
    html.classList.toggle('light', !dark);
    html.style.colorScheme = dark ? 'dark' : 'light';
  }, [dark]);
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(brandVariables(company))) document.documentElement.style.setProperty(name, value);
  }, [company]);

  return (
    <ScopeCompanyContext.Provider value={company}>
      <BrandContext.Provider value={brands[company]}>{children}</BrandContext.Provider>
    </ScopeCompanyContext.Provider>
  );
}
