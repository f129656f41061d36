import { TrendWizard } from '../features/ai/components/trend-wizard';
import { useDocumentTitle } from '../lib/use-document-title';

export function AiTrendanalysePage() {
  useDocumentTitle('AI Trendanalyse');
  return <TrendWizard />;
}
