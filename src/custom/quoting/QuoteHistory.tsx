import { Button, HStack, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { callApi } from '../../api/client';
import type { OnlineQuotingQuote, OnlineQuotingQuoteRow } from '../../api/generated/types';
import { useT } from '../../core/i18n/useT';
import { notify } from '../../core/notices/notify';

interface Props {
  company: string;
  pdfScreen: string;
  today: string;
  /** Changes after each new quote, so the list reads again. */
  version: number;
  onQuote: (q: OnlineQuotingQuote) => void;
  onEdit: (q: OnlineQuotingQuote) => void;
}

/**
 * The caller's quotes of the past year, newest first (02-business.md §9), each
 * with its PDF, a requote for today and a requote from the form. A quote whose
 * data cannot be read is "Could not get quote data for requote.".
 */
export function QuoteHistory({ company, pdfScreen, today, version, onQuote, onEdit }: Props) {
  const t = useT();
  const intl = useIntl();
  const [rows, setRows] = useState<OnlineQuotingQuoteRow[] | null>(null);
  useEffect(() => {
    let live = true;
    callApi('online_quoting.history', { query: { limit: 20 } })
      .then((a) => live && setRows(a.results))
      .catch(() => live && setRows([]));
    return () => {
      live = false;
    };
  }, [version]);
  const requoteFailed = () => notify({ type: 'error', title: t('Could not get quote data for requote.') });
  const requote = (n: string) => callApi('online_quoting.requote', { params: { quote_number: n }, body: { ship_date: today }, silent: true }).then(onQuote, requoteFailed);
  const edit = (n: string) => callApi('online_quoting.get', { params: { quote_number: n } }).then(onEdit, requoteFailed);
  const place = (city: string | null | undefined, prov: string | null | undefined, postal: string) => [city, prov, postal].filter(Boolean).join(' ');
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        {t('Quote history (past year)')}
      </Heading>
      {rows?.length === 0 && <Text color="fg.muted">{t('No quotes yet')}</Text>}
      {!!rows?.length && (
        <Table.Root size="sm" data-testid="quote-history">
          <Table.Header>
            <Table.Row>
              {['Quote', 'Date', 'Origin', 'Destination', 'Weight (lb)', 'Total', ''].map((h) => (
                <Table.ColumnHeader key={h}>{h && t(h)}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.quote_number}>
                <Table.Cell>{r.quote_number}</Table.Cell>
                <Table.Cell>{r.quote_date.slice(0, 16).replace('T', ' ')}</Table.Cell>
                <Table.Cell>{place(r.origin_city, r.origin_province, r.origin_postal)}</Table.Cell>
                <Table.Cell>{place(r.destination_city, r.destination_province, r.destination_postal)}</Table.Cell>
                <Table.Cell textAlign="end">{intl.formatNumber(r.weight ?? 0)}</Table.Cell>
                <Table.Cell textAlign="end">{intl.formatNumber(r.total, { style: 'currency', currency: r.currency ?? 'CAD', currencyDisplay: 'code' })}</Table.Cell>
                <Table.Cell>
                  <HStack gap="1">
                    <Link asChild colorPalette="blue" fontSize="sm">
                      <RouterLink to={`/${company}/pages/${pdfScreen}/${r.quote_number}`}>{t('PDF')}</RouterLink>
                    </Link>
                    <Button size="xs" variant="ghost" onClick={() => void requote(r.quote_number)}>
                      {t('Requote for today')}
                    </Button>
                    <Button size="xs" variant="ghost" onClick={() => void edit(r.quote_number)}>
                      {t('Change and requote')}
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
