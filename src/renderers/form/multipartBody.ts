import type { UiSchema } from '@rjsf/utils';
import { FILE_KEY } from '../../shared/catalogueExtensions';

/** The files chosen in a form's file inputs, by field name; the form data holds their names. */
export type ChosenFiles = Map<string, File>;

/**
 * A form's data as multipart/form-data (a call whose catalogue contentType is multipart): each
 * chosen file as a file part under its field's name, lists and objects as JSON text (the server
 * parses the fields its body schema types so), other values as text; empty values left out.
 */
export function multipartBody(formData: Record<string, unknown>, files: ChosenFiles): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(formData)) {
    const file = files.get(name);
    if (file) body.append(name, file, file.name);
    else if (value === undefined || value === null || value === '') continue;
    else body.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return body;
}

/** The body's file properties (x-file), drawn by the file input unless the definition names a widget. */
export function withFileWidgets(ui: UiSchema, schema: { properties?: Record<string, unknown> } | undefined): UiSchema {
  const files = Object.entries(schema?.properties ?? {}).filter(([, p]) => (p as Record<string, unknown>)?.[FILE_KEY] === true);
  if (!files.length) return ui;
  const out: UiSchema = { ...ui };
  for (const [name] of files) out[name] = { 'ui:widget': 'file', ...(ui[name] as object | undefined) };
  return out;
}
