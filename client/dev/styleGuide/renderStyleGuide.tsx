import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { Layout } from '../../components/layout/Layout';
import { Container } from '../../components/ui/Container';
import { PageIntro } from '../../components/ui/PageIntro';
import { Section } from '../../components/ui/Section';
import { drawerSpecimenPath, styleGuidePath } from './paths';
import { Buttons, Cards, Drawer, FormFields, Links, Typography } from './ComponentSpecimens';
import { ColorTokens, RadiiAndShadows, TypeScale } from './TokenTables';

export const styleGuideTitle = 'Style guide (npm run dev only)';

/** Each section by the id of the heading its content starts with. */
const sections = [
  ['colors', ColorTokens],
  ['type', TypeScale],
  ['shapes', RadiiAndShadows],
  ['buttons', Buttons],
  ['links', Links],
  ['cards', Cards],
  ['headings', Typography],
  ['form', FormFields],
  ['drawer', Drawer],
] as const;

function renderInShell(path: string, page: ReactNode): string {
  return renderToString(
    <StrictMode>
      <Router ssrPath={path}>
        <Layout>{page}</Layout>
      </Router>
    </StrictMode>,
  );
}

/**
 * Every token of tailwind.config.ts and the site's components in their states, rendered from the
 * same modules as the pages, inside the same shell.
 */
export function renderStyleGuide(): string {
  return renderInShell(
    styleGuidePath,
    <>
      <PageIntro kicker="npm run dev" title="Style guide">
        <p>
          The theme&apos;s tokens and the site&apos;s components in their states. States that need a
          pointer or the keyboard are forced by client/dev/styleGuide/specimenStates.ts.
        </p>
      </PageIntro>
      {sections.map(([headingId, Content], index) => (
        <Section key={headingId} labelledBy={headingId} tone={index % 2 ? 'paper' : 'background'}>
          <Content />
        </Section>
      ))}
    </>,
  );
}

/** A page at phone width whose menu drawer openDrawer.ts opens: the style guide frames it. */
export function renderDrawerSpecimen(): string {
  return renderInShell(
    drawerSpecimenPath,
    <Container className="pt-24">
      <p>The menu drawer, opened by the style guide.</p>
    </Container>,
  );
}
