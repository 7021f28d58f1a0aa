// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onIntlError } from './messages';
import { TranslationsScope } from '../../core/i18n/TranslationsScope';
import { useT } from '../../core/i18n/useT';

afterEach(cleanup);

function Probe({ text, values }: { text: string; values?: Record<string, string | number> }) {
  const t = useT();
  return <p>{t(text, values)}</p>;
}

function inFrench(node: React.ReactNode, messages: Record<string, string> = {}) {
  return render(
    <IntlProvider locale="fr-CA" defaultLocale="en-US" messages={messages} onError={onIntlError}>
      {node}
    </IntlProvider>,
  );
}

describe('useT', () => {
  it('uses the French text when the table has it', () => {
    inFrench(<Probe text="Sign in" />, { 'Sign in': 'Connexion' });
    expect(screen.getByText('Connexion')).toBeTruthy();
  });

  it('falls back to the English text, silently, when the French is missing', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    inFrench(<Probe text="Nobody translated this" />);
    expect(screen.getByText('Nobody translated this')).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('fills numbered placeholders in either language', () => {
    inFrench(<Probe text="Minimum {1} characters, {2} max" values={{ 1: 3, 2: 'ten' }} />, {
      'Minimum {1} characters, {2} max': 'Au moins {1} caractères, {2} au plus',
    });
    expect(screen.getByText('Au moins 3 caractères, ten au plus')).toBeTruthy();
    cleanup();
    render(
      <IntlProvider locale="en-US" defaultLocale="en-US" onError={onIntlError}>
        <Probe text="Welcome, {1}" values={{ 1: 'Ada' }} />
      </IntlProvider>,
    );
    expect(screen.getByText('Welcome, Ada')).toBeTruthy();
  });

  it('returns an empty text as is', () => {
    const { container } = inFrench(<Probe text="" />);
    expect(container.textContent).toBe('');
  });
});

describe('TranslationsScope', () => {
  it("layers a definition's French over the app's, in its subtree only", () => {
    inFrench(
      <>
        <Probe text="Probill" />
        <TranslationsScope fr={{ Probill: 'Connaissement', Status: 'Statut' }}>
          <Probe text="Status" />
          <Probe text="Sign in" />
        </TranslationsScope>
      </>,
      { 'Sign in': 'Connexion' },
    );
    expect(screen.getByText('Probill')).toBeTruthy();
    expect(screen.getByText('Statut')).toBeTruthy();
    expect(screen.getByText('Connexion')).toBeTruthy();
  });

  it('changes nothing in English', () => {
    render(
      <IntlProvider locale="en-US" defaultLocale="en-US" onError={onIntlError}>
        <TranslationsScope fr={{ Status: 'Statut' }}>
          <Probe text="Status" />
        </TranslationsScope>
      </IntlProvider>,
    );
    expect(screen.getByText('Status')).toBeTruthy();
  });
});
