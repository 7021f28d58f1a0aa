import { pdfDocument, type Doc } from './pdfDocument';

const M = 54;
const W = 612 - 2 * M;

/** The claims procedure (S_CLAIMPROC) and the blank claim form (S_CLAIMFORM), in English and French. */
const TEXT = {
  en: {
    procedureTitle: 'Freight claims procedure',
    procedure: [
      ['1. Note the loss or damage', 'Write any shortage or damage on the delivery receipt before signing it, and keep the damaged goods and their packaging for inspection.'],
      ['2. File within nine months', 'File the claim within nine months of the delivery date (for a loss, of the date delivery should have happened): online at File a claim, or with the claim form.'],
      ['3. Send the documents', 'Attach the original invoice of the goods, the bill of lading, the delivery receipt, photographs and repair estimates. Attachments are accepted while the claim is Open, In Progress or Requires Customer Information.'],
      ['4. Processing', 'The claim is acknowledged within 30 days. Claims staff move it to In Progress, and to Requires Customer Information when they need more from you; you are emailed at each change.'],
      ['5. Decision', 'An approved claim is paid, then closed; a declined claim is closed with its reason. Liability is limited as stated in the tariff and the bill of lading.'],
    ],
    formTitle: 'Freight claim form',
    form: ['Claim date', 'Claimant (company)', 'Customer account', 'Address', 'Contact name', 'Telephone', 'Email', 'Probill number', 'Bill of lading number', 'Shipper', 'Consignee', 'Pickup date', 'Delivery date', 'Type of claim (loss, damage, shortage)', 'Description of the goods', 'Description of loss or damage', 'Amount claimed', 'Documents attached'],
    signature: 'Signature of claimant',
    date: 'Date',
    footer: 'Send this form with its documents through the portal (Claims, File a claim) or to your terminal.',
  },
  fr: {
    procedureTitle: 'Procédure de réclamation de marchandises',
    procedure: [
      ['1. Notez la perte ou le dommage', 'Inscrivez tout manquant ou dommage sur le reçu de livraison avant de le signer, et conservez les marchandises endommagées et leur emballage pour inspection.'],
      ['2. Déposez dans les neuf mois', 'Déposez la réclamation dans les neuf mois suivant la date de livraison (pour une perte, la date où la livraison aurait dû avoir lieu) : en ligne à Déposer une réclamation, ou avec le formulaire de réclamation.'],
      ['3. Envoyez les documents', 'Joignez la facture originale des marchandises, le connaissement, le reçu de livraison, des photographies et les estimations de réparation. Les pièces jointes sont acceptées tant que la réclamation est Ouverte, En cours ou Informations du client requises.'],
      ['4. Traitement', 'La réclamation est accusée dans les 30 jours. Le service des réclamations la passe En cours, puis à Informations du client requises s’il lui faut plus de vous ; vous recevez un courriel à chaque changement.'],
      ['5. Décision', 'Une réclamation approuvée est payée, puis fermée ; une réclamation refusée est fermée avec son motif. La responsabilité est limitée selon le tarif et le connaissement.'],
    ],
    formTitle: 'Formulaire de réclamation de marchandises',
    form: ['Date de la réclamation', 'Réclamant (entreprise)', 'Compte client', 'Adresse', 'Nom de la personne-ressource', 'Téléphone', 'Courriel', 'Numéro de connaissement (probill)', 'Numéro du connaissement (BOL)', 'Expéditeur', 'Destinataire', 'Date de cueillette', 'Date de livraison', 'Type de réclamation (perte, dommage, manquant)', 'Description des marchandises', 'Description de la perte ou du dommage', 'Montant réclamé', 'Documents joints'],
    signature: 'Signature du réclamant',
    date: 'Date',
    footer: 'Envoyez ce formulaire et ses documents par le portail (Réclamations, Déposer une réclamation) ou à votre terminal.',
  },
};

export type DocLang = keyof typeof TEXT;

/** The claims procedure, a page of numbered steps (pdfkit, Letter, DejaVu Sans for the accents). */
export function claimProcedurePdf(lang: DocLang): Doc {
  const t = TEXT[lang];
  const doc = pdfDocument(t.procedureTitle);
  doc.addPage({ size: 'LETTER', margin: M });
  doc.font('Bold').fontSize(18).text(t.procedureTitle, M, M, { width: W });
  doc.moveDown(1);
  for (const [heading, body] of t.procedure) {
    doc.font('Bold').fontSize(11).text(heading!, { width: W });
    doc.font('Regular').fontSize(10).text(body!, { width: W });
    doc.moveDown(0.8);
  }
  return doc;
}

/** The blank claim form: a labelled line for each fact of a claim, then the signature. */
export function claimFormPdf(lang: DocLang): Doc {
  const t = TEXT[lang];
  const doc = pdfDocument(t.formTitle);
  doc.addPage({ size: 'LETTER', margin: M });
  doc.font('Bold').fontSize(18).text(t.formTitle, M, M, { width: W });
  let y = M + 40;
  for (const label of t.form) {
    doc.font('Regular').fontSize(9).text(label, M, y, { width: 200 });
    doc.moveTo(M + 210, y + 10).lineTo(M + W, y + 10).lineWidth(0.5).stroke();
    y += 28;
  }
  y += 20;
  doc.text(t.signature, M, y).moveTo(M + 210, y + 10).lineTo(M + 380, y + 10).stroke();
  doc.text(t.date, M + 400, y).moveTo(M + 430, y + 10).lineTo(M + W, y + 10).stroke();
  doc.fontSize(8).text(t.footer, M, y + 40, { width: W });
  return doc;
}
