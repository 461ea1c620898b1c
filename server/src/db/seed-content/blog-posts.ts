/**
 * The blog articles every FleetCare installation starts with: practical advice for Nigerian drivers and
 * fleet managers, in English and Norwegian. One entry per language; the two versions of a post share the slug.
 * Bodies are Markdown (rendered to sanitised HTML when served): `##` headings, lists, tables; no images, no links.
 */
export interface BlogPostSeed {
  slug: string;
  locale: 'en' | 'nb';
  title: string;
  /** At most 200 characters. */
  excerpt: string;
  bodyMarkdown: string;
  author: string;
  tags: string[];
  readingMinutes: number;
  /** ISO 8601. */
  publishedAt: string;
}

const harmattanEn = `Harmattan season usually runs from late November to March. The dry north-easterly wind carries fine Saharan dust across the country. Kano, Kaduna and Maiduguri get the worst of it, but the haze reaches Abuja, Ibadan and Lagos as well. Dust works its way into filters, radiators and brakes, mornings turn cold and dry, and visibility on the highway can drop to a few hundred metres. A car that coped well with the rainy season can start overheating, misfiring or refusing to start in December.

Half an hour of checks in early November saves a lot of money in January. This is what our mechanics look at.

## 1. Filters: the first line of defence

- **Engine air filter.** A clogged air filter starves the engine of air, raises fuel consumption and eventually lets dust past into the cylinders. Check it now, and again every few weeks while the harmattan lasts. Knocking the dust out is a short-term fix; a choked filter should be replaced.
- **Cabin filter.** If the air conditioning smells musty or blows weakly, the cabin filter is usually to blame. A new one also keeps the dust out of your lungs.
- **Fuel filter.** Dirt and water in fuel get worse in the dry months. If the fuel filter is nearly due, change it before the season rather than after.

## 2. Cooling system

Harmattan afternoons are still hot, and dust packs into the fins of the radiator and the air-conditioning condenser in front of it.

- Have the radiator and condenser fins blown out or rinsed gently from the engine side.
- Check the coolant level and its condition. Use a proper coolant mix, not plain tap water, which leaves scale in the system.
- Look for cracked hoses and a worn radiator-cap seal. Dry air makes old rubber fail faster.

## 3. Battery and starting

Cold, dry mornings are when a weak battery finally gives up. A battery that needs three attempts to start the engine in October will leave you stranded in December.

- Have the battery and the charging system tested. With a proper tester it takes a few minutes.
- Clean white or green corrosion off the terminals and tighten the clamps.
- If the battery is more than two or three years old and tests weak, replace it before it fails at the worst possible moment.

## 4. Visibility: see and be seen

- **Lights.** Drive with dipped headlights on in the haze. Replace dead bulbs, and clean or restore yellowed headlight lenses.
- **Wipers and washer.** Dust on the windscreen plus dry, cracked wiper blades means scratched glass. Fit new blades, keep the washer bottle full and never wipe a dusty windscreen dry.
- **Fog lights and hazards.** Make sure they work. On a hazy expressway, hazard lights are for when you have stopped, not for driving.

## 5. Tyres and brakes

- Temperatures swing a lot between dawn and mid-afternoon, and tyre pressures swing with them. Check the pressures in the morning while the tyres are cold, and do not forget the spare.
- Dust acts like sandpaper between brake pads and discs. If the brakes squeal or grind, have them inspected before a long trip.

## 6. Rubber, belts and seals

Dry air cracks rubber: wiper blades, door seals, drive belts and the boots that protect the drive-shaft joints. A torn boot lets dust into the joint, and a clicking noise on tight turns follows soon after. Ask the mechanic to look at belts, hoses and boots during the check.

## The checklist

- Air filter checked or replaced
- Cabin filter replaced
- Radiator and condenser cleaned, coolant topped up
- Battery and charging tested, terminals cleaned
- All lights working, lenses clear
- New wiper blades, washer bottle full
- Tyre pressures set cold, spare included
- Belts, hoses and drive-shaft boots inspected

## Driving in the haze

Slow down and leave a much bigger gap to the vehicle in front, especially on long stretches such as Kano–Kaduna, Abuja–Kaduna and Lagos–Ibadan, where visibility can change within a kilometre. Keep the headlights on, do not overtake when you cannot see well ahead, and keep the windows up to keep dust out of the cabin. If you have to stop, get well off the road before you switch on the hazards.

## How FleetCare can help

You can book a pre-harmattan check from your dashboard. A mechanic comes to your home, office or fleet yard, works through the list above and records the findings in the vehicle's service history, so you know what was done and what to keep an eye on. The Care Plan and Fleet Pro plans include a seasonal check before harmattan and before the rains. If parts are needed, request them from our suppliers and compare quotations before anything is fitted.`;

