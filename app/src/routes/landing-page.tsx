import { LandingContent } from '../features/landing/components/landing-content';
import { useDocumentTitle } from '../lib/use-document-title';

export function LandingPage() {
  useDocumentTitle('POP-gesprekken voor HR managers');
  return <LandingContent />;
}
