import { useEffect, useState } from 'react';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { loadFormBody } from './formValidator';

export interface FormBodyState {
  /** Undefined while the call's body module loads. */
  schema?: RJSFSchema;
  /** Undefined while the call's precompiled validator loads. */
  validator?: ValidatorType;
  /** The body module is missing or failed to load, or the call takes no body: the form cannot check what it saves. */
  failed?: boolean;
}

/**
 * The body schema of the form's call and its precompiled validator, loaded
 * with the form (one small module per distinct body): the sign-in page loads
 * none of the catalogue's schemas.
 */
export function useFormBody(call: string): FormBodyState {
  const [state, setState] = useState<FormBodyState & { call?: string }>({});
  useEffect(() => {
    let live = true;
    loadFormBody(call).then(
      (body) => live && setState(body ? { call, schema: body.schema, validator: body.validator } : { call, failed: true }),
      () => live && setState({ call, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [call]);
  return state.call === call ? state : {};
}
