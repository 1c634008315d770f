/** The file or folder is not there (or no longer: another process moved or deleted it). */
export function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}
