// Titles and descriptions of demo objects, composed from phrase templates per language so they
// read like texts landlords write. Every language has its own grammar here (German genders and
// adjective endings, French elision, Italian articles, Dutch de/het) instead of word-for-word
// templates; the same facts and variant choices give the "translations" of a text.
import type { Setting, SiteLanguage, Texts } from './places';
import { typographicApostrophes } from './typography';

export type DescriptionLanguage = SiteLanguage | 'nl';

export type ObjectKind =
  | 'holidayHome'
  | 'chalet'
  | 'villa'
  | 'bungalow'
  | 'countryHouse'
  | 'finca'
  | 'holidayApartment'
  | 'apartment';

export const HOUSE_KINDS: readonly ObjectKind[] = [
  'holidayHome',
  'chalet',
  'villa',
  'bungalow',
  'countryHouse',
  'finca',
];

export type Feature =
  | 'pool'
  | 'sharedPool'
  | 'sauna'
  | 'seaview'
  | 'whirlpool'
  | 'fireplace'
  | 'terrace'
  | 'internet'
  | 'dishwasher'
  | 'washingmachine'
  | 'airconditioning'
  | 'grill'
  | 'parking'
  | 'tv';

export interface DescriptionFacts {
  kind: ObjectKind;
  /** Index into each language's adjective list (all lists have ADJECTIVE_COUNT entries). */
  adjective: number;
  /** Place name per site language; Dutch uses the local name. */
  place: Texts;
  placeLocal: string;
  regionLoc: Texts;
  regionNl: string;
  persons: number;
  bedrooms: number;
  bathrooms: number;
  sqm: number;
  /** Features to mention, most attractive first (2–4). */
  features: Feature[];
  setting: Setting;
  distSea: number | null;
  distLake: number | null;
  distSkilift: number | null;
  distSkiloipe: number | null;
  fishing: boolean;
  boat: boolean;
  pets: boolean;
  nonsmoking: boolean;
  family: boolean;
  group: boolean;
  /** Whether to add the "heart of the house" sentence. */
  heart: boolean;
  /** Variant indices, chosen once per object so translations follow the native text. */
  variants: { intro: number; rooms: number; amenities: number; location: number; closing: number };
}

export const ADJECTIVE_COUNT = 10;
export const MIN_DESCRIPTION = 300;
export const MAX_DESCRIPTION = 600;

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;
const cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/**
 * Distances exactly as the object's fact list shows them (app/components/object/object-facts.tsx):
 * metres to the nearest 10 below 1 km, else km with at most one decimal. Rounding differently here
 * ("750 Meter" beside "730 m") would make the page contradict itself.
 */
export function distance(metres: number, decimalComma: boolean, metreWord: string): string {
  if (metres < 1000) return `${Math.round(metres / 10) * 10} ${metreWord}`;
  const km = Math.round(metres / 100) / 10;
  const text = Number.isInteger(km) ? String(km) : km.toFixed(1);
  return `${decimalComma ? text.replace('.', ',') : text} km`;
}

// ---------------------------------------------------------------------------------------------
// Sentence parts shared by all languages.

interface Sentences {
  intro: string;
  rooms: string;
  heart: string | null;
  amenities: string | null;
  location: string[];
  closing: string[];
  optional: string[];
  fillers: string[];
}

/** Assembles sentences, then pads with fillers or drops optional ones to fit 300–600 chars. */
function assemble(s: Sentences): string {
  const core = [s.intro, s.rooms];
  if (s.heart) core.push(s.heart);
  if (s.amenities) core.push(s.amenities);
  core.push(...s.location, ...s.closing);
  const optional = [...s.optional];
  let text = [...core, ...optional].join(' ');
  while (text.length > MAX_DESCRIPTION && optional.length > 0) {
    optional.pop();
    text = [...core, ...optional].join(' ');
  }
  if (text.length > MAX_DESCRIPTION && s.heart) {
    text = [...core.filter((c) => c !== s.heart), ...optional].join(' ');
  }
  for (const filler of s.fillers) {
    if (text.length >= MIN_DESCRIPTION) break;
    text = `${text} ${filler}`;
  }
  return text;
}

// ---------------------------------------------------------------------------------------------
// German.

type DeGender = 'm' | 'f' | 'n';
const DE_NOUNS: Record<ObjectKind, [string, DeGender]> = {
  holidayHome: ['Ferienhaus', 'n'],
  chalet: ['Chalet', 'n'],
  villa: ['Villa', 'f'],
  bungalow: ['Bungalow', 'm'],
  countryHouse: ['Landhaus', 'n'],
  finca: ['Finca', 'f'],
  holidayApartment: ['Ferienwohnung', 'f'],
  apartment: ['Apartment', 'n'],
};
const DE_ARTICLE: Record<DeGender, string> = { m: 'der', f: 'die', n: 'das' };
const DE_THIS: Record<DeGender, string> = { m: 'dieser', f: 'diese', n: 'dieses' };
const DE_PRONOUN: Record<DeGender, string> = { m: 'Er', f: 'Sie', n: 'Es' };
// Weak adjective endings: after der/die/das and dieser/diese/dieses the nominative ends in -e
// for every gender.
const DE_ADJECTIVES = [
  'gemütliche',
  'moderne',
  'helle',
  'geräumige',
  'liebevoll eingerichtete',
  'komfortable',
  'charmante',
  'ruhig gelegene',
  'frisch renovierte',
  'stilvolle',
];
const DE_FEATURES: Record<Feature, string> = {
  pool: 'ein privater Pool',
  sharedPool: 'ein Swimmingpool',
  sauna: 'eine Sauna',
  seaview: 'ein herrlicher Meerblick',
  whirlpool: 'ein Whirlpool',
  fireplace: 'ein Kaminofen',
  terrace: 'eine große Terrasse',
  internet: 'kostenloses WLAN',
  dishwasher: 'eine Spülmaschine',
  washingmachine: 'eine Waschmaschine',
  airconditioning: 'eine Klimaanlage',
  grill: 'ein Grill',
  parking: 'ein eigener Parkplatz',
  tv: 'ein Fernseher',
};

