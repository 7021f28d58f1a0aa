// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../renderers/testProviders';
import { loginAnswer } from '../../core/testing/fixtures';
import type { Group } from '../../core/session/types';
import { MainMenu } from './MainMenu';

afterEach(cleanup);

function groupWith(...extra: Group['menulist']): Group {
  const group = loginAnswer().groups[0]! as Group;
  return { ...group, menulist: [...group.menulist, ...extra] };
}

describe('the main menu', () => {
  it('shows a link top menu (TMMTYP L) as one link to its TMHOOK: inside the app with its group, or in a new tab', () => {
    const group = groupWith(
      { TMMID: 7, TMVNAM: 'Rate a shipment', TMMTYP: 'L', TMHOOK: '/MANITOULIN/pages/MTDDELDATE', items: [] },
      { TMMID: 8, TMVNAM: 'Carrier news', TMMTYP: 'L', TMHOOK: 'https://news.example/', items: [] },
      { TMMID: 9, TMVNAM: 'Empty menu', TMMTYP: 'M', items: [] },
    );
    renderWithProviders(<MainMenu group={group} company="MANITOULIN" />);
    expect(screen.getByRole('link', { name: 'Rate a shipment' }).getAttribute('href')).toBe('/MANITOULIN/pages/MTDDELDATE?set_current_menugroup=3');
    const news = screen.getByRole('link', { name: /Carrier news/ });
    expect([news.getAttribute('href'), news.getAttribute('target')]).toEqual(['https://news.example/', '_blank']);
    expect(screen.getByRole('img', { name: 'Opens in a new tab' })).toBeTruthy();
    // A drop-down menu stays a button; a menu with nothing to show is left out.
    expect(screen.getByRole('button', { name: 'Tracing' })).toBeTruthy();
    expect(screen.queryByText('Empty menu')).toBeNull();
  });
});
