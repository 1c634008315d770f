import { notFoundCopy } from '../content/notFound';
import { ButtonLink } from '../components/ui/ButtonLink';
import { Eyebrow } from '../components/ui/Eyebrow';
import { PageIntro } from '../components/ui/PageIntro';

export default function NotFoundPage() {
  const [home, ...others] = notFoundCopy.links;
  return (
    <PageIntro
      kicker={<Eyebrow>{notFoundCopy.eyebrow}</Eyebrow>}
      title={notFoundCopy.title}
      image={notFoundCopy.image}
    >
      <p>{notFoundCopy.text}</p>
      <ul className="flex flex-col gap-3 pt-4 sm:flex-row sm:flex-wrap">
        {home && (
          <li>
            <ButtonLink href={home.href} variant="dark" className="w-full sm:w-auto">
              {home.label}
            </ButtonLink>
          </li>
        )}
        {others.map((link) => (
          <li key={link.href}>
            <ButtonLink href={link.href} variant="outline" className="w-full sm:w-auto">
              {link.label}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </PageIntro>
  );
}
