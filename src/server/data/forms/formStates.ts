import type { FormStatus } from '../../db/schemaForms';

/** What staff may do with a form sent in, and from which statuses (README, Registration and credit application). */
export type FormAction = 'review' | 'approve' | 'reject';

export const FORM_TRANSITIONS: Record<FormAction, { from: FormStatus[]; to: FormStatus; label: string }> = {
  review: { from: ['Submitted'], to: 'In Review', label: 'Taken into review' },
  approve: { from: ['Submitted', 'In Review'], to: 'Approved', label: 'Approved' },
  reject: { from: ['Submitted', 'In Review'], to: 'Rejected', label: 'Rejected' },
};

/** A decided form (approved or rejected) is final. */
export const isDecided = (status: FormStatus) => status === 'Approved' || status === 'Rejected';

/** The status an action leads to from `status`, or null when the machine does not allow it. */
export function nextFormStatus(status: FormStatus, action: FormAction): FormStatus | null {
  const t = FORM_TRANSITIONS[action];
  return t.from.includes(status) ? t.to : null;
}
