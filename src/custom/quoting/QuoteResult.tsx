import { Alert, Badge, Button, Card, DataList, HStack, Heading, Table } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { OnlineQuotingQuote } from '../../api/generated/types';
import { useT } from '../../core/i18n/useT';
import { chargeLabel, SERVICE_LABELS } from '../../shared/quoting/quoteLabels';

interface Props {
  quote: OnlineQuotingQuote;
  company: string;
  pdfScreen: string;
  /** The bill of lading form, when the user holds it: the quote becomes a BOL in one click. */
  bolScreen?: string | null;
}

/** The quote: number, transit, charge lines and total in its currency by the user's locale, its notices, and its PDF. */
export function QuoteResult({ quote, company, pdfScreen, bolScreen }: Props) {
  const t = useT();
  const intl = useIntl();
  const money = (v: number) => intl.formatNumber(v, { style: 'currency', currency: quote.currency, currencyDisplay: 'code' });
  return (
    <Card.Root data-testid="quote-result">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="md">
            {t('Quote {1}', { 1: quote.quote_number })}
          </Heading>
          <HStack gap="2">
            <Button asChild size="sm" colorPalette="blue">
              <RouterLink to={`/${company}/pages/${pdfScreen}/${quote.quote_number}`}>{t('View PDF')}</RouterLink>
            </Button>
            {bolScreen && (
              <Button asChild size="sm" variant="outline" colorPalette="blue">
                <RouterLink to={`/${company}/pages/${bolScreen}?quote_number=${encodeURIComponent(quote.quote_number)}&isFromOLP=1`}>{t('Make a bill of lading')}</RouterLink>
              </Button>
            )}
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">
        <DataList.Root orientation="horizontal" size="sm">
          {[
            ['Origin', `${quote.origin.city ?? ''} ${quote.origin.province ?? ''} ${quote.origin.postal_code}`],
            ['Destination', `${quote.destination.city ?? ''} ${quote.destination.province ?? ''} ${quote.destination.postal_code}`],
            ['Ship date', quote.ship_date],
            ['Service', t(SERVICE_LABELS[quote.guaranteed ?? 'none'] ?? 'Standard') + (quote.intermodal ? ` · ${t('Intermodal (rail)')}` : '')],
            ['Transit days', quote.transit_days == null ? '' : intl.formatNumber(quote.transit_days)],
            ['Estimated delivery', quote.estimated_delivery_date ?? ''],
            ['Valid until', quote.expires_on],
          ].map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{t(label!)}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Table.Root size="sm" maxWidth="36rem">
          <Table.Body>
            {quote.charges.map((c) => (
              <Table.Row key={c.code}>
                <Table.Cell>{t(chargeLabel(c.code, c.description))}</Table.Cell>
                <Table.Cell textAlign="end">{money(c.amount)}</Table.Cell>
              </Table.Row>
            ))}
            <Table.Row fontWeight="bold">
              <Table.Cell>{t('Total')}</Table.Cell>
              <Table.Cell textAlign="end" data-testid="quote-total">
                {money(quote.total)}
              </Table.Cell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
        {quote.high_value && <Badge colorPalette="orange" alignSelf="start">{t('High value')}</Badge>}
        {(quote.messages ?? []).map((m) => (
          <Alert.Root key={m} status="info" size="sm">
            <Alert.Indicator />
            <Alert.Title>{t(m)}</Alert.Title>
          </Alert.Root>
        ))}
      </Card.Body>
    </Card.Root>
  );
}