const harmattanNb = `Harmattan-sesongen varer vanligvis fra slutten av november til mars. Den tørre nordøstvinden fører med seg fint støv fra Sahara over hele Nigeria. Kano, Kaduna og Maiduguri får mest, men disen når også Abuja, Ibadan og Lagos. Støvet trenger inn i filtre, radiatorer og bremser, morgenene blir kalde og tørre, og sikten på hovedveiene kan falle til noen få hundre meter. En bil som klarte seg fint gjennom regntiden, kan plutselig begynne å koke, fuske eller nekte å starte i desember.

En halvtimes sjekk i starten av november sparer deg for mye penger i januar. Dette er hva mekanikerne våre ser etter.

## 1. Filtrene er første forsvarslinje

- **Luftfilteret.** Et tett luftfilter kveler motoren, øker forbruket og slipper til slutt støv inn i sylindrene. Sjekk det nå, og deretter med noen ukers mellomrom så lenge harmattan varer. Å banke ut støvet hjelper bare en kort stund; et gjenstoppet filter bør byttes.
- **Kupéfilteret.** Lukter det innestengt fra klimaanlegget, eller er luftstrømmen svak, er det som regel kupéfilteret som er problemet. Et nytt filter holder også støvet unna lungene dine.
- **Drivstoffilteret.** Smuss og vann i drivstoffet blir verre i de tørre månedene. Nærmer det seg bytte, er det lurt å gjøre det før sesongen, ikke etter.

## 2. Kjølesystemet

Ettermiddagene er fortsatt varme i harmattan-tiden, og støvet pakker seg inn mellom lamellene i radiatoren og i kondensatoren til klimaanlegget foran den.

- Få lamellene blåst rene eller forsiktig spylt fra motorsiden.
- Sjekk nivået og tilstanden på kjølevæsken. Bruk riktig kjølevæskeblanding, ikke rent vann fra springen, som legger igjen kalk i systemet.
- Se etter sprukne slanger og en slitt pakning i radiatorlokket. Tørr luft får gammelt gummi til å ryke fortere.

## 3. Batteri og start

Det er de kalde, tørre morgenene som tar knekken på et svakt batteri. Trenger bilen tre forsøk for å starte i oktober, blir du stående i desember.

- Få testet batteriet og ladesystemet. Med riktig tester tar det bare noen minutter.
- Fjern hvitt eller grønt belegg fra polene og stram klemmene.
- Er batteriet mer enn to–tre år gammelt og tester svakt, bør du bytte det før det svikter på verst tenkelige tidspunkt.

## 4. Sikt: se og bli sett

- **Lys.** Kjør med nærlys i disen. Bytt pærer som har gått, og rengjør eller poler gulnede lyktglass.
- **Viskere og spylervæske.** Støv på frontruten og tørre, sprukne viskerblader gir riper i glasset. Sett på nye blader, hold spylervæskebeholderen full, og visk aldri en støvete rute uten væske.
- **Tåkelys og nødblink.** Sjekk at de virker. På en disete motorvei er nødblinken for når du står stille, ikke for kjøring.

## 5. Dekk og bremser

- Temperaturen svinger mye mellom morgen og ettermiddag, og dekktrykket følger med. Mål trykket om morgenen mens dekkene er kalde, og glem ikke reservehjulet.
- Støv virker som sandpapir mellom bremseklosser og skiver. Hviner eller skraper bremsene, bør du få dem sjekket før en lang tur.

## 6. Gummi, reimer og tetninger

Tørr luft får gummi til å sprekke: viskerblader, dørlister, drivreimer og mansjettene som beskytter drivakselleddene. En revnet mansjett slipper støv inn i leddet, og snart kommer en klikkelyd i krappe svinger. Be mekanikeren se over reimer, slanger og mansjetter under kontrollen.

## Sjekklisten

- Luftfilter kontrollert eller byttet
- Kupéfilter byttet
- Radiator og kondensator rengjort, kjølevæske etterfylt
- Batteri og lading testet, poler rengjort
- Alle lys virker, lyktglassene er klare
- Nye viskerblader, full spylervæskebeholder
- Dekktrykk justert på kalde dekk, også reservehjulet
- Reimer, slanger og drivakselmansjetter kontrollert

## Kjøring i disen

Senk farten og hold mye lengre avstand til bilen foran, særlig på lange strekninger som Kano–Kaduna, Abuja–Kaduna og Lagos–Ibadan, der sikten kan endre seg i løpet av en kilometer. Ha lysene på, ikke kjør forbi når du ikke ser langt nok fram, og hold vinduene lukket så støvet holdes ute av kupeen. Må du stoppe, kjør godt ut av veibanen før du slår på nødblinken.

## Slik kan FleetCare hjelpe

Du kan bestille en kontroll før harmattan fra Oversikt. En mekaniker kommer hjem til deg, på kontoret eller til oppstillingsplassen, går gjennom listen over og fører funnene inn i kjøretøyets servicehistorikk, slik at du vet hva som er gjort og hva du bør følge med på. Care Plan og Fleet Pro inkluderer en sesongkontroll før harmattan og før regntiden. Trengs det deler, kan du be leverandørene våre om tilbud og sammenligne dem før noe monteres.`;

const warningLightsEn = `Modern cars talk to you through the instrument cluster. Most drivers know the fuel light; far fewer know which of the other symbols mean "book a check next week" and which mean "stop the engine now". Getting that wrong is how a ₦20,000 repair becomes a new engine.

## Colour tells you how urgent it is

- **Red:** a serious fault or a safety problem. Stop as soon as it is safe and switch off the engine.
- **Amber or yellow:** something needs attention soon. You can usually drive on carefully, but book a check.
- **Green or blue:** information only, such as headlights, main beam, indicators or cruise control.

When you switch on the ignition, most lights come on for a second or two while the car tests itself. That is normal. What matters is a light that stays on after the engine starts, or one that never comes on at all during the test: some sellers remove the bulb to hide a fault, which is worth remembering when you buy a used car.

## The lights every driver should know

| Symbol | Colour | What it usually means | What to do |
|---|---|---|---|
| Oil can | Red | Oil pressure is too low | Stop at once and switch off. Check the level; do not drive on. |
| Thermometer in liquid | Red | The engine is overheating | Stop, switch off and let it cool. Never open a hot radiator cap. |
| Battery | Red | The charging system has failed (alternator or belt) | Switch off the AC and accessories and head somewhere safe before the battery runs flat. |
| Exclamation mark in a circle | Red | Handbrake on, low brake fluid or a brake fault | Release the handbrake. If the light stays on, do not drive. |
| Engine outline, steady | Amber | The engine management system has logged a fault | Book a diagnostic scan soon. |
| Engine outline, flashing | Amber | Severe misfire | Slow down and stop driving as soon as you can. |
| ABS | Amber | Anti-lock system fault; normal braking still works | Brake gently and book a check. |
| Seated person with a circle | Red or amber | Airbag system fault | The airbags may not deploy. Book a check. |
| Tyre with exclamation mark | Amber | Low tyre pressure | Check and correct all pressures. |
| Steering wheel | Red or amber | Power steering fault | Steering may be heavy. Drive slowly and have it checked. |
| Coil spring (diesels) | Amber | Glow plugs warming up | Wait for it to go out before starting. If it flashes, there is a fault. |

Symbols vary a little between makes, so keep your owner's manual in the glovebox. The table covers the ones we see most on Corollas, Camrys, Accords, Lexus RXs, Hiluxes and Hiace buses.

## The check-engine light, properly explained

The amber engine light is the one people ignore most, because the car often feels fine. Common causes on Nigerian roads:

- a loose or worn fuel cap;
- worn spark plugs or a failing ignition coil, which cause misfires;
- an oxygen sensor damaged by poor-quality fuel;
- a dusty mass-airflow sensor after harmattan;
- a small leak in the vacuum or fuel-vapour system.

Every petrol car sold in the US since 1996 and in Europe since 2001, which covers most imported cars in Nigeria, has an OBD-II socket under the dashboard. A scanner reads the stored fault codes, such as P0300 for random misfires, and shows live data from the sensors. A code points to a system, not always to a part. Replacing whatever part the code mentions without further testing is how people spend money twice.

A **flashing** engine light is different: unburnt fuel is going into the exhaust and can destroy the catalytic converter within a short drive. Treat it like a red light.

## "The light went off by itself"

Some faults are intermittent, and the light goes off when the condition clears, but the code stays in memory. Some mechanics and sellers simply clear the codes with a scanner. The light will come back if the cause is still there. When you are buying a car, a scanner can show whether the codes were cleared recently, because the car's self-tests (the "readiness monitors") will show as not complete. That is one of the first things a pre-purchase inspection checks.

## What not to do

- Do not drive on with the red oil or temperature light on "just to get home". A few kilometres can ruin an engine.
- Do not pour cold water into a hot engine.
- Do not cover a light with tape or pull the bulb.
- Do not keep clearing codes without finding the cause.

## How FleetCare can help

Book a diagnostics visit from your dashboard. The mechanic brings a professional scanner, reads the codes and live data, tells you in plain language what is wrong and what it will cost to fix, and the findings are saved in the vehicle's service history so the next mechanic does not start from zero.`;

