import { passwordProblems, PASSWORD_MESSAGES } from './password';
import { securityProfileProblems, type QuestionAnswer } from './securityAnswer';
import { at, defineRule, FIELD, text } from './ruleTypes';

export const passwordPolicy = defineRule<{
  password: string;
  username?: string;
}>({
  description:
    'The password policy: 12-100 characters, starts with a letter, an upper-case and a lower-case letter, a digit and one of ! % ^ * ( ) _ - + = < > | \\ [ ], not the username (the username field, else the signed-in user).',
  params: { password: FIELD, username: FIELD },
  required: ['password'],
  fields: ['password', 'username'],
  check(target, p, ctx) {
    const password = target[p.password];
    if (typeof password !== 'string') return [];
    const username = (p.username ? text(target[p.username]) : undefined) ?? ctx.username ?? '';
    const [first] = passwordProblems(password, username);
    return first ? [{ pointer: at(p.password), message: first }] : [];
  },
});

export const passwordsMatch = defineRule<{ password: string; confirm: string }>({
  description: 'The confirmation equals the password: "Your passwords don\'t match".',
  params: { password: FIELD, confirm: FIELD },
  required: ['password', 'confirm'],
  fields: ['password', 'confirm'],
  check(target, p) {
    const confirm = target[p.confirm];
    if (typeof confirm !== 'string' || confirm === '') return [];
    return confirm !== target[p.password] ? [{ pointer: at(p.confirm), message: PASSWORD_MESSAGES.mismatch }] : [];
  },
});

/*
 * Reuse is checked here within the set (the browser says it before sending).
 * Answers the user had before are checked by the server alone
 * (src/server/auth/securityProfile.ts): they are stored as argon2 hashes that
 * never leave the server, so the browser has nothing to compare with; the
 * form shows the server's 'A security answer cannot be reused' on the field.
 */
export const securityAnswers = defineRule<{ list: string }>({
  description:
    'A security profile: at least 3 complete question and answer pairs; each answer one word of 4+ characters or words of 3+ each, without repeated or sequential characters, meaningless sequences or words of its question, and no answer twice.',
  params: { list: FIELD },
  required: ['list'],
  fields: ['list'],
  check(target, p) {
    const list = target[p.list];
    if (!Array.isArray(list)) return [];
    const pairs: QuestionAnswer[] = list.map((item) => ({
      question: typeof item?.question === 'string' ? item.question : '',
      answer: typeof item?.answer === 'string' ? item.answer : '',
    }));
    return securityProfileProblems(pairs).map((problem) => ({
      pointer: problem.index < 0 ? at(p.list) : at(p.list, problem.index, problem.field),
      message: problem.message,
    }));
  },
});

const SSH_KEY_TYPES = [
  'ssh-rsa',
  'ssh-dss',
  'ssh-ed25519',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'sk-ssh-ed25519@openssh.com',
  'sk-ecdsa-sha2-nistp256@openssh.com',
];

/**
 * The key type written inside an OpenSSH key's base64 blob (a length-prefixed
 * string), when key material follows it.
 */
function blobKeyType(base64: string): string | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0) return undefined;
  const bytes = atob(base64);
  if (bytes.length < 4) return undefined;
  const length = ((bytes.charCodeAt(0) << 24) | (bytes.charCodeAt(1) << 16) | (bytes.charCodeAt(2) << 8) | bytes.charCodeAt(3)) >>> 0;
  return length < bytes.length - 4 ? bytes.slice(4, 4 + length) : undefined;
}

/** One OpenSSH public key line: type, base64 blob naming the same type, optional comment. */
export function isOpenSshKey(value: string): boolean {
  const [type = '', blob = '', ...comment] = value.trim().split(/[ \t]+/);
  if (!SSH_KEY_TYPES.includes(type) || /[\r\n]/.test(comment.join(' '))) return false;
  return blobKeyType(blob) === type;
}

export const sshKey = defineRule<{ key: string }>({
  description: 'An SSH public key in OpenSSH format (type, base64 key of that type, optional comment).',
  params: { key: FIELD },
  required: ['key'],
  fields: ['key'],
  check(target, p) {
    const key = text(target[p.key]);
    return key && !isOpenSshKey(key)
      ? [
          {
            pointer: at(p.key),
            message: 'An SSH key must be in OpenSSH format',
          },
        ]
      : [];
  },
});

const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${OCTET}(\\.${OCTET}){3}(/(3[0-2]|[12]?\\d))?$`);

export const ipList = defineRule<{ list: string }>({
  description: 'Comma-separated IPv4 addresses, each optionally with a /prefix: the first bad one is named.',
  params: { list: FIELD },
  required: ['list'],
  fields: ['list'],
  check(target, p) {
    const list = text(target[p.list]);
    if (!list) return [];
    const bad = list
      .split(',')
      .map((ip) => ip.trim())
      .find((ip) => !IPV4.test(ip));
    if (bad === undefined) return [];
    return [
      bad === ''
        ? { pointer: at(p.list), message: 'Invalid format' }
        : {
            pointer: at(p.list),
            message: 'Invalid IP address: {1}',
            values: { 1: bad },
          },
    ];
  },
});
