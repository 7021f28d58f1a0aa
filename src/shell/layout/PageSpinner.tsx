import { useT } from '../../core/i18n/useT';
import '../light.css';

/**
 * Shown while the session or a screen is on its way. Drawn without Chakra
 * (src/shell/light.css): it is the fallback while Chakra itself loads, and
 * the first script's gates and redirects show it.
 */
export function PageSpinner() {
  const t = useT();
  return (
    <div className="portal-spinner-box">
      <span className="portal-spinner" role="status" aria-label={t('Loading')} />
    </div>
  );
}
