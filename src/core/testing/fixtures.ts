import type { UsersLoginResponse } from '../../api/generated/types';
import { sessionFromAnswer } from '../session/sessionFromAnswer';
import type { Session } from '../session/types';

/** A login answer of the demo customer (test data only). */
export function loginAnswer(status = 0, landingPage = 'MTDPUDATE', type = 'CUSTOMER'): UsersLoginResponse {
  return {
    status,
    token: 'token-1',
    profile: { MT_UID: 'customer', MT_TYPE: type, MT_FNAME: 'Casey', MT_LANG: 'en', MT_COMP: 'MANITOULIN', MT_STATUS: 'Active', MT_THEME: 'light' },
    groups: [
      {
        id: 3,
        name: 'Customers',
        is_admin: false,
        landingPage,
        style: '',
        menulist: [
          {
            TMMID: 1,
            TMVNAM: 'Tracing',
            TMMTYP: 'M',
            items: [
              { TSCID: 11, CMCID: 'MTDPUDATE', CMTITLE: 'Shipments by pickup date', CMHID: 'N' },
              { TSCID: 12, CMCID: 'SECRET', CMTITLE: 'Hidden screen', CMHID: 'Y' },
              { TSCID: 13, CMCID: 'CARRIER', CMTITLE: 'Carrier site', CMHID: 'N', external: 'https://carrier.example/' },
            ],
          },
        ],
      },
    ],
    masterconfig: { FRAMEWORK: [], HTTPCLUSTER: [] },
  };
}

export function sessionOf(answer = loginAnswer()): Session {
  return sessionFromAnswer(answer, answer.token ?? 'token-1');
}
