import { Button, Group } from '@chakra-ui/react';
import { useLanguage } from './I18nProvider';
import type { Lang } from './language';
import { useT } from './useT';

const choices: { lang: Lang; code: string; label: string }[] = [
  { lang: 'en', code: 'EN', label: 'English' },
  { lang: 'fr', code: 'FR', label: 'French' },
];

/** The visible EN/FR switch of the header and the login page. */
export function LanguageSwitch({ inverse = false }: { inverse?: boolean }) {
  const { lang, setLang } = useLanguage();
  const t = useT();
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
          onClick={() => setLang(c.lang)}
        >
          {t(c.code)}
        </Button>
      ))}
    </Group>
  );
}
