import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../../core/i18n/useT';
import { useScreenHold } from '../../../../core/session/useHeldScreen';
import { appPath } from '../../../links';
import type { GridLink } from '../../gridDefinition';

/** A toolbar link with its path resolved under the company of the URL. */
export interface ResolvedGridLink {
  label: string;
  href: string;
  /** The other screen the link opens, whose holders alone are offered it; none for the grid's own sub-paths. */
  screen?: string;
}

/** Where a link's path takes the selected rows: their keys, comma separated (Labels_ListEdit's Print). */
const SELECTED = '{selected}';

/** The definition's links with '/pages/...' put under the company, as addLink is. */
export function resolveGridLinks(links: readonly GridLink[] | undefined, company: string, ownCmid?: string): ResolvedGridLink[] {
  return (links ?? []).map((l) => {
    const screen = /^\/pages\/([^/?#]+)/.exec(l.to)?.[1];
    return { label: l.label, href: appPath(company, l.to), ...(screen && screen !== ownCmid ? { screen } : {}) };
  });
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
  return (
    <>
      {links.map((l) => (
        <ToolbarLink key={l.href} link={l} selected={selected} />
      ))}
    </>
  );
}

/**
 * One link; one to another screen is left out once the user is known not to
 * hold it (a prospect's BOL2_index without the drafts list), so that it never
 * leads to the access-denied page. The server refuses the screen all the same.
 */
function ToolbarLink({ link, selected }: { link: ResolvedGridLink; selected: string }) {
  const t = useT();
  const held = useScreenHold(link.screen);
  if (held === false) return null;
  const to = linkForSelection(link.href, selected);
  return to === null ? (
    <Button size="sm" variant="outline" disabled title={t('Select rows first')}>
      {t(link.label)}
    </Button>
  ) : (
    <Button asChild size="sm" variant="outline">
      <RouterLink to={to}>{t(link.label)}</RouterLink>
    </Button>
  );
}
