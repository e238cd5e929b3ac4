import type { RouterOutputs } from '../../../lib/trpc.ts';

export type SettingsOverview = RouterOutputs['admin']['settings']['get'];
export type PlatformFacts = SettingsOverview['facts'];
