// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { IconAction } from './IconAction';

afterEach(cleanup);

// jsdom lays nothing out; the positioning library only needs to be able to watch sizes.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe('an icon-only button', () => {
  it('is named by its label and shows the same label as its tooltip', async () => {
    const onClick = vi.fn();
    render(
      <ChakraProvider value={defaultSystem}>
        <IconAction label="Remove invoice.pdf" onClick={onClick}>
          ✕
        </IconAction>
      </ChakraProvider>,
    );
    const button = screen.getByRole('button', { name: 'Remove invoice.pdf' });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    fireEvent.pointerMove(button, { pointerType: 'mouse' });
    const tip = await screen.findByText('Remove invoice.pdf', { selector: '[data-part="content"]' }, { timeout: 4000 });
    expect(tip).toBeTruthy();
  });
});
