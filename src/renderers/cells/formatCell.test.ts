import { describe, expect, it } from 'vitest';
import { formatCell, formatLoose, formatPhone } from './formatCell';

const opts = { locale: 'en-US', t: (s: string) => s };

describe('formatCell', () => {
  it('shows dates as sent and datetimes in local YYYY-MM-DD HH:mm', () => {
    expect(formatCell('2024-05-01', 'date', opts).text).toBe('2024-05-01');
    expect(formatCell('2024-05-01T00:00:00Z', 'date', opts).text).toBe('2024-05-01');
    const local = new Date(2024, 4, 1, 9, 5);
    expect(formatCell(local.toISOString(), 'datetime', opts).text).toBe('2024-05-01 09:05');
  });
  it('formats numbers and decimals with the locale', () => {
    expect(formatCell(12000, 'number', opts).text).toBe('12,000');
    expect(formatCell(12.5, 'decimal', { ...opts, decimals: 2 }).text).toBe('12.50');
    expect(formatCell('3', 'decimal', opts).text).toBe('3.00');
    expect(formatCell('abc', 'number', opts).text).toBe('abc');
  });
  it('makes email and phone links', () => {
    expect(formatCell('a@b.ca', 'email', opts)).toEqual({ text: 'a@b.ca', href: 'mailto:a@b.ca' });
    expect(formatPhone('4165551234')).toEqual({ text: '(416) 555-1234', href: 'tel:+14165551234' });
    expect(formatPhone('1-416-555-1234').href).toBe('tel:+14165551234');
    expect(formatPhone('555-1234')).toEqual({ text: '555-1234' });
  });
  it('translates booleans and leaves empty values empty', () => {
    expect(formatCell(true, 'boolean', { ...opts, t: (s) => `[${s}]` }).text).toBe('[Yes]');
    expect(formatCell(false, 'boolean', opts).text).toBe('No');
    expect(formatCell(null, 'number', opts).text).toBe('');
  });
});

describe('formatLoose (values without a cell type, a row\'s details)', () => {
  const fr = { locale: 'fr-CA', t: (s: string) => ({ 'In Progress': 'En cours', Yes: 'Oui' })[s] ?? s };
  it('formats numbers by locale, a fraction with at least two decimals as amounts are', () => {
    expect(formatLoose(534.9, fr)).toBe('534,90');
    expect(formatLoose(1578.21, fr)).toBe('1\u00a0578,21');
    expect(formatLoose(1578.21, opts)).toBe('1,578.21');
    expect(formatLoose(12, fr)).toBe('12');
    expect(formatLoose(0.125, opts)).toBe('0.125');
  });
  it('shows dates as date cells do, translates yes/no and known texts, and leaves the rest as sent', () => {
    expect(formatLoose('2026-09-01', fr)).toBe('2026-09-01');
    expect(formatLoose(true, fr)).toBe('Oui');
    expect(formatLoose('In Progress', fr)).toBe('En cours');
    expect(formatLoose('ST202608-100003', fr)).toBe('ST202608-100003');
    expect(formatLoose('1000000175', fr)).toBe('1000000175');
    expect(formatLoose(null, fr)).toBe('');
  });
});
