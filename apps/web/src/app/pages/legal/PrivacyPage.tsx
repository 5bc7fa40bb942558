import { LegalPage } from './LegalPage';

/** The privacy statement, readable without a session. */
export default function PrivacyPage() {
  return <LegalPage document="privacy" />;
}
