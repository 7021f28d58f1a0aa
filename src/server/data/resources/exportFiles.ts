import { datetime, number, text, type Resource } from '../Resource';

/** The caller's own background exports (EXPORT_FILES), newest first; the file's store key and the saved request are never answered. */
export const exportFiles: Resource = {
  table: 'export_files',
  key: 'id',
  defaultSort: '-created_at',
  search: ['title', 'status', 'error'],
  fields: {
    id: number(),
    title: text(),
    format: text(),
    status: text(),
    rows: number(),
    size: number(),
    error: text(),
    file_name: text(),
    created_at: datetime(),
    finished_at: datetime(),
    expires_at: datetime(),
  },
};
