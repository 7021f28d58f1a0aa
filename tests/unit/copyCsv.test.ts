import { describe, expect, it } from 'vitest';
import { CrlfRecords } from '../../src/server/export/crlfRecords';
import { copyable, inlineParameters } from '../../src/server/export/csvCopySql';
import { gridSources } from '../../src/server/data/gridSources';

/** Runs the converter over `text` cut into chunks at every given offset. */
function converted(text: string, cuts: number[]): string {
  const bytes = Buffer.from(text, 'utf8');
  const records = new CrlfRecords();
  const bounds = [0, ...cuts, bytes.length];
  return Buffer.concat(bounds.slice(1).map((end, i) => records.convert(bytes.subarray(bounds[i], end)))).toString('utf8');
}

describe("COPY's CSV made the portal's (CRLF records, line breaks inside quoted cells kept)", () => {
  const copied = 'a,"Crate ""B"", dented\nsecond line, é",3\n"",x,\n"\n",y,"z""\n"\nlast,1,2\n';
  const wanted = 'a,"Crate ""B"", dented\nsecond line, é",3\r\n"",x,\r\n"\n",y,"z""\n"\r\nlast,1,2\r\n';

  it('ends records with CRLF and leaves quoted line breaks and escaped quotes alone', () => {
    expect(converted(copied, [])).toBe(wanted);
  });

  it('gives the same bytes whatever the chunks (the quote state crosses chunk boundaries)', () => {
    const length = Buffer.byteLength(copied);
    for (let cut = 1; cut < length; cut++) expect(converted(copied, [cut])).toBe(wanted);
    expect(converted(copied, Array.from({ length: length - 1 }, (_, i) => i + 1))).toBe(wanted);
  });
});

describe('parameters inlined into the COPY statement', () => {
  it('replaces placeholders by literals, never inside quoted text or names', () => {
    const text = `select to_char(x, 'YYYY"T"$1') as "a$2", y from t where c = $1 and n > $2 and b = $3 and s ilike $4 and z = $5`;
    expect(inlineParameters(text, ['MANITOULIN', -5, true, `%o'k\\%`, null])).toBe(
      `select to_char(x, 'YYYY"T"$1') as "a$2", y from t where c = 'MANITOULIN' and n > (-5) and b = true and s ilike  E'%o''k\\\\%' and z = null`,
    );
  });

  it('refuses what it cannot write as a literal', () => {
    expect(() => inlineParameters('select $1', [Number.NaN])).toThrow();
    expect(() => inlineParameters('select $1', [{}])).toThrow();
    expect(() => inlineParameters('select $2', ['a'])).toThrow();
  });
});

describe('which columns COPY may write', () => {
  const source = gridSources.claims!;
  const col = (field: string) => ({ field, label: field, type: source.fields[field]!.type });
  it('takes text, numbers, dates, booleans and stamped date-times of their usual SQL types, never JSON', () => {
    expect(copyable(source, [col('description'), col('created_at')], [25, 1184])).toBe(true);
    expect(copyable(source, [col('description')], [1042])).toBe(true);
    expect(copyable(source, [col('description')], [700])).toBe(false); // float4: JavaScript prints it otherwise
    expect(copyable(source, [col('created_at')], [25])).toBe(false);
    expect(copyable(source, [{ field: 'description', label: 'x', type: 'json' }], [114])).toBe(false);
  });
});
