import { LegalPage } from '../components/legal-page.tsx';

export function TermsPage() {
  return <LegalPage page="terms" />;
}

export default TermsPage;
