// The e-mail layout is shared by every module; it lives in lib/email-layout.ts.
export { escapeHtml, renderEmail, type EmailContent } from '../../../../lib/email-layout.ts';
