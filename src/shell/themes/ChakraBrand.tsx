import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CompanyCode } from '../companies';
import { systemFor } from './systems';

/** One company's Chakra system: a lazy chunk with Chakra itself (ChakraScope). */
export function ChakraBrand({ company, children }: { company: CompanyCode; children: ReactNode }) {
  return <ChakraProvider value={systemFor(company)}>{children}</ChakraProvider>;
}
