const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * PostgreSQL's COPY ends CSV records with LF; the portal's CSV (RFC 4180)
 * ends them with CRLF. This turns each record's LF into CRLF, leaving line
 * breaks inside quoted cells as they are: a LF ends a record exactly when an
 * even number of quotes precede it in the record (an escaped quote is two).
 * UTF-8 never uses these bytes inside a character, so bytes are scanned as
 * they come, chunk by chunk, the quote state carried across chunks.
 */
export class CrlfRecords {
  private quoted = false;

  convert(src: Buffer): Buffer {
    let lines = 0;
    for (let at = src.indexOf(LF); at >= 0; at = src.indexOf(LF, at + 1)) lines++;
    const out = Buffer.allocUnsafe(src.length + lines);
    let o = 0;
    let i = 0;
    let quote = src.indexOf(QUOTE);
    // Copies src[i, end) and moves on.
    const take = (end: number) => {
      o += src.copy(out, o, i, end);
      i = end;
    };
    while (i < src.length) {
      if (this.quoted) {
        if (quote < 0) take(src.length);
        else {
          take(quote + 1);
          this.quoted = false;
          quote = src.indexOf(QUOTE, i);
        }
        continue;
      }
      const lf = src.indexOf(LF, i);
      if (quote >= 0 && (lf < 0 || quote < lf)) {
        take(quote + 1);
        this.quoted = true;
        quote = src.indexOf(QUOTE, i);
      } else if (lf < 0) take(src.length);
      else {
        take(lf);
        out[o++] = CR;
        out[o++] = LF;
        i = lf + 1;
      }
    }
    return out.subarray(0, o);
  }
}
