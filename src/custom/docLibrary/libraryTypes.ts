import type { CallTypes } from '../../api/generated/types';

export type LibraryConfig = CallTypes['doclib.config']['response'];
export type LibraryDocument = CallTypes['doclib.document_get']['response'];
export type LibraryFile = CallTypes['doclib.files']['response']['results'][number];

/** 'YYYY-MM-DD HH:mm' in the browser's time zone, the spec's timestamp format (02-business.md §9). */
export function localTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
