import type { CallDef } from '../../../api/callDef';
import type { ChosenFiles } from '../multipartBody';

/**
 * What the form controller tells the theme (rjsf formContext). Plain data
 * only: rjsf compares props deeply and treats all functions as equal, so a
 * changed callback alone would not re-render the fields.
 */
export interface PortalFormContext {
  /** A submit was tried: every field's errors may show. */
  submitted: boolean;
  /** Ids of the fields the user has left; their errors may show. */
  touched: readonly string[];
  saving: boolean;
  /** The files chosen in the file inputs (one map for the form's life: its identity never changes). */
  files?: ChosenFiles;
  /** The submit call's upload bounds (the catalogue's), which the file inputs hold a choice to. */
  upload?: CallDef['upload'];
}

export function portalContext(formContext: unknown): PortalFormContext {
  const c = formContext as Partial<PortalFormContext> | undefined;
  return { submitted: c?.submitted ?? true, touched: c?.touched ?? [], saving: c?.saving ?? false };
}

export function showsErrors(formContext: unknown, id: string): boolean {
  const c = portalContext(formContext);
  return c.submitted || c.touched.includes(id);
}
