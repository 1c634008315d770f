import { CoreServicesSection } from './home/CoreServicesSection';
import { GetStartedSection } from './home/GetStartedSection';
import { HomeHero } from './home/HomeHero';
import { TestimonialsSection } from './home/TestimonialsSection';
import { WhyChooseSection } from './home/WhyChooseSection';

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <CoreServicesSection />
      <WhyChooseSection />
      <TestimonialsSection />
      <GetStartedSection />
    </>
  );
}
