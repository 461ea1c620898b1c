import { t, type Locale } from './i18n.ts';

/** Escapes text for HTML e-mail bodies. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

interface LayoutInput {
  /** The recipient's language: the caller's text is in it, and the layout's few words follow it. */
  locale?: Locale;
  preheader: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

/**
 * The one e-mail layout: table-based (what e-mail clients render reliably), inline styles, a plain-text twin, and
 * the action link also written out in full for clients that block buttons.
 */
export function renderEmail(input: LayoutInput & { subject: string }): EmailContent {
  const locale = input.locale ?? 'en';
  const copyLink = t(locale, 'emails:layout.copyLink');
  const support = t(locale, 'emails:layout.support');
  const paragraphs = input.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1e293b">${escapeHtml(p)}</p>`)
    .join('');
  const action = input.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:8px;background:#0f6b3e"><a href="${escapeHtml(input.action.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none">${escapeHtml(input.action.label)}</a></td></tr></table><p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#64748b">${escapeHtml(copyLink)}<br><a href="${escapeHtml(input.action.url)}" style="color:#0f6b3e;word-break:break-all">${escapeHtml(input.action.url)}</a></p>`
    : '';
  const footnote = input.footnote
    ? `<p style="margin:0;font-size:13px;line-height:20px;color:#64748b">${escapeHtml(input.footnote)}</p>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(input.subject)}</title></head><body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif"><span style="display:none;max-height:0;overflow:hidden">${escapeHtml(input.preheader)}</span><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 12px"><tr><td align="center"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden"><tr><td style="background:#0f5132;padding:20px 24px;font-size:20px;font-weight:bold;color:#ffffff">FleetCare</td></tr><tr><td style="padding:28px 24px"><h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#0f172a">${escapeHtml(input.heading)}</h1>${paragraphs}${action}${footnote}</td></tr><tr><td style="padding:16px 24px;background:#f8fafc;font-size:12px;line-height:18px;color:#64748b">FleetCare Technologies Ltd, 12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria. ${escapeHtml(support)}</td></tr></table></td></tr></table></body></html>`;
  const text = [
    input.heading,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    ...(input.footnote ? [input.footnote, ''] : []),
    '-- ',
    'FleetCare Technologies Ltd, 12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria',
  ].join('\n');
  return { subject: input.subject, html, text };
}
