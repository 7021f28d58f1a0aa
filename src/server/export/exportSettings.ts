/**
 * Exports too long for a request (README "Jobs"): a grid download of more than
 * EXPORT_BACKGROUND_ROWS rows is run by the job queue into a file of the
 * user's (EXPORT_FILES), kept EXPORT_KEEP_DAYS days.
 */
export interface ExportSettings {
  backgroundRows: number;
  keepDays: number;
}

const int = (value: string | undefined, fallback: number, min: number) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= min ? n : fallback;
};

export function exportSettings(env: NodeJS.ProcessEnv = process.env): ExportSettings {
  return { backgroundRows: int(env.EXPORT_BACKGROUND_ROWS, 20_000, 1), keepDays: int(env.EXPORT_KEEP_DAYS, 7, 1) };
}
