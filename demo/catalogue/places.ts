// The bundled place list of the demo catalogue: 13 countries, their holiday regions and real
// places with real coordinates. Names are given per site language (plus Dutch for regions, for
// descriptions written by Dutch landlords); slugs are derived from the names.
// `loc` is the full "in the region" phrase per language ("an der Nordsee", "au Danemark"): a bare
// preposition cannot produce German or French case and article forms.

export type Setting = 'coast' | 'mountains' | 'lake' | 'countryside' | 'town';
export const SETTINGS: readonly Setting[] = ['coast', 'mountains', 'lake', 'countryside', 'town'];

export type SiteLanguage = 'de' | 'en' | 'fr' | 'it';
export const SITE_LANGUAGES: readonly SiteLanguage[] = ['de', 'en', 'fr', 'it'];
export type Texts = Record<SiteLanguage, string>;

/** Climate drives the season calendar and amenities (pools in the south, saunas in the north). */
export type Climate = 'north' | 'south' | 'alpine';

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface PlaceDef {
  /** Local name; used for every language without an override. */
  name: string;
  names?: Partial<Texts>;
  lat: number;
  lon: number;
  setting: Setting;
}

export interface RegionDef {
  key: string;
  names: Texts;
  /** Dutch name, for descriptions written in Dutch. */
  nl: string;
  /** "in the region" phrase per language, e.g. de 'an der Nordsee'. */
  loc: Texts;
  /** State or province code, for school holidays. */
  state?: string;
  climate?: Climate;
  bounds: Bounds;
  /** Relative share of the country's objects. */
  weight: number;
  places: PlaceDef[];
}

export interface CountryDef {
  code: string;
  names: Texts;
  nl: string;
  slugs: Texts;
  /** Preposition for headings, stored in countries.preposition. */
  preposition: Texts;
  /** Full "in the country" phrase per language. */
  loc: Texts;
  climate: Climate;
  bounds: Bounds;
  lat: number;
  lon: number;
  /** Relative share of all objects (a German-speaking market books these most). */
  weight: number;
  favourite: boolean;
  regions: RegionDef[];
}

const b = (south: number, west: number, north: number, east: number): Bounds => ({
  south,
  west,
  north,
  east,
});

function p(
  name: string,
  lat: number,
  lon: number,
  setting: Setting,
  names?: Partial<Texts>,
): PlaceDef {
  return names === undefined ? { name, lat, lon, setting } : { name, names, lat, lon, setting };
}

const t = (de: string, en: string, fr: string, it: string): Texts => ({ de, en, fr, it });
/** Same text in every language. */
const same = (text: string): Texts => ({ de: text, en: text, fr: text, it: text });

