import type { ProductWording } from '../types.ts';
import { CGL_AGREEMENTS_FR, CGL_DEFINITIONS_FR, CGL_EXCLUSIONS_FR } from './liability.ts';

/** BUSINESS_WORDING (../business.ts) in French. */
export const BUSINESS_WORDING_FR: ProductWording = {
  policyName: 'Police commerciale combinée',
  insuringAgreements: [
    ...CGL_AGREEMENTS_FR,
    {
      title: 'Garantie D - Biens de l’entreprise (lorsqu’elle figure aux conditions particulières)',
      paragraphs: [
        'Nous assurons votre contenu, vos marchandises, votre équipement et vos améliorations locatives aux lieux indiqués aux conditions particulières contre tous les risques de pertes ou dommages matériels directs, jusqu’à concurrence des limites indiquées, selon le coût de remplacement une fois remplacés.',
      ],
    },
  ],
  definitions: [
    ...CGL_DEFINITIONS_FR,
    [
      'Lieux',
      'l’emplacement indiqué aux conditions particulières ainsi que les terrains et les constructions qui s’y trouvent et dont vous êtes propriétaire ou locataire.',
    ],
    ['Activités', 'les activités de l’entreprise indiquées sous activités aux conditions particulières.'],
  ],
  exclusions: CGL_EXCLUSIONS_FR,
  conditions: [
    {
      title: 'Mesures de protection',
      paragraphs: [
        'Vous devez maintenir en bon état de fonctionnement tout système d’alarme, de gicleurs ou autre protection décrit dans la proposition, et nous aviser promptement de toute défaillance.',
      ],
    },
  ],
  section: {
    title: 'Dispositions relatives aux entreprises',
    intro: 'Les présentes dispositions s’appliquent aux polices d’entreprise sur mesure.',
    clauses: [
      {
        title: 'Activités déclarées',
        paragraphs: [
          'La prime est établie selon les activités et les revenus déclarés dans la proposition. Les activités non déclarées ne sont assurées qu’une fois ajoutées par avenant.',
        ],
      },
      {
        title: 'Inoccupation',
        paragraphs: [
          'La garantie des biens de l’entreprise est suspendue si les lieux sont inoccupés pendant plus de 30 jours consécutifs, sauf entente écrite contraire avec nous.',
        ],
      },
    ],
  },
};
