import { sayOptionLabel } from '../../../../../lib/i18n/shown.ts';
import type { ProductWording } from '../types.ts';

/** A tenants cover level's name as the product texts say it in French (the web's quote shows the same). */
const level = (english: string) => `«\u00a0${sayOptionLabel(english, 'cover-level', 'fr-CA')}\u00a0»`;

/** TENANTS_WORDING (../tenants.ts) in French. */
export const TENANTS_WORDING_FR: ProductWording = {
  policyName: 'Police combinée des locataires',
  insuringAgreements: [
    {
      title: 'Garantie A - Biens personnels',
      paragraphs: [
        'Nous assurons les biens personnels dont un Assuré est propriétaire ou qu’il utilise, pendant qu’ils se trouvent au lieu de résidence, ou temporairement ailleurs dans le monde, contre les pertes ou dommages matériels directs causés par un risque assuré, jusqu’à concurrence de la limite des biens personnels indiquée aux conditions particulières.',
      ],
    },
    {
      title: 'Garantie B - Frais de subsistance supplémentaires',
      paragraphs: [
        'Si un sinistre assuré rend le lieu de résidence inhabitable, ou si une autorité civile en interdit l’accès en raison de dommages causés à des lieux voisins par un risque assuré, nous payons l’augmentation raisonnable des frais de subsistance nécessaire pour maintenir votre niveau de vie habituel, jusqu’à concurrence de la limite des frais de subsistance supplémentaires indiquée aux conditions particulières, pendant le temps le plus court nécessaire pour réparer les lieux ou vous installer ailleurs.',
      ],
    },
    {
      title: 'Garantie C - Responsabilité civile personnelle',
      paragraphs: [
        'Nous payons toutes les sommes qu’un Assuré est légalement tenu de verser à titre de dommages-intérêts compensatoires en raison d’un préjudice corporel ou de dommages matériels découlant de ses activités personnelles partout dans le monde, ou du lieu de résidence, jusqu’à concurrence de la limite de responsabilité indiquée aux conditions particulières pour chaque sinistre. Nous défendons toute poursuite visant de tels dommages-intérêts et payons les frais de défense en sus de la limite.',
      ],
    },
  ],
  definitions: [
    [
      'Lieu de résidence',
      'le logement loué par l’Assuré désigné à l’adresse indiquée aux conditions particulières, ainsi que le casier d’entreposage ou l’espace de stationnement loué avec celui-ci.',
    ],
    [
      'Colocataire',
      'une personne désignée comme colocataire aux conditions particulières qui habite le lieu de résidence et en partage le loyer.',
    ],
    [
      'Risque assuré',
      'l’incendie, la foudre, l’explosion, la fumée, la tempête de vent, la grêle, le vol ou la tentative de vol, le vandalisme, la chute d’objets, l’impact d’un aéronef ou d’un véhicule, l’émeute, et l’écoulement soudain et accidentel d’eau provenant d’un système de plomberie, de chauffage ou de climatisation à l’intérieur du bâtiment.',
    ],
    [
      'Coût de remplacement',
      'le coût de remplacement des biens endommagés par des biens neufs de même nature et de même qualité, sans déduction pour dépréciation, lorsque les biens sont effectivement remplacés.',
    ],
  ],
  exclusions: [
    {
      title: 'Biens et risques non assurés',
      paragraphs: ['Aux termes des Garanties A et B, nous n’assurons pas\u00a0:'],
      items: [
        'le bâtiment lui-même, ni les améliorations qu’un propriétaire doit assurer;',
        'les véhicules motorisés, les embarcations de plus de 6 mètres et leur équipement, autres que les aides à la mobilité personnelle;',
        'les biens professionnels ou les biens destinés à la vente, sauf l’équipement professionnel au lieu de résidence jusqu’à concurrence de 2\u00a0500\u00a0$;',
        'l’usure normale, la détérioration graduelle, la rouille, la vermine, les insectes, ni les vices de conception ou de fabrication;',
        'l’eau qui pénètre par les fondations, les eaux de surface, l’inondation, le refoulement d’égout ou les eaux souterraines, à moins que les conditions particulières n’indiquent la garantie inondation;',
        'le tremblement de terre, à moins que les conditions particulières n’indiquent la garantie tremblement de terre.',
      ],
    },
    {
      title: 'Responsabilité non assurée',
      paragraphs: [
        'Aux termes de la Garantie C, nous n’assurons pas la responsabilité découlant d’activités commerciales ou professionnelles, de la propriété ou de l’utilisation de véhicules motorisés ou d’embarcations, de la transmission d’une maladie transmissible, ni des dommages causés aux biens que l’Assuré loue, occupe ou a sous sa garde, sauf les dommages causés au lieu de résidence par l’incendie, la fumée ou l’eau.',
      ],
    },
  ],
  conditions: [
    {
      title: 'Base de règlement',
      paragraphs: [
        'Les biens personnels sont indemnisés selon le coût de remplacement une fois remplacés; d’ici là, et pour les biens non remplacés dans les 180 jours, selon leur valeur au jour du sinistre. La franchise indiquée aux conditions particulières s’applique à chaque sinistre aux termes des Garanties A et B.',
      ],
    },
  ],
  section: {
    title: 'Dispositions relatives aux locataires',
    intro:
      'Les présentes dispositions s’appliquent aux polices des locataires, en plus du reste du présent libellé.',
    clauses: [
      {
        title: 'Colocataires',
        paragraphs: [
          'Jusqu’à trois colocataires désignés aux conditions particulières sont des Assurés pour leurs propres biens personnels et leur propre responsabilité civile personnelle, dans les limites indiquées pour chaque colocataire. Un colocataire qui déménage cesse d’être assuré à compter de la date de son départ; avisez votre courtier afin que la police soit modifiée par avenant.',
        ],
      },
      {
        title: 'Niveaux de garantie',
        paragraphs: [
          `Votre niveau de garantie est indiqué aux conditions particulières\u00a0: ${level('Basic')}, ${level('Basic With Flood Cover')}, ${level('Enhanced (No Flood Cover)')}, ${level('Enhanced')} ou ${level('Premium')}. La garantie inondation ne s’applique qu’aux niveaux qui la nomment; les niveaux ${level('Enhanced')} et ${level('Premium')} étendent la Garantie A à tous les risques de pertes ou dommages matériels directs, sous réserve des exclusions.`,
        ],
      },
      {
        title: 'Évacuation',
        paragraphs: [
          'Les frais de subsistance supplémentaires ne sont pas payables pour une évacuation ordonnée en raison d’un feu de forêt, d’une inondation, d’un ouragan, d’un tremblement de terre, d’une émeute ou d’une tempête hivernale qui commence, ou dont un avertissement public est émis, avant la date d’effet de la police ou dans les 72 heures suivant l’établissement de la police.',
        ],
      },
      {
        title: 'Déménagement',
        paragraphs: [
          'Si vous déménagez au Canada pendant la période d’assurance, les biens personnels sont garantis aux deux adresses pendant 30 jours. Communiquez votre nouvelle adresse à votre courtier dans ce délai afin que l’emplacement du risque puisse être modifié.',
        ],
      },
    ],
  },
};
