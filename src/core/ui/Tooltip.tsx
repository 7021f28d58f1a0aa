import type { ReactElement, ReactNode } from 'react';
import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';

/** 02-business.md §9 Widgets: the tooltip opens after 600 ms and is at most 30em wide. */
export const TOOLTIP_DELAY_MS = 600;
export const TOOLTIP_MAX_WIDTH = '30em';

export interface TooltipProps {
  /** Already translated. */
  content: ReactNode;
  /** One focusable element: it keeps its own role and name. */
  children: ReactElement;
  /** The id of a menu's trigger the tooltip shares (the menu root takes the same `ids={{ trigger }}`). */
  triggerId?: string;
}

/** The portal's tooltip: on hover or keyboard focus, after the spec's delay. Used by the form widgets and the grid's tools. */
export function Tooltip({ content, children, triggerId }: TooltipProps) {
  return (
    <ChakraTooltip.Root openDelay={TOOLTIP_DELAY_MS} closeDelay={100} ids={triggerId ? { trigger: triggerId } : undefined}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content maxW={TOOLTIP_MAX_WIDTH}>{content}</ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
