/**
 * The help articles (FAQ) shown on /help, in English and Norwegian. Written pairwise so every question has its
 * twin; flattened into one row per language. sortOrder orders topics (hundreds) and entries within a topic.
 */
export interface FaqSeed {
  locale: 'en' | 'nb';
  topic: string;
  question: string;
  answer: string;
  sortOrder: number;
}

interface QuestionAndAnswer {
  question: string;
  answer: string;
}

interface FaqTopicSource {
  topic: Record<'en' | 'nb', string>;
  entries: Record<'en' | 'nb', QuestionAndAnswer>[];
}

const topics: FaqTopicSource[] = [
  {
    topic: { en: 'Booking a mechanic', nb: 'Bestille mekaniker' },
    entries: [
      {
        en: {
          question: 'How do I book a mechanic?',
          answer:
            'Sign in, open Maintenance in your dashboard (or press Book Now on the home page), choose the vehicle, describe the problem and give the address and a time that suits you. Qualified mechanics near you send quotations; you accept the one that suits you and pay, and we hold the money until the job is done.',
        },
        nb: {
          question: 'Hvordan bestiller jeg en mekaniker?',
          answer:
            'Logg inn, åpne Vedlikehold fra Oversikt (eller trykk Bestill nå på forsiden), velg kjøretøyet, beskriv problemet og oppgi adresse og et tidspunkt som passer. Kvalifiserte mekanikere i nærheten sender pristilbud; du godtar det som passer deg og betaler, og vi holder pengene til oppdraget er utført.',
        },
      },
      {
        en: {
          question: 'Where can the mechanic work on my vehicle?',
          answer:
            'At your home, office, fleet yard or any other place where it is safe and allowed to work on a vehicle. Some heavy jobs, such as an engine overhaul or panel beating, need a workshop; the mechanic will say so in the quotation.',
        },
        nb: {
          question: 'Hvor kan mekanikeren jobbe med kjøretøyet mitt?',
          answer:
            'Hjemme hos deg, på kontoret, på oppstillingsplassen til bilparken eller et annet sted der det er trygt og tillatt å jobbe med et kjøretøy. Enkelte større reparasjoner, som motoroverhaling eller karosseriarbeid, krever verksted; i så fall står det i pristilbudet.',
        },
      },
      {
        en: {
          question: 'What if the mechanic finds more work to do?',
          answer:
            'The mechanic sends you a surcharge for the extra work, with its price, and you accept or decline it in the app. Nothing extra is done or charged without your approval.',
        },
        nb: {
          question: 'Hva skjer hvis mekanikeren finner mer som må gjøres?',
          answer:
            'Mekanikeren sender deg et tillegg for det ekstra arbeidet, med pris, og du godtar eller avslår det i appen. Ingenting ekstra blir gjort eller belastet uten at du har sagt ja.',
        },
      },
      {
        en: {
          question: 'What do I get after the repair?',
          answer:
            'The mechanic completes a report of the work done, the parts used and anything to watch, and it is saved in the vehicle’s service history. An invoice is issued at the same time for anything not already paid.',
        },
        nb: {
          question: 'Hva får jeg etter reparasjonen?',
          answer:
            'Mekanikeren fyller ut en rapport om arbeidet som er gjort, delene som er brukt og hva du bør følge med på, og den lagres i kjøretøyets servicehistorikk. Samtidig får du faktura for det som ikke allerede er betalt.',
        },
      },
      {
        en: {
          question: 'Can I cancel a booking?',
          answer:
            'Yes, from the booking’s page under Maintenance. If you have paid and the work has not started, the money held for the job is refunded; if work has already been done, our support team will help agree a fair amount.',
        },
        nb: {
          question: 'Kan jeg avbestille?',
          answer:
            'Ja, fra bestillingens side under Vedlikehold. Har du betalt og arbeidet ikke har startet, blir pengene som holdes for oppdraget, betalt tilbake; er noe arbeid allerede gjort, hjelper kundeservice dere å bli enige om et rimelig beløp.',
        },
      },
    ],
  },
  {
    topic: { en: 'Spare parts', nb: 'Reservedeler' },
    entries: [
      {
        en: {
          question: 'How do I buy spare parts?',
          answer:
            'Create a spare-part request in your dashboard, list the items and add photos and part numbers if you have them. Suppliers in our network are invited to quote, and you compare the quotations and accept the one that suits you.',
        },
        nb: {
          question: 'Hvordan kjøper jeg reservedeler?',
          answer:
            'Opprett en deleforespørsel fra Oversikt, før opp delene og legg ved bilder og delenumre hvis du har dem. Leverandører i nettverket vårt blir invitert til å gi tilbud, og du sammenligner tilbudene og godtar det som passer deg best.',
        },
      },
      {
        en: {
          question: 'Are the parts genuine?',
          answer:
            'You decide what you accept: write in your request whether you want new genuine, quality aftermarket or Tokunbo (foreign-used) parts, and suppliers describe what they offer in their quotation. If what arrives is not what was quoted, tell support before the supply is completed, because your payment is held until then.',
        },
        nb: {
          question: 'Er delene originale?',
          answer:
            'Du bestemmer hva du godtar: skriv i forespørselen om du vil ha nye originaldeler, uoriginale kvalitetsdeler eller Tokunbo-deler (brukt fra utlandet), og leverandørene beskriver hva de tilbyr i tilbudet sitt. Stemmer ikke leveransen med tilbudet, si fra til kundeservice før leveransen er fullført, for betalingen holdes tilbake til da.',
        },
      },
      {
        en: {
          question: 'Can the parts be delivered?',
          answer:
            'Yes. Parts can be delivered to your address or handed to the mechanic doing the job, and the supplier’s quotation tells you when they can be delivered.',
        },
        nb: {
          question: 'Kan delene leveres?',
          answer:
            'Ja. Delene kan leveres til adressen din eller til mekanikeren som utfører oppdraget, og leverandørens tilbud viser når de kan leveres.',
        },
      },
    ],
  },
  {
    topic: { en: 'Payments and wallet', nb: 'Betaling og lommebok' },
    entries: [
      {
        en: {
          question: 'How can I pay?',
          answer:
            'By debit or credit card, or from your FleetCare wallet balance. Card payments are processed by our payment processor, Paystack; you can save a card for faster checkout, and we never see or store your full card number.',
        },
        nb: {
          question: 'Hvordan kan jeg betale?',
          answer:
            'Med debet- eller kredittkort, eller fra saldoen i FleetCare-lommeboken. Kortbetalinger behandles av betalingsformidleren vår, Paystack; du kan lagre et kort for raskere betaling, og vi ser eller lagrer aldri hele kortnummeret ditt.',
        },
      },
      {
        en: {
          question: 'When does the mechanic or supplier get my money?',
          answer:
            'When you pay for a job or a parts order, we hold the money in escrow. It is released to the mechanic or supplier when the job or supply is completed, and refunded if it is cancelled before any work is done.',
        },
        nb: {
          question: 'Når får mekanikeren eller leverandøren pengene mine?',
          answer:
            'Når du betaler for et oppdrag eller en delebestilling, holder vi pengene på en sperret konto. De utbetales til mekanikeren eller leverandøren når oppdraget eller leveransen er fullført, og betales tilbake hvis det avlyses før noe arbeid er gjort.',
        },
      },
      {
        en: {
          question: 'How do I top up or withdraw from my wallet?',
          answer:
            'Top up with a card from the Wallet page. To withdraw, add and verify a Nigerian bank account under Bank accounts and transfer your balance to it; any transfer fee is shown before you confirm.',
        },
        nb: {
          question: 'Hvordan fyller jeg på eller tar ut penger fra lommeboken?',
          answer:
            'Fyll på med kort fra Lommebok-siden. For å ta ut penger legger du til og bekrefter en nigeriansk bankkonto under Bankkontoer og overfører saldoen dit; et eventuelt overføringsgebyr vises før du bekrefter.',
        },
      },
      {
        en: {
          question: 'Will I get an invoice?',
          answer:
            'Yes. After a repair you receive an invoice for anything not already paid, and every subscription order has an invoice you can download as a PDF from Order history.',
        },
        nb: {
          question: 'Får jeg faktura?',
          answer:
            'Ja. Etter en reparasjon får du faktura for det som ikke allerede er betalt, og hver abonnementsbestilling har en faktura du kan laste ned som PDF fra Ordrehistorikk.',
        },
      },
    ],
  },
  {
    topic: { en: 'Subscriptions', nb: 'Abonnementer' },
    entries: [
      {
        en: {
          question: 'What does a subscription cover?',
          answer:
            'A subscription covers one vehicle and is priced per vehicle per month. Depending on the plan it includes routine checks at your location, free diagnostic scans, discounted labour and priority dispatch; each plan lists exactly what is included.',
        },
        nb: {
          question: 'Hva dekker et abonnement?',
          answer:
            'Et abonnement gjelder ett kjøretøy og prises per kjøretøy per måned. Avhengig av abonnementet får du rutinekontroller der kjøretøyet står, gratis feilsøking, rabatt på arbeid og prioritert utsending; hvert abonnement viser nøyaktig hva som er inkludert.',
        },
      },
      {
        en: {
          question: 'Should I pay monthly or annually?',
          answer:
            'You can buy 1 month or 12 months at a time. Paying annually gives an extra discount on top of the monthly price, and the saving is shown before you add the plan to your cart.',
        },
        nb: {
          question: 'Bør jeg betale månedlig eller årlig?',
          answer:
            'Du kan kjøpe 1 eller 12 måneder om gangen. Betaler du for et helt år, får du en ekstra rabatt i tillegg til månedsprisen, og besparelsen vises før du legger abonnementet i handlekurven.',
        },
      },
      {
        en: {
          question: 'Are spare parts included in a subscription?',
          answer:
            'No. Parts are always paid separately; the plans cover checks and diagnostics and give a discount on labour.',
        },
        nb: {
          question: 'Er reservedeler inkludert i abonnementet?',
          answer:
            'Nei. Deler betales alltid for seg; abonnementene dekker kontroller og feilsøking og gir rabatt på arbeid.',
        },
      },
      {
        en: {
          question: 'Can I move a subscription to another vehicle?',
          answer:
            'Yes. Under My subscriptions you can remove a vehicle from a subscription and assign another vehicle from your fleet for the rest of the term.',
        },
        nb: {
          question: 'Kan jeg flytte et abonnement til et annet kjøretøy?',
          answer:
            'Ja. Under Mine abonnementer kan du ta et kjøretøy ut av abonnementet og knytte et annet kjøretøy fra bilparken din til det for resten av perioden.',
        },
      },
    ],
  },
  {
    topic: { en: 'Fleet records', nb: 'Bilpark og historikk' },
    entries: [
      {
        en: {
          question: 'How do I add my vehicles?',
          answer:
            'Open Fleet in your dashboard and add each vehicle with its make, model, year and VIN (chassis number).',
        },
        nb: {
          question: 'Hvordan legger jeg inn kjøretøyene mine?',
          answer:
            'Åpne Min bilpark fra Oversikt og legg inn hvert kjøretøy med merke, modell, årsmodell og understellsnummer (VIN).',
        },
      },
      {
        en: {
          question: 'What is kept in a vehicle’s service history?',
          answer:
            'Every job booked through FleetCare with its report, the parts bought for the vehicle, the mileage you log and completed routine checks. You can set routine-check schedules so you can see when each check is due.',
        },
        nb: {
          question: 'Hva lagres i kjøretøyets servicehistorikk?',
          answer:
            'Alle oppdrag bestilt gjennom FleetCare med rapport, delene som er kjøpt til kjøretøyet, kilometerstanden du registrerer og fullførte rutinekontroller. Du kan sette opp planer for rutinekontroller, så du ser når hver kontroll skal gjøres.',
        },
      },
      {
        en: {
          question: 'Can my drivers or fleet managers see the vehicles?',
          answer:
            'Yes. Add them as collaborators on the vehicles they look after, and remove them again at any time from the vehicle’s page.',
        },
        nb: {
          question: 'Kan sjåførene eller bilparkansvarlige se kjøretøyene?',
          answer:
            'Ja. Legg dem til som samarbeidspartnere på kjøretøyene de har ansvar for, og fjern dem igjen når som helst fra kjøretøyets side.',
        },
      },
    ],
  },
  {
    topic: { en: 'Account and security', nb: 'Konto og sikkerhet' },
    entries: [
      {
        en: {
          question: 'How can I sign in?',
          answer: 'With your e-mail address and password, or with your Google, Facebook or Apple account.',
        },
        nb: {
          question: 'Hvordan kan jeg logge inn?',
          answer: 'Med e-postadresse og passord, eller med Google-, Facebook- eller Apple-kontoen din.',
        },
      },
      {
        en: {
          question: 'How do I protect my account with two-factor authentication?',
          answer:
            'Go to Settings and then Two-factor, and turn on codes from an authenticator app or by SMS. After that, signing in needs your password and a code.',
        },
        nb: {
          question: 'Hvordan beskytter jeg kontoen med tofaktorautentisering?',
          answer:
            'Gå til Innstillinger og deretter Tofaktor, og slå på koder fra en autentiseringsapp eller på SMS. Deretter krever innlogging både passord og kode.',
        },
      },
      {
        en: {
          question: 'How do I delete my account?',
          answer:
            'Start the deletion in your account settings. You then have 30 days to change your mind and cancel it; after that your account data is deleted, except financial records we must keep by law.',
        },
        nb: {
          question: 'Hvordan sletter jeg kontoen min?',
          answer:
            'Start slettingen i kontoinnstillingene. Du har deretter 30 dager på å ombestemme deg og avbryte; etter det slettes kontoopplysningene dine, bortsett fra regnskapsopplysninger vi er pålagt å oppbevare.',
        },
      },
      {
        en: {
          question: 'How do I reach support?',
          answer:
            'Support is available 24 hours a day, 7 days a week: use the live chat, ask us to call you back with Request a call, or phone +234 201 330 0500.',
        },
        nb: {
          question: 'Hvordan kontakter jeg kundeservice?',
          answer:
            'Kundeservice er åpen døgnet rundt, alle dager: bruk chatten, be oss ringe deg opp med Be om å bli oppringt, eller ring +234 201 330 0500.',
        },
      },
    ],
  },
  {
    topic: { en: 'For mechanics and suppliers', nb: 'For mekanikere og leverandører' },
    entries: [
      {
        en: {
          question: 'How do I join FleetCare as a mechanic?',
          answer:
            'Choose Register as a Technician, fill in your profile, upload your trade certificates and ID and add references. We review every application and check the references, and you can follow the status of yours in your account.',
        },
        nb: {
          question: 'Hvordan blir jeg mekaniker hos FleetCare?',
          answer:
            'Velg Registrer deg som mekaniker, fyll ut profilen, last opp fagbrev og legitimasjon og legg til referanser. Vi går gjennom alle søknader og sjekker referansene, og du kan følge statusen på søknaden din i kontoen.',
        },
      },
      {
        en: {
          question: 'How are mechanics and suppliers paid?',
          answer:
            'The customer pays up front into escrow. When the job or supply is completed, the amount less FleetCare’s commission is released to your wallet, and you can transfer it to your verified bank account.',
        },
        nb: {
          question: 'Hvordan får mekanikere og leverandører betalt?',
          answer:
            'Kunden betaler på forhånd til en sperret konto. Når oppdraget eller leveransen er fullført, overføres beløpet minus FleetCares provisjon til lommeboken din, og du kan overføre det videre til din bekreftede bankkonto.',
        },
      },
      {
        en: {
          question: 'How do suppliers receive spare-part requests?',
          answer:
            'We invite suppliers in our network to quote on requests that match the parts they stock. Invitations appear under My quotations, where you send your price, the condition of the parts and when you can deliver.',
        },
        nb: {
          question: 'Hvordan får leverandører deleforespørsler?',
          answer:
            'Vi inviterer leverandører i nettverket vårt til å gi tilbud på forespørsler som passer delene de fører. Invitasjonene dukker opp under Mine tilbud, der du oppgir pris, delenes tilstand og når du kan levere.',
        },
      },
    ],
  },
];

export const faqSeeds: FaqSeed[] = (['en', 'nb'] as const).flatMap((locale) =>
  topics.flatMap((topic, topicIndex) =>
    topic.entries.map((entry, entryIndex) => ({
      locale,
      topic: topic.topic[locale],
      question: entry[locale].question,
      answer: entry[locale].answer,
      sortOrder: (topicIndex + 1) * 100 + entryIndex + 1,
    })),
  ),
);
