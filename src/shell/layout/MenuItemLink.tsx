import type { ComponentPropsWithRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { MenuItem } from '../../core/session/types';
import { useT } from '../../core/i18n/useT';
import { safeRedirect } from '../routing/safeRedirect';
import { LaunchIcon } from '../../core/ui/LaunchIcon';

type Props = {
  item: MenuItem;
  company: string;
  groupId?: number | null;
} & Omit<ComponentPropsWithRef<'a'>, 'href'>;

/** A link of this site (a path, or an address on this origin) as a route path; null for another site. */
export function sameSiteTarget(url: string, origin = typeof window === 'undefined' ? '' : window.location.origin): string | null {
  if (url.startsWith('/')) return safeRedirect(url);
  try {
    const parsed = new URL(url);
    return origin && parsed.origin === origin ? safeRedirect(parsed.pathname + parsed.search + parsed.hash) : null;
  } catch {
    return null;
  }
}

/** Adds set_current_menugroup, so the link's group becomes the user's current one. */
function withGroup(path: string, groupId: number | null | undefined): string {
  if (groupId === null || groupId === undefined) return path;
  const [beforeHash = '', hash] = path.split('#', 2);
  const sep = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${sep}set_current_menugroup=${groupId}${hash !== undefined ? `#${hash}` : ''}`;
}

type AddressProps = {
  address: string;
  /** Already translated. */
  title: string;
  groupId?: number | null;
} & Omit<ComponentPropsWithRef<'a'>, 'href'>;

/**
 * A link to an address (a link item, a link top menu's TMHOOK): one of this
 * site routed inside the app with its group; another site's in a new tab
 * with a launch icon.
 */
export function AddressLink({ address, title, groupId, ref, ...rest }: AddressProps) {
  const t = useT();
  const inside = sameSiteTarget(address);
  if (inside) {
    return (
      <RouterLink ref={ref} to={withGroup(inside, groupId)} {...rest}>
        {title}
      </RouterLink>
    );
  }
  return (
    <a ref={ref} href={address} target="_blank" rel="noopener noreferrer" {...rest}>
      {title}
      <LaunchIcon label={t('Opens in a new tab')} />
    </a>
  );
}

/**
 * One menu item as a link: to the item's page in the app, or to its address
 * (AddressLink). Takes a ref so menus can render it as their item.
 */
export function MenuItemLink({ item, company, groupId, ref, ...rest }: Props) {
  const t = useT();
  const title = t(item.CMTITLE);
  if (item.external) return <AddressLink ref={ref} address={item.external} title={title} groupId={groupId} {...rest} />;
  return (
    <RouterLink ref={ref} to={`/${company}/pages/${encodeURIComponent(item.CMCID)}`} {...rest}>
      {title}
    </RouterLink>
  );
}
