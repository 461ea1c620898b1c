import { defineApi, returns, schema } from '../http/api.ts';
import type { Page } from '../http/envelope.ts';
import type {
  BlogPostDto,
  BlogPostSummaryDto,
  CallRequestDto,
  FaqTopicDto,
  IpLookupDto,
  NewsletterDto,
} from './content.dto.ts';
import type {
  blogIdParamsSchema,
  blogListQuerySchema,
  faqQuerySchema,
  localeQuerySchema,
  newsletterSchema,
  pageViewSchema,
  unsubscribeSchema,
} from './content.schemas.ts';
import type { callRequestSchema } from './call-request.schemas.ts';

/** Public site calls: help, blog, newsletter, request-a-call, locale, analytics. */
export const contentApi = defineApi({
  getAllFaq: {
    method: 'GET',
    path: '/users/get-all-faq',
    query: schema<typeof faqQuerySchema>(),
    response: returns<FaqTopicDto[]>(),
  },
  createCallRequest: {
    method: 'POST',
    path: '/users/create_call_request',
    body: schema<typeof callRequestSchema>(),
    response: returns<CallRequestDto>(),
  },
  ipLookUp: { method: 'GET', path: '/users/ipLookUp', response: returns<IpLookupDto>() },
  getBlogPosts: {
    method: 'GET',
    path: '/blog-posts/get-blog-posts',
    query: schema<typeof blogListQuerySchema>(),
    response: returns<Page<BlogPostSummaryDto>>(),
  },
  /** Accepts the post's id or its slug. */
  getBlog: {
    method: 'GET',
    path: '/blog-posts/get-blog/:id',
    params: schema<typeof blogIdParamsSchema>(),
    query: schema<typeof localeQuerySchema>(),
    response: returns<BlogPostDto>(),
  },
  subscribeToNewsletter: {
    method: 'POST',
    path: '/newsletters/subscribe-to-newsletter',
    body: schema<typeof newsletterSchema>(),
    response: returns<NewsletterDto>(),
  },
  unsubscribeFromNewsletter: {
    method: 'POST',
    path: '/newsletters/unsubscribe-from-newsletter',
    body: schema<typeof unsubscribeSchema>(),
    response: returns<NewsletterDto>(),
  },
  /** First-party page-view counting (not in the older spec). */
  recordPageView: {
    method: 'POST',
    path: '/analytics/page-view',
    body: schema<typeof pageViewSchema>(),
    response: returns<{ recorded: boolean }>(),
  },
});
