import type { OutboxRow } from '../../adapters/outbox/outbox.repository.ts';

/**
 * The developer mailbox as plain server-rendered HTML: no scripts (the app's CSP allows none inline), inline
 * styles only, readable on a phone. Everything that comes from a message is escaped; an e-mail's own HTML is
 * shown in a sandboxed iframe (srcdoc), whose links open in the whole tab.
 */
export const MAILBOX_PATH = '/dev/mailbox';

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Escaped text with its http(s) addresses turned into links. */
function linkify(text: string): string {
  const url = /https?:\/\/[^\s<>"']+/g;
  let html = '';
  let last = 0;
  for (const match of text.matchAll(url)) {
    const start = match.index;
    html += escape(text.slice(last, start));
    html += `<a href="${escape(match[0])}">${escape(match[0])}</a>`;
    last = start + match[0].length;
  }
  return html + escape(text.slice(last));
}

function time(date: Date): string {
  return `<time datetime="${date.toISOString()}">${date.toISOString().slice(0, 19).replace('T', ' ')} UTC</time>`;
}

const channelName = (row: OutboxRow) => (row.channel === 'sms' ? 'SMS' : 'E-mail');

function firstLine(row: OutboxRow): string {
  return row.subject ?? row.textBody.split('\n').find((line) => line.trim()) ?? '';
}

const styles = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0f172a;background:#f1f5f9}
  header,main{max-width:60rem;margin:0 auto;padding:1rem}
  header{padding-bottom:0}
  h1{font-size:1.4rem;margin:.25rem 0}
  h1 a{color:inherit;text-decoration:none}
  p.note{margin:.25rem 0 1rem;color:#475569;font-size:.9rem}
  form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
  input{flex:1 1 14rem;min-width:0;padding:.6rem .75rem;font:inherit;border:1px solid #94a3b8;border-radius:.5rem}
  button{padding:.6rem 1rem;font:inherit;border:0;border-radius:.5rem;background:#0f6b3e;color:#fff}
  a{color:#0f6b3e}
  ol{list-style:none;margin:0;padding:0}
  li{margin:0 0 .5rem}
  li>a{display:flex;flex-wrap:wrap;gap:.25rem .75rem;padding:.75rem;background:#fff;border-radius:.75rem;color:inherit;text-decoration:none;border:1px solid #e2e8f0}
  li>a:hover,li>a:focus{border-color:#0f6b3e}
  .tag{font-size:.8rem;padding:0 .5rem;border-radius:999px;background:#dcfce7;color:#14532d}
  .tag.sms{background:#e0e7ff;color:#312e81}
  .muted{color:#64748b;font-size:.85rem}
  .who{font-weight:600;word-break:break-all}
  .what{flex-basis:100%}
  dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;background:#fff;padding:1rem;border-radius:.75rem;margin:0 0 1rem}
  dt{color:#64748b}
  dd{margin:0;word-break:break-word}
  h2{font-size:1.1rem;margin:1.25rem 0 .5rem}
  iframe{width:100%;height:70vh;min-height:24rem;border:1px solid #cbd5e1;border-radius:.75rem;background:#fff}
  pre{white-space:pre-wrap;word-break:break-word;background:#fff;padding:1rem;border-radius:.75rem;border:1px solid #e2e8f0;margin:0}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title><style>${styles}</style></head><body>${body}</body></html>`;
}

const intro = `<p class="note">Every e-mail and SMS the app has sent, newest first (the last 100). Development only: this page does not exist in production.</p>`;

export function renderMailboxList(rows: OutboxRow[], to: string | undefined): string {
  const items = rows
    .map(
      (row) =>
        `<li><a href="${MAILBOX_PATH}/${escape(row.id)}"><span class="tag${row.channel === 'sms' ? ' sms' : ''}">${channelName(row)}</span><span class="who">${escape(row.recipient)}</span><span class="muted">${time(row.createdAt)} · ${escape(row.template)}</span><span class="what">${escape(firstLine(row))}</span></a></li>`,
    )
    .join('');
  const empty = `<p>No messages${to ? ` to ${escape(to)}` : ''} yet.</p>`;
  return page(
    'Mailbox · FleetCare (development)',
    `<header><h1><a href="${MAILBOX_PATH}">Developer mailbox</a></h1>${intro}<form method="get" action="${MAILBOX_PATH}"><label class="muted" for="to">Recipient</label><input id="to" name="to" type="search" value="${escape(to ?? '')}" placeholder="amaka@example.com or +2348031234567"><button type="submit">Filter</button>${to ? `<a href="${MAILBOX_PATH}">Show all</a>` : ''}</form></header><main>${rows.length > 0 ? `<ol>${items}</ol>` : empty}</main>`,
  );
}

/** The e-mail's HTML with its links opening in the whole tab (the app's pages refuse to be framed). */
function framed(html: string): string {
  const base = '<base target="_top">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`) : `${base}${html}`;
}

export function renderMailboxMessage(row: OutboxRow): string {
  const facts: [string, string][] = [
    ['Channel', channelName(row)],
    ['To', escape(row.recipient)],
    ...(row.subject ? ([['Subject', escape(row.subject)]] as [string, string][]) : []),
    ['Template', escape(row.template)],
    ['Created', time(row.createdAt)],
    ['Status', escape(`${row.status} (${row.provider})`)],
    ...(row.error ? ([['Error', escape(row.error)]] as [string, string][]) : []),
  ];
  const details = `<dl>${facts.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('')}</dl>`;
  const html = row.htmlBody
    ? `<h2>E-mail</h2><iframe title="The e-mail as HTML" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" referrerpolicy="no-referrer" srcdoc="${escape(framed(row.htmlBody))}"></iframe>`
    : '';
  const text = `<h2>${row.channel === 'sms' ? 'Text message' : 'Text version'}</h2><pre>${linkify(row.textBody)}</pre>`;
  return page(
    `${row.subject ?? firstLine(row)} · Mailbox`,
    `<header><p><a href="${MAILBOX_PATH}?to=${escape(encodeURIComponent(row.recipient))}">← All messages to ${escape(row.recipient)}</a> · <a href="${MAILBOX_PATH}">Mailbox</a></p><h1>${escape(firstLine(row))}</h1></header><main>${details}${html}${text}</main>`,
  );
}

export function renderMailboxNotFound(): string {
  return page(
    'Not found · Mailbox',
    `<header><h1>No such message</h1></header><main><p>It may belong to another database. <a href="${MAILBOX_PATH}">Back to the mailbox</a></p></main>`,
  );
}
