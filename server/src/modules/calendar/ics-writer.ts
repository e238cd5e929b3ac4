/**
 * A small iCalendar writer (RFC 5545), for the few things Acolhe says to calendars: one event per
 * consultation, as an invitation (METHOD:REQUEST / CANCEL, RFC 5546) or in a subscription feed.
 * Times are written as UTC instants ('20261124T130000Z'), so no VTIMEZONE is needed and no client can read
 * them in the wrong zone. Text is escaped (\\ ; , and line breaks), parameter values are quoted, and every
 * line is folded at 75 octets without splitting a UTF-8 character; lines end in CRLF.
 */

export type IcsMethod = 'REQUEST' | 'CANCEL';

export interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsEvent {
  uid: string;
  sequence: number;
  /** When this description of the event was written (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  url: string;
  location: string;
  status: 'CONFIRMED' | 'CANCELLED';
  organizer: IcsPerson;
  attendees: IcsPerson[];
}

export interface IcsCalendar {
  /** An invitation's method; a subscription feed has none. */
  method?: IcsMethod;
  /** A feed's name and how often clients should fetch it again. */
  name?: string;
  refreshMinutes?: number;
  events: IcsEvent[];
}

export const icsProductId = '-//Acolhe//Consultas//PT-BR';

const maxLineOctets = 75;

/** Control characters other than the line feed have no place in a calendar (RFC 5545 §3.3.11). */
function withoutControls(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

// Most values (names, times, addresses) have nothing to escape: one test instead of seven replacements.
// eslint-disable-next-line no-control-regex
const needsEscape = /[\\;,\u0000-\u001f\u007f]/;

/** A TEXT value: backslash, semicolon, comma and line breaks escaped. */
export function escapeText(text: string): string {
  if (!needsEscape.test(text)) return text;
  return withoutControls(text)
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n')
    .replace(/\t/g, ' ');
}

/** A parameter value, always quoted; a quote cannot appear inside one, so it becomes an apostrophe. */
function paramValue(text: string): string {
  return `"${withoutControls(text).replace(/\n/g, ' ').replace(/"/g, "'")}"`;
}

/** '20261124T130000Z': the instant in UTC, to the second. */
export function utcDateTime(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/** The UTF-8 length of a code point (a lone surrogate is written as U+FFFD, three octets). */
function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/** Splits a content line into pieces of at most 75 octets, continuation lines starting with a space. */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= maxLineOctets) return line;
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Octets(character.codePointAt(0) ?? 0);
    // A continuation line's leading space counts towards its 75 octets.
    const limit = pieces.length === 0 ? maxLineOctets : maxLineOctets - 1;
    if (octets + size > limit) {
      pieces.push(piece);
      piece = '';
      octets = 0;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n ');
}

/** Undoes folding: a CRLF followed by a space or tab joins two lines. */
export function unfoldLines(content: string): string[] {
  return content
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line.length > 0);
}

function line(name: string, value: string, params?: Record<string, string>): string {
  let parameters = '';
  if (params) for (const key in params) parameters += `;${key}=${params[key]}`;
  return foldLine(`${name}${parameters}:${value}`);
}

function personParams(person: IcsPerson): Record<string, string> {
  return { CN: paramValue(person.name) };
}

function mailto(email: string): string {
  return `mailto:${withoutControls(email).replace(/[\s"<>]/g, '')}`;
}

function eventLines(event: IcsEvent): string[] {
  return [
    'BEGIN:VEVENT',
    line('UID', escapeText(event.uid)),
    line('SEQUENCE', String(event.sequence)),
    line('DTSTAMP', utcDateTime(event.stamp)),
    line('DTSTART', utcDateTime(event.start)),
    line('DTEND', utcDateTime(event.end)),
    line('SUMMARY', escapeText(event.summary), { LANGUAGE: 'pt-BR' }),
    line('DESCRIPTION', escapeText(event.description), { LANGUAGE: 'pt-BR' }),
    line('LOCATION', escapeText(event.location)),
    line('URL', event.url, { VALUE: 'URI' }),
    line('STATUS', event.status),
    // A consultation is nobody else's business: shared calendars show only the busy time.
    line('CLASS', 'PRIVATE'),
    line('TRANSP', event.status === 'CANCELLED' ? 'TRANSPARENT' : 'OPAQUE'),
    line('ORGANIZER', mailto(event.organizer.email), personParams(event.organizer)),
    ...event.attendees.map((attendee) =>
      line('ATTENDEE', mailto(attendee.email), {
        ...personParams(attendee),
        ROLE: 'REQ-PARTICIPANT',
        PARTSTAT: 'ACCEPTED',
        // The organizer is a no-reply address: nobody should be asked to answer.
        RSVP: 'FALSE',
      }),
    ),
    'END:VEVENT',
  ];
}

/** The whole VCALENDAR object, CRLF line endings and folded lines included. */
export function writeCalendar(calendar: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    line('PRODID', icsProductId),
    'CALSCALE:GREGORIAN',
    ...(calendar.method ? [line('METHOD', calendar.method)] : []),
    ...(calendar.name ? [line('X-WR-CALNAME', escapeText(calendar.name))] : []),
    ...(calendar.refreshMinutes
      ? [
          line('REFRESH-INTERVAL', `PT${calendar.refreshMinutes}M`, { VALUE: 'DURATION' }),
          line('X-PUBLISHED-TTL', `PT${calendar.refreshMinutes}M`),
        ]
      : []),
    ...calendar.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * The calendar with every mention of `from` (as text, a quoted parameter or a mail address) replaced by
 * `to`: erasure's counterpart of replacing a name in a message's body. Works on unfolded lines, so a
 * mention split by folding is found, and folds them again.
 */
export function replaceInCalendar(content: string, replacements: ReadonlyArray<readonly [from: string, to: string]>): string {
  const lines = unfoldLines(content).map((unfolded) => {
    let result = unfolded;
    for (const [from, to] of replacements) {
      if (from.length === 0) continue;
      result = result.replaceAll(escapeText(from), escapeText(to)).replaceAll(from, to);
    }
    return foldLine(result);
  });
  return `${lines.join('\r\n')}\r\n`;
}