const warningLightsNb = `Moderne biler snakker til deg gjennom instrumentpanelet. De fleste kjenner drivstofflampen, men langt færre vet hvilke av de andre symbolene som betyr «bestill en sjekk neste uke», og hvilke som betyr «stopp motoren nå». Det er slik en reparasjon til 20\u00a0000 naira blir til en ny motor.

## Fargen forteller hvor det haster

- **Rød:** en alvorlig feil eller et sikkerhetsproblem. Stopp så snart det er trygt, og slå av motoren.
- **Gul eller oransje:** noe må sjekkes snart. Som regel kan du kjøre forsiktig videre, men bestill en kontroll.
- **Grønn eller blå:** bare informasjon, for eksempel nærlys, fjernlys, blinklys eller cruisekontroll.

Når du slår på tenningen, lyser de fleste lampene et sekund eller to mens bilen tester seg selv. Det er helt normalt. Det som betyr noe, er en lampe som blir stående på etter at motoren har startet, eller en som aldri tennes under testen. Enkelte selgere fjerner pæren for å skjule en feil, så det er verdt å huske når du kjøper bruktbil.

## Lampene alle sjåfører bør kjenne

| Symbol | Farge | Hva det som regel betyr | Hva du gjør |
|---|---|---|---|
| Oljekanne | Rød | For lavt oljetrykk | Stopp straks og slå av motoren. Sjekk nivået, og ikke kjør videre. |
| Termometer i væske | Rød | Motoren er overopphetet | Stopp, slå av og la den kjøle seg ned. Åpne aldri et varmt radiatorlokk. |
| Batteri | Rød | Ladesystemet har sviktet (dynamo eller reim) | Slå av klimaanlegg og annet utstyr, og kjør til et trygt sted før batteriet går tomt. |
| Utropstegn i sirkel | Rød | Håndbrekket er på, lite bremsevæske eller bremsefeil | Løsne håndbrekket. Lyser lampen fortsatt, skal du ikke kjøre. |
| Motorsymbol, fast lys | Gul | Motorstyringen har registrert en feil | Bestill en feilsøking snart. |
| Motorsymbol, blinkende | Gul | Kraftig feiltenning | Senk farten og stopp så snart du kan. |
| ABS | Gul | Feil i ABS-systemet; vanlig bremsing virker fortsatt | Brems forsiktig og bestill en kontroll. |
| Sittende person med sirkel | Rød eller gul | Feil i kollisjonsputesystemet | Kollisjonsputene løser kanskje ikke ut. Bestill en kontroll. |
| Dekk med utropstegn | Gul | Lavt dekktrykk | Mål og juster trykket i alle dekk. |
| Ratt | Rød eller gul | Feil på servostyringen | Styringen kan bli tung. Kjør rolig og få den sjekket. |
| Spiral (diesel) | Gul | Gløderørene varmes opp | Vent til lampen slukker før du starter. Blinker den, er det en feil. |

Symbolene varierer litt fra merke til merke, så ha instruksjonsboken liggende i hanskerommet. Tabellen dekker dem vi oftest ser på Corolla, Camry, Accord, Lexus RX, Hilux og Hiace-busser.

## Motorlampen, forklart skikkelig

Den gule motorlampen er den folk oftest overser, fordi bilen gjerne føles helt normal. Vanlige årsaker på nigerianske veier:

- et løst eller slitt tanklokk;
- slitte tennplugger eller en tennspole på vei ut, som gir feiltenning;
- en lambdasonde som er ødelagt av dårlig drivstoff;
- en støvete luftmassemåler etter harmattan;
- en liten lekkasje i vakuum- eller fordampningssystemet.

Alle bensinbiler solgt i USA siden 1996 og i Europa siden 2001, og det gjelder de fleste importerte biler i Nigeria, har en OBD-II-kontakt under instrumentpanelet. En skanner leser de lagrede feilkodene, for eksempel P0300 for tilfeldig feiltenning, og viser sanntidsdata fra sensorene. En kode peker mot et system, ikke nødvendigvis mot en del. Å bytte den delen koden nevner uten å teste videre er en sikker måte å betale to ganger på.

En **blinkende** motorlampe er noe annet: uforbrent drivstoff går ut i eksosen og kan ødelegge katalysatoren i løpet av kort tid. Behandle den som en rød lampe.

## «Lampen slukket av seg selv»

Noen feil kommer og går, og lampen slukker når forholdene endrer seg, men koden ligger fortsatt i minnet. Enkelte mekanikere og selgere sletter rett og slett kodene med en skanner. Lampen kommer tilbake hvis årsaken fortsatt er der. Når du kjøper bil, kan en skanner vise om kodene nylig er slettet, fordi bilens egentester («readiness monitors») da står som ikke fullført. Det er noe av det første en kontroll før kjøp ser etter.

## Dette bør du ikke gjøre

- Ikke kjør videre med rød olje- eller temperaturlampe «bare for å komme hjem». Noen få kilometer kan ødelegge en motor.
- Ikke hell kaldt vann på en varm motor.
- Ikke dekk til lampen med teip eller fjern pæren.
- Ikke slett koder gang på gang uten å finne årsaken.

## Slik kan FleetCare hjelpe

Bestill feilsøking fra Oversikt. Mekanikeren tar med en profesjonell skanner, leser kodene og sanntidsdataene og forklarer på vanlig språk hva som er galt og hva det vil koste å fikse. Funnene lagres i kjøretøyets servicehistorikk, så neste mekaniker ikke må begynne på nytt.`;

