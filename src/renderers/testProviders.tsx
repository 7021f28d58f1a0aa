import type { ReactElement, ReactNode } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import validationFr from '../shared/validation/fr.json';
import rulesFr from '../shared/rules/fr.json';
import coreFr from '../core/i18n/fr.json';
import renderersFr from './fr.json';

// jsdom has no ResizeObserver; Chakra's menus and popovers position themselves with one.
// A do-nothing observer is enough: tests never depend on element sizes.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

const fr = { ...validationFr, ...rulesFr, ...coreFr, ...renderersFr };

/** Shows the router's current path, so tests can see where a screen navigated. */
function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export function Providers({ children, lang = 'en', route = '/MANITOULIN/pages/TEST' }: { children: ReactNode; lang?: 'en' | 'fr'; route?: string }) {
  return (
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale={lang} defaultLocale="en" messages={lang === 'fr' ? fr : {}} onError={() => {}}>
        {/* A fresh SWR cache per test: a record loaded by one test must not leak into the next. */}
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <MemoryRouter initialEntries={[route]}>
            {children}
            <LocationProbe />
          </MemoryRouter>
        </SWRConfig>
      </IntlProvider>
    </ChakraProvider>
  );
}

/** Renders a renderer's UI inside the providers the shell gives it. */
export function renderWithProviders(ui: ReactElement, options: { lang?: 'en' | 'fr'; route?: string } = {}) {
  return render(<Providers {...options}>{ui}</Providers>);
}
