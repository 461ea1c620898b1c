import { LegalPage } from '../components/legal-page.tsx';

export function CookiePolicyPage() {
  return <LegalPage page="cookiePolicy" />;
}

export default CookiePolicyPage;
