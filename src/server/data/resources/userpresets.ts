import { datetime, json, number, text, type Resource } from '../Resource';
import { staffOnly } from '../guards';

/** The company's user presets (UA-DEFAULT): they set up staff and customers alike, so only staff list them. */
export const userpresets: Resource = {
  table: 'user_presets',
  key: 'id',
  guard: staffOnly,
  defaultSort: 'name',
  search: ['name', 'description'],
  fields: {
    id: number(),
    name: text(),
    description: text(),
    company: text(),
    user_type: text(),
    menu_groups: json(),
    menu_group: number(),
    language: text(),
    theme: text(),
    doclib_type: text(),
    updated_at: datetime(),
  },
};
