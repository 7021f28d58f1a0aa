import type { FamilyHandlers } from '../Handler';
import { scoped } from '../Handler';
import { AppError } from '../../errors';
import { traceShipments } from '../../data/shipments/traceShipments';
import { shipmentDetail } from '../../data/shipments/shipmentDetail';
import { shipmentImage, shipmentImages, shipmentPod } from '../../data/shipments/shipmentImages';
import { publicTrace } from '../../data/shipments/publicTrace';
import { callerEmail } from '../../data/shipments/callerEmail';
import { documentBytes } from '../../documents/documentBytes';
import { displayable } from '../../documents/displayable';
import { imagesPdf, imagesZip } from '../../documents/imagesBundle';
import { lookupShipments } from '../../data/shipments/lookupShipments';
import { imagesToDownload } from '../../data/shipments/imagesToDownload';
import { recordShipmentEvent } from '../../data/shipments/recordShipmentEvent';
import { recordShipmentImage } from '../../data/shipments/recordShipmentImage';
import { openSource } from '../../documents/sourceDocument';
import { emailRef, noticeRefs, queueMailJobs } from '../../jobs/mailJobs';
import { queueAsnJobs } from '../../jobs/asnJobs';
import { portalBase } from '../../mail/portalLink';
import { queueEmail } from '../../email/queueEmail';
import { sniffedType } from '../../sniffedType';
import { acceptedFiles, attachmentDisposition, cleanFileName } from '../claims/attachmentFiles';

/** The company a signed-out page names (its brand), as the browser sends it. */
const brandOf = (raw: unknown) => (typeof raw === 'string' && /^[A-Za-z]{1,30}$/.test(raw) ? raw.toUpperCase() : null);

/**
 * Tracing (issue 13): by every kind of number, up to 50 at once; one shipment in
 * full; its images; the public trace. The scope of the data layer decides whose
 * shipments a caller reaches; the handlers only name the kind of number.
 */
export const probillHandlers: FamilyHandlers<'probill'> = {
  'probill.multitrace': async (ctx) => traceShipments(scoped(ctx), { kind: ctx.body.kind, numbers: ctx.body.numbers, partnerCarrier: ctx.body.partner_carrier }),
  'probill.by_number': async (ctx) => traceShipments(scoped(ctx), { kind: 'probill', numbers: ctx.body.numbers }),
  'probill.by_interline': async (ctx) => traceShipments(scoped(ctx), { kind: 'interline', numbers: ctx.body.numbers, partnerCarrier: ctx.body.partner_carrier }),
  'probill.by_reference': async (ctx) =>
    traceShipments(scoped(ctx), { kind: 'lookup', numbers: ctx.body.numbers, from: ctx.body.date_from, to: ctx.body.date_to }),
  'probill.by_pickup_number': async (ctx) => traceShipments(scoped(ctx), { kind: ctx.query.interline ? 'interline' : 'pickup', numbers: ctx.query.pickup_number }),
  'probill.get': async (ctx) => shipmentDetail(scoped(ctx), ctx.params.probill),
  'probill.public_trace': async (ctx) => publicTrace(ctx.db, ctx.body.probill, brandOf(ctx.request.headers.company)),
  'probill.images': async (ctx) => shipmentImages(scoped(ctx), ctx.params.probill),
  'probill.image': async (ctx) => {
    const { shipment, image } = await shipmentImage(scoped(ctx), ctx.params.probill, ctx.params.image_id);
    let bytes = await documentBytes(image.storage_key, shipment, ctx.files);
    if (!bytes) throw new AppError('IMAGE_NOT_FOUND');
    let name = image.file_name;
    // Browsers draw no TIFF: the viewer asks for it as a PDF of all its pages, made here.
    if (ctx.query.format === 'display' && (await sniffedType(bytes)) === 'image/tiff') {
      bytes = Buffer.from((await displayable(bytes, 'image/tiff')).data);
      name = name.replace(/\.tiff?$/i, '') + '.pdf';
    }
    // Served as what its bytes are and always as an attachment: the viewer draws it, never the browser in the portal's origin.
    const type = (await sniffedType(bytes)) ?? 'application/octet-stream';
    return ctx.reply.header('content-type', type).header('content-disposition', attachmentDisposition(name)).send(bytes);
  },
  'probill.lookup': async (ctx) => lookupShipments(scoped(ctx), ctx.query),
  'probill.images_download': async (ctx) => {
    const found = await imagesToDownload(scoped(ctx), ctx.body.probills, ctx.body.types);
    const files = [];
    for (const { shipment, image } of found) {
      const data = await documentBytes(image.storage_key, shipment, ctx.files);
      if (data) files.push({ name: `${shipment.probill}/${image.id}-${image.file_name.replace(/^\d{10}-/, '')}`, data });
    }
    if (!files.length) throw new AppError('IMAGE_NOT_FOUND');
    const pdf = ctx.body.output === 'pdf';
    const bytes = pdf ? await imagesPdf(files) : await imagesZip(files);
    return ctx.reply
      .header('content-type', pdf ? 'application/pdf' : 'application/zip')
      .header('content-disposition', attachmentDisposition(`shipment-images.${ctx.body.output}`))
      .send(Buffer.from(bytes));
  },
  'probill.add_event': async (ctx) => {
    const { outbox, asn, ...recorded } = await recordShipmentEvent(scoped(ctx), ctx.params.probill, ctx.body, portalBase(ctx.request));
    // Queued for delivery only now that the event and its outbox rows are committed together.
    await queueMailJobs(ctx.jobs, noticeRefs(outbox));
    await queueAsnJobs(ctx.jobs, asn);
    return recorded;
  },
  'probill.add_image': async (ctx) => {
    const [file] = acceptedFiles(ctx.request.files);
    // Opened to count its pages, and so an unreadable file is refused before it is kept.
    const source = await openSource(file!.data, file!.contentType);
    const pages = source.pageCount;
    await source.close();
    const image = { type: ctx.body.type, data: file!.data, fileName: cleanFileName(file!.fileName), pages };
    const { outbox, ...recorded } = await recordShipmentImage(scoped(ctx), ctx.files, ctx.params.probill, image, portalBase(ctx.request));
    // Queued for delivery only now that the image and its outbox rows are committed together.
    await queueMailJobs(ctx.jobs, noticeRefs(outbox));
    return recorded;
  },
  'probill.pod_email': async (ctx) => {
    const rows = scoped(ctx);
    const { shipment, podId } = await shipmentPod(rows, ctx.params.probill);
    const to = await callerEmail(rows);
    const link = `/${rows.caller.company}/pages/SHOWIMG/${shipment.probill}/${podId}/display`;
    const email = await queueEmail(rows, {
      subject: `Proof of delivery for probill ${shipment.probill}`,
      content: `<p>The proof of delivery of probill <b>${shipment.probill}</b> (delivered ${shipment.delivery_date ?? ''}, signed by ${shipment.signed_by ?? '—'}) is in the portal: <a href="${link}">${link}</a> (sign-in required).</p>`,
      to: [to],
    });
    // Delivered by the mail job, retried while the mail server is away: the request does not wait on SMTP.
    await queueMailJobs(ctx.jobs, [emailRef(email.id)]);
    return { status: 'queued' as const, message: 'Email queued' };
  },
};
