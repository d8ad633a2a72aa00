import { PROVINCES, type Province } from '@bm/domain';
import type { Building } from './types.ts';

export type HazardBand = 'low' | 'moderate' | 'high';

export interface LocalCity {
  name: string;
  province: Province;
  /** City centre. */
  latitude: number;
  longitude: number;
  /** Approximate 2021 census population; larger places come first in suggestions. */
  population: number;
  /** Forward sortation areas (first three postal characters) that serve the place. */
  fsas: readonly string[];
  aliases?: readonly string[];
}

const city = (
  name: string,
  province: Province,
  latitude: number,
  longitude: number,
  population: number,
  fsas: string,
  aliases?: readonly string[],
): LocalCity => ({
  name,
  province,
  latitude,
  longitude,
  population,
  fsas: fsas.split(' '),
  ...(aliases ? { aliases } : {}),
});

/** Canadian cities and towns in every province and territory, with some of their real FSAs. */
export const CITIES: readonly LocalCity[] = [
  // British Columbia
  city('Vancouver', 'BC', 49.2827, -123.1207, 662_248, 'V5K V5L V5N V5T V6B V6E V6G V6K V6T'),
  city('Victoria', 'BC', 48.4284, -123.3656, 91_867, 'V8R V8V V8W V9A'),
  city('Kelowna', 'BC', 49.888, -119.496, 144_576, 'V1V V1W V1X V1Y'),
  city('Abbotsford', 'BC', 49.0504, -122.3045, 153_524, 'V2S V2T V3G'),
  city('Chilliwack', 'BC', 49.1579, -121.9515, 93_203, 'V2P V2R'),
  city('Kamloops', 'BC', 50.6745, -120.3273, 97_902, 'V2B V2C V2H'),
  city('Prince George', 'BC', 53.9171, -122.7497, 76_708, 'V2L V2M V2N'),
  city('Lytton', 'BC', 50.2316, -121.5824, 210, 'V0K'),
  // Alberta
  city('Calgary', 'AB', 51.0447, -114.0719, 1_306_784, 'T2E T2P T2R T2S T3A T3H'),
  city('Edmonton', 'AB', 53.5461, -113.4938, 1_010_899, 'T5J T5K T6E T6G'),
  city('Red Deer', 'AB', 52.2681, -113.8112, 100_844, 'T4N T4P T4R'),
  city('Lethbridge', 'AB', 49.6935, -112.8418, 98_406, 'T1H T1J T1K'),
  city('Fort McMurray', 'AB', 56.7268, -111.381, 68_002, 'T9H T9J T9K'),
  city('High River', 'AB', 50.5809, -113.8711, 14_324, 'T1V'),
  city('Slave Lake', 'AB', 55.2829, -114.772, 6_836, 'T0G'),
  // Saskatchewan
  city('Saskatoon', 'SK', 52.1332, -106.67, 266_141, 'S7H S7K S7N'),
  city('Regina', 'SK', 50.4452, -104.6189, 226_404, 'S4P S4R S4S S4T'),
  city('La Ronge', 'SK', 55.1, -105.2843, 2_688, 'S0J'),
  // Manitoba
  city('Winnipeg', 'MB', 49.8951, -97.1384, 749_607, 'R2C R2M R3B R3C R3G R3L R3T'),
  city('Brandon', 'MB', 49.8485, -99.9501, 51_313, 'R7A R7B'),
  city('Thompson', 'MB', 55.7435, -97.8558, 13_035, 'R8N'),
  // Ontario
  city('Toronto', 'ON', 43.6532, -79.3832, 2_794_356, 'M4C M4X M4Y M5G M5H M5J M5S M5V M6G M6J'),
  city('Ottawa', 'ON', 45.4215, -75.6972, 1_017_449, 'K1N K1P K1R K1S K1Y K2P'),
  city('Hamilton', 'ON', 43.2557, -79.8711, 569_353, 'L8N L8P L8R L8S'),
  city('London', 'ON', 42.9849, -81.2453, 422_324, 'N6A N6B N6G'),
  city('Windsor', 'ON', 42.3149, -83.0364, 229_660, 'N8X N9A N9B'),
  city('Greater Sudbury', 'ON', 46.4917, -80.993, 166_004, 'P3A P3C P3E', ['Sudbury']),
  city('Kingston', 'ON', 44.2312, -76.486, 132_485, 'K7K K7L K7M'),
  city('Waterloo', 'ON', 43.4643, -80.5204, 121_436, 'N2J N2K N2L'),
  city('Thunder Bay', 'ON', 48.3809, -89.2477, 108_843, 'P7A P7B P7E'),
  city('Kenora', 'ON', 49.767, -94.4894, 14_967, 'P9N'),
  // Quebec
  city('Montréal', 'QC', 45.5019, -73.5674, 1_762_949, 'H2L H2W H2X H3A H3B H3G H3H H8Y H9H'),
  city('Québec', 'QC', 46.8139, -71.208, 549_459, 'G1K G1R G1S G1V', ['Quebec City', 'Ville de Québec']),
  city('Gatineau', 'QC', 45.4765, -75.7013, 291_041, 'J8T J8X J8Y J9H'),
  city('Sherbrooke', 'QC', 45.4042, -71.8929, 172_950, 'J1H J1J J1K'),
  city('Trois-Rivières', 'QC', 46.3432, -72.5477, 139_163, 'G8Z G9A'),
  city('Sainte-Marthe-sur-le-Lac', 'QC', 45.533, -73.94, 20_130, 'J0N'),
  // New Brunswick
  city('Moncton', 'NB', 46.0878, -64.7782, 79_470, 'E1A E1C E1E'),
  city('Saint John', 'NB', 45.2733, -66.0633, 69_895, 'E2K E2L E2M'),
  city('Fredericton', 'NB', 45.9636, -66.6431, 63_116, 'E3A E3B E3C'),
  // Nova Scotia
  city('Halifax', 'NS', 44.6488, -63.5752, 439_819, 'B3H B3J B3K B3L B3Z'),
  city('Sydney', 'NS', 46.1368, -60.1942, 93_694, 'B1P B1S'),
  // Prince Edward Island
  city('Charlottetown', 'PE', 46.2382, -63.1311, 38_809, 'C1A C1C C1E'),
  city('Summerside', 'PE', 46.395, -63.7876, 16_001, 'C1N'),
  // Newfoundland and Labrador
  city("St. John's", 'NL', 47.5615, -52.7126, 110_525, 'A1A A1B A1C A1E'),
  city('Corner Brook', 'NL', 48.949, -57.9522, 19_316, 'A2H'),
  city('Gander', 'NL', 48.9569, -54.6089, 11_880, 'A1V'),
  // Territories
  city('Whitehorse', 'YT', 60.7212, -135.0568, 28_201, 'Y1A'),
  city('Dawson City', 'YT', 64.0601, -139.432, 1_577, 'Y0B', ['Dawson']),
  city('Yellowknife', 'NT', 62.454, -114.3718, 20_340, 'X1A'),
  city('Hay River', 'NT', 60.8156, -115.7999, 3_169, 'X0E'),
  city('Iqaluit', 'NU', 63.7467, -68.517, 7_429, 'X0A'),
];

