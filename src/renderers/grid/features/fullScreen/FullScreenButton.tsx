import { memo } from 'react';
import { Button } from '@chakra-ui/react';
import { useT } from '../../../../core/i18n/useT';
import { PortalIcon } from '../../../cells/icons';

function FullScreenButtonView({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  const t = useT();
  const label = on ? t('Exit full screen') : t('Full screen');
  return (
    <Button size="sm" variant="outline" aria-label={label} title={label} aria-pressed={on} onClick={onToggle}>
      <PortalIcon name={on ? 'shrink' : 'expand'} />
    </Button>
  );
}

export const FullScreenButton = memo(FullScreenButtonView);
