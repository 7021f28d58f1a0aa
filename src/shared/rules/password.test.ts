import { describe, expect, it } from 'vitest';
import { newPasswordProblems, passwordProblems, PASSWORD_MESSAGES as M } from './password';

describe('password policy', () => {
  it('accepts 12-100 characters starting with a letter, with upper, lower, digit and a special', () => {
    expect(passwordProblems('Freight!Portal2026')).toEqual([]);
    expect(passwordProblems('aB3' + '['.repeat(9))).toEqual([]);
    expect(passwordProblems('A' + 'b1\\'.repeat(33))).toEqual([]);
  });

  it.each([
    ['Fr!ght2026', M.length],
    ['A' + 'b1!'.repeat(33) + 'x', M.length],
    ['1Freight!Portal', M.letterFirst],
    ['freight!portal2026', M.upper],
    ['FREIGHT!PORTAL2026', M.lower],
    ['Freight!PortalXX', M.digit],
    ['FreightPortal2026', M.special],
    ['Freight@Portal2026', M.special],
  ])('refuses %j: %s', (password, message) => {
    expect(passwordProblems(password)).toEqual([message]);
  });

  it('refuses the username, whatever its case, and an empty password', () => {
    expect(passwordProblems('Customer!2026x', 'customer!2026X')).toEqual([M.username]);
    expect(passwordProblems('')).toEqual([M.required]);
  });

  it('checks the confirmation', () => {
    expect(newPasswordProblems('Freight!Portal2026', 'Freight!Portal2026')).toEqual({ password: [], confirmation: [] });
    expect(newPasswordProblems('Freight!Portal2026', 'Freight!Portal2027').confirmation).toEqual([M.mismatch]);
    expect(newPasswordProblems('Freight!Portal2026', '').confirmation).toEqual([M.required]);
  });
});
