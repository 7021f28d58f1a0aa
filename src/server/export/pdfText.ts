// The 27 characters WinAnsiEncoding puts in 0x80-0x9F; 0xA0-0xFF are Latin-1 as is.
const WIN_ANSI_EXTRA: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a, '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e,
  '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};

/** Text as WinAnsi bytes (in a latin1 string) for the standard fonts: what they cannot show becomes '?'. */
export function winAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) out += ch;
    else if (ch in WIN_ANSI_EXTRA) out += String.fromCharCode(WIN_ANSI_EXTRA[ch]!);
    else if (ch === '\t' || ch === '\n' || ch === '\r') out += ' ';
    else out += '?';
  }
  return out;
}

/** A PDF literal string of WinAnsi text: parentheses and backslashes escaped. */
export function pdfString(latin1: string): string {
  return `(${latin1.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** Approximate Helvetica advance widths (per 1 unit of font size), enough to fit text in a column. */
function charWidth(ch: string): number {
  if (ch === ' ' || ch === 'i' || ch === 'l' || ch === 'j' || ch === '.' || ch === ',' || ch === "'" || ch === '|') return 0.278;
  if (ch === 'm' || ch === 'w' || ch === 'M' || ch === 'W') return 0.833;
  if (ch >= 'A' && ch <= 'Z') return 0.667;
  if (ch === 'f' || ch === 't' || ch === 'r' || ch === '-' || ch === '(' || ch === ')') return 0.333;
  return 0.556;
}

export function textWidth(latin1: string, size: number): number {
  let w = 0;
  for (const ch of latin1) w += charWidth(ch);
  return w * size;
}

/** The text cut to fit `width` points, ending with an ellipsis when cut. */
export function fitText(latin1: string, size: number, width: number): string {
  if (textWidth(latin1, size) <= width) return latin1;
  const ellipsis = '\x85';
  let out = '';
  let w = charWidth('.') * 3 * size;
  for (const ch of latin1) {
    w += charWidth(ch) * size;
    if (w > width) break;
    out += ch;
  }
  return out + ellipsis;
}
