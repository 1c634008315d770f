/** Saves an answer's body as a file, without leaving the view. */
export async function download(response: Response, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked at once, some browsers drop the download they have not yet started reading.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
