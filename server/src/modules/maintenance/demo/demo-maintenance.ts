import {
  addDays,
  lagosInstant,
  lagosToday,
  type AddressDto,
  type JobProgressValue,
  type MaintenanceTimeWindow,
  type QuotationInput,
} from '@fleetcare/shared';
import { createMailer } from '../../../adapters/email/email.ts';
import { createSmsSender } from '../../../adapters/sms/sms.ts';
import { DEMO_EMAILS } from '../../../db/demo-accounts.ts';
import type { Db } from '../../../db/client.ts';
import type { SeedStep } from '../../../db/seed.ts';
import type { AppDeps } from '../../../deps.ts';
import { getWalletBalances } from '../../ledger/index.ts';
import { topUpDemoWallet } from '../../payments/index.ts';
import { createOrUpdateQuotation } from '../../quotations/index.ts';
import { findAccountByEmail, type UserRow } from '../../users/index.ts';
import { payForMaintenanceServices } from '../booking/booking.service.ts';
import { runExpirySweep } from '../expiry/expiry.service.ts';
import { finishWork } from '../finish-work.service.ts';
import { updateJobProgress } from '../jobs/job-actions.service.ts';
import { cancelMaintenance, createMaintenance } from '../maintenance-requests.service.ts';
import { writeDemoReport } from './demo-report.ts';
import { countRequestsOf, listOwnVehicleIds } from './demo-maintenance.repository.ts';

/*
 * The demo step of the maintenance module: more mechanics around Lagos (made by the technicians module's demo
 * stories, passed in at the composition root), then the demo customer's requests in every status, each through the
 * app's services at its moment: one serviced by the demo technician Emeka Obi, confirmed and paid out, one expired
 * after nobody booked it, one canceled, one booked with the demo
 * technician Emeka Obi and paid from the wallet into escrow, one quoted by two mechanics (one revised his), one
 * submitted an hour ago that nobody has quoted yet (the demo technician sees it among his available jobs), and a
 * draft. What the services send (notifications, e-mail, SMS) stays as they leave it; nothing is delivered.
 */

/** Makes the Lagos mechanics inside the step's transaction (the technicians module's; false when left out). */
export type AddDemoTechnicians = (deps: AppDeps, tx: Db) => Promise<boolean>;

const at = (deps: AppDeps, instant: Date): AppDeps => ({ ...deps, now: () => instant });

const HOUR = 3_600_000;

/** Where the demo customer's cars are serviced: her home in Ikeja. */
const home: AddressDto = {
  line: '23 Opebi Road',
  landmark: 'Near the Opebi link bridge',
  town: 'Ikeja',
  lga: 'Ikeja',
  state: 'Lagos',
  lat: 6.5935,
  lng: 3.361,
};

/** The Lagos mechanics' e-mails (demo-lagos-technicians.ts) of the quoted story. */
const CHINEDU = 'chinedu.okafor@demo.fleetcare.ng';
const SEGUN = 'segun.balogun@demo.fleetcare.ng';
const FOLAKE = 'folake.adeyemi@demo.fleetcare.ng';

/** E-mail and SMS through the step's transaction (see the technicians' demo step). */
function servicesInStep(deps: AppDeps, tx: Db): AppDeps {
  const { config, logger } = deps;
  return {
    ...deps,
    db: tx,
    mailer: createMailer({ db: tx, logger, from: config.email.from }),
    sms: createSmsSender({ db: tx, logger }),
  };
}

function quotation(
  maintenanceId: string,
  labour: [string, number][],
  options: { parts?: QuotationInput['parts']; callOutFee?: number; arrival: Date; note?: string },
): QuotationInput {
  return {
    maintenanceId,
    labour: labour.map(([service, naira]) => ({ service, amount: naira * 100 })),
    parts: options.parts ?? [],
    callOutFee: (options.callOutFee ?? 0) * 100,
    earliestArrival: options.arrival.toISOString(),
    validityHours: 48,
    note: options.note ?? '',
  };
}

