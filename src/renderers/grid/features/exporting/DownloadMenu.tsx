import { memo } from 'react';
import { Button, Menu, Portal } from '@chakra-ui/react';
import { useT } from '../../../../core/i18n/useT';
import { PortalIcon } from '../../../cells/icons';
import type { ExportType } from './exportBody';

const LABELS: Record<ExportType, string> = { GSHEET: 'Google Sheet', CSV: 'CSV', XLSX: 'XLSX', PDF: 'PDF', XML: 'XML', JSON: 'JSON' };

function DownloadMenuView({ types, onChoose }: { types: readonly ExportType[]; onChoose: (type: ExportType) => void }) {
  const t = useT();
  if (!types.length) return null;
  return (
    <Menu.Root lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" aria-label={t('Download')} title={t('Download')}>
          <PortalIcon name="download" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {types.map((type) => (
              // Clicked (Enter clicks the highlighted item too): onSelect of the root needs a pointer highlight first.
              <Menu.Item key={type} value={type} onClick={() => onChoose(type)}>
                {t(LABELS[type])}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The download menu: Google Sheet (when configured), CSV, XLSX, PDF (unless hidden), XML, JSON. */
export const DownloadMenu = memo(DownloadMenuView);
