import { BenefitsSection } from './benefits-section';
import { CtaSection } from './cta-section';
import { FeatureCards } from './feature-cards';
import { GrowthSection } from './growth-section';
import { HeroSection } from './hero-section';
import { SmartSection } from './smart-section';
import './landing.css';
import './landing-preview.css';
import './landing-cards.css';
import './landing-growth.css';
import './landing-cta.css';

export function LandingContent() {
  return (
    <div className="landing">
      <HeroSection />
      <FeatureCards />
      <GrowthSection />
      <SmartSection />
      <BenefitsSection />
      <CtaSection />
    </div>
  );
}
