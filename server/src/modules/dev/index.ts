export { mailboxRouter } from './mailbox.router.ts';
export { MAILBOX_PATH } from './mailbox.view.ts';
export type { MailboxItemDto } from './mailbox.mapper.ts';
