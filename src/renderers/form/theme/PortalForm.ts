import { withTheme, type ThemeProps } from '@rjsf/core';
import { BaseInputTemplate } from './BaseInputTemplate';
import { CurrencyWidget } from './CurrencyWidget';
import { FieldTemplate } from './FieldTemplate';
import { FormatTextWidget } from './FormatTextWidget';
import { ObjectFieldTemplate } from './ObjectFieldTemplate';
import { PhoneWidget } from './PhoneWidget';
import { SubmitButton } from './SubmitButton';
import { arrayButtons } from './ArrayButtons';
import { TextareaWidget } from './TextareaWidget';
import { formFields, formWidgets } from '../widgets/formWidgets';

/**
 * rjsf with the portal's Chakra theme. The names its widgets and fields go by
 * are accepted at load by the form contract (formNames.ts, checked by formNames.test.ts). Text, email and number widgets of rjsf
 * all draw through BaseInputTemplate, so overriding it styles them all.
 */
export const portalTheme = {
  templates: { FieldTemplate, ObjectFieldTemplate, BaseInputTemplate, ButtonTemplates: { SubmitButton, ...arrayButtons } },
  // A string's format picks the widget of that name: phone numbers get the mask, dates and times typed text.
  fields: formFields,
  widgets: {
    ...formWidgets,
    currency: CurrencyWidget,
    textarea: TextareaWidget,
    TextareaWidget,
    phone: PhoneWidget,
    DateWidget: FormatTextWidget,
    TimeWidget: FormatTextWidget,
    DateTimeWidget: FormatTextWidget,
    datetime: FormatTextWidget,
  },
} satisfies ThemeProps;

export const PortalForm = withTheme(portalTheme);
