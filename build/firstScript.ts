import type { Plugin } from 'vite';

/**
 * Puts every module the app's entry imports statically (the first script:
 * what the sign-in page loads before it can draw) into one chunk beside the
 * entry. Without it Rolldown cuts that graph into some forty small chunks,
 * one per set of lazy chunks sharing a module, which gzip worse and cost a
 * request each. Lazy chunks keep what only they use. The packages of the
 * signed-in frame (Chakra UI above all) are grouped likewise (FRAME).
 */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@emotion\/[^/]+|stylis|@formatjs\/[^/]+|intl-messageformat|react-intl|react-is|hoist-non-react-statics|@pandacss\/[^/]+|ky|use-sync-external-store|tslib|@chakra-ui\/react\/dist\/esm\/(styled-system|preset-base|utils|merge-props))[/.]/;

/**
 * The modules whose packages load with the signed-in frame: Chakra's system
 * (ChakraBrand: the sign-in page is drawn without it) and the frame's layout.
 * Their packages go into one `chakra` chunk; left to Rolldown they were cut
 * into some thirty small chunks (one per set of lazy chunks sharing them).
 */
const FRAME = /\/src\/shell\/(themes\/ChakraBrand|layout\/AppLayout)\.tsx$/;

export function firstScript(): Plugin {
  const imports = new Map<string, readonly string[]>();
  const entries: string[] = [];
  let closure: Set<string> | undefined;
  let frame: Set<string> | undefined;

  const staticClosure = (from: string[] = entries): Set<string> => {
    const seen = new Set<string>();
    const queue = [...from];
    while (queue.length) {
      const id = queue.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(...(imports.get(id) ?? []));
    }
    return seen;
  };

  return {
    name: 'portal-first-script',
    apply: 'build',
    buildStart() {
      imports.clear();
      entries.length = 0;
      closure = undefined;
      frame = undefined;
    },
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      // The HTML page and the script it names stay the entry chunk.
      if (info.isEntry) entries.push(info.id, ...info.importedIds);
    },
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'shell', test: (id: string) => !id.includes('/node_modules/') && (closure ??= staticClosure()).has(id) && !entries.includes(id) },
                  { name: 'framework', test: (id: string) => FRAMEWORK.test(id) && (closure ??= staticClosure()).has(id) },
                  // Chakra UI and what the signed-in frame draws with it, one chunk loaded with the frame.
                  { name: 'chakra', test: (id: string) => id.includes('/node_modules/') && !(closure ??= staticClosure()).has(id) && (frame ??= staticClosure([...imports.keys()].filter((m) => FRAME.test(m)))).has(id) },
                ],
              },
            },
          },
        },
      };
    },
  };
}