const engineOilEn = `"Change the oil every 10,000 km" is on a lot of service stickers. It is a fine figure for a car that cruises on an open highway. It is the wrong figure for a car that spends two hours a day in Lagos or Abuja traffic on fuel of uncertain quality.

## Your car is on the "severe" schedule

Most owner's manuals have two service schedules: normal and severe. Severe use means any of these:

- frequent short trips where the engine never fully warms up;
- long periods of idling and stop-and-go driving;
- dusty or unpaved roads;
- very high temperatures;
- carrying heavy loads or towing.

A typical Nigerian city car ticks almost every box. An hour crawling across Third Mainland Bridge or through Wuse adds very little to the odometer, but the engine is working the whole time, getting hot and collecting contamination. The odometer undercounts what the oil has been through.

## A practical guide

Always use the grade in your owner's manual. Many modern Toyota and Honda engines are designed for thin oils such as 0W-20 or 5W-30. Pouring a much thicker oil into them, as some roadside mechanics still do by habit, can reduce protection at start-up and upset the variable valve timing. With the right grade, these intervals suit typical Nigerian conditions:

| Oil type | Typical normal interval | Severe use (city traffic, dust, heat) |
|---|---|---|
| Mineral | 5,000 km | 3,000 km or 3 months |
| Semi-synthetic | 7,000 km | 5,000 km or 4 months |
| Fully synthetic | 10,000 km | 7,000 km or 6 months |

Go by whichever comes first, distance or time. Change the oil filter every time you change the oil; a new oil in an old filter is half a job.

## Why fuel quality matters

Off-spec or adulterated petrol and diesel are a real problem. Fuel can contain water, dirt, too much ethanol or methanol, or solvents. The symptoms start at the pump and end in the sump:

- knocking or pinging under load, and rough idling;
- clogged injectors and failed fuel pumps;
- damaged oxygen sensors and a check-engine light;
- unburnt fuel slipping past the piston rings into the oil, thinning it.

That last point is why fuel quality changes your oil interval. Thinned oil protects less. If the dipstick smells of petrol or the level seems to rise between changes, fuel is getting into the oil: change it early and have the engine checked.

To protect yourself:

1. Buy from busy, reputable filling stations, and avoid jerrycan fuel from the roadside.
2. Do not run the tank close to empty; sediment at the bottom ends up in the filter and the pump.
3. If the car starts misbehaving right after a fill-up, stop driving it, keep the receipt and get it checked.
4. Change the fuel filter on schedule. On diesel engines, such as those in many Hilux pickups and trucks, drain the water separator regularly.

## Signs the oil is due

- It is black and gritty on the dipstick. Diesel oil darkens quickly, so colour alone is not the test for diesels.
- The level drops between changes, or rises.
- The oil light flickers at idle.
- The engine sounds louder or ticks at start-up.

## Check it yourself every week

1. Park on level ground and let the engine stand for five to ten minutes.
2. Pull the dipstick, wipe it clean, push it fully back in and pull it out again.
3. The level should sit between the two marks. Top up with the same grade if it is low.
4. Look at the colour and feel the oil between your fingers for grit.

## Make sure the oil is real

Fake engine oil is sold in refilled or copied containers. Buy sealed containers from a trusted shop or dealer, check that the seal and the batch printing look right, and be suspicious of prices far below the market. If a mechanic supplies the oil, ask to see the container opened in front of you.

## How FleetCare can help

Book a general service from your dashboard and a mechanic does the oil and filter change at your home, office or yard. Parts and oil are quoted separately from labour, so you see exactly what you pay for, or you can source them through a spare-part request. Each service is saved in the vehicle's history together with the mileage, and a routine-check schedule keeps the next change in view.`;

const engineOilNb = `«Skift olje hver 10\u00a0000 km» står det på mange serviceklistremerker. Det er et fint tall for en bil som cruiser på åpen motorvei. Det er feil tall for en bil som står to timer om dagen i kø i Lagos eller Abuja, på drivstoff av usikker kvalitet.

## Bilen din kjører under «krevende forhold»

De fleste instruksjonsbøker har to serviceprogrammer: ett for normal bruk og ett for krevende forhold. Krevende bruk betyr ett eller flere av disse:

- mange korte turer der motoren aldri blir skikkelig varm;
- lange perioder med tomgang og stopp-og-kjør;
- støvete eller ujevne grusveier;
- svært høye temperaturer;
- tung last eller tilhenger.

En typisk bybil i Nigeria krysser av for nesten alt. En time i kø over Third Mainland Bridge eller gjennom Wuse gir nesten ingen kilometer på telleren, men motoren jobber hele tiden, blir varm og samler opp forurensning. Kilometertelleren viser altså mye mindre enn det oljen faktisk har vært gjennom.

## En praktisk veiledning

Bruk alltid viskositeten som står i instruksjonsboken. Mange moderne Toyota- og Honda-motorer er laget for tynn olje som 0W-20 eller 5W-30. Heller du på en mye tykkere olje, slik noen veikantmekanikere fortsatt gjør av gammel vane, kan smøringen ved kaldstart bli dårligere og den variable ventilstyringen komme i ulage. Med riktig olje passer disse intervallene for vanlige nigerianske forhold:

| Oljetype | Vanlig intervall ved normal bruk | Krevende bruk (bykø, støv, varme) |
|---|---|---|
| Mineralolje | 5\u00a0000 km | 3\u00a0000 km eller 3 måneder |
| Halvsyntetisk | 7\u00a0000 km | 5\u00a0000 km eller 4 måneder |
| Helsyntetisk | 10\u00a0000 km | 7\u00a0000 km eller 6 måneder |

Det som kommer først, kilometer eller tid, gjelder. Bytt oljefilteret hver gang du skifter olje; ny olje i et gammelt filter er bare halve jobben.

## Derfor betyr drivstoffkvaliteten noe

Bensin og diesel som ikke holder mål eller er blandet ut, er et reelt problem. Drivstoffet kan inneholde vann, smuss, for mye etanol eller metanol, eller løsemidler. Symptomene starter ved pumpen og ender i bunnpannen:

- banking eller «pinging» under belastning, og ujevn tomgang;
- tette dyser og ødelagte drivstoffpumper;
- skadde lambdasonder og tent motorlampe;
- uforbrent drivstoff som siver forbi stempelringene og ned i oljen, slik at den blir tynnere.

Det siste punktet er grunnen til at drivstoffkvaliteten påvirker oljeintervallet. Tynn olje beskytter dårligere. Lukter peilepinnen bensin, eller ser nivået ut til å stige mellom skiftene, kommer det drivstoff i oljen. Skift tidligere og få motoren sjekket.

Slik beskytter du deg:

1. Fyll på travle stasjoner med godt rykte, og styr unna drivstoff på kanner langs veien.
2. Ikke kjør tanken nesten tom; bunnfallet havner i filteret og pumpen.
3. Begynner bilen å oppføre seg rart rett etter en fylling, slutt å kjøre den, ta vare på kvitteringen og få den sjekket.
4. Bytt drivstoffilteret til rett tid. På dieselmotorer, som i mange Hilux-pickuper og lastebiler, bør vannutskilleren tappes jevnlig.

## Tegn på at oljen må skiftes

- Den er svart og grynete på peilepinnen. Dieselolje mørkner raskt, så fargen alene sier lite på dieselmotorer.
- Nivået synker mellom skiftene, eller stiger.
- Oljelampen flimrer på tomgang.
- Motoren høres høyere ut eller tikker ved start.

## Sjekk den selv hver uke

1. Parker på flatt underlag og la motoren stå i fem til ti minutter.
2. Trekk ut peilepinnen, tørk den ren, skyv den helt inn igjen og trekk den ut på nytt.
3. Nivået skal ligge mellom de to merkene. Fyll på med samme olje hvis det er lavt.
4. Se på fargen, og gni oljen mellom fingrene for å kjenne etter grus.

## Pass på at oljen er ekte

Falsk motorolje selges på gjenfylte eller kopierte kanner. Kjøp forseglede kanner fra en butikk eller forhandler du stoler på, sjekk at forseglingen og batchmerkingen ser riktige ut, og vær skeptisk til priser langt under markedet. Skaffer mekanikeren oljen, be om å få se kannen åpnet foran deg.

## Slik kan FleetCare hjelpe

Bestill en vanlig service fra Oversikt, så skifter en mekaniker olje og filter hjemme hos deg, på kontoret eller på oppstillingsplassen. Deler og olje prises separat fra arbeidet, så du ser nøyaktig hva du betaler for, eller du kan skaffe dem selv gjennom en deleforespørsel. Hver service lagres i kjøretøyets historikk sammen med kilometerstanden, og en plan for rutinekontroller holder neste oljeskift i sikte.`;

