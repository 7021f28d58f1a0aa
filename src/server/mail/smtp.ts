import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import type { Mail } from './sendMail';

export interface SmtpConfig {
  host: string;
  port: number;
  /** Implicit TLS (port 465); otherwise STARTTLS is used when the server offers it. */
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
}

/** SMTP settings from the environment, or null when SMTP_HOST is not set. */
export function smtpConfig(env: NodeJS.ProcessEnv): SmtpConfig | null {
  if (!env.SMTP_HOST) return null;
  const secure = env.SMTP_SECURE === '1';
  return {
    host: env.SMTP_HOST,
    port: Number(env.SMTP_PORT ?? (secure ? 465 : 587)),
    secure,
    user: env.SMTP_USER || undefined,
    password: env.SMTP_PASSWORD || undefined,
    from: env.SMTP_FROM ?? 'no-reply@portal.invalid',
  };
}

/** Reads SMTP replies (a multi-line reply ends with "NNN "). */
class Replies {
  private buffer = '';
  private waiting: ((r: { code: number; text: string }) => void) | null = null;
  private failed: ((e: Error) => void) | null = null;

  constructor(private socket: Socket) {
    socket.on('data', this.onData);
    socket.on('error', this.onError);
  }

  private onData = (chunk: Buffer) => {
    this.buffer += chunk.toString('utf8');
    this.deliver();
  };
  private onError = (e: Error) => this.failed?.(e);

  /** Reads from a new socket (after STARTTLS), leaving the raw one to the TLS layer. */
  listen(socket: Socket): void {
    this.socket.off('data', this.onData);
    this.socket.off('error', this.onError);
    this.socket = socket;
    socket.on('data', this.onData);
    socket.on('error', this.onError);
  }

  private deliver(): void {
    const lines = this.buffer.split('\r\n');
    const last = lines.findIndex((l) => /^\d{3} /.test(l));
    if (last < 0 || !this.waiting) return;
    const reply = {
      code: Number(lines[last]!.slice(0, 3)),
      text: lines.slice(0, last + 1).join('\n'),
    };
    this.buffer = lines.slice(last + 1).join('\r\n');
    const done = this.waiting;
    this.waiting = this.failed = null;
    done(reply);
  }

  next(): Promise<{ code: number; text: string }> {
    return new Promise((resolve, reject) => {
      this.waiting = resolve;
      this.failed = reject;
      this.deliver();
    });
  }

  async command(line: string | null, expect: number): Promise<string> {
    if (line !== null) this.socket.write(`${line}\r\n`);
    const reply = await this.next();
    if (Math.floor(reply.code / 100) !== Math.floor(expect / 100))
      throw new Error(`SMTP ${line?.split(' ')[0] ?? 'greeting'}: ${reply.text}`);
    return reply.text;
  }
}

function message(from: string, mail: Mail): string {
  const subject = /^[\x20-\x7e]*$/.test(mail.subject) ? mail.subject : `=?UTF-8?B?${Buffer.from(mail.subject).toString('base64')}?=`;
  // Dot-stuffing: a line that starts with '.' gets another.
  const body = mail.body.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
  return [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${subject}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    body,
  ].join('\r\n');
}

/** Delivers one message: EHLO, STARTTLS when offered, AUTH PLAIN when configured, then the message. */
export async function smtpSend(config: SmtpConfig, mail: Mail, timeoutMs = 20_000): Promise<void> {
  await smtpDeliver(config, [mail.to], message(config.from, mail), timeoutMs);
}

/**
 * Hands a ready MIME message to the server for these envelope recipients (To,
 * Cc and Bcc alike: Bcc addresses are in the envelope only, never in a header).
 */
export async function smtpDeliver(config: SmtpConfig, recipients: readonly string[], raw: string, timeoutMs = 20_000): Promise<void> {
  let socket: Socket = config.secure
    ? tlsConnect({
        host: config.host,
        port: config.port,
        servername: config.host,
      })
    : netConnect({ host: config.host, port: config.port });
  socket.setTimeout(timeoutMs, () => socket.destroy(new Error('SMTP timeout')));
  const replies = new Replies(socket);
  try {
    await replies.command(null, 220);
    let features = await replies.command('EHLO portal', 250);
    if (!config.secure && /\bSTARTTLS\b/i.test(features)) {
      await replies.command('STARTTLS', 220);
      socket = tlsConnect({ socket, servername: config.host });
      replies.listen(socket);
      features = await replies.command('EHLO portal', 250);
    }
    if (config.user) {
      const plain = Buffer.from(`\u0000${config.user}\u0000${config.password ?? ''}`).toString('base64');
      await replies.command(`AUTH PLAIN ${plain}`, 235);
    }
    await replies.command(`MAIL FROM:<${config.from}>`, 250);
    for (const to of recipients) await replies.command(`RCPT TO:<${to}>`, 250);
    await replies.command('DATA', 354);
    await replies.command(`${raw}\r\n.`, 250);
    await replies.command('QUIT', 221).catch(() => undefined);
  } finally {
    socket.end();
  }
}
