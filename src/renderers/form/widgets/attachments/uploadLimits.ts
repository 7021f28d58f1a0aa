/** The uploader's default (02-business.md §5 Uploads): pdf and any image. */
export const DEFAULT_ACCEPT = 'application/pdf,image/*';

/** The limit of EDI and feature-request attachments (02-business.md §9): 25 MB. */
export const ATTACHMENT_LIMIT_25MB = 25 * 1024 * 1024;

export const SIZE_OVER_LIMIT = 'File size is over limit';

/** Whether a file matches an input accept list ('application/pdf,image/*,.tif'). */
export function accepts(file: { name: string; type: string }, accept = DEFAULT_ACCEPT): boolean {
  return accept.split(',').some((raw) => {
    const rule = raw.trim().toLowerCase();
    if (!rule) return false;
    if (rule.startsWith('.')) return file.name.toLowerCase().endsWith(rule);
    if (rule.endsWith('/*')) return file.type.toLowerCase().startsWith(rule.slice(0, -1));
    return file.type.toLowerCase() === rule;
  });
}

/** A selection within the per-file and total limits (no limit when left out, the spec's default). */
export function withinLimits(files: readonly { size: number }[], maxFileSize?: number, maxTotalSize?: number): boolean {
  if (maxFileSize !== undefined && files.some((f) => f.size > maxFileSize)) return false;
  const total = files.reduce((sum, f) => sum + f.size, 0);
  return maxTotalSize === undefined || total <= maxTotalSize;
}

/** Sizes as people read them: Bytes, KB, MB, GB, TB in steps of 1024 (02-business.md §9). */
export function formatSize(bytes: number): string {
  const units = ['Bytes', 'KB', 'MB', 'GB', 'TB'];
  let n = bytes;
  let i = 0;
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024;
    i++;
  }
  return `${i === 0 ? n : n.toFixed(1)} ${units[i]}`;
}
