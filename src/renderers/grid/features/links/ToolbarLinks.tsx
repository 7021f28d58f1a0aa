import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../../core/i18n/useT';
import { appPath } from '../../../links';
import type { GridLink } from '../../gridDefinition';

/** A toolbar link with its path resolved under the company of the URL. */
export interface ResolvedGridLink {
  label: string;
  href: string;
}

/** The definition's links with '/pages/...' put under the company, as addLink is. */
export function resolveGridLinks(links: readonly GridLink[] | undefined, company: string): ResolvedGridLink[] {
  return (links ?? []).map((l) => ({ label: l.label, href: appPath(company, l.to) }));
}

/** The grid's other screens (TM-START's /ALLMENUS and /COPY), routed inside the app, labels in the definition's French. */
export function ToolbarLinks({ links }: { links: readonly ResolvedGridLink[] }) {
  const t = useT();
  return (
    <>
      {links.map((l) => (
        <Button key={l.href} asChild size="sm" variant="outline">
          <RouterLink to={l.href}>{t(l.label)}</RouterLink>
        </Button>
      ))}
    </>
  );
}
