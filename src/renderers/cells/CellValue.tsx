import { Box, Button, Image, Link } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { LaunchIcon } from '../../core/ui/LaunchIcon';
import { useT } from '../../core/i18n/useT';
import { useCellEnvironment } from './cellContext';
import { resolveLink, type ResolvedLink } from './cellLinks';
import { formatCell, type CellType } from './formatCell';
import { PortalIcon } from './icons';
import { sanitizeHtml } from '../../shared/richText/sanitizeHtml';

/** The column rules a cell may follow (02-business.md §3 Table column definition). */
export interface CellRules {
  link?: string;
  icon?: string;
  color?: string;
  map?: { value: string | number | boolean; icon?: string; color?: string; label?: string }[];
  event?: string;
  action?: string;
  label?: string;
  /** Column name, which an action with a call is reported by. */
  name?: string;
  /** A catalogue call the action makes (the grid runs it) instead of raising an event. */
  call?: string;
  /** A column's fixed options: a value among them is shown by its option's label, as the filter shows it. */
  searchOptions?: (string | { label: string; value: string | number | boolean })[];
}

type MapEntry = NonNullable<CellRules['map']>[number];

/**
 * How a coded value is shown: the column's map entry for it, else its fixed
 * option (a status column lists its statuses once, for the filter and the
 * cells alike); either way its label is English, translated by the cell.
 */
export function mappedEntry(rules: CellRules, value: unknown): MapEntry | undefined {
  const key = String(value);
  const entry = rules.map?.find((m) => String(m.value) === key);
  if (entry) return entry;
  const option = rules.searchOptions?.find((o) => (typeof o === 'string' ? o : String(o.value)) === key);
  return option === undefined ? undefined : typeof option === 'string' ? { value: option, label: option } : { value: option.value, label: option.label };
}

export interface CellValueProps {
  value: unknown;
  type: CellType;
  decimals?: number;
  rules?: CellRules;
  /** The whole row, for link templates and action events. */
  row?: Record<string, unknown>;
}

// The row itself may be clickable: using a control of a cell must not also open the row.
const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

function CellLink({ link, children }: { link: ResolvedLink; children: ReactNode }) {
  const t = useT();
  if (link.kind === 'app') {
    return (
      <Link asChild colorPalette="blue" onClick={stop}>
        <RouterLink to={link.href}>{children}</RouterLink>
      </Link>
    );
  }
  if (link.kind === 'sibling') {
    return (
      <Link href={link.href} colorPalette="blue" onClick={stop}>
        {children}
      </Link>
    );
  }
  return (
    <Link href={link.href} target="_blank" rel="noopener noreferrer" colorPalette="blue" onClick={stop}>
      {children}
      <LaunchIcon label={t('Opens in a new tab')} />
    </Link>
  );
}

const safeImage = (src: string) => /^(https?:\/\/|\/(?!\/)|data:image\/(png|jpeg|gif|webp);)/i.test(src);

/** One value drawn by its cell type: the seventeen types of 02-business.md §3. */
/** 02-business.md §9: action button click debounce. */
export const ACTION_DEBOUNCE_MS = 300;

export function CellValue({ value, type, decimals, rules = {}, row }: CellValueProps) {
  const t = useT();
  // The first click acts at once; the clicks of a double-click within the debounce do not act again.
  const lastAction = useRef(-Infinity);
  const { locale } = useIntl();
  const env = useCellEnvironment();
  const mapped = mappedEntry(rules, value);
  const color = mapped?.color ?? rules.color;

  if (type === 'action') {
    const label = t(rules.action ?? rules.label ?? 'Open');
    const icon = mapped?.icon ?? rules.icon;
    return (
      <Button
        size="xs"
        variant="outline"
        colorPalette={color?.split('.')[0]}
        aria-label={label}
        // An icon alone says what it does on hover too.
        title={icon ? label : undefined}
        onClick={(e) => {
          stop(e);
          if (!row || Date.now() - lastAction.current < ACTION_DEBOUNCE_MS) return;
          lastAction.current = Date.now();
          if (rules.call && rules.name) env.onAction?.(rules.name, row);
          else if (rules.event) env.onEvent?.(rules.event, row);
        }}
      >
        {icon ? <PortalIcon name={icon} /> : label}
      </Button>
    );
  }
  if (value === null || value === undefined || value === '') return null;

  if (type === 'icon' || (mapped?.icon && type !== 'img' && type !== 'img-link')) {
    const name = mapped?.icon ?? rules.icon ?? 'circle';
    return <PortalIcon name={name} color={color} label={t(mapped?.label ?? String(value))} />;
  }
  // The rich-text allow-list the editor and the server use: no script, handler, style or foreign scheme survives.
  if (type === 'html') return <Box className="cell-html" dangerouslySetInnerHTML={{ __html: sanitizeHtml(String(value)) }} />;
  if (type === 'img' || type === 'img-link') {
    const src = String(value);
    if (!safeImage(src)) return <>{src}</>;
    const img = <Image src={src} alt={t(rules.label ?? '')} maxH="8" maxW="24" display="inline-block" loading="lazy" />;
    const link = type === 'img-link' ? resolveLink(rules.link ?? src, rules.link ? (row ?? {}) : null, env.link) : null;
    return link ? <CellLink link={link}>{img}</CellLink> : img;
  }
  if (type === 'link') {
    const link = resolveLink(rules.link ?? String(value), rules.link ? (row ?? {}) : null, env.link);
    return link ? <CellLink link={link}>{String(value)}</CellLink> : <>{String(value)}</>;
  }

  // A text value the column maps to a label (a status code) shows that label, translated.
  const labelled = mapped?.label && type === 'string' ? t(mapped.label) : value;
  const { text, href } = formatCell(labelled, type, { locale, decimals, t });
  const shown = color ? (
    // A palette name takes its fg shade, which Chakra sets to read at AA on both themes' pages.
    <Box as="span" color={color.includes('.') ? color : `${color}.fg`}>
      {text}
    </Box>
  ) : (
    text
  );
  if (!href) return <>{shown}</>;
  return (
    <Link href={href} onClick={stop} colorPalette="blue">
      {shown}
    </Link>
  );
}
