import type { FastifyReply } from 'fastify';
import type { FileStore } from './FileStore';
import { sniffedType } from '../sniffedType';
import { attachmentDisposition } from '../handlers/claims/attachmentFiles';

/**
 * Answers a stored file the caller was found allowed to read (the caller's data layer found
 * its row): typed by its bytes as read now, never by what a row or a client says, and always
 * as an attachment, so no browser renders it in the portal's origin (the viewer fetches and draws).
 */
export async function sendStoredFile(reply: FastifyReply, store: FileStore, key: string, fileName: string): Promise<FastifyReply> {
  const data = await store.get(key);
  const type = (await sniffedType(data)) ?? 'application/octet-stream';
  return reply.header('content-type', type).header('content-disposition', attachmentDisposition(fileName)).send(data);
}
