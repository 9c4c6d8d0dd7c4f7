// Guest rating texts, titles, author names and landlord answers for the demo catalogue, per site
// language. A text is built from the votes: praise for categories voted 4–5, a complaint for
// categories voted 3 or lower, so the words agree with the stars.
import type { RatingVotes } from '#db/schema';
import { frAt, itAt } from './object-texts';
import type { SiteLanguage } from './places';

export type TravelType = 'family' | 'couple' | 'friends' | 'single' | 'group' | 'pets';

type Category = keyof RatingVotes;
export const CATEGORIES: readonly Category[] = [
  'cleanliness',
  'externalImpression',
  'furniture',
  'location',
  'priceToService',
];

interface RatingLanguage {
  duration(nights: number): string;
  opening: Record<TravelType, (place: string, duration: string) => string>;
  praise: Record<Category, string>;
  /** A second wording per category, so ratings of one object do not all read alike. */
  praise2: Record<Category, string>;
  complaint: Record<Category, string>;
  closingGood: readonly string[];
  closingMixed: readonly string[];
  titlesGood: readonly string[];
  titlesMixed: readonly string[];
  titlesPoor: readonly string[];
  answerGood: readonly string[];
  answerPoor: readonly string[];
  firstNames: readonly string[];
  family: (lastName: string) => string;
  lastNames: readonly string[];
}

const DE: RatingLanguage = {
  duration: (n) => (n === 7 ? 'eine Woche' : n === 14 ? 'zwei Wochen' : `${n} Nächte`),
  opening: {
    family: (p, d) => `Wir haben als Familie ${d} in ${p} verbracht.`,
    couple: (p, d) => `Wir haben zu zweit ${d} in ${p} verbracht.`,
    friends: (p, d) => `Wir waren mit Freunden ${d} in ${p}.`,
    single: (p, d) => `Ich war ${d} in ${p} und habe die Ruhe sehr genossen.`,
    group: (p, d) => `Wir waren als größere Gruppe ${d} in ${p}.`,
    pets: (p, d) => `Wir waren mit unserem Hund ${d} in ${p}.`,
  },
  praise: {
    cleanliness: 'Die Unterkunft war bei unserer Ankunft blitzsauber.',
    externalImpression: 'Schon von außen macht das Objekt einen sehr gepflegten Eindruck.',
    furniture: 'Die Einrichtung ist geschmackvoll und es fehlt an nichts.',
    location: 'Die Lage ist ideal, alles Wichtige ist schnell erreichbar.',
    priceToService: 'Das Preis-Leistungs-Verhältnis ist sehr gut.',
  },
  praise2: {
    cleanliness: 'Alles war sauber und ordentlich.',
    externalImpression: 'Das Grundstück ist sehr gepflegt.',
    furniture: 'Die Küche ist gut ausgestattet und die Betten sind bequem.',
    location: 'Die Umgebung ist wunderschön und ruhig.',
    priceToService: 'Für das Geld bekommt man wirklich viel geboten.',
  },
  complaint: {
    cleanliness: 'Die Sauberkeit ließ leider etwas zu wünschen übrig.',
    externalImpression: 'Der Außenbereich könnte etwas mehr Pflege vertragen.',
    furniture: 'Die Einrichtung ist schon etwas in die Jahre gekommen.',
    location: 'Die Lage ist recht abgelegen, ohne Auto geht wenig.',
    priceToService: 'Für den Preis hätten wir etwas mehr erwartet.',
  },
  closingGood: [
    'Wir kommen gerne wieder!',
    'Klare Empfehlung!',
    'Vielen Dank an die Gastgeber für die herzliche Betreuung.',
  ],
  closingMixed: [
    'Insgesamt trotzdem ein schöner Aufenthalt.',
    'Für einen kurzen Urlaub in Ordnung.',
  ],
  titlesGood: ['Traumhafter Urlaub', 'Einfach perfekt', 'Sehr empfehlenswert', 'Gerne wieder!'],
  titlesMixed: ['Schöner Urlaub', 'Gute Unterkunft', 'Alles in allem zufrieden'],
  titlesPoor: ['Mit Abstrichen', 'Nicht ganz wie erwartet', 'Lage top, Ausstattung mäßig'],
  answerGood: [
    'Vielen Dank für Ihre schöne Bewertung! Es freut uns sehr, dass Sie sich bei uns wohlgefühlt haben. Wir würden uns freuen, Sie wieder begrüßen zu dürfen.',
    'Herzlichen Dank für Ihr Lob! Wir wünschen Ihnen alles Gute und hoffen, Sie bald wiederzusehen.',
  ],
  answerPoor: [
    'Vielen Dank für Ihr offenes Feedback. Ihre Hinweise haben wir aufgenommen und kümmern uns darum. Wir hoffen, Sie bei einem nächsten Besuch überzeugen zu können.',
  ],
  firstNames: [
    'Sabine',
    'Thomas',
    'Julia',
    'Michael',
    'Anja',
    'Stefan',
    'Katrin',
    'Andreas',
    'Petra',
    'Jens',
    'Lena',
    'Markus',
  ],
  family: (last) => `Familie ${last}`,
  lastNames: [
    'Schneider',
    'Becker',
    'Hoffmann',
    'Wagner',
    'Schulz',
    'Koch',
    'Richter',
    'Krüger',
    'Wolf',
    'Neumann',
  ],
};

