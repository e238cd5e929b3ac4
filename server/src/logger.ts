/** What a request log line says of the request: the query string is left out, it may carry search terms or tRPC inputs. */
interface LoggedRequest {
  method: string;
  url: string;
  host: string;
  ip: string;
  socket?: { remotePort?: number };
}

function requestSummary(req: LoggedRequest) {
  return {
    method: req.method,
    // For /trpc this is the procedure names, never their input.
    path: req.url.split('?')[0],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Pino options: JSON lines (stdout unless a stream is given), and the places a secret could appear are redacted. */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: requestSummary },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
        '*.token',
      ],
      censor: '[oculto]',
    },
  };
}
