import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { request } from '../../api/client';
import type { FormDefinition } from './formDefinition';

type Data = Record<string, unknown>;

/**
 * The add intent's starting values from the server (MTLPU: the user's account,
 * or the BOL named by ?bol_id=): undefined while they load, {} when there is
 * no prefill or it failed (the form then starts from its defaults).
 */
export function usePrefill(prefill: FormDefinition['prefill'], active: boolean): Data | undefined {
  const [search] = useSearchParams();
  const query = Object.fromEntries((prefill?.query ?? []).flatMap((name) => (search.get(name) ? [[name, search.get(name)!]] : [])));
  const key = JSON.stringify(query);
  const [values, setValues] = useState<Data | undefined>(prefill && active ? undefined : {});
  useEffect(() => {
    if (!prefill || !active) return;
    let live = true;
    request<Data>(prefill.call, { query: JSON.parse(key) as Record<string, string>, silent: true })
      .then((answer) => {
        const values = ((prefill.field ? answer?.[prefill.field] : answer) as Data) ?? {};
        if (live) setValues(prefill.into ? { [prefill.into]: values } : values);
      })
      .catch(() => live && setValues({}));
    return () => {
      live = false;
    };
  }, [prefill, active, key]);
  return values;
}