function deCount(n: number, one: string, many: string): string {
  return n === 1 ? one : `${n} ${many}`;
}

function describeDe(f: DescriptionFacts): string {
  const [noun, g] = DE_NOUNS[f.kind];
  const adj = pick(DE_ADJECTIVES, f.adjective);
  const place = f.place.de;
  const loc = f.regionLoc.de;
  const km = (m: number) => distance(m, true, 'Meter');
  const intro = pick(
    [
      `${cap(DE_ARTICLE[g])} ${adj} ${noun} liegt in ${place} ${loc} und bietet Platz für ${f.persons} Personen.`,
      `In ${place} ${loc} erwartet Sie ${DE_THIS[g]} ${adj} ${noun} für bis zu ${f.persons} Personen.`,
      `Willkommen in ${place}: ${cap(DE_ARTICLE[g])} ${adj} ${noun} ${loc} ist ideal für ${f.persons} Personen.`,
    ],
    f.variants.intro,
  );
  const beds = deCount(f.bedrooms, 'ein Schlafzimmer', 'Schlafzimmer');
  const rooms = pick(
    [
      `${DE_PRONOUN[g]} verfügt über ${beds}, ${deCount(f.bathrooms, 'ein Badezimmer', 'Badezimmer')} und ${f.sqm} m² Wohnfläche.`,
      `Auf ${f.sqm} m² Wohnfläche verteilen sich ${beds} und ${deCount(f.bathrooms, 'ein Bad', 'Bäder')}.`,
    ],
    f.variants.rooms,
  );
  const heart = f.heart
    ? 'Herzstück ist der offene Wohnbereich mit voll ausgestatteter Küche.'
    : null;
  let amenities: string | null = null;
  if (f.features.length > 0) {
    const list = joinList(
      f.features.map((x) => DE_FEATURES[x]),
      'und',
    );
    const one = f.features.length === 1;
    amenities = pick(
      [
        `Zur Ausstattung ${one ? 'gehört' : 'gehören'} ${list}.`,
        `Für Komfort ${one ? 'sorgt' : 'sorgen'} ${list}.`,
      ],
      f.variants.amenities,
    );
  }
  const location: string[] = [];
  if (f.distSea !== null) {
    location.push(
      pick(
        [
          `Bis zum Strand sind es nur ${km(f.distSea)}.`,
          `Der nächste Strand ist ${km(f.distSea)} entfernt.`,
        ],
        f.variants.location,
      ),
    );
  }
  if (f.distLake !== null) location.push(`Das Seeufer ist ${km(f.distLake)} entfernt.`);
  if (f.distSkilift !== null && f.distSkiloipe !== null) {
    location.push(
      `Der nächste Skilift ist ${km(f.distSkilift)} entfernt, zur Langlaufloipe sind es ${km(f.distSkiloipe)}.`,
    );
  }
  if (f.setting === 'mountains')
    location.push('Im Sommer beginnen zahlreiche Wanderwege direkt vor der Haustür.');
  if (f.setting === 'countryside')
    location.push('Die ruhige Lage lädt zu Spaziergängen und Radtouren ein.');
  if (f.setting === 'town')
    location.push('Restaurants, Cafés und Geschäfte erreichen Sie bequem zu Fuß.');
  const closing: string[] = [];
  closing.push(
    f.pets
      ? pick(
          ['Haustiere sind herzlich willkommen.', 'Ihr Hund ist hier herzlich willkommen.'],
          f.variants.closing,
        )
      : 'Haustiere sind leider nicht erlaubt.',
  );
  const optional: string[] = [];
  if (f.group) {
    optional.push(
      `Mit Platz für ${f.persons} Personen eignet sich ${DE_ARTICLE[g]} ${noun} auch für größere Gruppen.`,
    );
  }
  if (f.family) optional.push('Besonders Familien mit Kindern fühlen sich hier wohl.');
  if (f.fishing) optional.push('Angler finden in der Umgebung gute Reviere.');
  if (f.boat) optional.push('Ein Bootsverleih befindet sich in der Nähe.');
  if (f.nonsmoking) optional.push('Es handelt sich um ein Nichtraucherobjekt.');
  return assemble({
    intro,
    rooms,
    heart,
    amenities,
    location,
    closing,
    optional,
    fillers: [
      `Genießen Sie unvergessliche Urlaubstage ${loc}!`,
      'Wir freuen uns auf Ihren Besuch und wünschen Ihnen schon jetzt einen erholsamen Urlaub.',
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// English.

const EN_NOUNS: Record<ObjectKind, string> = {
  holidayHome: 'holiday home',
  chalet: 'chalet',
  villa: 'villa',
  bungalow: 'bungalow',
  countryHouse: 'country house',
  finca: 'finca',
  holidayApartment: 'holiday apartment',
  apartment: 'apartment',
};
const EN_ADJECTIVES = [
  'cosy',
  'modern',
  'bright',
  'spacious',
  'lovingly furnished',
  'comfortable',
  'charming',
  'quietly located',
  'newly renovated',
  'stylish',
];
const EN_FEATURES: Record<Feature, string> = {
  pool: 'a private pool',
  sharedPool: 'a swimming pool',
  sauna: 'a sauna',
  seaview: 'a wonderful sea view',
  whirlpool: 'a hot tub',
  fireplace: 'a wood-burning stove',
  terrace: 'a large terrace',
  internet: 'free Wi-Fi',
  dishwasher: 'a dishwasher',
  washingmachine: 'a washing machine',
  airconditioning: 'air conditioning',
  grill: 'a barbecue',
  parking: 'a private parking space',
  tv: 'a TV',
};

function enCount(n: number, word: string): string {
  return n === 1 ? `one ${word}` : `${n} ${word}s`;
}

function describeEn(f: DescriptionFacts): string {
  const noun = EN_NOUNS[f.kind];
  const adj = pick(EN_ADJECTIVES, f.adjective);
  const place = f.place.en;
  const loc = f.regionLoc.en;
  const km = (m: number) => distance(m, false, 'metres');
  const intro = pick(
    [
      `The ${adj} ${noun} is located in ${place} ${loc} and sleeps up to ${f.persons} people.`,
      `In ${place} ${loc}, this ${adj} ${noun} welcomes up to ${f.persons} guests.`,
      `Welcome to ${place}: this ${adj} ${noun} ${loc} is ideal for ${f.persons} people.`,
    ],
    f.variants.intro,
  );
  const rooms = pick(
    [
      `It has ${enCount(f.bedrooms, 'bedroom')}, ${enCount(f.bathrooms, 'bathroom')} and ${f.sqm} m² of living space.`,
      `Spread over ${f.sqm} m², it offers ${enCount(f.bedrooms, 'bedroom')} and ${enCount(f.bathrooms, 'bathroom')}.`,
    ],
    f.variants.rooms,
  );
  const heart = f.heart
    ? 'At its heart is an open-plan living area with a fully equipped kitchen.'
    : null;
  let amenities: string | null = null;
  if (f.features.length > 0) {
    const list = joinList(
      f.features.map((x) => EN_FEATURES[x]),
      'and',
    );
    amenities = pick(
      [`Facilities include ${list}.`, `For your comfort, the property offers ${list}.`],
      f.variants.amenities,
    );
  }
  const location: string[] = [];
  if (f.distSea !== null) {
    location.push(
      pick(
        [`The beach is only ${km(f.distSea)} away.`, `The nearest beach is ${km(f.distSea)} away.`],
        f.variants.location,
      ),
    );
  }
  if (f.distLake !== null) location.push(`The lakeshore is ${km(f.distLake)} away.`);
  if (f.distSkilift !== null && f.distSkiloipe !== null) {
    location.push(
      `The nearest ski lift is ${km(f.distSkilift)} away and the cross-country trail ${km(f.distSkiloipe)}.`,
    );
  }
  if (f.setting === 'mountains')
    location.push('In summer, numerous hiking trails start right at the door.');
  if (f.setting === 'countryside')
    location.push('The quiet surroundings invite you to go for walks and bike rides.');
  if (f.setting === 'town')
    location.push('Restaurants, cafés and shops are within easy walking distance.');
  const closing = [
    f.pets
      ? pick(['Pets are very welcome.', 'Your dog is very welcome here.'], f.variants.closing)
      : 'Unfortunately, pets are not allowed.',
  ];
  const optional: string[] = [];
  if (f.group)
    optional.push(`Sleeping ${f.persons}, the ${noun} is also suitable for larger groups.`);
  if (f.family) optional.push('Families with children will feel right at home here.');
  if (f.fishing) optional.push('Anglers will find good fishing spots nearby.');
  if (f.boat) optional.push('A boat rental is close by.');
  if (f.nonsmoking) optional.push('Smoking is not permitted.');
  return assemble({
    intro,
    rooms,
    heart,
    amenities,
    location,
    closing,
    optional,
    fillers: [
      `Enjoy unforgettable holidays ${loc}!`,
      'We look forward to your visit and wish you a relaxing stay.',
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// French.

type FrGender = 'm' | 'f';
/** Noun, gender, and whether it starts with a vowel sound (l', cet). */
const FR_NOUNS: Record<ObjectKind, [string, FrGender, boolean]> = {
  holidayHome: ['maison de vacances', 'f', false],
  chalet: ['chalet', 'm', false],
  villa: ['villa', 'f', false],
  bungalow: ['bungalow', 'm', false],
  countryHouse: ['maison de campagne', 'f', false],
  finca: ['finca', 'f', false],
  holidayApartment: ['appartement de vacances', 'm', true],
  apartment: ['appartement', 'm', true],
};
// Adjectives follow the noun in French; masculine and feminine forms.
const FR_ADJECTIVES: [string, string][] = [
  ['chaleureux', 'chaleureuse'],
  ['moderne', 'moderne'],
  ['lumineux', 'lumineuse'],
  ['spacieux', 'spacieuse'],
  ['joliment aménagé', 'joliment aménagée'],
  ['confortable', 'confortable'],
  ['charmant', 'charmante'],
  ['au calme', 'au calme'],
  ['entièrement rénové', 'entièrement rénovée'],
  ['élégant', 'élégante'],
];
const FR_FEATURES: Record<Feature, string> = {
  pool: 'une piscine privée',
  sharedPool: 'une piscine',
  sauna: 'un sauna',
  seaview: 'une superbe vue sur la mer',
  whirlpool: 'un jacuzzi',
  fireplace: 'un poêle à bois',
  terrace: 'une grande terrasse',
  internet: 'le Wi-Fi gratuit',
  dishwasher: 'un lave-vaisselle',
  washingmachine: 'un lave-linge',
  airconditioning: 'la climatisation',
  grill: 'un barbecue',
  parking: 'une place de parking privée',
  tv: 'une télévision',
};

/** "à Rovinj", but "aux Deux Alpes" and "au Touquet": à + article contracts in French. */
export function frAt(place: string): string {
  if (place.startsWith('Les ')) return `aux ${place.slice(4)}`;
  if (place.startsWith('Le ')) return `au ${place.slice(3)}`;
  return `à ${place}`;
}

/** "a Siena", but "ad Albufeira": Italian writes ad before a vowel a. */
export function itAt(place: string): string {
  return /^[AaÀà]/.test(place) ? `ad ${place}` : `a ${place}`;
}

function frDe(n: number, one: string, many: string): string {
  return n === 1 ? `d'une ${one}` : `de ${n} ${many}`;
}

function describeFr(f: DescriptionFacts): string {
  const [noun, g, vowel] = FR_NOUNS[f.kind];
  const adj = pick(FR_ADJECTIVES, f.adjective)[g === 'm' ? 0 : 1];
  const def = vowel ? `l'${noun}` : `${g === 'm' ? 'le' : 'la'} ${noun}`;
  const dem = g === 'f' ? 'cette' : vowel ? 'cet' : 'ce';
  const at = frAt(f.place.fr);
  const loc = f.regionLoc.fr;
  const km = (m: number) => distance(m, true, 'mètres');
  const intro = pick(
    [
      `${cap(def)} ${adj} se trouve ${at} ${loc} et peut accueillir jusqu'à ${f.persons} personnes.`,
      `${cap(at)} ${loc}, ${dem} ${noun} ${adj} accueille jusqu'à ${f.persons} personnes.`,
      `Bienvenue ${at} : ${dem} ${noun} ${adj} ${loc} est ${g === 'm' ? 'idéal' : 'idéale'} pour ${f.persons} personnes.`,
    ],
    f.variants.intro,
  );
  const pronoun = g === 'm' ? 'Il' : 'Elle';
  const rooms = pick(
    [
      `${pronoun} dispose ${frDe(f.bedrooms, 'chambre', 'chambres')}, ${frDe(f.bathrooms, 'salle de bains', 'salles de bains')} et de ${f.sqm} m² de surface habitable.`,
      `Sur ${f.sqm} m² se répartissent ${f.bedrooms === 1 ? 'une chambre' : `${f.bedrooms} chambres`} et ${f.bathrooms === 1 ? 'une salle de bains' : `${f.bathrooms} salles de bains`}.`,
    ],
    f.variants.rooms,
  );
  const heart = f.heart
    ? 'Le cœur du logement est un séjour ouvert avec une cuisine entièrement équipée.'
    : null;
  let amenities: string | null = null;
  if (f.features.length > 0) {
    const list = joinList(
      f.features.map((x) => FR_FEATURES[x]),
      'et',
    );
    amenities = pick(
      [`Parmi les équipements, on trouve ${list}.`, `L'équipement comprend ${list}.`],
      f.variants.amenities,
    );
  }
  const location: string[] = [];
  if (f.distSea !== null) {
    location.push(
      pick(
        [
          `La plage n'est qu'à ${km(f.distSea)}.`,
          `La plage la plus proche se trouve à ${km(f.distSea)}.`,
        ],
        f.variants.location,
      ),
    );
  }
  if (f.distLake !== null) location.push(`Le lac se trouve à ${km(f.distLake)}.`);
  if (f.distSkilift !== null && f.distSkiloipe !== null) {
    location.push(
      `Les remontées mécaniques sont à ${km(f.distSkilift)} et la piste de ski de fond à ${km(f.distSkiloipe)}.`,
    );
  }
  if (f.setting === 'mountains') {
    location.push('En été, de nombreux sentiers de randonnée commencent juste devant la porte.');
  }
  if (f.setting === 'countryside') {
    location.push('Le calme des environs invite à de belles promenades à pied et à vélo.');
  }
  if (f.setting === 'town')
    location.push('Restaurants, cafés et commerces sont accessibles à pied.');
  const closing = [
    f.pets
      ? pick(
          ['Les animaux de compagnie sont les bienvenus.', 'Votre chien est le bienvenu.'],
          f.variants.closing,
        )
      : 'Les animaux ne sont malheureusement pas admis.',
  ];
  const optional: string[] = [];
  if (f.group)
    optional.push(`Avec ${f.persons} couchages, ce logement convient aussi aux grands groupes.`);
  if (f.family) optional.push("Les familles avec enfants s'y sentiront comme chez elles.");
  if (f.fishing) optional.push('Les pêcheurs trouveront de bons coins de pêche à proximité.');
  if (f.boat) optional.push('Une location de bateaux se trouve à proximité.');
  if (f.nonsmoking) optional.push('Le logement est non-fumeur.');
  return assemble({
    intro,
    rooms,
    heart,
    amenities,
    location,
    closing,
    optional,
    fillers: [
      `Profitez de vacances inoubliables ${loc} !`,
      'Nous nous réjouissons de votre visite et vous souhaitons un agréable séjour.',
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// Italian.

type ItArticle = 'la' | 'il' | 'lo' | "l'";
/** Noun, gender, definite article. */
const IT_NOUNS: Record<ObjectKind, [string, 'm' | 'f', ItArticle]> = {
  holidayHome: ['casa vacanze', 'f', 'la'],
  chalet: ['chalet', 'm', 'lo'],
  villa: ['villa', 'f', 'la'],
  bungalow: ['bungalow', 'm', 'il'],
  countryHouse: ['casale', 'm', 'il'],
  finca: ['finca', 'f', 'la'],
  holidayApartment: ['appartamento vacanze', 'm', "l'"],
  apartment: ['appartamento', 'm', "l'"],
};
const IT_ADJECTIVES: [string, string][] = [
  ['accogliente', 'accogliente'],
  ['moderno', 'moderna'],
  ['luminoso', 'luminosa'],
  ['spazioso', 'spaziosa'],
  ['arredato con cura', 'arredata con cura'],
  ['confortevole', 'confortevole'],
  ['incantevole', 'incantevole'],
  ['tranquillo', 'tranquilla'],
  ['appena ristrutturato', 'appena ristrutturata'],
  ['elegante', 'elegante'],
];
const IT_FEATURES: Record<Feature, string> = {
  pool: 'una piscina privata',
  sharedPool: 'una piscina',
  sauna: 'una sauna',
  seaview: 'una splendida vista sul mare',
  whirlpool: 'una vasca idromassaggio',
  fireplace: 'una stufa a legna',
  terrace: 'un ampio terrazzo',
  internet: 'il Wi-Fi gratuito',
  dishwasher: 'una lavastoviglie',
  washingmachine: 'una lavatrice',
  airconditioning: "l'aria condizionata",
  grill: 'un barbecue',
  parking: 'un parcheggio privato',
  tv: 'una TV',
};

function itCount(n: number, one: string, many: string): string {
  return n === 1 ? one : `${n} ${many}`;
}

function describeIt(f: DescriptionFacts): string {
  const [noun, g, article] = IT_NOUNS[f.kind];
  const adj = pick(IT_ADJECTIVES, f.adjective)[g === 'm' ? 0 : 1];
  const def = article === "l'" ? `l'${noun}` : `${article} ${noun}`;
  const dem = g === 'f' ? `questa ${noun}` : article === "l'" ? `quest'${noun}` : `questo ${noun}`;
  const place = f.place.it;
  const loc = f.regionLoc.it;
  const km = (m: number) => distance(m, true, 'metri');
  const intro = pick(
    [
      `${cap(def)} ${adj} si trova ${itAt(place)}, ${loc}, e può ospitare fino a ${f.persons} persone.`,
      `${cap(itAt(place))}, ${loc}, ${dem} ${adj} offre posto a un massimo di ${f.persons} persone.`,
      `Benvenuti ${itAt(place)}, ${loc}: ${dem} ${adj} è ideale per ${f.persons} persone.`,
    ],
    f.variants.intro,
  );
  const beds = itCount(f.bedrooms, 'una camera da letto', 'camere da letto');
  const baths = itCount(f.bathrooms, 'un bagno', 'bagni');
  const rooms = pick(
    [
      `Dispone di ${beds}, ${baths} e di ${f.sqm} m² di superficie abitabile.`,
      `Su ${f.sqm} m² si trovano ${beds} e ${baths}.`,
    ],
    f.variants.rooms,
  );
  const heart = f.heart
    ? "Il cuore dell'alloggio è un ampio soggiorno con cucina completamente attrezzata."
    : null;
  let amenities: string | null = null;
  if (f.features.length > 0) {
    const list = joinList(
      f.features.map((x) => IT_FEATURES[x]),
      'e',
    );
    amenities = pick(
      [
        `Tra i servizi ${f.features.length === 1 ? 'figura' : 'figurano'} ${list}.`,
        `La dotazione comprende ${list}.`,
      ],
      f.variants.amenities,
    );
  }
  const location: string[] = [];
  if (f.distSea !== null) {
    location.push(
      pick(
        [
          `La spiaggia dista solo ${km(f.distSea)}.`,
          `La spiaggia più vicina si trova a ${km(f.distSea)}.`,
        ],
        f.variants.location,
      ),
    );
  }
  if (f.distLake !== null) location.push(`La riva del lago dista ${km(f.distLake)}.`);
  if (f.distSkilift !== null && f.distSkiloipe !== null) {
    location.push(
      `Gli impianti di risalita si trovano a ${km(f.distSkilift)} e la pista da fondo a ${km(f.distSkiloipe)}.`,
    );
  }
  if (f.setting === 'mountains')
    location.push('In estate numerosi sentieri escursionistici partono proprio sotto casa.');
  if (f.setting === 'countryside')
    location.push('La tranquillità dei dintorni invita a passeggiate e gite in bicicletta.');
  if (f.setting === 'town') location.push('Ristoranti, bar e negozi sono raggiungibili a piedi.');
  const closing = [
    f.pets
      ? pick(
          ['Gli animali domestici sono i benvenuti.', 'Il vostro cane è il benvenuto.'],
          f.variants.closing,
        )
      : 'Purtroppo non sono ammessi animali domestici.',
  ];
  const optional: string[] = [];
  if (f.group)
    optional.push(`Con ${f.persons} posti letto, l'alloggio è adatto anche a gruppi numerosi.`);
  if (f.family) optional.push('Le famiglie con bambini si sentiranno come a casa.');
  if (f.fishing)
    optional.push('Gli appassionati di pesca troveranno ottimi posti nelle vicinanze.');
  if (f.boat) optional.push("Nelle vicinanze c'è un noleggio barche.");
  if (f.nonsmoking) optional.push("All'interno non è consentito fumare.");
  return assemble({
    intro,
    rooms,
    heart,
    amenities,
    location,
    closing,
    optional,
    fillers: [
      `Godetevi giorni indimenticabili ${loc}!`,
      'Vi aspettiamo con piacere e vi auguriamo un soggiorno rilassante.',
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// Dutch (native texts of Dutch landlords; the site itself has no Dutch).

const NL_NOUNS: Record<ObjectKind, [string, 'de' | 'het']> = {
  holidayHome: ['vakantiehuis', 'het'],
  chalet: ['chalet', 'het'],
  villa: ['villa', 'de'],
  bungalow: ['bungalow', 'de'],
  countryHouse: ['landhuis', 'het'],
  finca: ['finca', 'de'],
  holidayApartment: ['vakantieappartement', 'het'],
  apartment: ['appartement', 'het'],
};
// After the definite article Dutch adjectives take -e (participles in -en stay as they are).
const NL_ADJECTIVES = [
  'gezellige',
  'moderne',
  'lichte',
  'ruime',
  'sfeervol ingerichte',
  'comfortabele',
  'charmante',
  'rustig gelegen',
  'pas gerenoveerde',
  'stijlvolle',
];
const NL_FEATURES: Record<Feature, string> = {
  pool: 'een privézwembad',
  sharedPool: 'een zwembad',
  sauna: 'een sauna',
  seaview: 'een prachtig uitzicht op zee',
  whirlpool: 'een bubbelbad',
  fireplace: 'een houtkachel',
  terrace: 'een groot terras',
  internet: 'gratis wifi',
  dishwasher: 'een vaatwasser',
  washingmachine: 'een wasmachine',
  airconditioning: 'airconditioning',
  grill: 'een barbecue',
  parking: 'een eigen parkeerplaats',
  tv: 'een tv',
};

function nlCount(n: number, one: string, many: string): string {
  return n === 1 ? `één ${one}` : `${n} ${many}`;
}

function describeNl(f: DescriptionFacts): string {
  const [noun, article] = NL_NOUNS[f.kind];
  const adj = pick(NL_ADJECTIVES, f.adjective);
  const place = `${f.placeLocal} (${f.regionNl})`;
  const km = (m: number) => distance(m, true, 'meter');
  const intro = pick(
    [
      `${cap(article)} ${adj} ${noun} ligt in ${place} en biedt plaats aan ${f.persons} personen.`,
      `In ${place} wacht ${article === 'het' ? 'dit' : 'deze'} ${adj} ${noun} op maximaal ${f.persons} gasten.`,
      `Welkom in ${place}: ${article} ${adj} ${noun} is ideaal voor ${f.persons} personen.`,
    ],
    f.variants.intro,
  );
  const beds = nlCount(f.bedrooms, 'slaapkamer', 'slaapkamers');
  const baths = nlCount(f.bathrooms, 'badkamer', 'badkamers');
  const rooms = pick(
    [
      `De woning beschikt over ${beds}, ${baths} en ${f.sqm} m² woonoppervlakte.`,
      `Op ${f.sqm} m² vindt u ${beds} en ${baths}.`,
    ],
    f.variants.rooms,
  );
  const heart = f.heart
    ? 'Het hart van de woning is de open woonruimte met volledig ingerichte keuken.'
    : null;
  let amenities: string | null = null;
  if (f.features.length > 0) {
    const list = joinList(
      f.features.map((x) => NL_FEATURES[x]),
      'en',
    );
    amenities = pick(
      [
        `Tot de voorzieningen ${f.features.length === 1 ? 'behoort' : 'behoren'} ${list}.`,
        `De woning is uitgerust met ${list}.`,
      ],
      f.variants.amenities,
    );
  }
  const location: string[] = [];
  if (f.distSea !== null) {
    location.push(
      pick(
        [
          `Het strand ligt op slechts ${km(f.distSea)}.`,
          `Het dichtstbijzijnde strand ligt op ${km(f.distSea)}.`,
        ],
        f.variants.location,
      ),
    );
  }
  if (f.distLake !== null) location.push(`Het meer ligt op ${km(f.distLake)}.`);
  if (f.distSkilift !== null && f.distSkiloipe !== null) {
    location.push(
      `De skilift ligt op ${km(f.distSkilift)} en de langlaufloipe op ${km(f.distSkiloipe)}.`,
    );
  }
  if (f.setting === 'mountains')
    location.push('In de zomer beginnen talloze wandelroutes direct voor de deur.');
  if (f.setting === 'countryside')
    location.push('De rustige omgeving nodigt uit tot wandelingen en fietstochten.');
  if (f.setting === 'town') location.push('Restaurants, cafés en winkels liggen op loopafstand.');
  const closing = [
    f.pets
      ? pick(
          ['Huisdieren zijn van harte welkom.', 'Uw hond is hier van harte welkom.'],
          f.variants.closing,
        )
      : 'Huisdieren zijn helaas niet toegestaan.',
  ];
  const optional: string[] = [];
  if (f.group)
    optional.push(
      `Met plaats voor ${f.persons} personen is de woning ook geschikt voor grotere groepen.`,
    );
  if (f.family) optional.push('Gezinnen met kinderen voelen zich hier helemaal thuis.');
  if (f.fishing) optional.push('Sportvissers vinden in de omgeving goede visstekken.');
  if (f.boat) optional.push('In de buurt is een botenverhuur.');
  if (f.nonsmoking) optional.push('Roken is in de woning niet toegestaan.');
  return assemble({
    intro,
    rooms,
    heart,
    amenities,
    location,
    closing,
    optional,
    fillers: [
      `Geniet van een onvergetelijke vakantie in ${f.placeLocal}!`,
      'Wij verheugen ons op uw bezoek en wensen u een ontspannen verblijf.',
    ],
  });
}

const DESCRIBERS: Record<DescriptionLanguage, (f: DescriptionFacts) => string> = {
  de: describeDe,
  en: describeEn,
  fr: describeFr,
  it: describeIt,
  nl: describeNl,
};

/** The words each language uses for a feature (the description-vs-facts test reads them). */
export const FEATURE_WORDS: Readonly<
  Record<DescriptionLanguage, Readonly<Record<Feature, string>>>
> = {
  de: DE_FEATURES,
  en: EN_FEATURES,
  // As the generator sets them in the descriptions (typography.ts).
  fr: typesetWords(FR_FEATURES),
  it: typesetWords(IT_FEATURES),
  nl: NL_FEATURES,
};

function typesetWords(words: Record<Feature, string>): Record<Feature, string> {
  return Object.fromEntries(
    Object.entries(words).map(([feature, word]) => [feature, typographicApostrophes(word)]),
  ) as Record<Feature, string>;
}

export function describeObject(language: DescriptionLanguage, facts: DescriptionFacts): string {
  return DESCRIBERS[language](facts);
}

// ---------------------------------------------------------------------------------------------
// Titles: "Ferienhaus Seeblick" / "Holiday home Lake View" / "Maison de vacances Vue sur le lac".

const TITLE_NOUNS: Record<ObjectKind, Texts> = {
  holidayHome: {
    de: 'Ferienhaus',
    en: 'Holiday home',
    fr: 'Maison de vacances',
    it: 'Casa vacanze',
  },
  chalet: { de: 'Chalet', en: 'Chalet', fr: 'Chalet', it: 'Chalet' },
  villa: { de: 'Villa', en: 'Villa', fr: 'Villa', it: 'Villa' },
  bungalow: { de: 'Bungalow', en: 'Bungalow', fr: 'Bungalow', it: 'Bungalow' },
  countryHouse: { de: 'Landhaus', en: 'Country house', fr: 'Maison de campagne', it: 'Casale' },
  finca: { de: 'Finca', en: 'Finca', fr: 'Finca', it: 'Finca' },
  holidayApartment: {
    de: 'Ferienwohnung',
    en: 'Holiday apartment',
    fr: 'Appartement de vacances',
    it: 'Appartamento vacanze',
  },
  apartment: { de: 'Apartment', en: 'Apartment', fr: 'Appartement', it: 'Appartamento' },
};

const f4 = (de: string, en: string, fr: string, it: string): Texts => ({ de, en, fr, it });

/** Name parts of titles per setting, translated. */
export const TITLE_NAMES: Record<Setting | 'seaview' | 'alpine' | 'south', readonly Texts[]> = {
  coast: [
    f4('Meeresbrise', 'Sea Breeze', 'Brise marine', 'Brezza marina'),
    f4('Dünenblick', 'Dune View', 'Vue sur les dunes', 'Vista sulle dune'),
    f4('Seestern', 'Starfish', 'Étoile de mer', 'Stella marina'),
    f4('Leuchtturm', 'Lighthouse', 'Phare', 'Faro'),
    f4('Möwennest', "Seagull's Nest", 'Nid de mouettes', 'Nido dei gabbiani'),
    f4('Muschel', 'Seashell', 'Coquillage', 'Conchiglia'),
    f4('Strandgut', 'Driftwood', 'Bois flotté', 'Legno di mare'),
    f4('Küstenperle', 'Coastal Pearl', 'Perle de la côte', 'Perla della costa'),
    f4('Sandburg', 'Sandcastle', 'Château de sable', 'Castello di sabbia'),
    f4('Wellenreiter', 'Wave Rider', 'Surfeur', 'Cresta dell’onda'),
    f4('Bernstein', 'Amber', 'Ambre', 'Ambra'),
    f4('Kapitänshaus', "Captain's House", 'Maison du capitaine', 'Casa del capitano'),
    f4('Sonnendeck', 'Sun Deck', 'Solarium', 'Solarium'),
    f4('Seebrücke', 'Pier', 'Jetée', 'Pontile'),
    f4('Ankerplatz', 'Anchorage', 'Mouillage', 'Ancoraggio'),
    f4('Dünenhaus', 'Dune House', 'Maison des dunes', 'Casa delle dune'),
  ],
  seaview: [
    f4('Meerblick', 'Sea View', 'Vue sur la mer', 'Vista mare'),
    f4('Blaue Bucht', 'Blue Bay', 'Baie bleue', 'Baia azzurra'),
  ],
  mountains: [
    f4('Bergblick', 'Mountain View', 'Vue sur la montagne', 'Vista montagna'),
    f4('Gipfelglück', 'High Peaks', 'Bonheur des cimes', 'Gioia della vetta'),
    f4('Enzian', 'Gentian', 'Gentiane', 'Genziana'),
    f4('Bergkristall', 'Rock Crystal', 'Cristal de roche', 'Cristallo di rocca'),
    f4('Waldruhe', 'Forest Retreat', 'Calme de la forêt', 'Quiete del bosco'),
    f4('Sonnenalm', 'Sunny Pasture', 'Alpage ensoleillé', 'Alpeggio soleggiato'),
    f4('Murmeltier', 'Marmot', 'Marmotte', 'Marmotta'),
    f4('Almrausch', 'Alpine Rose', 'Rhododendron', 'Rododendro'),
    f4('Bergquelle', 'Mountain Spring', 'Source de montagne', 'Sorgente di montagna'),
    f4('Zirbe', 'Stone Pine', 'Arolle', 'Cirmolo'),
    f4('Gämse', 'Chamois', 'Chamois', 'Camoscio'),
    f4('Bergfrieden', 'Mountain Peace', 'Paix des montagnes', 'Pace dei monti'),
    f4('Sonnenhang', 'Sunny Slope', 'Versant ensoleillé', 'Pendio soleggiato'),
    f4('Adlerhorst', "Eagle's Nest", "Nid d'aigle", "Nido d'aquila"),
  ],
  alpine: [
    f4('Alpenblick', 'Alpine View', 'Vue sur les Alpes', 'Vista sulle Alpi'),
    f4('Edelweiß', 'Edelweiss', 'Edelweiss', 'Stella alpina'),
  ],
  lake: [
    f4('Seeblick', 'Lake View', 'Vue sur le lac', 'Vista lago'),
    f4('Seerose', 'Water Lily', 'Nénuphar', 'Ninfea'),
    f4('Am Ufer', 'Lakeside', "Au bord de l'eau", 'Sulla riva'),
    f4('Schilfrohr', 'Reed', 'Roseau', 'Canneto'),
    f4('Seeperle', 'Lake Pearl', 'Perle du lac', 'Perla del lago'),
    f4('Eisvogel', 'Kingfisher', 'Martin-pêcheur', 'Martin pescatore'),
    f4('Libelle', 'Dragonfly', 'Libellule', 'Libellula'),
    f4('Bootshaus', 'Boathouse', 'Maison du batelier', 'Rimessa delle barche'),
    f4('Wasserlilie', 'Water Iris', 'Iris des marais', 'Iris d’acqua'),
    f4('Haubentaucher', 'Grebe', 'Grèbe', 'Svasso'),
    f4('Uferweide', 'Willow Bank', 'Saule de la rive', 'Salice sulla riva'),
    f4('Abendstille', 'Evening Calm', 'Calme du soir', 'Quiete serale'),
    f4('Fischerhaus', "Fisherman's House", 'Maison du pêcheur', 'Casa del pescatore'),
    f4('Wellenspiel', 'Ripples', 'Jeu des vagues', 'Gioco di onde'),
  ],
  countryside: [
    f4('Sonnenhof', 'Sunny Farm', 'Ferme du Soleil', 'Podere del Sole'),
    f4('Lindenhof', 'Linden Farm', 'Ferme des Tilleuls', 'Podere dei Tigli'),
    f4('Feldblick', 'Field View', 'Vue sur les champs', 'Vista sui campi'),
    f4('Apfelgarten', 'Orchard', 'Verger', 'Frutteto'),
    f4('Kastanie', 'Chestnut Tree', 'Châtaignier', 'Castagno'),
    f4('Rosengarten', 'Rose Garden', 'Roseraie', 'Roseto'),
    f4('Mühlbach', 'Mill Brook', 'Ruisseau du moulin', 'Ruscello del mulino'),
    f4('Kornblume', 'Cornflower', 'Bleuet', 'Fiordaliso'),
    f4('Eichenhof', 'Oak Farm', 'Ferme des Chênes', 'Podere delle Querce'),
    f4('Wiesengrund', 'Meadow Hollow', 'Pré fleuri', 'Prato fiorito'),
    f4('Hasenwinkel', 'Hare Corner', 'Coin des lièvres', 'Angolo delle lepri'),
    f4('Holunder', 'Elderflower', 'Sureau', 'Sambuco'),
    f4('Storchennest', "Stork's Nest", 'Nid de cigogne', 'Nido di cicogna'),
    f4('Birkenhain', 'Birch Grove', 'Boulaie', 'Betulleto'),
  ],
  south: [
    f4('Olivenhain', 'Olive Grove', 'Oliveraie', 'Uliveto'),
    f4('Weinberg', 'Vineyard', 'Vignoble', 'Vigneto'),
    f4('Lavendel', 'Lavender', 'Lavande', 'Lavanda'),
    f4('Zitronenbaum', 'Lemon Tree', 'Citronnier', 'Limoneto'),
  ],
  town: [
    f4('Altstadt', 'Old Town', 'Vieille ville', 'Centro storico'),
    f4('Am Markt', 'Market Square', 'Place du marché', 'Piazza del mercato'),
    f4('Stadtgarten', 'City Garden', 'Jardin en ville', 'Giardino urbano'),
    f4('Zentrum', 'City Centre', 'Centre-ville', 'Centro'),
    f4('Abendrot', 'Sunset', 'Coucher de soleil', 'Tramonto'),
    f4('Stadtblick', 'Town View', 'Vue sur la ville', 'Vista sulla città'),
    f4('Am Brunnen', 'Fountain Square', 'Place de la fontaine', 'Piazza della fontana'),
    f4('Turmblick', 'Tower View', 'Vue sur la tour', 'Vista sulla torre'),
    f4('Gassenhaus', 'Cobbled Lane', 'Maison de la ruelle', 'Casa del vicolo'),
    f4('Stadttor', 'City Gate', 'Porte de la ville', 'Porta della città'),
    f4('Rathausplatz', 'Town Hall Square', "Place de l'hôtel de ville", 'Piazza del municipio'),
  ],
};

/** Local names some landlords give their homes; kept as they are in every language. */
export const PROPER_NAMES: Record<string, readonly string[]> = {
  it: ['Girasole', 'Bella Vista', 'La Quercia', 'Il Poggio', 'Le Rose', 'San Michele'],
  fr: ['Les Oliviers', 'Les Lavandes', 'Ty Mad', 'La Bergerie', 'Les Tilleuls'],
  hr: ['Marija', 'Lavanda', 'Ana', 'Mare', 'Ivana'],
  es: ['Azul', 'Can Sol', 'Paraíso', 'Las Palmeras', 'Es Pinaret'],
  pt: ['Azulejo', 'Luz do Sol', 'Maresia', 'Oliveira'],
  dk: ['Klitrosen', 'Solgården', 'Havblik', 'Strandhuset'],
  se: ['Solglimt', 'Sjöstugan', 'Björkbacken', 'Lillstugan'],
  no: ['Fjellro', 'Fjordglimt', 'Solbakken', 'Nordlys'],
  nl: ['Ter Duin', 'De Zeemeeuw', 'Zonnedauw', 'Duinroos'],
  de: ['Anna', 'Seeadler', 'Sonnenschein', 'Lotte'],
  at: ['Alpenrose', 'Sonnblick', 'Bergheim'],
  ch: ['Bärgli', 'Arvenhof', 'Edelweiss'],
  pl: ['Bursztyn', 'Mewa', 'Pod Lipami'],
};

export type TitleName = { kind: 'translated'; texts: Texts } | { kind: 'proper'; name: string };

/**
 * English puts a home's name before the noun ("Sea View Holiday Apartment", "Anna Holiday Home"):
 * "Holiday apartment Sea View" is German word order translated literally (issue 19). Villa, chalet
 * and finca stand before a name in English too ("Villa Azul", "Chalet Edelweiss").
 */
const EN_TITLE_NOUNS: Record<ObjectKind, string> = {
  holidayHome: 'Holiday Home',
  chalet: 'Chalet',
  villa: 'Villa',
  bungalow: 'Bungalow',
  countryHouse: 'Country House',
  finca: 'Finca',
  holidayApartment: 'Holiday Apartment',
  apartment: 'Apartment',
};
const EN_NOUN_FIRST: ReadonlySet<ObjectKind> = new Set<ObjectKind>(['villa', 'chalet', 'finca']);

/**
 * A holiday home whose name already says "house" in that language ("Dünenhaus", "Dune House",
 * "Maison des dunes", "Casa delle dune") is titled by its name alone: "Maison de vacances Maison
 * des dunes" repeats the type (issue 19). Other kinds keep their noun, so no two homes of a place
 * end up with one title.
 */
const HOUSE_NAME: Record<SiteLanguage, RegExp> = {
  de: /haus$/,
  en: /house$/i,
  fr: /^Maison\b/,
  it: /^Casa\b/,
};

export function objectTitles(kind: ObjectKind, name: TitleName): Texts {
  const nouns = TITLE_NOUNS[kind];
  const nameIn = (language: SiteLanguage): string =>
    name.kind === 'proper' ? name.name : name.texts[language];
  const title = (language: SiteLanguage): string =>
    kind === 'holidayHome' &&
    name.kind === 'translated' &&
    HOUSE_NAME[language].test(nameIn(language))
      ? nameIn(language)
      : language === 'en' && !EN_NOUN_FIRST.has(kind)
        ? `${nameIn('en')} ${EN_TITLE_NOUNS[kind]}`
        : `${nouns[language]} ${nameIn(language)}`;
  return { de: title('de'), en: title('en'), fr: title('fr'), it: title('it') };
}