const sparePartsEn = `Walk through Ladipo in Lagos or the parts markets of Nnewi and you can find almost any part for almost any vehicle, at almost any price. That is the good news and the risk in one sentence. The same brake pad can come in four very different qualities, and from the outside they can look the same.

## Four kinds of parts

- **New genuine (OEM):** made for the vehicle maker and sold in the maker's packaging, usually through dealers. The most expensive, and the safest bet.
- **Quality aftermarket:** new parts from established parts manufacturers. Some of them make the original parts for the carmaker too; many Toyota components, for example, come from the same factories as the "genuine" ones. Good value when the brand is reputable.
- **Tokunbo (foreign-used):** parts taken from vehicles abroad and shipped in. Often genuine parts with a history you cannot see.
- **Counterfeit:** copies in fake packaging, built to look right rather than to work. Cheap to buy, expensive to own.

## How they compare

| | New genuine | Quality aftermarket | Tokunbo | Counterfeit |
|---|---|---|---|---|
| Price | Highest | Medium | Low to medium | Lowest |
| Expected life | Full | Close to genuine | Unknown | Short, sometimes dangerous |
| Warranty | Usually | Often | Rarely | None |
| Good for | Sensors, electronics, safety parts | Service items, brakes, suspension | Body panels, lamps, whole engines or gearboxes | Nothing |

## Parts that should always be new

Some parts wear out with age and use, so a used one has already spent most of its life. Buy these new, genuine or quality aftermarket:

- brake pads, brake discs and brake hoses;
- oil, air, fuel and cabin filters;
- timing belts, drive belts and water pumps;
- ball joints, tie-rod ends and suspension bushes;
- tyres.

Tokunbo tyres deserve a special warning. They may still have plenty of tread, but rubber hardens with age and can fail suddenly at highway speed in Nigerian heat. Every tyre has a four-digit date code on the sidewall: 2321 means week 23 of 2021. Avoid tyres more than five or six years old, whatever the tread looks like.

## Where Tokunbo makes sense

Foreign-used parts can be a sensible choice for body panels, headlamps, mirrors and interior trim, and for a complete engine or gearbox on an older vehicle, where a new unit would cost more than the car is worth. Alternators and starters can be fine too, if they are tested before you pay. Ask the seller to agree a return window in writing, mark the part so you can recognise it, and have your mechanic check it before it is fitted.

## How to spot a fake

- The price is far below what other sellers ask.
- The packaging has blurry printing, spelling mistakes or no part number.
- The part number does not match the maker's number for your vehicle.
- The part is lighter than the old one, with rough casting and no markings.
- The seller will not give a receipt.

Holograms and "genuine" stickers are easy to copy. The best check is the part number, confirmed against the maker's catalogue for your vehicle identification number (VIN).

## Give the supplier the right information

Most wrong-part purchases start with "Camry 2008", because the same model year can have different engines, gearboxes and trim levels. Give the supplier:

1. the VIN (on the windscreen, the door pillar or your papers);
2. the model year and the engine size or code;
3. a clear photo of the old part, including any number stamped on it.

## Buying parts through FleetCare

Create a spare-part request from your dashboard, list the items and add photos and part numbers. Say in the request which conditions you will accept: new genuine, quality aftermarket or Tokunbo. Suppliers in our network are invited to quote, and you compare their prices, conditions and delivery times side by side. When you accept a quotation and pay, we hold the money until the supply is completed, and your mechanic can fit the part as part of a booked job. The parts are recorded in the vehicle's history, so you always know what went into it.`;

