import { memo } from 'react';
import { Badge, Button, Menu, Portal } from '@chakra-ui/react';
import { useT } from '../../../../core/i18n/useT';
import { PortalIcon } from '../../../cells/icons';

function PushReportControlView({ count, onAdd, onList }: { count: number | null; onAdd: () => void; onList: () => void }) {
  const t = useT();
  return (
    <Menu.Root lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        {/* The name holds the count it shows, as the visible text must be part of the name. */}
        <Button size="sm" variant="outline" aria-label={count === null ? t('Push reports') : t('Push reports: {1}', { 1: count })} title={t('Push reports')}>
          <PortalIcon name="bell" />
          {count !== null && (
            <Badge size="xs" colorPalette="brand" aria-label={t('{1} push reports', { 1: count })}>
              {count}
            </Badge>
          )}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="add" onClick={onAdd}>
              {t('New push report')}
            </Menu.Item>
            <Menu.Item value="list" onClick={onList}>
              {t('Push report list')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** Push reports of this data source: the count as a badge, new and list in a new tab. */
export const PushReportControl = memo(PushReportControlView);
