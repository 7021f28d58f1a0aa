import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Box, Button, HStack, IconButton, Input, Portal, Text, Tooltip } from '@chakra-ui/react';
import { useT } from '../../core/i18n/useT';
import { ViewerIcon, type ViewerIconName } from './icons';
import { MAX_ZOOM_STEP, MIN_ZOOM_STEP, zoomOf, type ViewerAction, type ViewerState } from './viewerState';

/** 02-business.md §9 Widgets: tooltips open after 600 ms. */
const TOOLTIP_DELAY_MS = 600;

function ToolButton({ label, icon, onClick, disabled }: { label: string; icon: ViewerIconName; onClick: () => void; disabled?: boolean }) {
  return (
    <Tooltip.Root openDelay={TOOLTIP_DELAY_MS} closeDelay={100}>
      <Tooltip.Trigger asChild>
        <IconButton aria-label={label} size="sm" variant="ghost" onClick={onClick} disabled={disabled}>
          <ViewerIcon name={icon} />
        </IconButton>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{label}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

/** The page number field: typed freely, applied on Enter or when it loses focus. */
function PageField({ state, dispatch }: { state: ViewerState; dispatch: (a: ViewerAction) => void }) {
  const t = useT();
  const [typed, setTyped] = useState(String(state.page));
  useEffect(() => setTyped(String(state.page)), [state.page]);
  const apply = () => {
    const page = Number(typed);
    if (Number.isInteger(page)) dispatch({ type: 'go', page });
    setTyped(String(state.page));
  };
  return (
    <HStack gap="1">
      <Input
        aria-label={t('Page')}
        size="sm"
        w="14"
        textAlign="center"
        inputMode="numeric"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onBlur={apply}
        onKeyDown={(e) => {
          if (e.key === 'Enter') apply();
        }}
      />
      <Text fontSize="sm" whiteSpace="nowrap">
        {t('of {1}', { 1: state.pages })}
      </Text>
    </HStack>
  );
}

const Group = ({ children }: { children: ReactNode }) => <HStack gap="1">{children}</HStack>;

/** Page navigation, rotation, zoom, download and print (02-business.md §4 PDF viewer). */
export function ViewerToolbar({ state, dispatch, onDownload, onPrint, printing }: { state: ViewerState; dispatch: (a: ViewerAction) => void; onDownload: () => void; onPrint: () => void; printing: boolean }) {
  const t = useT();
  const intl = useIntl();
  return (
    <HStack role="toolbar" aria-label={t('Document tools')} gap="4" flexWrap="wrap" py="2">
      <Group>
        <ToolButton label={t('Previous page')} icon="previous" onClick={() => dispatch({ type: 'previous' })} disabled={state.page <= 1} />
        <PageField state={state} dispatch={dispatch} />
        <ToolButton label={t('Next page')} icon="next" onClick={() => dispatch({ type: 'next' })} disabled={state.page >= state.pages} />
      </Group>
      <Group>
        <ToolButton label={t('Rotate left')} icon="rotateLeft" onClick={() => dispatch({ type: 'rotate', by: -90 })} />
        <ToolButton label={t('Rotate right')} icon="rotateRight" onClick={() => dispatch({ type: 'rotate', by: 90 })} />
      </Group>
      <Group>
        <ToolButton label={t('Zoom out')} icon="zoomOut" onClick={() => dispatch({ type: 'zoom', by: -1 })} disabled={state.zoomStep <= MIN_ZOOM_STEP} />
        <Box as="output" aria-live="polite" aria-label={t('Zoom')} fontSize="sm" minW="12" textAlign="center">
          {intl.formatNumber(zoomOf(state), { style: 'percent', maximumFractionDigits: 0 })}
        </Box>
        <ToolButton label={t('Zoom in')} icon="zoomIn" onClick={() => dispatch({ type: 'zoom', by: 1 })} disabled={state.zoomStep >= MAX_ZOOM_STEP} />
      </Group>
      <Group>
        <Button size="sm" variant="outline" onClick={onDownload}>
          <ViewerIcon name="download" />
          {t('Download')}
        </Button>
        <Button size="sm" variant="outline" onClick={onPrint} loading={printing} loadingText={t('Preparing to print...')}>
          <ViewerIcon name="print" />
          {t('Print')}
        </Button>
      </Group>
    </HStack>
  );
}
