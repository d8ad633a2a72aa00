import { RETURN_OF_PREMIUM_FR } from '../../declarations-words.ts';
import type { Clause, Definition } from '../types.ts';

/** OPENING (../common.ts) in French. */
export const OPENING_FR =
  'En contrepartie du paiement de la prime, et sous réserve de l’ensemble des modalités, conditions, limites et exclusions de la présente police, l’Assureur convient avec l’Assuré désigné de fournir l’assurance décrite dans la présente police. Les conditions particulières, le présent libellé, les avenants et la proposition forment ensemble le contrat. Les termes en caractères gras dans les Définitions ont, partout où ils figurent, le sens qui y est donné.';

/** COMMON_DEFINITIONS (../common.ts) in French, term for term. */
export const COMMON_DEFINITIONS_FR: Definition[] = [
  [
    'Assuré désigné',
    'la personne ou l’organisation indiquée comme Assuré désigné aux conditions particulières.',
  ],
  [
    'Assuré',
    'l’Assuré désigné et toute autre personne ou organisation ayant qualité d’assuré aux termes de la présente police.',
  ],
  ['Assureur, nous, notre, nos', 'la compagnie d’assurance indiquée aux conditions particulières.'],
  ['Vous, votre, vos', 'l’Assuré désigné.'],
  [
    'Période d’assurance',
    'la période allant de la date d’effet à la date d’expiration indiquées aux conditions particulières, chacune à 0 h 01, heure du Pacifique, à moins que la police ne soit résiliée plus tôt.',
  ],
  ['Prime', 'le montant indiqué comme prime aux conditions particulières, taxes et frais exclus.'],
  [
    'Sinistre',
    'un accident, y compris l’exposition continue ou répétée à des conditions préjudiciables générales essentiellement identiques.',
  ],
  [
    'Préjudice corporel',
    'une lésion corporelle, une maladie ou une affection subie par une personne, y compris le décès qui en résulte à quelque moment que ce soit.',
  ],
  [
    'Dommages matériels',
    'les dommages physiques causés à des biens corporels, y compris la privation de jouissance de ces biens qui en résulte, ou la privation de jouissance de biens corporels qui ne sont pas physiquement endommagés.',
  ],
  [
    'Polluant',
    'tout irritant ou contaminant solide, liquide, gazeux ou thermique, notamment la fumée, la vapeur, la suie, les émanations, les acides, les alcalis, les produits chimiques et les déchets.',
  ],
  [
    'Cyberincident',
    'tout accès non autorisé à un système informatique, à un logiciel ou à des données, ou toute utilisation, corruption ou privation d’accès non autorisée de ceux-ci, y compris au moyen d’un code malveillant.',
  ],
];

/** COMMON_EXCLUSIONS (../common.ts) in French. */
export const COMMON_EXCLUSIONS_FR: Clause[] = [
  {
    title: 'Guerre, terrorisme et risque nucléaire',
    paragraphs: [
      'La présente police ne garantit pas les pertes, dommages, préjudices ou responsabilités causés directement ou indirectement par la guerre, l’invasion, l’acte d’un ennemi étranger, les hostilités, la guerre civile, la rébellion, la révolution, l’insurrection, le pouvoir militaire, tout acte de terrorisme ou toute mesure prise pour le prévenir ou y réagir, ou par une réaction nucléaire, un rayonnement ou une contamination radioactive.',
    ],
  },
  {
    title: 'Actes intentionnels',
    paragraphs: [
      'Les pertes, dommages ou préjudices prévus ou voulus par un Assuré, ou causés par un acte criminel d’un Assuré, ne sont pas garantis.',
    ],
  },
  {
    title: 'Pollution',
    paragraphs: [
      'Les pertes, dommages ou responsabilités découlant du rejet, de l’émission ou de la fuite, réels, allégués ou appréhendés, d’un polluant ne sont pas garantis, sauf les dommages causés par un rejet soudain et accidentel qui commence et est découvert pendant la période d’assurance et qui nous est déclaré dans les 120 heures de son début.',
    ],
  },
  {
    title: 'Moisissures, champignons et maladies transmissibles',
    paragraphs: [
      'Les pertes, dommages ou responsabilités découlant de moisissures, de champignons, de spores, de bactéries ou de toute maladie transmissible, ou de toute ordonnance de dépistage, de confinement ou de nettoyage de ceux-ci, ne sont pas garantis.',
    ],
  },
  {
    title: 'Cyberrisques et données',
    paragraphs: [
      'Les pertes, dommages ou responsabilités découlant d’un cyberincident, ou de la perte ou de l’endommagement de données électroniques ou de l’impossibilité de les utiliser, ne sont pas garantis, sauf disposition expresse contraire de la présente police.',
    ],
  },
  {
    title: 'Sanctions',
    paragraphs: [
      'Nous n’accordons aucune garantie et ne payons aucun sinistre ni aucune prestation dans la mesure où cela nous exposerait à une sanction, une interdiction ou une restriction en vertu des lois du Canada ou de tout autre territoire applicable.',
    ],
  },
];

