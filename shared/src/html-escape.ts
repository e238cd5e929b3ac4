/** Text made safe to write into HTML, as element content or as a quoted attribute's value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
