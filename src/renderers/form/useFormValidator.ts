import { useEffect, useState } from 'react';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { callIdOf, loadFormValidator } from './formValidator';

export interface FormValidatorState {
  /** Undefined while the call's precompiled validator loads. */
  validator?: ValidatorType;
  /** The validator module is missing or failed to load: the form cannot check what it saves. */
  failed?: boolean;
}

/** The precompiled validator of the form's submit call, loaded with the form (one small module per call). */
export function useFormValidator(submit: string, schema: RJSFSchema | undefined): FormValidatorState {
  const [state, setState] = useState<FormValidatorState & { submit?: string }>({});
  useEffect(() => {
    const callId = callIdOf(submit);
    if (!schema || !callId) return;
    let live = true;
    loadFormValidator(callId, schema).then(
      (validator) => live && setState({ submit, validator }),
      () => live && setState({ submit, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [submit, schema]);
  return state.submit === submit ? state : {};
}
