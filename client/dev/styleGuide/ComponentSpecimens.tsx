import type { UseFormRegisterReturn } from 'react-hook-form';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { buttonClassName, type ButtonVariant } from '../../components/ui/buttonStyles';
import { Card } from '../../components/ui/Card';
import { CheckList } from '../../components/ui/CheckList';
import { Eyebrow } from '../../components/ui/Eyebrow';
import { FeatureCard } from '../../components/ui/FeatureCard';
import { SectionHeading } from '../../components/ui/SectionHeading';
import { ServiceCard } from '../../components/ui/ServiceCard';
import { StarRating } from '../../components/ui/StarRating';
import { TestimonialCard } from '../../components/ui/TestimonialCard';
import { MailLink, TextLink } from '../../components/ui/TextLink';
import { company } from '../../content/company';
import { whyChooseCards } from '../../content/home';
import { services } from '../../content/services';
import { ratingLabel, testimonialRating, testimonials } from '../../content/testimonials';
import { TermsCheckbox } from '../../features/contact/TermsCheckbox';
import { TextField } from '../../features/contact/TextField';
import { drawerSpecimenPath } from './paths';
import { Specimen, SpecimenGrid, type ForcedState } from './Specimen';

const states: { label: string; state?: ForcedState }[] = [
  { label: 'default' },
  { label: 'hover', state: 'hover' },
  { label: 'focus-visible', state: 'focus-visible' },
  { label: 'active', state: 'active' },
];

const buttonVariants: { variant: ButtonVariant; onDark: boolean }[] = [
  { variant: 'primary', onDark: false },
  { variant: 'dark', onDark: false },
  { variant: 'outline', onDark: false },
  { variant: 'primary', onDark: true },
  { variant: 'outlineOnDark', onDark: true },
];

/** What react-hook-form hands a field, inert: the specimens are markup, not a form. */
function registration(name: string): UseFormRegisterReturn {
  const ignore = async () => undefined;
  return { name, onChange: ignore, onBlur: ignore, ref: () => undefined };
}

export function Buttons() {
  return (
    <>
      <SectionHeading id="buttons" title="Buttons" align="start" />
      {buttonVariants.map(({ variant, onDark }) => (
        <SpecimenGrid key={`${variant}-${onDark}`}>
          {states.map(({ label, state }) => (
            <Specimen
              key={label}
              label={`${variant}${onDark ? ' on dark' : ''}, ${label}`}
              state={state}
              dark={onDark}
            >
              <ButtonLink href="#buttons" variant={variant} onDark={onDark}>
                Get Started
              </ButtonLink>
            </Specimen>
          ))}
          <Specimen label={`${variant}${onDark ? ' on dark' : ''}, disabled`} dark={onDark}>
            <button type="button" disabled className={buttonClassName(variant, onDark)}>
              Get Started
            </button>
          </Specimen>
        </SpecimenGrid>
      ))}
    </>
  );
}

export function Links() {
  return (
    <>
      <SectionHeading id="links" title="Links" align="start" />
      <SpecimenGrid>
        {states.map(({ label, state }) => (
          <Specimen key={label} label={`text link, ${label}`} state={state}>
            <TextLink href="#links">Back to Services</TextLink>
          </Specimen>
        ))}
        <Specimen label="mail link">
          <MailLink email={company.email} />
        </Specimen>
      </SpecimenGrid>
    </>
  );
}

export function Cards() {
  const [service] = services;
  const [feature] = whyChooseCards;
  const [testimonial] = testimonials;
  return (
    <>
      <SectionHeading id="cards" title="Cards" align="start" />
      <SpecimenGrid>
        <Specimen label="card">
          <Card className="p-6">A raised white surface</Card>
        </Specimen>
        {feature && (
          <Specimen label="feature card">
            <FeatureCard {...feature} />
          </Specimen>
        )}
        {testimonial && (
          <Specimen label="testimonial card">
            <TestimonialCard
              testimonial={testimonial}
              stars={testimonialRating}
              ratingLabel={ratingLabel}
            />
          </Specimen>
        )}
      </SpecimenGrid>
      {service && (
        <SpecimenGrid>
          {states.slice(0, 3).map(({ label, state }) => (
            <Specimen key={label} label={`service card, ${label}`} state={state}>
              <ServiceCard service={service} learnMore="Learn More" />
            </Specimen>
          ))}
        </SpecimenGrid>
      )}
    </>
  );
}

export function Typography() {
  const features = services[0]?.features ?? [];
  return (
    <>
      <SectionHeading id="headings" title="Section headings, lists, ratings" align="start" />
      <SpecimenGrid>
        <Specimen label="section heading, centred">
          <SectionHeading id="specimen-centred" title="How We Work" intro="An intro line." />
        </Specimen>
        <Specimen label="eyebrow">
          <Eyebrow>About Us</Eyebrow>
        </Specimen>
        <Specimen label="eyebrow on dark" dark>
          <Eyebrow onDark>About Us</Eyebrow>
        </Specimen>
        <Specimen label="star rating">
          <StarRating stars={testimonialRating} label={ratingLabel} />
        </Specimen>
        <Specimen label="check list">
          <CheckList items={features.slice(0, 3)} />
        </Specimen>
        <Specimen label="check list in columns">
          <CheckList items={features.slice(0, 4)} columns />
        </Specimen>
      </SpecimenGrid>
    </>
  );
}

export function FormFields() {
  return (
    <>
      <SectionHeading id="form" title="Form fields" align="start" />
      <SpecimenGrid>
        <Specimen label="empty">
          <TextField label="Name" registration={registration('sg-empty')} autoComplete="off" />
        </Specimen>
        <Specimen label="filled">
          <div data-specimen-value="Ada Lovelace" className="w-full">
            <TextField label="Name" registration={registration('sg-filled')} autoComplete="off" />
          </div>
        </Specimen>
        <Specimen label="with an error">
          <TextField
            label="Email"
            type="email"
            registration={registration('sg-error')}
            autoComplete="off"
            error="Please enter a valid email address"
          />
        </Specimen>
        <Specimen label="focused" state="focus-visible">
          <TextField label="Phone" registration={registration('sg-focused')} autoComplete="off" />
        </Specimen>
        <Specimen label="terms checkbox">
          <TermsCheckbox registration={registration('sg-terms')} invalid={false} />
        </Specimen>
        <Specimen label="terms checkbox, checked">
          <div data-specimen-checked>
            <TermsCheckbox registration={registration('sg-terms-checked')} invalid={false} />
          </div>
        </Specimen>
        <Specimen label="terms checkbox, not accepted" state="focus-visible">
          <TermsCheckbox registration={registration('sg-terms-invalid')} invalid />
        </Specimen>
      </SpecimenGrid>
    </>
  );
}

export function Drawer() {
  return (
    <>
      <SectionHeading id="drawer" title="Menu drawer, open" align="start" />
      <iframe
        src={drawerSpecimenPath}
        title="The site at phone width with the menu drawer open"
        className="mt-6 h-[640px] w-[390px] max-w-full rounded-paper shadow-card"
      />
    </>
  );
}
