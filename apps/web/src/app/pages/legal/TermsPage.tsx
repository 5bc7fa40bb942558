import { LegalPage } from './LegalPage';

/** The conditions of use, readable without a session. */
export default function TermsPage() {
  return <LegalPage document="terms" />;
}
