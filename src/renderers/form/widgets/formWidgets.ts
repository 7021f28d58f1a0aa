import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { CheckboxesWidget, CheckboxWidget } from './CheckboxWidget';
import { FileWidget } from './file/FileWidget';
import { OptionsSelectWidget } from './OptionsSelectWidget';
import { PickField } from './PickField';
import { RecipientsField } from './RecipientsField';
import { RichTextWidget } from './richText/RichTextWidget';
import { SelectWidget } from './SelectWidget';

/**
 * The widgets of the form screens beyond text inputs, by the names a uiSchema
 * gives them (ui:widget) and rjsf's own names for selects and checkboxes.
 */
export const formWidgets: RegistryWidgetsType = {
  richtext: RichTextWidget,
  options: OptionsSelectWidget,
  SelectWidget,
  CheckboxWidget,
  CheckboxesWidget,
  checkboxes: CheckboxesWidget,
  // rjsf's string alias "file" names FileWidget: the portal's sends the file as a multipart part, not a data URL.
  FileWidget,
};

/** Fields drawing a whole value themselves (ui:field). */
export const formFields: RegistryFieldsType = {
  recipients: RecipientsField,
  list: RecipientsField,
  pick: PickField,
};
