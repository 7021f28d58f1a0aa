import { ApiError } from '../../api/ApiError';
import type { Intent } from './formDefinition';

/** The messages of 02-business.md §8 and 01-shell.md §6 a form screen shows. */
export const SAVE_ERROR = 'Error adding or editing or deleting record';
export const NO_ACCESS = 'You do not have permissions to access this option';
export const NO_ADD = 'You do not have permission to add record';
export const NO_CHANGE = 'You do not have permission to change selected records';

/** What the user is told when saving or deleting fails other than on fields: the server's 403 is a permission message. */
export function saveFailure(intent: Intent, err: unknown): string {
  if (err instanceof ApiError && err.status === 403) return intent === 'add' ? NO_ADD : NO_CHANGE;
  return SAVE_ERROR;
}
