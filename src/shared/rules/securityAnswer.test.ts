import { describe, expect, it } from 'vitest';
import { ANSWER_MESSAGES as M, answerProblems, securityProfileProblems } from './securityAnswer';

describe('security answers', () => {
  it('accepts one word of 4+ characters or several words of 3+', () => {
    expect(answerProblems('Sudbury', 'In what city were you born?')).toEqual([]);
    expect(answerProblems('Mrs Tremblay', 'Who was your first teacher?')).toEqual([]);
  });

  it.each([
    ['Rex', M.short],
    ['Le Chat', M.short],
    ['Moonnn', M.repeated],
    ['wxyz', M.sequential],
    ['Ab 9876', M.sequential],
    ['qwerty', M.meaningless],
    ['none', M.meaningless],
    ['lkjh', M.meaningless],
  ])('refuses %j: %s', (answer, message) => {
    expect(answerProblems(answer)).toContain(message);
  });

  it('refuses a word of the question, and an over-long answer', () => {
    expect(answerProblems('Blue Sedan', 'What colour was your first sedan?')).toEqual([M.question]);
    expect(answerProblems('a'.repeat(101))).toEqual([M.long]);
  });
});

describe('security profile', () => {
  const q = (question: string, answer: string) => ({ question, answer });
  const good = [
    q('In what city were you born?', 'Sudbury'),
    q('What was your first pet called?', 'Biscuit'),
    q('Who was your first teacher?', 'Madame Leblanc'),
  ];

  it('accepts three complete, distinct, acceptable pairs', () => {
    expect(securityProfileProblems(good)).toEqual([]);
  });

  it('needs at least three, all complete', () => {
    expect(securityProfileProblems(good.slice(0, 2)).map((p) => p.message)).toEqual([M.tooFew]);
    expect(securityProfileProblems([...good.slice(0, 2), q('Favourite book?', '')]).map((p) => p.message)).toEqual([
      M.incomplete,
      M.tooFew,
    ]);
    expect(securityProfileProblems([...good.slice(0, 2), q('', 'Toronto')])).toContainEqual({
      index: 2,
      field: 'question',
      message: M.questionEmpty,
    });
  });

  it('refuses an answer used twice in the set or used before', () => {
    expect(securityProfileProblems([...good.slice(0, 2), q('Favourite city?', ' SUDBURY ')])).toEqual([
      { index: 2, field: 'answer', message: M.reused },
    ]);
    expect(securityProfileProblems(good, new Set(['biscuit']))).toEqual([{ index: 1, field: 'answer', message: M.reused }]);
  });
});
