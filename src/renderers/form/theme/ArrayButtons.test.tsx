// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { renderWithProviders } from '../../testProviders';
import { PortalForm } from './PortalForm';

// Test-only: a runtime-compiled validator is fine in jsdom; the portal itself loads precompiled ones.
const schema: RJSFSchema = { type: 'object', properties: { groups: { type: 'array', title: 'Groups', items: { type: 'string' } } } };

afterEach(cleanup);

describe('array buttons of the form theme', () => {
  it('say what they do and work: add, then remove an entry', async () => {
    renderWithProviders(<PortalForm schema={schema} validator={validator} formData={{ groups: ['a'] }} />, { lang: 'en' });
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Add' })));
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    await act(async () => void fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0]!));
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('speak French', () => {
    renderWithProviders(<PortalForm schema={schema} validator={validator} formData={{ groups: ['a'] }} />, { lang: 'fr' });
    expect(screen.getByRole('button', { name: 'Ajouter' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retirer' })).toBeTruthy();
  });
});
