import express from 'express';
import { socialLoginSchema, usersApi, type SocialProvidersDto } from '@fleetcare/shared';
import type { AppDeps } from '../../../deps.ts';
import { requestMeta } from '../../../lib/http/request-meta.ts';
import { sendData } from '../../../lib/http/respond.ts';
import { parse } from '../../../lib/http/validate.ts';
import { sendLoginOutcome } from './auth.router.ts';
import { socialLogin, socialProviders } from './social.service.ts';

/** Sign-in with a token from a provider's button (Google, Facebook, Apple), and which providers are on. */
export function socialRouter(deps: AppDeps) {
  const router = express.Router();

  router.get(usersApi.socialProviders.path, (_req, res) => {
    const data: SocialProvidersDto = socialProviders(deps.config);
    sendData(res, data);
  });

  router.post(usersApi.socialMediaLogin.path, async (req, res) => {
    const input = await parse(socialLoginSchema, req.body);
    await sendLoginOutcome(deps, res, await socialLogin(deps, input, requestMeta(req)));
  });

  return router;
}
