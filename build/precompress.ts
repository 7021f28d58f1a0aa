import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { CHUNK_GRAPH, type ChunkNode } from './chunkGraph.ts';

/** Files of these types are compressed; images, fonts and archives are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
/** Smaller files are served as they are (the server's threshold for dynamic answers too). */
const MIN_BYTES = 1024;

function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name.startsWith('.')) return [];
    return statSync(path).isDirectory() ? filesBelow(path) : [path];
  });
}

/** The files the sign-in page loads first (the entry's static imports), from the chunk graph of the build. */
function firstScriptFiles(outDir: string): Set<string> {
  const chunks: ChunkNode[] = JSON.parse(readFileSync(join(outDir, CHUNK_GRAPH), 'utf8'));
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const seen = new Set<string>();
  const queue = chunks.filter((c) => c.isEntry).map((c) => c.file);
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  return new Set([...seen].map((f) => join(outDir, f)));
}

/**
 * Writes file.br (brotli: quality 11 for the sign-in page's first script,
 * 9 for the rest) and file.gz (gzip, level 9) beside each
 * compressible file of the build, once, so that the server sends them with
 * @fastify/static's preCompressed instead of compressing each request (the
 * best brotli level takes far too long to run per request). Quality 11 gives
 * about 10% less than 9 but takes some six times as long: spent on the first
 * script only, it keeps the build's precompression to seconds. A variant that
 * would not be smaller is not written.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const first = firstScriptFiles(outDir);
      for (const file of filesBelow(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const raw = readFileSync(file);
        if (raw.length < MIN_BYTES) continue;
        const quality = first.has(file) ? 11 : 9;
        const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
        if (br.length < raw.length) writeFileSync(`${file}.br`, br);
        const gz = gzipSync(raw, { level: 9 });
        if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}
