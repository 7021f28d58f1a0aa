import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ApiError } from '../../api/ApiError';
import { setErrorReporter } from '../../api/errorReporter';
import { useT } from '../../core/i18n/useT';
import { notify } from '../../core/notices/notify';
import { useBrand } from '../themes/BrandProvider';
import { ChakraScope } from '../themes/ChakraScope';
import { useCurrentSession } from '../../core/session/useSessions';

// The dialog's code (a focus trap, tooltips) loads with the first error it shows.
const ErrorDialog = lazy(() => import('./ErrorDialog').then((m) => ({ default: m.ErrorDialog })));

/** 01-shell.md §9: how long the 404 and 500 notices stay. */
export const NOT_FOUND_MS = 100500;
export const SERVER_ERROR_MS = 1002500;
/** The group style of the employee-benefits skin. */
export const BENEFITS_STYLE = 'benefits';
/** The API documents page holding the terms of use (the /documents/{path*} route of 01-shell.md §2.2). */
export const API_TERMS_URL = '/documents/api-terms-of-use';

/**
 * Shows the errors of non-silent calls as the error catalogue says
 * (01-shell.md §8). Mounted once, inside the brand so the 500 notice names
 * the company's phone.
 */
export function ErrorCatalogue() {
  const t = useT();
  const brand = useBrand();
  const current = useCurrentSession();
  // The employee-benefits skin is the style of the group the user works in.
  const benefits = current?.session.groups.find((g) => g.id === current.session.selectedGroup)?.style === BENEFITS_STYLE;
  // The last error stays while the dialog closes, so its text does not vanish mid-animation.
  const [dialog, setDialog] = useState<{ error: ApiError | null; open: boolean }>({ error: null, open: false });
  // The reporter is registered once and reads the language and brand of the moment.
  const now = useRef({ t, brand, benefits });
  now.current = { t, brand, benefits };

  useEffect(() => {
    setErrorReporter((err) => {
      const { t: tr, brand: b, benefits: isBenefits } = now.current;
      switch (err.status) {
        case 401:
        case 403:
          return;
        case 404:
          return notify({ type: 'error', title: tr('Not found'), duration: NOT_FOUND_MS });
        case 500:
          return notify({
            type: 'error',
            title: isBenefits
              ? tr('You have encountered an error. Please contact the Benefits or Payroll department at {1}', { 1: b.benefitsEmail })
              : tr('You have encountered an error. Please contact your Sales Professional or Customer Service at {1}', { 1: b.phone }),
            duration: SERVER_ERROR_MS,
          });
        case 429:
          return notify({
            type: 'error',
            title: tr('Daily access limit reached'),
            description: tr(err.detail),
            // 01-shell.md §9's notification timeout: the limit and its terms are there to be read.
            duration: 600000,
            action: { label: tr('API terms of use'), onClick: () => window.open(API_TERMS_URL, '_blank', 'noopener') },
          });
        default:
          setDialog({ error: err, open: true });
      }
    });
    return () => setErrorReporter(() => {});
  }, []);

  if (!dialog.error) return null;
  return (
    <ChakraScope>
      <Suspense fallback={null}>
        <ErrorDialog {...dialog} onClose={() => setDialog((d) => ({ ...d, open: false }))} />
      </Suspense>
    </ChakraScope>
  );
}
