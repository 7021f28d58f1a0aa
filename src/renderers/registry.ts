import { lazy, type ComponentType } from 'react';
import { kinds } from '../kinds/registry';

/**
 * The part every screen definition shares (schemas/screen.schema.json). The
 * server validates each definition against the meta-schema before serving it,
 * so a renderer may read its own kind's fields without checking them again.
 */
export interface ScreenDefinition {
  cmid: string;
  kind: string;
  title: string;
  description?: string;
  translations?: Record<string, Record<string, string>>;
  /** Sub-routes shown by other definitions (src/shared/subScreens.ts); the shell resolves them. */
  subScreens?: Record<string, string>;
}

export interface RendererProps<D extends ScreenDefinition = ScreenDefinition> {
  def: D;
  /** Company code of the URL (upper case), for in-app links under /{company}. */
  company: string;
  /** What follows /{company}/pages/{CMID} in the URL: the screen's path parameters. */
  path: string;
}

/** Renderers by screen kind. Each takes the props of its own definition type. */
export type RendererRegistry = Record<string, ComponentType<RendererProps<any>>>;

/**
 * The components of the kinds of src/kinds/registry.ts (the one list: a kind is
 * added there), each a lazy chunk loaded when a screen of its kind first opens.
 */
export const renderers: RendererRegistry = Object.fromEntries(
  kinds.map(({ contract, load }) => [contract.kind, lazy(() => load().then((component) => ({ default: component as ComponentType<RendererProps<any>> })))]),
);
