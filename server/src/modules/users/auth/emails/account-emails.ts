import { renderEmail, type EmailContent } from './layout.ts';

export function verifyEmailContent(input: { firstName: string; url: string }): EmailContent {
  return renderEmail({
    subject: 'Confirm your email address for FleetCare',
    preheader: 'One click to confirm your address and start using FleetCare.',
    heading: `Welcome to FleetCare, ${input.firstName}`,
    paragraphs: [
      'Please confirm that this is your email address. Confirming signs you in and lets you book mechanics, order parts and pay.',
    ],
    action: { label: 'Confirm my email address', url: input.url },
    footnote:
      'The link works once and expires in 24 hours. If you did not create a FleetCare account, ignore this e-mail.',
  });
}

export function passwordResetContent(input: { firstName: string; url: string }): EmailContent {
  return renderEmail({
    subject: 'Reset your FleetCare password',
    preheader: 'Choose a new password for your FleetCare account.',
    heading: 'Reset your password',
    paragraphs: [
      `Hello ${input.firstName}, we received a request to reset the password of your FleetCare account.`,
      'Choose a new password with the button below. Signing in with the new password signs out your other devices.',
    ],
    action: { label: 'Choose a new password', url: input.url },
    footnote:
      'The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays the same.',
  });
}

const lagosTime = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'Africa/Lagos',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** The notice after a password change: the owner learns of it even when someone else did it. */
export function passwordChangedContent(input: {
  firstName: string;
  changedAt: Date;
  ip: string | null;
  resetUrl: string;
}): EmailContent {
  const where = input.ip ? ` from the internet address ${input.ip}` : '';
  return renderEmail({
    subject: 'Your FleetCare password was changed',
    preheader: 'The password of your FleetCare account was just changed.',
    heading: 'Your password was changed',
    paragraphs: [
      `Hello ${input.firstName}, the password of your FleetCare account was changed on ${lagosTime.format(input.changedAt)} (Lagos time)${where}.`,
      'If this was you, there is nothing to do.',
      'If it was not you, choose a new password now with the button below: that signs out every device, including whoever changed it.',
    ],
    action: { label: 'Reset my password', url: input.resetUrl },
    footnote: 'We send this notice to protect your account. Contact support if you need help.',
  });
}

export type EmailLocale = 'en' | 'nb';

/** Where failed sign-ins came from: the address and, when the IP database knows it, the country (ISO code). */
export interface FailedSignInSource {
  ip: string;
  country: string | null;
}

/** How many addresses the notice names before "and N other addresses". */
const SOURCES_NAMED = 5;

const failedSignInTexts = {
  en: {
    time: lagosTime,
    subject: 'Repeated failed sign-ins to your FleetCare account',
    preheader: (count: number) => `${count} failed sign-in attempts in the last hour. Here is what to do.`,
    heading: 'Someone tried to sign in to your account',
    summary: (name: string, count: number, latest: string) =>
      `Hello ${name}, there were ${count} failed attempts to sign in to your FleetCare account in the last hour, the latest on ${latest} (Lagos time).`,
    from: (list: string) => `They came from ${list}.`,
    others: (count: number) => `${count} other address${count === 1 ? '' : 'es'}`,
    twoFactor:
      'Some of them got past your password and failed only at the two-step code: someone knows your password. Change it now.',
    ifYou:
      'If this was you, there is nothing to do: sign in again with the right password, or choose a new one with the button below.',
    ifNotYou:
      'If it was not you, your account is safe as long as your password is: wrong passwords do not get in, and every further attempt from elsewhere has to wait longer. Choose a strong password that you use nowhere else, and turn on two-step sign-in under Settings.',
    action: 'Choose a new password',
    footnote:
      'Signing in from a place you have used before keeps working. We send this notice at most once an hour. Contact support if you need help.',
  },
  nb: {
    time: new Intl.DateTimeFormat('nb-NO', { timeZone: 'Africa/Lagos', dateStyle: 'medium', timeStyle: 'short' }),
    subject: 'Gjentatte mislykkede innlogginger på FleetCare-kontoen din',
    preheader: (count: number) => `${count} mislykkede innloggingsforsøk den siste timen. Dette bør du gjøre.`,
    heading: 'Noen prøvde å logge inn på kontoen din',
    summary: (name: string, count: number, latest: string) =>
      `Hei ${name}, det var ${count} mislykkede forsøk på å logge inn på FleetCare-kontoen din den siste timen, det siste ${latest} (Lagos-tid).`,
    from: (list: string) => `De kom fra ${list}.`,
    others: (count: number) => `${count} ${count === 1 ? 'annen adresse' : 'andre adresser'}`,
    twoFactor:
      'Noen av dem kom forbi passordet ditt og stoppet først ved totrinnskoden: noen kjenner passordet ditt. Bytt det nå.',
    ifYou:
      'Hvis det var deg, trenger du ikke gjøre noe: logg inn igjen med riktig passord, eller velg et nytt med knappen nedenfor.',
    ifNotYou:
      'Hvis det ikke var deg, er kontoen din trygg så lenge passordet er det: feil passord slipper ikke inn, og hvert nye forsøk fra andre steder må vente lenger. Velg et sterkt passord som du ikke bruker andre steder, og slå på totrinnsinnlogging under Innstillinger.',
    action: 'Velg nytt passord',
    footnote:
      'Innlogging fra et sted du har brukt før, virker som vanlig. Vi sender dette varselet høyst én gang i timen. Kontakt kundestøtte hvis du trenger hjelp.',
  },
} as const;

/**
 * The notice after repeated failed sign-ins: how many, from where (address and country), and what to do. In the
 * owner's language.
 */
export function failedSignInsContent(input: {
  locale: EmailLocale;
  firstName: string;
  failures: number;
  latestAt: Date;
  sources: FailedSignInSource[];
  twoFactorFailures: number;
  resetUrl: string;
}): EmailContent {
  const text = failedSignInTexts[input.locale];
  const countries = new Intl.DisplayNames([input.locale], { type: 'region' });
  const named = input.sources.slice(0, SOURCES_NAMED).map(({ ip, country }) => {
    const place = country ? countries.of(country) : undefined;
    return place ? `${ip} (${place})` : ip;
  });
  const rest = input.sources.length - named.length;
  const list = new Intl.ListFormat(input.locale, { type: 'conjunction' }).format(
    rest > 0 ? [...named, text.others(rest)] : named,
  );
  return renderEmail({
    locale: input.locale,
    subject: text.subject,
    preheader: text.preheader(input.failures),
    heading: text.heading,
    paragraphs: [
      text.summary(input.firstName, input.failures, text.time.format(input.latestAt)),
      ...(named.length > 0 ? [text.from(list)] : []),
      ...(input.twoFactorFailures > 0 ? [text.twoFactor] : []),
      text.ifYou,
      text.ifNotYou,
    ],
    action: { label: text.action, url: input.resetUrl },
    footnote: text.footnote,
  });
}
