/**
 * Per-vehicle maintenance plans (prices per vehicle per month).
 * The first one (lowest sortOrder) is the flagship the landing page shows. Prices in kobo, discounts as fractions.
 */
export interface SubscriptionProductText {
  name: string;
  description: string;
  features: string[];
}

export interface SubscriptionProductSeed {
  slug: string;
  sortOrder: number;
  texts: Record<'en' | 'nb', SubscriptionProductText>;
  monthlyPriceKobo: number;
  monthlyDiscount: number;
  annualDiscount: number;
  currency: 'NGN';
}

export const subscriptionProductSeeds: SubscriptionProductSeed[] = [
  {
    slug: 'fleetcare-care-plan',
    sortOrder: 1,
    texts: {
      en: {
        name: 'FleetCare Care Plan',
        description:
          'Everything a private car or family SUV needs to stay reliable: a mechanic checks it where it is parked every month, faults are diagnosed for free, and repairs cost less.',
        features: [
          'A routine check at your location every month: fluids, tyres, lights, brakes and battery',
          'One free diagnostic (OBD) scan every month',
          '15% off labour on all servicing and repairs',
          'Priority dispatch ahead of pay-as-you-go bookings',
          'Seasonal checks before harmattan and before the rains',
          'Free towing up to 25 km, twice a year',
          'Every visit recorded in the vehicle’s service history',
        ],
      },
      nb: {
        name: 'FleetCare Care Plan',
        description:
          'Alt en privatbil eller familie-SUV trenger for å holde seg pålitelig: en mekaniker sjekker den der den står hver måned, feilsøking er gratis, og reparasjoner blir billigere.',
        features: [
          'En rutinekontroll hver måned der kjøretøyet står: væsker, dekk, lys, bremser og batteri',
          'Én gratis feilsøking (OBD-skanning) hver måned',
          '15\u00a0% rabatt på arbeid ved all service og reparasjon',
          'Prioritert utsending foran bestillinger uten abonnement',
          'Sesongkontroll før harmattan og før regntiden',
          'Gratis tauing inntil 25 km, to ganger i året',
          'Alle besøk føres i kjøretøyets servicehistorikk',
        ],
      },
    },
    monthlyPriceKobo: 2_500_000,
    monthlyDiscount: 0.1,
    annualDiscount: 0.15,
    currency: 'NGN',
  },
  {
    slug: 'fleetcare-essential',
    sortOrder: 2,
    texts: {
      en: {
        name: 'FleetCare Essential',
        description:
          'The basics, done on time: a monthly check at your location and lower labour prices, for drivers who want to stay ahead of breakdowns on a tight budget.',
        features: [
          'A routine check at your location every month: fluids, tyres, lights and battery',
          'One free diagnostic (OBD) scan every quarter',
          '10% off labour on all servicing and repairs',
          'Jump start or tyre change at no labour charge, twice a year',
          'Every visit recorded in the vehicle’s service history',
        ],
      },
      nb: {
        name: 'FleetCare Essential',
        description:
          'Det grunnleggende, gjort i tide: en månedlig kontroll der kjøretøyet står og lavere priser på arbeid, for deg som vil ligge i forkant av motorstopp med et stramt budsjett.',
        features: [
          'En rutinekontroll hver måned der kjøretøyet står: væsker, dekk, lys og batteri',
          'Én gratis feilsøking (OBD-skanning) hvert kvartal',
          '10\u00a0% rabatt på arbeid ved all service og reparasjon',
          'Starthjelp eller hjulskift uten arbeidskostnad, to ganger i året',
          'Alle besøk føres i kjøretøyets servicehistorikk',
        ],
      },
    },
    monthlyPriceKobo: 1_500_000,
    monthlyDiscount: 0.05,
    annualDiscount: 0.1,
    currency: 'NGN',
  },
  {
    slug: 'fleetcare-fleet-pro',
    sortOrder: 3,
    texts: {
      en: {
        name: 'FleetCare Fleet Pro',
        description:
          'For commercial vehicles that have to earn every day: buses, pickups and trucks. Checks at your yard, first place in the dispatch queue and longer towing cover keep downtime short.',
        features: [
          'A monthly on-site check at your yard, with a written condition report',
          'Unlimited diagnostic (OBD) scans',
          '20% off labour on all servicing and repairs',
          'Top-priority dispatch',
          'A quarterly roadworthiness check: lights, tyres, safety kit and speed limiter',
          'Seasonal checks before harmattan and before the rains',
          'Free towing up to 50 km, four times a year',
        ],
      },
      nb: {
        name: 'FleetCare Fleet Pro',
        description:
          'For nyttekjøretøy som må tjene penger hver dag: busser, pickuper og lastebiler. Kontroller på oppstillingsplassen, førsteplass i utsendingskøen og lengre tauing holder stillstanden kort.',
        features: [
          'En månedlig kontroll på oppstillingsplassen, med skriftlig tilstandsrapport',
          'Ubegrenset feilsøking (OBD-skanning)',
          '20\u00a0% rabatt på arbeid ved all service og reparasjon',
          'Høyeste prioritet ved utsending',
          'En kvartalsvis kontroll av kjøretøyets stand: lys, dekk, sikkerhetsutstyr og fartssperre',
          'Sesongkontroll før harmattan og før regntiden',
          'Gratis tauing inntil 50 km, fire ganger i året',
        ],
      },
    },
    monthlyPriceKobo: 4_500_000,
    monthlyDiscount: 0.1,
    annualDiscount: 0.2,
    currency: 'NGN',
  },
];
