import { getStartedSectionId, heroCopy } from '../../content/home';
import { belowHeader } from '../../components/layout/shellStyles';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { buttonClassName } from '../../components/ui/buttonStyles';
import { Container } from '../../components/ui/Container';
import { Eyebrow } from '../../components/ui/Eyebrow';
import { JumpLink } from '../../components/ui/JumpLink';
import { Island } from '../../islands/Island';

// The artwork is CSS shapes, not an image, so the headline paints first and is the largest paint.
// A setting sun in rings echoes the logo's mark.
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      <div className="absolute inset-0 bg-gradient-to-br from-primary-dark via-primary-dark to-secondary/40" />
      <div className="absolute left-[90%] top-[38%] md:left-[80%]">
        <div className="absolute h-[44rem] w-[44rem] -translate-x-1/2 -translate-y-1/2 rounded-full border border-white/5" />
        <div className="absolute h-[30rem] w-[30rem] -translate-x-1/2 -translate-y-1/2 rounded-full border border-white/10" />
        <div className="absolute hidden size-56 -translate-x-1/2 -translate-y-1/2 rounded-full bg-gradient-to-b from-primary/40 to-primary/0 lg:block" />
      </div>
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
            <Island
              name="jumpLink"
              component={JumpLink}
              props={{
                targetId: getStartedSectionId,
                label: heroCopy.getStarted,
                className: buttonClassName('primary', true),
              }}
            />
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
