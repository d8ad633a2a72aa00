import { productPairs } from './pairs.ts';

/** The French of the health and fitness products (individuals and premises). */
export const HEALTH_FITNESS_PRODUCT_PAIRS = productPairs({
  'Full name of the practitioner': 'Nom complet du praticien',
  'Operation type': 'Type d’activité',
  'Personal trainer': 'Entraîneur personnel',
  'Group fitness instructor': 'Instructeur de conditionnement physique en groupe',
  'Pilates instructor': 'Instructeur de Pilates',
  'Yoga instructor': 'Professeur de yoga',
  'Hot yoga instructor': 'Professeur de yoga chaud',
  'Yoga therapy': 'Yogathérapie',
  'Paddleboard yoga instructor': 'Professeur de yoga sur planche à pagaie',
  Acupressure: 'Acupression',
  Hydrotherapy: 'Hydrothérapie',
  'Squash instructor': 'Instructeur de squash',
  'Tennis instructor': 'Instructeur de tennis',
  'First aid / CPR instructor': 'Instructeur de premiers soins et de RCR',
  'Osteopathic manual practice (graduate practitioner)': 'Ostéopathie manuelle (praticien diplômé)',
  'Osteopathic manual practice (student in supervised clinic)':
    'Ostéopathie manuelle (étudiant en clinique supervisée)',
  'Nutrition and wellness coach': 'Coach en nutrition et mieux-être',
  'Outdoor boot camp': 'Camp d’entraînement extérieur',
  'No longer offered; choose Group fitness instructor.':
    'N’est plus offert\u00a0; choisissez Instructeur de conditionnement physique en groupe.',
  'Boxing or MMA instructor': 'Instructeur de boxe ou d’arts martiaux mixtes',
  'Aerial silks instructor': 'Instructeur de tissu aérien',
  'Do you hold a current certification for every activity you teach or practise?':
    'Détenez-vous une certification à jour pour chaque activité que vous enseignez ou pratiquez\u00a0?',
  'Years of experience': 'Années d’expérience',
  'Preset premiums: $75 a year for $1,000,000, $100 for $2,000,000, $125 for $5,000,000.':
    'Primes fixes\u00a0: 75\u00a0$ par année pour 1\u00a0000\u00a0000\u00a0$, 100\u00a0$ pour 2\u00a0000\u00a0000\u00a0$, 125\u00a0$ pour 5\u00a0000\u00a0000\u00a0$.',
  '$75 a year': '75\u00a0$ par année',
  '$100 a year': '100\u00a0$ par année',
  '$125 a year': '125\u00a0$ par année',
  // Premises
  'Premises address': 'Adresse des lieux',
  'Premises and coverage': 'Lieux et garanties',
  'Type of facility': 'Type d’installation',
  'Yoga studio': 'Studio de yoga',
  'Pilates studio': 'Studio de Pilates',
  'Dance studio': 'Studio de danse',
  'Indoor cycling studio': 'Studio de vélo intérieur',
  'Hot yoga studio': 'Studio de yoga chaud',
  'Fitness centre or gym': 'Centre de conditionnement physique ou gym',
  'CrossFit or functional training gym': 'Gym de CrossFit ou d’entraînement fonctionnel',
  'Martial arts studio': 'Studio d’arts martiaux',
  'Climbing gym': 'Centre d’escalade',
  'Trampoline park': 'Parc de trampolines',
  'Floor area (square feet)': 'Superficie (pieds carrés)',
  'Number of members': 'Nombre de membres',
  'Does every member and guest sign a waiver?': 'Chaque membre et invité signe-t-il une renonciation\u00a0?',
  'Do all instructors hold a current certification and first aid?':
    'Tous les instructeurs détiennent-ils une certification et une formation en premiers soins à jour\u00a0?',
  'Equipment and contents limit': 'Limite du matériel et des biens',
  'Fitness equipment, furniture and stock; 0 for none.':
    'Matériel de conditionnement physique, mobilier et stock\u00a0; 0 si aucun.',
});
