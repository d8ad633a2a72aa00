import type { ProductWording } from '../types.ts';

/** CONSTRUCTION_WORDING (../construction.ts) in French. */
export const CONSTRUCTION_WORDING_FR: ProductWording = {
  policyName: 'Police des risques des constructeurs et des chantiers',
  insuringAgreements: [
    {
      title: 'Biens en construction',
      paragraphs: [
        'Nous assurons le projet décrit aux conditions particulières, y compris le bâtiment ou l’ouvrage en construction ou en rénovation, les matériaux, les fournitures, l’équipement et les ouvrages provisoires qui en font partie, pendant qu’ils se trouvent sur le chantier, contre tous les risques de pertes ou dommages matériels directs pendant la période d’assurance, jusqu’à concurrence de la valeur du projet indiquée aux conditions particulières.',
      ],
    },
    {
      title: 'Matériaux en transit et entreposés hors chantier',
      paragraphs: [
        'Nous assurons les matériaux et fournitures destinés à faire partie du projet pendant leur transport au Canada ou leur entreposage à un autre endroit, jusqu’à concurrence de 10\u00a0% de la valeur du projet ou de 100\u00a0000\u00a0$, selon le moins élevé des deux montants.',
      ],
    },
    {
      title: 'Enlèvement des débris et frais d’accélération',
      paragraphs: [
        'À la suite de dommages assurés, nous payons le coût raisonnable de l’enlèvement des débris du chantier ainsi que le coût supplémentaire des réparations provisoires et de l’accélération des réparations permanentes, jusqu’à concurrence de 25\u00a0% du montant du sinistre, en sus de la valeur du projet.',
      ],
    },
  ],
  definitions: [
    [
      'Projet',
      'la construction, la rénovation ou l’agrandissement sur le chantier décrit dans la proposition et aux conditions particulières.',
    ],
    [
      'Valeur du projet',
      'la valeur du projet une fois achevé, y compris la main-d’œuvre, les matériaux, les frais généraux et le profit, à l’exclusion de la valeur du terrain.',
    ],
    ['Chantier', 'l’adresse du projet indiquée aux conditions particulières.'],
    [
      'Achèvement',
      'la première des dates suivantes\u00a0: la date à laquelle le projet est occupé ou affecté à l’usage prévu, la date de son acceptation par le propriétaire, ou l’expiration de la période d’assurance.',
    ],
  ],
  exclusions: [
    {
      title: 'Exclusions relatives à la construction',
      paragraphs: ['Nous n’assurons pas\u00a0:'],
      items: [
        'le coût de la reprise des vices de fabrication, de matériaux ou de conception, les dommages matériels qui en résultent aux autres biens assurés étant toutefois garantis;',
        'le bris mécanique ou électrique, ni les pertes survenues pendant les essais ou la mise en service;',
        'le vol de matériaux sur un chantier non clôturé, non verrouillé ou sans surveillance, ni la disparition constatée lors d’un inventaire;',
        'les terrains, la valeur des terrains, les arbres, les arbustes et les excavations ne faisant pas partie du projet;',
        'l’équipement et l’outillage d’entrepreneur, à moins que les conditions particulières n’indiquent une garantie flottante sur l’équipement;',
        'les pertes causées par l’inondation ou le tremblement de terre, à moins que les conditions particulières n’indiquent ces risques;',
        'toute perte survenant après l’achèvement ou après l’occupation du projet.',
      ],
    },
  ],
  conditions: [
    {
      title: 'Protection du chantier',
      paragraphs: [
        'Vous devez garder le chantier raisonnablement protégé contre l’intrusion lorsqu’aucuns travaux n’y sont en cours, protéger les travaux contre les intempéries, et maintenir la protection contre l’incendie et le chauffage par temps de gel, comme le font les constructeurs prudents.',
      ],
    },
    {
      title: 'Base de règlement',
      paragraphs: [
        'Les sinistres sont réglés selon le coût de réparation ou de remplacement des travaux endommagés par des matériaux de même nature et de même qualité, moins la franchise indiquée aux conditions particulières, et jamais pour plus que la valeur du projet.',
      ],
    },
  ],
  section: {
    title: 'Dispositions relatives à la construction',
    intro:
      'Les présentes dispositions s’appliquent aux polices des risques des constructeurs et des chantiers.',
    clauses: [
      {
        title: 'Prolongation de la période d’assurance',
        paragraphs: [
          'Si le projet n’est pas achevé à la date d’expiration, vous pouvez demander une prolongation avant l’expiration. Les prolongations sont accordées par mois entiers, jusqu’à 18 mois de prolongations au total, sous réserve de notre approbation de l’état du projet, des pertes ou réclamations et de toute modification de la portée des travaux; une prime additionnelle peut être exigée et est entièrement acquise.',
        ],
      },
      {
        title: 'Occupation',
        paragraphs: [
          'L’occupation partielle du projet aux fins de son usage prévu met fin à la garantie pour la partie occupée, à moins que nous n’y ayons consenti par écrit au moyen d’un avenant.',
        ],
      },
      {
        title: 'Intérêts assurés',
        paragraphs: [
          'Le propriétaire, l’entrepreneur général et les sous-traitants travaillant au projet sont des Assurés selon leurs intérêts respectifs. Les bénéficiaires et les créanciers hypothécaires sont ajoutés par avenant et indemnisés selon leurs intérêts.',
        ],
      },
    ],
  },
};
