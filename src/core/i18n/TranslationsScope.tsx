import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useTranslationOverridesContext } from './translationOverrides';

/**
 * Layers extra French strings (a screen definition's own) over the app's for
 * the subtree. English needs nothing: the text is its own message.
 */
export function TranslationsScope({ fr, children }: { fr?: Readonly<Record<string, string>>; children: ReactNode }) {
  const intl = useIntl();
  const french = intl.locale.startsWith('fr');
  // The app's messages are plain strings (never precompiled), so the merge stays a string table.
  // Administered overrides (TRANS-UPDATE) stay on top of the definition's own French.
  const overrides = useTranslationOverridesContext();
  const messages = useMemo(
    () => (french && fr ? { ...(intl.messages as Record<string, string>), ...fr, ...overrides } : null),
    [french, fr, intl.messages, overrides],
  );
  if (!messages) return <>{children}</>;
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages} onError={intl.onError}>
      {children}
    </IntlProvider>
  );
}
