/**
 * The service catalogue shown on /services/{serviceType}. Prices are typical labour-only ranges in kobo
 * for Lagos in 2026, per vehicle class; parts and consumables are quoted separately on each job.
 */
export type ServiceKind = 'maintenance' | 'inspection' | 'parts' | 'roadside';
export type VehicleClass = 'car' | 'suv' | 'bus' | 'truck';

export interface ServiceText {
  name: string;
  summary: string;
  includes: string[];
}

export interface ServicePriceRange {
  vehicleClass: VehicleClass;
  minKobo: number;
  maxKobo: number;
}

export interface ServiceSeed {
  slug: string;
  kind: ServiceKind;
  sortOrder: number;
  texts: Record<'en' | 'nb', ServiceText>;
  priceRanges: ServicePriceRange[];
  durationMinutesMin: number;
  durationMinutesMax: number;
}

/** Whole naira to kobo. */
const naira = (amount: number): number => amount * 100;

/** Labour ranges in naira per class, in the order car, SUV, bus, truck. */
function prices(
  car: [number, number],
  suv: [number, number],
  bus: [number, number],
  truck: [number, number],
): ServicePriceRange[] {
  const classes: [VehicleClass, [number, number]][] = [
    ['car', car],
    ['suv', suv],
    ['bus', bus],
    ['truck', truck],
  ];
  return classes.map(([vehicleClass, [min, max]]) => ({ vehicleClass, minKobo: naira(min), maxKobo: naira(max) }));
}

