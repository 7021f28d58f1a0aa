import { boolean, date, datetime, json, number, text, type Resource } from '../Resource';

/**
 * Announcements of the caller's company (ANO-LIST, and the list intent of
 * ANO-ADD), through the announcement_list view: its customer account is null,
 * so the administration list shows a customer user none.
 */
export const announcements: Resource = {
  table: 'announcement_list',
  key: 'id',
  defaultSort: '-created_at',
  search: ['title', 'content'],
  fields: {
    id: number(),
    title: text(),
    content: text(),
    start_date: date(),
    end_date: date(),
    priority: text(),
    show_on_start: boolean(),
    active: boolean(),
    customer_count: number(),
    companies: json(),
    user_types: json(),
    customers: json(),
    created_by: text(),
    created_at: datetime(),
    updated_at: datetime(),
  },
};
