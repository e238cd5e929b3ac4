/** Saves a value as a pretty-printed JSON file through a temporary object URL. */
export function downloadJson(fileName: string, value: unknown): void {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started reading the blob by now; letting it go at once frees the memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
