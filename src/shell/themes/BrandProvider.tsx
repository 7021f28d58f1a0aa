import { ChakraProvider } from '@chakra-ui/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { CompanyCode } from '../companies';
import { brands, type Brand } from './brands';
import { systemFor } from './systems';

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
 * Applies one company's Chakra system. The dark appearance is set on <html>
 * rather than on a wrapper so that portalled toasts and dialogs follow it.
 */
export function BrandProvider({ company, dark, children }: { company: CompanyCode; dark: boolean; children: ReactNode }) {
  useEffect(() => {
    const html = document.documentElement;
    html.classList.toggle('dark', dark);
    html.classList.toggle('light', !dark);
    html.style.colorScheme = dark ? 'dark' : 'light';
  }, [dark]);

  return (
    <ChakraProvider value={systemFor(company)}>
      <BrandContext.Provider value={brands[company]}>{children}</BrandContext.Provider>
    </ChakraProvider>
  );
}
