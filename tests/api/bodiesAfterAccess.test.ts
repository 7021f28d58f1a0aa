import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { dialectsUnderTest } from '../support/testDatabases';
import { startTestApp, type TestApp } from '../support/testApp';

const MiB = 1024 * 1024;
const BOUNDARY = 'portal-test-boundary';

interface Exchange {
  status: number;
  body: string;
  /** Body bytes written before the server's answer came (the rest was never sent). */
  sent: number;
}

/**
 * One HTTP/1.1 request over a raw socket that announces `declared` body bytes and sends
 * `head` then filler in 64 KiB chunks, stopping as soon as the server answers: what the
 * server refuses before reading leaves most of the body unsent.
 */
function exchange(port: number, path: string, headers: Record<string, string>, declared: number, head = ''): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    let answered = false;
    const finish = () => {
      const [top, ...rest] = answer.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(top ?? '')?.[1]);
      resolve({ status, body: rest.join('\r\n\r\n'), sent });
      socket.destroy();
    };
    socket.on('data', (d) => {
      answered = true;
      answer += d.toString('latin1');
      // The whole answer read (the server may keep the connection to drain the body): done.
      const end = answer.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(answer.slice(0, end))?.[1];
      if (end >= 0 && length !== undefined && answer.length - end - 4 >= Number(length)) finish();
    });
    socket.on('close', finish);
    socket.on('error', () => {}); // the server closing while we still send: expected
    socket.setTimeout(120_000, () => reject(new Error('no answer')));
    const lines = [`POST ${path} HTTP/1.1`, 'Host: 127.0.0.1', `Content-Length: ${declared}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), '', ''];
    socket.write(lines.join('\r\n'));
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const pump = () => {
      if (sent === 0 && head) {
        socket.write(head);
        sent += Buffer.byteLength(head);
      }
      while (!answered && !socket.destroyed && sent < declared) {
        const part = chunk.subarray(0, Math.min(chunk.length, declared - sent));
        sent += part.length;
        if (!socket.write(part)) return void socket.once('drain', pump);
      }
    };
    socket.on('connect', pump);
  });
}

const filePart = (name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;

for (const dialect of await dialectsUnderTest()) {
  describe(`bodies are read after access, within the call's limits [${dialect.name}]`, () => {
    let t: TestApp;
    let port: number;
    let token: string;
    let probill: string;
    beforeAll(async () => {
      t = await startTestApp(dialect, { shipments: 40 });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
      token = await t.tokenOf('customer');
      const claim = await t.database.db.selectFrom('claims').select('probill').where('customer_account', '=', '100001').where('status', '=', 'In Progress').executeTakeFirstOrThrow();
      probill = claim.probill;
    });
    afterAll(() => t.close());

    const multipart = { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` };

    it('answers an anonymous 50 MiB multipart post 401 before its body is sent', async () => {
      for (const path of ['/api/claims', `/api/claims/attachments/${probill}`]) {
        const res = await exchange(port, path, multipart, 50 * MiB, filePart('big.pdf'));
        expect(res.status, path).toBe(401);
        expect(JSON.parse(res.body).detail).toBe('Authorization error!');
        expect(res.sent, path).toBeLessThan(50 * MiB);
      }
    });

    it('refuses multipart to a call that takes JSON (415) and a body announced over the limit (413), unread', async () => {
      const json = await exchange(port, '/api/claims', { ...multipart, Authorization: `Token ${token}` }, 20 * MiB, filePart('a.pdf'));
      expect([json.status, JSON.parse(json.body).detail]).toEqual([415, 'Unsupported content type']);
      expect(json.sent).toBeLessThan(20 * MiB);
      const big = await exchange(port, `/api/claims/attachments/${probill}`, { ...multipart, Authorization: `Token ${token}` }, 60 * MiB, filePart('a.pdf'));
      expect([big.status, JSON.parse(big.body).detail]).toEqual([413, 'Request body is too large']);
      expect(big.sent).toBeLessThan(60 * MiB);
      // An ordinary JSON call takes 1 MiB.
      const plain = await exchange(port, '/api/claims', { 'Content-Type': 'application/json', Authorization: `Token ${token}` }, 20 * MiB, '{"description":"');
      expect(plain.status).toBe(413);
      expect(plain.sent).toBeLessThan(20 * MiB);
    });

    it('stops reading a signed-in upload at the file limit (413 mid-stream) and keeps nothing', async () => {
      const before = await t.database.db.selectFrom('claim_attachments').select('id').execute();
      // 50 MiB announced (within the call's 52 MiB), one file part that would be 50 MiB: refused at 25 MiB.
      const res = await exchange(port, `/api/claims/attachments/${probill}`, { ...multipart, Authorization: `Token ${token}` }, 50 * MiB, filePart('huge.pdf'));
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toMatchObject({ detail: 'Request body is too large', errors: [{ pointer: '/file', message: 'File size is over limit' }] });
      expect(res.sent).toBeLessThan(50 * MiB);
      expect(await t.database.db.selectFrom('claim_attachments').select('id').execute()).toEqual(before);
    });
  });
}
