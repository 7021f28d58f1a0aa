import { randomBytes } from 'node:crypto';
import { htmlText, sanitizeHtml } from '../../shared/richText/sanitizeHtml';

export interface Email {
  from: string;
  replyTo?: string;
  to: readonly string[];
  cc: readonly string[];
  subject: string;
  /** Rich text from the editor (sanitised here again). */
  content: string;
  /** Plain text the screen adds below the message (the record the email is about). */
  additionalContent?: string;
  messageId: string;
  /** Files sent with the message (a push report's run): the message becomes multipart/mixed. */
  attachments?: readonly { name: string; type: string; data: Uint8Array }[];
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A header value: printable ASCII as is, anything else (line breaks included) as an RFC 2047 encoded word. */
function headerText(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`;
}

/** Base64 in 76-character lines: no line can start with a dot or grow too long. */
function base64Lines(text: string | Uint8Array): string {
  return (Buffer.from(text).toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');
}

/** The message's HTML and text bodies: the sanitised rich text, then the screen's details. */
export function emailBodies(email: Pick<Email, 'content' | 'additionalContent'>): { html: string; text: string } {
  const extra = email.additionalContent?.trim();
  const html = sanitizeHtml(email.content) + (extra ? `<hr><p>${escapeHtml(extra).replace(/\r?\n/g, '<br>')}</p>` : '');
  const text = [htmlText(email.content), extra].filter(Boolean).join('\n\n');
  return { html, text };
}

/** The whole MIME message (multipart/alternative, text and HTML; inside multipart/mixed with attachments). Bcc never appears in it. */
export function composeEmail(email: Email, now = new Date()): string {
  const boundary = `portal-${randomBytes(12).toString('hex')}`;
  const { html, text } = emailBodies(email);
  const files = email.attachments ?? [];
  const mixed = `portal-${randomBytes(12).toString('hex')}`;
  const headers = [
    `From: ${email.from}`,
    ...(email.replyTo ? [`Reply-To: ${email.replyTo}`] : []),
    `To: ${email.to.join(', ')}`,
    ...(email.cc.length ? [`Cc: ${email.cc.join(', ')}`] : []),
    `Subject: ${headerText(email.subject)}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: ${email.messageId}`,
    'MIME-Version: 1.0',
  ];
  const part = (type: string, body: string) => [`--${boundary}`, `Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: base64', '', base64Lines(body)].join('\r\n');
  const alternative = [part('text/plain', text), part('text/html', html), `--${boundary}--`].join('\r\n');
  if (!files.length) return [...headers, `Content-Type: multipart/alternative; boundary="${boundary}"`, '', alternative].join('\r\n');
  const file = (f: { name: string; type: string; data: Uint8Array }) =>
    [`--${mixed}`, `Content-Type: ${f.type}; name="${headerText(f.name).replace(/"/g, '')}"`, 'Content-Transfer-Encoding: base64', `Content-Disposition: attachment; filename="${headerText(f.name).replace(/"/g, '')}"`, '', base64Lines(f.data)].join('\r\n');
  return [...headers, `Content-Type: multipart/mixed; boundary="${mixed}"`, '', `--${mixed}`, `Content-Type: multipart/alternative; boundary="${boundary}"`, '', alternative, ...files.map(file), `--${mixed}--`].join('\r\n');
}
