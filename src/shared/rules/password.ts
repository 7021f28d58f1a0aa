/**
 * The password policy of 02-business.md §5, shared by the browser's forms and
 * the server (which enforces it on every password it stores). Pure functions:
 * the answer is the list of broken rules as English message keys.
 */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 100;
/** The special characters the policy accepts: ! % ^ * ( ) _ - + = < > | \ [ ] */
export const PASSWORD_SPECIALS = '!%^*()_-+=<>|\\[]';

export const PASSWORD_MESSAGES = {
  length: 'Password must be 12 to 100 characters long',
  letterFirst: 'Password must start with a letter',
  upper: 'Password needs an upper-case letter',
  lower: 'Password needs a lower-case letter',
  digit: 'Password needs a digit',
  special: 'Password needs one of the special characters ! % ^ * ( ) _ - + = < > | \\ [ ]',
  username: 'Password cannot be the username',
  mismatch: "Your passwords don't match",
  required: 'Field is required',
} as const;

/** Every rule the password breaks, in a stable order; empty when it is acceptable. */
export function passwordProblems(password: string, username = ''): string[] {
  const m = PASSWORD_MESSAGES;
  if (!password) return [m.required];
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) problems.push(m.length);
  if (!/^[A-Za-z]/.test(password)) problems.push(m.letterFirst);
  if (!/[A-Z]/.test(password)) problems.push(m.upper);
  if (!/[a-z]/.test(password)) problems.push(m.lower);
  if (!/[0-9]/.test(password)) problems.push(m.digit);
  if (![...password].some((c) => PASSWORD_SPECIALS.includes(c))) problems.push(m.special);
  if (username && password.trim().toLowerCase() === username.trim().toLowerCase()) problems.push(m.username);
  return problems;
}

/** The password and its confirmation: both required, equal, and the password within the policy. */
export function newPasswordProblems(password: string, confirmation: string, username = ''): { password: string[]; confirmation: string[] } {
  const confirmationProblems = !confirmation ? [PASSWORD_MESSAGES.required] : confirmation !== password ? [PASSWORD_MESSAGES.mismatch] : [];
  return {
    password: passwordProblems(password, username),
    confirmation: confirmationProblems,
  };
}
