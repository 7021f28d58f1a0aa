import { createServer, type Server } from 'node:net';

export interface ReceivedMail {
  from: string;
  recipients: string[];
  data: string;
}

export interface FakeSmtp {
  url: string;
  received: ReceivedMail[];
  /** Refuse every recipient from now on (a delivery failure). */
  refuseRecipients(refuse: boolean): void;
  close(): Promise<void>;
}

/**
 * A real SMTP listener on a free port speaking just enough of RFC 5321
 * (EHLO, MAIL, RCPT, DATA, QUIT) to receive what the portal sends; on a given
 * port to stand for a mail server that comes back after being down.
 */
export async function startFakeSmtp(port = 0): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  let refuse = false;
  const server: Server = createServer((socket) => {
    let buffer = '';
    let mail: ReceivedMail = { from: '', recipients: [], data: '' };
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(mail);
          mail = { from: '', recipients: [], data: '' };
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          mail.from = /<(.*)>/.exec(line)?.[1] ?? '';
          socket.write('250 ok\r\n');
        } else if (verb === 'RCPT') {
          if (refuse) socket.write('550 no such user\r\n');
          else {
            mail.recipients.push(/<(.*)>/.exec(line)?.[1] ?? '');
            socket.write('250 ok\r\n');
          }
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        }
        else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('502 not implemented\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${bound}?from=portal@example.com`,
    received,
    refuseRecipients: (r) => void (refuse = r),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
