import { useMutation } from '@tanstack/react-query';
import { contentApi, type NewsletterDto, type NewsletterInput, type SuccessEnvelope } from '@fleetcare/shared';
import { http } from '../../../lib/api-client.ts';

/**
 * POST /newsletters/subscribe-to-newsletter. Spec point 7: "the response message is shown", so this keeps the
 * envelope's message, which callApi drops.
 */
export async function subscribeToNewsletter(
  input: NewsletterInput,
): Promise<{ subscription: NewsletterDto; message: string | undefined }> {
  const { method, path } = contentApi.subscribeToNewsletter;
  const response = await http.request<SuccessEnvelope<NewsletterDto>>({ method, url: path, data: input });
  return { subscription: response.data.data, message: response.data.message };
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
