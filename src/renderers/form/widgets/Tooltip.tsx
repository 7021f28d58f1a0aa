// The portal's tooltip lives in the core layer, shared by the shell and every renderer.
export { Tooltip, TOOLTIP_DELAY_MS, TOOLTIP_MAX_WIDTH, type TooltipProps } from '../../../core/ui/Tooltip';