const sparePartsNb = `Går du gjennom Ladipo i Lagos eller delemarkedene i Nnewi, finner du nesten hvilken som helst del til nesten hvilket som helst kjøretøy, til nesten hvilken som helst pris. Det er både det gode og risikoen, sagt i én setning. Den samme bremseklossen kan finnes i fire helt ulike kvaliteter, og utenpå kan de se like ut.

## Fire typer deler

- **Nye originaldeler (OEM):** laget for bilprodusenten og solgt i produsentens emballasje, som regel gjennom forhandlere. Dyrest, og det tryggeste valget.
- **Uoriginale kvalitetsdeler:** nye deler fra etablerte deleprodusenter. Noen av dem lager også originaldelene for bilfabrikken; mange Toyota-komponenter kommer for eksempel fra de samme fabrikkene som de «originale». Gode kjøp når merket er anerkjent.
- **Tokunbo (brukt fra utlandet):** deler hentet fra kjøretøy i utlandet og sendt til Nigeria. Ofte originaldeler, men med en historikk du ikke kan se.
- **Forfalskninger:** kopier i falsk emballasje, laget for å se riktige ut, ikke for å virke. Billige i innkjøp, dyre i bruk.

## Slik står de seg mot hverandre

| | Nye originaldeler | Uoriginale kvalitetsdeler | Tokunbo | Forfalskninger |
|---|---|---|---|---|
| Pris | Høyest | Middels | Lav til middels | Lavest |
| Forventet levetid | Full | Nær original | Ukjent | Kort, noen ganger farlig |
| Garanti | Som regel | Ofte | Sjelden | Ingen |
| Egner seg til | Sensorer, elektronikk, sikkerhetsdeler | Slitedeler, bremser, understell | Karosserideler, lykter, hele motorer eller girkasser | Ingenting |

## Deler som alltid bør være nye

Noen deler slites med alder og bruk, så en brukt del har allerede brukt opp det meste av livet sitt. Kjøp disse nye, enten originale eller uoriginale kvalitetsdeler:

- bremseklosser, bremseskiver og bremseslanger;
- olje-, luft-, drivstoff- og kupéfiltre;
- registerreimer, drivreimer og vannpumper;
- kuleledd, styrestagender og foringer i understellet;
- dekk.

Tokunbo-dekk fortjener en egen advarsel. De kan ha mye mønster igjen, men gummi blir hard med alderen og kan svikte plutselig i høy fart i den nigerianske varmen. Alle dekk har en firesifret datokode på siden: 2321 betyr uke 23 i 2021. Styr unna dekk som er mer enn fem–seks år gamle, uansett hvor godt mønsteret ser ut.

## Når Tokunbo er fornuftig

Brukte deler fra utlandet kan være et godt valg for karosserideler, lykter, speil og interiør, og for en komplett motor eller girkasse til et eldre kjøretøy, der en ny enhet ville kostet mer enn bilen er verdt. Dynamoer og startmotorer kan også fungere fint, hvis de testes før du betaler. Be selgeren om en skriftlig returfrist, merk delen så du kjenner den igjen, og la mekanikeren sjekke den før den monteres.

## Slik avslører du en forfalskning

- Prisen er langt under det andre selgere tar.
- Emballasjen har uskarpt trykk, skrivefeil eller mangler delenummer.
- Delenummeret stemmer ikke med produsentens nummer for kjøretøyet ditt.
- Delen er lettere enn den gamle, har grov støping og ingen merking.
- Selgeren vil ikke gi kvittering.

Hologrammer og «original»-klistremerker er lette å kopiere. Den beste kontrollen er delenummeret, bekreftet mot produsentens katalog for kjøretøyets understellsnummer (VIN).

## Gi leverandøren riktig informasjon

De fleste feilkjøp begynner med «Camry 2008», fordi samme årsmodell kan ha ulike motorer, girkasser og utstyrsnivåer. Gi leverandøren:

1. understellsnummeret (VIN) – det står på frontruten, i dørstolpen eller i dokumentene dine;
2. årsmodell og motorstørrelse eller motorkode;
3. et tydelig bilde av den gamle delen, med eventuelle numre som er preget inn i den.

## Kjøp deler gjennom FleetCare

Opprett en deleforespørsel fra Oversikt, før opp delene og legg ved bilder og delenumre. Skriv i forespørselen hvilke typer du godtar: nye originaldeler, uoriginale kvalitetsdeler eller Tokunbo-deler. Leverandører i nettverket vårt blir invitert til å gi tilbud, og du sammenligner pris, tilstand og leveringstid side om side. Når du godtar et tilbud og betaler, holder vi pengene til leveransen er fullført, og mekanikeren din kan montere delen som en del av et bestilt oppdrag. Delene føres inn i kjøretøyets historikk, så du alltid vet hva som er satt i det.`;

const fleetEn = `Whether you run five Corollas for staff, a dozen Hiace buses on a transport route or a yard of Hilux pickups and trucks, the pattern is the same: vehicles that are checked regularly break down less, and vehicles with their papers in order spend less time at checkpoints. This guide sets out a routine that works for Nigerian fleets, and the documents to keep on top of.

## Daily: the driver's five-minute walk-around

Make this part of every driver's morning, before the first trip:

- Tyres: visible damage, bulges or obviously low pressure.
- Leaks: fresh oil, coolant or fuel under the vehicle.
- Levels: engine oil and coolant.
- Lights: headlights, brake lights, indicators and hazards.
- Dashboard: no warning lights left on after start-up.
- Wipers, mirrors and horn.
- Safety kit: a charged fire extinguisher, a warning triangle, a first-aid kit, a good spare tyre, a jack and a wheel spanner.

A printed checklist in each vehicle, signed and dated, turns this into a habit and gives you a record.

## Weekly

- Tyre pressures with a gauge, and tread depth.
- Battery terminals: clean and tight.
- The driver's report on brakes, steering and any new noises.
- On dusty routes, especially in harmattan, the air filter.
- Mileage logged for every vehicle.

## Monthly, or by mileage

- Servicing on schedule: oil, filters and a general inspection.
- Brakes and suspension. Potholes on roads like Lagos–Ibadan or in Port Harcourt destroy shock absorbers, bushes and wheel bearings quickly.
- Belts, hoses and the cooling system.
- Air conditioning, especially on passenger buses.
- For buses: doors, seats, seat belts, handrails and windows.

## Seasonal

Before the rains, check wiper blades and tyre tread, because worn tyres aquaplane on flooded roads. Teach drivers never to drive through water deeper than the middle of the wheel: water drawn into the engine's air intake can wreck it in seconds. After a vehicle has gone through a flood, have the brakes, wheel bearings and axle oils checked. Before the harmattan, follow our separate pre-harmattan checklist.

## Papers every vehicle should carry

| Document | Issued by | Renewal | Notes |
|---|---|---|---|
| Vehicle licence | State motor licensing authority | Yearly | Keep the original in the vehicle. |
| Proof of ownership certificate | State motor licensing authority | Updated on change of owner | Must match the vehicle's current owner. |
| Roadworthiness certificate | State Vehicle Inspection Office | Yearly, or more often for some commercial vehicles | Issued after the vehicle passes inspection. |
| Certificate of insurance | A licensed insurer | Yearly | Third-party cover is the legal minimum; check it is on the Nigerian Insurance Industry Database. |
| Hackney permit | State authority | Yearly | For vehicles that carry passengers or goods for hire. |
| Driver's licence | FRSC | When it expires | The class must match the vehicle the driver operates. |

FRSC and state VIO officers can ask to see these at any checkpoint, and an insurer may dispute a claim for a vehicle that was not roadworthy. FRSC also requires speed limiters on commercial vehicles, so include them in your checks. Rules and fees differ between states, so confirm the current requirements with your state's licensing office.

If your fleet includes keke or okada, check your state's rules before you deploy them. Lagos, for example, restricts commercial motorcycles in many local government areas and on major roads, and several states control where tricycles may operate.

## Keeping track

- Keep a list of every vehicle's renewal dates and set reminders a month before each one. Renewals left to the last week are the ones that get missed.
- Keep scanned copies of all papers in one place, and the originals in the vehicles.
- Record every repair and part against the vehicle it went into, not in a general expenses book. When you need to decide whether to repair or replace a vehicle, that history is what you need.

## How FleetCare helps fleets

Register each vehicle in your fleet, set routine-check schedules and log mileage, and add your drivers or managers as collaborators on the vehicles they handle. When something is due, book a mechanic to your yard; every job leaves a report and the parts used in the vehicle's service history. The Fleet Pro plan adds priority dispatch and a monthly on-site check for each covered vehicle.`;

