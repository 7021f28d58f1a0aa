import type { InfoPage } from './InfoPage';

/** Procedures and guides (02-business.md §2 "Tracing, in-bond and other tools", 01-shell.md §2.8 S_PopupBlocker), English and French. */
export const procedurePages: Record<string, InfoPage> = {
  S_PopupBlocker: {
    file: 'allow-pop-ups',
    en: {
      title: 'Allowing the portal’s pop-up windows',
      intro: 'Some documents and reports open in a new window. If nothing opens, your browser blocked it.',
      sections: [
        { heading: 'Chrome and Edge', bullets: ['Click the blocked pop-up icon at the right of the address bar.', 'Choose Always allow pop-ups from this site, then Done.', 'Reload the page and open the document again.'] },
        { heading: 'Firefox', bullets: ['Click Preferences in the yellow bar under the address bar.', 'Choose Allow pop-ups for this site.'] },
        { heading: 'Safari', bullets: ['Open Safari, Settings, Websites, Pop-up Windows.', 'Set the portal’s site to Allow.'] },
      ],
    },
    fr: {
      title: 'Autoriser les fenêtres contextuelles du portail',
      intro: 'Certains documents et rapports s’ouvrent dans une nouvelle fenêtre. Si rien ne s’ouvre, votre navigateur l’a bloquée.',
      sections: [
        { heading: 'Chrome et Edge', bullets: ['Cliquez sur l’icône de fenêtre bloquée à droite de la barre d’adresse.', 'Choisissez Toujours autoriser les fenêtres contextuelles de ce site, puis OK.', 'Rechargez la page et ouvrez de nouveau le document.'] },
        { heading: 'Firefox', bullets: ['Cliquez sur Options dans la barre jaune sous la barre d’adresse.', 'Choisissez Autoriser les fenêtres contextuelles pour ce site.'] },
        { heading: 'Safari', bullets: ['Ouvrez Safari, Réglages, Sites web, Fenêtres surgissantes.', 'Réglez le site du portail à Autoriser.'] },
      ],
    },
  },
  S_CollisionLibDoc: {
    file: 'collision-procedure',
    en: {
      title: 'Collision procedure',
      intro: 'What a driver does after a collision, in this order.',
      sections: [
        { heading: 'At the scene', bullets: ['Stop, set the hazard lights and place the triangles.', 'Call 911 if anyone is hurt, then dispatch.', 'Do not admit fault or sign anything but the police report.', 'Photograph the vehicles, the plates, the road and the load.'] },
        { heading: 'Within 24 hours', bullets: ['Complete the collision report with the other party’s insurance and licence.', 'Hand in the photos and the police report number to the terminal manager.', 'Drug and alcohol testing follows when the regulations require it.'] },
      ],
    },
    fr: {
      title: 'Procédure en cas de collision',
      intro: 'Ce que fait le chauffeur après une collision, dans cet ordre.',
      sections: [
        { heading: 'Sur les lieux', bullets: ['Arrêtez, allumez les feux de détresse et placez les triangles.', 'Composez le 911 s’il y a des blessés, puis appelez la répartition.', 'N’admettez aucune faute et ne signez que le rapport de police.', 'Photographiez les véhicules, les plaques, la route et la charge.'] },
        { heading: 'Dans les 24 heures', bullets: ['Remplissez le rapport de collision avec l’assurance et le permis de l’autre partie.', 'Remettez les photos et le numéro du rapport de police au directeur du terminal.', 'Un test de dépistage suit lorsque la réglementation l’exige.'] },
      ],
    },
  },
  S_ImagingProc: {
    file: 'imaging-procedure',
    en: {
      title: 'Document imaging procedure',
      intro: 'How shipping documents are scanned so that customers find them on the portal.',
      sections: [
        { heading: 'Scanning', bullets: ['Scan the signed delivery receipt the day of delivery, at 200 dpi, black and white.', 'Scan the bill of lading at pickup, one file per probill.', 'Photograph damaged freight before it leaves the dock.'] },
        { heading: 'Indexing', bullets: ['Index each image by its 10-digit probill and its type: POD, BOL, customs, freight photo or dimensioner.', 'An image that cannot be read is scanned again, never indexed.'] },
      ],
    },
    fr: {
      title: 'Procédure de numérisation des documents',
      intro: 'Comment les documents d’expédition sont numérisés pour que les clients les trouvent sur le portail.',
      sections: [
        { heading: 'Numérisation', bullets: ['Numérisez le reçu de livraison signé le jour de la livraison, à 200 ppp, en noir et blanc.', 'Numérisez le connaissement à la cueillette, un fichier par numéro.', 'Photographiez la marchandise endommagée avant qu’elle quitte le quai.'] },
        { heading: 'Indexation', bullets: ['Indexez chaque image par son numéro à 10 chiffres et son type : preuve de livraison, connaissement, douane, photo ou dimensionneur.', 'Une image illisible est numérisée de nouveau, jamais indexée.'] },
      ],
    },
  },
  S_ROCKSOLID: {
    file: 'rock-solid-safety-program',
    en: {
      title: 'Rock Solid safety program',
      intro: 'The commitments every employee makes so that freight and people arrive safely.',
      sections: [
        { heading: 'Our commitments', bullets: ['A circle check before every trip, recorded on the handheld.', 'Three points of contact getting in and out of the cab and trailer.', 'Loads secured and doors sealed before departure.', 'No handheld use while the vehicle moves.'] },
        { heading: 'Recognition', paragraphs: ['Drivers and dock workers with a year without a preventable incident are named at their terminal and receive the Rock Solid award.'] },
      ],
    },
    fr: {
      title: 'Programme de sécurité Solide comme le roc',
      intro: 'Les engagements de chaque employé pour que la marchandise et les personnes arrivent en sécurité.',
      sections: [
        { heading: 'Nos engagements', bullets: ['Une ronde de sécurité avant chaque voyage, inscrite sur l’appareil portatif.', 'Trois points d’appui pour monter et descendre de la cabine et de la remorque.', 'Charges arrimées et portes scellées avant le départ.', 'Aucune utilisation de l’appareil portatif pendant que le véhicule roule.'] },
        { heading: 'Reconnaissance', paragraphs: ['Les chauffeurs et les employés de quai ayant passé un an sans incident évitable sont nommés à leur terminal et reçoivent le prix Solide comme le roc.'] },
      ],
    },
  },
  S_mechProc: {
    file: 'mechanical-breakdown-procedure',
    en: {
      title: 'Mechanical breakdown procedure',
      intro: 'What a driver does when a tractor or trailer breaks down on the road.',
      sections: [
        { heading: 'Steps', bullets: ['Pull over safely, set the hazard lights and place the triangles.', 'Call the maintenance line with the unit number, location and symptoms.', 'Wait for the approved road service; do not repair beyond the daily checks.', 'Record the breakdown and the repair order on the handheld.'] },
        { heading: 'Freight', paragraphs: ['Dispatch tells the customers whose shipments are on board when the delay exceeds two hours; heated and dangerous goods are transferred first.'] },
      ],
    },
    fr: {
      title: 'Procédure en cas de bris mécanique',
      intro: 'Ce que fait le chauffeur lorsqu’un tracteur ou une remorque tombe en panne sur la route.',
      sections: [
        { heading: 'Étapes', bullets: ['Rangez-vous en sécurité, allumez les feux de détresse et placez les triangles.', 'Appelez la ligne d’entretien avec le numéro d’unité, le lieu et les symptômes.', 'Attendez le service routier approuvé; ne réparez rien au-delà des vérifications quotidiennes.', 'Inscrivez le bris et le bon de réparation sur l’appareil portatif.'] },
        { heading: 'Marchandise', paragraphs: ['La répartition avise les clients dont les expéditions sont à bord lorsque le retard dépasse deux heures; les marchandises chauffées et dangereuses sont transférées en premier.'] },
      ],
    },
  },
};
