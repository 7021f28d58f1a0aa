import { useEffect, useMemo, useRef, useState } from 'react';
import type { IChangeEvent } from '@rjsf/core';
import type { CustomValidator, ErrorSchema, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { useLocation, useNavigate } from 'react-router-dom';
import { request } from '../../api/client';
import { download, saveFile } from '../../api/download';
import { findCall } from '../../api/findCall';
import { ApiError } from '../../api/ApiError';
import { notify } from '../../core/notices/notify';
import { useT } from '../../core/i18n/useT';
import { appPath, fillLink, routeParams, templateParams } from '../links';
import { useRecord } from '../useRecord';
import type { FormDefinition } from './formDefinition';
import { translateUiSchema } from './formSchema';
import { makeCustomValidate, makeTransformErrors } from './formValidator';
import { useFormBody } from './useFormBody';
import { portalToday } from '../../shared/calendar/calendarDates';
import { useCurrentSession } from '../../core/session/useSessions';
import { recordName } from './savedRecord';
import { toServerErrors } from './serverErrors';
import type { Intent } from './formDefinition';
import { saveFailure } from './formMessages';
import { progressNotice } from './progressNotice';
import { formDataOf, startingValues } from './recordToForm';
import { usePrefill } from './usePrefill';
import { withKeptQuery } from './keptQuery';
import type { PortalFormContext } from './theme/formContext';
import { multipartBody, withFileWidgets, type ChosenFiles } from './multipartBody';

type Data = Record<string, unknown>;

export { SAVE_ERROR } from './formMessages';

export interface FormController {
  def: FormDefinition;
  /** Undefined when the submit call has no body schema in the catalogue. */
  schema: RJSFSchema | undefined;
  uiSchema: UiSchema;
  formData: Data;
  /** The call's precompiled validator; undefined while it loads. */
  validator: ValidatorType | undefined;
  transformErrors: ReturnType<typeof makeTransformErrors>;
  /** The business rules of the body schema (x-rules), as the server applies them. */
  customValidate: CustomValidator | undefined;
  formContext: PortalFormContext;
  extraErrors: ErrorSchema | undefined;
  /** Validate while typing once a submit was tried; before that, only on leaving a field. */
  liveValidate: 'onBlur' | 'onChange';
  loading: boolean;
  /** Translated messages about the whole form (failed save, failed load). */
  formErrors: string[];
  /** A search form's last answer (def.result), shown under the form. */
  result: Data | null;
  onChange: (e: IChangeEvent<Data>) => void;
  onBlur: (id: string) => void;
  onError: () => void;
  onSubmit: (e: IChangeEvent<Data>) => Promise<void>;
}

/**
 * The headless form: schema from the catalogue, validation, save, and what
 * follows a save. `def` is the intent's view of the definition (FormScreen
 * passes `update` as `submit` for the edit intent) and `path` the route's
 * record segments.
 */
export function useFormController(def: FormDefinition, company: string, path: string, intent: Intent = 'add'): FormController {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const checked = useFormBody(def.submit);
  const schema = checked.schema;
  const uiSchema = useMemo(() => withFileWidgets(translateUiSchema(def.uiSchema ?? {}, t, def.submitLabel), schema), [def.uiSchema, def.submitLabel, t, schema]);
  const [method, callPath] = def.submit.split(' ') as [string, string];
  const submitCall = useMemo(() => findCall(method, callPath), [method, callPath]);
  // One map for the form's life: the file inputs put their files there, the save sends them.
  const files = useRef<ChosenFiles>(new Map()).current;
  const transformErrors = useMemo(() => makeTransformErrors(t), [t]);
  const username = useCurrentSession()?.username;
  const customValidate = useMemo(() => schema && makeCustomValidate(schema, t, () => ({ today: portalToday(), username })), [schema, t, username]);
  const loaded = useRecord<Data>(def.load, path);
  const prefilled = usePrefill(def.prefill, intent === 'add');
  const initial = useMemo(
    () => (loaded.record ? formDataOf(schema, loaded.record) : { ...startingValues(def.defaults, company, new URLSearchParams(search)), ...formDataOf(schema, prefilled ?? {}) }),
    [loaded.record, schema, def.defaults, company, search, prefilled],
  );

  const [edited, setEdited] = useState<Data | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<readonly string[]>([]);
  const [saving, setSaving] = useState(false);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema>();
  const [saveErrors, setSaveErrors] = useState<string[]>([]);
  const [result, setResult] = useState<Data | null>(null);

  const upload = submitCall?.upload;
  const formContext = useMemo(() => ({ submitted, touched, saving, files, upload }), [submitted, touched, saving, files, upload]);

  const onSubmit = async ({ formData }: IChangeEvent<Data>) => {
    setSubmitted(true);
    setSaving(true);
    setSaveErrors([]);
    let saved: Data;
    const dismiss = def.progressMessage ? progressNotice(t(def.progressMessage)) : undefined;
    try {
      const params = routeParams(path, templateParams(def.submit));
      // Silent: every failure is shown here, on the fields or above the form.
      const body = submitCall?.contentType === 'multipart' ? multipartBody(formData ?? {}, files) : formData;
      if (def.download && submitCall) {
        saveFile(await download({ ...submitCall, silent: true }, { body, params }));
        saved = {};
      } else saved = (await request<Data>(def.submit, { body, params, silent: true })) ?? {};
    } catch (err) {
      // A refused file answers 413 (over the call's limit) with the field it was sent under.
      if (err instanceof ApiError && (err.status === 400 || err.status === 413) && err.errors.length) {
        const server = toServerErrors(err.errors, t);
        setExtraErrors(server.fields);
        setSaveErrors(server.form);
      } else if (def.result && err instanceof ApiError && err.status === 404 && err.code !== 'NOT_FOUND') {
        // A search that found nothing is told in the server's words (already in the user's language).
        setResult(null);
        setSaveErrors([err.detail]);
      } else if (!def.silentFailure) {
        setSaveErrors([t(saveFailure(intent, err))]);
      }
      return;
    } finally {
      setSaving(false);
      dismiss?.();
    }
    // A search form shows what it found; it saved nothing to announce.
    if (def.result) return setResult(saved);
    notify({ type: 'success', title: t(def.successMessage ?? 'Record saved', { 1: recordName(saved, def.successField) ?? '' }) });
    if (def.afterSave) navigate(appPath(company, withKeptQuery(fillLink(def.afterSave, { ...formData, ...saved }), def.keepQuery, search)));
    // Edited in place: the form now shows what the server kept.
    else if (intent === 'edit') setEdited(formDataOf(schema, saved));
  };

  // A search form opened with its values in the URL (PROBILL?probill=...) searches at once, once.
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (!def.autoSubmit || autoSubmitted.current || !checked.validator || !Object.keys(initial).length) return;
    autoSubmitted.current = true;
    void onSubmit({ formData: initial } as IChangeEvent<Data>);
    // onSubmit reads the current state: it is run once, when the validator has loaded.
  }, [def.autoSubmit, checked.validator, initial]);

  return {
    def,
    schema,
    uiSchema,
    formData: edited ?? initial,
    validator: checked.validator,
    transformErrors,
    customValidate,
    formContext,
    extraErrors,
    liveValidate: submitted ? 'onChange' : 'onBlur',
    loading: loaded.loading || prefilled === undefined || (!checked.validator && !checked.failed),
    result,
    formErrors: [...(loaded.error ? [t(loaded.error)] : []), ...(checked.failed ? [t('Error loading record')] : []), ...saveErrors],
    onChange: (e) => {
      setEdited(e.formData ?? {});
      // A server error is about the value that was sent: editing makes it moot.
      if (extraErrors) setExtraErrors(undefined);
    },
    onBlur: (id) => setTouched((s) => (s.includes(id) ? s : [...s, id])),
    onError: () => setSubmitted(true),
    onSubmit,
  };
}
