import type { GridSource } from '../query/GridSource';
import { resources } from './resources';
import { resourceSource } from './resourceSource';

/** Every grid data source of the server, by the name the catalogue's `grid.source` gives: one per resource. */
export const gridSources: Record<string, GridSource> = Object.fromEntries(Object.entries(resources).map(([name, r]) => [name, resourceSource(r)]));
