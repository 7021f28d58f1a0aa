import sharp from 'sharp';
import type { ShipmentRow } from '../data/shipments/findShipment';

const esc = (v: string) => v.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A scene as SVG: a trailer's floor with pallets, and a caption band, as a dock camera frames it. */
function freightSvg(s: ShipmentRow, caption: string, width: number, height: number): string {
  const pallets = Math.min(8, Math.max(1, Math.ceil(s.pieces / 3)));
  const boxes = Array.from({ length: pallets }, (_, i) => {
    const x = 60 + (i % 4) * 170;
    const y = 150 + Math.floor(i / 4) * 150;
    return `<rect x="${x}" y="${y + 100}" width="140" height="18" fill="#8b5a2b"/><rect x="${x + 8}" y="${y}" width="124" height="100" fill="#c8a26a" stroke="#6b4a1f" stroke-width="3"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#5f6b73"/><polygon points="0,${height} ${width},${height} ${width - 80},120 80,120" fill="#9aa3a8"/>${boxes}
    <rect y="${height - 60}" width="100%" height="60" fill="#000" opacity="0.6"/>
    <text x="20" y="${height - 24}" font-family="DejaVu Sans, sans-serif" font-size="24" fill="#fff">${esc(caption)}</text></svg>`;
}

/** The freight photo taken at delivery (JPEG). */
export function freightJpeg(s: ShipmentRow): Promise<Buffer> {
  return sharp(Buffer.from(freightSvg(s, `Probill ${s.probill} · ${s.pieces} pcs · ${s.consignee_city}`, 800, 600))).jpeg({ quality: 80 }).toBuffer();
}

/**
 * The dimensioner's scan (TIFF, grey as the scanners write it): two pages, the top view with
 * its measures and the side view with the weight, as dimensioners file one scan per view.
 */
export async function dimensionerTiff(s: ShipmentRow): Promise<Buffer> {
  const d = s.dimensions[0];
  const top = d ? `DIM ${s.probill} · top · ${d.length}×${d.width} ${d.unit}` : `DIM ${s.probill} · top`;
  const side = d ? `DIM ${s.probill} · side · ${d.height} ${d.unit} · ${s.weight} lb` : `DIM ${s.probill} · side · ${s.weight} lb`;
  const pages = await Promise.all([top, side].map((caption) => sharp(Buffer.from(freightSvg(s, caption, 800, 600))).png().toBuffer()));
  return sharp(pages, { join: { animated: true } }).greyscale().tiff({ compression: 'lzw' }).toBuffer();
}
