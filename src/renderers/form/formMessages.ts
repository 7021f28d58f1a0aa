import { ApiError } from '../../api/ApiError';
import type { Intent } from './formDefinition';

/** The messages of 02-business.md §8 and 01-shell.md §6 a form screen shows. */
export const SAVE_ERROR = 'Error adding or editing or deleting record';
export const NO_ACCESS = 'You do not have permissions to access this option';
export const NO_ADD = 'You do not have permission to add record';
export const NO_CHANGE = 'You do not have permission to change selected records';
export const NOT_COMPANY_ADMIN = 'You have not been allocated as the Administrator for your Company';

/**
 * What the user is told when saving or deleting fails other than on fields: the server's 403 is a
 * permission message, the company-administrator one when the server's code says so, else the
 * intent's. Decided on the code, never on the detail, which the server answers in the user's language.
 */
export function saveFailure(intent: Intent, err: unknown): string {
  if (err instanceof ApiError && err.status === 403) {
    if (err.code === 'NOT_COMPANY_ADMIN') return NOT_COMPANY_ADMIN;
    return intent === 'add' ? NO_ADD : NO_CHANGE;
  }
  return SAVE_ERROR;
}
