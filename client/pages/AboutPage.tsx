import {
  aboutHeroCopy,
  inHouseCopy,
  inHouseProjects,
  joinCopy,
  principles,
  principlesCopy,
} from '../content/about';
import { Card } from '../components/ui/Card';
import { CtaBanner } from '../components/ui/CtaBanner';
import { Eyebrow } from '../components/ui/Eyebrow';
import { FeatureCard } from '../components/ui/FeatureCard';
import { Illustration } from '../components/ui/Illustration';
import { PageIntro } from '../components/ui/PageIntro';
import { Section } from '../components/ui/Section';
import { SectionHeading } from '../components/ui/SectionHeading';

export default function AboutPage() {
  return (
    <>
      <PageIntro
        kicker={<Eyebrow>{aboutHeroCopy.eyebrow}</Eyebrow>}
        title={aboutHeroCopy.title}
        image={aboutHeroCopy.image}
      >
        {aboutHeroCopy.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </PageIntro>

      <Section labelledBy="principles-title">
        <SectionHeading
          id="principles-title"
          title={principlesCopy.title}
          intro={principlesCopy.intro}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {principles.map((principle) => (
            <FeatureCard key={principle.title} {...principle} />
          ))}
        </ul>
      </Section>

      <Section labelledBy="in-house-title" tone="paper">
        <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading
              id="in-house-title"
              title={inHouseCopy.title}
              intro={inHouseCopy.intro}
              align="start"
            />
            <ul className="mt-8 space-y-5">
              {inHouseProjects.map((project) => (
                <li key={project.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="mt-2.5 size-2 flex-none rounded-full bg-primary"
                  />
                  <p className="text-ink-muted">
                    <strong className="font-semibold text-primary-dark">{project.title}</strong>{' '}
                    {project.description}
                  </p>
                </li>
              ))}
            </ul>
          </div>
          <div className="grid grid-cols-2 gap-4 sm:gap-6">
            {inHouseCopy.images.map((image, index) => (
              <Card key={image.src} className={`p-3 sm:p-4 ${index === 1 ? 'mt-12' : 'mb-12'}`}>
                <Illustration src={image.src} alt={image.alt} />
              </Card>
            ))}
          </div>
        </div>
      </Section>

      <Section labelledBy="join-title">
        <CtaBanner
          titleId="join-title"
          title={joinCopy.title}
          lead={joinCopy.mission}
          text={joinCopy.text}
          action={joinCopy.action}
        />
      </Section>
    </>
  );
}
