import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** Translates an English text; `values` fill its {1}, {2}... placeholders. */
export type Translate = (english: string, values?: Record<string, string | number>) => string;

/** The English text is both the message id and its default (01-shell.md §9). */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback<Translate>(
    (english, values) => (english ? intl.formatMessage({ id: english, defaultMessage: english }, values) : english),
    [intl],
  );
}
