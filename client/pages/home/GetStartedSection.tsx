import { getStartedCopy, getStartedSectionId, steps } from '../../content/home';
import { CtaBanner } from '../../components/ui/CtaBanner';
import { Section } from '../../components/ui/Section';
import { SectionHeading } from '../../components/ui/SectionHeading';
import { StepList } from '../../components/ui/StepList';

/** Target of the hero's Get Started link; focusable so the jump moves focus here. */
export function GetStartedSection() {
  return (
    <Section
      id={getStartedSectionId}
      tabIndex={-1}
      labelledBy="get-started-title"
      className="scroll-mt-16 md:scroll-mt-20"
    >
      <SectionHeading
        id="get-started-title"
        title={getStartedCopy.title}
        intro={getStartedCopy.intro}
      />
      <div className="mt-12 md:mt-16">
        <StepList steps={steps} />
      </div>
      <div className="mt-16">
        <CtaBanner titleId="get-started-cta-title" titleAs="h3" {...getStartedCopy.cta} />
      </div>
    </Section>
  );
}
