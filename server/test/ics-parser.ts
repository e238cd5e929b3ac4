import ical from 'node-ical';

/**
 * A strict iCalendar (RFC 5545) reader for tests. Every calendar it reads is also parsed by the node-ical
 * library, and the two must agree on each event's UID, SEQUENCE, times, status and summary
 * (`agreesWithLibrary`). This reader stays beside the library because node-ical is lenient; this one
 * refuses bare LF or CR, a physical line over 75 octets, a fold that splits a UTF-8 character, unbalanced
 * BEGIN/END, a malformed property or parameter, an unknown escape or an unescaped ';' or ',' in a text
 * value, a date-time that is not a UTC instant, a VCALENDAR without VERSION:2.0 and PRODID, a VEVENT
 * without exactly one UID and DTSTAMP.
 */

export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface IcsComponent {
  name: string;
  properties: IcsProperty[];
  components: IcsComponent[];
}

export interface ParsedEvent {
  uid: string;
  sequence: number;
  stamp: Date;
  start: Date;
  end: Date;
  status: string;
  summary: string;
  description: string;
  url: string;
  location: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
}

export interface ParsedCalendar {
  method: string | undefined;
  name: string | undefined;
  events: ParsedEvent[];
  root: IcsComponent;
}

const textProperties = new Set(['SUMMARY', 'DESCRIPTION', 'LOCATION', 'UID', 'X-WR-CALNAME']);

function fail(message: string, line?: string): never {
  throw new Error(line === undefined ? `invalid iCalendar: ${message}` : `invalid iCalendar: ${message}: ${JSON.stringify(line)}`);
}

function physicalLines(content: string): string[] {
  if (!content.endsWith('\r\n')) fail('content does not end with CRLF');
  const lines = content.slice(0, -2).split('\r\n');
  for (const line of lines) {
    if (line.includes('\r') || line.includes('\n')) fail('bare CR or LF', line);
    if (Buffer.byteLength(line, 'utf8') > 75) fail('line longer than 75 octets', line);
    if (line.includes('\uFFFD')) fail('replacement character (a split UTF-8 sequence?)', line);
  }
  return lines;
}

function unfold(lines: string[]): string[] {
  const logical: string[] = [];
  for (const line of lines) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (logical.length === 0) fail('continuation line first', line);
      logical[logical.length - 1] += line.slice(1);
    } else {
      if (line.length === 0) fail('empty line');
      logical.push(line);
    }
  }
  return logical;
}

function parseLine(line: string): IcsProperty {
  const nameMatch = /^[A-Za-z0-9-]+/.exec(line);
  if (!nameMatch) fail('property name', line);
  const name = nameMatch[0].toUpperCase();
  let rest = line.slice(nameMatch[0].length);
  const params: Record<string, string> = {};
  while (rest.startsWith(';')) {
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
    const param = /^;([A-Za-z0-9-]+)=("[^"\x00-\x08\x0a-\x1f\x7f]*"|[^";:,\x00-\x08\x0a-\x1f\x7f]*)/.exec(rest);
    if (!param?.[1] || param[2] === undefined) fail('parameter', line);
    const value = param[2];
    params[param[1].toUpperCase()] = value.startsWith('"') ? value.slice(1, -1) : value;
    rest = rest.slice(param[0].length);
  }
  if (!rest.startsWith(':')) fail('missing ":" after the name and parameters', line);
  return { name, params, value: rest.slice(1) };
}

export function unescapeText(value: string, line = value): string {
  let result = '';
  for (let index = 0; index < value.length; index += 1) {
    const character = value[index];
    if (character === '\\') {
      const next = value[index + 1];
      if (next === 'n' || next === 'N') result += '\n';
      else if (next === '\\' || next === ';' || next === ',') result += next;
      else fail('unknown escape', line);
      index += 1;
    } else if (character === ';' || character === ',') {
      fail('unescaped ";" or "," in a text value', line);
    } else {
      result += character;
    }
  }
  return result;
}

export function parseUtcDateTime(value: string): Date {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) fail('date-time is not a UTC instant', value);
  const [, year, month, day, hours, minutes, seconds] = match.map(Number) as number[];
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day, hours, minutes, seconds));
  if (date.getUTCDate() !== day || date.getUTCMonth() !== (month ?? 1) - 1) fail('impossible date', value);
  return date;
}