/**
 * Flood and wildfire bands per FSA; an FSA not listed is 'low' on both. These are illustrative
 * bands drawn from public hazard maps and recent events (the 2021 Sumas Prairie and Fraser Valley
 * floods, the 2013 southern Alberta floods, the 2017 and 2019 Ottawa River and Lake of Two
 * Mountains floods, the 2018 Saint John River flood, the Red River and Assiniboine floodplains,
 * the 2016 Fort McMurray, 2011 Slave Lake, 2021 Lytton, 2023 Kelowna, Tantallon, Yellowknife and
 * Hay River fires). They are not an authoritative source and not an insurer's rating zones.
 */
export const HAZARDS: Readonly<Record<string, { flood?: HazardBand; wildfire?: HazardBand }>> = {
  V1V: { wildfire: 'high' },
  V1W: { wildfire: 'high' },
  V1X: { wildfire: 'moderate' },
  V1Y: { wildfire: 'high' },
  V2S: { flood: 'high' },
  V3G: { flood: 'high' },
  V2T: { flood: 'moderate' },
  V2P: { flood: 'moderate' },
  V2R: { flood: 'high' },
  V2B: { wildfire: 'high' },
  V2C: { wildfire: 'moderate' },
  V2H: { wildfire: 'high' },
  V2L: { wildfire: 'moderate' },
  V2M: { wildfire: 'moderate' },
  V2N: { wildfire: 'moderate' },
  V0K: { wildfire: 'high', flood: 'moderate' },
  T2P: { flood: 'moderate' },
  T2R: { flood: 'moderate' },
  T2S: { flood: 'high' },
  T9H: { wildfire: 'high', flood: 'moderate' },
  T9J: { wildfire: 'high' },
  T9K: { wildfire: 'high' },
  T1V: { flood: 'high' },
  T0G: { wildfire: 'high' },
  S0J: { wildfire: 'high' },
  R2C: { flood: 'high' },
  R2M: { flood: 'moderate' },
  R3L: { flood: 'moderate' },
  R7A: { flood: 'moderate' },
  R8N: { wildfire: 'moderate' },
  P9N: { wildfire: 'moderate' },
  H8Y: { flood: 'high' },
  H9H: { flood: 'high' },
  J8T: { flood: 'high' },
  J9H: { flood: 'moderate' },
  J0N: { flood: 'high' },
  E3B: { flood: 'high' },
  E3A: { flood: 'moderate' },
  B3Z: { wildfire: 'high' },
  A1V: { wildfire: 'moderate' },
  Y1A: { wildfire: 'moderate' },
  Y0B: { flood: 'moderate', wildfire: 'moderate' },
  X1A: { wildfire: 'high' },
  X0E: { flood: 'high', wildfire: 'high' },
};

