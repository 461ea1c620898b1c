import express from 'express';
import { socialLoginSchema, usersApi } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { requestMeta } from '../../../lib/http/request-meta.ts';
import { route } from '../../../lib/http/route.ts';
import { loginOutcomeAnswer } from './auth.router.ts';
import { socialLogin, socialProviders } from './social.service.ts';

/** Sign-in with a token from a provider's button (Google, Facebook, Apple), and which providers are on. */
export function socialRouter(deps: AppDeps) {
  const router = express.Router();

  route(router, usersApi.socialProviders, () => ({ data: socialProviders(deps.config) }));

  route(router, usersApi.socialMediaLogin, async (req, res, input) => {
    const body = await input.body(socialLoginSchema);
    return loginOutcomeAnswer(deps, res, await socialLogin(deps, body, requestMeta(req)));
  });

  return router;
}
