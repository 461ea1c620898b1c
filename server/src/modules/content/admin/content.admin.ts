import type { AdminContribution } from '../../admin/index.ts';
import { blogPostsResource } from './blog-posts.admin.ts';
import { callRequestsNotCalled, callRequestsResource } from './call-requests.admin.ts';
import { faqEntriesResource } from './faq.admin.ts';
import { newsletterSubscribersResource } from './newsletter.admin.ts';

/** The content module's part of the admin panel: call requests, the newsletter, the blog and the FAQ. */
export const contentAdmin: AdminContribution = {
  resources: [callRequestsResource, newsletterSubscribersResource, blogPostsResource, faqEntriesResource],
  counters: [callRequestsNotCalled],
};
