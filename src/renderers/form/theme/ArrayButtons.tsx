import { Button } from '@chakra-ui/react';
import type { IconButtonProps } from '@rjsf/utils';
import { useT } from '../../../core/i18n/useT';

/**
 * rjsf's own array buttons draw Bootstrap glyphicons, which this portal does not load: they
 * showed as empty squares with an untranslated title. These say what they do, in the user's language.
 */
function textButton(label: string, palette: string) {
  function ArrayButton({ onClick, disabled, id, className, style }: IconButtonProps) {
    const t = useT();
    return (
      <Button type="button" size="xs" variant="outline" colorPalette={palette} id={id} className={className} style={style} onClick={onClick} disabled={disabled}>
        {t(label)}
      </Button>
    );
  }
  ArrayButton.displayName = `ArrayButton(${label})`;
  return ArrayButton;
}

export const arrayButtons = {
  AddButton: textButton('Add', 'blue'),
  RemoveButton: textButton('Remove', 'red'),
  MoveUpButton: textButton('Move up', 'gray'),
  MoveDownButton: textButton('Move down', 'gray'),
  CopyButton: textButton('Copy', 'gray'),
  ClearButton: textButton('Clear', 'gray'),
};
