import type { RuleEntry, Target } from '../../src/shared/rules/ruleTypes';

/**
 * Valid and invalid examples of every business rule (02-business.md §5), with
 * the faults they must give in English and French. The rules' unit tests run
 * them against the rule functions; the API tests put them into every catalogue
 * body that names the rule and check that the server and the browser's form
 * refuse them alike. Field names are those of `entry`; a call naming the rule
 * with other fields gets them renamed.
 */
export interface FaultExample {
  pointer: string;
  en: string;
  fr: string;
}

export interface RuleExample {
  entry: RuleEntry;
  valid: Target[];
  invalid: { data: Target; faults: FaultExample[] }[];
}

/** The day every example is written for (a Friday, a week before Christmas). */
export const TODAY = '2026-12-18';

const fault = (pointer: string, en: string, fr: string): FaultExample => ({ pointer, en, fr });
const ENDING = ['Ending Date must be later than Starting Date', 'La date de fin doit être postérieure à la date de début'] as const;
const PAST = ['Date cannot be in the past', 'La date ne peut pas être dans le passé'] as const;
const HOLIDAY = ['Pickup date cannot be a holiday', 'La date de cueillette ne peut pas être un jour férié'] as const;
const BAD_FORMAT = ['Invalid format', 'Format invalide'] as const;
const OVER_TRAILER = ['Total cube over 53 feet of trailer', 'Cubage total supérieur à 53 pieds de remorque'] as const;
const max = (n: number) => [`Value must be less than or equal to: ${n}`, `La valeur doit être inférieure ou égale à : ${n}`] as const;

const ED25519 = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOWQEPu95TW0BG5rPG2bUXqmb+bxEYff3EkcVtOqrfpk edi@example.com';
const RSA_BLOB =
  'AAAAB3NzaC1yc2EAAAADAQABAAAAgQDlcRRtrhEkKlL+d7nX3Yc/hVQdTDSxO/se0//gUlrApMW4RyXTHGRbNf3+110pQ3wO61gXWajbYjT9J+otCW8v4hbAiBZB47BDqXlc3/rUspiOasCpA1drIBwRiHw3Rm50o5EV8L49TdnAU+q/TreJtXxQialJ5hvETtTWm/gvSQ==';
const SSH = ['An SSH key must be in OpenSSH format', 'Une clé SSH doit être au format OpenSSH'] as const;

const qa = (question: string, answer: string) => ({ question, answer });
const GOOD_ANSWERS = [qa('In what city were you born?', 'Sudbury'), qa('What was the name of your first pet?', 'Biscuit'), qa('Who was your favourite teacher?', 'Madame Leblanc')];

const PASSWORD = 'Freight!Portal2026';

