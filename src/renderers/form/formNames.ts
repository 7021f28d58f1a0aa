/**
 * The `ui:widget` and `ui:field` names a form screen draws, as data (no React):
 * rjsf's own registry (@rjsf/core getDefaultRegistry) with the portal's theme
 * (theme/PortalForm.ts) on top, and rjsf's per-type aliases (@rjsf/utils
 * getWidget). formNames.test.ts checks these lists against the real registry,
 * so a widget cannot be added to the theme without being accepted at load.
 */

/** rjsf's default widgets, by the names its registry holds. */
const RJSF_WIDGETS = [
  'AltDateWidget', 'AltDateTimeWidget', 'CheckboxWidget', 'CheckboxesWidget', 'ColorWidget', 'DateWidget', 'DateTimeWidget',
  'EmailWidget', 'FileWidget', 'HiddenWidget', 'PasswordWidget', 'RadioWidget', 'RangeWidget', 'RatingWidget', 'SelectWidget',
  'TextWidget', 'TextareaWidget', 'TimeWidget', 'UpDownWidget', 'URLWidget',
] as const;

/** The portal's own widget names (formWidgets and PortalForm's theme). */
export const PORTAL_WIDGETS = ['richtext', 'options', 'checkboxes', 'currency', 'textarea', 'phone', 'datetime'] as const;

/** Every name a uiSchema may give on a field of any type. */
export const REGISTERED_WIDGETS: readonly string[] = [...RJSF_WIDGETS, ...PORTAL_WIDGETS];

/** rjsf's aliases by JSON type: `updown` draws a number, not a string. */
export const WIDGETS_BY_TYPE: Readonly<Record<string, readonly string[]>> = {
  boolean: ['checkbox', 'radio', 'select', 'hidden'],
  string: ['text', 'password', 'email', 'hostname', 'ipv4', 'ipv6', 'uri', 'data-url', 'radio', 'select', 'textarea', 'hidden', 'date', 'datetime', 'date-time', 'alt-date', 'alt-datetime', 'time', 'color', 'file'],
  number: ['text', 'select', 'updown', 'range', 'radio', 'hidden'],
  integer: ['text', 'select', 'updown', 'range', 'radio', 'hidden'],
  array: ['select', 'checkboxes', 'files', 'hidden'],
};

/** rjsf's default fields, and the portal's (formFields). */
export const FORM_FIELDS: readonly string[] = [
  'AnyOfField', 'ArrayField', 'BooleanField', 'CyclicSchemaField', 'FallbackField', 'LayoutGridField', 'LayoutHeaderField',
  'LayoutMultiSchemaField', 'NumberField', 'ObjectField', 'OneOfField', 'OptionalDataControlsField', 'SchemaField', 'StringField', 'NullField',
  'recipients', 'list', 'pick',
];
