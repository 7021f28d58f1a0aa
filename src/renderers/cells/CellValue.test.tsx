// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testProviders';
import { CellContext } from './cellContext';
import { CellValue, type CellValueProps } from './CellValue';
import { TranslationsScope } from '../../core/i18n/TranslationsScope';

afterEach(cleanup);

const env = { link: { company: 'MANITOULIN', group: '2', siblingHosts: ['www.mtdirect.ca'], origin: 'http://localhost' }, onEvent: vi.fn() };
const show = (props: CellValueProps) =>
  renderWithProviders(
    <CellContext.Provider value={env}>
      <div data-testid="cell">
        <CellValue {...props} />
      </div>
    </CellContext.Provider>,
  );
const cell = () => screen.getByTestId('cell');

describe('the seventeen cell types', () => {
  it('string, number, decimal, boolean, date, datetime, time, time_hhmm, duration', () => {
    const cases: [CellValueProps, string][] = [
      [{ value: 'abc', type: 'string' }, 'abc'],
      [{ value: 12000, type: 'number' }, '12,000'],
      [{ value: 3, type: 'decimal' }, '3.00'],
      [{ value: true, type: 'boolean' }, 'Yes'],
      [{ value: '2024-05-01T00:00:00Z', type: 'date' }, '2024-05-01'],
      [{ value: new Date(2024, 4, 1, 9, 5).toISOString(), type: 'datetime' }, '2024-05-01 09:05'],
      [{ value: '07:30:15', type: 'time' }, '07:30:15'],
      [{ value: '07:30:15', type: 'time_hhmm' }, '07:30'],
      [{ value: 3725, type: 'duration' }, '1:02:05'],
    ];
    for (const [props, text] of cases) {
      show(props);
      expect(cell().textContent, props.type).toBe(text);
      cleanup();
    }
  });

  it('email and phone links', () => {
    show({ value: 'a@b.ca', type: 'email' });
    expect(screen.getByRole('link', { name: 'a@b.ca' }).getAttribute('href')).toBe('mailto:a@b.ca');
    cleanup();
    show({ value: '4165551234', type: 'phone' });
    expect(screen.getByRole('link', { name: '(416) 555-1234' }).getAttribute('href')).toBe('tel:+14165551234');
  });

  it('link: same-site in the app with the group, sibling host by navigation, external in a new tab with a launch icon', () => {
    show({ value: 'C-1', type: 'link', rules: { link: '/pages/CLAIM-VIEW/{claim_number}' }, row: { claim_number: 'C-1' } });
    expect(screen.getByRole('link', { name: 'C-1' }).getAttribute('href')).toBe('/MANITOULIN/pages/CLAIM-VIEW/C-1?set_current_menugroup=2');
    fireEvent.click(screen.getByRole('link', { name: 'C-1' }));
    expect(screen.getByTestId('location').textContent).toBe('/MANITOULIN/pages/CLAIM-VIEW/C-1');
    cleanup();
    show({ value: 'https://www.mtdirect.ca/a', type: 'link' });
    const sibling = screen.getByRole('link');
    expect(sibling.getAttribute('href')).toBe('https://www.mtdirect.ca/a');
    expect(sibling.getAttribute('target')).toBeNull();
    cleanup();
    show({ value: 'https://example.org/a', type: 'link' });
    const external = screen.getByRole('link');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('img', { name: 'Opens in a new tab' })).toBeTruthy();
  });

  it('img and img-link show safe images only', () => {
    show({ value: 'https://cdn.example.org/a.png', type: 'img', rules: { label: 'Photo' } });
    expect(screen.getByRole('img', { name: 'Photo' }).getAttribute('src')).toBe('https://cdn.example.org/a.png');
    cleanup();
    show({ value: '/files/a.png', type: 'img-link', rules: { label: 'Scan', link: '/pages/SHOWIMG/{id}' }, row: { id: 4 } });
    expect(screen.getByRole('link').getAttribute('href')).toBe('/MANITOULIN/pages/SHOWIMG/4?set_current_menugroup=2');
    cleanup();
    show({ value: 'javascript:alert(1)', type: 'img' });
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('icon and map: a value shown as an icon and colour', () => {
    show({
      value: 'Late',
      type: 'icon',
      rules: {
        map: [
          { value: 'Late', icon: 'warning', color: 'red', label: 'Late' },
          { value: 'OK', icon: 'check' },
        ],
      },
    });
    expect(screen.getByRole('img', { name: 'Late' })).toBeTruthy();
    cleanup();
    show({ value: 'OK', type: 'string', rules: { map: [{ value: 'OK', icon: 'check', label: 'Delivered' }] } });
    expect(screen.getByRole('img', { name: 'Delivered' })).toBeTruthy();
  });

  it('map: a text code without an icon shows its label, in its colour; an unmapped one shows as it is', () => {
    const map = [{ value: 'failed', label: 'Wrong user ID or password', color: 'red' }];
    show({ value: 'failed', type: 'string', rules: { map } });
    expect(cell().textContent).toBe('Wrong user ID or password');
    cleanup();
    show({ value: 'success', type: 'string', rules: { map } });
    expect(cell().textContent).toBe('success');
  });

  it("coded values: a column's fixed options show their labels, translated, like its map's", () => {
    const searchOptions = ['Delivered', { label: 'English', value: 'en' }];
    const fr = { lang: 'fr' as const };
    const inFrench = (props: CellValueProps) =>
      renderWithProviders(
        <CellContext.Provider value={env}>
          <TranslationsScope fr={{ Delivered: 'Livrée', English: 'Anglais', 'In Progress': 'En cours' }}>
            <div data-testid="cell">
              <CellValue {...props} />
            </div>
          </TranslationsScope>
        </CellContext.Provider>,
        fr,
      );
    inFrench({ value: 'Delivered', type: 'string', rules: { searchOptions } });
    expect(cell().textContent).toBe('Livrée');
    cleanup();
    inFrench({ value: 'en', type: 'string', rules: { searchOptions } });
    expect(cell().textContent).toBe('Anglais');
    cleanup();
    inFrench({ value: 'In Progress', type: 'string', rules: { map: [{ value: 'In Progress', label: 'In Progress', color: 'orange' }] } });
    expect(cell().textContent).toBe('En cours');
    cleanup();
    // A value outside the options is shown as sent, never guessed at.
    inFrench({ value: 'Lost', type: 'string', rules: { searchOptions } });
    expect(cell().textContent).toBe('Lost');
  });

  it('html is sanitised', () => {
    show({ value: '<b>bold</b><script>x</script><a href="javascript:x">y</a>', type: 'html' });
    expect(cell().querySelector('b')?.textContent).toBe('bold');
    expect(cell().querySelector('script')).toBeNull();
    expect(cell().querySelector('a')?.getAttribute('href')).toBeNull();
  });

  it('action raises its event with the row, without opening the row', () => {
    const rowClick = vi.fn();
    renderWithProviders(
      <CellContext.Provider value={env}>
        <div onClick={rowClick}>
          <CellValue value={null} type="action" rules={{ action: 'Approve', event: 'approve' }} row={{ id: 1 }} />
        </div>
      </CellContext.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(env.onEvent).toHaveBeenCalledWith('approve', { id: 1 });
    expect(rowClick).not.toHaveBeenCalled();
  });

  it('action acts once for a double-click, and again after the 300 ms debounce', () => {
    vi.useFakeTimers();
    try {
      const onEvent = vi.fn();
      renderWithProviders(
        <CellContext.Provider value={{ ...env, onEvent }}>
          <CellValue value={null} type="action" rules={{ action: 'Approve', event: 'approve' }} row={{ id: 1 }} />
        </CellContext.Provider>,
      );
      const button = screen.getByRole('button', { name: 'Approve' });
      fireEvent.click(button);
      fireEvent.click(button);
      expect(onEvent).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(300);
      fireEvent.click(button);
      expect(onEvent).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
