import { generateSecret, generateURI, verify } from 'otplib';

const issuer = 'Acolhe';
// A code typed in the last seconds of its 30-second step still counts (clock drift, typing time).
const toleranceSeconds = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUriOf(secret: string, accountName: string): string {
  return generateURI({ issuer, label: accountName, secret });
}

/** The QR code library (and its PNG encoder) loads with the first set-up, not at every start. */
export async function qrCodeDataUrlOf(uri: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(uri, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
}

/**
 * The time step the code belongs to when it is right at `now`, or null. Steps up to `afterTimeStep` are
 * refused, so a code seen once (over a shoulder, in a log) cannot be used again.
 */
export async function acceptedTimeStep(
  secret: string,
  code: string,
  now: Date,
  afterTimeStep: number | null,
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: toleranceSeconds,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
