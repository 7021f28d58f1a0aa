// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UiSchema } from '@rjsf/utils';
import { renderWithProviders } from '../testProviders';
import type { FormDefinition } from './formDefinition';
import { FormScreen } from './FormScreen';
import { loadFormBody, makeCustomValidate, makeTransformErrors } from './formValidator';
import { fillPlaceholders } from '../../shared/validation/messages';
import { applyMask, unmask } from './theme/phoneMask';
import { isInputLocked, pathOfPointer, pathOfProperty } from './lockedInputs';
import claimAdd from '../../../screens/CLAIM-ADD.json';

const request = vi.fn();
vi.mock('../../api/client', () => ({ request: (...args: unknown[]) => request(...args) }));
vi.mock('../../core/notices/notify', () => ({ notify: () => {} }));

beforeEach(() => request.mockReset());
afterEach(cleanup);

const reschedule: FormDefinition = {
  cmid: 'TEST-RESCHEDULE',
  kind: 'form',
  title: 'Reschedule',
  submit: 'POST online_pickup/pickups/{pickup_number}/reschedule',
  uiSchema: {
    pickup_date: { 'ui:title': 'Pickup date' },
    ready_time: { 'ui:title': 'Ready time' },
    closing_time: { 'ui:title': 'Closing time' },
    pickup_instructions: { 'ui:title': 'Instructions', 'ui:options': { counter: true } },
  },
};

const userInfo: FormDefinition = {
  cmid: 'TEST-USERINFO',
  kind: 'form',
  title: 'My information',
  submit: 'PUT users/save_userinfor',
  uiSchema: {
    first_name: { 'ui:title': 'First name' },
    last_name: { 'ui:title': 'Last name' },
    email: { 'ui:title': 'Email' },
    desk_phone: { 'ui:title': 'Desk phone' },
  },
};

