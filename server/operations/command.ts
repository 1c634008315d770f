import type { Config } from '../config';

/** One clear line for the operator and the exit code: 2 for a mistyped command, 1 otherwise. */
export class CommandError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export interface CommandContext {
  config: Config;
  print(text: string): void;
  now?: () => number;
}
