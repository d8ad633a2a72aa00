import type { ProductWording } from '../types.ts';
import {
  CLAIMS_MADE_AGREEMENTS_FR,
  CLAIMS_MADE_DEFINITIONS_FR,
  CLAIMS_MADE_EXCLUSIONS_FR,
} from './liability.ts';

/** PROFESSIONAL_WORDING (../professional.ts) in French. */
export const PROFESSIONAL_WORDING_FR: ProductWording = {
  policyName: 'Police de responsabilité professionnelle et des dirigeants',
  insuringAgreements: CLAIMS_MADE_AGREEMENTS_FR,
  definitions: [
    ...CLAIMS_MADE_DEFINITIONS_FR,
    [
      'Personne assurée',
      'tout administrateur, dirigeant, associé, employé ou agent titulaire d’un permis, passé, présent ou futur, de l’Assuré désigné, agissant en cette qualité.',
    ],
    [
      'Services professionnels',
      'les services décrits aux conditions particulières, rendus à des tiers contre rémunération\u00a0: les services technologiques, les conseils et la vente en assurance de personnes (vie, accident et maladie), ou la gestion de l’Assuré désigné.',
    ],
  ],
  exclusions: CLAIMS_MADE_EXCLUSIONS_FR,
  conditions: [
    {
      title: 'Période de déclaration prolongée',
      paragraphs: [
        'Si la présente police est résiliée ou non renouvelée pour un motif autre que le non-paiement, vous pouvez souscrire une période de déclaration prolongée de 1 à 6 ans en le demandant par écrit dans les 30 jours suivant la fin de la période d’assurance. Sa prime correspond à un pourcentage de la prime annuelle à l’échéance que nous fixons, est exigée une seule fois et est entièrement acquise. Elle n’augmente pas la limite.',
      ],
    },
    {
      title: 'Répartition',
      paragraphs: [
        'Lorsqu’une réclamation comporte à la fois des questions ou des parties garanties et non garanties, la perte est répartie équitablement entre elles selon les risques juridiques et financiers en cause.',
      ],
    },
  ],
  section: {
    title: 'Dispositions relatives à la responsabilité professionnelle',
    intro:
      'Les présentes dispositions s’appliquent aux polices d’erreurs et omissions en technologie, d’erreurs et omissions des agents d’assurance de personnes et de responsabilité des administrateurs et dirigeants de sociétés fermées.',
    clauses: [
      {
        title: 'Erreurs et omissions en technologie',
        paragraphs: [
          'Pour les polices technologiques, les actes fautifs comprennent le fait que vos services ou produits technologiques ne fonctionnent pas comme prévu, et la transmission involontaire d’un code malveillant dans vos services; l’exclusion relative aux cyberrisques et aux données ne s’applique pas à ces réclamations, mais le coût de la correction de vos propres travaux n’est pas assuré.',
        ],
      },
      {
        title: 'Erreurs et omissions des agents d’assurance de personnes',
        paragraphs: [
          'Pour les agents d’assurance de personnes, un Assuré doit détenir un permis valide dans la province où les services sont rendus. Les réclamations découlant de l’insolvabilité d’un assureur, ou de la vente de valeurs mobilières ou de fonds distincts sans le permis requis, ne sont pas assurées.',
        ],
      },
      {
        title: 'Administrateurs et dirigeants',
        paragraphs: [
          'Pour les polices des administrateurs et dirigeants, nous payons la perte des personnes assurées que l’Assuré désigné n’indemnise pas, ainsi que l’indemnisation de celles-ci par l’Assuré désigné, moins la rétention indiquée. Les réclamations présentées par un actionnaire majoritaire ou pour son compte ne sont pas assurées.',
        ],
      },
    ],
  },
};