async function mount(def: FormDefinition, lang: 'en' | 'fr' = 'en') {
  renderWithProviders(<FormScreen def={def} company="MANITOULIN" path="" />, { lang });
  await screen.findByRole('button', { name: lang === 'fr' ? 'Enregistrer' : 'Save' });
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = (name = 'Save') => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

describe('the form applies the body’s business rules (x-rules) as the server does', () => {
  it('refuses a past pickup date and closing times under an hour after ready, and sends nothing', async () => {
    await mount(reschedule);
    type('Pickup date', '2020-01-06');
    type('Ready time', '09:00');
    type('Closing time', '09:30');
    await submit();
    expect(await screen.findByText('Date cannot be in the past')).toBeTruthy();
    expect(screen.getByText('Times must be at least an hour apart')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it('says it in French', async () => {
    await mount(reschedule, 'fr');
    type('Pickup date', '2020-01-06');
    type('Ready time', '17:00');
    type('Closing time', '09:00');
    await submit('Enregistrer');
    expect(await screen.findByText('La date ne peut pas être dans le passé')).toBeTruthy();
    expect(screen.getByText("L'heure de disponibilité doit être antérieure à l'heure de fermeture")).toBeTruthy();
  });

  it('types dates and times as text under their format, and counts characters', async () => {
    await mount(reschedule);
    expect(input('Pickup date').placeholder).toBe('YYYY-MM-DD');
    expect(input('Pickup date').type).toBe('text');
    expect(input('Ready time').placeholder).toBe('HH:mm');
    type('Ready time', '9h30');
    fireEvent.blur(input('Ready time'));
    expect(await screen.findByText('Time must be in 24hr format')).toBeTruthy();
    expect(screen.getByText('0 / 27')).toBeTruthy();
    type('Instructions', 'Dock 4');
    expect(screen.getByText('6 / 27')).toBeTruthy();
  });
});

describe('telephone input', () => {
  it('shows the mask and keeps the 10 digits', async () => {
    request.mockResolvedValueOnce({});
    await mount(userInfo);
    expect(input('Desk phone').placeholder).toBe('### ### - ####');
    type('First name', 'Ann');
    type('Last name', 'Roy');
    type('Email', 'ann@example.ca');
    type('Desk phone', '(705) 555-1234');
    expect(input('Desk phone').value).toBe('705 555 - 1234');
    await submit();
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(request.mock.calls[0]![1].body).toMatchObject({ desk_phone: '7055551234' });
  });

  it('refuses fewer than 10 digits with the spec message', async () => {
    await mount(userInfo);
    type('Desk phone', '70555');
    expect(input('Desk phone').value).toBe('705 55');
    fireEvent.blur(input('Desk phone'));
    expect(await screen.findByText('Must be a 10 digit number')).toBeTruthy();
  });

  it('masks as it types and unmasks pasted text', () => {
    expect(['', '7', '705', '7055', '705555', '7055551', '7055551234'].map((d) => applyMask(d))).toEqual(['', '7', '705', '705 5', '705 555', '705 555 - 1', '705 555 - 1234']);
    expect(unmask('+1 (705) 555-1234 ext 9')).toBe('1705555123');
    expect(applyMask('4165550000', '(###) ###-####')).toBe('(416) 555-0000');
  });
});

describe('readonly and disabled inputs skip the rules', () => {
  const t = (s: string, v?: Record<string, string | number>) => fillPlaceholders(s, v);
  const errorsOf = async (call: string, id: string, data: object, uiSchema: UiSchema) => {
    const { schema, validator, callId } = (await loadFormBody(call))!;
    expect(callId).toBe(id);
    const { errorSchema } = validator.validateFormData(data, schema, makeCustomValidate(schema, t, () => ({ today: '2026-12-18' })), makeTransformErrors(t), uiSchema);
    return errorSchema as Record<string, { __errors?: string[] }>;
  };
  const bad = { pickup_date: '2020-01-06', ready_time: '25:00', closing_time: '09:00' };

  it('checks every input that can be edited', async () => {
    const errors = await errorsOf('POST online_pickup/pickups/{pickup_number}/reschedule', 'online_pickup.reschedule', bad, {});
    expect(errors.pickup_date?.__errors).toEqual(['Date cannot be in the past']);
    expect(errors.ready_time?.__errors).toEqual(['Time must be in 24hr format']);
  });

  it('leaves readonly and disabled ones alone, schema messages and rules alike', async () => {
    const ui = { pickup_date: { 'ui:readonly': true }, ready_time: { 'ui:disabled': true } };
    const errors = await errorsOf('POST online_pickup/pickups/{pickup_number}/reschedule', 'online_pickup.reschedule', bad, ui);
    expect(errors.pickup_date?.__errors ?? []).toEqual([]);
    expect(errors.ready_time?.__errors ?? []).toEqual([]);
    const wholeForm = await errorsOf('POST online_pickup/pickups/{pickup_number}/reschedule', 'online_pickup.reschedule', bad, { 'ui:readonly': true });
    expect(Object.values(wholeForm).flatMap((e) => e.__errors ?? [])).toEqual([]);
  });

  it('finds the input of an error inside objects and lists', () => {
    const ui = { shipper: { 'ui:options': { readonly: true } }, items: { items: { length: { 'ui:disabled': true } } } };
    expect(isInputLocked(ui, pathOfProperty('.shipper.postal_code'))).toBe(true);
    expect(isInputLocked(ui, pathOfPointer('/items/3/length'))).toBe(true);
    expect(isInputLocked(ui, pathOfPointer('/items/3/width'))).toBe(false);
    expect(isInputLocked(ui, pathOfProperty('probill'))).toBe(false);
    expect(pathOfPointer('/a~1b/c~0d')).toEqual(['a/b', 'c~d']);
  });
});

describe('the reference claim form', () => {
  it('counts the characters of its description (a textarea with a maximum)', async () => {
    renderWithProviders(<FormScreen def={claimAdd as unknown as FormDefinition} company="MANITOULIN" path="" />);
    await screen.findByRole('button', { name: 'Submit claim' });
    expect(screen.getByText('0 / 2000')).toBeTruthy();
  });
});
