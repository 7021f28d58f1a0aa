import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Busboy } from '@fastify/busboy';
import { AppError, validationError } from './errors';
import { sniffedType } from './sniffedType';
import type { CallEntry } from './catalogue/readCatalogue';
import { FILE_KEY } from '../shared/catalogueExtensions';

export interface UploadedFile {
  field: string;
  fileName: string;
  /** The type its bytes are (magic numbers), never the type the client declared. */
  contentType: string;
  data: Buffer;
}

/** One request's files; the text fields become the body the catalogue schema validates. */
declare module 'fastify' {
  interface FastifyRequest {
    files: UploadedFile[] | null;
    /** A refused body that is read to its declared end and dropped, keeping the connection. */
    drainBody?: boolean;
  }
}

/** Text fields of an upload: a few short ones (a thumbnail, processing items), never the bulk. */
const MAX_FIELDS = 20;

/** The call a catalogue route answers (its config), or undefined for the app's other routes. */
export function callOf(request: FastifyRequest): CallEntry | undefined {
  return (request.routeOptions.config as { call?: CallEntry }).call;
}

/** What the message of a refused file says, by pointer. */
function fileRefusal(code: 'BODY_TOO_LARGE' | 'VALIDATION', field: string, message: string): AppError {
  return code === 'VALIDATION' ? validationError([{ pointer: `/${field}`, message }]) : new AppError('BODY_TOO_LARGE', undefined, [{ pointer: `/${field}`, message }]);
}

/**
 * A form field the body schema types as a list or an object (the wizard's `params`, a JSON
 * list of processing items: 02-business.md §7) is JSON text in the form and parsed here, so
 * the schema and its rules check it like a JSON body's; other fields stay text.
 */
function withJsonFields(fields: Record<string, string>, schema: object | undefined): Record<string, unknown> {
  const properties = (schema as { properties?: Record<string, { type?: string | string[] }> } | undefined)?.properties ?? {};
  const out: Record<string, unknown> = { ...fields };
  for (const [name, value] of Object.entries(fields)) {
    const type = properties[name]?.type;
    const types = Array.isArray(type) ? type : [type];
    if (types.includes('array') || types.includes('object')) out[name] = JSON.parse(value);
  }
  return out;
}

/**
 * The body's file properties (`x-file`) hold the names of the file parts sent under them, never
 * text: a text field of that name is dropped, so `required` means a file was sent.
 */
function withFileNames(body: Record<string, unknown>, files: readonly UploadedFile[], schema: object | undefined): Record<string, unknown> {
  const properties = (schema as { properties?: Record<string, Record<string, unknown>> } | undefined)?.properties ?? {};
  const out = { ...body };
  for (const [name, property] of Object.entries(properties)) {
    if (property[FILE_KEY] !== true) continue;
    delete out[name];
    const file = files.find((f) => f.field === name);
    if (file) out[name] = file.fileName;
  }
  return out;
}

/**
 * Reads a multipart/form-data body as it streams in, within the call's catalogue
 * limits (bodyLimit, upload.maxFileBytes, upload.maxFiles): a part over its limit
 * stops the reading at once (413), so no more than the limit is ever held, and a
 * refused request leaves nothing behind (files are kept in memory until the
 * handler stores them). Each file is typed by its bytes and refused (400) when
 * they are not of a type the call's `upload.types` lists.
 */
function readMultipart(request: FastifyRequest, payload: Readable, call: CallEntry, bodyLimit: number): Promise<Record<string, unknown>> {
  const upload = call.upload!;
  return new Promise((resolve, reject) => {
    let settled = false;
    let received = 0;
    const fields: Record<string, string> = {};
    const pending: Promise<UploadedFile>[] = [];
    let bb: ReturnType<typeof Busboy>;
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      payload.unpipe(bb);
      payload.off('data', count);
      // What still arrives is dropped unread (kept in no buffer). With a declared length (within the
      // call's limit, or the headers would have been refused) the connection stays open to the body's
      // end, so the answer is never lost to a reset of a socket closed while the client still sends.
      payload.resume();
      if (request.headers['content-length'] !== undefined) request.drainBody = true;
      bb.removeAllListeners();
      bb.on('error', () => {});
      reject(error);
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > bodyLimit) fail(new AppError('BODY_TOO_LARGE'));
    };
    try {
      bb = Busboy({
        headers: request.headers as { 'content-type': string },
        limits: { fileSize: upload.maxFileBytes, files: upload.maxFiles, fields: MAX_FIELDS, fieldSize: bodyLimit, parts: upload.maxFiles + MAX_FIELDS },
      });
    } catch {
      reject(new AppError('MALFORMED_BODY'));
      return;
    }
    bb.on('file', (field, stream, fileName) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => fail(fileRefusal('BODY_TOO_LARGE', field, 'File size is over limit')));
      pending.push(
        new Promise((done) => {
          stream.on('end', async () => {
            const data = Buffer.concat(chunks);
            done({ field, fileName, contentType: (await sniffedType(data)) ?? 'application/octet-stream', data });
          });
        }),
      );
    });
    bb.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) fail(new AppError('BODY_TOO_LARGE'));
      else fields[name] = value;
    });
    bb.on('filesLimit', () => fail(new AppError('BODY_TOO_LARGE', undefined, [{ pointer: '/file', message: 'File size is over limit' }])));
    bb.on('fieldsLimit', () => fail(new AppError('BODY_TOO_LARGE')));
    bb.on('partsLimit', () => fail(new AppError('BODY_TOO_LARGE')));
    bb.on('error', () => fail(new AppError('MALFORMED_BODY')));
    bb.on('finish', async () => {
      if (settled) return;
      const files = await Promise.all(pending);
      const wrong = files.find((f) => !upload.types.includes(f.contentType));
      if (wrong) return fail(fileRefusal('VALIDATION', wrong.field, 'Only PDF and image files are accepted'));
      let body: Record<string, unknown>;
      try {
        body = withFileNames(withJsonFields(fields, call.body), files, call.body);
      } catch {
        return fail(new AppError('MALFORMED_BODY'));
      }
      settled = true;
      request.files = files;
      resolve(body);
    });
    payload.on('data', count);
    payload.on('error', () => fail(new AppError('MALFORMED_BODY')));
    payload.pipe(bb);
  });
}

/**
 * multipart/form-data for the calls whose catalogue contentType is multipart
 * (every other route refuses it before reading it: see bodyGate.ts). Files go to
 * request.files and the text fields become the body, so the route's body schema
 * checks them like any other body. A body that does not parse is a 400, never a 500.
 */
export function registerMultipart(app: FastifyInstance, defaultLimit: number): void {
  app.decorateRequest('files', null);
  app.addContentTypeParser('multipart/form-data', async (request: FastifyRequest, payload: Readable) => {
    const call = callOf(request);
    if (call?.contentType !== 'multipart' || !call.upload) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    return readMultipart(request, payload, call, call.bodyLimit ?? defaultLimit);
  });
}
