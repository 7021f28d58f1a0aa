/**
 * Recipient lists accept comma and space delimiters; empty values are ignored
 * (02-business.md §5). Other lists (reference numbers) are comma separated only.
 */
export function parseList(text: string, separators: 'comma' | 'comma-space' = 'comma-space'): string[] {
  return text
    .split(separators === 'comma' ? /[,;]/ : /[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export function formatList(list: readonly string[] | undefined): string {
  return (list ?? []).join(', ');
}
