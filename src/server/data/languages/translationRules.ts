import type { FieldMessage } from '../../../shared/validation/messages';

export const LANG_COLUMNS = ['en_us', 'fr', 'zh', 'es'] as const;
export type LangColumn = (typeof LANG_COLUMNS)[number];

/** The placeholders {1}, {2}, ... of a text, each once, in order of appearance. */
export function placeholdersOf(text: string): string[] {
  return [...new Set(text.match(/\{\d+\}/g) ?? [])];
}

/**
 * A translation must keep every placeholder of its key (01-shell.md §9: a
 * missing placeholder value is an error), else the shell would show "{1}" or fail.
 */
export function placeholderFaults(key: string, texts: Partial<Record<LangColumn, string | null>>, prefix = ''): FieldMessage[] {
  const wanted = placeholdersOf(key);
  const faults: FieldMessage[] = [];
  for (const col of LANG_COLUMNS) {
    const text = texts[col];
    if (!text) continue;
    const missing = wanted.filter((p) => !text.includes(p));
    if (missing.length) faults.push({ pointer: `${prefix}/${col}`, message: 'The translation must keep the placeholders {1}', values: { 1: missing.join(' ') } });
  }
  return faults;
}
