import enEmails from './en/emails.json' with { type: 'json' };
import enNotices from './en/notices.json' with { type: 'json' };
import enPdf from './en/pdf.json' with { type: 'json' };
import enReportPage from './en/report-page.json' with { type: 'json' };
import enSms from './en/sms.json' with { type: 'json' };
import enValidation from './en/validation.json' with { type: 'json' };
import nbEmails from './nb/emails.json' with { type: 'json' };
import nbNotices from './nb/notices.json' with { type: 'json' };
import nbPdf from './nb/pdf.json' with { type: 'json' };
import nbReportPage from './nb/report-page.json' with { type: 'json' };
import nbSms from './nb/sms.json' with { type: 'json' };
import nbValidation from './nb/validation.json' with { type: 'json' };

/*
 * The catalogues written once for client and server, loaded together (the server renders every language; the
 * client loads these files one by one, on demand). A namespace per kind of text: validation messages, the
 * in-app notices (also the body of their e-mail, SMS and push copies), e-mails, SMS, printed documents (PDF) and
 * the pages the server renders itself (the report's first screen, in the words of the client's report view). None shares a name with a
 * client catalogue (client/src/locales), which would hide it.
 */
export const locales = ['en', 'nb'] as const;
export type Locale = (typeof locales)[number];

export const sharedNamespaces = ['validation', 'notices', 'emails', 'sms', 'pdf', 'report-page'] as const;
export type SharedNamespace = (typeof sharedNamespaces)[number];

export const resources = {
  en: {
    validation: enValidation,
    notices: enNotices,
    emails: enEmails,
    sms: enSms,
    pdf: enPdf,
    'report-page': enReportPage,
  },
  nb: {
    validation: nbValidation,
    notices: nbNotices,
    emails: nbEmails,
    sms: nbSms,
    pdf: nbPdf,
    'report-page': nbReportPage,
  },
} as const satisfies Record<Locale, Record<SharedNamespace, object>>;

/** A locale from a stored or sent value: Norwegian when it says so, else English. */
export function localeOf(value: string | null | undefined): Locale {
  return value === 'nb' ? 'nb' : 'en';
}
