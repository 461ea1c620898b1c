import { defineApi } from '../http/api.ts';

/** Public site calls: help, blog, newsletter, request-a-call, locale, analytics. */
export const contentApi = defineApi({
  getAllFaq: { method: 'GET', path: '/users/get-all-faq' },
  createCallRequest: { method: 'POST', path: '/users/create_call_request' },
  ipLookUp: { method: 'GET', path: '/users/ipLookUp' },
  getBlogPosts: { method: 'GET', path: '/blog-posts/get-blog-posts' },
  /** Accepts the post's id or its slug. */
  getBlog: { method: 'GET', path: '/blog-posts/get-blog/:id' },
  subscribeToNewsletter: { method: 'POST', path: '/newsletters/subscribe-to-newsletter' },
  unsubscribeFromNewsletter: { method: 'POST', path: '/newsletters/unsubscribe-from-newsletter' },
  /** First-party page-view counting (not in the older spec). */
  recordPageView: { method: 'POST', path: '/analytics/page-view' },
});
