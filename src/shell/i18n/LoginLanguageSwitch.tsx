import { useT } from '../../core/i18n/useT';
import { useLanguage } from './I18nProvider';
import { LANGUAGE_CHOICES } from './languageChoices';
import '../light.css';

/**
 * The sign-in page's EN/FR switch: LanguageSwitch's choices, drawn without
 * Chakra (light.css). A login page's choice belongs to nobody yet, so it is
 * not kept on the server.
 */
export function LoginLanguageSwitch() {
  const { lang, setLang } = useLanguage();
  const t = useT();
  return (
    <div className="portal-toggles" role="group" aria-label={t('Language')}>
      {LANGUAGE_CHOICES.map((c) => (
        <button key={c.lang} type="button" className="portal-toggle" aria-pressed={lang === c.lang} title={t(c.label)} onClick={() => setLang(c.lang)}>
          {t(c.code)}
        </button>
      ))}
    </div>
  );
}
