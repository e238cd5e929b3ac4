// The attacking client of bench/batch-attack.ts, in its own thread (loaded by it, not run by hand).
import { parentPort, workerData } from 'node:worker_threads';

const attackConnections = 4;

async function attack({ url, psychologists, size }: { url: string; psychologists: number[]; size: number }) {
  let running = true;
  parentPort?.once('message', () => (running = false));
  const counts = new Map<number, number>();
  const names = Array.from({ length: size }, () => 'directory.availableDates').join(',');
  let first = true;
  const loop = async (connection: number) => {
    let offset = connection * size;
    while (running) {
      const inputs = Object.fromEntries(
        Array.from({ length: size }, (_, call) => [call, { psychologistId: psychologists[(offset + call) % psychologists.length] }]),
      );
      offset += attackConnections * size;
      const response = await fetch(`${url}/trpc/${names}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`, {
        headers: { 'x-forwarded-for': '203.0.113.66' },
      });
      await response.arrayBuffer();
      counts.set(response.status, (counts.get(response.status) ?? 0) + 1);
      if (first) parentPort?.postMessage('started');
      first = false;
    }
  };
  await Promise.all(Array.from({ length: attackConnections }, (_, connection) => loop(connection)));
  parentPort?.postMessage(counts);
}

await attack(workerData as { url: string; psychologists: number[]; size: number });
