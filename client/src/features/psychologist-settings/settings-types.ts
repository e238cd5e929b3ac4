import type { RouterOutputs } from '../../lib/trpc.ts';

type Settings = RouterOutputs['psychologistSettings'];
export type ProfileSettings = Settings['profile'];
export type Preferences = Settings['preferences'];
export type Payments = Settings['payments'];