export const ruleExamples: RuleExample[] = [
  {
    entry: { rule: 'product-description', field: 'description' },
    valid: [{ description: 'Paint, 4 L cans' }, {}],
    invalid: [{ data: { description: '   ' }, faults: [fault('/description', 'A product description is required', 'Une description du produit est requise')] }],
  },
  {
    entry: { rule: 'bill-to', choice: 'bill_to' },
    valid: [{ bill_to: 'shipper' }, { bill_to: 'third_party', third_party: { name: 'Broker' } }],
    invalid: [{ data: { bill_to: 'third_party' }, faults: [fault('/third_party', 'One of Shipper, Consignee, Third Party or Bill To must be chosen', "Choisissez l'expéditeur, le destinataire, le tiers ou le payeur")] }],
  },
  {
    entry: { rule: 'off-hours', date: 'pickup_date', ready: 'ready_time', closing: 'closing_time', offHours: 'off_hours' },
    valid: [
      { pickup_date: '2026-12-21', ready_time: '09:00', closing_time: '17:00' },
      { pickup_date: '2026-12-21', ready_time: '20:00', closing_time: '23:00', off_hours: true },
    ],
    invalid: [
      {
        data: { pickup_date: '2026-12-21', ready_time: '06:00', closing_time: '12:00' },
        faults: [fault('/off_hours', 'Off-hour delivery (7 PM to 7 AM) must be chosen if the time is outside 7 AM to 7 PM', "Le service hors des heures (19 h à 7 h) doit être choisi si l'heure est en dehors de 7 h à 19 h")],
      },
      {
        data: { pickup_date: '2026-12-18', ready_time: '20:00', closing_time: '23:00', off_hours: true },
        faults: [fault('/pickup_date', 'Off-hours service must be booked 24 hours ahead', "Le service hors des heures doit être réservé 24 heures à l'avance")],
      },
    ],
  },
  {
    entry: { rule: 'end-after-start', start: 'start_date', end: 'end_date' },
    valid: [{ start_date: '2026-01-01', end_date: '2026-01-02' }, { start_date: '2026-01-01' }],
    invalid: [
      { data: { start_date: '2026-01-02', end_date: '2026-01-02' }, faults: [fault('/end_date', ...ENDING)] },
      { data: { start_date: '2026-03-01', end_date: '2026-02-28' }, faults: [fault('/end_date', ...ENDING)] },
    ],
  },
  {
    entry: { rule: 'from-not-after-to', from: 'date_from', to: 'date_to' },
    valid: [{ date_from: '2026-05-01', date_to: '2026-05-01' }, { date_from: '2026-04-30', date_to: '2026-05-01' }],
    invalid: [
      {
        data: { date_from: '2026-05-02', date_to: '2026-05-01' },
        faults: [fault('/date_from', 'From Date cannot be after To Date', 'La date de début ne peut pas être postérieure à la date de fin')],
      },
    ],
  },
  {
    entry: { rule: 'to-within-from-and-today', from: 'date_from', to: 'date_to' },
    valid: [{ date_from: '2026-12-01', date_to: TODAY }, { date_to: '2026-12-17' }],
    invalid: [
      { data: { date_from: '2026-12-01', date_to: '2026-12-19' }, faults: [fault('/date_to', 'The To date cannot be before the from date and cannot be after today', "La date de fin ne peut pas être antérieure à la date de début ni postérieure à aujourd'hui")] },
      { data: { date_from: '2026-12-10', date_to: '2026-12-09' }, faults: [fault('/date_to', 'The To date cannot be before the from date and cannot be after today', "La date de fin ne peut pas être antérieure à la date de début ni postérieure à aujourd'hui")] },
    ],
  },
  {
    entry: { rule: 'time-order', first: 'start_time', second: 'end_time' },
    valid: [{ start_time: '08:00', end_time: '09:30' }, { start_time: '23:59' }],
    invalid: [
      { data: { start_time: '10:00', end_time: '10:00' }, faults: [fault('/start_time', 'First time must be earlier than the second time', 'La première heure doit être antérieure à la deuxième heure')] },
      { data: { start_time: '17:30', end_time: '08:00:00' }, faults: [fault('/start_time', 'First time must be earlier than the second time', 'La première heure doit être antérieure à la deuxième heure')] },
    ],
  },
  {
    entry: { rule: 'not-in-past', date: 'ship_date' },
    valid: [{ ship_date: TODAY }, { ship_date: '2027-02-01' }],
    invalid: [{ data: { ship_date: '2026-12-17' }, faults: [fault('/ship_date', ...PAST)] }],
  },
  {
    entry: { rule: 'pickup-date', date: 'pickup_date' },
    valid: [{ pickup_date: TODAY }, { pickup_date: '2026-12-21' }, { pickup_date: '2026-12-31' }],
    invalid: [
      { data: { pickup_date: '2026-12-17' }, faults: [fault('/pickup_date', ...PAST)] },
      { data: { pickup_date: '2027-01-04' }, faults: [fault('/pickup_date', 'Pickup date cannot be more than 14 days ahead', 'La date de cueillette ne peut pas être à plus de 14 jours')] },
      { data: { pickup_date: '2026-12-25' }, faults: [fault('/pickup_date', ...HOLIDAY)] },
      // Boxing Day 2026 is a Saturday: it is observed on Monday the 28th.
      { data: { pickup_date: '2026-12-28' }, faults: [fault('/pickup_date', ...HOLIDAY)] },
    ],
  },
  {
    entry: { rule: 'ready-before-closing', ready: 'ready_time', closing: 'closing_time' },
    valid: [{ ready_time: '09:00', closing_time: '17:00' }, { ready_time: '09:00', closing_time: '10:00' }],
    invalid: [
      { data: { ready_time: '17:00', closing_time: '09:00' }, faults: [fault('/closing_time', 'Ready time must be less than closing time', "L'heure de disponibilité doit être antérieure à l'heure de fermeture")] },
      { data: { ready_time: '13:00', closing_time: '13:00' }, faults: [fault('/closing_time', 'Ready time must be less than closing time', "L'heure de disponibilité doit être antérieure à l'heure de fermeture")] },
      {
        data: { ready_time: '09:00', closing_time: '09:30' },
        faults: [fault('/closing_time', 'Times must be at least an hour apart', "Les heures doivent être espacées d'au moins une heure")],
      },
      {
        data: { ready_time: '16:00:01', closing_time: '17:00' },
        faults: [fault('/closing_time', 'Times must be at least an hour apart', "Les heures doivent être espacées d'au moins une heure")],
      },
    ],
  },
  {
    entry: { rule: 'instructions', fields: ['pickup_instructions'] },
    valid: [{ pickup_instructions: 'Dock 4, ring the bell twice' }],
    invalid: [{ data: { pickup_instructions: 'Dock 4, ring the bell thrice' }, faults: [fault('/pickup_instructions', 'Maximum 27 characters', 'Maximum 27 caractères')] }],
  },
  {
    entry: { rule: 'probill', fields: ['probills'] },
    valid: [{ probills: ['1000000007', '1234567890'] }],
    invalid: [{ data: { probills: ['1000000007', '12345'] }, faults: [fault('/probills/1', 'Invalid Probill Number', 'Numéro de connaissement invalide')] }],
  },
  {
    entry: { rule: 'dimensions', length: 'length', width: 'width', height: 'height', unit: 'dimension_unit' },
    valid: [
      { length: 53, width: 8, height: 8, dimension_unit: 'ft' },
      { length: 636, width: 102, height: 96, dimension_unit: 'in' },
      { length: 1615, width: 259, height: 243, dimension_unit: 'cm' },
    ],
    invalid: [
      { data: { length: 54, width: 8, height: 8, dimension_unit: 'ft' }, faults: [fault('/length', ...max(53))] },
      { data: { length: 600, width: 103, height: 90, dimension_unit: 'in' }, faults: [fault('/width', ...max(102))] },
      { data: { length: 1500, width: 250, height: 244, dimension_unit: 'cm' }, faults: [fault('/height', ...max(243))] },
    ],
  },
  {
    entry: { rule: 'cube', cube: 'cube' },
    valid: [{ cube: 3394 }, { cube: 0 }],
    invalid: [{ data: { cube: 3394.5 }, faults: [fault('/cube', 'Cube cannot exceed 3394 cubic feet', 'Le cubage ne peut pas dépasser 3394 pieds cubes')] }],
  },
  {
    entry: { rule: 'total-cube', total: 'cube' },
    valid: [{ cube: 3394 }, { cube: 0 }],
    invalid: [{ data: { cube: 3394.5 }, faults: [fault('/cube', ...OVER_TRAILER)] }, { data: { cube: 5000 }, faults: [fault('/cube', ...OVER_TRAILER)] }],
  },
  {
    entry: { rule: 'total-cube', total: 'items', itemCube: 'cube' },
    valid: [{ items: [{ cube: 2000 }, { cube: 1394 }] }, { items: [{ pieces: 2 }] }],
    invalid: [{ data: { items: [{ cube: 2000 }, { cube: 1000 }, { cube: 400 }] }, faults: [fault('/items', ...OVER_TRAILER)] }],
  },
  {
    entry: { rule: 'accessorials', list: 'accessorials', max: 2 },
    valid: [{ accessorials: ['HEATED', 'APPOINTMENT'] }],
    invalid: [{ data: { accessorials: ['HEATED', 'APPOINTMENT', 'RESIDENTIAL'] }, faults: [fault('/accessorials', 'A maximum of 2 accessorials is allowed', 'Un maximum de 2 services accessoires est permis')] }],
  },
  {
    entry: { rule: 'accessorials', list: 'accessorials' },
    valid: [{ accessorials: ['FLAT_DECK', 'HEATED'] }, { accessorials: ['REEFER', 'TAILGATE', 'HEATED', 'APPOINTMENT'] }],
    invalid: [
      {
        data: { accessorials: ['APPOINTMENT', 'CARRY_OUT', 'HEATED', 'INSIDE_DELIVERY', 'RESIDENTIAL'] },
        faults: [fault('/accessorials', 'A maximum of four accessorials', 'Un maximum de quatre services accessoires')],
      },
      {
        data: { accessorials: ['FLAT_DECK', 'REEFER'] },
        faults: [fault('/accessorials', 'Flat Deck cannot be combined with Reefer or with Tailgate', 'La plateforme ne peut pas être combinée avec la remorque réfrigérée ni avec le hayon')],
      },
      {
        data: { accessorials: ['TAILGATE', 'FLAT_DECK'] },
        faults: [fault('/accessorials', 'Flat Deck cannot be combined with Reefer or with Tailgate', 'La plateforme ne peut pas être combinée avec la remorque réfrigérée ni avec le hayon')],
      },
    ],
  },
  {
    entry: { rule: 'password-policy', password: 'password', username: 'username' },
    valid: [{ password: PASSWORD, username: 'customer' }],
    invalid: [
      { data: { password: 'Fr!ght2026', username: 'customer' }, faults: [fault('/password', 'Password must be 12 to 100 characters long', 'Le mot de passe doit compter de 12 à 100 caractères')] },
      { data: { password: '1Freight!Portal', username: 'customer' }, faults: [fault('/password', 'Password must start with a letter', 'Le mot de passe doit commencer par une lettre')] },
      { data: { password: 'freight!portal2026', username: 'customer' }, faults: [fault('/password', 'Password needs an upper-case letter', 'Le mot de passe doit contenir une majuscule')] },
      { data: { password: 'FreightPortal2026', username: 'customer' }, faults: [fault('/password', 'Password needs one of the special characters ! % ^ * ( ) _ - + = < > | \\ [ ]', "Le mot de passe doit contenir l'un des caractères spéciaux ! % ^ * ( ) _ - + = < > | \\ [ ]")] },
      { data: { password: 'Customer_2026X', username: 'customer_2026x' }, faults: [fault('/password', 'Password cannot be the username', "Le mot de passe ne peut pas être le nom d'utilisateur")] },
    ],
  },
  {
    // Without a username field the signed-in user is the username (none in these examples).
    entry: { rule: 'password-policy', password: 'password' },
    valid: [{ password: PASSWORD }],
    invalid: [
      { data: { password: 'Fr!ght2026' }, faults: [fault('/password', 'Password must be 12 to 100 characters long', 'Le mot de passe doit compter de 12 à 100 caractères')] },
      { data: { password: 'FREIGHT!PORTAL2026' }, faults: [fault('/password', 'Password needs a lower-case letter', 'Le mot de passe doit contenir une minuscule')] },
      { data: { password: 'Freight!Portal' }, faults: [fault('/password', 'Password needs a digit', 'Le mot de passe doit contenir un chiffre')] },
    ],
  },
  {
    entry: { rule: 'passwords-match', password: 'password', confirm: 'confirm_password' },
    valid: [{ password: PASSWORD, confirm_password: PASSWORD }],
    invalid: [{ data: { password: PASSWORD, confirm_password: 'Freight!Portal2027' }, faults: [fault('/confirm_password', "Your passwords don't match", 'Vos mots de passe ne correspondent pas')] }],
  },
  {
    entry: { rule: 'security-answers', list: 'answers' },
    valid: [{ answers: GOOD_ANSWERS }],
    invalid: [
      { data: { answers: GOOD_ANSWERS.slice(0, 2) }, faults: [fault('/answers', 'You must set at least 3 questions and answers', 'Vous devez définir au moins 3 questions et réponses')] },
      {
        data: { answers: [GOOD_ANSWERS[0], qa('What was the name of your first pet?', 'Rex'), GOOD_ANSWERS[2]] },
        faults: [fault('/answers/1/answer', 'Answer is too short: minimum 4 characters, or 3 characters per word', 'Réponse trop courte : au moins 4 caractères, ou 3 caractères par mot')],
      },
      {
        data: { answers: [GOOD_ANSWERS[0], GOOD_ANSWERS[1], qa('Who was your favourite teacher?', 'qwerty')] },
        faults: [fault('/answers/2/answer', 'Answer cannot be a meaningless sequence', 'La réponse ne peut pas être une suite sans signification')],
      },
      {
        data: { answers: [GOOD_ANSWERS[0], qa('What was the name of your first pet?', 'First Biscuit'), GOOD_ANSWERS[2]] },
        faults: [fault('/answers/1/answer', 'Answer cannot contain part of the question', 'La réponse ne peut pas contenir une partie de la question')],
      },
      {
        data: { answers: [GOOD_ANSWERS[0], GOOD_ANSWERS[1], qa('What was the make of your first car?', 'sudbury')] },
        faults: [fault('/answers/2/answer', 'A security answer cannot be reused', 'Une réponse de sécurité ne peut pas être réutilisée')],
      },
    ],
  },
  {
    entry: { rule: 'ssh-key', key: 'ssh_public_key' },
    valid: [{ ssh_public_key: ED25519 }, { ssh_public_key: `ssh-rsa ${RSA_BLOB}` }],
    invalid: [
      { data: { ssh_public_key: 'ssh-rsa AAAA' }, faults: [fault('/ssh_public_key', ...SSH)] },
      { data: { ssh_public_key: '---- BEGIN SSH2 PUBLIC KEY ----' }, faults: [fault('/ssh_public_key', ...SSH)] },
      // The label says ed25519; the key inside is an RSA key.
      { data: { ssh_public_key: `ssh-ed25519 ${RSA_BLOB}` }, faults: [fault('/ssh_public_key', ...SSH)] },
    ],
  },
  {
    entry: { rule: 'ip-list', list: 'ip_whitelist' },
    valid: [{ ip_whitelist: '10.0.0.1' }, { ip_whitelist: '10.0.0.1, 192.168.1.0/24,172.16.5.4' }],
    invalid: [
      { data: { ip_whitelist: '10.0.0.1, 300.1.1.1' }, faults: [fault('/ip_whitelist', 'Invalid IP address: 300.1.1.1', 'Adresse IP invalide : 300.1.1.1')] },
      { data: { ip_whitelist: '10.0.0.1,' }, faults: [fault('/ip_whitelist', ...BAD_FORMAT)] },
    ],
  },
  {
    entry: { rule: 'page-ranges', pages: 'pdfpages', allowAll: true },
    valid: [{ pdfpages: '1-5, 8, 11-13' }, { pdfpages: 'All' }, { pdfpages: '3' }],
    invalid: [
      { data: { pdfpages: '5-1' }, faults: [fault('/pdfpages', ...BAD_FORMAT)] },
      { data: { pdfpages: '1-5; 8' }, faults: [fault('/pdfpages', ...BAD_FORMAT)] },
      { data: { pdfpages: '0, 2' }, faults: [fault('/pdfpages', ...BAD_FORMAT)] },
    ],
  },
  {
    entry: { rule: 'page-ranges', pages: 'pages' },
    valid: [{ pages: '2-4' }],
    invalid: [{ data: { pages: 'All' }, faults: [fault('/pages', ...BAD_FORMAT)] }],
  },
  {
    entry: { rule: 'trace-numbers', field: 'numbers' },
    valid: [{ numbers: '1234567890' }, { numbers: '1234567890, 2345678901\n3456789012 4567890123' }, { numbers: Array.from({ length: 50 }, (_, i) => String(1000000000 + i)).join('\n') }],
    invalid: [
      { data: { numbers: Array.from({ length: 51 }, (_, i) => String(1000000000 + i)).join(',') }, faults: [fault('/numbers', 'Up to 50 shipments can be traced at once', "Jusqu'à 50 expéditions peuvent être suivies à la fois")] },
      { data: { numbers: ' , ;\n' }, faults: [fault('/numbers', 'Field is required', 'Ce champ est obligatoire')] },
      { data: { numbers: `1234567890 ${'9'.repeat(31)}` }, faults: [fault('/numbers', 'Maximum 30 characters', 'Maximum 30 caractères')] },
    ],
  },
  {
    // 02-business.md §2: the report generator's limits (70 columns, 3 sort levels, 10 sum columns).
    entry: { rule: 'report-limits', columns: 'columns', sort: 'sort', sums: 'sum_columns', calculated: 'calculated_columns' },
    valid: [
      { columns: Array.from({ length: 70 }, (_, i) => `c${i}`), sort: [{ column: 'c1', direction: 'asc' }, { column: 'c2', direction: 'desc' }, { column: 'c3', direction: 'asc' }], sum_columns: Array.from({ length: 10 }, (_, i) => `c${i}`) },
      { columns: ['weight'], calculated_columns: [{ name: 'per_lb', expression: 'charges / weight' }], sum_columns: ['per_lb'] },
    ],
    invalid: [
      { data: { columns: Array.from({ length: 71 }, (_, i) => `c${i}`) }, faults: [fault('/columns', 'A maximum of 70 columns per report', 'Un maximum de 70 colonnes par rapport')] },
      { data: { columns: ['a', 'b', 'c', 'd'], sort: ['a', 'b', 'c', 'd'].map((column) => ({ column, direction: 'asc' })) }, faults: [fault('/sort', 'Up to 3 sort levels', "Jusqu'à 3 niveaux de tri")] },
      { data: { columns: Array.from({ length: 11 }, (_, i) => `c${i}`), sum_columns: Array.from({ length: 11 }, (_, i) => `c${i}`) }, faults: [fault('/sum_columns', 'Select up to 10 columns to add together', "Sélectionnez jusqu'à 10 colonnes à additionner")] },
      { data: { columns: ['a'], sum_columns: ['b'] }, faults: [fault('/sum_columns/0', "Sum columns must be among the report's columns", 'Les colonnes additionnées doivent faire partie des colonnes du rapport')] },
    ],
  },
];
