import { useEffect, useState } from 'react';
import { callApi } from '../../api/client';
import type { OnlineQuotingSkeletonAccount } from '../../api/generated/types';
import { SelectField } from './fields';

interface Props {
  value: string;
  onChange: (id: string) => void;
  error?: string;
}

const label = (a: OnlineQuotingSkeletonAccount) => `${a.company_name} (${a.contact_name}${a.city ? `, ${a.city}` : ''})`;

/**
 * The prospect a staff member quotes for (MTONLINEQUOTESK): the company's open
 * skeleton accounts, by name. Their names are data, shown as they are.
 */
export function SkeletonField({ value, onChange, error }: Props) {
  const [accounts, setAccounts] = useState<OnlineQuotingSkeletonAccount[]>([]);
  useEffect(() => {
    callApi('online_quoting.skeleton_accounts', { query: { limit: 100, sort: 'company_name', status__in: 'active,pending' } }).then(
      (page) => setAccounts(page.results),
      () => setAccounts([]),
    );
  }, []);
  const options: [string, string][] = [['', 'Choose a prospect'], ...accounts.map((a): [string, string] => [String(a.id), label(a)])];
  return <SelectField label="Prospect" width="28rem" value={value} onChange={onChange} options={options} error={error} />;
}
