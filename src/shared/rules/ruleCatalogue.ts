import { endAfterStart, fromNotAfterTo, notInPast, timeOrder, toWithinFromAndToday } from './dateRules';
import { instructions, pickupDate, readyBeforeClosing } from './pickupRules';
import { accessorials, cube, dimensions, probill, totalCube } from './shipmentRules';
import { ipList, passwordPolicy, passwordsMatch, securityAnswers, sshKey } from './securityRules';
import { pageRanges } from './uploadRules';
import { traceNumbers } from './traceRules';
import { offHours } from './offHoursRule';
import { billTo, productDescription } from './bolRules';
import { reportLimits } from './reportRules';
import type { RuleDefinition } from './ruleTypes';

/**
 * Every rule a request body schema may name in `x-rules`, by name. An entry is
 * `{"rule": "<name>", ...parameters}`; parameters name the fields of the
 * object the entry sits on, e.g. {"rule": "end-after-start", "start": "start_date", "end": "end_date"}.
 */
export const ruleCatalogue: Readonly<Record<string, RuleDefinition>> = {
  'end-after-start': endAfterStart,
  'from-not-after-to': fromNotAfterTo,
  'to-within-from-and-today': toWithinFromAndToday,
  'time-order': timeOrder,
  'not-in-past': notInPast,
  'pickup-date': pickupDate,
  'ready-before-closing': readyBeforeClosing,
  instructions,
  probill,
  dimensions,
  cube,
  'total-cube': totalCube,
  accessorials,
  'password-policy': passwordPolicy,
  'passwords-match': passwordsMatch,
  'security-answers': securityAnswers,
  'ssh-key': sshKey,
  'ip-list': ipList,
  'page-ranges': pageRanges,
  'trace-numbers': traceNumbers,
  'off-hours': offHours,
  'bill-to': billTo,
  'product-description': productDescription,
  'report-limits': reportLimits,
};

export type RuleName = keyof typeof ruleCatalogue;
