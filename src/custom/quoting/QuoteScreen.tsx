import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/client';
import type { OnlineQuotingQuote, OnlineQuotingUsage } from '../../api/generated/types';
import { TranslationsScope } from '../../core/i18n/TranslationsScope';
import { useT } from '../../core/i18n/useT';
import { portalToday } from '../../shared/calendar/calendarDates';
import type { QuoteDefinition } from './contract';
import { TextField } from './fields';
import { ItemFields } from './ItemFields';
import { PlaceFields } from './PlaceFields';
import { QuoteHistory } from './QuoteHistory';
import { QuoteResult } from './QuoteResult';
import { accessorialFault, fromQuote, initialState, toRequest, type QuoteFormState } from './quoteFormState';
import { ServiceFields } from './ServiceFields';
import { SkeletonField } from './SkeletonField';
import { useHeldScreen } from '../../core/session/useHeldScreen';
import fr from './fr.json';

interface Props {
  def: QuoteDefinition;
  company: string;
  path: string;
}

function Quoting({ def, company }: Props) {
  const t = useT();
  const today = portalToday();
  const [state, setState] = useState<QuoteFormState>(() => initialState(today));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [quote, setQuote] = useState<OnlineQuotingQuote | null>(null);
  const [usage, setUsage] = useState<OnlineQuotingUsage | null>(null);
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);
  const bolScreen = useHeldScreen(def.bolScreen);
  const set = useCallback((patch: Partial<QuoteFormState>) => setState((s) => ({ ...s, ...patch })), []);
  useEffect(() => {
    callApi('online_quoting.usage').then(setUsage, () => setUsage(null));
  }, [version]);
  const shown = (q: OnlineQuotingQuote) => {
    setQuote(q);
    setVersion((v) => v + 1);
  };
  const submit = async () => {
    setErrors({});
    setRefusal(null);
    if (accessorialFault(state.accessorials, today)) return;
    if (def.forSkeleton && !state.skeleton_account_id) return setErrors({ '/skeleton_account_id': 'Field is required' });
    setBusy(true);
    try {
      shown(await callApi('online_quoting.quote', { body: toRequest(state), silent: true }));
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setErrors(Object.fromEntries(err.errors.map((e) => [e.pointer, e.message])));
      setRefusal(err.errors.length ? null : err.detail);
    } finally {
      setBusy(false);
    }
  };
  const errorAt = (pointer: string) => errors[pointer];
  return (
    <Stack gap="5" maxWidth="72rem">
      <Heading as="h1" size="lg">
        {t(def.title)}
      </Heading>
      {usage?.quotes_allowed != null && (
        <Text data-testid="quote-usage" color="fg.muted">
          {t('{1} of {2} quotes used in the last {3} hours', { 1: usage.quotes_used, 2: usage.quotes_allowed, 3: usage.window_hours })}
        </Text>
      )}
      {def.forSkeleton && <SkeletonField value={state.skeleton_account_id} onChange={(v) => set({ skeleton_account_id: v })} error={errorAt('/skeleton_account_id')} />}
      {def.forCustomer && <TextField label="Account number" width="12rem" value={state.account_number} onChange={(v) => set({ account_number: v })} error={errorAt('/account_number')} />}
      <PlaceFields legend="Origin" pointer="/origin" value={state.origin} onChange={(origin) => set({ origin })} errorAt={errorAt} />
      <PlaceFields legend="Destination" pointer="/destination" value={state.destination} onChange={(destination) => set({ destination })} errorAt={errorAt} />
      <ItemFields items={state.items} onChange={(items) => set({ items })} errorAt={errorAt} />
      <ServiceFields state={state} set={set} errorAt={errorAt} today={today} />
      {(refusal || Object.keys(errors).length > 0) && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{refusal ?? t('Please correct the fields shown')}</Alert.Title>
        </Alert.Root>
      )}
      <Button colorPalette="blue" alignSelf="start" loading={busy} onClick={() => void submit()}>
        {t('Get a quote')}
      </Button>
      {quote && <QuoteResult quote={quote} company={company} pdfScreen={def.pdfScreen} bolScreen={bolScreen} />}
      <QuoteHistory company={company} pdfScreen={def.pdfScreen} today={today} version={version} onQuote={shown} onEdit={(q) => setState(fromQuote(q, today))} />
    </Stack>
  );
}

/** Online quoting (issue 14 point 2): the form, the quote, its PDF and the history with requote. Its own French comes with it. */
export function QuoteScreen(props: Props) {
  return (
    <TranslationsScope fr={fr}>
      <Quoting {...props} />
    </TranslationsScope>
  );
}
