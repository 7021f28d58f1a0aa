import { Button, Group } from '@chakra-ui/react';
import { useLanguage } from './I18nProvider';
import { keepLanguageChoice } from './keepLanguageChoice';
import type { Lang } from '../../core/i18n/language';
import { LANGUAGE_CHOICES as choices } from './languageChoices';
import { useT } from '../../core/i18n/useT';


/** The visible EN/FR switch of the header and the login page; a signed-in user's choice is kept as their MT_LANG. */
export function LanguageSwitch({ inverse = false, sessionKey }: { inverse?: boolean; sessionKey?: string }) {
  const { lang, setLang } = useLanguage();
  const t = useT();
  const choose = (next: Lang) => {
    setLang(next);
    // Only the signed-in header passes its session: a login page's switch belongs to nobody yet.
    if (sessionKey) void keepLanguageChoice(sessionKey, next);
  };
  return (
    <Group attached role="group" aria-label={t('Language')}>
      {choices.map((c) => (
        <Button
          key={c.lang}
          size="xs"
          variant={lang === c.lang ? 'solid' : 'outline'}
          // On the brand-coloured header the choice is in the accent colour, the other in white.
          colorPalette={inverse ? 'accent' : 'brand'}
          {...(inverse && lang !== c.lang ? { color: 'white', borderColor: 'whiteAlpha.700', _hover: { bg: 'whiteAlpha.200' } } : {})}
          aria-pressed={lang === c.lang}
          title={t(c.label)}
          onClick={() => choose(c.lang)}
        >
          {t(c.code)}
        </Button>
      ))}
    </Group>
  );
}
