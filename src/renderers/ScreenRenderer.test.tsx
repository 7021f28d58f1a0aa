// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { kinds } from '../kinds/registry';
import { ScreenRenderer } from './ScreenRenderer';
import { renderers, type RendererProps } from './registry';
import { renderWithProviders } from './testProviders';

afterEach(cleanup);

function Echo({ def, company, path }: RendererProps) {
  return (
    <p>
      {def.cmid} {company} {path}
    </p>
  );
}

describe('ScreenRenderer', () => {
  it('renders the renderer of the definition kind with company and path', () => {
    renderWithProviders(<ScreenRenderer def={{ cmid: 'X1', kind: 'echo', title: 'X' }} renderers={{ echo: Echo }} company="DRC" path="a/b" />);
    expect(screen.getByText('X1 DRC a/b')).toBeTruthy();
  });

  it('waits for a lazy renderer with a spinner, then renders it', async () => {
    let arrive: (m: { default: typeof Echo }) => void = () => {};
    const Late = lazy(() => new Promise<{ default: typeof Echo }>((resolve) => (arrive = resolve)));
    renderWithProviders(<ScreenRenderer def={{ cmid: 'L1', kind: 'late', title: 'L' }} renderers={{ late: Late }} company="DRC" path="" />);
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    arrive({ default: Echo });
    expect(await screen.findByText('L1 DRC')).toBeTruthy();
  });

  it('has a lazy renderer for every registered kind, each loading a component', async () => {
    expect(Object.keys(renderers)).toEqual(kinds.map((k) => k.contract.kind));
    for (const { contract, load } of kinds) expect(typeof (await load()), contract.kind).toBe('function');
    // Transforming every kind's modules (rjsf, pdf.js...) on first import takes a while on a busy machine.
  }, 120_000);

  it('shows an error naming an unknown kind and the cmid', () => {
    renderWithProviders(<ScreenRenderer def={{ cmid: 'SALES-CHART', kind: 'chart', title: 'Chart' }} renderers={{ echo: Echo }} company="DRC" path="" />);
    expect(screen.getByText('Unknown screen kind chart for SALES-CHART')).toBeTruthy();
  });

  it('does not take inherited object keys for kinds', () => {
    renderWithProviders(<ScreenRenderer def={{ cmid: 'P', kind: 'constructor', title: 'P' }} renderers={{}} company="DRC" path="" />);
    expect(screen.getByText('Unknown screen kind constructor for P')).toBeTruthy();
  });

  it('translates the error', () => {
    renderWithProviders(<ScreenRenderer def={{ cmid: 'C', kind: 'chart', title: 'C' }} renderers={{}} company="DRC" path="" />, { lang: 'fr' });
    expect(screen.getByText("Type d'écran inconnu chart pour C")).toBeTruthy();
  });
});
