/** The report generator guide (ReportGeneratorPDF) in English and French: a title, then sections of paragraphs. */
export interface HelpText {
  title: string;
  sections: { heading: string; paragraphs: string[] }[];
}

export const helpText: Record<'en' | 'fr', HelpText> = {
  en: {
    title: 'Report generator guide',
    sections: [
      { heading: '1. Choose a base report', paragraphs: ['Shipments lists your shipments by pickup date. Billing and invoices lists your invoices by invoice date. Claims lists your claims by filing date. Each offers over 70 columns; a report may hold up to 70 of them.'] },
      { heading: '2. Pick and order the columns', paragraphs: ['Tick the columns you want. Templates save a choice of columns, sorts and sums for later: personal templates are yours, company templates are shared with your company and can be edited only by their creator.'] },
      { heading: '3. Sort', paragraphs: ['Up to 3 sort levels, each ascending or descending.'] },
      { heading: '4. Sums and calculated columns', paragraphs: ['Select up to 10 columns to add together: their totals appear under the report.', 'A calculated column is a formula over number columns, written with + - * / and parentheses, numbers and round(x, digits). Example: round(charges / weight * 100, 2). Nothing else is accepted.'] },
      { heading: '5. Review, schedule and customize', paragraphs: ['Review shows the report over a date range before you save it. Schedule sets when it runs (hour 0-23, day of week, day of month 1-31, month 1-12) and where it goes: by email or to the archive, as Excel, PDF, HTML or JSON. Customize sets the title, header and footer.'] },
      { heading: '6. Access levels', paragraphs: ['Personal reports are yours alone. Company reports are shared with the users of your company; only an administrator or their creator may remove them. General reports are offered to everyone by the carrier. Whatever the report, you only ever see the rows of your own accounts.'] },
      { heading: '7. Names', paragraphs: ['Each report needs a name of its own: "Report name already used" means another report of your company has it.'] },
    ],
  },
  fr: {
    title: 'Guide du générateur de rapports',
    sections: [
      { heading: '1. Choisir un rapport de base', paragraphs: ['Expéditions liste vos expéditions par date de cueillette. Facturation liste vos factures par date de facture. Réclamations liste vos réclamations par date de dépôt. Chacun offre plus de 70 colonnes; un rapport peut en contenir jusqu’à 70.'] },
      { heading: '2. Choisir et ordonner les colonnes', paragraphs: ['Cochez les colonnes voulues. Les modèles conservent un choix de colonnes, de tris et de sommes : les modèles personnels sont à vous, les modèles d’entreprise sont partagés avec votre entreprise et ne peuvent être modifiés que par leur créateur.'] },
      { heading: '3. Trier', paragraphs: ['Jusqu’à 3 niveaux de tri, chacun croissant ou décroissant.'] },
      { heading: '4. Sommes et colonnes calculées', paragraphs: ['Sélectionnez jusqu’à 10 colonnes à additionner : leurs totaux paraissent sous le rapport.', 'Une colonne calculée est une formule sur des colonnes numériques, écrite avec + - * / et des parenthèses, des nombres et round(x, chiffres). Exemple : round(charges / weight * 100, 2). Rien d’autre n’est accepté.'] },
      { heading: '5. Réviser, planifier et personnaliser', paragraphs: ['Réviser montre le rapport sur une période avant de l’enregistrer. Planifier fixe quand il s’exécute (heure 0-23, jour de la semaine, jour du mois 1-31, mois 1-12) et où il va : par courriel ou aux archives, en Excel, PDF, HTML ou JSON. Personnaliser fixe le titre, l’en-tête et le pied de page.'] },
      { heading: '6. Niveaux d’accès', paragraphs: ['Les rapports personnels ne sont qu’à vous. Les rapports d’entreprise sont partagés avec les utilisateurs de votre entreprise; seul un administrateur ou leur créateur peut les supprimer. Les rapports généraux sont offerts à tous par le transporteur. Quel que soit le rapport, vous ne voyez que les lignes de vos propres comptes.'] },
      { heading: '7. Noms', paragraphs: ['Chaque rapport a besoin de son propre nom : « Nom de rapport déjà utilisé » signifie qu’un autre rapport de votre entreprise le porte.'] },
    ],
  },
};
