import { memo } from 'react';
import { Button, Menu, Portal } from '@chakra-ui/react';
import { useT } from '../../../../core/i18n/useT';
import { PortalIcon } from '../../../cells/icons';
import { SEPARATORS, type Separator } from '../preferences/tablePrefs';

const LABELS: Record<Separator, string> = { horizontal: 'Horizontal', vertical: 'Vertical', cell: 'Cell', none: 'None' };

/** Row separators: horizontal (default), vertical, cell or none; a change is saved with the preferences. */
function SeparatorMenuView({ value, onChange }: { value: Separator; onChange: (s: Separator) => void }) {
  const t = useT();
  return (
    <Menu.Root lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" aria-label={t('Separators')} title={t('Separators')}>
          <PortalIcon name="columns" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup value={value} onValueChange={(e) => onChange(e.value as Separator)}>
              {SEPARATORS.map((s) => (
                <Menu.RadioItem key={s} value={s}>
                  {t(LABELS[s])}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

export const SeparatorMenu = memo(SeparatorMenuView);

/** Cell borders of each separator style, for the table's css. */
export function separatorCss(sep: Separator): Record<string, string> {
  const line = '1px solid var(--chakra-colors-border)';
  return {
    horizontal: { borderBottom: line },
    vertical: { borderRight: line, borderBottom: 'none' },
    cell: { border: line },
    none: { border: 'none' },
  }[sep] as Record<string, string>;
}