export interface LocalStreet {
  name: string;
  /** Only in these provinces (French names); everywhere when absent. */
  provinces?: readonly Province[];
}

/** Street names common across Canada, in the order suggestions offer them. */
export const STREETS: readonly LocalStreet[] = [
  ...[
    'Main Street',
    'King Street',
    'Queen Street',
    'Church Street',
    'Victoria Avenue',
    'Maple Avenue',
    'Park Avenue',
    'Water Street',
    'Wellington Street',
    'Elm Street',
    'Oak Street',
    'Pine Street',
    'Cedar Street',
    'Centre Street',
    'First Avenue',
    'Second Avenue',
    'Lakeshore Road',
    'River Road',
    'College Street',
    'University Avenue',
    'Hillside Avenue',
    'Highland Drive',
    'Railway Street',
    'Mill Street',
    'Bridge Street',
    'Front Street',
    'Albert Street',
    'George Street',
    'Prince Street',
    'Station Road',
    'Birch Crescent',
    'Willow Drive',
  ].map((name) => ({ name })),
  ...['Rue Principale', 'Rue Notre-Dame', 'Rue Saint-Jean', "Rue de l'Église", 'Chemin du Lac'].map(
    (name): LocalStreet => ({ name, provinces: ['QC', 'NB'] }),
  ),
  { name: 'Boulevard Saint-Laurent', provinces: ['QC'] },
];

export interface LocalBuilding extends Building {
  productIds: readonly string[];
  /** Offered only on these brokerages' marketplaces; on every marketplace when absent. */
  subdomains?: readonly string[];
}

const RENTALS = ['tenants', 'tenants-plus'];
const RESIDENCES = ['student-tenants'];

