import { createHash } from 'node:crypto';
import { avatarContentType, avatarSide } from '../modules/photos/avatar-image.ts';
import type { Gender } from './people.ts';

/**
 * Lorelei by Lisa Wischofsky (CC0 1.0), drawn by DiceBear. The features are a curated subset: hair that
 * reads as the person's gender, open eyes and friendly mouths (no winks, tongues or frowns on a profile).
 */
const features = {
  female: {
    hair: ['13', '14', '15', '16', '17', '18', '19', '23', '24', '26', '29', '31', '32', '35', '37', '40', '41', '45', '46', '48'],
    beardProbability: 0,
    earringsProbability: 30,
  },
  male: {
    hair: ['02', '03', '04', '05', '07', '08', '12', '20', '28', '39', '43', '47'],
    beardProbability: 30,
    earringsProbability: 0,
  },
} as const;
const eyes = ['02', '04', '05', '06', '07', '09', '10', '11', '12', '14', '17', '20', '21', '23', '24'] as const;
const eyebrows = ['01', '02', '03', '05', '07', '09', '10', '11', '12'] as const;
const mouths = ['happy01', 'happy02', 'happy03', 'happy04', 'happy05', 'happy06', 'happy14'] as const;
const skinColors = ['f5d7c4', 'eac2a2', 'd6a47c', 'b9825a', '8d5a3b', '6b4129'];
const hairColors = ['2c1b12', '4a2f1d', '6b4226', '1a1a1a', '8c5a2b', 'b38b59', '9e9e9e'];
const backgroundColors = ['c9e9e4', 'd7e8f5', 'f3e3cf', 'e4dcf2', 'dcefd9', 'f5dada'];

/** 'variant07' from '07', keeping the literal type DiceBear's options ask for. */
const variants = <Digits extends string>(numbers: readonly Digits[]) => numbers.map((number) => `variant${number}` as const);

export interface SeededPhoto {
  hash: string;
  contentType: string;
  bytes: Buffer;
}

// DiceBear and libvips load only when the demo data is written, not on every server start.
async function loadRenderer() {
  const [{ createAvatar }, { lorelei }, { default: sharp }] = await Promise.all([
    import('@dicebear/core'),
    import('@dicebear/collection'),
    import('sharp'),
  ]);
  return { createAvatar, lorelei, sharp };
}

/** One illustrated face per seed, the same on every run, stored like an uploaded photo (square WebP). */
export async function renderAvatars(people: readonly { seed: string; gender: Gender }[]): Promise<SeededPhoto[]> {
  const { createAvatar, lorelei, sharp } = await loadRenderer();
  return Promise.all(
    people.map(async ({ seed, gender }) => {
      const svg = createAvatar(lorelei, {
        seed,
        size: avatarSide,
        hair: variants(features[gender].hair),
        beardProbability: features[gender].beardProbability,
        earringsProbability: features[gender].earringsProbability,
        eyes: variants(eyes),
        eyebrows: variants(eyebrows),
        mouth: [...mouths],
        glassesProbability: 15,
        frecklesProbability: 10,
        hairAccessoriesProbability: 0,
        skinColor: skinColors,
        hairColor: hairColors,
        backgroundColor: backgroundColors,
      }).toString();
      const bytes = await sharp(Buffer.from(svg)).webp({ quality: 82, effort: 2 }).toBuffer();
      return { hash: createHash('sha256').update(bytes).digest('hex'), contentType: avatarContentType, bytes };
    }),
  );
}
