import { SectionHeading } from '../../components/ui/SectionHeading';
import { aaLargeText, aaNormalText, contrastRatio } from './contrast';
import {
  backgroundNames,
  colorTokens,
  colorValue,
  fontFamily,
  radii,
  shadows,
  textNames,
  typeScale,
} from './tokens';

function ContrastCell({ text, background }: { text: string; background: string }) {
  const ratio = contrastRatio(colorValue(text), colorValue(background));
  const verdict =
    ratio >= aaNormalText
      ? 'AA'
      : ratio >= aaLargeText
        ? 'fails AA for body text, AA for large text'
        : 'fails AA';
  return (
    <td className="p-2">
      <div
        className="rounded-button p-3"
        style={{ color: colorValue(text), background: colorValue(background) }}
      >
        <span className="font-medium">Aa</span> {ratio.toFixed(2)}:1
      </div>
      <span className={`text-sm ${ratio >= aaNormalText ? 'text-green-700' : 'text-red-700'}`}>
        {verdict}
      </span>
    </td>
  );
}

export function ColorTokens() {
  return (
    <>
      <SectionHeading id="colors" title="Colours" align="start" />
      <ul className="mt-6 grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {colorTokens.map((token) => (
          <li key={token.name} className="flex items-center gap-3">
            <span
              className="size-12 shrink-0 rounded-button ring-1 ring-primary-dark/10"
              style={{ background: token.value }}
            />
            <span>
              <code className="block font-medium">{token.name}</code>
              <code className="text-sm text-ink-muted">{token.value}</code>
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-8 overflow-x-auto">
        <table className="text-left">
          <caption className="text-left text-sm text-ink-muted">
            Text colour (rows) on background (columns): WCAG contrast, computed from the tokens. AA
            needs {aaNormalText}:1 for body text, {aaLargeText}:1 for large text.
          </caption>
          <thead>
            <tr>
              <th className="p-2">text \ background</th>
              {backgroundNames.map((background) => (
                <th key={background} scope="col" className="p-2">
                  <code>{background}</code>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {textNames.map((text) => (
              <tr key={text}>
                <th scope="row" className="p-2">
                  <code>{text}</code>
                </th>
                {backgroundNames.map((background) => (
                  <ContrastCell key={background} text={text} background={background} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function TypeScale() {
  return (
    <>
      <SectionHeading id="type" title="Type scale" intro={fontFamily} align="start" />
      <ul className="mt-6 space-y-3">
        {typeScale.map(({ name, fontSize, lineHeight }) => (
          <li key={name} className="flex items-baseline gap-6">
            <code className="w-40 shrink-0 text-sm text-ink-muted">
              text-{name} {fontSize}/{lineHeight}
            </code>
            <span className="truncate" style={{ fontSize, lineHeight }}>
              Adapting technology to fit your business
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

export function RadiiAndShadows() {
  return (
    <>
      <SectionHeading id="shapes" title="Radii and shadows" align="start" />
      <ul className="mt-6 grid gap-6 sm:grid-cols-3 lg:grid-cols-5">
        {radii.map((token) => (
          <li key={`rounded-${token.name}`}>
            <div className="h-20 bg-primary/20" style={{ borderRadius: token.value }} />
            <code className="mt-2 block text-sm">rounded-{token.name}</code>
            <code className="text-sm text-ink-muted">{token.value}</code>
          </li>
        ))}
        {shadows.map((token) => (
          <li key={`shadow-${token.name}`}>
            <div className="h-20 rounded-paper bg-paper" style={{ boxShadow: token.value }} />
            <code className="mt-2 block text-sm">shadow-{token.name}</code>
          </li>
        ))}
      </ul>
    </>
  );
}