const fleetNb = `Enten du har fem Corollaer for de ansatte, et dusin Hiace-busser i rutetrafikk eller en hel oppstillingsplass med Hilux-pickuper og lastebiler, er mønsteret det samme: kjøretøy som sjekkes jevnlig, bryter sjeldnere sammen, og kjøretøy med dokumentene i orden blir stående kortere ved kontrollpostene. Denne veiledningen viser en rutine som fungerer for nigerianske bilparker, og hvilke dokumenter du må holde styr på.

## Daglig: sjåførens femminutterssjekk

Gjør dette til en fast del av hver sjåførs morgen, før første tur:

- Dekk: synlige skader, buler eller åpenbart lavt trykk.
- Lekkasjer: fersk olje, kjølevæske eller drivstoff under kjøretøyet.
- Nivåer: motorolje og kjølevæske.
- Lys: frontlys, bremselys, blinklys og nødblink.
- Instrumentpanel: ingen varsellamper som lyser etter start.
- Viskere, speil og horn.
- Sikkerhetsutstyr: en fylt brannslukker, varseltrekant, førstehjelpsskrin, et brukbart reservehjul, jekk og hjulkryss.

En utskrevet sjekkliste i hvert kjøretøy, signert og datert, gjør det til en vane og gir deg dokumentasjon.

## Ukentlig

- Dekktrykk målt med måler, og mønsterdybde.
- Batteripoler: rene og stramme.
- Sjåførens tilbakemelding om bremser, styring og nye lyder.
- Luftfilteret på støvete ruter, særlig i harmattan-tiden.
- Kilometerstand registrert for hvert kjøretøy.

## Månedlig, eller etter kilometer

- Service etter programmet: olje, filtre og en generell gjennomgang.
- Bremser og understell. Hullene i veier som Lagos–Ibadan eller i Port Harcourt ødelegger støtdempere, foringer og hjullagre raskt.
- Reimer, slanger og kjølesystem.
- Klimaanlegget, særlig i passasjerbusser.
- For busser: dører, seter, setebelter, håndtak og vinduer.

## Sesong for sesong

Før regntiden bør du sjekke viskerblader og mønsterdybde, for slitte dekk vannplaner på oversvømte veier. Lær sjåførene å aldri kjøre gjennom vann som er dypere enn midten av hjulet: vann som suges inn i motorens luftinntak, kan ødelegge den på sekunder. Har et kjøretøy kjørt gjennom en oversvømmelse, bør bremser, hjullagre og akseloljer sjekkes. Før harmattan kan du følge sjekklisten vi har laget for tørketiden.

## Dokumenter hvert kjøretøy bør ha med seg

| Dokument | Utstedes av | Fornyes | Merknad |
|---|---|---|---|
| Kjøretøylisens (vehicle licence) | Delstatens motorvognmyndighet | Hvert år | Ha originalen i kjøretøyet. |
| Eierbevis (proof of ownership) | Delstatens motorvognmyndighet | Oppdateres ved eierskifte | Må stemme med nåværende eier. |
| Bevis for kjøretøykontroll (roadworthiness certificate) | Delstatens kjøretøykontroll (VIO) | Hvert år, oftere for enkelte nyttekjøretøy | Utstedes når kjøretøyet har bestått kontrollen. |
| Forsikringsbevis | Et godkjent forsikringsselskap | Hvert år | Ansvarsforsikring er lovens minimum; sjekk at den står i Nigerian Insurance Industry Database. |
| Løyve for kommersiell transport (hackney permit) | Delstatens myndigheter | Hvert år | For kjøretøy som frakter passasjerer eller gods mot betaling. |
| Førerkort | FRSC | Når det utløper | Klassen må passe til kjøretøyet sjåføren kjører. |

Betjenter fra FRSC og delstatenes VIO kan be om å få se disse ved enhver kontroll, og et forsikringsselskap kan bestride et krav for et kjøretøy som ikke var i forskriftsmessig stand. FRSC krever også fartssperre i nyttekjøretøy, så ta den med i kontrollene. Regler og gebyrer varierer fra delstat til delstat, så sjekk gjeldende krav hos motorvognmyndigheten der du holder til.

Har du keke eller okada i bilparken, bør du sjekke delstatens regler før du setter dem i drift. Lagos begrenser for eksempel motorsykkeltaxier i mange lokale forvaltningsområder og på hovedveiene, og flere delstater regulerer hvor trehjulinger kan kjøre.

## Hold oversikten

- Før en liste over fornyelsesdatoene for hvert kjøretøy, og sett påminnelser en måned før hver av dem. Det er fornyelsene som blir liggende til siste uke, som glipper.
- Ha skannede kopier av alle dokumenter samlet på ett sted, og originalene i kjøretøyene.
- Før hver reparasjon og hver del på kjøretøyet den gjelder, ikke i en felles utgiftsbok. Når du skal avgjøre om et kjøretøy skal repareres eller byttes ut, er det nettopp denne historikken du trenger.

## Slik hjelper FleetCare bilparker

Registrer hvert kjøretøy i bilparken, sett opp planer for rutinekontroller og før kilometerstand, og legg til sjåfører eller ledere som samarbeidspartnere på kjøretøyene de har ansvar for. Når noe nærmer seg, bestiller du en mekaniker til oppstillingsplassen; hvert oppdrag etterlater en rapport og de brukte delene i kjøretøyets servicehistorikk. Fleet Pro-abonnementet gir i tillegg prioritert utsending og en månedlig kontroll på stedet for hvert kjøretøy som omfattes.`;

