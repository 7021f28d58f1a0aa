import { createContext, useContext } from 'react';
import type { LinkContext } from './cellLinks';

/** What cells need from the screen around them: where links lead, and who hears action events. */
export interface CellEnvironment {
  link: LinkContext;
  /** An action cell was clicked: its column's event with the row. */
  onEvent?: (event: string, row: Record<string, unknown>) => void;
  /** An action cell whose column names a call was clicked: the column's name with the row. */
  onAction?: (column: string, row: Record<string, unknown>) => void;
}

const fallback: CellEnvironment = {
  link: { company: '', siblingHosts: [], origin: globalThis.location?.origin ?? 'http://localhost' },
};

export const CellContext = createContext<CellEnvironment>(fallback);

export const useCellEnvironment = () => useContext(CellContext);
