/**
 * A formatter of ISO-8601 instants as wall-clock time in one IANA zone
 * ('YYYY-MM-DD HH:mm:ss'), or null for an unknown zone.
 */
export function localTimeFormatter(timeZone: string): ((iso: string) => string) | null {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    });
  } catch {
    return null;
  }
  return (iso) => {
    const t = Date.parse(iso);
    if (Number.isNaN(t)) return iso;
    const p = Object.fromEntries(format.formatToParts(t).map((x) => [x.type, x.value]));
    return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
  };
}
