import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Tabs } from '../../../ui/tabs';

export type GrowthView = 'medewerker' | 'bedrijven';

const TABS = [
  { id: 'medewerker' as const, label: 'Per medewerker' },
  { id: 'bedrijven' as const, label: 'Per bedrijf' },
];
const PATHS: Record<GrowthView, string> = { medewerker: '/groei-tracking', bedrijven: '/groei-tracking/bedrijven' };

/** The two growth views as tabs: the HR manager's employee timeline and the analysts' company months. */
export function GrowthTabs({ active, children }: { active: GrowthView; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <>
      <Tabs label="Groei tracking" tabs={TABS} active={active} onChange={(id) => navigate(PATHS[id])} idPrefix="groei" />
      <div id="groei-panel" role="tabpanel" aria-labelledby={`groei-tab-${active}`}>
        {children}
      </div>
    </>
  );
}
