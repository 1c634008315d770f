/** The file or folder is not there (or no longer: another process moved or deleted it). */
export function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/**
 * No file to send at a path a client chose: none there, a name longer than the file system
 * takes, a file where the path has a folder, or a folder.
 */
export function isNoFileAt(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENAMETOOLONG' || code === 'ENOTDIR' || code === 'EISDIR';
}
