import { afterEach, expect, it, vi } from 'vitest';
import { describeEachEngine } from '../engines';
import { buildInsightApp } from '../insight/insightHelper';
import { insightCommand, scriptedReport, scriptVisits } from '../insight/scriptedVisits';

afterEach(() => {
  vi.useRealTimers();
});

describeEachEngine('npm run insight', (engine) => {
  it('reports with --json exactly what a scripted set of visits and leads made', async () => {
    const { app, config, store } = await buildInsightApp(engine);
    await scriptVisits(app, store);

    const { code, stdout, stderr } = await insightCommand(config, '--days', '2', '--json');

    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(scriptedReport);
  });

  it('prints the same for people: the funnel, the sources and the vitals with their ratings', async () => {
    const { app, config, store } = await buildInsightApp(engine);
    await scriptVisits(app, store);

    const { code, stdout } = await insightCommand(config, '--days', '2');

    expect(code).toBe(0);
    expect(stdout).toMatch(/^2026-11-24\s+2\s+5$/m);
    expect(stdout).toMatch(/^Total\s+3\s+6$/m);
    expect(stdout).toMatch(/^ {2}\/contact views\s+2 \(67 %\)$/m);
    expect(stdout).toMatch(/^ {2}newsletter \/ email \/ spring\s+1$/m);
    expect(stdout).toMatch(/^ {2}\/contact\s+5,000 ms poor \(1\)/m);
    expect(stdout).toContain('Held as spam, apart: 1');
  });

  it('refuses a mistyped period with exit code 2', async () => {
    const { config } = await buildInsightApp(engine);
    const { code, stderr } = await insightCommand(config, '--days', 'week');
    expect(code).toBe(2);
    expect(stderr).toContain('--days needs a whole number');
  });
});
