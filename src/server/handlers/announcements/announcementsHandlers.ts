import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { addAnnouncement, announcement, changeAnnouncement, removeAnnouncement } from '../../data/announcements/announcementRows';

/** Announcements with their targeted accounts (ANO-ADD); the list is the declared grid source. */
export const announcementsHandlers: FamilyHandlers<'announcements'> = {
  'announcements.create': async (ctx) => addAnnouncement(scoped(ctx), ctx.body),
  'announcements.get': async (ctx) => announcement(scoped(ctx), ctx.params.id),
  'announcements.update': async (ctx) => changeAnnouncement(scoped(ctx), ctx.params.id, ctx.body),
  'announcements.delete': async (ctx) => removeAnnouncement(scoped(ctx), ctx.params.id),
};
