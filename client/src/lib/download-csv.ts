/** Hands a server-made CSV to the browser as a file download. */
export function downloadCsv({ filename, content }: { filename: string; content: string }): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