/** COMMON_CONDITIONS (../common.ts) in French: the return of premium first, as the declarations say it. */
export const COMMON_CONDITIONS_FR: Clause[] = [
  {
    title: 'Remboursement de la prime à la résiliation',
    paragraphs: [...RETURN_OF_PREMIUM_FR],
  },
  {
    title: 'Résiliation',
    paragraphs: [
      'Vous pouvez résilier la présente police en tout temps en le demandant par écrit à votre courtier. Nous pouvons résilier la présente police en vous donnant un préavis de 15 jours par courrier recommandé, ou de 5 jours remis en mains propres, pour non-paiement de la prime, modification importante du risque, fausse déclaration ou tout autre motif permis par les conditions légales de la province où se situe le risque. La résiliation prend effet à 0 h 01, heure du Pacifique, à la date indiquée dans l’avis.',
    ],
  },
  {
    title: 'Paiement de la prime',
    paragraphs: [
      'La prime et les frais indiqués aux conditions particulières sont payables par carte selon le mode de paiement choisi. Pour les modes de paiement mensuel et par versements, chaque paiement est exigible à sa date prévue; si un paiement échoue, il est tenté de nouveau et des frais de paiement manqué peuvent être exigés. Si un paiement demeure impayé, nous pouvons résilier la police pour non-paiement, et la condition de remboursement de la prime s’applique.',
    ],
  },
  {
    title: 'Avis de sinistre',
    paragraphs: [
      'Vous devez nous aviser par l’entremise de votre courtier, ou à l’adresse des réclamations figurant aux conditions particulières, dès que possible après tout sinistre, toute perte ou toute réclamation susceptible d’être garantie, et nous transmettre toute mise en demeure, tout avis, toute assignation ou tout acte de procédure reçu. Vous ne devez ni reconnaître votre responsabilité ni régler une réclamation sans notre consentement écrit, sauf à vos propres frais.',
    ],
  },
  {
    title: 'Obligations après un sinistre',
    paragraphs: [
      'Après un sinistre, vous devez prendre toutes les mesures raisonnables pour protéger les biens contre d’autres dommages, signaler tout vol ou acte de vandalisme à la police, conserver les registres et les reçus, nous permettre d’examiner les biens et vos registres, et nous remettre une preuve de sinistre signée dans les 90 jours si nous la demandons.',
    ],
  },
  {
    title: 'Autres assurances',
    paragraphs: [
      'Si d’autres assurances s’appliquent à un sinistre garanti par la présente police, nous ne payons que notre part du sinistre, dans la proportion que représente notre limite par rapport au total de toutes les limites applicables, sauf si la présente police est stipulée en excédent.',
    ],
  },
  {
    title: 'Subrogation',
    paragraphs: [
      'Lorsque nous effectuons un paiement, nous sommes subrogés dans vos droits de recours contre des tiers jusqu’à concurrence de notre paiement. Après un sinistre, vous ne devez rien faire qui puisse porter atteinte à ces droits et vous devez nous aider à les exercer.',
    ],
  },
  {
    title: 'Fausses déclarations et modifications du risque',
    paragraphs: [
      'La présente police est établie sur la foi des réponses données dans la proposition. Vous devez informer promptement votre courtier de toute modification importante du risque. Une réclamation peut être refusée, et la police annulée, lorsqu’un fait important a fait l’objet d’une fausse déclaration ou n’a pas été déclaré.',
    ],
  },
  {
    title: 'Territoire, monnaie et droit applicable',
    paragraphs: [
      'La présente police s’applique aux sinistres et aux pertes survenus au Canada, sauf indication contraire. Tous les montants sont en dollars canadiens. La présente police est régie par les lois de la province ou du territoire où réside l’Assuré désigné ou où se situe le risque, et par les conditions légales de ce territoire, qui l’emportent sur toute disposition contraire.',
    ],
  },
  {
    title: 'Plaintes',
    paragraphs: [
      'Si vous avez une préoccupation au sujet de votre police ou d’une réclamation, communiquez d’abord avec votre courtier. Si elle n’est pas réglée, écrivez au responsable des plaintes de l’assureur; vous pouvez aussi communiquer avec le Service de conciliation en assurance de dommages ou avec l’autorité de réglementation de l’assurance de votre province.',
    ],
  },
];
