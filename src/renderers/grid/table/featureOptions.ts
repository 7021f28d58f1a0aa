import type { TableOptions } from '@tanstack/react-table';
import type { Row } from '../../dataProvider';
import type { GridFeatures } from './gridFeatures';

type GridTableOptions = TableOptions<GridFeatures, Row>;

/** What one feature brings to the table's options: the state slices it keeps, their change handlers and its other options. */
export interface FeatureOptions {
  state: object;
}

/**
 * The table options the grid's features bring, as TanStack features bring
 * theirs: each feature hook returns its state slices and options, and the
 * table takes them all, their state slices joined into the one controlled `state`.
 */
export function featureOptions(...parts: FeatureOptions[]): Partial<GridTableOptions> {
  const state: Record<string, unknown> = {};
  const out: Record<string, unknown> = {};
  for (const part of parts) {
    const { state: slices, ...rest } = part as FeatureOptions & Record<string, unknown>;
    Object.assign(state, slices);
    Object.assign(out, rest);
  }
  return { ...out, state } as Partial<GridTableOptions>;
}
