/**
 * Security questions and answers (02-business.md §5), shared by the browser's
 * forms and the server. An answer is one word of at least 4 characters or
 * several words of at least 3; repeated or sequential characters, meaningless
 * sequences and words of the question are refused, and no answer may be used twice.
 */
export const MIN_SECURITY_QUESTIONS = 3;
export const QUESTION_MAX = 200;
export const ANSWER_MAX = 100;

export const ANSWER_MESSAGES = {
  short: 'Answer is too short: minimum 4 characters, or 3 characters per word',
  long: 'Answer is too long',
  repeated: 'Answer cannot contain repeated characters',
  sequential: 'Answer cannot contain sequential characters',
  meaningless: 'Answer cannot be a meaningless sequence',
  question: 'Answer cannot contain part of the question',
  reused: 'A security answer cannot be reused',
  questionEmpty: 'Question cannot be empty',
  questionLong: 'Question is too long',
  tooFew: 'You must set at least 3 questions and answers',
  incomplete: 'You must set all questions and answers',
} as const;

// Keyboard rows and filler words people type when they do not mean to answer.
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1234567890'];
const FILLERS = new Set([
  'test',
  'none',
  'nothing',
  'answer',
  'password',
  'secret',
  'unknown',
  'blah',
  'asdf',
  'qwerty',
  'abcd',
  'xxxx',
  'null',
  'same',
]);

/** The answer as compared: lower case, single spaces, trimmed. */
export function normaliseAnswer(answer: string): string {
  return answer.trim().toLowerCase().replace(/\s+/g, ' ');
}

function hasRepeats(s: string): boolean {
  return /(.)\1\1/u.test(s.replace(/ /g, ''));
}

/** Four characters in a row that climb or fall by one (abcd, 4321). */
function hasSequence(s: string): boolean {
  const c = s.replace(/ /g, '');
  for (let i = 0; i + 3 < c.length; i++) {
    const d = [1, 2, 3].map((k) => c.charCodeAt(i + k) - c.charCodeAt(i + k - 1));
    if (d.every((x) => x === 1) || d.every((x) => x === -1)) return true;
  }
  return false;
}

function isMeaningless(s: string): boolean {
  const compact = s.replace(/ /g, '');
  if (FILLERS.has(compact)) return true;
  // Four or more keys walked along one keyboard row, either way.
  for (let i = 0; i + 3 < compact.length; i++) {
    const chunk = compact.slice(i, i + 4);
    if (KEYBOARD_ROWS.some((row) => row.includes(chunk) || [...row].reverse().join('').includes(chunk))) return true;
  }
  return false;
}

function sharesQuestionWord(answer: string, question: string): boolean {
  const words = new Set(
    normaliseAnswer(question)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 3),
  );
  return answer.split(/[^\p{L}\p{N}]+/u).some((w) => w.length >= 3 && words.has(w));
}

/** Every rule one answer breaks (empty when acceptable). */
export function answerProblems(answer: string, question = ''): string[] {
  const m = ANSWER_MESSAGES;
  const a = normaliseAnswer(answer);
  if (a.length > ANSWER_MAX) return [m.long];
  const words = a.split(' ').filter(Boolean);
  const problems: string[] = [];
  if (words.length === 0 || (words.length === 1 ? words[0]!.length < 4 : words.some((w) => w.length < 3))) problems.push(m.short);
  if (hasRepeats(a)) problems.push(m.repeated);
  if (hasSequence(a)) problems.push(m.sequential);
  if (isMeaningless(a)) problems.push(m.meaningless);
  if (question && sharesQuestionWord(a, question)) problems.push(m.question);
  return problems;
}

export interface QuestionAnswer {
  question: string;
  answer: string;
}

export interface SetProblem {
  /** Index of the pair, or -1 for the set as a whole. */
  index: number;
  field: 'question' | 'answer' | 'set';
  message: string;
}

/**
 * A whole security profile: at least 3 complete pairs, distinct questions,
 * each answer acceptable and none used twice. `previous` holds answers the
 * user has had before (normalised), which count as reused too.
 */
export function securityProfileProblems(pairs: QuestionAnswer[], previous: ReadonlySet<string> = new Set()): SetProblem[] {
  const m = ANSWER_MESSAGES;
  const problems: SetProblem[] = [];
  if (pairs.some((p) => !p.question.trim() || !p.answer.trim())) problems.push({ index: -1, field: 'set', message: m.incomplete });
  if (pairs.filter((p) => p.question.trim() && p.answer.trim()).length < MIN_SECURITY_QUESTIONS)
    problems.push({ index: -1, field: 'set', message: m.tooFew });
  const seenAnswers = new Set<string>();
  const seenQuestions = new Set<string>();
  pairs.forEach((p, index) => {
    const q = p.question.trim();
    if (!q) problems.push({ index, field: 'question', message: m.questionEmpty });
    else if (q.length > QUESTION_MAX) problems.push({ index, field: 'question', message: m.questionLong });
    else if (seenQuestions.has(q.toLowerCase())) problems.push({ index, field: 'question', message: m.reused });
    seenQuestions.add(q.toLowerCase());
    if (!p.answer.trim()) return;
    for (const message of answerProblems(p.answer, q)) problems.push({ index, field: 'answer', message });
    const a = normaliseAnswer(p.answer);
    if (seenAnswers.has(a) || previous.has(a)) problems.push({ index, field: 'answer', message: m.reused });
    seenAnswers.add(a);
  });
  return problems;
}
