import type { FieldMessage } from '../shared/validation/messages';
import { serverMessage, type Lang } from './serverMessages';

/**
 * The server's one coded error catalogue. Every refusal a client can see is
 * one of these: its status and English message (answered in the caller's
 * language). The code is the stable part of the wire (00-contracts.md §4):
 * clients decide on it, never on the text. Codes are upper-case identifiers;
 * once published, a code keeps its meaning.
 */
export const errorCatalogue = {
  VALIDATION: { status: 400, message: 'Validation failed' },
  MALFORMED_BODY: { status: 400, message: 'Malformed request body' },
  NESTING_TOO_DEEP: { status: 400, message: 'The request nests deeper than {1} levels' },
  BAD_REQUEST: { status: 400, message: 'Bad request' },
  BAD_CREDENTIALS: { status: 401, message: 'Invalid username or password entered' },
  ACCOUNT_LOCKED: { status: 401, message: 'Your account is locked. Please contact your administrator.' },
  UNAUTHENTICATED: { status: 401, message: 'Authorization error!' },
  FORBIDDEN: { status: 403, message: 'You do not have permissions to access this option' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  UNKNOWN_CALL: { status: 404, message: 'No defined API matching {1}' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Method not allowed' },
  BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  SCREEN_INVALID: { status: 422, message: 'Screen definition {1} is invalid' },
  WRONG_COMPANY: { status: 403, message: 'This session belongs to another company' },
  NEW_PASSWORD_REQUIRED: { status: 403, message: 'A new password is required' },
  SWITCH_USER_REFUSED: { status: 403, message: 'You cannot switch to this user' },
  ACCOUNT_NOT_ALLOWED: { status: 403, message: 'Unable to modify selected account' },
  WRONG_PASSWORD: { status: 400, message: 'The current password is not correct' },
  USER_EXISTS: { status: 409, message: 'User already exists' },
  SECURITY_PROFILE_MISSING: { status: 404, message: "Sorry, we couldn't find enough security questions in user profile" },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Too many attempts. Please try again later.' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many requests. Please try again later.' },
  RESET_TOKEN_INVALID: { status: 400, message: 'Verification failed' },
  LEGACY_SESSION_INVALID: { status: 401, message: 'Your session is no longer active. Please log in again.' },
  OIDC_ONE_SOURCE: { status: 409, message: 'Secondary sign-on is already engaged for another source' },
  NOT_ACTIVE: { status: 403, message: 'Your account is not active yet' },
  PUSHREPORT_LIST_DENIED: { status: 403, message: 'Cannot view push report list' },
  EXPORTS_BUSY: { status: 503, message: 'Too many exports are running. Please try again in a moment.' },
  PUSHREPORT_CANNOT_CREATE: { status: 400, message: 'This pushreport cannot be created' },
  // The job queue's administration (issue 16): only a failed job is queued again.
  JOB_NOT_FAILED: { status: 409, message: 'Only a failed job can be retried' },
  CLAIM_ATTACHMENTS_CLOSED: { status: 409, message: 'Claim attachments only allowed when status is Open, In Progress, or Requires Customer Information' },
  EMAIL_NOT_SENT: { status: 502, message: 'Unable to send the email' },
  NO_PERMISSION_ADD: { status: 403, message: 'You do not have permission to add record' },
  NOT_COMPANY_ADMIN: { status: 403, message: 'You have not been allocated as the Administrator for your Company' },
  NO_PERMISSION_CHANGE: { status: 403, message: 'You do not have permission to change selected records' },
  NO_PERMISSION_DELETE_NOTICE: { status: 403, message: 'You do not have permission to delete this notice!' },
  COMPANY_IN_USE: { status: 409, message: 'Company is in use' },
  CUSTOMER_IN_USE: { status: 409, message: 'Customer is in use' },
  // User administration (01-shell.md §2.5): an administrator never removes or locks themselves out.
  CANNOT_DELETE_SELF: { status: 409, message: 'You cannot delete your own user' },
  CANNOT_LOCK_SELF: { status: 409, message: 'You cannot lock your own user' },
  USER_IN_USE: { status: 409, message: 'User is in use' },
  USER_TYPE_IN_USE: { status: 409, message: 'User type is in use' },
  USER_TYPE_BUILTIN: { status: 409, message: 'Built-in user types cannot be removed' },
  // Menu administration (02-business.md §5): children go before their parent.
  MENU_CHILDREN_FIRST: { status: 409, message: 'Sub menu items and command items must be removed before the parent' },
  GROUP_HAS_USERS: { status: 409, message: 'Users of this menu group must be moved before it is removed' },
  // Tracing (02-business.md §8): another account's shipment is answered exactly as one that does not exist.
  PROBILL_NOT_FOUND: { status: 404, message: 'Number not found or customer is not allowed to view the probill' },
  NO_POD: { status: 404, message: 'No POD found for that probill' },
  IMAGE_NOT_FOUND: { status: 404, message: 'No image found for this Probill' },
  // A lookup number none of the caller's shipments carries (another account's alike).
  LOOKUP_NOT_FOUND: { status: 404, message: 'No probill associated with lookup number' },
  // Online quoting (02-business.md §6, §9): the limited-access account's 5 quotes per 24 hours, a requote of a quote not there.
  QUOTE_DAILY_LIMIT: { status: 429, message: 'You have reached your daily limit of rate quotes...' },
  REQUOTE_NOT_FOUND: { status: 404, message: 'Could not get quote data for requote.' },
  // Skeleton (prospect) accounts: one that quoted keeps its quotes' history, so it is closed rather than removed.
  SKELETON_ACCOUNT_IN_USE: { status: 409, message: 'Skeleton account is in use' },
  // Bills of lading and pickups (issue 14): a finalised BOL is a document, no longer a draft.
  BOL_NOT_DRAFT: { status: 409, message: 'This bill of lading is finalized and cannot be changed' },
  BOL_NOT_FINALIZED: { status: 409, message: 'Finalize the bill of lading first' },
  BOL_FINALIZE_FAILED: { status: 422, message: 'Error Finalizing BOL' },
  // A rapid-BOL prospect whose skeleton account staff have not allowed bills of lading (RBOL-SKACC-MANAGE).
  RAPID_BOL_NOT_ALLOWED: { status: 403, message: 'Your account is not yet allowed to make bills of lading. Please contact us to have them turned on.' },
  PICKUP_NOT_FOUND: { status: 404, message: 'Error: No match found for pickup number' },
  PICKUP_CLOSED: { status: 409, message: 'This pickup can no longer be changed' },
  // Document library (02-business.md §8): a library whose policy turns uploads off.
  UPLOAD_DISABLED: { status: 403, message: 'File upload is disabled' },
  NOT_IMPLEMENTED: { status: 501, message: 'This call is not available yet: {1}' },
  INTERNAL: { status: 500, message: 'Unexpected error' },
  // A page of the browser app asked for before `npm run build` made it.
  APP_NOT_BUILT: { status: 503, message: 'The portal is not built yet: run npm run build (npm start does it).' },
  // Database faults (README, Reliability and security): the database is away (503, Retry-After), nothing was
  // written; a write whose commit the database never confirmed (504: it may be there, so not "failed");
  // the database answers but this server's migrations are not all applied yet (503, readiness).
  DATABASE_UNAVAILABLE: { status: 503, message: 'The service is temporarily unavailable. Please try again in a moment.' },
  WRITE_OUTCOME_UNKNOWN: { status: 504, message: 'The database did not confirm this change: it may or may not have been saved. Check before trying again.' },
  MIGRATIONS_PENDING: { status: 503, message: 'The portal is being updated. Please try again in a moment.' },
  // The document store (a bucket, FILE_STORE=s3) cannot be reached: nothing was kept, trying again is safe (503, Retry-After).
  FILE_STORE_UNAVAILABLE: { status: 503, message: 'Documents cannot be stored or read right now. Please try again in a moment.' },
  // Disputes and claims processing (issue 15 points 3 and 6): the state machines of README "Disputes" and "Claims processing".
  DISPUTE_EXISTS: { status: 409, message: 'This invoice is already disputed' },
  DISPUTE_STATE: { status: 409, message: "The dispute's status does not allow this action" },
  DISPUTE_RESOLVED: { status: 409, message: 'This dispute is resolved and can no longer be changed' },
  FORM_STATE: { status: 409, message: "The form's status does not allow this action" },
  FORM_DECIDED: { status: 409, message: 'This form is already decided and can no longer be changed' },
  CLAIM_STATUS_NOT_ALLOWED: { status: 409, message: "The claim's status does not allow this change" },
  // Collections (issue 15 point 4): an account outside the caller's credit scope (another company's, another sales code's), a code used twice.
  AR_ACCOUNT_NOT_FOUND: { status: 404, message: 'Account not found' },
  AR_CODE_EXISTS: { status: 409, message: 'This code is already in the table' },
  AR_ACTION_CLOSED: { status: 409, message: 'This action is already closed' },
  // Billing administration (issue 15 point 5): an exit condition not there (in the caller's company), in the spec's words (02-business.md §8).
  EXIT_NOT_FOUND: { status: 404, message: 'Error: Could not find a request or exit condition by id' },
  REPORT_DELETE_DENIED: { status: 403, message: 'Company reports can be removed only by an administrator or the original creator' },
  REPORT_EDIT_DENIED: { status: 403, message: 'Company reports can be changed only by an administrator or the original creator' },
  TEMPLATE_DELETE_DENIED: { status: 403, message: "Deleting a report template is allowed only to administrators or the template's creator" },
  TEMPLATE_EDIT_DENIED: { status: 403, message: 'Company templates can be edited only by their creator' },
  GENERAL_REPORT_DENIED: { status: 403, message: 'General reports can be saved only by employees and administrators' },
  // Custom report requests (Admin_CustomRptReq): New -> In progress -> Completed or Rejected, the two ends final.
  REPORT_REQUEST_MOVE_NOT_ALLOWED: { status: 409, message: 'A request moves from New to In progress, then to Completed or Rejected' },
  REPORT_REQUEST_CLOSED: { status: 409, message: 'A completed or rejected request can no longer be changed' },
  REPORT_INACTIVE: { status: 409, message: 'This report is inactive: make it active to send it' },
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

/** The pinned error shape (00-contracts.md §4). */
export interface ErrorBody {
  code: ErrorCode;
  detail: string;
  errors?: { pointer: string; message: string }[];
}

export class AppError extends Error {
  readonly status: number;
  /** Seconds the caller should wait before trying again (Retry-After of a 429 or 503). */
  retryAfter?: number;
  constructor(
    readonly code: ErrorCode,
    readonly values?: Record<string, string | number>,
    readonly errors?: FieldMessage[],
    options?: ErrorOptions,
  ) {
    super(serverMessage(errorCatalogue[code].message, 'en', values), options);
    this.status = errorCatalogue[code].status;
  }

  /** The pinned wire shape (00-contracts.md §4), in the caller's language. */
  toBody(lang: Lang = 'en'): ErrorBody {
    const detail = serverMessage(errorCatalogue[this.code].message, lang, this.values);
    return this.errors?.length
      ? { code: this.code, detail, errors: this.errors.map((e) => ({ pointer: e.pointer, message: serverMessage(e.message, lang, e.values) })) }
      : { code: this.code, detail };
  }
}

/** A 400 about fields: one message per JSON pointer. */
export function validationError(errors: FieldMessage[]): AppError {
  return new AppError('VALIDATION', undefined, errors);
}
