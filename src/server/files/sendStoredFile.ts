import type { FastifyReply } from 'fastify';
import type { FileStore } from './FileStore';
import { sniffedType } from '../sniffedType';
import { attachmentDisposition } from '../handlers/claims/attachmentFiles';
import { displayable } from '../documents/displayable';

/**
 * Answers a stored file the caller was found allowed to read (the caller's data layer found
 * its row): typed by its bytes as read now, never by what a row or a client says, and always
 * as an attachment, so no browser renders it in the portal's origin (the viewer fetches and
 * draws). With `display`, a TIFF (which no browser draws) is answered as a PDF of its pages,
 * converted on the server, for the viewer; its name then ends in .pdf.
 */
export async function sendStoredFile(reply: FastifyReply, store: FileStore, key: string, fileName: string, opts: { display?: boolean } = {}): Promise<FastifyReply> {
  let data: Uint8Array = await store.get(key);
  let type = (await sniffedType(data)) ?? 'application/octet-stream';
  let name = fileName;
  if (opts.display && type === 'image/tiff') {
    ({ data, contentType: type } = await displayable(data, type));
    name = `${fileName.replace(/\.[^.]*$/, '')}.pdf`;
  }
  return reply.header('content-type', type).header('content-disposition', attachmentDisposition(name)).send(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
}
