import { whyChooseCards, whyChooseCopy } from '../../content/home';
import { Card } from '../../components/ui/Card';
import { FeatureCard } from '../../components/ui/FeatureCard';
import { Illustration } from '../../components/ui/Illustration';
import { Section } from '../../components/ui/Section';
import { SectionHeading } from '../../components/ui/SectionHeading';

export function WhyChooseSection() {
  return (
    <Section labelledBy="why-choose-title">
      <div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="grid grid-cols-2 content-start gap-4 sm:gap-6 lg:col-span-5 lg:grid-cols-1">
          {whyChooseCopy.images.map((image, index) => (
            <Card key={image.src} className={`p-3 sm:p-4 ${index === 1 ? 'lg:ml-16' : 'lg:mr-16'}`}>
              <Illustration src={image.src} alt={image.alt} />
            </Card>
          ))}
        </div>
        <div className="lg:col-span-7">
          <SectionHeading
            id="why-choose-title"
            title={whyChooseCopy.title}
            intro={whyChooseCopy.intro}
            align="start"
          />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2">
            {whyChooseCards.map((card) => (
              <FeatureCard key={card.title} {...card} />
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
