import type { Plugin } from 'vite';

/** What `npm run size` reads (scripts/bundleSize.ts): dist/.vite/chunks.json. */
export const CHUNK_GRAPH = '.vite/chunks.json';

export interface ChunkNode {
  /** Its file under dist/. */
  file: string;
  isEntry: boolean;
  /** Files it imports statically (loaded with it) and dynamically (loaded later). */
  imports: string[];
  dynamicImports: string[];
  /** The source modules in it, relative to the repository (node_modules/... for packages). */
  modules: string[];
}

/**
 * Writes the chunk graph of the browser build: each chunk, what it imports,
 * and which modules it holds. Vite's manifest names chunks but not the modules
 * in them, and the size budget needs both (which chunk a screen kind's
 * component is in, and what the sign-in page loads before it can draw).
 */
export function chunkGraph(root: string): Plugin {
  return {
    name: 'portal-chunk-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The worker's own build (pdf.js) has no page: only the app's bundle is described.
      if (!Object.values(bundle).some((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId?.endsWith('.html'))) return;
      const chunks: ChunkNode[] = [];
      for (const c of Object.values(bundle)) {
        if (c.type !== 'chunk') continue;
        const modules = c.moduleIds.map((id) => (id.startsWith(root) ? id.slice(root.length) : id).replace(/^.*\/node_modules\//, 'node_modules/'));
        chunks.push({ file: c.fileName, isEntry: c.isEntry, imports: c.imports, dynamicImports: c.dynamicImports, modules });
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_GRAPH, source: JSON.stringify(chunks, null, 1) });
    },
  };
}
