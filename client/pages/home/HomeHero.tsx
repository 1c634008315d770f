import { getStartedSectionId, heroCopy } from '../../content/home';
import { belowHeader } from '../../components/layout/shellStyles';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { buttonClassName } from '../../components/ui/buttonStyles';
import { Container } from '../../components/ui/Container';
import { Eyebrow } from '../../components/ui/Eyebrow';
import { JumpLink } from '../../components/ui/JumpLink';

// The artwork is CSS shapes, not an image: the headline paints first and is the largest paint.
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      <div className="absolute inset-0 bg-gradient-to-br from-primary-dark via-primary-dark to-secondary/40" />
      <div className="absolute -right-40 -top-40 h-[36rem] w-[36rem] rounded-full border border-white/10" />
      <div className="absolute -right-16 top-24 h-[22rem] w-[22rem] rounded-full border border-primary/30" />
      <div className="absolute right-24 top-1/2 hidden h-40 w-40 rounded-full bg-primary/20 lg:block" />
      <div className="absolute -bottom-24 -left-24 h-72 w-72 rounded-full bg-secondary/10" />
    </div>
  );
}

export function HomeHero() {
  return (
    <section
      aria-labelledby="hero-title"
      className={`relative isolate overflow-hidden bg-primary-dark text-white ${belowHeader}`}
    >
      <HeroBackdrop />
      <Container className="relative py-20 sm:py-28 lg:py-32">
        <div className="max-w-3xl">
          <Eyebrow onDark>{heroCopy.eyebrow}</Eyebrow>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-tight tracking-tight text-white sm:text-5xl lg:text-6xl"
          >
            {heroCopy.title}
          </h1>
          <p className="mt-6 text-xl font-medium text-primary sm:text-2xl">{heroCopy.subtitle}</p>
          <p className="mt-4 max-w-2xl text-lg text-white/80">{heroCopy.summary}</p>
          <div className="mt-10 flex flex-col gap-4 sm:flex-row">
            <JumpLink targetId={getStartedSectionId} className={buttonClassName('primary', true)}>
              {heroCopy.getStarted}
            </JumpLink>
            <ButtonLink href={heroCopy.exploreServices.href} variant="outlineOnDark" onDark>
              {heroCopy.exploreServices.label}
            </ButtonLink>
          </div>
        </div>
        <dl className="mt-16 grid gap-8 border-t border-white/15 pt-10 sm:grid-cols-3 lg:mt-20">
          {heroCopy.highlights.map((highlight) => (
            <div key={highlight.value}>
              <dt className="text-2xl font-semibold text-white">{highlight.value}</dt>
              <dd className="mt-1 text-white/70">{highlight.label}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
