import { useIntl } from 'react-intl';
import { useT } from '../../core/i18n/useT';
import { formatLoose } from './formatCell';

/** A value without a cell type (a row's details), still shown in the user's language and locale. */
export function LooseValue({ value }: { value: unknown }) {
  const t = useT();
  const { locale } = useIntl();
  return <>{formatLoose(value, { locale, t })}</>;
}
