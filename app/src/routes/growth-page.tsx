import type { ReactNode } from 'react';
import { GrowthTabs, type GrowthView } from '../features/growth/components/growth-tabs';
import { useDocumentTitle } from '../lib/use-document-title';

/** One tab of growth tracking under its tab bar. */
export function GrowthPage({ view, title, children }: { view: GrowthView; title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return <GrowthTabs active={view}>{children}</GrowthTabs>;
}
