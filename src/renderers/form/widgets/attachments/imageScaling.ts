/** TIFF is never redrawn (02-business.md §5): browsers cannot draw it. */
export function isTiff(file: { name: string; type: string }): boolean {
  return /^image\/tiff?$/i.test(file.type) || /\.tiff?$/i.test(file.name);
}

/** Whether the browser can redraw it (a picture it decodes): thumbnails and downscaling only apply to these. */
export function isDrawable(file: { name: string; type: string }): boolean {
  return /^image\/(png|jpeg|gif|webp|bmp)$/i.test(file.type) && !isTiff(file);
}

/** The size that fits within max width and height, keeping proportions; never larger than the original. */
export function fitWithin(width: number, height: number, maxWidth = Infinity, maxHeight = Infinity): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function draw(file: Blob, width: number, height: number): Promise<HTMLCanvasElement> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return canvas;
}

/** The image scaled down to fit (the same file when it already fits or cannot be redrawn). */
export async function downscale(file: File, maxWidth?: number, maxHeight?: number): Promise<File> {
  if (!isDrawable(file) || (maxWidth === undefined && maxHeight === undefined)) return file;
  const bitmap = await createImageBitmap(file);
  const size = fitWithin(bitmap.width, bitmap.height, maxWidth, maxHeight);
  const unchanged = size.width === bitmap.width && size.height === bitmap.height;
  bitmap.close();
  if (unchanged) return file;
  const canvas = await draw(file, size.width, size.height);
  const type = /png|gif/i.test(file.type) ? 'image/png' : 'image/jpeg';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  return blob ? new File([blob], file.name, { type }) : file;
}

/** The 30x30 preview of the attachments list (02-business.md §9), as a PNG data URL; none for what cannot be drawn. */
export async function thumbnailOf(file: File): Promise<string | undefined> {
  if (!isDrawable(file) || typeof createImageBitmap !== 'function') return undefined;
  try {
    const bitmap = await createImageBitmap(file);
    const size = fitWithin(bitmap.width, bitmap.height, 30, 30);
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 30;
    // Centred and in proportion, on a transparent square.
    canvas.getContext('2d')!.drawImage(bitmap, (30 - size.width) / 2, (30 - size.height) / 2, size.width, size.height);
    bitmap.close();
    return canvas.toDataURL('image/png');
  } catch {
    return undefined;
  }
}
