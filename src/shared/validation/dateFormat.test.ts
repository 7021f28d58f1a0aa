import { describe, expect, it } from 'vitest';
import { portalFormats } from './formats';

describe('the date format', () => {
  const ok = (s: string) => portalFormats.date!.test(s);
  it('accepts real calendar days only', () => {
    for (const d of ['2030-01-31', '2030-04-30', '2030-02-28', '2028-02-29', '2000-02-29', '1999-12-31']) expect(ok(d), d).toBe(true);
    for (const d of ['2030-02-29', '1900-02-29', '2030-02-30', '2030-04-31', '2030-13-01', '2030-00-10', '2030-1-01', '30-01-01', '2030-01-01x']) expect(ok(d), d).toBe(false);
  });
});
