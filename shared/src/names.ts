/** Titles written before a name ('Psic. Ana Lima', 'Dra. Rafaela Alves'); they are not part of the person's initials. */
const honorific = /^(psic|psi|dr|dra|sr|sra|prof|profa)\.?$/i;

/** 'AL' for 'Psic. Ana Lima': the first letters of the first and last names, titles skipped. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const firstName = words.findIndex((word) => !honorific.test(word));
  const names = firstName === -1 ? [] : words.slice(firstName);
  const first = names[0]?.charAt(0) ?? '';
  const last = names.length > 1 ? (names.at(-1)?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
