import { spawn } from 'node:child_process';
import { projectRoot } from './paths';

/** Runs `npm run build` quietly: a one-line summary, or the whole output if it fails. */
export async function buildSite(): Promise<void> {
  const started = performance.now();
  process.stdout.write('build: npm run build … ');
  const output: Buffer[] = [];
  const child = spawn('npm', ['run', 'build'], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) {
    console.log('failed\n');
    process.stdout.write(Buffer.concat(output));
    throw new Error(`npm run build exited with ${code}`);
  }
  console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
