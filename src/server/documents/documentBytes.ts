import type { ShipmentRow } from '../data/shipments/findShipment';
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
 * The bytes of a shipment's image record. Seeded records carry a `demo:{TYPE}:{probill}`
 * key: their document is drawn from the shipment on demand (a million records cost no
 * files). Other keys name a file store entry, which this portal does not hold yet.
 */
export async function documentBytes(storageKey: string, shipment: ShipmentRow): Promise<Buffer | null> {
  const [scheme, type] = storageKey.split(':');
  if (scheme === 'demo' && type && DRAWN[type]) return DRAWN[type](shipment);
  return null;
}
