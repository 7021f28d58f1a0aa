import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

export interface UploadedFile {
  field: string;
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** One request's files; the text fields become the body the catalogue schema validates. */
declare module 'fastify' {
  interface FastifyRequest {
    files: UploadedFile[] | null;
  }
}

/** Largest multipart request: two 25 MB attachments and their envelope. */
export const MULTIPART_LIMIT = 52 * 1024 * 1024;

/**
 * multipart/form-data for the calls whose catalogue contentType is multipart.
 * Node's own WHATWG parser reads the parts; files go to request.files and the
 * text fields become the body, so the route's body schema checks them like any
 * other body. A body that does not parse is a 400, never a 500.
 */
export function registerMultipart(app: FastifyInstance): void {
  app.decorateRequest('files', null);
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: MULTIPART_LIMIT }, async (request: FastifyRequest, raw: Buffer) => {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(raw), { headers: { 'content-type': String(request.headers['content-type']) } }).formData();
    } catch {
      throw new AppError('MALFORMED_BODY');
    }
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    for (const [name, value] of form) {
      if (typeof value === 'string') fields[name] = value;
      else files.push({ field: name, fileName: value.name, contentType: value.type || 'application/octet-stream', data: Buffer.from(await value.arrayBuffer()) });
    }
    request.files = files;
    return fields;
  });
}