const EN: RatingLanguage = {
  duration: (n) => (n === 7 ? 'a week' : n === 14 ? 'two weeks' : `${n} nights`),
  opening: {
    family: (p, d) => `We spent ${d} in ${p} as a family.`,
    couple: (p, d) => `The two of us spent ${d} in ${p}.`,
    friends: (p, d) => `We spent ${d} in ${p} with friends.`,
    single: (p, d) => `I spent ${d} in ${p} and really enjoyed the peace and quiet.`,
    group: (p, d) => `We stayed in ${p} for ${d} as a larger group.`,
    pets: (p, d) => `We spent ${d} in ${p} with our dog.`,
  },
  praise: {
    cleanliness: 'The accommodation was spotless when we arrived.',
    externalImpression: 'From the outside, the property looks very well kept.',
    furniture: 'The furnishings are tasteful and nothing is missing.',
    location: 'The location is ideal, everything is within easy reach.',
    priceToService: 'Great value for money.',
  },
  praise2: {
    cleanliness: 'Everything was clean and tidy.',
    externalImpression: 'The grounds are beautifully maintained.',
    furniture: 'The kitchen is well equipped and the beds are comfortable.',
    location: 'The surroundings are lovely and quiet.',
    priceToService: 'You really get a lot for your money.',
  },
  complaint: {
    cleanliness: 'Unfortunately, cleanliness left something to be desired.',
    externalImpression: 'The outdoor area could do with a little more care.',
    furniture: 'The furniture is getting a bit dated.',
    location: 'The location is rather remote; you really need a car.',
    priceToService: 'For the price we expected a bit more.',
  },
  closingGood: [
    'We would love to come back!',
    'Highly recommended!',
    'Many thanks to our hosts for the warm welcome.',
  ],
  closingMixed: ['All in all still a pleasant stay.', 'Fine for a short holiday.'],
  titlesGood: ['A dream holiday', 'Simply perfect', 'Highly recommended', 'We will be back!'],
  titlesMixed: ['Lovely holiday', 'Good accommodation', 'Satisfied overall'],
  titlesPoor: ['Some drawbacks', 'Not quite as expected', 'Great location, basic furnishings'],
  answerGood: [
    'Thank you very much for your lovely review! We are delighted that you enjoyed your stay and would be happy to welcome you again.',
    'Many thanks for your kind words! We wish you all the best and hope to see you again soon.',
  ],
  answerPoor: [
    'Thank you for your honest feedback. We have taken note of your comments and are looking into them. We hope to convince you on your next visit.',
  ],
  firstNames: ['Emma', 'James', 'Olivia', 'Daniel', 'Sophie', 'Matthew', 'Charlotte', 'Thomas'],
  family: (last) => `The ${last} family`,
  lastNames: ['Smith', 'Taylor', 'Brown', 'Wilson', 'Evans', 'Walker'],
};

