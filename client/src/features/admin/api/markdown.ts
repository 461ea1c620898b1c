import { useQuery } from '@tanstack/react-query';
import { adminApi } from '@fleetcare/shared';
import { callApi } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export const previewMarkdown = (markdown: string) => callApi(adminApi.previewMarkdown, { body: { markdown } });

/** Markdown as the blog will show it (the server renders and sanitises it), asked for while the preview shows. */
export function useMarkdownPreview(markdown: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.markdown(markdown),
    queryFn: () => previewMarkdown(markdown),
    enabled: enabled && markdown.trim() !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}
