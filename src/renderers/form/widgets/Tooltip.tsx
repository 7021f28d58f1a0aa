// The tooltip lives in the core layer, where the grid's tools use it too.
export { Tooltip, TOOLTIP_DELAY_MS, TOOLTIP_MAX_WIDTH, type TooltipProps } from '../../../core/ui/Tooltip';
