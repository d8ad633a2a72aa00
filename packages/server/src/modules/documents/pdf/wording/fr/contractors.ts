import type { ProductWording } from '../types.ts';
import { CGL_AGREEMENTS_FR, CGL_DEFINITIONS_FR, CGL_EXCLUSIONS_FR } from './liability.ts';

/** CONTRACTORS_WORDING (../contractors.ts) in French. */
export const CONTRACTORS_WORDING_FR: ProductWording = {
  policyName: 'Police de responsabilité civile des entrepreneurs',
  insuringAgreements: [
    ...CGL_AGREEMENTS_FR,
    {
      title:
        'Garantie D - Garantie flottante sur l’équipement d’entrepreneur (lorsqu’elle figure aux conditions particulières)',
      paragraphs: [
        'Nous assurons l’outillage et l’équipement d’entrepreneur dont vous êtes propriétaire ou qui sont sous votre garde contre tous les risques de pertes ou dommages matériels directs, partout au Canada, jusqu’à concurrence de la limite de l’équipement indiquée, selon leur valeur au jour du sinistre, moins la franchise.',
      ],
    },
  ],
  definitions: [
    ...CGL_DEFINITIONS_FR,
    [
      'Activités',
      'les métiers et activités indiqués sous activités aux conditions particulières; aucune autre activité n’est assurée.',
    ],
    [
      'Sous-traitant',
      'une personne ou une entreprise qui exécute une partie de vos travaux aux termes d’un contrat conclu avec vous.',
    ],
  ],
  exclusions: [
    ...CGL_EXCLUSIONS_FR,
    {
      title: 'Exclusions relatives aux entrepreneurs',
      paragraphs: ['La présente assurance ne s’applique pas\u00a0:'],
      items: [
        'aux activités non indiquées aux conditions particulières, notamment la couverture, la démolition, le dynamitage, les travaux souterrains à plus de 3 mètres de profondeur et les travaux sur des bâtiments de plus de quatre étages, à moins qu’elles ne soient déclarées;',
        'aux projets assurés par une police de responsabilité globale de chantier ou propre à un projet;',
        'à l’enlèvement de l’amiante, du plomb ou des moisissures, ni à tous travaux portant sur des matières dangereuses;',
        'à l’équipement visé par une garantie flottante pendant qu’il est loué à des tiers, ni aux dommages dus à l’usure, au bris mécanique ou à la surcharge.',
      ],
    },
  ],
  conditions: [
    {
      title: 'Sous-traitants',
      paragraphs: [
        'Vous devez obtenir de chaque sous-traitant, avant le début des travaux, un certificat d’assurance responsabilité civile générale comportant des limites d’au moins 2\u00a0000\u00a0000\u00a0$ par sinistre et vous désignant comme assuré additionnel, et le conserver à notre intention.',
      ],
    },
  ],
  section: {
    title: 'Dispositions relatives aux entrepreneurs',
    intro:
      'Les présentes dispositions s’appliquent aux polices des entrepreneurs, des entrepreneurs spécialisés et de l’équipement d’entrepreneur.',
    clauses: [
      {
        title: 'Activités et revenus déclarés',
        paragraphs: [
          'La prime est établie selon les activités et les revenus déclarés dans la proposition. Toute modification ou tout ajout d’activités doit être déclaré à votre courtier et faire l’objet d’un avenant avant le début des travaux; les nouvelles activités ne sont assurées qu’une fois que nous les avons acceptées.',
        ],
      },
      {
        title: 'Assurés additionnels',
        paragraphs: [
          'Une personne ou une organisation que vous convenez, dans un contrat écrit, d’ajouter comme assuré est un assuré additionnel, mais uniquement pour la responsabilité causée par vos activités en cours pour son compte. Les demandes visant des promoteurs, des constructeurs d’habitations et de grandes entreprises de construction nécessitent notre approbation préalable.',
        ],
      },
      {
        title: 'Travaux terminés',
        paragraphs: [
          'Le risque produits et travaux terminés est garanti dans la limite globale indiquée aux conditions particulières, pour le préjudice corporel et les dommages matériels survenant pendant la période d’assurance.',
        ],
      },
    ],
  },
};