async function tellStories(deps: AppDeps, customer: UserRow, vehicleIds: string[]): Promise<void> {
  const today = lagosToday(deps.now());
  const moment = (daysAgo: number, time: string) => lagosInstant(addDays(today, -daysAgo), time);
  const vehicle = (index: number) => vehicleIds[index % vehicleIds.length] as string;
  const technician = async (email: string) => {
    const account = await findAccountByEmail(deps, email);
    return account && !account.erasedAt ? account : undefined;
  };
  const request = (
    when: Date,
    input: {
      vehicle: number;
      services: string[];
      description: string;
      inDays: number;
      window: MaintenanceTimeWindow;
      submit: boolean;
    },
  ) =>
    createMaintenance(at(deps, when), customer, {
      vehicleId: vehicle(input.vehicle),
      services: input.services,
      description: input.description,
      address: home,
      preferredDate: addDays(lagosToday(when), input.inDays),
      timeWindow: input.window,
      submit: input.submit,
    });

  // Two weeks ago: a service booked with the demo technician Emeka, who came, did the work and was paid when she
  // confirmed it (the escrow released to him less the commission; the job is in the car's history).
  const emekaDone = await technician(DEMO_EMAILS.technician);
  if (emekaDone) {
    const serviced = await request(moment(14, '09:00'), {
      vehicle: 1,
      services: ['general-servicing'],
      description: 'Oil, filters and a general check before the harmattan.',
      inDays: 2,
      window: 'morning',
      submit: true,
    });
    const emekaViewer = { id: emekaDone.id, locale: emekaDone.locale };
    const servicing = await createOrUpdateQuotation(
      at(deps, moment(14, '11:20')),
      emekaViewer,
      quotation(serviced._id, [['general-servicing', 18_000]], {
        parts: [
          { name: 'Engine oil 5W-30 (4 L)', quantity: 1, unitPrice: 16_500_00, grade: 'new-oem' },
          { name: 'Oil filter', quantity: 1, unitPrice: 4_500_00, grade: 'new-oem' },
        ],
        callOutFee: 2_500,
        arrival: moment(12, '08:30'),
      }),
    );
    await topUpDemoWallet(deps, customer.id, 50_000, 'visa •••• 4081', moment(14, '12:00'));
    await payForMaintenanceServices(at(deps, moment(14, '12:05')), customer.id, {
      maintenanceId: serviced._id,
      quotationId: servicing._id,
      method: 'wallet',
    });
    const step = (when: Date, progress: Exclude<JobProgressValue, 'work-done'>, etaMinutes?: number) =>
      updateJobProgress(at(deps, when), emekaViewer, serviced._id, progress, etaMinutes);
    await step(moment(12, '08:05'), 'en-route', 35);
    await step(moment(12, '08:41'), 'arrived');
    await step(moment(12, '08:50'), 'in-progress');
    await writeDemoReport(at(deps, moment(12, '10:20')), emekaViewer, serviced._id);
    await finishWork(at(deps, moment(12, '10:35')), emekaViewer, serviced._id);
    await updateJobProgress(at(deps, moment(12, '11:10')), customer, serviced._id, 'completed', undefined);
  }

  // Ten days ago: a service nobody was booked for before its day; the sweep expired it.
  const expiredAt = moment(10, '09:10');
  await request(expiredAt, {
    vehicle: 1,
    services: ['general-servicing'],
    description: 'Routine service before a trip to Ibadan.',
    inDays: 2,
    window: 'morning',
    submit: true,
  });
  await runExpirySweep(at(deps, moment(8, '12:30')));

  // Six days ago: brakes asked for, called off the next day.
  const canceledAt = moment(6, '18:20');
  const canceled = await request(canceledAt, {
    vehicle: 2,
    services: ['brake-repair'],
    description: 'The brake pedal feels soft.',
    inDays: 4,
    window: 'afternoon',
    submit: true,
  });
  await cancelMaintenance(at(deps, moment(5, '08:05')), customer, canceled._id, {
    reason: 'My brother-in-law bled the brakes at home.',
  });

  // Three days ago: a warning light, for the day after tomorrow; the demo technician and Folake quoted, and the
  // next morning she booked Emeka, paying from her wallet into escrow.
  const emeka = await technician(DEMO_EMAILS.technician);
  const folake = await technician(FOLAKE);
  const bookedAt = moment(3, '08:40');
  const booked = await request(bookedAt, {
    vehicle: 0,
    services: ['diagnostics', 'battery-and-electrical'],
    description: 'The battery light comes on and the car struggles to start in the morning.',
    inDays: 5,
    window: 'morning',
    submit: true,
  });
  if (emeka) {
    const quotedAt = moment(3, '10:15');
    const mine = await createOrUpdateQuotation(
      at(deps, quotedAt),
      { id: emeka.id, locale: emeka.locale },
      quotation(
        booked._id,
        [
          ['diagnostics', 10_000],
          ['battery-and-electrical', 15_000],
        ],
        {
          parts: [{ name: 'Alternator brushes', quantity: 1, unitPrice: 8_500_00, grade: 'new-aftermarket' }],
          callOutFee: 3_000,
          arrival: moment(-2, '09:00'),
          note: 'I will scan the charging system first; brushes only if the alternator needs them.',
        },
      ),
    );
    if (folake) {
      await createOrUpdateQuotation(
        at(deps, moment(3, '13:50')),
        { id: folake.id, locale: folake.locale },
        quotation(
          booked._id,
          [
            ['diagnostics', 12_000],
            ['battery-and-electrical', 18_000],
          ],
          { callOutFee: 5_000, arrival: moment(-2, '10:00') },
        ),
      );
    }
    // Her wallet holds less than the quotation: she tops it up by card first.
    const { balances } = await getWalletBalances(deps, customer.id);
    const available = balances.find((balance) => balance.currency === 'NGN')?.available ?? 0;
    if (available < mine.totals.total) {
      const naira = Math.ceil((mine.totals.total - available) / 100 / 10_000) * 10_000;
      await topUpDemoWallet(deps, customer.id, naira, 'visa •••• 4081', moment(2, '07:40'));
    }
    await payForMaintenanceServices(at(deps, moment(2, '07:55')), customer.id, {
      maintenanceId: booked._id,
      quotationId: mine._id,
      method: 'wallet',
    });
  }

  // Yesterday: brakes again on another car; Chinedu and Segun quoted, Segun revised his this morning.
  const chinedu = await technician(CHINEDU);
  const segun = await technician(SEGUN);
  const quoted = await request(moment(1, '16:30'), {
    vehicle: 2,
    services: ['brake-repair'],
    description: 'Squealing from the front wheels when braking.',
    inDays: 3,
    window: 'afternoon',
    submit: true,
  });
  const arrival = moment(-2, '13:00');
  if (chinedu) {
    await createOrUpdateQuotation(
      at(deps, moment(1, '18:05')),
      { id: chinedu.id, locale: chinedu.locale },
      quotation(quoted._id, [['brake-repair', 14_000]], {
        parts: [{ name: 'Front brake pads (set)', quantity: 1, unitPrice: 18_000_00, grade: 'new-oem' }],
        callOutFee: 2_500,
        arrival,
      }),
    );
  }
  if (segun) {
    const segunViewer = { id: segun.id, locale: segun.locale };
    const pads = { name: 'Front brake pads (set)', quantity: 1, grade: 'tokunbo' as const };
    await createOrUpdateQuotation(
      at(deps, moment(1, '19:20')),
      segunViewer,
      quotation(quoted._id, [['brake-repair', 16_000]], {
        parts: [{ ...pads, unitPrice: 12_000_00 }],
        callOutFee: 4_000,
        arrival,
      }),
    );
    await createOrUpdateQuotation(
      at(deps, moment(0, '07:45')),
      segunViewer,
      quotation(quoted._id, [['brake-repair', 15_000]], {
        parts: [{ ...pads, unitPrice: 12_000_00 }],
        callOutFee: 2_000,
        arrival,
        note: 'Lower call-out fee: I am in Ikeja that afternoon anyway.',
      }),
    );
  }

  // An hour ago: a service just submitted; nobody has quoted yet (an available job for the demo technician).
  const justNow = new Date(deps.now().getTime() - HOUR);
  await request(justNow, {
    vehicle: 1,
    services: ['general-servicing'],
    description: 'Oil and filters are due; the car is parked in the compound.',
    inDays: 2,
    window: 'morning',
    submit: true,
  });

  // Earlier today: a draft she has not sent.
  await request(new Date(deps.now().getTime() - 3 * HOUR), {
    vehicle: 0,
    services: ['general-servicing', 'brake-repair'],
    description: 'Full service and a look at the brakes before the rainy season.',
    inDays: 7,
    window: 'evening',
    submit: false,
  });
}

/**
 * The seed step (demo data only), after the technicians' (the demo technician) and the wallet's (the customer pays
 * from it). A customer who has requests of her own, or has no car, is left alone.
 */
export function demoMaintenanceSeedStep(deps: AppDeps, addTechnicians: AddDemoTechnicians): SeedStep {
  return {
    name: 'demo-maintenance',
    demo: true,
    async run(tx) {
      const inStep = servicesInStep(deps, tx);
      await addTechnicians(deps, tx);
      const customer = await findAccountByEmail(inStep, DEMO_EMAILS.customer);
      if (!customer || customer.erasedAt || (await countRequestsOf(tx, customer.id)) > 0) return;
      const vehicleIds = await listOwnVehicleIds(tx, customer.id);
      if (vehicleIds.length === 0) return;
      await tellStories(inStep, customer, vehicleIds);
    },
  };
}
