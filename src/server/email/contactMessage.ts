import type { Caller } from '../auth/Caller';
import type { OutgoingEmail } from './sendEmail';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A "Contact us" message as the outbox keeps it: addressed to the company's customer
 * service only (the recipient is configuration, never input, so CONTACT cannot mail anyone
 * else), the caller's text as plain paragraphs, and who wrote it (user, account, phone) below.
 */
export function contactMessage(caller: Caller, serviceEmail: string, body: { subject: string; message: string; phone?: string }): OutgoingEmail {
  const paragraphs = body.message.trim().split(/\r?\n\s*\r?\n/).map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`);
  const from = [`Sent from the portal's Contact us page by ${caller.username}`, caller.customerAccount ? `Customer account ${caller.customerAccount}` : null, body.phone?.trim() ? `Call back at ${body.phone.trim()}` : null];
  return {
    to: [serviceEmail],
    subject: `[Contact us] ${body.subject.trim()}`,
    content: paragraphs.join(''),
    additionalContent: from.filter(Boolean).join('\n'),
  };
}
