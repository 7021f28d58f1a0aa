import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';
import type { CompanyCode } from '../companies';

const loadChakra = () => import('./ChakraBrand');
const ChakraBrand = lazy(() => loadChakra().then((m) => ({ default: m.ChakraBrand })));

/** The company whose Chakra system a scope applies (set by BrandProvider). */
export const ScopeCompanyContext = createContext<CompanyCode>('MANITOULIN');
const InsideScope = createContext(false);

/** Loads Chakra now (tests render the shell with it loaded). */
export function preloadChakra(): Promise<unknown> {
  return loadChakra();
}

/**
 * What is drawn with Chakra UI sits in a scope, which loads Chakra (its
 * styled system, the recipes, emotion: some 50 kB gzip) when first drawn: the
 * sign-in page is drawn without it (light.css), so its first script does not
 * carry it. Every lazy page (lazyPage), the notices and the error dialog are
 * in one; a scope inside another is the outer one. `fallback` shows while
 * Chakra loads.
 */
export function ChakraScope({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const inside = useContext(InsideScope);
  const company = useContext(ScopeCompanyContext);
  if (inside) return children;
  return (
    <Suspense fallback={fallback}>
      <ChakraBrand company={company}>
        <InsideScope.Provider value={true}>{children}</InsideScope.Provider>
      </ChakraBrand>
    </Suspense>
  );
}
