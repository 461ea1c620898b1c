import { createMailer } from '../../../adapters/email/email.ts';
import { createSmsSender } from '../../../adapters/sms/sms.ts';
import { DEMO_EMAILS } from '../../../db/demo-accounts.ts';
import type { Db } from '../../../db/client.ts';
import type { SeedStep } from '../../../db/seed.ts';
import type { AppDeps } from '../../../deps.ts';
import { findAccountByEmail } from '../../users/index.ts';
import { findUnreviewedCompletedJobs } from '../reviews.repository.ts';
import { createCustomerReview, replyToReview } from '../reviews.service.ts';

/*
 * The demo step of reviews: the demo customer rates the job the demo technician Emeka Obi completed for her (the
 * maintenance step's serviced car) three hours after she confirmed it, and Emeka thanks her the next morning, so
 * her job page, his dashboard and his profile each show a review. Through the reviews' services at their moments.
 */

const HOUR = 3_600_000;

const at = (deps: AppDeps, instant: Date): AppDeps => ({ ...deps, now: () => instant });

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

/**
 * The seed step (demo data only), after the maintenance step (the completed job). A customer or technician that is
 * gone, or a job reviewed already, is left alone.
 */
export function demoReviewsSeedStep(deps: AppDeps): SeedStep {
  return {
    name: 'demo-reviews',
    demo: true,
    async run(tx) {
      const inStep = servicesInStep(deps, tx);
      const customer = await findAccountByEmail(inStep, DEMO_EMAILS.customer);
      const emeka = await findAccountByEmail(inStep, DEMO_EMAILS.technician);
      if (!customer || customer.erasedAt || !emeka || emeka.erasedAt) return;
      const [job] = await findUnreviewedCompletedJobs(tx, customer.id, emeka.id);
      if (!job?.completedAt) return;
      const written = new Date(job.completedAt.getTime() + 3 * HOUR);
      if (written.getTime() > deps.now().getTime()) return;
      const review = await createCustomerReview(
        at(inStep, written),
        { id: customer.id, roles: customer.roles, locale: customer.locale },
        {
          orderId: job.id,
          rating: 5,
          text: 'Emeka came on time, showed me the old filter and explained everything. The car runs smoothly now.',
        },
      );
      const replied = new Date(written.getTime() + 18 * HOUR);
      if (replied.getTime() > deps.now().getTime()) return;
      await replyToReview(at(inStep, replied), { id: emeka.id, roles: emeka.roles, locale: emeka.locale }, review._id, {
        text: 'Thank you, madam! See you at the next service.',
      });
    },
  };
}
