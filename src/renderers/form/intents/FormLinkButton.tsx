import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../core/i18n/useT';
import { useHeldScreen } from '../../../core/session/useHeldScreen';
import { appPath } from '../../links';
import type { FormLink } from '../formDefinition';

/** The definition's link to another screen, shown only once the server says the user holds that screen. */
export function FormLinkButton({ link, company }: { link: FormLink; company: string }) {
  const t = useT();
  const held = useHeldScreen(link.screen);
  if (!held) return null;
  return (
    <Button asChild size="sm" variant="outline" colorPalette="blue">
      <RouterLink to={appPath(company, `/pages/${held}${link.query ? `?${link.query}` : ''}`)}>{t(link.label)}</RouterLink>
    </Button>
  );
}
