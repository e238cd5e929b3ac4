import { useEffect, useRef, useState } from 'react';
import type { SystemContext } from '@chakra-ui/react';
import { initialsOf } from '@acolhe/shared/names';
import { elementStyles, slotStyles, type ResolvedStyle } from './recipe-styles.ts';
import { ResolvedClasses } from './resolved-classes.tsx';

type AvatarSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl';

interface PersonAvatarProps {
  name: string;
  photoUrl?: string | null;
  size?: AvatarSize;
  /** Only where the picture itself is the subject (the photo settings); beside a name it is decoration. */
  alt?: string;
}

/** Chakra's teal avatar of that size, as `Avatar.Root` and `Avatar.Fallback` draw it, and the photo over it. */
function avatarStyles(size: AvatarSize) {
  const props = { size, colorPalette: 'teal' };
  return (system: SystemContext): Record<'root' | 'initials' | 'photo', ResolvedStyle> => ({
    root: slotStyles(system, 'avatar', 'root', props),
    initials: slotStyles(system, 'avatar', 'fallback', props),
    photo: elementStyles(system, {
      position: 'absolute',
      inset: '0',
      boxSize: 'full',
      objectFit: 'cover',
      borderRadius: 'var(--avatar-radius)',
    }),
  });
}

/** One styles function per size, made once: ResolvedClasses keeps what it resolves per function. */
const stylesBySize: Record<AvatarSize, ReturnType<typeof avatarStyles>> = {
  sm: avatarStyles('sm'),
  md: avatarStyles('md'),
  lg: avatarStyles('lg'),
  xl: avatarStyles('xl'),
  '2xl': avatarStyles('2xl'),
};

/**
 * A person's photo over their initials ('RF' for 'Rafael Alves Fernandes'), which show while it loads, when
 * there is none or when it fails. Plain markup in the styles of Chakra's avatar: its `Avatar.Image` stays
 * hidden until the app has started and seen it load, so a page sent as HTML showed initials, then swapped
 * in the faces; and each avatar ran a state machine of its own while the app adopted a page of a dozen.
 * The initials are hidden from screen readers: the name is always written beside them.
 */
export function PersonAvatar({ name, photoUrl, size = 'md', alt = '' }: PersonAvatarProps) {
  return (
    <ResolvedClasses styles={stylesBySize[size]}>
      {(classes) => (
        <div className={classes.root}>
          <span className={classes.initials} aria-hidden="true">
            {initialsOf(name)}
          </span>
          {photoUrl && (
            <PhotoOverInitials key={photoUrl} src={photoUrl} alt={alt} className={classes.photo} />
          )}
        </div>
      )}
    </ResolvedClasses>
  );
}

function PhotoOverInitials({ src, alt, className }: { src: string; alt: string; className: string }) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  // A photo that failed before the app adopted the page fired its error event to no one.
  useEffect(() => {
    const current = image.current;
    if (current?.complete && current.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return null;
  return (
    <img
      ref={image}
      src={src}
      alt={alt}
      onError={() => setFailed(true)}
      className={className}
      decoding="async"
    />
  );
}
