const pad = (n: number) => String(n).padStart(2, '0');

/** An attachment's UTC timestamp as local time YYYY-MM-DD HH:mm:ss (02-business.md §9). */
export function localTimestamp(utc: string): string {
  const d = new Date(utc);
  if (Number.isNaN(d.getTime())) return utc;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
