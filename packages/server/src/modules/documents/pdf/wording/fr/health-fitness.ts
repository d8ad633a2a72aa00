import type { ProductWording } from '../types.ts';
import { CGL_AGREEMENTS_FR, CGL_DEFINITIONS_FR, CGL_EXCLUSIONS_FR } from './liability.ts';

/** HEALTH_FITNESS_WORDING (../health-fitness.ts) in French. */
export const HEALTH_FITNESS_WORDING_FR: ProductWording = {
  policyName: 'Police de responsabilité civile santé et conditionnement physique',
  insuringAgreements: [
    ...CGL_AGREEMENTS_FR,
    {
      title: 'Garantie D - Responsabilité professionnelle',
      paragraphs: [
        'Nous payons les dommages-intérêts en raison d’un préjudice corporel découlant d’une erreur ou d’une omission dans l’enseignement, l’entraînement, la thérapie ou les conseils que vous donnez dans le cadre des activités déclarées, comme s’il avait été causé par un sinistre, dans la limite par sinistre.',
      ],
    },
  ],
  definitions: [
    ...CGL_DEFINITIONS_FR,
    [
      'Activités déclarées',
      'les activités de conditionnement physique, de mieux-être ou de thérapie indiquées sous activités aux conditions particulières.',
    ],
    [
      'Participant',
      'une personne qui prend part à un cours, à une séance ou à un programme que vous dirigez ou supervisez.',
    ],
    [
      'Qualifié',
      'titulaire d’une certification valide reconnue au Canada pour l’activité déclarée, ainsi que d’une certification valide en premiers soins et en RCR.',
    ],
  ],
  exclusions: [
    ...CGL_EXCLUSIONS_FR,
    {
      title: 'Exclusions relatives à la santé et au conditionnement physique',
      paragraphs: ['La présente assurance ne s’applique pas\u00a0:'],
      items: [
        'aux activités autres que les activités déclarées, notamment le yoga chaud, le yoga sur planche à pagaie, l’hydrothérapie ou les arts martiaux, à moins qu’elles ne soient déclarées;',
        'à la prescription de médicaments, de suppléments ou de régimes, ni à tout diagnostic ou traitement médical;',
        'au préjudice subi par un participant qui n’a pas signé de renonciation ni de questionnaire de santé lorsque votre activité l’exige;',
        'à l’utilisation d’équipements ou d’installations qui ne sont pas entretenus selon les instructions du fabricant.',
      ],
    },
  ],
  conditions: [
    {
      title: 'Qualifications',
      paragraphs: [
        'Tout Assuré qui dirige une activité déclarée doit être qualifié. La garantie ne s’applique pas à l’enseignement donné par une personne qui ne l’est pas.',
      ],
    },
  ],
  section: {
    title: 'Dispositions relatives à la santé et au conditionnement physique',
    intro:
      'Les présentes dispositions s’appliquent aux polices santé et conditionnement physique des instructeurs individuels et des établissements.',
    clauses: [
      {
        title: 'Application de la garantie',
        paragraphs: [
          'Les instructeurs individuels sont assurés pour les activités déclarées partout où ils enseignent au Canada, y compris les cours en ligne donnés à des participants au Canada. Les polices d’établissement assurent les lieux indiqués aux conditions particulières et les activités qui s’y déroulent.',
        ],
      },
      {
        title: 'Renonciations et registres des participants',
        paragraphs: [
          'Vous devez conserver la renonciation signée et le questionnaire de santé de chaque participant, ainsi que les registres de présence, pendant au moins sept ans, et nous les remettre sur demande lorsqu’une réclamation est présentée.',
        ],
      },
      {
        title: 'Primes préétablies',
        paragraphs: [
          'Les polices des instructeurs individuels sont établies à la prime préétablie du forfait choisi (75\u00a0$, 100\u00a0$ ou 125\u00a0$ par année) et ne sont pas ajustées selon les revenus.',
        ],
      },
    ],
  },
};
