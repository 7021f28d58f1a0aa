import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { Tooltip } from './Tooltip';

export interface IconActionProps extends Omit<IconButtonProps, 'aria-label'> {
  /** Already translated: the button's accessible name and its tooltip, one text for both. */
  label: string;
}

/**
 * A button that shows only an icon, labelled for everyone: screen readers
 * hear `label` (aria-label) and sighted users see it on hover or focus (tooltip).
 */
export const IconAction = forwardRef<HTMLButtonElement, IconActionProps>(function IconAction({ label, children, ...rest }, ref) {
  return (
    <Tooltip content={label}>
      <IconButton ref={ref} aria-label={label} {...rest}>
        {children}
      </IconButton>
    </Tooltip>
  );
});
