import { Avatar } from '@chakra-ui/react';
import { initialsOf } from '@acolhe/shared/names';

interface PersonAvatarProps {
  name: string;
  photoUrl?: string | null;
  size?: Avatar.RootProps['size'];
  /** Only where the picture itself is the subject (the photo settings); beside a name it is decoration. */
  alt?: string;
}

/** A person's photo, or their initials ('RF' for 'Rafael Alves Fernandes') until it loads or when there is none. */
export function PersonAvatar({ name, photoUrl, size, alt = '' }: PersonAvatarProps) {
  return (
    <Avatar.Root size={size} colorPalette="teal">
      <Avatar.Fallback>{initialsOf(name)}</Avatar.Fallback>
      {photoUrl && <Avatar.Image src={photoUrl} alt={alt} />}
    </Avatar.Root>
  );
}
