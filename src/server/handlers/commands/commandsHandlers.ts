import type { FamilyHandlers } from '../Handler';
import { adminRows } from '../adminRows';
import { addCommand, changeCommand, command, removeCommand, screenCommands } from '../../data/menus/commands';

/** Commands (CMID-START): the menu ids of screens and links; the list is the declared grid source. */
export const commandsHandlers: FamilyHandlers<'commands'> = {
  'commands.get': async (ctx) => (adminRows(ctx), command(ctx.db, ctx.screens, ctx.params.cmid)),
  'commands.create': async (ctx) => addCommand(adminRows(ctx), ctx.screens, ctx.body),
  'commands.update': async (ctx) => changeCommand(adminRows(ctx), ctx.screens, ctx.params.cmid, ctx.body),
  'commands.delete': async (ctx) => removeCommand(adminRows(ctx), ctx.screens, ctx.params.cmid),
  'commands.screens': async (ctx) => (adminRows(ctx), screenCommands(ctx.db, ctx.screens)),
};
