import { appPath, fillLink } from '../links';

/** What a cell's link leads to (02-business.md §3 Table column definition). */
export type LinkKind = 'app' | 'sibling' | 'external';

export interface LinkContext {
  company: string;
  /** The user's menu group: same-site links carry it as set_current_menugroup. */
  group?: string;
  /** Hosts of the sibling products (master configuration HTTPCLUSTER). */
  siblingHosts: readonly string[];
  origin: string;
}

export interface ResolvedLink {
  kind: LinkKind;
  href: string;
}

/** Host names of the HTTPCLUSTER entries' values (URLs or bare hosts). */
export function hostsOf(values: readonly (string | undefined)[]): string[] {
  const out: string[] = [];
  for (const v of values) {
    if (!v) continue;
    try {
      out.push(new URL(/^[a-z]+:\/\//i.test(v) ? v : `https://${v}`).host.toLowerCase());
    } catch {
      /* not a host */
    }
  }
  return out;
}

const withGroup = (path: string, group: string | undefined) => {
  if (!group) return path;
  const url = new URL(path, 'http://x');
  url.searchParams.set('set_current_menugroup', group);
  return `${url.pathname}${url.search}${url.hash}`;
};

/**
 * Same-site links are routed inside the app with the user's group; links to a
 * sibling product's host are followed by full navigation; others open
 * externally. Unsafe schemes give no link at all.
 */
export function resolveLink(template: string, row: Record<string, unknown> | null, ctx: LinkContext): ResolvedLink | null {
  let target: string;
  try {
    // A null row: the template is the cell's own value, used as it is.
    target = row ? fillLink(template, row) : template.trim();
  } catch {
    return null;
  }
  if (target.startsWith('/') && !target.startsWith('//')) return { kind: 'app', href: withGroup(appPath(ctx.company, target), ctx.group) };
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === ctx.origin) return { kind: 'app', href: withGroup(`${url.pathname}${url.search}${url.hash}`, ctx.group) };
  if (ctx.siblingHosts.includes(url.host.toLowerCase())) return { kind: 'sibling', href: url.href };
  return { kind: 'external', href: url.href };
}
