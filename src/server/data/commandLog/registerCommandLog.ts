import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { callOf } from '../../multipart';
import { CommandLogRecorder, commandLogSettings, type CommandLogSettings } from './commandLogRecorder';

declare module 'fastify' {
  interface FastifyInstance {
    commandLog: CommandLogRecorder;
  }
}

/**
 * Every catalogue call a signed-in user makes lands in the command log once
 * its answer is sent (onResponse: the caller never waits for it). Anonymous
 * calls (signing in, public tracking) have no user: the sign-in log keeps
 * those. The screen is the browser's cmid header, as the audit log takes it.
 */
export function registerCommandLog(app: FastifyInstance, db: Kysely<DB>, settings?: Partial<CommandLogSettings>): CommandLogRecorder {
  const recorder = new CommandLogRecorder(db, { ...commandLogSettings(process.env), ...settings });
  app.decorate('commandLog', recorder);
  app.addHook('onResponse', async (request, reply) => {
    const call = callOf(request);
    const caller = request.caller;
    if (!call || !caller) return;
    const cmid = request.headers.cmid;
    recorder.record({
      at: new Date(Date.now() - reply.elapsedTime),
      company: caller.company,
      user_id: caller.username,
      user_type: caller.type,
      cmid: typeof cmid === 'string' && cmid && cmid !== 'UNKNOWN' ? cmid.slice(0, 60) : null,
      call_id: call.id,
      method: request.method,
      path: request.url.split('?')[0]!.slice(0, 300),
      status: reply.statusCode,
      duration_ms: Math.round(reply.elapsedTime),
      ip: request.ip ?? null,
    });
  });
  app.addHook('onClose', () => recorder.stop());
  return recorder;
}