const FR: RatingLanguage = {
  duration: (n) => (n === 7 ? 'une semaine' : n === 14 ? 'deux semaines' : `${n} nuits`),
  opening: {
    family: (p, d) => `Nous avons passé ${d} ${frAt(p)} en famille.`,
    couple: (p, d) => `Nous avons passé ${d} ${frAt(p)} en couple.`,
    friends: (p, d) => `Nous avons passé ${d} ${frAt(p)} entre amis.`,
    single: (p, d) => `J'ai passé ${d} ${frAt(p)} et j'ai beaucoup apprécié le calme.`,
    group: (p, d) => `Nous avons séjourné ${d} ${frAt(p)} en grand groupe.`,
    pets: (p, d) => `Nous avons passé ${d} ${frAt(p)} avec notre chien.`,
  },
  praise: {
    cleanliness: 'Le logement était impeccable à notre arrivée.',
    externalImpression: "De l'extérieur, la propriété est très bien entretenue.",
    furniture: 'La décoration est de bon goût et il ne manque rien.',
    location: "L'emplacement est idéal, tout est facilement accessible.",
    priceToService: 'Très bon rapport qualité-prix.',
  },
  praise2: {
    cleanliness: 'Tout était propre et bien rangé.',
    externalImpression: 'Les extérieurs sont très bien entretenus.',
    furniture: 'La cuisine est bien équipée et les lits sont confortables.',
    location: 'Les environs sont magnifiques et calmes.',
    priceToService: 'On en a vraiment pour son argent.',
  },
  complaint: {
    cleanliness: 'La propreté laissait malheureusement à désirer.',
    externalImpression: "L'extérieur mériterait un peu plus d'entretien.",
    furniture: 'Le mobilier commence à dater.',
    location: "L'emplacement est assez isolé, une voiture est indispensable.",
    priceToService: 'Pour le prix, nous attendions un peu plus.',
  },
  closingGood: [
    'Nous reviendrons avec plaisir !',
    'Je recommande vivement !',
    'Merci à nos hôtes pour leur accueil chaleureux.',
  ],
  closingMixed: [
    "Dans l'ensemble, un séjour agréable malgré tout.",
    'Correct pour de courtes vacances.',
  ],
  titlesGood: [
    'Des vacances de rêve',
    'Tout simplement parfait',
    'Je recommande vivement',
    'À refaire !',
  ],
  titlesMixed: ['Belles vacances', 'Bon logement', 'Globalement satisfaits'],
  titlesPoor: [
    'Quelques bémols',
    'Pas tout à fait à la hauteur',
    'Emplacement top, équipement moyen',
  ],
  answerGood: [
    'Merci beaucoup pour votre bel avis ! Nous sommes ravis que vous vous soyez senti(e)s bien chez nous et serions heureux de vous accueillir à nouveau.',
    'Un grand merci pour vos compliments ! Nous vous souhaitons le meilleur et espérons vous revoir bientôt.',
  ],
  answerPoor: [
    'Merci pour votre retour sincère. Nous avons pris note de vos remarques et nous nous en occupons. Nous espérons vous convaincre lors de votre prochain séjour.',
  ],
  firstNames: ['Camille', 'Julien', 'Claire', 'Nicolas', 'Sophie', 'Antoine', 'Élise', 'Mathieu'],
  family: (last) => `Famille ${last}`,
  lastNames: ['Martin', 'Bernard', 'Dubois', 'Moreau', 'Laurent', 'Lefèvre'],
};

