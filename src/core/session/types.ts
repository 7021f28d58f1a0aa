import type { UsersLoginResponse, UsersRefreshResponse } from '../../api/generated/types';

export type Profile = UsersLoginResponse['profile'];
export type Group = UsersLoginResponse['groups'][number];
export type MenuEntry = Group['menulist'][number];
export type MenuItem = MenuEntry['items'][number];
export type MasterConfig = UsersLoginResponse['masterconfig'];

/** What the server answers when a session is opened or confirmed. */
export type SessionAnswer = UsersLoginResponse | UsersRefreshResponse;

/** One signed-in user of one company, as kept in localStorage. */
export interface Session {
  token: string;
  /** 0 signed in; 4 a new password is required (01-shell.md §4). */
  loginStatus: number;
  profile: Profile;
  groups: Group[];
  masterconfig: MasterConfig;
  /** Id of the menu group the user works in; null when the user has no group. */
  selectedGroup: number | null;
  lastRefreshedAt: number;
}

/** The session the tab works with, with the parts of its key. */
export interface CurrentSession {
  key: string;
  username: string;
  company: string;
  session: Session;
}
