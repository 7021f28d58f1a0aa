import { lazy, Suspense, type ComponentProps } from 'react';
import type { Markdown as RealMarkdown } from 'markdown-to-jsx/react';

type MarkdownProps = ComponentProps<typeof RealMarkdown>;

const Loaded = lazy(() => import('markdown-to-jsx/react').then((m) => ({ default: m.Markdown })));

/**
 * markdown-to-jsx's `Markdown` as rjsf's components import it
 * (build/lazyMarkdown.ts points their import here): the parser is 31 kB gzip
 * of the form kind's chunk, while rjsf draws markdown only for
 * `ui:enableMarkdownInDescription`/`InHelp`, a file widget's file list and its
 * own configuration errors. It loads the first time one is drawn, the plain
 * text standing in meanwhile, so no form waits for it.
 */
export function Markdown(props: MarkdownProps) {
  return (
    <Suspense fallback={<span>{props.children}</span>}>
      <Loaded {...props} />
    </Suspense>
  );
}
