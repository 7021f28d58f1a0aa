import type { ReactNode } from 'react';
import { Alert, Box, Heading, HStack, Spinner, Stack } from '@chakra-ui/react';
import { useT } from '../../core/i18n/useT';
import { PortalForm } from './theme/PortalForm';
import type { FormController } from './useFormController';
import { FormResult } from './FormResult';

const NO_CONST_DEFAULTS = { constAsDefaults: 'never' } as const;

/** The form screen's layout: title (with the screen's other intents beside it), whole-form messages and the rjsf form. */
export function FormView({ form, actions, company }: { form: FormController; actions?: ReactNode; company?: string }) {
  const t = useT();
  const { def } = form;
  return (
    <Box as="section" maxW={def.result ? '72rem' : '40rem'}>
      <HStack justify="space-between" align="start" pb="4" wrap="wrap" gap="3">
        <Heading as="h1" size="lg">
          {t(def.title)}
        </Heading>
        {actions}
      </HStack>
      <Stack gap="4">
        {form.formErrors.map((message, i) => (
          <Alert.Root key={i} status="error">
            <Alert.Indicator />
            <Alert.Title>{message}</Alert.Title>
          </Alert.Root>
        ))}
        {!form.schema ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{t('No form schema for {1}', { 1: def.submit })}</Alert.Title>
          </Alert.Root>
        ) : form.loading || !form.validator ? (
          form.loading && <Spinner aria-label={t('Loading')} />
        ) : (
          <PortalForm
            schema={form.schema}
            uiSchema={form.uiSchema}
            formData={form.formData}
            validator={form.validator}
            transformErrors={form.transformErrors}
            customValidate={form.customValidate}
            formContext={form.formContext}
            extraErrors={form.extraErrors}
            liveValidate={form.liveValidate}
            // A const in a body is a rule the answer must meet, never an answer given for the user: a
            // consent (a credit application's or an EFT form's "I authorize") starts unchecked.
            experimental_defaultFormStateBehavior={NO_CONST_DEFAULTS}
            // The spec's messages replace the browser's own bubbles.
            noHtml5Validate
            showErrorList={false}
            focusOnFirstError
            onChange={form.onChange}
            onBlur={form.onBlur}
            onError={form.onError}
            onSubmit={form.onSubmit}
          />
        )}
      </Stack>
      {def.result && form.result && company && <FormResult def={def.result} answer={form.result} company={company} />}
    </Box>
  );
}
