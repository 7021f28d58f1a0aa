import { smtpConfig, type SmtpConfig } from '../mail/smtp';

/**
 * Where outgoing email goes: SMTP_URL (smtp://user:password@host:587, or
 * smtps:// for implicit TLS; ?from=address sets the sender), else the shell's
 * SMTP_HOST settings, else nowhere: messages then wait in the outbox.
 */
export function emailTransport(env: NodeJS.ProcessEnv = process.env): SmtpConfig | null {
  if (!env.SMTP_URL) return smtpConfig(env);
  const url = new URL(env.SMTP_URL);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error(`SMTP_URL must be smtp:// or smtps://, not ${url.protocol}`);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: Number(url.port || (secure ? 465 : 587)),
    secure,
    user: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    from: url.searchParams.get('from') ?? env.SMTP_FROM ?? 'no-reply@portal.invalid',
  };
}
