import compress from '@fastify/compress';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this are sent as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD = 1024;
/** Answers in memory up to this size are compressed in one call, larger ones and streams through a zlib stream. */
export const SYNC_COMPRESS_UP_TO = 64 * 1024;

/**
 * Answers in memory (a grid page, a record: mostly 1–30 KiB of repetitive JSON) are compressed at the fastest
 * levels: for them gzip 1 and brotli 1 write within about 10% of gzip 6 and brotli 4 (a 20-row grid page: 662 and
 * 612 bytes against 602 and 537, from 8,477) in about half the CPU (70 and 57 µs against 126 and 142 µs, measured
 * on the team's machine), which every request paid. Streams (exports) keep zlib's defaults.
 */
const fastSync = {
  createGzip: zlib.createGzip,
  createDeflate: zlib.createDeflate,
  createBrotliCompress: zlib.createBrotliCompress,
  gzipSync: (payload: zlib.InputType) => zlib.gzipSync(payload, { level: 1 }),
  deflateSync: (payload: zlib.InputType) => zlib.deflateSync(payload, { level: 1 }),
  brotliCompressSync: (payload: zlib.InputType) =>
    zlib.brotliCompressSync(payload, { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } }),
};

/** Vite names every file under /assets by its content's hash: a new build is a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (every route of the browser app answers it) is checked with the server each time. */
export const REVALIDATE = 'no-cache';

/**
 * Compression of dynamic answers (JSON, CSV/XML/JSON exports), br or gzip as
 * the request's Accept-Encoding prefers. @fastify/compress skips types that
 * are compressed already (PDF, images, XLSX and zip: not "compressible" in
 * mime-db), answers under the threshold, and answers that have an encoding;
 * a streamed answer (an export) is piped through the compressor, so it stays
 * a stream. Registered before the routes: its hook is added to each route.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // The browser app's files are compressed at build time and sent by @fastify/static in the
  // accepted encoding (registerBrowserApp); the per-request compressor stays off their routes
  // (this hook runs before @fastify/compress's own, which reads the flag).
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/assets/') || route.url === '/index.html') route.compress = false;
  });
  // Answers in memory up to 64 KiB (a grid page is 5-30 KiB) are compressed in one call: the plugin's default on two
  // cores (8 KiB) sends larger ones through a zlib stream of their own, whose set-up cost a grid request 0.6 ms of CPU
  // (twice the compression itself) to overlap with work on a spare core this machine, shared with PostgreSQL, lacks.
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'], syncThreshold: SYNC_COMPRESS_UP_TO, zlib: fastSync });
}

/**
 * The built browser app (dist/): files compressed at build time
 * (build/precompress.ts writes .br and .gz beside each) are sent in the
 * encoding the request accepts, without compressing per request; hashed
 * assets are cached for a year as immutable, everything else (index.html)
 * revalidated.
 */
export async function registerBrowserApp(app: FastifyInstance, dist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', /[\\/]assets[\\/][^\\/]+$/.test(path) ? IMMUTABLE : REVALIDATE);
    },
  });
}
