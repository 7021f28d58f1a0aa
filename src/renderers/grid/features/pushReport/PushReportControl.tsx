import { memo, useId } from 'react';
import { Badge, Button, Menu, Portal } from '@chakra-ui/react';
import { useT } from '../../../../core/i18n/useT';
import { Tooltip } from '../../../../core/ui/Tooltip';
import { PortalIcon } from '../../../cells/icons';

function PushReportControlView({ count, onAdd, onList }: { count: number | null; onAdd: () => void; onList: () => void }) {
  const t = useT();
  // The menu and its tooltip share one trigger.
  const triggerId = useId();
  return (
    <Menu.Root lazyMount unmountOnExit ids={{ trigger: triggerId }}>
      <Tooltip content={t('Push reports')} triggerId={triggerId}>
        <Menu.Trigger asChild>
          {/* Its name holds the count it shows: a visible text must be part of the name (WCAG 2.5.3). */}
          <Button size="sm" variant="outline" aria-label={count === null ? t('Push reports') : t('Push reports: {1}', { 1: count })}>
            <PortalIcon name="bell" />
            {count !== null && (
              <Badge size="xs" colorPalette="brand" aria-label={t('{1} push reports', { 1: count })}>
                {count}
              </Badge>
            )}
          </Button>
        </Menu.Trigger>
      </Tooltip>
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