export const serviceSeeds: ServiceSeed[] = [
  {
    slug: 'general-servicing',
    kind: 'maintenance',
    sortOrder: 1,
    texts: {
      en: {
        name: 'General servicing and oil change',
        summary:
          'A routine service at your home, office or yard: fresh oil and filter, plus a check of the things that keep a vehicle reliable in Nigerian traffic.',
        includes: [
          'Engine oil and oil filter change with the grade your manual specifies',
          'Air and cabin filter check, with replacement if needed',
          'Coolant, brake, power-steering and washer fluid levels topped up',
          'Tyre pressures set and tread checked, spare included',
          'Lights, wipers, belts and hoses inspected',
          'Service recorded in the vehicle’s history with the mileage',
        ],
      },
      nb: {
        name: 'Vanlig service og oljeskift',
        summary:
          'En rutinemessig service hjemme, på kontoret eller på oppstillingsplassen: ny olje og nytt filter, og en kontroll av det som holder kjøretøyet pålitelig i nigeriansk trafikk.',
        includes: [
          'Skift av motorolje og oljefilter med viskositeten instruksjonsboken krever',
          'Kontroll av luft- og kupéfilter, med bytte ved behov',
          'Etterfylling av kjølevæske, bremsevæske, servoolje og spylervæske',
          'Dekktrykk justert og mønsterdybde sjekket, også på reservehjulet',
          'Kontroll av lys, viskere, reimer og slanger',
          'Servicen føres i kjøretøyets historikk sammen med kilometerstanden',
        ],
      },
    },
    priceRanges: prices([8_000, 15_000], [10_000, 20_000], [12_000, 25_000], [20_000, 40_000]),
    durationMinutesMin: 45,
    durationMinutesMax: 120,
  },
  {
    slug: 'diagnostics',
    kind: 'inspection',
    sortOrder: 2,
    texts: {
      en: {
        name: 'Diagnostics (OBD scan)',
        summary:
          'A warning light on the dashboard or a problem you cannot pin down? A mechanic scans the vehicle’s computer and tells you in plain language what is wrong.',
        includes: [
          'Full OBD-II scan of engine, gearbox, ABS and airbag systems',
          'Live sensor data read while the engine runs',
          'Test drive where it is safe to do one',
          'Plain-language explanation of the faults and what fixing them costs',
          'Fault codes and findings saved in the vehicle’s history',
        ],
      },
      nb: {
        name: 'Feilsøking (OBD-skanning)',
        summary:
          'Lyser en varsellampe, eller har du et problem du ikke finner ut av? En mekaniker leser av kjøretøyets datasystem og forklarer på vanlig språk hva som er galt.',
        includes: [
          'Full OBD-II-skanning av motor, girkasse, ABS og kollisjonsputer',
          'Avlesning av sensordata mens motoren går',
          'Prøvekjøring der det er trygt',
          'Forklaring på vanlig språk av feilene og hva det koster å rette dem',
          'Feilkoder og funn lagres i kjøretøyets historikk',
        ],
      },
    },
    priceRanges: prices([10_000, 20_000], [12_000, 25_000], [15_000, 30_000], [25_000, 50_000]),
    durationMinutesMin: 30,
    durationMinutesMax: 90,
  },
  {
    slug: 'brake-repair',
    kind: 'maintenance',
    sortOrder: 3,
    texts: {
      en: {
        name: 'Brake repair',
        summary:
          'Squealing, grinding or a soft pedal? Brakes are inspected and the worn parts replaced, so the vehicle stops straight and safely.',
        includes: [
          'Inspection of pads, discs, drums, callipers and brake hoses',
          'Replacement of pads or shoes and, where needed, discs or drums',
          'Brake fluid level and condition check, with bleeding if required',
          'Handbrake adjustment',
          'Road test after the repair',
        ],
      },
      nb: {
        name: 'Bremsereparasjon',
        summary:
          'Hviner eller skraper det, eller er pedalen myk? Bremsene kontrolleres og slitte deler byttes, så kjøretøyet stopper rett og trygt.',
        includes: [
          'Kontroll av klosser, skiver, tromler, kalipere og bremseslanger',
          'Bytte av klosser eller bremsebånd, og ved behov skiver eller tromler',
          'Kontroll av nivå og tilstand på bremsevæsken, med lufting ved behov',
          'Justering av håndbrekket',
          'Prøvekjøring etter reparasjonen',
        ],
      },
    },
    priceRanges: prices([12_000, 35_000], [15_000, 45_000], [20_000, 55_000], [35_000, 90_000]),
    durationMinutesMin: 60,
    durationMinutesMax: 180,
  },
  {
    slug: 'battery-and-electrical',
    kind: 'maintenance',
    sortOrder: 4,
    texts: {
      en: {
        name: 'Battery and electrical',
        summary:
          'Slow starts, dim lights or a battery that keeps going flat: the mechanic finds the cause, from a tired battery to a faulty alternator or wiring.',
        includes: [
          'Battery and charging-system test',
          'Battery replacement and terminal cleaning',
          'Alternator and starter motor testing and replacement',
          'Tracing of current drains, blown fuses and wiring faults',
          'Lights, horn, power windows and central locking repairs',
        ],
      },
      nb: {
        name: 'Batteri og elektrisk anlegg',
        summary:
          'Treg start, svakt lys eller et batteri som stadig går tomt: mekanikeren finner årsaken, enten det er et slitent batteri, en defekt dynamo eller en ledningsfeil.',
        includes: [
          'Test av batteri og ladesystem',
          'Bytte av batteri og rengjøring av poler',
          'Test og bytte av dynamo og startmotor',
          'Sporing av strømlekkasjer, sikringer som har gått og ledningsfeil',
          'Reparasjon av lys, horn, elektriske vinduer og sentrallås',
        ],
      },
    },
    priceRanges: prices([8_000, 45_000], [10_000, 55_000], [12_000, 65_000], [20_000, 90_000]),
    durationMinutesMin: 30,
    durationMinutesMax: 240,
  },
  {
    slug: 'air-conditioning',
    kind: 'maintenance',
    sortOrder: 5,
    texts: {
      en: {
        name: 'Air-conditioning service and repair',
        summary:
          'Warm air, weak airflow or a bad smell from the vents. The AC system is diagnosed, leak-tested and recharged so the cabin stays cool in traffic.',
        includes: [
          'Pressure and temperature check of the AC system',
          'Leak test and refrigerant recharge',
          'Cabin filter replacement and vent cleaning',
          'Condenser cleaning, important after harmattan',
          'Compressor, fan and clutch diagnosis and repair',
        ],
      },
      nb: {
        name: 'Service og reparasjon av klimaanlegg',
        summary:
          'Varm luft, svak luftstrøm eller vond lukt fra ventilene. Klimaanlegget feilsøkes, lekkasjetestes og fylles, så kupeen holder seg kjølig i køen.',
        includes: [
          'Kontroll av trykk og temperatur i anlegget',
          'Lekkasjetest og påfylling av kjølemiddel',
          'Bytte av kupéfilter og rengjøring av ventiler',
          'Rengjøring av kondensatoren, viktig etter harmattan',
          'Feilsøking og reparasjon av kompressor, vifte og clutch',
        ],
      },
    },
    priceRanges: prices([20_000, 60_000], [25_000, 75_000], [35_000, 110_000], [30_000, 90_000]),
    durationMinutesMin: 60,
    durationMinutesMax: 240,
  },
  {
    slug: 'suspension-and-steering',
    kind: 'maintenance',
    sortOrder: 6,
    texts: {
      en: {
        name: 'Suspension and steering',
        summary:
          'Potholes take their toll. Knocks, pulling to one side or a loose steering wheel are traced and the worn parts replaced.',
        includes: [
          'Inspection of shock absorbers, springs, bushes and ball joints',
          'Tie-rod ends, rack ends and steering play checked',
          'Replacement of worn suspension and steering parts',
          'Drive-shaft boots and wheel bearings checked',
          'Advice on wheel alignment after the repair',
        ],
      },
      nb: {
        name: 'Understell og styring',
        summary:
          'Hullene i veien setter spor. Dunking, drag til én side eller slakk i rattet spores opp, og slitte deler byttes.',
        includes: [
          'Kontroll av støtdempere, fjærer, foringer og kuleledd',
          'Kontroll av styrestagender, styrestag og slark i styringen',
          'Bytte av slitte deler i understell og styring',
          'Kontroll av drivakselmansjetter og hjullagre',
          'Råd om hjulstilling etter reparasjonen',
        ],
      },
    },
    priceRanges: prices([20_000, 75_000], [25_000, 95_000], [30_000, 120_000], [50_000, 180_000]),
    durationMinutesMin: 90,
    durationMinutesMax: 360,
  },
  {
    slug: 'pre-purchase-inspection',
    kind: 'inspection',
    sortOrder: 7,
    texts: {
      en: {
        name: 'Pre-purchase vehicle inspection',
        summary:
          'Buying a used or Tokunbo vehicle? An independent mechanic inspects it before you pay, and you get a written report of what they found.',
        includes: [
          'Body and frame check for accident repairs, rust and flood damage',
          'Engine, gearbox, suspension and brake inspection',
          'OBD scan, including a check for recently cleared fault codes',
          'Test drive with the seller’s permission',
          'VIN and papers compared with the vehicle',
          'Written report with photos in your FleetCare account',
        ],
      },
      nb: {
        name: 'Kontroll før kjøp',
        summary:
          'Skal du kjøpe et brukt kjøretøy, lokalt eller importert (Tokunbo)? En uavhengig mekaniker kontrollerer det før du betaler, og du får en skriftlig rapport om funnene.',
        includes: [
          'Kontroll av karosseri og ramme for skadereparasjoner, rust og vannskader',
          'Kontroll av motor, girkasse, understell og bremser',
          'OBD-skanning, også for nylig slettede feilkoder',
          'Prøvekjøring med selgerens tillatelse',
          'Understellsnummer og dokumenter sammenlignet med kjøretøyet',
          'Skriftlig rapport med bilder i FleetCare-kontoen din',
        ],
      },
    },
    priceRanges: prices([20_000, 35_000], [25_000, 45_000], [30_000, 55_000], [40_000, 75_000]),
    durationMinutesMin: 60,
    durationMinutesMax: 150,
  },
  {
    slug: 'roadside-assistance',
    kind: 'roadside',
    sortOrder: 8,
    texts: {
      en: {
        name: 'Roadside assistance and towing',
        summary:
          'Broken down in traffic or on the highway? A mechanic comes to you to get the vehicle moving, or arranges a tow to a workshop when it cannot be fixed on the spot.',
        includes: [
          'Jump start or battery replacement at the roadside',
          'Flat tyre change or puncture repair',
          'Fuel delivery when you have run out',
          'On-the-spot diagnosis and minor repairs',
          'Towing to a workshop or your address when needed',
        ],
      },
      nb: {
        name: 'Veihjelp og tauing',
        summary:
          'Motorstopp i trafikken eller på hovedveien? En mekaniker kommer til deg for å få kjøretøyet i gang, eller ordner tauing til verksted når det ikke kan fikses på stedet.',
        includes: [
          'Starthjelp eller batteribytte langs veien',
          'Hjulskift eller lapping av punktering',
          'Levering av drivstoff hvis tanken er tom',
          'Feilsøking og mindre reparasjoner på stedet',
          'Tauing til verksted eller til adressen din ved behov',
        ],
      },
    },
    priceRanges: prices([15_000, 85_000], [20_000, 100_000], [30_000, 150_000], [60_000, 300_000]),
    durationMinutesMin: 30,
    durationMinutesMax: 180,
  },
  {
    slug: 'spare-parts-sourcing',
    kind: 'parts',
    sortOrder: 9,
    texts: {
      en: {
        name: 'Spare-parts sourcing and fitting',
        summary:
          'Tell us which parts you need: suppliers compete with quotations, and a mechanic fits the part you choose. Prices shown are for fitting; parts are priced in the quotations.',
        includes: [
          'Parts request with photos, part numbers and your VIN',
          'Quotations from several suppliers to compare',
          'Choice of new genuine, quality aftermarket or Tokunbo parts',
          'Payment held until the supply is completed',
          'Fitting by a vetted mechanic at your location',
          'Parts recorded in the vehicle’s history',
        ],
      },
      nb: {
        name: 'Innkjøp og montering av reservedeler',
        summary:
          'Fortell oss hvilke deler du trenger: leverandører konkurrerer med tilbud, og en mekaniker monterer delen du velger. Prisene gjelder montering; delene prises i tilbudene.',
        includes: [
          'Deleforespørsel med bilder, delenumre og understellsnummer',
          'Tilbud fra flere leverandører som du kan sammenligne',
          'Valg mellom nye originaldeler, uoriginale kvalitetsdeler og Tokunbo-deler',
          'Betalingen holdes tilbake til leveransen er fullført',
          'Montering hos deg, utført av en godkjent mekaniker',
          'Delene føres i kjøretøyets historikk',
        ],
      },
    },
    priceRanges: prices([5_000, 60_000], [7_000, 75_000], [10_000, 90_000], [15_000, 150_000]),
    durationMinutesMin: 60,
    durationMinutesMax: 480,
  },
];
