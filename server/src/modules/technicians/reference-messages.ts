import { formatInstant, LAGOS_TIME_ZONE, type ReferenceRelationship } from '@fleetcare/shared';
import { renderEmail, type EmailContent } from '../../lib/email-layout.ts';
import { fixedT, t, type Locale } from '../../lib/i18n.ts';

/**
 * What a reference is sent: an e-mail and an SMS asking whether they know the applicant, with the link to answer.
 * The reference's own language is unknown, so both are in the applicant's.
 */
export interface ReferenceMessageInput {
  locale: Locale;
  /** "Chinedu O." */
  applicant: string;
  referenceName: string;
  relationship: ReferenceRelationship;
  yearsKnown: number;
  url: string;
  expiresAt: Date;
}

const dateOf = (input: ReferenceMessageInput) =>
  formatInstant(input.expiresAt, input.locale, { style: 'longDate', timeZone: LAGOS_TIME_ZONE });

export function referenceRequestEmail(input: ReferenceMessageInput): EmailContent {
  const text = fixedT(input.locale);
  const date = dateOf(input);
  const values = { applicant: input.applicant, date };
  const years =
    input.yearsKnown === 0
      ? text('emails:technicianReference.lessThanAYear')
      : text('emails:technicianReference.years', { count: input.yearsKnown });
  return renderEmail({
    locale: input.locale,
    subject: text('emails:technicianReference.subject', values),
    preheader: text('emails:technicianReference.preheader', values),
    heading: text('emails:technicianReference.heading', values),
    paragraphs: [
      text('emails:technicianReference.greeting', { name: input.referenceName }),
      text('emails:technicianReference.named', {
        applicant: input.applicant,
        relationship: text(`emails:technicianReference.relationships.${input.relationship}`),
        years,
      }),
      text('emails:technicianReference.ask', values),
    ],
    action: { label: text('emails:technicianReference.action'), url: input.url },
    footnote: text('emails:technicianReference.footnote', values),
  });
}

export function referenceRequestSms(input: ReferenceMessageInput): string {
  return t(input.locale, 'sms:technicianReference', {
    applicant: input.applicant,
    date: dateOf(input),
    url: input.url,
  });
}
