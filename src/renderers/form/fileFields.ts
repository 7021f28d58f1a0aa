import type { FieldMessage } from '../../shared/validation/messages';
import { FILE_KEY } from '../../shared/catalogueExtensions';
import type { CatalogueCall, NameUse } from '../../kinds/KindContract';

/** The names the file input answers to: rjsf's string alias and the widget's registered name. */
const FILE_WIDGETS = ['file', 'FileWidget'];

const isObject = (v: unknown): v is Record<string, any> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The body's file properties (x-file): the parts a multipart call takes, by field name. */
export function fileProperties(body: unknown): string[] {
  const props = isObject(body) && isObject(body.properties) ? body.properties : {};
  return Object.entries(props).filter(([, p]) => isObject(p) && p[FILE_KEY] === true).map(([k]) => k);
}

/**
 * A form's file inputs checked against its submit call (pure: the form contract runs it at
 * load): the file widget draws only a file property of a multipart call's body, a file
 * property is drawn by nothing else, and a field's `accept` and `maxBytes` only narrow the
 * call's upload bounds (the server would refuse more).
 */
export function fileFieldFaults(ui: unknown, call: CatalogueCall | undefined, uses: readonly NameUse[]): FieldMessage[] {
  const faults: FieldMessage[] = [];
  const files = fileProperties(call?.body);
  const at = (key: string) => `/uiSchema/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  for (const use of uses) {
    if (use.what !== 'widgets' || !FILE_WIDGETS.includes(use.name)) continue;
    const key = files.find((k) => use.pointer === `${at(k)}/ui:widget` || use.pointer === `${at(k)}/ui:options/widget`);
    if (!key) faults.push({ pointer: use.pointer, message: `The file widget draws a file property (${FILE_KEY}) of a multipart call's body` });
  }
  const uiObject = isObject(ui) ? ui : {};
  for (const key of files) {
    const field = isObject(uiObject[key]) ? uiObject[key] : {};
    const widget = field['ui:widget'] ?? (isObject(field['ui:options']) ? field['ui:options'].widget : undefined);
    if (widget !== undefined && !FILE_WIDGETS.includes(widget)) faults.push({ pointer: `${at(key)}/ui:widget`, message: `${key} is a file: only the file widget draws it` });
    const options = isObject(field['ui:options']) ? field['ui:options'] : {};
    const upload = call?.upload;
    if (!upload) continue;
    const accept: unknown = options.accept;
    if (accept !== undefined && (!Array.isArray(accept) || !accept.length || accept.some((t) => !upload.types.includes(t))))
      faults.push({ pointer: `${at(key)}/ui:options/accept`, message: `accept lists media types of the call's upload: ${upload.types.join(', ')}` });
    const max: unknown = options.maxBytes;
    if (max !== undefined && (typeof max !== 'number' || !Number.isInteger(max) || max < 1 || max > upload.maxFileBytes))
      faults.push({ pointer: `${at(key)}/ui:options/maxBytes`, message: `maxBytes is a whole number from 1 to the call's ${upload.maxFileBytes}` });
  }
  return faults;
}