export const blogPostSeeds: BlogPostSeed[] = [
  {
    slug: 'pre-harmattan-vehicle-checklist',
    locale: 'en',
    title: 'Pre-harmattan checklist: get your vehicle ready for the dusty season',
    excerpt:
      'Dust, cold mornings and hazy highways are hard on cars. Eight checks to do in November so your vehicle starts, cools and stops properly until March.',
    bodyMarkdown: harmattanEn,
    author: 'Chinedu Okafor',
    tags: ['harmattan', 'seasonal-checks', 'maintenance'],
    readingMinutes: 4,
    publishedAt: '2026-10-28T08:00:00.000Z',
  },
  {
    slug: 'pre-harmattan-vehicle-checklist',
    locale: 'nb',
    title: 'Sjekkliste før harmattan: gjør bilen klar for støvsesongen',
    excerpt:
      'Støv, kalde morgener og disete hovedveier tærer på bilen. Åtte kontroller å gjøre i november, så bilen starter, kjøler og bremser som den skal fram til mars.',
    bodyMarkdown: harmattanNb,
    author: 'Chinedu Okafor',
    tags: ['harmattan', 'sesongkontroll', 'vedlikehold'],
    readingMinutes: 4,
    publishedAt: '2026-10-28T08:00:00.000Z',
  },
  {
    slug: 'dashboard-warning-lights-explained',
    locale: 'en',
    title: 'Dashboard warning lights: what they mean and when to stop',
    excerpt:
      'Red means stop, amber means book a check. A plain guide to the warning lights on Corollas, Camrys, Hiluxes and Hiace buses, and what to do about each.',
    bodyMarkdown: warningLightsEn,
    author: 'Aisha Bello',
    tags: ['diagnostics', 'safety', 'warning-lights'],
    readingMinutes: 5,
    publishedAt: '2026-03-12T08:00:00.000Z',
  },
  {
    slug: 'dashboard-warning-lights-explained',
    locale: 'nb',
    title: 'Varsellamper på instrumentpanelet: hva de betyr, og når du må stoppe',
    excerpt:
      'Rødt betyr stopp, gult betyr bestill en sjekk. En enkel guide til varsellampene på Corolla, Camry, Hilux og Hiace, og hva du gjør når de lyser.',
    bodyMarkdown: warningLightsNb,
    author: 'Aisha Bello',
    tags: ['feilsøking', 'sikkerhet', 'varsellamper'],
    readingMinutes: 5,
    publishedAt: '2026-03-12T08:00:00.000Z',
  },
  {
    slug: 'engine-oil-change-intervals-nigeria',
    locale: 'en',
    title: 'When to change engine oil in Nigerian traffic, and why fuel quality matters',
    excerpt:
      'Hours in go-slow, dust and doubtful fuel put most city cars on the severe schedule. How often to change your oil, how to check it and how to avoid fakes.',
    bodyMarkdown: engineOilEn,
    author: 'Tunde Adeyemi',
    tags: ['engine-oil', 'fuel-quality', 'maintenance'],
    readingMinutes: 4,
    publishedAt: '2026-05-20T08:00:00.000Z',
  },
  {
    slug: 'engine-oil-change-intervals-nigeria',
    locale: 'nb',
    title: 'Når bør du skifte motorolje i nigeriansk trafikk – og hvorfor drivstoffet betyr noe',
    excerpt:
      'Timer i kø, støv og tvilsomt drivstoff gjør de fleste bybiler til «krevende bruk». Hvor ofte du bør skifte olje, hvordan du sjekker den og unngår forfalskninger.',
    bodyMarkdown: engineOilNb,
    author: 'Tunde Adeyemi',
    tags: ['motorolje', 'drivstoffkvalitet', 'vedlikehold'],
    readingMinutes: 4,
    publishedAt: '2026-05-20T08:00:00.000Z',
  },
  {
    slug: 'genuine-tokunbo-aftermarket-spare-parts',
    locale: 'en',
    title: 'Genuine, Tokunbo or aftermarket? How to buy spare parts without getting burnt',
    excerpt:
      'Which parts must be new, where foreign-used parts make sense, how to spot a fake and what to tell a supplier so you get the right part the first time.',
    bodyMarkdown: sparePartsEn,
    author: 'Ngozi Eze',
    tags: ['spare-parts', 'tokunbo', 'buying-guide'],
    readingMinutes: 4,
    publishedAt: '2026-07-08T08:00:00.000Z',
  },
  {
    slug: 'genuine-tokunbo-aftermarket-spare-parts',
    locale: 'nb',
    title: 'Originalt, Tokunbo eller uoriginalt? Slik kjøper du reservedeler uten å bli lurt',
    excerpt:
      'Hvilke deler som må være nye, når brukte deler fra utlandet lønner seg, hvordan du avslører forfalskninger og hva leverandøren må vite for å gi deg riktig del.',
    bodyMarkdown: sparePartsNb,
    author: 'Ngozi Eze',
    tags: ['reservedeler', 'tokunbo', 'kjøpsguide'],
    readingMinutes: 4,
    publishedAt: '2026-07-08T08:00:00.000Z',
  },
  {
    slug: 'fleet-routine-checks-and-vehicle-papers',
    locale: 'en',
    title: "Fleet managers' guide: routine checks and keeping your vehicle papers in order",
    excerpt:
      'A daily, weekly and monthly check routine for Nigerian fleets, the papers FRSC and VIO officers ask for, and how to keep track of renewals without a spreadsheet.',
    bodyMarkdown: fleetEn,
    author: 'Ibrahim Musa',
    tags: ['fleet', 'frsc', 'routine-checks'],
    readingMinutes: 4,
    publishedAt: '2026-09-15T08:00:00.000Z',
  },
  {
    slug: 'fleet-routine-checks-and-vehicle-papers',
    locale: 'nb',
    title: 'Guide for bilparkansvarlige: rutinekontroller og dokumentene i orden',
    excerpt:
      'En daglig, ukentlig og månedlig kontrollrutine for nigerianske bilparker, dokumentene FRSC og VIO ber om, og hvordan du holder styr på fornyelsene.',
    bodyMarkdown: fleetNb,
    author: 'Ibrahim Musa',
    tags: ['bilpark', 'frsc', 'rutinekontroll'],
    readingMinutes: 4,
    publishedAt: '2026-09-15T08:00:00.000Z',
  },
];
