import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, stat, symlink } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { withRuntime } from './nodeRuntime';

const run = promisify(execFile);

export const projectRoot = resolve(import.meta.dirname, '../../..');
const dockerfilePath = resolve(projectRoot, 'deploy/Dockerfile');

interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  name: string | undefined;
  /** from `FROM node:<major>-…`: the Node line the stage runs */
  nodeMajor: number;
  instructions: Instruction[];
}

/** Instructions in order, continuation lines joined, comments and parser directives dropped. */
function parseDockerfile(text: string): Stage[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM') {
      const from = /^node:(\d+)\S*(?:\s+AS\s+(\S+))?$/i.exec(args);
      if (!from) throw new Error(`Unsupported base image in "${line}": expected node:<major>-…`);
      stages.push({ name: from[2], nodeMajor: Number(from[1]), instructions: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`"${line}" before the first FROM`);
    stage.instructions.push({ keyword: keyword.toUpperCase(), args });
  }
  return stages;
}

export async function readDockerfile(): Promise<Stage[]> {
  return parseDockerfile(await readFile(dockerfilePath, 'utf8'));
}

/** What a stage leaves behind that `docker run` would use. */
export interface StageResult {
  dir: string;
  env: Record<string, string>;
  user: string | undefined;
  volumes: string[];
  exposed: string[];
  healthcheck: string | undefined;
  cmd: string[] | undefined;
}

export interface StageContext {
  /** one directory per stage stands in for the image's filesystem under WORKDIR */
  workRoot: string;
  /** PATH entry of the Node runtime the stage's base image has */
  nodeBinDir: string;
  /** results of earlier stages, for COPY --from */
  stages: Map<string, StageResult>;
  /** the machine's environment the commands also see (npm's registry settings, HOME) */
  baseEnv: NodeJS.ProcessEnv;
  log: (line: string) => void;
}

const appDir = '/app';

function flagValue(args: string[], flag: string): string | undefined {
  return args.find((arg) => arg.startsWith(`--${flag}=`))?.slice(flag.length + 3);
}

/** The instruction's own options (`--from=`, `--mount=`) come first; the rest is its operand. */
function splitFlags(args: string): { flags: string[]; operand: string[] } {
  const words = args.split(/\s+/);
  const firstOperand = words.findIndex((word) => !word.startsWith('--'));
  return { flags: words.slice(0, firstOperand), operand: words.slice(firstOperand) };
}

async function copyInto(source: string, destination: string): Promise<void> {
  const target =
    (await stat(source)).isFile() && destination.endsWith('/')
      ? join(destination, basename(source))
      : destination;
  await cp(source, target, { recursive: true });
}

/**
 * Runs one stage of deploy/Dockerfile outside Docker, instruction by instruction, in a directory
 * standing in for WORKDIR. One step stands in for another: the build stage's `npm ci` links the
 * project's node_modules, which CI installed from the same lockfile with the same command moments
 * before. An instruction this runner does not know fails the test rather than being skipped.
 */
export async function runStage(
  stage: Stage,
  index: number,
  context: StageContext,
): Promise<StageResult> {
  const result: StageResult = {
    dir: join(context.workRoot, stage.name ?? `stage-${index}`),
    env: {},
    user: undefined,
    volumes: [],
    exposed: [],
    healthcheck: undefined,
    cmd: undefined,
  };
  const inStage = (path: string) => {
    if (path !== appDir && !path.startsWith(`${appDir}/`)) {
      throw new Error(`Path ${path} is outside ${appDir}, which the test cannot stand in for`);
    }
    return join(result.dir, path.slice(appDir.length));
  };

  for (const { keyword, args } of stage.instructions) {
    switch (keyword) {
      case 'WORKDIR':
        if (args !== appDir)
          throw new Error(`WORKDIR ${args}: the test stands in for ${appDir} only`);
        await mkdir(result.dir, { recursive: true });
        break;
      case 'ARG':
        // Unset unless `docker build --build-arg` gives it, as here.
        break;
      case 'ENV':
        for (const pair of args.split(/\s+/)) {
          const [name = '', ...value] = pair.split('=');
          result.env[name] = value.join('=');
        }
        break;
      case 'COPY': {
        const { flags, operand: paths } = splitFlags(args);
        const from = flagValue(flags, 'from');
        const destination = join(result.dir, paths.pop() ?? '');
        for (const source of paths) {
          let sourcePath = resolve(projectRoot, source);
          if (from !== undefined) {
            const earlier = context.stages.get(from);
            if (!earlier) throw new Error(`COPY --from=${from}: no such earlier stage`);
            sourcePath = join(earlier.dir, source.slice(appDir.length));
          }
          await copyInto(sourcePath, destination);
        }
        break;
      }
      case 'RUN': {
        // A --mount=type=cache only moves npm's download cache out of the image.
        const command = splitFlags(args).operand.join(' ');
        if (stage.name === 'build' && command === 'npm ci') {
          context.log(`RUN npm ci: linked the project's node_modules (installed by CI's npm ci)`);
          await symlink(resolve(projectRoot, 'node_modules'), join(result.dir, 'node_modules'));
          break;
        }
        context.log(`RUN ${command} (Node ${stage.nodeMajor})`);
        await run('sh', ['-c', command], {
          cwd: result.dir,
          env: withRuntime({ ...context.baseEnv, ...result.env }, { binDir: context.nodeBinDir }),
          maxBuffer: 64 * 1024 * 1024,
        });
        break;
      }
      case 'USER':
        result.user = args;
        break;
      case 'VOLUME':
        result.volumes.push(...args.split(/\s+/).map(inStage));
        break;
      case 'EXPOSE':
        result.exposed.push(...args.split(/\s+/));
        break;
      case 'HEALTHCHECK':
        result.healthcheck = /\bCMD\s+(.*)$/.exec(args)?.[1];
        break;
      case 'CMD':
        result.cmd = JSON.parse(args) as string[];
        break;
      default:
        throw new Error(`The test does not know how to run ${keyword} ${args}`);
    }
  }
  return result;
}