/** A building from its address written as 'street, city, PR A1B 2C3'. */
function building(
  id: string,
  name: string,
  productIds: readonly string[],
  address: string,
  subdomains?: readonly string[],
): LocalBuilding {
  const match = /^(.+), (.+), ([A-Z]{2}) ([A-Z]\d[A-Z] \d[A-Z]\d)$/.exec(address);
  const province = PROVINCES.find((code) => code === match?.[3]);
  if (!match || !province) throw new Error(`building ${id}: malformed address ${address}`);
  const [, street = '', cityName = '', , postal = ''] = match;
  return {
    id,
    name,
    address: { street, city: cityName, province, postal },
    productIds,
    ...(subdomains ? { subdomains } : {}),
  };
}

/**
 * Known large rental buildings and campus residences, offered by the residential products. Real
 * buildings; their street addresses and postal codes are given as best known for demonstration.
 */
export const BUILDINGS: readonly LocalBuilding[] = [
  building(
    'ubc-place-vanier',
    'Place Vanier Residence (UBC)',
    RESIDENCES,
    '1935 Lower Mall, Vancouver, BC V6T 1X1',
  ),
  building(
    'uoft-chestnut',
    'Chestnut Residence (University of Toronto)',
    RESIDENCES,
    '89 Chestnut Street, Toronto, ON M5G 1R1',
  ),
  building(
    'mcgill-royal-victoria-college',
    'Royal Victoria College (McGill)',
    RESIDENCES,
    '3425 University Street, Montréal, QC H3A 2A8',
  ),
  building(
    'ulaval-alphonse-marie-parent',
    'Pavillon Alphonse-Marie-Parent (Université Laval)',
    RESIDENCES,
    "2255 Rue de l'Université, Québec, QC G1V 0A7",
  ),
  building(
    'ualberta-lister',
    'Lister Centre (University of Alberta)',
    RESIDENCES,
    '11613 87 Avenue NW, Edmonton, AB T6G 2H6',
  ),
  building(
    'usask-voyageur-place',
    'Voyageur Place (University of Saskatchewan)',
    RESIDENCES,
    '106 Wiggins Road, Saskatoon, SK S7N 5E6',
  ),
  building(
    'umanitoba-pembina-hall',
    'Pembina Hall (University of Manitoba)',
    RESIDENCES,
    '26 MacLean Crescent, Winnipeg, MB R3T 2N1',
  ),
  building(
    'western-ontario-hall',
    'Ontario Hall (Western University)',
    RESIDENCES,
    '1151 Richmond Street, London, ON N6A 3K7',
  ),
  building(
    'uwaterloo-village-one',
    'Village 1 (University of Waterloo)',
    RESIDENCES,
    '200 University Avenue West, Waterloo, ON N2L 3G1',
  ),
  building(
    'queens-victoria-hall',
    "Victoria Hall (Queen's University)",
    RESIDENCES,
    '75 Bader Lane, Kingston, ON K7L 3N8',
  ),
  building(
    'dal-risley-hall',
    'Risley Hall (Dalhousie University)',
    RESIDENCES,
    '1233 LeMarchant Street, Halifax, NS B3H 3P7',
  ),
  building(
    'mun-paton-college',
    'Paton College (Memorial University)',
    RESIDENCES,
    "230 Elizabeth Avenue, St. John's, NL A1B 3X9",
  ),
  building(
    'st-james-town-200-wellesley',
    'St. James Town, 200 Wellesley',
    RENTALS,
    '200 Wellesley Street East, Toronto, ON M4X 1G3',
  ),
  building(
    'crescent-town-5-massey',
    'Crescent Town, 5 Massey Square',
    RENTALS,
    '5 Massey Square, Toronto, ON M4C 5L6',
  ),
  building('beach-towers', 'Beach Towers', RENTALS, '1600 Beach Avenue, Vancouver, BC V6G 1Y6'),
  building('fort-garry-place', 'Fort Garry Place', RENTALS, '80 Fort Street, Winnipeg, MB R3C 4S6'),
  building('fenwick-tower', 'Fenwick Tower', RENTALS, '5599 Fenwick Street, Halifax, NS B3H 1R2'),
  building('orchard-house', 'Orchard House', RENTALS, '647 Michigan Street, Victoria, BC V8V 1S9', [
    'coastal',
  ]),
];
