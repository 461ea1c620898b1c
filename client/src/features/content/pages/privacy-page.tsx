import { LegalPage } from '../components/legal-page.tsx';

export function PrivacyPage() {
  return <LegalPage page="privacy" />;
}

export default PrivacyPage;
