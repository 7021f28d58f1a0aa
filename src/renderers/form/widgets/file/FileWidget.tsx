import { useRef, useState } from 'react';
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../../../../core/i18n/useT';
import type { PortalFormContext } from '../../theme/formContext';
import { formatSize } from '../attachments/uploadLimits';
import { boundsHint, fileBounds, fileProblem, type FileOptions } from './fileChoice';

/**
 * A file field of a multipart form (a body property marked x-file, or ui:widget "file"): one
 * file, held to the call's upload bounds (types and size, narrowed by ui:options accept and
 * maxBytes) when chosen. The form data holds the file's name, so `required` and the server's
 * answers on the field behave as on any field; the file itself waits in the form's chosen files
 * until the controller sends the form as multipart/form-data.
 */
export function FileWidget({ id, name, value, disabled, readonly, options, registry, onChange, onBlur }: WidgetProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const context = registry.formContext as Partial<PortalFormContext>;
  const bounds = fileBounds(context.upload, options as FileOptions);
  const hint = boundsHint(bounds, t('or'));
  const chosen = context.files?.get(name);

  const choose = (file: File | undefined) => {
    const fault = file ? fileProblem(file, bounds) : null;
    setProblem(fault);
    if (file && !fault) context.files?.set(name, file);
    else {
      context.files?.delete(name);
      // A refused choice is dropped, as the uploader drops it (02-business.md §5 Uploads).
      if (input.current) input.current.value = '';
    }
    onChange(file && !fault ? file.name : undefined);
  };
  const remove = () => {
    setProblem(null);
    context.files?.delete(name);
    if (input.current) input.current.value = '';
    onChange(undefined);
  };

  return (
    <Stack gap="1">
      <Input
        ref={input}
        id={id}
        name={id}
        type="file"
        accept={bounds.types.join(',')}
        disabled={disabled || readonly}
        aria-describedby={`${id}__hint`}
        pt="1.5"
        onChange={(e) => choose(e.target.files?.[0])}
        onBlur={() => onBlur(id, value)}
      />
      <Text id={`${id}__hint`} fontSize="sm" color="fg.muted">
        {t('Accepted: {1}; at most {2}', { 1: hint.types, 2: hint.size })}
      </Text>
      {value && (
        <HStack gap="2" data-testid={`${id}__chosen`}>
          <Text fontSize="sm">{chosen ? `${chosen.name} (${formatSize(chosen.size)})` : String(value)}</Text>
          {!disabled && !readonly && (
            <Button size="xs" variant="outline" onClick={remove}>
              {t('Remove file')}
            </Button>
          )}
        </HStack>
      )}
      {problem && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {t(problem)}
        </Text>
      )}
    </Stack>
  );
}
