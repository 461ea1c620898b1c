import { useCurrentUser } from '../../features/users/api/current-user.ts';
import { hasSessionCookie } from '../../features/users/session/session-cookie.ts';
import { NewsletterPopup, type NewsletterPopupProps } from '../../features/landing/newsletter/newsletter-popup.tsx';

export type BlockFlagProps = Pick<NewsletterPopupProps, 'onBlock'>;

/**
 * Loaded after the popup's 5 s: a visitor is "not subscribed"; a signed-in user's record decides,
 * so the popup waits for the fresh record rather than a stored copy. The block flag's storage comes from the
 * slot (first load), so that code is not downloaded twice.
 */
export default function LandingNewsletterPopup(flag: BlockFlagProps) {
  const signedIn = hasSessionCookie();
  const user = useCurrentUser();
  if (!signedIn) return <NewsletterPopup alreadySubscribed={false} {...flag} />;
  if (!user.isSuccess || user.isPlaceholderData) return null;
  return (
    <NewsletterPopup alreadySubscribed={user.data.newsletterSubscribed} defaultEmail={user.data.email} {...flag} />
  );
}
