import registration from '../../../screens/FORM-QUEUE-REGISTRATION.json' with { type: 'json' };
import credit from '../../../screens/FORM-QUEUE-CREDIT.json' with { type: 'json' };
import eft from '../../../screens/FORM-QUEUE-EFT.json' with { type: 'json' };
import type { submissionDetail } from '../data/forms/formSubmission';
import type { DocLang } from './claimDocuments';
import { pdfDocument, type Doc } from './pdfDocument';
import { money, moneyTable, PAGE_MARGIN as M, PAGE_WIDTH as W } from './moneyTable';

type Submission = Awaited<ReturnType<typeof submissionDetail>>;
type Mapped = { value: string; label: string }[];
interface Field {
  field: string;
  label: string;
  section?: string;
  cell?: string;
  map?: Mapped;
}
interface Table {
  field: string;
  title: string;
  columns: { field: string; label: string; map?: Mapped }[];
}
interface Layout {
  title: string;
  fields: Field[];
  tables?: Table[];
  translations?: { fr?: Record<string, string> };
}

/**
 * The detail screens of the forms queue are the layout: the PDF prints the fields, sections and tables
 * the staff see on screen (FORM-QUEUE/{form}/{id}), with their labels and French, so a field added to a
 * form's screen is on its PDF too and the two never disagree.
 */
const LAYOUTS: Record<string, Layout> = { registration, credit_application: credit, eft } as Record<string, Layout>;

const WORDS = {
  en: { yes: 'Yes', no: 'No', files: 'Files received', none: 'None' },
  fr: { yes: 'Oui', no: 'Non', files: 'Fichiers reçus', none: 'Aucun' },
};

const valueAt = (obj: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);

const BOTTOM = 792 - M;

/**
 * One form sent in (registration, credit application or EFT enrolment) as a Letter PDF drawn by pdfkit in
 * DejaVu Sans, as the invoices are (invoicePdf.ts, the same page, table and amount helpers): its facts,
 * answers by section, trade references and history, and the names of the files received with it.
 */
export function formSubmissionPdf(s: Submission, files: { filename: string; size: number }[], lang: DocLang): Doc {
  const layout = LAYOUTS[s.form];
  if (!layout) throw new Error(`No layout for the form ${s.form}`);
  const fr = lang === 'fr' ? (layout.translations?.fr ?? {}) : {};
  const t = (text: string) => fr[text] ?? text;
  const words = WORDS[lang];
  const shown = (f: { cell?: string; map?: Mapped }, v: unknown): string => {
    if (v === null || v === undefined || v === '') return '—';
    if (f.map) {
      const m = f.map.find((o) => o.value === v);
      if (m) return t(m.label);
    }
    if (typeof v === 'boolean') return v ? words.yes : words.no;
    if (f.cell === 'decimal' && typeof v === 'number') return money(v);
    if (f.cell === 'datetime' && typeof v === 'string') return v.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC');
    if (Array.isArray(v)) return v.map(String).join(', ');
    return String(v);
  };

  const doc = pdfDocument(`${layout.title} ${s.id}`);
  doc.addPage({ size: 'LETTER', margin: M });
  let y = M;
  const room = (needed: number) => {
    if (y + needed <= BOTTOM) return;
    doc.addPage({ size: 'LETTER', margin: M });
    y = M;
  };
  doc.font('Bold').fontSize(16).text(t(layout.title), M, y, { width: W * 0.7 });
  doc.font('Regular').fontSize(9).text(`${t('Reference')} ${s.id} · ${s.brand}`, M + W * 0.7, y + 4, { width: W * 0.3, align: 'right' });
  y += 30;

  // Fields without a section are the submission's own facts; the others group the answers as the screen does.
  const sections = new Map<string, Field[]>();
  for (const f of layout.fields) {
    const key = f.section ?? '';
    sections.set(key, [...(sections.get(key) ?? []), f]);
  }
  for (const [section, fields] of sections) {
    if (section) {
      room(40);
      doc.font('Bold').fontSize(11).text(t(section), M, y, { width: W });
      y += 16;
    }
    for (const f of fields) {
      const label = `${t(f.label)}:`;
      const value = shown(f, valueAt(s, f.field));
      doc.font('Regular').fontSize(9);
      const height = Math.max(12, doc.heightOfString(value, { width: W - 170 }) + 2);
      room(height);
      doc.font('Bold').text(label, M, y, { width: 160 });
      doc.font('Regular').text(value, M + 170, y, { width: W - 170 });
      y += height;
    }
    y += 8;
  }

  for (const table of layout.tables ?? []) {
    const rows = (valueAt(s, table.field) as Record<string, unknown>[] | undefined) ?? [];
    room(60);
    doc.font('Bold').fontSize(11).text(t(table.title), M, y, { width: W });
    y += 16;
    const width = W / table.columns.length;
    y = moneyTable(
      doc,
      y,
      table.columns.map((c) => ({ title: t(c.label), width })),
      rows.map((r) => table.columns.map((c) => (c.field === 'at' && typeof r.at === 'string' ? shown({ cell: 'datetime' }, r.at) : shown(c, r[c.field])))),
    );
    y += 12;
  }

  room(40);
  doc.font('Bold').fontSize(11).text(words.files, M, y, { width: W });
  y += 16;
  doc.font('Regular').fontSize(9);
  if (!files.length) doc.text(words.none, M, y);
  for (const f of files) {
    room(12);
    doc.text(`${f.filename} (${Math.max(1, Math.round(f.size / 1024))} KB)`, M, y, { width: W });
    y += 12;
  }
  return doc;
}