function parseComponents(lines: string[]): IcsComponent {
  const stack: IcsComponent[] = [];
  let root: IcsComponent | undefined;
  for (const line of lines) {
    const property = parseLine(line);
    if (property.name === 'BEGIN') {
      const component = { name: property.value.toUpperCase(), properties: [], components: [] };
      if (stack.length === 0) {
        if (root) fail('a second top-level component', line);
        root = component;
      } else stack.at(-1)?.components.push(component);
      stack.push(component);
    } else if (property.name === 'END') {
      const open = stack.pop();
      if (!open || open.name !== property.value.toUpperCase()) fail('END does not match BEGIN', line);
    } else {
      const current = stack.at(-1);
      if (!current) fail('property outside any component', line);
      if (textProperties.has(property.name)) unescapeText(property.value, line);
      current.properties.push(property);
    }
  }
  if (stack.length > 0 || !root) fail('unterminated component');
  return root;
}

function only(component: IcsComponent, name: string): IcsProperty {
  const found = component.properties.filter((property) => property.name === name);
  if (found.length !== 1) fail(`${component.name} has ${found.length} ${name}`);
  return found[0] as IcsProperty;
}

function person(property: IcsProperty): { name: string; email: string } {
  if (!/^mailto:[^\s@]+@[^\s@]+$/i.test(property.value)) fail('not a mailto: address', property.value);
  return { name: property.params.CN ?? '', email: property.value.slice('mailto:'.length) };
}

function eventOf(component: IcsComponent): ParsedEvent {
  const text = (name: string) => unescapeText(only(component, name).value);
  const sequence = only(component, 'SEQUENCE').value;
  if (!/^\d+$/.test(sequence)) fail('SEQUENCE is not a non-negative integer', sequence);
  const event = {
    uid: text('UID'),
    sequence: Number(sequence),
    stamp: parseUtcDateTime(only(component, 'DTSTAMP').value),
    start: parseUtcDateTime(only(component, 'DTSTART').value),
    end: parseUtcDateTime(only(component, 'DTEND').value),
    status: only(component, 'STATUS').value,
    summary: text('SUMMARY'),
    description: text('DESCRIPTION'),
    url: only(component, 'URL').value,
    location: text('LOCATION'),
    organizer: person(only(component, 'ORGANIZER')),
    attendees: component.properties.filter((property) => property.name === 'ATTENDEE').map(person),
  };
  if (event.end <= event.start) fail('DTEND is not after DTSTART');
  return event;
}

/** node-ical's reading of the same text: what a lenient importer makes of it must be what we meant. */
function agreesWithLibrary(content: string, events: ParsedEvent[]): void {
  const parsed = ical.sync.parseICS(content);
  const libraryEvents = Object.values(parsed).filter((component) => component?.type === 'VEVENT');
  if (libraryEvents.length !== events.length) fail(`node-ical reads ${libraryEvents.length} events, not ${events.length}`);
  for (const event of events) {
    const other = parsed[event.uid];
    if (other?.type !== 'VEVENT') fail(`node-ical has no event ${event.uid}`);
    const summary = typeof other.summary === 'string' ? other.summary : other.summary.val;
    const disagreements = [
      other.sequence === event.sequence ? null : 'SEQUENCE',
      other.start.getTime() === event.start.getTime() ? null : 'DTSTART',
      other.end?.getTime() === event.end.getTime() ? null : 'DTEND',
      other.status === event.status ? null : 'STATUS',
      summary === event.summary ? null : 'SUMMARY',
    ].filter((name) => name !== null);
    if (disagreements.length > 0) fail(`node-ical reads ${event.uid} differently: ${disagreements.join(', ')}`);
  }
}

export function parseIcs(content: string): ParsedCalendar {
  const root = parseComponents(unfold(physicalLines(content)));
  if (root.name !== 'VCALENDAR') fail('top-level component is not VCALENDAR');
  if (only(root, 'VERSION').value !== '2.0') fail('VERSION is not 2.0');
  only(root, 'PRODID');
  const method = root.properties.find((property) => property.name === 'METHOD')?.value;
  const name = root.properties.find((property) => property.name === 'X-WR-CALNAME');
  const events = root.components.filter((component) => component.name === 'VEVENT').map(eventOf);
  agreesWithLibrary(content, events);
  return { method, name: name && unescapeText(name.value), events, root };
}
