import { describe, expect, it } from 'vitest';
import { formatCell, formatPhone } from './formatCell';

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