export const COUNTRIES: readonly CountryDef[] = [
  {
    code: 'de',
    names: t('Deutschland', 'Germany', 'Allemagne', 'Germania'),
    nl: 'Duitsland',
    slugs: t('deutschland', 'germany', 'allemagne', 'germania'),
    preposition: t('in', 'in', 'en', 'in'),
    loc: t('in Deutschland', 'in Germany', 'en Allemagne', 'in Germania'),
    climate: 'north',
    bounds: b(47.2, 5.8, 55.1, 15.1),
    lat: 51.16,
    lon: 10.45,
    weight: 22,
    favourite: true,
    regions: [
      {
        key: 'nordsee',
        names: t('Nordsee', 'North Sea', 'Mer du Nord', 'Mare del Nord'),
        nl: 'Noordzee',
        loc: t(
          'an der Nordsee',
          'on the North Sea coast',
          'au bord de la mer du Nord',
          'sul Mare del Nord',
        ),
        state: 'NI',
        bounds: b(53.45, 6.9, 55.06, 9.25),
        weight: 5,
        places: [
          p('Norddeich', 53.613, 7.16, 'coast'),
          p('Norderney', 53.707, 7.147, 'coast'),
          p('Cuxhaven', 53.861, 8.694, 'coast'),
          p('Büsum', 54.133, 8.858, 'coast'),
          p('St. Peter-Ording', 54.303, 8.633, 'coast'),
          p('Westerland', 54.908, 8.31, 'coast'),
          p('Horumersiel', 53.683, 8.017, 'coast'),
          p('Husum', 54.477, 9.052, 'town'),
        ],
      },
      {
        key: 'ostsee',
        names: t('Ostsee', 'Baltic Sea', 'Mer Baltique', 'Mar Baltico'),
        nl: 'Oostzee',
        loc: t(
          'an der Ostsee',
          'on the Baltic coast',
          'au bord de la mer Baltique',
          'sul Mar Baltico',
        ),
        state: 'MV',
        bounds: b(53.85, 10.6, 54.7, 14.3),
        weight: 5,
        places: [
          p('Binz', 54.4, 13.611, 'coast'),
          p('Heringsdorf', 53.954, 14.167, 'coast'),
          p('Warnemünde', 54.177, 12.085, 'coast'),
          p('Kühlungsborn', 54.15, 11.75, 'coast'),
          p('Burg auf Fehmarn', 54.437, 11.195, 'coast'),
          p('Zingst', 54.437, 12.688, 'coast'),
          p('Timmendorfer Strand', 53.995, 10.777, 'coast'),
          p('Stralsund', 54.309, 13.082, 'town'),
        ],
      },
      {
        key: 'bayern',
        names: t('Bayern', 'Bavaria', 'Bavière', 'Baviera'),
        nl: 'Beieren',
        loc: t('in Bayern', 'in Bavaria', 'en Bavière', 'in Baviera'),
        state: 'BY',
        climate: 'alpine',
        bounds: b(47.27, 8.98, 50.56, 13.84),
        weight: 4,
        places: [
          p('Garmisch-Partenkirchen', 47.492, 11.095, 'mountains'),
          p('Berchtesgaden', 47.631, 13.002, 'mountains'),
          p('Oberstdorf', 47.409, 10.279, 'mountains'),
          p('Füssen', 47.57, 10.7, 'lake'),
          p('Tegernsee', 47.712, 11.758, 'lake'),
          p('Bodenmais', 49.066, 13.101, 'mountains'),
          p('Prien am Chiemsee', 47.855, 12.345, 'lake'),
          p('Rothenburg ob der Tauber', 49.377, 10.179, 'town'),
        ],
      },
      {
        key: 'schwarzwald',
        names: t('Schwarzwald', 'Black Forest', 'Forêt-Noire', 'Foresta Nera'),
        nl: 'Zwarte Woud',
        loc: t('im Schwarzwald', 'in the Black Forest', 'en Forêt-Noire', 'nella Foresta Nera'),
        state: 'BW',
        bounds: b(47.55, 7.55, 48.95, 8.8),
        weight: 3,
        places: [
          p('Titisee-Neustadt', 47.904, 8.207, 'lake'),
          p('Feldberg', 47.863, 8.035, 'mountains'),
          p('Baiersbronn', 48.506, 8.372, 'mountains'),
          p('Triberg', 48.131, 8.232, 'mountains'),
          p('Freiburg im Breisgau', 47.999, 7.842, 'town', {
            en: 'Freiburg',
            fr: 'Fribourg-en-Brisgau',
            it: 'Friburgo in Brisgovia',
          }),
          p('Gengenbach', 48.405, 8.017, 'countryside'),
          p('Schluchsee', 47.818, 8.176, 'lake'),
        ],
      },
      {
        key: 'seenplatte',
        names: t(
          'Mecklenburgische Seenplatte',
          'Mecklenburg Lake District',
          'Région des lacs du Mecklembourg',
          'Regione dei laghi del Meclemburgo',
        ),
        nl: 'Mecklenburgse Merenplateau',
        loc: t(
          'an der Mecklenburgischen Seenplatte',
          'in the Mecklenburg Lake District',
          'dans la région des lacs du Mecklembourg',
          'nella regione dei laghi del Meclemburgo',
        ),
        state: 'MV',
        bounds: b(53.1, 12.0, 53.9, 13.6),
        weight: 2,
        places: [
          p('Waren (Müritz)', 53.517, 12.683, 'lake'),
          p('Röbel', 53.377, 12.606, 'lake'),
          p('Neustrelitz', 53.364, 13.063, 'town'),
          p('Plau am See', 53.458, 12.263, 'lake'),
          p('Malchow', 53.475, 12.423, 'lake'),
        ],
      },
    ],
  },
  {
    code: 'at',
    names: t('Österreich', 'Austria', 'Autriche', 'Austria'),
    nl: 'Oostenrijk',
    slugs: t('oesterreich', 'austria', 'autriche', 'austria'),
    preposition: t('in', 'in', 'en', 'in'),
    loc: t('in Österreich', 'in Austria', 'en Autriche', 'in Austria'),
    climate: 'alpine',
    bounds: b(46.35, 9.5, 49.05, 17.2),
    lat: 47.52,
    lon: 14.55,
    weight: 8,
    favourite: true,
    regions: [
      {
        key: 'tirol',
        names: t('Tirol', 'Tyrol', 'Tyrol', 'Tirolo'),
        nl: 'Tirol',
        loc: t('in Tirol', 'in Tyrol', 'au Tyrol', 'in Tirolo'),
        state: 'T',
        bounds: b(46.65, 10.1, 47.75, 12.97),
        weight: 4,
        places: [
          p('Mayrhofen', 47.167, 11.866, 'mountains'),
          p('Sölden', 46.966, 11.008, 'mountains'),
          p('Kitzbühel', 47.446, 12.392, 'mountains'),
          p('Seefeld in Tirol', 47.329, 11.188, 'mountains'),
          p('St. Anton am Arlberg', 47.128, 10.264, 'mountains'),
          p('Achenkirch', 47.523, 11.705, 'lake'),
          p('Ischgl', 47.012, 10.292, 'mountains'),
          p('Innsbruck', 47.269, 11.404, 'town'),
        ],
      },
      {
        key: 'salzburger-land',
        names: t('Salzburger Land', 'Salzburg Region', 'Pays de Salzbourg', 'Salisburghese'),
        nl: 'Salzburgerland',
        loc: t(
          'im Salzburger Land',
          'in the Salzburg region',
          'dans le Pays de Salzbourg',
          'nel Salisburghese',
        ),
        state: 'S',
        bounds: b(46.94, 12.07, 48.05, 13.99),
        weight: 3,
        places: [
          p('Zell am See', 47.324, 12.797, 'lake'),
          p('Saalbach', 47.391, 12.637, 'mountains'),
          p('Bad Gastein', 47.115, 13.134, 'mountains'),
          p('Flachau', 47.344, 13.391, 'mountains'),
          p('St. Gilgen', 47.767, 13.365, 'lake'),
          p('Salzburg', 47.8, 13.044, 'town', { fr: 'Salzbourg', it: 'Salisburgo' }),
        ],
      },
      {
        key: 'kaernten',
        names: t('Kärnten', 'Carinthia', 'Carinthie', 'Carinzia'),
        nl: 'Karinthië',
        loc: t('in Kärnten', 'in Carinthia', 'en Carinthie', 'in Carinzia'),
        state: 'K',
        bounds: b(46.37, 12.65, 47.14, 15.07),
        weight: 3,
        places: [
          p('Velden am Wörthersee', 46.613, 14.042, 'lake'),
          p('Millstatt', 46.804, 13.58, 'lake'),
          p('Bad Kleinkirchheim', 46.815, 13.797, 'mountains'),
          p('Hermagor', 46.627, 13.368, 'mountains'),
          p('Klagenfurt', 46.624, 14.308, 'town'),
          p('Faak am See', 46.571, 13.922, 'lake'),
        ],
      },
      {
        key: 'steiermark',
        names: t('Steiermark', 'Styria', 'Styrie', 'Stiria'),
        nl: 'Stiermarken',
        loc: t('in der Steiermark', 'in Styria', 'en Styrie', 'in Stiria'),
        state: 'ST',
        bounds: b(46.6, 13.55, 47.85, 16.2),
        weight: 2,
        places: [
          p('Schladming', 47.394, 13.687, 'mountains'),
          p('Ramsau am Dachstein', 47.421, 13.656, 'mountains'),
          p('Bad Aussee', 47.61, 13.782, 'lake'),
          p('Graz', 47.071, 15.439, 'town'),
          p('Riegersburg', 47.003, 15.932, 'countryside'),
        ],
      },
    ],
  },
  {
    code: 'ch',
    names: t('Schweiz', 'Switzerland', 'Suisse', 'Svizzera'),
    nl: 'Zwitserland',
    slugs: t('schweiz', 'switzerland', 'suisse', 'svizzera'),
    preposition: t('in der', 'in', 'en', 'in'),
    loc: t('in der Schweiz', 'in Switzerland', 'en Suisse', 'in Svizzera'),
    climate: 'alpine',
    bounds: b(45.8, 5.9, 47.85, 10.55),
    lat: 46.82,
    lon: 8.23,
    weight: 2,
    favourite: false,
    regions: [
      {
        key: 'graubuenden',
        names: t('Graubünden', 'Graubünden', 'Grisons', 'Grigioni'),
        nl: 'Graubünden',
        loc: t('in Graubünden', 'in Graubünden', 'dans les Grisons', 'nei Grigioni'),
        state: 'GR',
        bounds: b(46.17, 8.65, 47.07, 10.5),
        weight: 3,
        places: [
          p('Davos', 46.802, 9.836, 'mountains'),
          p('St. Moritz', 46.498, 9.839, 'mountains', {
            fr: 'Saint-Moritz',
            it: 'San Maurizio',
          }),
          p('Arosa', 46.778, 9.679, 'mountains'),
          p('Flims', 46.836, 9.284, 'mountains'),
          p('Lenzerheide', 46.727, 9.557, 'mountains'),
          p('Scuol', 46.797, 10.298, 'mountains'),
        ],
      },
      {
        key: 'wallis',
        names: t('Wallis', 'Valais', 'Valais', 'Vallese'),
        nl: 'Wallis',
        loc: t('im Wallis', 'in Valais', 'en Valais', 'in Vallese'),
        state: 'VS',
        bounds: b(45.85, 6.77, 46.66, 8.48),
        weight: 3,
        places: [
          p('Zermatt', 46.02, 7.749, 'mountains'),
          p('Saas-Fee', 46.108, 7.928, 'mountains'),
          p('Verbier', 46.096, 7.228, 'mountains'),
          p('Crans-Montana', 46.311, 7.481, 'mountains'),
          p('Leukerbad', 46.379, 7.627, 'mountains', { fr: 'Loèche-les-Bains' }),
        ],
      },
      {
        key: 'berner-oberland',
        names: t('Berner Oberland', 'Bernese Oberland', 'Oberland bernois', 'Oberland Bernese'),
        nl: 'Berner Oberland',
        loc: t(
          'im Berner Oberland',
          'in the Bernese Oberland',
          "dans l'Oberland bernois",
          "nell'Oberland Bernese",
        ),
        state: 'BE',
        bounds: b(46.3, 7.1, 46.95, 8.5),
        weight: 2,
        places: [
          p('Grindelwald', 46.624, 8.041, 'mountains'),
          p('Interlaken', 46.686, 7.863, 'lake'),
          p('Wengen', 46.605, 7.921, 'mountains'),
          p('Adelboden', 46.492, 7.56, 'mountains'),
          p('Gstaad', 46.475, 7.286, 'mountains'),
          p('Spiez', 46.687, 7.679, 'lake'),
        ],
      },
      {
        key: 'tessin',
        names: t('Tessin', 'Ticino', 'Tessin', 'Ticino'),
        nl: 'Ticino',
        loc: t('im Tessin', 'in Ticino', 'au Tessin', 'in Ticino'),
        state: 'TI',
        climate: 'south',
        bounds: b(45.82, 8.38, 46.64, 9.16),
        weight: 2,
        places: [
          p('Ascona', 46.157, 8.772, 'lake'),
          p('Locarno', 46.17, 8.795, 'lake'),
          p('Lugano', 46.004, 8.951, 'lake'),
          p('Morcote', 45.923, 8.916, 'lake'),
          p('Lavertezzo', 46.259, 8.838, 'mountains'),
        ],
      },
    ],
  },
  {
    code: 'it',
    names: t('Italien', 'Italy', 'Italie', 'Italia'),
    nl: 'Italië',
    slugs: t('italien', 'italy', 'italie', 'italia'),
    preposition: t('in', 'in', 'en', 'in'),
    loc: t('in Italien', 'in Italy', 'en Italie', 'in Italia'),
    climate: 'south',
    bounds: b(35.4, 6.6, 47.1, 18.6),
    lat: 41.87,
    lon: 12.57,
    weight: 14,
    favourite: true,
    regions: [
      {
        key: 'toskana',
        names: t('Toskana', 'Tuscany', 'Toscane', 'Toscana'),
        nl: 'Toscane',
        loc: t('in der Toskana', 'in Tuscany', 'en Toscane', 'in Toscana'),
        bounds: b(42.2, 9.9, 44.5, 12.4),
        weight: 5,
        places: [
          p('Siena', 43.318, 11.331, 'town', { fr: 'Sienne' }),
          p('Castiglione della Pescaia', 42.763, 10.881, 'coast'),
          p('San Gimignano', 43.468, 11.043, 'countryside'),
          p('Montepulciano', 43.092, 11.781, 'countryside'),
          p('Lucca', 43.843, 10.505, 'town', { fr: 'Lucques' }),
          p('Greve in Chianti', 43.584, 11.316, 'countryside'),
          p('Orbetello', 42.441, 11.212, 'coast'),
          p('Forte dei Marmi', 43.963, 10.173, 'coast'),
        ],
      },
      {
        key: 'suedtirol',
        names: t('Südtirol', 'South Tyrol', 'Tyrol du Sud', 'Alto Adige'),
        nl: 'Zuid-Tirol',
        loc: t('in Südtirol', 'in South Tyrol', 'dans le Tyrol du Sud', 'in Alto Adige'),
        climate: 'alpine',
        bounds: b(46.22, 10.38, 47.09, 12.48),
        weight: 4,
        places: [
          p('Meran', 46.671, 11.16, 'town', { en: 'Merano', fr: 'Merano', it: 'Merano' }),
          p('Bozen', 46.498, 11.354, 'town', { en: 'Bolzano', fr: 'Bolzano', it: 'Bolzano' }),
          p('St. Ulrich in Gröden', 46.575, 11.672, 'mountains', {
            en: 'Ortisei',
            fr: 'Ortisei',
            it: 'Ortisei',
          }),
          p('Corvara', 46.55, 11.874, 'mountains'),
          p('Kastelruth', 46.567, 11.56, 'mountains', {
            en: 'Castelrotto',
            fr: 'Castelrotto',
            it: 'Castelrotto',
          }),
          p('Toblach', 46.727, 12.223, 'mountains', {
            en: 'Dobbiaco',
            fr: 'Dobbiaco',
            it: 'Dobbiaco',
          }),
          p('Kaltern', 46.41, 11.241, 'lake', { en: 'Caldaro', fr: 'Caldaro', it: 'Caldaro' }),
        ],
      },
      {
        key: 'gardasee',
        names: t('Gardasee', 'Lake Garda', 'Lac de Garde', 'Lago di Garda'),
        nl: 'Gardameer',
        loc: t('am Gardasee', 'on Lake Garda', 'au bord du lac de Garde', 'sul Lago di Garda'),
        bounds: b(45.4, 10.45, 45.95, 10.9),
        weight: 4,
        places: [
          p('Riva del Garda', 45.886, 10.841, 'lake'),
          p('Malcesine', 45.764, 10.809, 'lake'),
          p('Limone sul Garda', 45.813, 10.791, 'lake'),
          p('Sirmione', 45.493, 10.607, 'lake'),
          p('Bardolino', 45.548, 10.721, 'lake'),
          p('Garda', 45.577, 10.707, 'lake'),
          p('Desenzano del Garda', 45.471, 10.538, 'lake'),
          p('Salò', 45.606, 10.52, 'lake'),
        ],
      },
      {
        key: 'sardinien',
        names: t('Sardinien', 'Sardinia', 'Sardaigne', 'Sardegna'),
        nl: 'Sardinië',
        loc: t('auf Sardinien', 'in Sardinia', 'en Sardaigne', 'in Sardegna'),
        bounds: b(38.85, 8.1, 41.32, 9.85),
        weight: 3,
        places: [
          p('Olbia', 40.923, 9.498, 'town'),
          p('San Teodoro', 40.773, 9.672, 'coast'),
          p('Palau', 41.18, 9.382, 'coast'),
          p('Alghero', 40.558, 8.319, 'coast'),
          p('Villasimius', 39.141, 9.518, 'coast'),
          p('Cala Gonone', 40.282, 9.633, 'coast'),
          p('Porto Cervo', 41.135, 9.533, 'coast'),
        ],
      },
      {
        key: 'apulien',
        names: t('Apulien', 'Apulia', 'Pouilles', 'Puglia'),
        nl: 'Apulië',
        loc: t('in Apulien', 'in Apulia', 'dans les Pouilles', 'in Puglia'),
        bounds: b(39.78, 14.9, 42.23, 18.55),
        weight: 3,
        places: [
          p('Ostuni', 40.729, 17.578, 'countryside'),
          p('Alberobello', 40.784, 17.238, 'countryside'),
          p('Polignano a Mare', 40.996, 17.22, 'coast'),
          p('Vieste', 41.882, 16.176, 'coast'),
          p('Otranto', 40.147, 18.486, 'coast'),
          p('Gallipoli', 40.056, 17.979, 'coast'),
          p('Monopoli', 40.951, 17.298, 'coast'),
        ],
      },
      {
        key: 'ligurien',
        names: t('Ligurien', 'Liguria', 'Ligurie', 'Liguria'),
        nl: 'Ligurië',
        loc: t('in Ligurien', 'in Liguria', 'en Ligurie', 'in Liguria'),
        bounds: b(43.75, 7.5, 44.7, 10.1),
        weight: 2,
        places: [
          p('Monterosso al Mare', 44.146, 9.655, 'coast'),
          p('Sanremo', 43.818, 7.776, 'coast'),
          p('Portofino', 44.303, 9.21, 'coast'),
          p('Alassio', 44.008, 8.172, 'coast'),
          p('Finale Ligure', 44.169, 8.343, 'coast'),
        ],
      },
    ],
  },
  {
    code: 'fr',
    names: t('Frankreich', 'France', 'France', 'Francia'),
    nl: 'Frankrijk',
    slugs: t('frankreich', 'france', 'france', 'francia'),
    preposition: t('in', 'in', 'en', 'in'),
    loc: t('in Frankreich', 'in France', 'en France', 'in Francia'),
    climate: 'south',
    bounds: b(41.3, -5.2, 51.1, 9.6),
    lat: 46.6,
    lon: 2.35,
    weight: 8,
    favourite: false,
    regions: [
      {
        key: 'bretagne',
        names: t('Bretagne', 'Brittany', 'Bretagne', 'Bretagna'),
        nl: 'Bretagne',
        loc: t('in der Bretagne', 'in Brittany', 'en Bretagne', 'in Bretagna'),
        climate: 'north',
        bounds: b(47.2, -5.15, 48.95, -1.0),
        weight: 4,
        places: [
          p('Saint-Malo', 48.649, -2.026, 'coast'),
          p('Quiberon', 47.484, -3.119, 'coast'),
          p('Carnac', 47.584, -3.078, 'coast'),
          p('Perros-Guirec', 48.815, -3.443, 'coast'),
          p('Concarneau', 47.875, -3.919, 'coast'),
          p('Crozon', 48.246, -4.49, 'coast'),
          p('Dinan', 48.455, -2.047, 'town'),
        ],
      },
      {
        key: 'provence',
        names: t('Provence', 'Provence', 'Provence', 'Provenza'),
        nl: 'Provence',
        loc: t('in der Provence', 'in Provence', 'en Provence', 'in Provenza'),
        bounds: b(43.15, 4.6, 44.4, 6.5),
        weight: 3,
        places: [
          p('Gordes', 43.911, 5.2, 'countryside'),
          p('Avignon', 43.949, 4.806, 'town', { it: 'Avignone' }),
          p("L'Isle-sur-la-Sorgue", 43.919, 5.051, 'countryside'),
          p('Aix-en-Provence', 43.529, 5.447, 'town'),
          p('Moustiers-Sainte-Marie', 43.846, 6.221, 'countryside'),
          p('Cassis', 43.214, 5.538, 'coast'),
          p('Saint-Rémy-de-Provence', 43.789, 4.832, 'countryside'),
        ],
      },
      {
        key: 'cote-d-azur',
        names: t("Côte d'Azur", 'French Riviera', "Côte d'Azur", 'Costa Azzurra'),
        nl: 'Côte d’Azur',
        loc: t(
          "an der Côte d'Azur",
          'on the French Riviera',
          "sur la Côte d'Azur",
          'in Costa Azzurra',
        ),
        bounds: b(43.1, 6.35, 44.1, 7.55),
        weight: 3,
        places: [
          p('Nice', 43.71, 7.262, 'town', { de: 'Nizza', it: 'Nizza' }),
          p('Antibes', 43.58, 7.125, 'coast'),
          p('Cannes', 43.552, 7.017, 'coast'),
          p('Saint-Tropez', 43.273, 6.64, 'coast'),
          p('Menton', 43.775, 7.497, 'coast', { it: 'Mentone' }),
          p('Sainte-Maxime', 43.309, 6.637, 'coast'),
          p('Grasse', 43.658, 6.922, 'countryside'),
        ],
      },
      {
        key: 'elsass',
        names: t('Elsass', 'Alsace', 'Alsace', 'Alsazia'),
        nl: 'Elzas',
        loc: t('im Elsass', 'in Alsace', 'en Alsace', 'in Alsazia'),
        climate: 'north',
        bounds: b(47.4, 6.8, 49.1, 8.25),
        weight: 2,
        places: [
          p('Colmar', 48.079, 7.358, 'town'),
          p('Riquewihr', 48.167, 7.298, 'countryside', { de: 'Reichenweier' }),
          p('Kaysersberg', 48.139, 7.264, 'countryside'),
          p('Strasbourg', 48.573, 7.752, 'town', {
            de: 'Straßburg',
            en: 'Strasbourg',
            it: 'Strasburgo',
          }),
          p('Obernai', 48.462, 7.482, 'countryside'),
          p('Munster', 48.041, 7.134, 'mountains'),
        ],
      },
      {
        key: 'korsika',
        names: t('Korsika', 'Corsica', 'Corse', 'Corsica'),
        nl: 'Corsica',
        loc: t('auf Korsika', 'in Corsica', 'en Corse', 'in Corsica'),
        bounds: b(41.33, 8.53, 43.03, 9.57),
        weight: 2,
        places: [
          p('Porto-Vecchio', 41.591, 9.279, 'coast'),
          p('Calvi', 42.567, 8.757, 'coast'),
          p('Bonifacio', 41.387, 9.159, 'coast'),
          p('Ajaccio', 41.919, 8.738, 'town', { it: 'Aiaccio' }),
          p("L'Île-Rousse", 42.634, 8.937, 'coast', { it: 'Isola Rossa' }),
        ],
      },
      {
        key: 'franzoesische-alpen',
        names: t('Französische Alpen', 'French Alps', 'Alpes françaises', 'Alpi francesi'),
        nl: 'Franse Alpen',
        loc: t(
          'in den Französischen Alpen',
          'in the French Alps',
          'dans les Alpes françaises',
          'sulle Alpi francesi',
        ),
        climate: 'alpine',
        bounds: b(44.8, 5.8, 46.4, 7.2),
        weight: 3,
        places: [
          p('Chamonix', 45.924, 6.869, 'mountains'),
          p('Morzine', 46.179, 6.709, 'mountains'),
          p("Val d'Isère", 45.448, 6.98, 'mountains'),
          p('Les Deux Alpes', 45.009, 6.122, 'mountains'),
          p('La Clusaz', 45.905, 6.423, 'mountains'),
          p('Annecy', 45.899, 6.129, 'lake'),
        ],
      },
    ],
  },
  {
    code: 'hr',
    names: t('Kroatien', 'Croatia', 'Croatie', 'Croazia'),
    nl: 'Kroatië',
    slugs: t('kroatien', 'croatia', 'croatie', 'croazia'),
    preposition: t('in', 'in', 'en', 'in'),
    loc: t('in Kroatien', 'in Croatia', 'en Croatie', 'in Croazia'),
    climate: 'south',
    bounds: b(42.35, 13.45, 46.6, 19.5),
    lat: 45.1,
    lon: 15.2,
    weight: 12,
    favourite: true,
    regions: [
      {
        key: 'istrien',
        names: t('Istrien', 'Istria', 'Istrie', 'Istria'),
        nl: 'Istrië',
        loc: t('in Istrien', 'in Istria', 'en Istrie', 'in Istria'),
        bounds: b(44.75, 13.49, 45.55, 14.3),
        weight: 5,
        places: [
          p('Poreč', 45.227, 13.595, 'coast', { it: 'Parenzo' }),
          p('Rovinj', 45.081, 13.639, 'coast', { it: 'Rovigno' }),
          p('Pula', 44.867, 13.85, 'coast', { it: 'Pola' }),
          p('Umag', 45.432, 13.52, 'coast', { it: 'Umago' }),
          p('Novigrad', 45.316, 13.562, 'coast', { it: 'Cittanova' }),
          p('Rabac', 45.079, 14.159, 'coast'),
          p('Motovun', 45.336, 13.829, 'countryside', { it: 'Montona' }),
          p('Medulin', 44.822, 13.933, 'coast', { it: 'Medolino' }),
        ],
      },
      {
        key: 'kvarner',
        names: t('Kvarner', 'Kvarner', 'Kvarner', 'Quarnaro'),
        nl: 'Kvarner',
        loc: t(
          'in der Kvarner-Bucht',
          'in the Kvarner Gulf',
          'dans le golfe de Kvarner',
          'nel Quarnaro',
        ),
        bounds: b(44.4, 14.2, 45.45, 15.0),
        weight: 3,
        places: [
          p('Opatija', 45.338, 14.306, 'coast', { it: 'Abbazia' }),
          p('Krk', 45.027, 14.575, 'coast', { it: 'Veglia' }),
          p('Crikvenica', 45.175, 14.692, 'coast'),
          p('Mali Lošinj', 44.531, 14.468, 'coast', { it: 'Lussinpiccolo' }),
          p('Rab', 44.757, 14.76, 'coast', { it: 'Arbe' }),
          p('Novi Vinodolski', 45.128, 14.789, 'coast'),
        ],
      },
      {
        key: 'dalmatien',
        names: t('Dalmatien', 'Dalmatia', 'Dalmatie', 'Dalmazia'),
        nl: 'Dalmatië',
        loc: t('in Dalmatien', 'in Dalmatia', 'en Dalmatie', 'in Dalmazia'),
        bounds: b(42.39, 15.0, 44.5, 18.55),
        weight: 5,
        places: [
          p('Split', 43.508, 16.44, 'town', { it: 'Spalato' }),
          p('Makarska', 43.297, 17.018, 'coast'),
          p('Trogir', 43.516, 16.251, 'coast', { it: 'Traù' }),
          p('Hvar', 43.172, 16.442, 'coast', { it: 'Lesina' }),
          p('Dubrovnik', 42.65, 18.094, 'coast', { it: 'Ragusa' }),
          p('Zadar', 44.119, 15.231, 'coast', { it: 'Zara' }),
          p('Šibenik', 43.735, 15.89, 'coast', { it: 'Sebenico' }),
          p('Omiš', 43.444, 16.689, 'coast', { it: 'Almissa' }),
        ],
      },
      {
        key: 'lika-senj',
        names: t('Lika-Senj', 'Lika-Senj', 'Lika-Senj', 'Lika-Segna'),
        nl: 'Lika-Senj',
        loc: t(
          'in der Region Lika-Senj',
          'in Lika-Senj',
          'dans la région de Lika-Senj',
          'nella regione di Lika-Segna',
        ),
        bounds: b(44.3, 14.85, 45.15, 16.0),
        weight: 1,
        places: [
          p('Plitvička Jezera', 44.88, 15.616, 'lake', {
            de: 'Plitvicer Seen',
            en: 'Plitvice Lakes',
            fr: 'Lacs de Plitvice',
            it: 'Laghi di Plitvice',
          }),
          p('Rakovica', 44.993, 15.645, 'countryside'),
          p('Otočac', 44.869, 15.237, 'countryside'),
          p('Senj', 44.989, 14.906, 'coast', { it: 'Segna' }),
          p('Karlobag', 44.526, 15.078, 'coast'),
        ],
      },
    ],
  },
  {
    code: 'dk',
    names: t('Dänemark', 'Denmark', 'Danemark', 'Danimarca'),
    nl: 'Denemarken',
    slugs: t('daenemark', 'denmark', 'danemark', 'danimarca'),
    preposition: t('in', 'in', 'au', 'in'),
    loc: t('in Dänemark', 'in Denmark', 'au Danemark', 'in Danimarca'),
    climate: 'north',
    bounds: b(54.5, 8.0, 57.8, 15.25),
    lat: 56.1,
    lon: 9.5,
    weight: 12,
    favourite: true,
    regions: [
      {
        key: 'nordjuetland',
        names: t('Nordjütland', 'North Jutland', 'Jutland du Nord', 'Jutland settentrionale'),
        nl: 'Noord-Jutland',
        loc: t(
          'in Nordjütland',
          'in North Jutland',
          'dans le Jutland du Nord',
          'nello Jutland settentrionale',
        ),
        bounds: b(56.55, 8.2, 57.76, 11.2),
        weight: 4,
        places: [
          p('Skagen', 57.721, 10.587, 'coast'),
          p('Blokhus', 57.249, 9.583, 'coast'),
          p('Løkken', 57.37, 9.713, 'coast'),
          p('Hirtshals', 57.588, 9.96, 'coast'),
          p('Hals', 57.0, 10.31, 'coast'),
          p('Sæby', 57.333, 10.522, 'coast'),
          p('Klitmøller', 57.037, 8.493, 'coast'),
        ],
      },
      {
        key: 'westjuetland',
        names: t('Westjütland', 'West Jutland', 'Jutland occidental', 'Jutland occidentale'),
        nl: 'West-Jutland',
        loc: t(
          'in Westjütland',
          'in West Jutland',
          'dans le Jutland occidental',
          'nello Jutland occidentale',
        ),
        bounds: b(55.3, 8.05, 56.6, 8.9),
        weight: 4,
        places: [
          p('Henne Strand', 55.737, 8.18, 'coast'),
          p('Blåvand', 55.56, 8.078, 'coast'),
          p('Hvide Sande', 56.001, 8.128, 'coast'),
          p('Søndervig', 56.117, 8.115, 'coast'),
          p('Rindby', 55.42, 8.39, 'coast'),
          p('Bork Havn', 55.848, 8.285, 'lake'),
          p('Ringkøbing', 56.09, 8.244, 'town'),
        ],
      },
      {
        key: 'bornholm',
        names: same('Bornholm'),
        nl: 'Bornholm',
        loc: t('auf Bornholm', 'on Bornholm', 'à Bornholm', 'a Bornholm'),
        bounds: b(54.98, 14.67, 55.31, 15.17),
        weight: 2,
        places: [
          p('Rønne', 55.1, 14.706, 'town'),
          p('Gudhjem', 55.212, 14.972, 'coast'),
          p('Svaneke', 55.135, 15.142, 'coast'),
          p('Dueodde', 54.993, 15.078, 'coast'),
          p('Allinge', 55.276, 14.803, 'coast'),
        ],
      },
      {
        key: 'fuenen',
        names: t('Fünen', 'Funen', 'Fionie', 'Fionia'),
        nl: 'Funen',
        loc: t('auf Fünen', 'on Funen', 'en Fionie', 'in Fionia'),
        bounds: b(54.8, 9.7, 55.65, 11.0),
        weight: 2,
        places: [
          p('Odense', 55.396, 10.388, 'town'),
          p('Svendborg', 55.059, 10.607, 'coast'),
          p('Faaborg', 55.095, 10.242, 'coast'),
          p('Kerteminde', 55.449, 10.661, 'coast'),
          p('Bogense', 55.566, 10.088, 'coast'),
        ],
      },
      {
        key: 'seeland',
        names: t('Seeland', 'Zealand', 'Seeland', 'Selandia'),
        nl: 'Seeland',
        loc: t('auf Seeland', 'on Zealand', 'en Seeland', 'in Selandia'),
        bounds: b(54.56, 10.85, 56.15, 12.7),
        weight: 2,
        places: [
          p('Hornbæk', 56.092, 12.459, 'coast'),
          p('Gilleleje', 56.121, 12.309, 'coast'),
          p('Rørvig', 55.949, 11.767, 'coast'),
          p('Stege', 54.986, 12.285, 'coast'),
          p('København', 55.676, 12.568, 'town', {
            de: 'Kopenhagen',
            en: 'Copenhagen',
            fr: 'Copenhague',
            it: 'Copenaghen',
          }),
        ],
      },
    ],
  },
  {
    code: 'nl',
    names: t('Niederlande', 'Netherlands', 'Pays-Bas', 'Paesi Bassi'),
    nl: 'Nederland',
    slugs: t('niederlande', 'netherlands', 'pays-bas', 'paesi-bassi'),
    preposition: t('in den', 'in the', 'aux', 'nei'),
    loc: t('in den Niederlanden', 'in the Netherlands', 'aux Pays-Bas', 'nei Paesi Bassi'),
    climate: 'north',
    bounds: b(50.7, 3.3, 53.6, 7.25),
    lat: 52.13,
    lon: 5.29,
    weight: 5,
    favourite: true,
    regions: [
      {
        key: 'nordholland',
        names: t(
          'Nordholland',
          'North Holland',
          'Hollande-Septentrionale',
          'Olanda Settentrionale',
        ),
        nl: 'Noord-Holland',
        loc: t(
          'in Nordholland',
          'in North Holland',
          'en Hollande-Septentrionale',
          'in Olanda Settentrionale',
        ),
        state: 'NH',
        bounds: b(52.2, 4.45, 53.2, 5.3),
        weight: 3,
        places: [
          p('Egmond aan Zee', 52.62, 4.627, 'coast'),
          p('Bergen aan Zee', 52.661, 4.63, 'coast'),
          p('Callantsoog', 52.84, 4.697, 'coast'),
          p('De Koog', 53.097, 4.761, 'coast'),
          p('Zandvoort', 52.372, 4.533, 'coast'),
          p('Amsterdam', 52.37, 4.895, 'town', { it: 'Amsterdam' }),
          p('Volendam', 52.495, 5.071, 'lake'),
        ],
      },
      {
        key: 'zeeland',
        names: t('Zeeland', 'Zeeland', 'Zélande', 'Zelanda'),
        nl: 'Zeeland',
        loc: t('in Zeeland', 'in Zeeland', 'en Zélande', 'in Zelanda'),
        state: 'ZE',
        bounds: b(51.25, 3.35, 51.9, 4.3),
        weight: 3,
        places: [
          p('Domburg', 51.563, 3.497, 'coast'),
          p('Renesse', 51.733, 3.773, 'coast'),
          p('Cadzand', 51.368, 3.384, 'coast'),
          p('Zoutelande', 51.5, 3.483, 'coast'),
          p('Vlissingen', 51.442, 3.574, 'town'),
          p('Veere', 51.549, 3.668, 'lake'),
        ],
      },
      {
        key: 'friesland',
        names: t('Friesland', 'Friesland', 'Frise', 'Frisia'),
        nl: 'Friesland',
        loc: t('in Friesland', 'in Friesland', 'en Frise', 'in Frisia'),
        state: 'FR',
        bounds: b(52.8, 5.1, 53.5, 6.4),
        weight: 2,
        places: [
          p('Makkum', 53.056, 5.402, 'lake'),
          p('Sneek', 53.033, 5.66, 'lake'),
          p('West-Terschelling', 53.361, 5.218, 'coast'),
          p('Nes', 53.446, 5.775, 'coast'),
          p('Hindeloopen', 52.942, 5.401, 'lake'),
          p('Lemmer', 52.846, 5.711, 'lake'),
        ],
      },
      {
        key: 'veluwe',
        names: same('Veluwe'),
        nl: 'Veluwe',
        loc: t('in der Veluwe', 'in the Veluwe', 'dans la Veluwe', 'nella Veluwe'),
        state: 'GE',
        bounds: b(51.95, 5.5, 52.45, 6.2),
        weight: 2,
        places: [
          p('Apeldoorn', 52.211, 5.969, 'countryside'),
          p('Ede', 52.04, 5.667, 'countryside'),
          p('Harderwijk', 52.342, 5.621, 'lake'),
          p('Ermelo', 52.299, 5.621, 'countryside'),
          p('Otterlo', 52.1, 5.772, 'countryside'),
        ],
      },
    ],
  },
  {
    code: 'es',
    names: t('Spanien', 'Spain', 'Espagne', 'Spagna'),
    nl: 'Spanje',
    slugs: t('spanien', 'spain', 'espagne', 'spagna'),
    preposition: t('in', 'in', 'en', 'in'),
    loc: t('in Spanien', 'in Spain', 'en Espagne', 'in Spagna'),
    climate: 'south',
    bounds: b(35.9, -9.4, 43.85, 4.4),
    lat: 40.2,
    lon: -3.7,
    weight: 7,
    favourite: false,
    regions: [
      {
        key: 'costa-brava',
        names: same('Costa Brava'),
        nl: 'Costa Brava',
        loc: t(
          'an der Costa Brava',
          'on the Costa Brava',
          'sur la Costa Brava',
          'sulla Costa Brava',
        ),
        state: 'CT',
        bounds: b(41.65, 2.6, 42.45, 3.33),
        weight: 3,
        places: [
          p('Lloret de Mar', 41.7, 2.846, 'coast'),
          p('Tossa de Mar', 41.72, 2.932, 'coast'),
          p('Roses', 42.262, 3.176, 'coast'),
          p("L'Escala", 42.125, 3.131, 'coast'),
          p('Cadaqués', 42.289, 3.277, 'coast'),
          p('Begur', 41.954, 3.208, 'coast'),
          p('Girona', 41.979, 2.821, 'town', { fr: 'Gérone', it: 'Girona' }),
        ],
      },
      {
        key: 'costa-blanca',
        names: same('Costa Blanca'),
        nl: 'Costa Blanca',
        loc: t(
          'an der Costa Blanca',
          'on the Costa Blanca',
          'sur la Costa Blanca',
          'sulla Costa Blanca',
        ),
        state: 'VC',
        bounds: b(37.85, -0.95, 38.95, 0.25),
        weight: 3,
        places: [
          p('Dénia', 38.841, 0.106, 'coast'),
          p('Jávea', 38.789, 0.166, 'coast'),
          p('Calp', 38.645, 0.045, 'coast'),
          p('Altea', 38.599, -0.051, 'coast'),
          p('Benidorm', 38.541, -0.122, 'town'),
          p('Torrevieja', 37.978, -0.683, 'coast'),
          p('Moraira', 38.689, 0.135, 'coast'),
        ],
      },
      {
        key: 'andalusien',
        names: t('Andalusien', 'Andalusia', 'Andalousie', 'Andalusia'),
        nl: 'Andalusië',
        loc: t('in Andalusien', 'in Andalusia', 'en Andalousie', 'in Andalusia'),
        state: 'AN',
        bounds: b(36.0, -7.52, 38.73, -1.63),
        weight: 3,
        places: [
          p('Marbella', 36.51, -4.883, 'coast'),
          p('Nerja', 36.758, -3.876, 'coast'),
          p('Ronda', 36.743, -5.167, 'countryside'),
          p('Granada', 37.177, -3.599, 'town', { fr: 'Grenade' }),
          p('Conil de la Frontera', 36.277, -6.088, 'coast'),
          p('Tarifa', 36.014, -5.604, 'coast'),
          p('Pradollano', 37.094, -3.397, 'mountains'),
        ],
      },
      {
        key: 'mallorca',
        names: t('Mallorca', 'Majorca', 'Majorque', 'Maiorca'),
        nl: 'Mallorca',
        loc: t('auf Mallorca', 'in Majorca', 'à Majorque', 'a Maiorca'),
        state: 'IB',
        bounds: b(39.25, 2.3, 40.0, 3.5),
        weight: 3,
        places: [
          p('Palma', 39.57, 2.65, 'town'),
          p('Alcúdia', 39.853, 3.121, 'coast'),
          p('Pollença', 39.877, 3.016, 'countryside'),
          p('Santanyí', 39.355, 3.128, 'countryside'),
          p("Cala d'Or", 39.372, 3.232, 'coast'),
          p('Sóller', 39.766, 2.715, 'mountains'),
          p('Cala Ratjada', 39.712, 3.463, 'coast'),
          p('Felanitx', 39.469, 3.148, 'countryside'),
        ],
      },
      {
        key: 'costa-dorada',
        names: same('Costa Dorada'),
        nl: 'Costa Dorada',
        loc: t(
          'an der Costa Dorada',
          'on the Costa Dorada',
          'sur la Costa Dorada',
          'sulla Costa Dorada',
        ),
        state: 'CT',
        bounds: b(40.7, 0.6, 41.3, 1.65),
        weight: 2,
        places: [
          p('Salou', 41.076, 1.141, 'coast'),
          p('Cambrils', 41.067, 1.059, 'coast'),
          p("L'Ametlla de Mar", 40.883, 0.802, 'coast'),
          p('Tarragona', 41.119, 1.245, 'town', { fr: 'Tarragone' }),
          p('Calafell', 41.199, 1.568, 'coast'),
        ],
      },
    ],
  },
  {
    code: 'pl',
    names: t('Polen', 'Poland', 'Pologne', 'Polonia'),
    nl: 'Polen',
    slugs: t('polen', 'poland', 'pologne', 'polonia'),
    preposition: t('in', 'in', 'en', 'in'),
    loc: t('in Polen', 'in Poland', 'en Pologne', 'in Polonia'),
    climate: 'north',
    bounds: b(49.0, 14.1, 54.9, 24.2),
    lat: 51.92,
    lon: 19.15,
    weight: 3,
    favourite: false,
    regions: [
      {
        key: 'polnische-ostsee',
        names: t(
          'Polnische Ostseeküste',
          'Polish Baltic Coast',
          'Côte baltique polonaise',
          'Costa baltica polacca',
        ),
        nl: 'Poolse Oostzeekust',
        loc: t(
          'an der polnischen Ostseeküste',
          'on the Polish Baltic coast',
          'sur la côte baltique polonaise',
          'sulla costa baltica polacca',
        ),
        bounds: b(53.85, 14.12, 54.84, 19.0),
        weight: 3,
        places: [
          p('Międzyzdroje', 53.929, 14.449, 'coast'),
          p('Kołobrzeg', 54.176, 15.583, 'coast'),
          p('Łeba', 54.76, 17.556, 'coast'),
          p('Hel', 54.608, 18.801, 'coast'),
          p('Sopot', 54.442, 18.56, 'coast'),
          p('Świnoujście', 53.91, 14.248, 'coast'),
          p('Ustka', 54.58, 16.862, 'coast'),
        ],
      },
      {
        key: 'masuren',
        names: t('Masuren', 'Masuria', 'Mazurie', 'Masuria'),
        nl: 'Mazurië',
        loc: t('in Masuren', 'in Masuria', 'en Mazurie', 'in Masuria'),
        bounds: b(53.4, 20.5, 54.4, 22.6),
        weight: 2,
        places: [
          p('Mikołajki', 53.802, 21.571, 'lake'),
          p('Giżycko', 54.038, 21.767, 'lake'),
          p('Mrągowo', 53.865, 21.305, 'lake'),
          p('Ruciane-Nida', 53.644, 21.545, 'lake'),
          p('Węgorzewo', 54.215, 21.74, 'lake'),
        ],
      },
      {
        key: 'riesengebirge',
        names: t('Riesengebirge', 'Giant Mountains', 'Monts des Géants', 'Monti dei Giganti'),
        nl: 'Reuzengebergte',
        loc: t(
          'im Riesengebirge',
          'in the Giant Mountains',
          'dans les monts des Géants',
          'nei Monti dei Giganti',
        ),
        climate: 'alpine',
        bounds: b(50.65, 15.2, 51.05, 16.0),
        weight: 1,
        places: [
          p('Karpacz', 50.777, 15.758, 'mountains'),
          p('Szklarska Poręba', 50.826, 15.521, 'mountains'),
          p('Jelenia Góra', 50.904, 15.734, 'town'),
          p('Świeradów-Zdrój', 50.909, 15.342, 'mountains'),
        ],
      },
      {
        key: 'tatra',
        names: t('Tatra', 'Tatra Mountains', 'Tatras', 'Monti Tatra'),
        nl: 'Tatra',
        loc: t('in der Tatra', 'in the Tatra Mountains', 'dans les Tatras', 'sui Monti Tatra'),
        climate: 'alpine',
        bounds: b(49.15, 19.6, 49.6, 20.4),
        weight: 1,
        places: [
          p('Zakopane', 49.299, 19.949, 'mountains'),
          p('Bukowina Tatrzańska', 49.343, 20.108, 'mountains'),
          p('Kościelisko', 49.291, 19.889, 'mountains'),
          p('Białka Tatrzańska', 49.391, 20.107, 'mountains'),
        ],
      },
    ],
  },
  {
    code: 'pt',
    names: t('Portugal', 'Portugal', 'Portugal', 'Portogallo'),
    nl: 'Portugal',
    slugs: t('portugal', 'portugal', 'portugal', 'portogallo'),
    preposition: t('in', 'in', 'au', 'in'),
    loc: t('in Portugal', 'in Portugal', 'au Portugal', 'in Portogallo'),
    climate: 'south',
    bounds: b(36.9, -9.6, 42.2, -6.15),
    lat: 39.6,
    lon: -8.0,
    weight: 2,
    favourite: false,
    regions: [
      {
        key: 'algarve',
        names: same('Algarve'),
        nl: 'Algarve',
        loc: t('an der Algarve', 'in the Algarve', 'en Algarve', 'in Algarve'),
        bounds: b(36.96, -9.0, 37.55, -7.38),
        weight: 4,
        places: [
          p('Lagos', 37.102, -8.673, 'coast'),
          p('Albufeira', 37.089, -8.25, 'coast'),
          p('Carvoeiro', 37.097, -8.471, 'coast'),
          p('Tavira', 37.127, -7.65, 'coast'),
          p('Sagres', 37.009, -8.94, 'coast'),
          p('Vilamoura', 37.077, -8.117, 'coast'),
          p('Monchique', 37.318, -8.555, 'countryside'),
        ],
      },
      {
        key: 'alentejo',
        names: same('Alentejo'),
        nl: 'Alentejo',
        loc: t('im Alentejo', 'in the Alentejo', 'en Alentejo', 'in Alentejo'),
        bounds: b(37.35, -8.95, 39.7, -6.9),
        weight: 2,
        places: [
          p('Évora', 38.571, -7.909, 'town'),
          p('Monsaraz', 38.443, -7.381, 'countryside'),
          p('Vila Nova de Milfontes', 37.725, -8.783, 'coast'),
          p('Zambujeira do Mar', 37.526, -8.786, 'coast'),
          p('Marvão', 39.394, -7.377, 'countryside'),
          p('Comporta', 38.381, -8.786, 'coast'),
        ],
      },
      {
        key: 'lissabon-kueste',
        names: t('Lissabon-Küste', 'Lisbon Coast', 'Côte de Lisbonne', 'Costa di Lisbona'),
        nl: 'Kust van Lissabon',
        loc: t(
          'an der Küste von Lissabon',
          'on the Lisbon Coast',
          'sur la côte de Lisbonne',
          'sulla costa di Lisbona',
        ),
        bounds: b(38.35, -9.52, 39.1, -8.9),
        weight: 2,
        places: [
          p('Cascais', 38.697, -9.421, 'coast'),
          p('Sintra', 38.8, -9.378, 'countryside'),
          p('Ericeira', 38.963, -9.415, 'coast'),
          p('Lisboa', 38.722, -9.139, 'town', {
            de: 'Lissabon',
            en: 'Lisbon',
            fr: 'Lisbonne',
            it: 'Lisbona',
          }),
          p('Sesimbra', 38.444, -9.101, 'coast'),
        ],
      },
      {
        key: 'nordportugal',
        names: t(
          'Nordportugal',
          'Northern Portugal',
          'Nord du Portugal',
          'Portogallo settentrionale',
        ),
        nl: 'Noord-Portugal',
        loc: t(
          'in Nordportugal',
          'in Northern Portugal',
          'dans le nord du Portugal',
          'nel Portogallo settentrionale',
        ),
        bounds: b(40.9, -8.9, 42.15, -7.5),
        weight: 1,
        places: [
          p('Porto', 41.15, -8.611, 'town'),
          p('Viana do Castelo', 41.694, -8.832, 'coast'),
          p('Peso da Régua', 41.163, -7.789, 'countryside'),
          p('Ponte de Lima', 41.767, -8.584, 'countryside'),
          p('Gerês', 41.728, -8.16, 'mountains'),
        ],
      },
    ],
  },
  {
    code: 'se',
    names: t('Schweden', 'Sweden', 'Suède', 'Svezia'),
    nl: 'Zweden',
    slugs: t('schweden', 'sweden', 'suede', 'svezia'),
    preposition: t('in', 'in', 'en', 'in'),
    loc: t('in Schweden', 'in Sweden', 'en Suède', 'in Svezia'),
    climate: 'north',
    bounds: b(55.3, 10.9, 69.1, 24.2),
    lat: 60.13,
    lon: 18.64,
    weight: 3,
    favourite: false,
    regions: [
      {
        key: 'smaland',
        names: same('Småland'),
        nl: 'Småland',
        loc: t('in Småland', 'in Småland', 'dans le Småland', 'nello Småland'),
        bounds: b(56.4, 13.4, 58.2, 16.6),
        weight: 3,
        places: [
          p('Växjö', 56.879, 14.806, 'lake'),
          p('Vimmerby', 57.666, 15.856, 'countryside'),
          p('Kalmar', 56.663, 16.357, 'coast'),
          p('Ljungby', 56.833, 13.941, 'lake'),
          p('Eksjö', 57.667, 14.972, 'countryside'),
          p('Gränna', 58.026, 14.465, 'lake'),
        ],
      },
      {
        key: 'schonen',
        names: t('Schonen', 'Skåne', 'Scanie', 'Scania'),
        nl: 'Skåne',
        loc: t('in Schonen', 'in Skåne', 'en Scanie', 'in Scania'),
        bounds: b(55.33, 12.45, 56.5, 14.6),
        weight: 2,
        places: [
          p('Ystad', 55.429, 13.82, 'coast'),
          p('Båstad', 56.428, 12.851, 'coast'),
          p('Simrishamn', 55.557, 14.358, 'coast'),
          p('Höllviken', 55.41, 12.95, 'coast'),
          p('Torekov', 56.424, 12.627, 'coast'),
        ],
      },
      {
        key: 'vaermland',
        names: same('Värmland'),
        nl: 'Värmland',
        loc: t('in Värmland', 'in Värmland', 'dans le Värmland', 'nel Värmland'),
        bounds: b(59.0, 11.9, 61.1, 14.5),
        weight: 2,
        places: [
          p('Karlstad', 59.379, 13.504, 'lake'),
          p('Arvika', 59.655, 12.586, 'lake'),
          p('Sunne', 59.837, 13.143, 'lake'),
          p('Torsby', 60.137, 13.0, 'lake'),
          p('Hagfors', 60.033, 13.696, 'countryside'),
        ],
      },
      {
        key: 'dalarna',
        names: t('Dalarna', 'Dalarna', 'Dalécarlie', 'Dalarna'),
        nl: 'Dalarna',
        loc: t('in Dalarna', 'in Dalarna', 'en Dalécarlie', 'in Dalarna'),
        bounds: b(59.8, 12.1, 62.3, 16.8),
        weight: 2,
        places: [
          p('Mora', 61.005, 14.537, 'lake'),
          p('Rättvik', 60.888, 15.117, 'lake'),
          p('Sälen', 61.159, 13.265, 'mountains'),
          p('Idre', 61.86, 12.718, 'mountains'),
          p('Leksand', 60.731, 14.997, 'lake'),
        ],
      },
      {
        key: 'bohuslaen',
        names: same('Bohuslän'),
        nl: 'Bohuslän',
        loc: t('in Bohuslän', 'in Bohuslän', 'dans le Bohuslän', 'nel Bohuslän'),
        bounds: b(57.7, 11.0, 59.1, 12.0),
        weight: 2,
        places: [
          p('Smögen', 58.353, 11.227, 'coast'),
          p('Lysekil', 58.274, 11.436, 'coast'),
          p('Strömstad', 58.938, 11.171, 'coast'),
          p('Marstrand', 57.886, 11.586, 'coast'),
          p('Fjällbacka', 58.598, 11.285, 'coast'),
        ],
      },
    ],
  },
  {
    code: 'no',
    names: t('Norwegen', 'Norway', 'Norvège', 'Norvegia'),
    nl: 'Noorwegen',
    slugs: t('norwegen', 'norway', 'norvege', 'norvegia'),
    preposition: t('in', 'in', 'en', 'in'),
    loc: t('in Norwegen', 'in Norway', 'en Norvège', 'in Norvegia'),
    climate: 'north',
    bounds: b(57.9, 4.5, 71.2, 31.2),
    lat: 60.47,
    lon: 8.47,
    weight: 2,
    favourite: false,
    regions: [
      {
        key: 'suednorwegen',
        names: t('Südnorwegen', 'Southern Norway', 'Sud de la Norvège', 'Norvegia meridionale'),
        nl: 'Zuid-Noorwegen',
        loc: t(
          'in Südnorwegen',
          'in Southern Norway',
          'dans le sud de la Norvège',
          'nella Norvegia meridionale',
        ),
        bounds: b(57.95, 6.5, 58.8, 9.3),
        weight: 3,
        places: [
          p('Kristiansand', 58.146, 7.996, 'coast'),
          p('Mandal', 58.029, 7.461, 'coast'),
          p('Grimstad', 58.34, 8.594, 'coast'),
          p('Arendal', 58.461, 8.772, 'coast'),
          p('Lillesand', 58.249, 8.377, 'coast'),
          p('Spangereid', 58.047, 7.147, 'coast'),
        ],
      },
      {
        key: 'fjordnorwegen',
        names: t('Fjordnorwegen', 'Fjord Norway', 'Norvège des fjords', 'Norvegia dei fiordi'),
        nl: 'Fjord-Noorwegen',
        loc: t(
          'in Fjordnorwegen',
          'in Fjord Norway',
          'dans la Norvège des fjords',
          'nella Norvegia dei fiordi',
        ),
        bounds: b(59.5, 4.6, 62.8, 8.3),
        weight: 3,
        places: [
          p('Geiranger', 62.101, 7.206, 'mountains'),
          p('Flåm', 60.863, 7.114, 'mountains'),
          p('Balestrand', 61.208, 6.532, 'coast'),
          p('Bergen', 60.391, 5.322, 'town'),
          p('Ulvik', 60.568, 6.914, 'coast'),
          p('Voss', 60.628, 6.417, 'mountains'),
          p('Loen', 61.871, 6.852, 'mountains'),
        ],
      },
      {
        key: 'lofoten',
        names: same('Lofoten'),
        nl: 'Lofoten',
        loc: t('auf den Lofoten', 'in Lofoten', 'aux Lofoten', 'nelle Lofoten'),
        bounds: b(67.75, 12.8, 68.5, 15.0),
        weight: 1,
        places: [
          p('Svolvær', 68.234, 14.568, 'coast'),
          p('Reine', 67.932, 13.089, 'coast'),
          p('Henningsvær', 68.153, 14.207, 'coast'),
          p('Leknes', 68.147, 13.612, 'coast'),
          p('Å', 67.88, 12.979, 'coast'),
        ],
      },
      {
        key: 'telemark',
        names: same('Telemark'),
        nl: 'Telemark',
        loc: t('in der Telemark', 'in Telemark', 'dans le Telemark', 'nel Telemark'),
        bounds: b(58.8, 7.5, 60.2, 9.8),
        weight: 2,
        places: [
          p('Rjukan', 59.879, 8.593, 'mountains'),
          p('Kragerø', 58.867, 9.413, 'coast'),
          p('Bø', 59.412, 9.068, 'countryside'),
          p('Dalen', 59.445, 8.008, 'lake'),
          p('Vrådal', 59.336, 8.43, 'lake'),
        ],
      },
      {
        key: 'ostnorwegen',
        names: t('Ostnorwegen', 'Eastern Norway', 'Est de la Norvège', 'Norvegia orientale'),
        nl: 'Oost-Noorwegen',
        loc: t(
          'in Ostnorwegen',
          'in Eastern Norway',
          "dans l'est de la Norvège",
          'nella Norvegia orientale',
        ),
        climate: 'alpine',
        bounds: b(60.3, 8.0, 61.9, 12.6),
        weight: 2,
        places: [
          p('Lillehammer', 61.115, 10.466, 'mountains'),
          p('Trysil', 61.315, 12.264, 'mountains'),
          p('Hafjell', 61.235, 10.433, 'mountains'),
          p('Beitostølen', 61.247, 8.909, 'mountains'),
          p('Geilo', 60.534, 8.206, 'mountains'),
        ],
      },
    ],
  },
];

