// Just enough of STUN/TURN (RFC 8489, RFC 8656) over UDP to ask a TURN server for a relay with a username
// and password, as a browser does: tests use it to check that coturn accepts the credentials the app mints.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';

const magicCookie = 0x2112a442;
const types = {
  bindingRequest: 0x0001,
  bindingSuccess: 0x0101,
  allocateRequest: 0x0003,
  allocateSuccess: 0x0103,
  createPermissionRequest: 0x0008,
  createPermissionSuccess: 0x0108,
};
const attributes = {
  username: 0x0006,
  messageIntegrity: 0x0008,
  errorCode: 0x0009,
  realm: 0x0014,
  nonce: 0x0015,
  xorPeerAddress: 0x0012,
  xorRelayedAddress: 0x0016,
  requestedTransport: 0x0019,
};

type Attribute = [type: number, value: Buffer];

function attribute([type, value]: Attribute): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16BE(type, 0);
  header.writeUInt16BE(value.length, 2);
  return Buffer.concat([header, value, Buffer.alloc((4 - (value.length % 4)) % 4)]);
}

function message(type: number, transactionId: Buffer, body: Buffer): Buffer {
  const header = Buffer.alloc(20);
  header.writeUInt16BE(type, 0);
  header.writeUInt16BE(body.length, 2);
  header.writeUInt32BE(magicCookie, 4);
  transactionId.copy(header, 8);
  return Buffer.concat([header, body]);
}

/** A request; with a key, signed with MESSAGE-INTEGRITY over everything before it (length already counting it). */
function request(type: number, list: Attribute[], key?: Buffer): Buffer {
  const transactionId = randomBytes(12);
  const body = Buffer.concat(list.map(attribute));
  if (!key) return message(type, transactionId, body);
  const signed = message(type, transactionId, body);
  signed.writeUInt16BE(body.length + 24, 2);
  const integrity = createHmac('sha1', key).update(signed).digest();
  return message(type, transactionId, Buffer.concat([body, attribute([attributes.messageIntegrity, integrity])]));
}

interface Answer {
  type: number;
  attributes: Map<number, Buffer>;
}

function parse(packet: Buffer): Answer {
  const found = new Map<number, Buffer>();
  let offset = 20;
  while (offset + 4 <= packet.length) {
    const type = packet.readUInt16BE(offset);
    const length = packet.readUInt16BE(offset + 2);
    found.set(type, packet.subarray(offset + 4, offset + 4 + length));
    offset += 4 + length + ((4 - (length % 4)) % 4);
  }
  return { type: packet.readUInt16BE(0), attributes: found };
}

/** One UDP socket, so the signed request comes from the same address as the challenged one (nonces are per client). */
function udpClient(host: string, port: number, timeoutMs: number) {
  const socket = createSocket(host.includes(':') ? 'udp6' : 'udp4');
  const ask = (packet: Buffer) =>
    new Promise<Answer>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`sem resposta de ${host}:${port}`)), timeoutMs);
      socket.once('message', (reply) => {
        clearTimeout(timer);
        resolve(parse(reply));
      });
      socket.send(packet, port, host);
    });
  return { ask, close: () => socket.close() };
}

/** True when a STUN server answers a Binding request on that address. */
export async function answersStun(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  const client = udpClient(host, port, timeoutMs);
  try {
    return (await client.ask(request(types.bindingRequest, []))).type === types.bindingSuccess;
  } catch {
    return false;
  } finally {
    client.close();
  }
}

/** With a relay: its port, and for each peer address asked, 200 or the error code of CreatePermission. */
export type AllocateOutcome =
  | { ok: true; relayPort: number; permissions: Record<string, number> }
  | { ok: false; errorCode: number };

/** XOR-PEER-ADDRESS of an IPv4 address (port 9, unused: a permission is per address). */
function xorPeerAddress(ip: string): Buffer {
  const value = Buffer.alloc(8);
  value.writeUInt8(0x01, 1);
  value.writeUInt16BE(9 ^ (magicCookie >>> 16), 2);
  const address = ip.split('.').reduce((total, part) => total * 256 + Number(part), 0);
  value.writeUInt32BE((address ^ magicCookie) >>> 0, 4);
  return value;
}

function errorCodeOf(answer: Answer): number {
  const value = answer.attributes.get(attributes.errorCode);
  return value ? (value[2] ?? 0) * 100 + (value[3] ?? 0) : 0;
}

/** A UDP relay allocation with long-term credentials: the 401 challenge, then the signed request. */
export async function allocateRelay(
  host: string,
  port: number,
  username: string,
  password: string,
  permit: string[] = [],
  timeoutMs = 2000,
): Promise<AllocateOutcome> {
  const client = udpClient(host, port, timeoutMs);
  try {
    return await allocateWith(client.ask, username, password, permit);
  } finally {
    client.close();
  }
}

async function allocateWith(
  ask: (packet: Buffer) => Promise<Answer>,
  username: string,
  password: string,
  permit: string[],
): Promise<AllocateOutcome> {
  const udp = Buffer.from([17, 0, 0, 0]);
  const challenge = await ask(request(types.allocateRequest, [[attributes.requestedTransport, udp]]));
  const realm = challenge.attributes.get(attributes.realm);
  const nonce = challenge.attributes.get(attributes.nonce);
  if (!realm || !nonce) return { ok: false, errorCode: errorCodeOf(challenge) };
  const key = createHash('md5').update(`${username}:${realm.toString('utf8')}:${password}`).digest();
  const identity: Attribute[] = [
    [attributes.username, Buffer.from(username, 'utf8')],
    [attributes.realm, realm],
    [attributes.nonce, nonce],
  ];
  const answer = await ask(request(types.allocateRequest, [[attributes.requestedTransport, udp], ...identity], key));
  if (answer.type !== types.allocateSuccess) return { ok: false, errorCode: errorCodeOf(answer) };
  const relayed = answer.attributes.get(attributes.xorRelayedAddress);
  const permissions: Record<string, number> = {};
  for (const peer of permit) {
    const reply = await ask(request(types.createPermissionRequest, [[attributes.xorPeerAddress, xorPeerAddress(peer)], ...identity], key));
    permissions[peer] = reply.type === types.createPermissionSuccess ? 200 : errorCodeOf(reply);
  }
  return { ok: true, relayPort: relayed ? relayed.readUInt16BE(2) ^ (magicCookie >>> 16) : 0, permissions };
}
