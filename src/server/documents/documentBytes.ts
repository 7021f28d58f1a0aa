import type { ShipmentRow } from '../data/shipments/findShipment';
import type { FileStore } from '../files/FileStore';
import { bolPdf, customsPdf, podPdf } from './shipmentPdfs';
import { dimensionerTiff, freightJpeg } from './shipmentImages';

const DRAWN: Record<string, (s: ShipmentRow) => Promise<Buffer>> = {
  POD: podPdf,
  EPOD: podPdf,
  BOL: bolPdf,
  CUSTOMS: customsPdf,
  FREIGHT: freightJpeg,
  DIMENSIONER: dimensionerTiff,
};

/**
 * The bytes of a shipment's image record: a file store key names a stored file (the
 * demo customers' latest documents, storeDemoDocuments); a `demo:{TYPE}:{probill}` key
 * a document drawn from the shipment on demand (so a million seeded records cost no files).
 */
export async function documentBytes(storageKey: string, shipment: ShipmentRow, files?: FileStore): Promise<Buffer | null> {
  const [scheme, type] = storageKey.split(':');
  if (scheme === 'demo') return type && DRAWN[type] ? DRAWN[type](shipment) : null;
  return files ? files.get(storageKey) : null;
}
