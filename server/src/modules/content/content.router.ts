import express from 'express';
import {
  blogListQuerySchema,
  callRequestSchema,
  contentApi,
  faqQuerySchema,
  localeQuerySchema,
  newsletterSchema,
  pageViewSchema,
  unsubscribeSchema,
} from '@fleetcare/shared';
import * as yup from 'yup';
import type { AppDeps } from '../../deps.ts';
import { requestMeta } from '../../lib/http/request-meta.ts';
import { sendData, sendPage } from '../../lib/http/respond.ts';
import { parse } from '../../lib/http/validate.ts';
import { optionalAuth } from '../users/index.ts';
import { getBlogPost, listBlogPosts } from './blog.service.ts';
import { CALL_REQUEST_RECEIVED, createCallRequest } from './call-requests.service.ts';
import { getFaq } from './faq.service.ts';
import { lookUpIp } from './locale.service.ts';
import { subscribe, unsubscribe } from './newsletter.service.ts';
import { recordPageView } from './page-views.service.ts';

const idParams = yup.object({ id: yup.string().trim().required().max(120) });
const publicCache = 'public, max-age=300, stale-while-revalidate=3600';

export function contentRouter(deps: AppDeps) {
  const router = express.Router();
  const maybeAuth = optionalAuth(deps);

  router.get(contentApi.getAllFaq.path, async (req, res) => {
    const query = await parse(faqQuerySchema, req.query);
    res.setHeader('Cache-Control', publicCache);
    sendData(res, await getFaq(deps, query.locale, query.q));
  });

  router.get(contentApi.getBlogPosts.path, async (req, res) => {
    const query = await parse(blogListQuerySchema, req.query);
    res.setHeader('Cache-Control', publicCache);
    sendPage(res, await listBlogPosts(deps, query));
  });

  router.get(contentApi.getBlog.path, async (req, res) => {
    const { id } = await parse(idParams, req.params);
    const { locale } = await parse(localeQuerySchema, req.query);
    res.setHeader('Cache-Control', publicCache);
    sendData(res, await getBlogPost(deps, id, locale));
  });

  router.post(contentApi.createCallRequest.path, maybeAuth, async (req, res) => {
    const input = await parse(callRequestSchema, req.body);
    const data = await createCallRequest(deps, input, { ...requestMeta(req), userId: req.auth?.user.id ?? null });
    sendData(res, data, { status: 201, message: CALL_REQUEST_RECEIVED });
  });

  router.get(contentApi.ipLookUp.path, async (req, res) => {
    res.setHeader('Cache-Control', 'private, max-age=86400');
    sendData(res, await lookUpIp(deps, requestMeta(req).ip));
  });

  router.post(contentApi.subscribeToNewsletter.path, maybeAuth, async (req, res) => {
    const input = await parse(newsletterSchema, req.body);
    const result = await subscribe(deps, input, { ...requestMeta(req), userId: req.auth?.user.id ?? null });
    sendData(res, result.dto, {
      message: result.alreadySubscribed
        ? 'You are already subscribed to the FleetCare newsletter.'
        : 'Thank you for subscribing to the FleetCare newsletter.',
    });
  });

  router.post(contentApi.unsubscribeFromNewsletter.path, async (req, res) => {
    const input = await parse(unsubscribeSchema, req.body);
    sendData(res, await unsubscribe(deps, input), {
      message: 'You are unsubscribed. We will not send you newsletters.',
    });
  });

  router.post(contentApi.recordPageView.path, maybeAuth, async (req, res) => {
    const input = await parse(pageViewSchema, req.body);
    const recorded = await recordPageView(deps, input, { ...requestMeta(req), signedIn: !!req.auth });
    sendData(res, { recorded });
  });

  return router;
}
