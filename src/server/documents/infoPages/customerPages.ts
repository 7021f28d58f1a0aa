import type { InfoPage } from './InfoPage';

/** The customers' pages: the two FAQs and the two tariffs (content of the portal, English and French). */
export const customerPages: Record<string, InfoPage> = {
  FAQ_CustDft: {
    file: 'portal-faq',
    en: {
      title: 'Frequently asked questions',
      intro: 'Answers to the questions customers ask most about the portal.',
      sections: [
        { heading: 'How do I trace a shipment?', paragraphs: ['Open Tracing and choose Trace by number. Paste up to 50 probill, pickup, reference, purchase order or bill of lading numbers, one per line or separated by commas or spaces. Each number found opens its shipment.'] },
        { heading: 'Where is my proof of delivery?', paragraphs: ['Open the shipment: its documents and images are listed under it. A proof of delivery opens in the viewer, where it can be rotated, zoomed, downloaded and printed. You may also have it emailed to you.'] },
        { heading: 'How do I file a claim?', paragraphs: ['From the shipment, choose File a claim; the probill is filled in. Claims must be filed within the delays of the tariff, with the invoice and photos of the damage.'] },
        { heading: 'How do I stop a notification email?', paragraphs: ['Each notification email ends with a link. Opening it and confirming stops that subscription without signing in. You can turn it back on from Shipment notifications.'] },
        { heading: 'I forgot my password', paragraphs: ['On the sign-in page choose Forgot password. A code is sent to your email, or you answer your security questions.'] },
      ],
    },
    fr: {
      title: 'Foire aux questions',
      intro: 'Les réponses aux questions que les clients posent le plus souvent sur le portail.',
      sections: [
        { heading: 'Comment suivre une expédition?', paragraphs: ['Ouvrez Suivi et choisissez Suivi par numéro. Collez jusqu’à 50 numéros de connaissement, de cueillette, de référence, de bon de commande ou de connaissement client, un par ligne ou séparés par des virgules ou des espaces. Chaque numéro trouvé ouvre son expédition.'] },
        { heading: 'Où est ma preuve de livraison?', paragraphs: ['Ouvrez l’expédition : ses documents et images y sont énumérés. La preuve de livraison s’ouvre dans la visionneuse, où elle peut être tournée, agrandie, téléchargée et imprimée. Vous pouvez aussi la recevoir par courriel.'] },
        { heading: 'Comment présenter une réclamation?', paragraphs: ['Depuis l’expédition, choisissez Présenter une réclamation; le numéro est déjà inscrit. Les réclamations doivent être présentées dans les délais du tarif, avec la facture et des photos des dommages.'] },
        { heading: 'Comment arrêter un courriel d’avis?', paragraphs: ['Chaque courriel d’avis se termine par un lien. L’ouvrir et confirmer arrête cet abonnement sans vous connecter. Vous pouvez le réactiver depuis Avis d’expédition.'] },
        { heading: 'J’ai oublié mon mot de passe', paragraphs: ['Sur la page de connexion, choisissez Mot de passe oublié. Un code est envoyé à votre courriel, ou vous répondez à vos questions de sécurité.'] },
      ],
    },
  },
  FAQ_CustAdmin: {
    file: 'administrator-faq',
    en: {
      title: 'Frequently asked questions for customer administrators',
      intro: 'What the administrator of a customer account does on the portal.',
      sections: [
        { heading: 'How do I add a user for my company?', paragraphs: ['Open My company and choose Add a user. The new user receives an activation email and sees only your account’s shipments.'] },
        { heading: 'How do I lock or unlock a user?', paragraphs: ['In the list of your users, use Lock or Unlock on the user’s row. A locked user cannot sign in; their history is kept.'] },
        { heading: 'Who may see our documents?', paragraphs: ['Every user of your account sees its shipments, proofs of delivery and account documents. Other customers never see them.'] },
        { heading: 'Why am I refused an administration page?', paragraphs: ['Only users of a menu group marked company administrator may manage the account’s users. Ask your sales professional to change your group.'] },
      ],
    },
    fr: {
      title: 'Foire aux questions des administrateurs clients',
      intro: 'Ce que fait l’administrateur d’un compte client sur le portail.',
      sections: [
        { heading: 'Comment ajouter un utilisateur pour mon entreprise?', paragraphs: ['Ouvrez Mon entreprise et choisissez Ajouter un utilisateur. Le nouvel utilisateur reçoit un courriel d’activation et ne voit que les expéditions de votre compte.'] },
        { heading: 'Comment verrouiller ou déverrouiller un utilisateur?', paragraphs: ['Dans la liste de vos utilisateurs, utilisez Verrouiller ou Déverrouiller sur sa ligne. Un utilisateur verrouillé ne peut plus se connecter; son historique est conservé.'] },
        { heading: 'Qui peut voir nos documents?', paragraphs: ['Chaque utilisateur de votre compte voit ses expéditions, preuves de livraison et documents de compte. Les autres clients ne les voient jamais.'] },
        { heading: 'Pourquoi une page d’administration m’est-elle refusée?', paragraphs: ['Seuls les utilisateurs d’un groupe de menus désigné administrateur d’entreprise gèrent les utilisateurs du compte. Demandez à votre représentant de changer votre groupe.'] },
      ],
    },
  },
  DL_Tariff100: {
    file: 'tariff-100-rules-and-accessorials',
    en: {
      title: 'Tariff 100: rules and accessorial charges',
      intro: 'Rules that apply to every shipment and the charges for services beyond dock-to-dock transport, in Canadian dollars.',
      sections: [
        { heading: 'Accessorial charges', table: [['Service', 'Charge'], ['Tailgate delivery', '$65.00 per shipment'], ['Residential delivery', '$85.00 per shipment'], ['Appointment delivery', '$35.00 per shipment'], ['Inside delivery', '$0.09 per lb, minimum $75.00'], ['Heated service (Nov. to Apr.)', '$0.05 per lb, minimum $30.00'], ['Dangerous goods', '$55.00 per shipment'], ['Redelivery', 'minimum charge of the lane']] },
        { heading: 'Rules', bullets: ['Charges are assessed on the greater of actual and cube weight (10 lb per cubic foot).', 'Declared value above $2.00 per lb is charged 1.5% of the excess.', 'Invoices are due 30 days after their date; overdue balances bear 2% a month.', 'Claims must be filed in writing within 9 months of delivery.'] },
      ],
    },
    fr: {
      title: 'Tarif 100 : règles et frais accessoires',
      intro: 'Les règles qui s’appliquent à chaque expédition et les frais des services au-delà du transport de quai à quai, en dollars canadiens.',
      sections: [
        { heading: 'Frais accessoires', table: [['Service', 'Frais'], ['Livraison avec hayon', '65,00 $ par expédition'], ['Livraison résidentielle', '85,00 $ par expédition'], ['Livraison sur rendez-vous', '35,00 $ par expédition'], ['Livraison à l’intérieur', '0,09 $ la livre, minimum 75,00 $'], ['Service chauffé (nov. à avr.)', '0,05 $ la livre, minimum 30,00 $'], ['Marchandises dangereuses', '55,00 $ par expédition'], ['Nouvelle livraison', 'frais minimum du trajet']] },
        { heading: 'Règles', bullets: ['Les frais sont calculés sur le plus élevé du poids réel et du poids volumétrique (10 lb par pied cube).', 'La valeur déclarée au-delà de 2,00 $ la livre est facturée 1,5 % de l’excédent.', 'Les factures sont payables 30 jours après leur date; les soldes en retard portent 2 % par mois.', 'Les réclamations doivent être présentées par écrit dans les 9 mois suivant la livraison.'] },
      ],
    },
  },
  DL_Tariff172: {
    file: 'tariff-172-fuel-surcharge',
    en: {
      title: 'Tariff 172: fuel surcharge',
      intro: 'The fuel surcharge follows the weekly average retail price of diesel in Canada, published every Monday, and applies to the line-haul charge.',
      sections: [
        { heading: 'Surcharge by diesel price', table: [['Diesel price (cents per litre)', 'Surcharge'], ['up to 119.9', '18.0%'], ['120.0 to 139.9', '22.5%'], ['140.0 to 159.9', '27.0%'], ['160.0 to 179.9', '31.5%'], ['180.0 to 199.9', '36.0%'], ['200.0 and over', '40.5% plus 1.5% per 10 cents']] },
        { heading: 'How it applies', bullets: ['The price of the Monday before the pickup date sets the surcharge of the shipment.', 'The surcharge is shown as its own line on the invoice.', 'Accessorial charges carry no fuel surcharge.'] },
      ],
    },
    fr: {
      title: 'Tarif 172 : supplément carburant',
      intro: 'Le supplément carburant suit le prix moyen hebdomadaire du diesel au détail au Canada, publié chaque lundi, et s’applique aux frais de transport.',
      sections: [
        { heading: 'Supplément selon le prix du diesel', table: [['Prix du diesel (cents le litre)', 'Supplément'], ['jusqu’à 119,9', '18,0 %'], ['120,0 à 139,9', '22,5 %'], ['140,0 à 159,9', '27,0 %'], ['160,0 à 179,9', '31,5 %'], ['180,0 à 199,9', '36,0 %'], ['200,0 et plus', '40,5 % plus 1,5 % par 10 cents']] },
        { heading: 'Application', bullets: ['Le prix du lundi précédant la date de cueillette fixe le supplément de l’expédition.', 'Le supplément paraît sur sa propre ligne de la facture.', 'Les frais accessoires ne portent aucun supplément carburant.'] },
      ],
    },
  },
};
