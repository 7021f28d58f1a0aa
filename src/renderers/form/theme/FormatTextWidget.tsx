import type { WidgetProps } from '@rjsf/utils';

/** The placeholder of each text format (02-business.md §5): the format the user must type. */
export const FORMAT_PLACEHOLDERS: Record<string, string> = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm',
  'date-time': 'YYYY-MM-DD HH:mm',
  time: 'HH:mm',
};

/**
 * Dates and times are typed as text in the spec's formats, with the format as
 * placeholder: a browser date picker would write its own format (and rjsf's
 * date-time widget converts to UTC), and the user must be able to see the
 * 'Invalid date format' and 'Time must be in 24hr format' messages.
 */
export function FormatTextWidget(props: WidgetProps) {
  const { BaseInputTemplate } = props.registry.templates;
  const format = typeof props.schema.format === 'string' ? props.schema.format : '';
  return <BaseInputTemplate {...props} type="text" placeholder={props.placeholder || FORMAT_PLACEHOLDERS[format] || ''} />;
}
