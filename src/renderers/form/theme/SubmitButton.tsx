import { Button } from '@chakra-ui/react';
import { getSubmitButtonOptions, type SubmitButtonProps } from '@rjsf/utils';
import { portalContext } from './formContext';

/** The submit button; its (translated) text comes from ui:submitButtonOptions. */
export function SubmitButton({ uiSchema, registry }: SubmitButtonProps) {
  const { submitText, norender } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return (
    <Button
      type="submit"
      colorPalette="brand"
      mt="6"
      loading={portalContext(registry.formContext).saving}
      // Keeps the focus in the field being typed in until the click is done: leaving it would show
      // its error first, move this button down, and let the click land beside it.
      onMouseDown={(e) => e.preventDefault()}
    >
      {submitText}
    </Button>
  );
}
