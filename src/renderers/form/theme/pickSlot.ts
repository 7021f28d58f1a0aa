import { createContext, useContext, type ReactNode } from 'react';

/**
 * What a pick field (widgets/PickField) shows at the top of its object's
 * fieldset, under the legend, for the object of that id only: a nested
 * object inside it has its own.
 */
export interface PickSlot {
  forId: string;
  node: ReactNode;
}

export const PickSlotContext = createContext<PickSlot | null>(null);

/** The picker of the object with this id, when a pick field gave one. */
export function usePickSlot(id: string): ReactNode {
  const slot = useContext(PickSlotContext);
  return slot?.forId === id ? slot.node : null;
}
