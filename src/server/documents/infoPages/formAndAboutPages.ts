import type { InfoPage } from './InfoPage';

/** The four blank forms (Forms_1 … Forms_4) and the two brands' About pages, English and French. */
export const formAndAboutPages: Record<string, InfoPage> = {
  Forms_1: {
    file: 'credit-application',
    en: { title: 'Credit application', intro: 'Complete, sign and send to the credit department to open an account on 30-day terms.', sections: [{ heading: 'Company', fields: ['Legal name', 'Operating name', 'Address', 'City, province, postal code', 'Phone', 'Accounts payable email', 'GST/HST number'] }, { heading: 'References', fields: ['Bank and branch', 'Trade reference 1', 'Trade reference 2'] }, { heading: 'Signature', fields: ['Name and title', 'Signature', 'Date'] }] },
    fr: { title: 'Demande de crédit', intro: 'Remplissez, signez et envoyez au service du crédit pour ouvrir un compte à 30 jours.', sections: [{ heading: 'Entreprise', fields: ['Raison sociale', 'Nom commercial', 'Adresse', 'Ville, province, code postal', 'Téléphone', 'Courriel des comptes fournisseurs', 'Numéro de TPS/TVH'] }, { heading: 'Références', fields: ['Banque et succursale', 'Référence commerciale 1', 'Référence commerciale 2'] }, { heading: 'Signature', fields: ['Nom et titre', 'Signature', 'Date'] }] },
  },
  Forms_2: {
    file: 'concealed-damage-inspection-request',
    en: { title: 'Concealed damage inspection request', intro: 'Request an inspection within 15 days of delivery when damage is found after unpacking. Keep the freight and its packaging.', sections: [{ heading: 'Shipment', fields: ['Probill number', 'Delivery date', 'Consignee', 'Contact name and phone'] }, { heading: 'Damage', fields: ['Items damaged', 'Description of the damage', 'Where the freight can be inspected'] }] },
    fr: { title: 'Demande d’inspection de dommages cachés', intro: 'Demandez une inspection dans les 15 jours de la livraison lorsque des dommages sont découverts au déballage. Conservez la marchandise et son emballage.', sections: [{ heading: 'Expédition', fields: ['Numéro de connaissement', 'Date de livraison', 'Destinataire', 'Nom et téléphone de la personne-ressource'] }, { heading: 'Dommages', fields: ['Articles endommagés', 'Description des dommages', 'Lieu où la marchandise peut être inspectée'] }] },
  },
  Forms_3: {
    file: 'short-form-bill-of-lading',
    en: { title: 'Straight bill of lading (short form)', intro: 'For shippers without the portal’s bill of lading. One form per shipment; the driver signs at pickup.', sections: [{ heading: 'Parties', fields: ['Shipper name and address', 'Consignee name and address', 'Bill to'] }, { heading: 'Freight', fields: ['Pieces and packaging', 'Description', 'Weight (lbs)', 'Class', 'Declared value'] }, { heading: 'Signatures', fields: ['Shipper', 'Driver', 'Date'] }] },
    fr: { title: 'Connaissement à ordre nominatif (formule abrégée)', intro: 'Pour les expéditeurs sans le connaissement du portail. Une formule par expédition; le chauffeur signe à la cueillette.', sections: [{ heading: 'Parties', fields: ['Nom et adresse de l’expéditeur', 'Nom et adresse du destinataire', 'Facturer à'] }, { heading: 'Marchandise', fields: ['Pièces et emballage', 'Description', 'Poids (lb)', 'Classe', 'Valeur déclarée'] }, { heading: 'Signatures', fields: ['Expéditeur', 'Chauffeur', 'Date'] }] },
  },
  Forms_4: {
    file: 'pickup-request',
    en: { title: 'Pickup request', intro: 'Send before 2 PM for a pickup the same day; otherwise the next business day.', sections: [{ heading: 'Pickup', fields: ['Company and address', 'Contact name and phone', 'Ready time', 'Closing time', 'Pickup date'] }, { heading: 'Freight', fields: ['Pieces', 'Weight (lbs)', 'Destination city', 'Special equipment (tailgate, heated)'] }] },
    fr: { title: 'Demande de cueillette', intro: 'Envoyez avant 14 h pour une cueillette le jour même; sinon le jour ouvrable suivant.', sections: [{ heading: 'Cueillette', fields: ['Entreprise et adresse', 'Nom et téléphone de la personne-ressource', 'Heure où la marchandise est prête', 'Heure de fermeture', 'Date de cueillette'] }, { heading: 'Marchandise', fields: ['Pièces', 'Poids (lb)', 'Ville de destination', 'Équipement spécial (hayon, chauffé)'] }] },
  },
  ABOUT_MANITOULIN: {
    file: 'about-manitoulin-transport',
    en: { title: 'About Manitoulin Transport', intro: 'A family-owned carrier since 1960, moving less-than-truckload freight across Canada and to and from the United States.', sections: [{ heading: 'Our network', bullets: ['Terminals from coast to coast, with daily service to Northern Ontario.', 'Heated service for freight that must not freeze.', 'Cross-border service with customs clearance through our brokerage.'] }, { heading: 'Customer service', paragraphs: ['1-800-265-6916, Monday to Friday, 7 AM to 7 PM Eastern.'] }] },
    fr: { title: 'À propos de Manitoulin Transport', intro: 'Un transporteur familial depuis 1960, qui achemine des charges partielles partout au Canada et vers les États-Unis.', sections: [{ heading: 'Notre réseau', bullets: ['Des terminaux d’un océan à l’autre, avec un service quotidien dans le Nord de l’Ontario.', 'Un service chauffé pour la marchandise qui ne doit pas geler.', 'Un service transfrontalier avec dédouanement par notre courtier.'] }, { heading: 'Service à la clientèle', paragraphs: ['1-800-265-6916, du lundi au vendredi, de 7 h à 19 h (heure de l’Est).'] }] },
  },
  ABOUT_DRC: {
    file: 'about-drc-transport',
    en: { title: 'About DRC Transport', intro: 'DRC Transport carries freight between Western Canada and the rest of the group’s network.', sections: [{ heading: 'What we do', bullets: ['Less-than-truckload and truckload service from Calgary and Edmonton.', 'Flat-deck and oversize loads.', 'One portal with the group for tracing, documents and claims.'] }, { heading: 'Customer service', paragraphs: ['1-800-268-7878, Monday to Friday, 7 AM to 6 PM Mountain.'] }] },
    fr: { title: 'À propos de DRC Transport', intro: 'DRC Transport achemine la marchandise entre l’Ouest canadien et le reste du réseau du groupe.', sections: [{ heading: 'Ce que nous faisons', bullets: ['Service de charges partielles et complètes depuis Calgary et Edmonton.', 'Plateformes et charges hors normes.', 'Un seul portail avec le groupe pour le suivi, les documents et les réclamations.'] }, { heading: 'Service à la clientèle', paragraphs: ['1-800-268-7878, du lundi au vendredi, de 7 h à 18 h (heure des Rocheuses).'] }] },
  },
};
