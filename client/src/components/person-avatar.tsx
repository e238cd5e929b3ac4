import { useEffect, useRef, useState } from 'react';
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
 * A person's photo over their initials ('RF' for 'Rafael Alves Fernandes'), which show while it loads, when
 * there is none or when it fails. A plain image rather than `Avatar.Image`: that one stays hidden until the
 * app has started and seen it load, so a page sent as HTML showed initials, then swapped in the faces.
 * The initials are hidden from screen readers: the name is always written beside them.
 */
export function PersonAvatar({ name, photoUrl, size, alt = '' }: PersonAvatarProps) {
  return (
    <Avatar.Root size={size} colorPalette="teal">
      <Avatar.Fallback aria-hidden="true">{initialsOf(name)}</Avatar.Fallback>
      {photoUrl && <PhotoOverInitials key={photoUrl} src={photoUrl} alt={alt} />}
    </Avatar.Root>
  );
}

function PhotoOverInitials({ src, alt }: { src: string; alt: string }) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  // A photo that failed before the app adopted the page fired its error event to no one.
  useEffect(() => {
    const current = image.current;
    if (current?.complete && current.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) return null;
  return (
    <chakra.img
      ref={image}
      src={src}
      alt={alt}
      onError={() => setFailed(true)}
      position="absolute"
      inset="0"
      boxSize="full"
      objectFit="cover"
      borderRadius="var(--avatar-radius)"
      decoding="async"
    />
  );
}
