import express from 'express';
import {
  blogIdParamsSchema,
  blogListQuerySchema,
  callRequestSchema,
  contentApi,
  faqQuerySchema,
  localeQuerySchema,
  newsletterSchema,
  pageViewSchema,
  unsubscribeSchema,
} from '@fleetcare/shared';
import type { AppDeps } from '../../deps.ts';
import { privateFor, publicFor } from '../../lib/http/cache.ts';
import { requestMeta } from '../../lib/http/request-meta.ts';
import { route } from '../../lib/http/route.ts';
import { optionalAuth } from '../../lib/session/session.middleware.ts';
import { getBlogPost, listBlogPosts } from './blog.service.ts';
import { CALL_REQUEST_RECEIVED, createCallRequest } from './call-requests.service.ts';
import { getFaq } from './faq.service.ts';
import { lookUpIp } from './locale.service.ts';
import { subscribe, unsubscribe } from './newsletter.service.ts';
import { recordPageView } from './page-views.service.ts';

/** A visitor's guessed country and language change rarely: the browser keeps them a day. */
const ipLookupCache = privateFor(86400);

/**
 * The blog and the help articles change when an admin writes, publishes or takes one down: browsers and proxies
 * may keep an answer for a minute, no longer, so a page loaded a minute after the change shows it.
 */
const editedContent = publicFor(60);

export function contentRouter(deps: AppDeps) {
  const router = express.Router();
  const maybeAuth = optionalAuth(deps);

  route(router, contentApi.getAllFaq, async (_req, res, input) => {
    const query = await input.query(faqQuerySchema);
    editedContent(res);
    return { data: await getFaq(deps, query.locale, query.q) };
  });

  route(router, contentApi.getBlogPosts, async (_req, res, input) => {
    const query = await input.query(blogListQuerySchema);
    editedContent(res);
    return { data: await listBlogPosts(deps, query) };
  });

  route(router, contentApi.getBlog, async (_req, res, input) => {
    const { id } = await input.params(blogIdParamsSchema);
    const { locale } = await input.query(localeQuerySchema);
    editedContent(res);
    return { data: await getBlogPost(deps, id, locale) };
  });

  route(router, contentApi.createCallRequest, maybeAuth, async (req, _res, input) => {
    const body = await input.body(callRequestSchema);
    const data = await createCallRequest(deps, body, { ...requestMeta(req), userId: req.auth?.user.id ?? null });
    return { data, status: 201, message: CALL_REQUEST_RECEIVED };
  });

  route(router, contentApi.ipLookUp, { cache: ipLookupCache }, async (req) => {
    return { data: await lookUpIp(deps, requestMeta(req).ip) };
  });

  route(router, contentApi.subscribeToNewsletter, maybeAuth, async (req, _res, input) => {
    const body = await input.body(newsletterSchema);
    const result = await subscribe(deps, body, { ...requestMeta(req), userId: req.auth?.user.id ?? null });
    return {
      data: result.dto,
      message: result.alreadySubscribed
        ? 'You are already subscribed to the FleetCare newsletter.'
        : 'Thank you for subscribing to the FleetCare newsletter.',
    };
  });

  route(router, contentApi.unsubscribeFromNewsletter, async (_req, _res, input) => {
    const body = await input.body(unsubscribeSchema);
    return { data: await unsubscribe(deps, body), message: 'You are unsubscribed. We will not send you newsletters.' };
  });

  route(router, contentApi.recordPageView, maybeAuth, async (req, _res, input) => {
    const body = await input.body(pageViewSchema);
    const recorded = await recordPageView(deps, body, { ...requestMeta(req), signedIn: !!req.auth });
    return { data: { recorded } };
  });

  return router;
}