const IT: RatingLanguage = {
  duration: (n) => (n === 7 ? 'una settimana' : n === 14 ? 'due settimane' : `${n} notti`),
  opening: {
    family: (p, d) => `Abbiamo trascorso ${d} ${itAt(p)} in famiglia.`,
    couple: (p, d) => `Abbiamo trascorso ${d} ${itAt(p)} in coppia.`,
    friends: (p, d) => `Abbiamo trascorso ${d} ${itAt(p)} con amici.`,
    single: (p, d) => `Ho trascorso ${d} ${itAt(p)} e ho apprezzato molto la tranquillità.`,
    group: (p, d) => `Abbiamo soggiornato ${d} ${itAt(p)} in un gruppo numeroso.`,
    pets: (p, d) => `Abbiamo trascorso ${d} ${itAt(p)} con il nostro cane.`,
  },
  praise: {
    cleanliness: "L'alloggio era pulitissimo al nostro arrivo.",
    externalImpression: "Già dall'esterno la struttura appare molto curata.",
    furniture: "L'arredamento è di buon gusto e non manca nulla.",
    location: 'La posizione è ideale, tutto è facilmente raggiungibile.',
    priceToService: 'Ottimo rapporto qualità-prezzo.',
  },
  praise2: {
    cleanliness: 'Tutto era pulito e in ordine.',
    externalImpression: 'Gli spazi esterni sono molto ben tenuti.',
    furniture: 'La cucina è ben attrezzata e i letti sono comodi.',
    location: 'I dintorni sono splendidi e tranquilli.',
    priceToService: 'Si ottiene davvero molto per quello che si spende.',
  },
  complaint: {
    cleanliness: "Purtroppo la pulizia lasciava un po' a desiderare.",
    externalImpression: "Lo spazio esterno avrebbe bisogno di un po' più di cura.",
    furniture: "L'arredamento è un po' datato.",
    location: "La posizione è piuttosto isolata, serve l'auto.",
    priceToService: 'Per il prezzo ci aspettavamo qualcosa in più.',
  },
  closingGood: [
    'Torneremo volentieri!',
    'Consigliatissimo!',
    'Grazie ai padroni di casa per la calorosa accoglienza.',
  ],
  closingMixed: [
    'Nel complesso comunque un soggiorno piacevole.',
    'Va bene per una vacanza breve.',
  ],
  titlesGood: ['Una vacanza da sogno', 'Semplicemente perfetto', 'Consigliatissimo', 'Da rifare!'],
  titlesMixed: ['Bella vacanza', 'Buon alloggio', 'Nel complesso soddisfatti'],
  titlesPoor: ['Qualche difetto', 'Non proprio come previsto', 'Posizione top, dotazione modesta'],
  answerGood: [
    'Grazie mille per la bella recensione! Siamo felici che vi siate trovati bene e saremo lieti di accogliervi di nuovo.',
    'Un sentito grazie per i complimenti! Vi auguriamo il meglio e speriamo di rivedervi presto.',
  ],
  answerPoor: [
    'Grazie per il vostro riscontro sincero. Abbiamo preso nota delle vostre osservazioni e ce ne stiamo occupando. Speriamo di convincervi al vostro prossimo soggiorno.',
  ],
  firstNames: ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Alessandro', 'Sara', 'Matteo'],
  family: (last) => `Famiglia ${last}`,
  lastNames: ['Rossi', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino'],
};

export const RATING_LANGUAGES: Record<SiteLanguage, RatingLanguage> = {
  de: DE,
  en: EN,
  fr: FR,
  it: IT,
};

export interface RatingTextFacts {
  travelType: TravelType;
  nights: number;
  votes: RatingVotes;
  average: number;
  /** Variant indices, the same for every language so translations match. */
  pick: number;
}

const at = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

export function ratingText(language: SiteLanguage, place: string, facts: RatingTextFacts): string {
  const l = RATING_LANGUAGES[language];
  const parts = [l.opening[facts.travelType](place, l.duration(facts.nights))];
  const praised = CATEGORIES.filter((c) => facts.votes[c] >= 4);
  const complaints = CATEGORIES.filter((c) => facts.votes[c] <= 3);
  // Up to three praises, rotated and worded by the variant so ratings of one object differ.
  const count = Math.min(praised.length, 1 + (facts.pick % 3));
  for (let i = 0; i < count; i++) {
    const category = at(praised, facts.pick + i);
    parts.push((((facts.pick >> 2) + i) % 2 === 0 ? l.praise : l.praise2)[category]);
  }
  for (const c of complaints.slice(0, 2)) parts.push(l.complaint[c]);
  parts.push(
    complaints.length === 0 ? at(l.closingGood, facts.pick) : at(l.closingMixed, facts.pick),
  );
  return parts.join(' ');
}

export function ratingTitle(language: SiteLanguage, facts: RatingTextFacts): string {
  const l = RATING_LANGUAGES[language];
  const list =
    facts.average >= 4.5 ? l.titlesGood : facts.average >= 3.5 ? l.titlesMixed : l.titlesPoor;
  return at(list, facts.pick);
}

export function landlordAnswer(language: SiteLanguage, average: number, variant: number): string {
  const l = RATING_LANGUAGES[language];
  return average >= 4 ? at(l.answerGood, variant) : at(l.answerPoor, variant);
}

export function authorName(
  language: SiteLanguage,
  travelType: TravelType,
  a: number,
  b: number,
): string {
  const l = RATING_LANGUAGES[language];
  const last = at(l.lastNames, b);
  if (travelType === 'family') return l.family(last);
  return `${at(l.firstNames, a)} ${last.charAt(0)}.`;
}
