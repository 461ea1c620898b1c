import { useMutation } from '@tanstack/react-query';
import { contentApi, type NewsletterDto, type UnsubscribeInput } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';

export function unsubscribeFromNewsletter(input: UnsubscribeInput): Promise<NewsletterDto> {
  return callApi(contentApi.unsubscribeFromNewsletter, { body: input });
}

export function useUnsubscribeFromNewsletter() {
  return useMutation({ mutationFn: unsubscribeFromNewsletter });
}
