/**
 * The sign-in, sign-up, e-mail confirmation and password screens, each loaded on its own. The route table reaches
 * them through this small module, so the lists of files each screen needs sit here and not in the JavaScript every
 * page loads first (the landing page's budget counts each kilobyte).
 */
export const accountScreens = {
  login: () => import('../../features/users/pages/login-page.tsx'),
  signup: () => import('../../features/users/pages/signup-page.tsx'),
  requestConfirmationEmail: () => import('../../features/users/pages/request-confirmation-email-page.tsx'),
  resetPassword: () => import('../../features/users/pages/reset-password-page.tsx'),
  enterNewPassword: () => import('../../features/users/pages/enter-new-password-page.tsx'),
  businessRegister: () => import('../../features/users/pages/business-register-page.tsx'),
  confirmEmail: () => import('../../features/users/pages/confirm-email-page.tsx'),
  sentPasswordReset: () => import('../../features/users/pages/sent-password-reset-page.tsx'),
};
