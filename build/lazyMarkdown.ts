import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const LAZY = fileURLToPath(new URL('../src/renderers/form/theme/LazyMarkdown.tsx', import.meta.url));

/**
 * Points @rjsf/core's imports of markdown-to-jsx's React component at
 * src/renderers/form/theme/LazyMarkdown.tsx, which loads the real one when
 * first drawn: rjsf imports it statically in five components although the
 * portal's forms rarely draw markdown, and it was the largest part of the form
 * kind's chunk. Only rjsf's imports are redirected; the lazy module's own
 * import() resolves to the package as usual.
 */
export function lazyMarkdown(): Plugin {
  return {
    name: 'portal-lazy-markdown',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'markdown-to-jsx/react' && importer?.includes('/node_modules/@rjsf/')) return LAZY;
      return null;
    },
  };
}
