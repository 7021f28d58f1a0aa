import { memo, useId } from 'react';
import { useIntl } from 'react-intl';
import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useT } from '../../../../core/i18n/useT';
import type { PageButtons, PagingFeature } from './usePaging';

export interface GridPaginationProps extends Omit<PagingFeature, 'page'>, PageButtons {
  page: number;
  count: number;
  /** False when `count` is the server's estimate of a large result: shown as "about", with a way to count exactly. */
  countExact?: boolean;
  onCountExactly?: () => void;
  /** Selected rows (multiple selection), or null. */
  selected: number | null;
}

/**
 * The row count: exact, "{1} rows"; estimated, the rows shown and a rounded
 * total ("1–20 of about 1.2 million", numbers in the user's locale) with a
 * button asking the server to count them all.
 */
function RowCount({ count, countExact = true, onCountExactly, page, pageSize }: Pick<GridPaginationProps, 'count' | 'countExact' | 'onCountExactly' | 'page' | 'pageSize'>) {
  const t = useT();
  const intl = useIntl();
  if (countExact) return <Text fontSize="sm">{t('{1} rows', { 1: intl.formatNumber(count) })}</Text>;
  const about = intl.formatNumber(count, { notation: 'compact', compactDisplay: 'long', maximumSignificantDigits: 2 });
  const first = page * pageSize + 1;
  return (
    <HStack gap="2">
      <Text fontSize="sm">{t('{1}–{2} of about {3}', { 1: intl.formatNumber(first), 2: intl.formatNumber(first + pageSize - 1), 3: about })}</Text>
      {onCountExactly && (
        <Button size="xs" variant="outline" onClick={onCountExactly}>
          {t('Count exactly')}
        </Button>
      )}
    </HStack>
  );
}

function GridPaginationView({ count, countExact, onCountExactly, selected, ...paging }: GridPaginationProps) {
  const t = useT();
  const sizeId = useId();
  const { page, pageCount } = paging;
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <HStack gap="3">
        <RowCount count={count} countExact={countExact} onCountExactly={onCountExactly} page={page} pageSize={paging.pageSize} />
        {selected !== null && <Text fontSize="sm">{t('{1} selected', { 1: selected })}</Text>}
      </HStack>
      <HStack gap="2">
        <Text as="label" fontSize="sm" {...{ htmlFor: sizeId }}>
          {t('Rows per page')}
        </Text>
        <NativeSelect.Root size="sm" width="5rem">
          <NativeSelect.Field id={sizeId} value={paging.pageSize} onChange={(e) => paging.setPageSize(Number(e.currentTarget.value))}>
            {paging.pageSizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <HStack as="nav" aria-label={t('Pagination')} gap="1">
        <Button size="sm" variant="outline" disabled={page === 0} onClick={() => paging.setPage(page - 1)}>
          {t('Previous')}
        </Button>
        {paging.pageButtons.map((p) => (
          <Button
            key={p}
            size="sm"
            variant={p === page ? 'solid' : 'ghost'}
            aria-label={t('Page {1}', { 1: p + 1 })}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => paging.setPage(p)}
          >
            {p + 1}
          </Button>
        ))}
        <Button size="sm" variant="outline" disabled={page >= pageCount - 1} onClick={() => paging.setPage(page + 1)}>
          {t('Next')}
        </Button>
      </HStack>
    </HStack>
  );
}

const same = (a: GridPaginationProps, b: GridPaginationProps) =>
  (Object.keys(a) as (keyof GridPaginationProps)[]).every((k) => (k === 'pageButtons' ? a.pageButtons.join() === b.pageButtons.join() : a[k] === b[k]));

/** Row count, rows per page, and up to 10 page buttons with previous and next; redrawn only when they change. */
export const GridPagination = memo(GridPaginationView, same);
