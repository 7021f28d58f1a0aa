import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { smtpConfig, smtpSend } from './smtp';

/** A minimal SMTP server that records the dialogue (no TLS offered). */
function fakeSmtp(opts: { refuseRcpt?: boolean } = {}): Promise<{ server: Server; port: number; lines: string[] }> {
  const lines: string[] = [];
  const server = createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let at: number;
      while ((at = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        lines.push(line);
        if (data) {
          if (line === '.') {
            data = false;
            socket.write('250 queued\r\n');
          }
          continue;
        }
        if (line.startsWith('EHLO')) socket.write('250-fake\r\n250 AUTH PLAIN\r\n');
        else if (line.startsWith('AUTH')) socket.write('235 ok\r\n');
        else if (line.startsWith('MAIL')) socket.write('250 ok\r\n');
        else if (line.startsWith('RCPT')) socket.write(opts.refuseRcpt ? '550 no such user\r\n' : '250 ok\r\n');
        else if (line === 'DATA') {
          data = true;
          socket.write('354 go\r\n');
        } else if (line === 'QUIT') socket.end('221 bye\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        port: (server.address() as { port: number }).port,
        lines,
      }),
    ),
  );
}

let running: Server | null = null;
afterEach(() => running?.close());

describe('SMTP delivery', () => {
  it('is off without SMTP_HOST and reads its settings from the environment', () => {
    expect(smtpConfig({})).toBeNull();
    expect(
      smtpConfig({
        SMTP_HOST: 'mail.example',
        SMTP_SECURE: '1',
        SMTP_USER: 'u',
        SMTP_PASSWORD: 'p',
        SMTP_FROM: 'portal@example.com',
      }),
    ).toEqual({
      host: 'mail.example',
      port: 465,
      secure: true,
      user: 'u',
      password: 'p',
      from: 'portal@example.com',
    });
  });

  it('sends a message with authentication and dot-stuffing', async () => {
    const fake = await fakeSmtp();
    running = fake.server;
    await smtpSend(
      {
        host: '127.0.0.1',
        port: fake.port,
        secure: false,
        user: 'portal',
        password: 'secret',
        from: 'portal@example.com',
      },
      {
        to: 'ann@example.com',
        subject: 'Your code',
        body: 'Code 123456\n.hidden line',
      },
    );
    expect(fake.lines).toContain(`AUTH PLAIN ${Buffer.from('\u0000portal\u0000secret').toString('base64')}`);
    expect(fake.lines).toContain('RCPT TO:<ann@example.com>');
    expect(fake.lines).toContain('Subject: Your code');
    expect(fake.lines).toContain('..hidden line');
  });

  it('fails with the server’s reply when a step is refused', async () => {
    const fake = await fakeSmtp({ refuseRcpt: true });
    running = fake.server;
    await expect(
      smtpSend(
        {
          host: '127.0.0.1',
          port: fake.port,
          secure: false,
          from: 'portal@example.com',
        },
        { to: 'x@example.com', subject: 's', body: 'b' },
      ),
    ).rejects.toThrow(/550 no such user/);
  });
});