const TRANSLITERATION: Record<string, string> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
};

/**
 * URL slug of a name: lowercase ASCII words joined by '-'. German umlauts become ae/oe/ue as
 * German URLs spell them (Kärnten → kaernten); other diacritics are dropped (Poreč → porec).
 */
export function slugify(name: string, language: SiteLanguage | 'nl'): string {
  let text = name.toLowerCase();
  if (language === 'de') text = text.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue');
  text = text.replace(/[ßøæœłđ]/g, (c) => TRANSLITERATION[c] ?? c);
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A place's name in one language (its local name unless overridden). */
export function placeName(place: PlaceDef, language: SiteLanguage): string {
  return place.names?.[language] ?? place.name;
}

/** Distance in metres between two coordinates (haversine; plenty for "near its place"). */
export function distanceMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = 6_371_000;
  const toRad = Math.PI / 180;
  const dLat = (lat2 - lat1) * toRad;
  const dLon = (lon2 - lon1) * toRad;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * r * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function insideBounds(bounds: Bounds, lat: number, lon: number): boolean {
  return lat >= bounds.south && lat <= bounds.north && lon >= bounds.west && lon <= bounds.east;
}

export function boundsInside(inner: Bounds, outer: Bounds): boolean {
  return (
    inner.south >= outer.south &&
    inner.north <= outer.north &&
    inner.west >= outer.west &&
    inner.east <= outer.east
  );
}
