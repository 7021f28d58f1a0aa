import { useState } from 'react';
import { Button, Dialog, HStack, IconButton, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useT } from '../../../../core/i18n/useT';
import { PortalIcon } from '../../../cells/icons';
import type { GridColumn } from '../../gridDefinition';
import { PAGE_SIZES } from '../paging/paging';
import { moveColumn, type ColumnPref } from './tablePrefs';
import type { PreferencesFeature } from './usePreferences';

export interface PreferencesDialogProps {
  prefs: PreferencesFeature;
  columns: readonly GridColumn[];
  open: boolean;
  onClose: () => void;
}

function Body({ prefs, columns, onClose }: Omit<PreferencesDialogProps, 'open'>) {
  const t = useT();
  const [layout, setLayout] = useState<ColumnPref[]>(prefs.layout);
  const [pageSize, setPageSize] = useState(prefs.pageSize);
  const labels = new Map(columns.map((c) => [c.name, c.category ? `${t(c.category)}: ${t(c.label)}` : t(c.label)]));
  return (
    <>
      <Dialog.Body>
        <Stack gap="3">
          <HStack as="label" gap="2">
            <Text fontSize="sm">{t('Rows per page')}</Text>
            <NativeSelect.Root size="sm" width="5rem">
              <NativeSelect.Field aria-label={t('Rows per page')} value={pageSize} onChange={(e) => setPageSize(Number(e.currentTarget.value))}>
                {PAGE_SIZES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
          <Stack as="ul" gap="1" aria-label={t('Columns')}>
            {layout.map((p, i) => {
              const label = labels.get(p.name) ?? p.name;
              return (
                <HStack as="li" key={p.name} justify="space-between">
                  <HStack as="label" gap="2" fontSize="sm">
                    <input
                      type="checkbox"
                      checked={p.visible}
                      onChange={(e) => {
                        const visible = e.currentTarget.checked;
                        setLayout(layout.map((q) => (q.name === p.name ? { ...q, visible } : q)));
                      }}
                    />
                    {label}
                  </HStack>
                  <HStack gap="1">
                    <IconButton
                      size="2xs"
                      variant="ghost"
                      aria-label={t('Move {1} up', { 1: label })}
                      disabled={i === 0}
                      onClick={() => setLayout(moveColumn(layout, p.name, -1))}
                    >
                      <PortalIcon name="arrow-up" />
                    </IconButton>
                    <IconButton
                      size="2xs"
                      variant="ghost"
                      aria-label={t('Move {1} down', { 1: label })}
                      disabled={i === layout.length - 1}
                      onClick={() => setLayout(moveColumn(layout, p.name, 1))}
                    >
                      <PortalIcon name="arrow-down" />
                    </IconButton>
                  </HStack>
                </HStack>
              );
            })}
          </Stack>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button
          variant="ghost"
          onClick={() => {
            prefs.reset();
            onClose();
          }}
        >
          {t('Reset')}
        </Button>
        <Button variant="outline" onClick={onClose}>
          {t('Cancel')}
        </Button>
        <Button
          colorPalette="brand"
          onClick={() => {
            prefs.apply({ layout, pageSize, separator: prefs.separator });
            onClose();
          }}
        >
          {t('Save')}
        </Button>
      </Dialog.Footer>
    </>
  );
}

/** Grid preferences: column order and visibility, rows per page (02-business.md §2 Data grid screen). */
export function PreferencesDialog({ open, onClose, ...rest }: PreferencesDialogProps) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('Grid preferences')}</Dialog.Title>
            </Dialog.Header>
            {/* Mounted only while open, so each opening starts from the saved preferences. */}
            {open && <Body {...rest} onClose={onClose} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
