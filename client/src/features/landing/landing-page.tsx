import { Box } from '@chakra-ui/react';
import { Navigate } from 'react-router';
import { PublicHeader } from '../../components/navigation/public-header.tsx';
import { usePageHeading } from '../../components/use-page-heading.ts';
import { useAuthSession } from '../../lib/auth-session.tsx';
import { dashboardOf } from '../../lib/paths.ts';
import { CallToActionSection } from './call-to-action-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { LandingStats } from './landing-stats.tsx';
import { PromisesSection } from './promises-section.tsx';
import { SiteFooter } from './site-footer.tsx';
import { StepsSection } from './steps-section.tsx';

/** Home page. A signed-in visitor (even one only restored from storage) goes straight to their dashboard. */
export function LandingPage() {
  const { user } = useAuthSession();
  usePageHeading('Psicologia online');
  if (user) return <Navigate to={dashboardOf[user.role]} replace />;

  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <PublicHeader />
      <Box as="main" flex="1">
        <HeroSection />
        <PromisesSection />
        <LandingStats />
        <StepsSection />
        <CallToActionSection />
      </Box>
      <SiteFooter />
    </Box>
  );
}
