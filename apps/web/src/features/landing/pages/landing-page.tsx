import { SiteFooter } from '../../../components/site-footer';
import { AchievementsShowcase } from '../components/achievements-showcase';
import { ClosingCta } from '../components/closing-cta';
import { CreateQuizSteps } from '../components/create-quiz-steps';
import { HeroSection, LandingHeader } from '../components/hero-section';
import { HowItWorks } from '../components/how-it-works';
import { InteractiveExperience } from '../components/interactive-experience';
import { MoreFeaturesPanel } from '../components/more-features-panel';
import { PopularQuizzes } from '../components/popular-quizzes';
import { StatsSection } from '../components/stats-section';
import { Testimonials } from '../components/testimonials';

export function LandingPage() {
  return (
    <div className="min-h-screen bg-gradient-to-br from-brand-50 via-white to-violet-50">
      <LandingHeader />
      <main>
        <HeroSection />
        <HowItWorks />
        <PopularQuizzes />
        <CreateQuizSteps />
        <InteractiveExperience />
        <AchievementsShowcase />
        <Testimonials />
        <StatsSection />
        {/* Low on the page on purpose: it appears after 60% of the scroll, before the visitor reaches it. */}
        <MoreFeaturesPanel />
        <ClosingCta />
      </main>
      <SiteFooter />
    </div>
  );
}
