import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import {
  NOTIFICATIONS_PAGE_LIMIT,
  notificationsApi,
  type JobNotificationDto,
  type NotificationDto,
  type Page,
} from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { withClicked } from '../notification-paths.ts';
import { notificationKeys } from './notification-keys.ts';

export const fetchMyNotifications = (page: number, limit: number = NOTIFICATIONS_PAGE_LIMIT) =>
  callApi(notificationsApi.getMyNotifications, { query: { page, limit } });

export const markNotificationClickedOverHttp = (id: string) =>
  callApi(notificationsApi.markAsClicked, {
    params: { id },
  });

/** /notifications: the user's notifications, newest first, 10 at a time ("Load more"). */
export function useMyNotifications() {
  return useInfiniteQuery({
    queryKey: notificationKeys.myList(),
    queryFn: ({ pageParam }) => fetchMyNotifications(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });
}

/** The cached pages with one notification shown as clicked. */
export function pagesWithClicked<P>(
  data: InfiniteData<Page<NotificationDto>, P> | undefined,
  id: string,
): InfiniteData<Page<NotificationDto>, P> | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: withClicked(page.items, id) })) };
}

/** One job notification by id; null when it is not the caller's, does not exist or is not a job offer. */
export async function findJobNotification(id: string): Promise<JobNotificationDto | null> {
  try {
    const found = await callApi(notificationsApi.getNotification, { params: { id } });
    return found.kind === 'job' ? found : null;
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED')) return null;
    throw error;
  }
}

export function useJobNotification(id: string) {
  return useQuery({
    queryKey: notificationKeys.one(id),
    queryFn: () => findJobNotification(id),
    enabled: id !== '',
    staleTime: 0,
  });
}
