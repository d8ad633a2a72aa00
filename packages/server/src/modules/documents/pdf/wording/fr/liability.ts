import type { Clause, Definition } from '../types.ts';

/** CGL_AGREEMENTS (../liability.ts) in French. */
export const CGL_AGREEMENTS_FR: Clause[] = [
  {
    title: 'Garantie A - Responsabilité civile pour préjudice corporel et dommages matériels',
    paragraphs: [
      'Nous payons toutes les sommes qu’un Assuré est légalement tenu de verser à titre de dommages-intérêts compensatoires en raison d’un préjudice corporel ou de dommages matériels causés par un sinistre survenu pendant la période d’assurance et découlant des activités indiquées aux conditions particulières, jusqu’à concurrence de la limite par sinistre. Nous avons le droit et l’obligation de défendre toute poursuite visant ces dommages-intérêts, et nous payons les frais de défense en sus de la limite.',
    ],
  },
  {
    title:
      'Garantie B - Responsabilité civile pour préjudice personnel et préjudice découlant de la publicité',
    paragraphs: [
      'Nous payons les dommages-intérêts en raison d’un préjudice personnel ou d’un préjudice découlant de la publicité qui découle de votre entreprise et qui est commis pendant la période d’assurance, notamment l’arrestation illégale, les poursuites abusives, l’expulsion illégale, le libelle, la diffamation et la violation du droit d’auteur, de l’habillage commercial ou d’un slogan dans votre publicité.',
    ],
  },
  {
    title: 'Garantie C - Frais médicaux',
    paragraphs: [
      'Nous payons les frais médicaux raisonnables, sans égard à la responsabilité, pour un préjudice corporel causé par un accident survenu dans des lieux dont vous êtes propriétaire ou locataire ou en raison de vos activités, engagés dans l’année qui suit l’accident, jusqu’à concurrence de 2\u00a0500\u00a0$ par personne.',
    ],
  },
];

/** CGL_DEFINITIONS (../liability.ts) in French. */
export const CGL_DEFINITIONS_FR: Definition[] = [
  [
    'Préjudice personnel et préjudice découlant de la publicité',
    'un préjudice, y compris le préjudice corporel qui en résulte, découlant des infractions énumérées à la Garantie B.',
  ],
  [
    'Risque produits et travaux terminés',
    'le préjudice corporel et les dommages matériels survenant hors des lieux dont vous êtes propriétaire ou locataire et découlant de votre produit ou de vos travaux, après que ces travaux ont été terminés ou affectés à l’usage prévu.',
  ],
  [
    'Vos travaux',
    'les travaux ou activités exécutés par vous ou pour votre compte, ainsi que les matériaux, pièces ou équipements fournis avec ceux-ci.',
  ],
];

/** CGL_EXCLUSIONS (../liability.ts) in French. */
export const CGL_EXCLUSIONS_FR: Clause[] = [
  {
    title: 'Exclusions en responsabilité civile',
    paragraphs: ['La présente assurance ne s’applique pas\u00a0:'],
    items: [
      'à la responsabilité assumée aux termes d’un contrat, autre qu’un contrat assuré tel un bail de lieux ou une convention de servitude;',
      'au préjudice corporel subi par vos employés du fait de leur emploi, ni à toute obligation prévue par la législation sur les accidents du travail;',
      'aux dommages matériels causés aux biens dont vous êtes propriétaire, locataire ou occupant, ou à la partie précise de tout bien sur laquelle vous exécutez des travaux;',
      'aux dommages matériels causés à vos travaux et découlant de ceux-ci, ni aux frais de rappel, de réparation ou de remplacement de votre produit ou de vos travaux;',
      'à la propriété, à l’utilisation ou au prêt à des tiers d’une automobile, d’un aéronef ou d’une embarcation;',
      'aux services professionnels, à moins que la présente police n’ajoute une garantie de responsabilité professionnelle par avenant;',
      'aux abus ou aux attentats à la pudeur, ni aux dommages-intérêts punitifs ou exemplaires.',
    ],
  },
];

/** CLAIMS_MADE_AGREEMENTS (../liability.ts) in French. */
export const CLAIMS_MADE_AGREEMENTS_FR: Clause[] = [
  {
    title: 'Convention d’assurance - Réclamations présentées et déclarées',
    paragraphs: [
      'Nous payons pour le compte d’un Assuré toute perte, y compris les dommages-intérêts, les règlements et les frais de défense, résultant d’une réclamation présentée pour la première fois contre l’Assuré et qui nous est déclarée par écrit pendant la période d’assurance ou toute période de déclaration prolongée, pour un acte fautif commis à la date de rétroactivité ou après celle-ci et avant la fin de la période d’assurance, jusqu’à concurrence de la limite globale indiquée aux conditions particulières. Les frais de défense font partie de la limite et la réduisent.',
    ],
  },
  {
    title: 'Défense et règlement',
    paragraphs: [
      'Nous avons le droit et l’obligation de défendre toute réclamation garantie par la présente police, et nous ne réglerons aucune réclamation sans le consentement de l’Assuré, lequel ne peut être refusé sans motif raisonnable.',
    ],
  },
];

/** CLAIMS_MADE_DEFINITIONS (../liability.ts) in French. */
export const CLAIMS_MADE_DEFINITIONS_FR: Definition[] = [
  [
    'Réclamation',
    'une demande écrite d’argent ou de services, ou une procédure civile, d’arbitrage ou réglementaire, alléguant un acte fautif.',
  ],
  [
    'Acte fautif',
    'toute négligence, erreur, omission, inexactitude, déclaration trompeuse ou manquement à une obligation, réel ou allégué, commis par un Assuré dans l’exercice des services professionnels ou des fonctions de gestion décrits aux conditions particulières.',
  ],
  [
    'Date de rétroactivité',
    'la date indiquée aux conditions particulières ou, à défaut, la date d’effet de la première police que nous vous avons établie sans interruption.',
  ],
  [
    'Période de déclaration prolongée',
    'la période suivant la fin de la période d’assurance, souscrite aux termes de la condition Période de déclaration prolongée, pendant laquelle des réclamations peuvent encore être déclarées.',
  ],
];

/** CLAIMS_MADE_EXCLUSIONS (../liability.ts) in French. */
export const CLAIMS_MADE_EXCLUSIONS_FR: Clause[] = [
  {
    title: 'Exclusions en responsabilité professionnelle',
    paragraphs: ['Nous ne payons aucune perte relative à une réclamation\u00a0:'],
    items: [
      'découlant d’un acte fautif connu d’un Assuré avant la date d’effet de la première police que nous avons établie, ou déclaré aux termes d’une police antérieure;',
      'fondée sur un acte malhonnête, frauduleux ou criminel, ou sur un profit personnel auquel l’Assuré n’avait pas droit, une fois établi par un jugement définitif ou un aveu;',
      'pour un préjudice corporel ou des dommages matériels, autres que l’angoisse morale découlant d’un acte fautif;',
      'découlant d’une responsabilité assumée aux termes d’un contrat, ou de garanties de résultats ou de coûts;',
      'présentée par un Assuré contre un autre, sauf une action oblique ou une réclamation d’un employé pour un acte fautif dans des services qui lui ont été rendus;',
      'visant des amendes, des pénalités, des taxes ou le remboursement d’honoraires.',
    ],
  },
];
