const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'short', timeZone: 'UTC' });
const dayAndMonth = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const integer = new Intl.NumberFormat('pt-BR');

/** 'Seg. 23/11' for a calendar day 'YYYY-MM-DD', read as that day wherever the browser is. */
export function formatDayChip(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const noon = new Date(Date.UTC(year, month - 1, day, 12));
  const name = weekday.format(noon);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${dayAndMonth.format(noon)}`;
}

export function formatResultCount(total: number): string {
  return `${integer.format(total)} psicólogo(s) encontrado(s)`;
}

export function formatReviewsCount(count: number): string {
  return `(${integer.format(count)} ${count === 1 ? 'avaliação' : 'avaliações'})`;
}

/** 'RF' for 'Dra. Rafael Alves Fernandes': first and last name, without the title. */
export function initialsOf(name: string): string {
  const words = name.replace(/^(dra?|psic)\.\s+/i, '').split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
