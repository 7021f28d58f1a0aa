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

/** Where a link's path takes the selected rows: their keys, comma separated (Labels_ListEdit's Print). */
const SELECTED = '{selected}';

/** The definition's links with '/pages/...' put under the company, as addLink is. */
export function resolveGridLinks(links: readonly GridLink[] | undefined, company: string): ResolvedGridLink[] {
  return (links ?? []).map((l) => ({ label: l.label, href: appPath(company, l.to) }));
}

/** A link's address for the selection (keys comma separated, each URL-encoded), or null when it needs one and none is made. */
export function linkForSelection(href: string, selected: string): string | null {
  if (!href.includes(SELECTED)) return href;
  if (!selected) return null;
  return href.replaceAll(SELECTED, selected.split(',').map(encodeURIComponent).join(','));
}

/**
 * The grid's other screens (TM-START's /ALLMENUS and /COPY), routed inside
 * the app, labels in the definition's French; a link naming {selected} is
 * offered once rows are selected, and takes their keys.
 */
export function ToolbarLinks({ links, selected = '' }: { links: readonly ResolvedGridLink[]; selected?: string }) {
  const t = useT();
  return (
    <>
      {links.map((l) => {
        const to = linkForSelection(l.href, selected);
        return to === null ? (
          <Button key={l.href} size="sm" variant="outline" disabled title={t('Select rows first')}>
            {t(l.label)}
          </Button>
        ) : (
          <Button key={l.href} asChild size="sm" variant="outline">
            <RouterLink to={to}>{t(l.label)}</RouterLink>
          </Button>
        );
      })}
    </>
  );
}
