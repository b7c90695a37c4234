/**
 * Saves a file the page fetched (her data's export, the staff's CSV exports, which need the bearer
 * token a plain link cannot carry) as a download: a link to an object URL, clicked and taken away
 * again; the URL is released a moment later.
 */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download only after this task (as the members' CSV export found).
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
