const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * What a time field shows as the user types: up to four digits as 'HH:MM', the colon added after the
 * hour; a colon typed after one digit pads the hour ('9:' → '09:').
 */
export function maskTime(typed: string): string {
  const colon = typed.indexOf(':');
  if (colon >= 0) {
    const hours = digitsOf(typed.slice(0, colon)).slice(-2);
    if (hours === '') return '';
    return `${hours.padStart(2, '0')}:${digitsOf(typed.slice(colon + 1)).slice(0, 2)}`;
  }
  const digits = digitsOf(typed).slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}:${digits.slice(2)}`;
}

/** On leaving the field, an hour alone ('9', '14') becomes that hour o'clock; anything else stays. */
export function completeTime(shown: string): string {
  return /^\d{1,2}:?$/.test(shown) ? `${shown.replace(':', '').padStart(2, '0')}:00` : shown;
}

/** 'HH:MM' moved by `minutes` within the day (00:00 to 23:59); a time not yet complete starts at 'from'. */
export function stepTime(shown: string, minutes: number, from: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(shown) ?? /^(\d{2}):(\d{2})$/.exec(from);
  if (!match) return shown;
  const current = Number(match[1]) * 60 + Number(match[2]);
  const snapped = minutes > 0 ? Math.floor(current / minutes) * minutes + minutes : Math.ceil(current / -minutes) * -minutes + minutes;
  const total = Math.min(23 * 60 + 59, Math.max(0, snapped));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
