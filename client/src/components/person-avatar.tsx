import { Avatar, chakra } from '@chakra-ui/react';
import { initialsOf } from '@acolhe/shared/names';

interface PersonAvatarProps {
  name: string;
  photoUrl?: string | null;
  size?: Avatar.RootProps['size'];
  /** Only where the picture itself is the subject (the photo settings); beside a name it is decoration. */
  alt?: string;
}

/**
 * A person's photo over their initials ('RF' for 'Rafael Alves Fernandes'), which show while it loads or
 * when there is none. A plain image rather than `Avatar.Image`: that one stays hidden until the app has
 * started and seen it load, so a page sent as HTML showed initials, then swapped in the faces.
 */
export function PersonAvatar({ name, photoUrl, size, alt = '' }: PersonAvatarProps) {
  return (
    <Avatar.Root size={size} colorPalette="teal">
      <Avatar.Fallback>{initialsOf(name)}</Avatar.Fallback>
      {photoUrl && (
        <chakra.img
          src={photoUrl}
          alt={alt}
          position="absolute"
          inset="0"
          boxSize="full"
          objectFit="cover"
          borderRadius="var(--avatar-radius)"
          decoding="async"
        />
      )}
    </Avatar.Root>
  );
}
