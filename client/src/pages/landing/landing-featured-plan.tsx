import type { ReactNode } from 'react';
import { hasSessionCookie } from '../../features/users/session/session-cookie.ts';
import { FeaturedPlan } from '../../features/subscriptions/components/featured-plan.tsx';

/** Loaded when the Subscriptions section nears the viewport: the plan, and whether Add to cart may save it. */
export default function LandingFeaturedPlan({ placeholder }: { placeholder: ReactNode }) {
  return <FeaturedPlan signedIn={hasSessionCookie()} placeholder={placeholder} />;
}
