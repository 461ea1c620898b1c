import type { UnreadMessagesDto } from '@fleetcare/shared';

/** UPDATE_NO_OF_ALL_UNREAD_MESSAGES: unread chat messages by kind of room; zero until chat lands. */
export async function getUnreadMessageCounts(_userId: string): Promise<UnreadMessagesDto> {
  return { oneToOne: 0, orderCustomer: 0, orderInspector: 0 };
}
