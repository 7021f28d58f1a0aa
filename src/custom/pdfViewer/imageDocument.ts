/**
 * A JPEG or PNG drawn in the same frame as a PDF page: into a canvas, so that
 * rotation and zoom behave the same for both. 100% is the image's own size.
 */
export function drawImage(image: ImageBitmap, canvas: HTMLCanvasElement, zoom: number, rotation: number): void {
  const turned = rotation === 90 || rotation === 270;
  const width = (turned ? image.height : image.width) * zoom;
  const height = (turned ? image.width : image.height) * zoom;
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.floor(width * ratio);
  canvas.height = Math.floor(height * ratio);
  canvas.style.width = `${Math.floor(width)}px`;
  canvas.style.height = `${Math.floor(height)}px`;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(ratio * zoom, 0, 0, ratio * zoom, 0, 0);
  // Turn about the centre of the turned frame, then draw the image centred on it.
  ctx.translate(width / zoom / 2, height / zoom / 2);
  ctx.rotate((rotation * Math.PI) / 180);
  ctx.drawImage(image, -image.width / 2, -image.height / 2);
}
