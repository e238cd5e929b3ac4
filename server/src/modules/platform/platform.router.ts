import { zoneOffsetsAround } from '@acolhe/shared/zone-offsets';
import { router } from '../../trpc/init.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { readSettings } from '../platform-settings/platform-settings.ts';

/** Public facts about the platform, for anyone. */
export const platformRouter = router({
  /**
   * What every screen needs before it can show a date: the platform time zone (TIME_ZONE), and its
   * offsets around today so the browser need not load its own zone rules (zone-offsets.ts).
   */
  info: publicProcedure.query(({ ctx }) => ({
    timeZone: ctx.config.timeZone,
    offsets: zoneOffsetsAround(ctx.config.timeZone, ctx.now().getTime()),
  })),
  /** The platform's contacts; the privacy policy names the data protection officer (LGPD art. 41). */
  contacts: publicProcedure.query(({ ctx }) => readSettings(ctx.db, ['platformName', 'supportEmail', 'dpoName', 'dpoEmail'])),
});
