/** A label sheet: its page, the labels' size and their grid (inches). */
export interface LabelFormat {
  code: string;
  name: string;
  page: [number, number];
  columns: number;
  rows: number;
  width: number;
  height: number;
  /** Top-left corner of the first label, and the step to the next one across and down. */
  left: number;
  top: number;
  pitchX: number;
  pitchY: number;
}

/**
 * Avery's common shipping-label sheets (US Letter) and a 4x6 thermal label,
 * measured from Avery's templates: the formats a shipping office keeps.
 */
export const LABEL_FORMATS: readonly LabelFormat[] = [
  { code: 'AVERY5163', name: 'Avery 5163 (2 x 4 in, 10 per sheet)', page: [8.5, 11], columns: 2, rows: 5, width: 4, height: 2, left: 0.156, top: 0.5, pitchX: 4.188, pitchY: 2 },
  { code: 'AVERY5164', name: 'Avery 5164 (3 1/3 x 4 in, 6 per sheet)', page: [8.5, 11], columns: 2, rows: 3, width: 4, height: 3.333, left: 0.156, top: 0.5, pitchX: 4.188, pitchY: 3.333 },
  { code: 'AVERY5168', name: 'Avery 5168 (3 1/2 x 5 in, 4 per sheet)', page: [8.5, 11], columns: 2, rows: 2, width: 3.5, height: 5, left: 0.5, top: 0.5, pitchX: 4, pitchY: 5 },
  { code: 'AVERY5165', name: 'Avery 5165 (8 1/2 x 11 in, 1 per sheet)', page: [8.5, 11], columns: 1, rows: 1, width: 8.5, height: 11, left: 0, top: 0, pitchX: 8.5, pitchY: 11 },
  { code: 'THERMAL4X6', name: 'Thermal 4 x 6 in', page: [4, 6], columns: 1, rows: 1, width: 4, height: 6, left: 0, top: 0, pitchX: 4, pitchY: 6 },
];

export const labelsPerSheet = (f: LabelFormat) => f.columns * f.rows;

export function labelFormat(code: string): LabelFormat | undefined {
  return LABEL_FORMATS.find((f) => f.code === code.toUpperCase());
}
