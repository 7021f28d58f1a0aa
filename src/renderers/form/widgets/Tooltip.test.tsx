// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testProviders';
import { Tooltip, TOOLTIP_DELAY_MS } from './Tooltip';

afterEach(cleanup);

// jsdom lays nothing out; the positioning library only needs to be able to watch sizes.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the tooltip', () => {
  it('opens only after 600 ms over its element, at most 30em wide', async () => {
    renderWithProviders(
      <Tooltip content="Removes the attachment for good">
        <button type="button">Remove</button>
      </Tooltip>,
    );
    const started = Date.now();
    fireEvent.pointerMove(screen.getByRole('button', { name: 'Remove' }), { pointerType: 'mouse' });
    await pause(300);
    expect(screen.queryByText('Removes the attachment for good')).toBeNull();
    const tip = await screen.findByText('Removes the attachment for good', {}, { timeout: 4000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TOOLTIP_DELAY_MS);
    expect(TOOLTIP_DELAY_MS).toBe(600);
    expect(getComputedStyle(tip).maxWidth).toBe('30em');
  });
});
