/**
 * The rich-text editor's HTML, made safe: an allow-list of formatting tags, no
 * attribute but a checked href on links, every text re-escaped and every tag
 * closed. Written without a DOM so the server runs the very same code on save
 * that the browser runs before showing stored HTML.
 */

const ALLOWED = new Set(['p', 'br', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'pre', 'code', 'hr']);
const VOID = new Set(['br', 'hr']);
// Their content is code or foreign markup, never text to keep.
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'select', 'svg', 'math', 'title', 'head', 'xmp', 'noembed', 'noframes', 'plaintext']);

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<![^>]*>|<\?[^>]*>|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/y;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n' };

/** Text as HTML text: '<', '>' and '"' escaped, '&' kept only where it starts an entity. */
function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '&') {
      ENTITY.lastIndex = i;
      out += ENTITY.test(text) ? '&' : '&amp;';
    } else if (c === '<') out += '&lt;';
    else if (c === '>') out += '&gt;';
    else if (c === '"') out += '&quot;';
    else out += c;
  }
  return out;
}

/** An attribute value written so the browser reads back exactly this text. */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Decodes the entities a browser would decode in an attribute; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});?/g, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** Links may go to the web, to mail or phone, or inside the portal; never to script. */
function safeHref(raw: string): string | undefined {
  const decoded = decodeEntities(raw);
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const compact = decoded.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^(https?:|mailto:|tel:)/i.test(compact) || /^[/#](?![/\\])/.test(compact)) return decoded.trim();
  return undefined;
}

function openTag(name: string, attributes: string): string {
  if (name !== 'a') return `<${name}>`;
  for (const m of attributes.matchAll(ATTRIBUTE)) {
    if (m[1]!.toLowerCase() !== 'href') continue;
    const href = safeHref(m[2] ?? m[3] ?? m[4] ?? '');
    return href === undefined ? '<a>' : `<a href="${escapeAttribute(href)}" rel="noopener noreferrer" target="_blank">`;
  }
  return '<a>';
}

/** The safe form of an HTML fragment (idempotent: sanitising twice changes nothing more). */
export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let dropping: string | null = null;
  let last = 0;
  const text = (s: string) => {
    if (!dropping && s) out.push(escapeText(s));
  };
  for (const m of html.matchAll(TOKEN)) {
    text(html.slice(last, m.index));
    last = m.index + m[0].length;
    const name = m[2]?.toLowerCase();
    if (!name) continue; // comment, doctype, processing instruction
    const closing = m[1] === '/';
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !m[0].endsWith('/>')) dropping = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (VOID.has(name)) {
      if (!closing) out.push(`<${name}>`);
      continue;
    }
    if (!closing) {
      out.push(openTag(name, m[3] ?? ''));
      open.push(name);
      continue;
    }
    const at = open.lastIndexOf(name);
    if (at === -1) continue; // a stray closing tag
    while (open.length > at) out.push(`</${open.pop()}>`);
  }
  text(html.slice(last));
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}

/** The text a reader sees: tags removed, entities decoded, white space collapsed. */
export function htmlText(html: string): string {
  const blocks = sanitizeHtml(html).replace(/<(br|hr|\/p|\/div|\/li|\/h[1-4])>/g, ' $&');
  return decodeEntities(blocks.replace(/<[^>]*>/g, ''))
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/** The rich editor's required rule (02-business.md §5): its text without tags is empty. */
export function isBlankHtml(html: string | null | undefined): boolean {
  return !html || htmlText(html) === '';
}
