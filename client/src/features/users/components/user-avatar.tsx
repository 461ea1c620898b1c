import { useState } from 'react';
import type { UserDto } from '@fleetcare/shared';

const sizes = { sm: 'size-9 text-sm', md: 'size-12 text-base', lg: 'size-20 text-2xl' } as const;

/** The user's picture, or their initials on the brand colour when there is none. */
export function UserAvatar({
  user,
  size = 'sm',
  src,
}: {
  user: Pick<UserDto, 'avatar' | 'initials'>;
  size?: keyof typeof sizes;
  /** A preview to show instead of the stored picture. */
  src?: string | null;
}) {
  const image = src ?? user.avatar;
  // A stored copy of the user may hold an expired signed link: fall back to the initials.
  const [failed, setFailed] = useState<string | null>(null);
  if (image && failed !== image) {
    return (
      <img
        src={image}
        alt=""
        onError={() => setFailed(image)}
        className={`${sizes[size]} shrink-0 rounded-full object-cover`}
      />
    );
  }
  // The initials are the picture's stand-in, drawn rather than written: a control that shows the avatar is named by
  // its words alone (a button's name holds all the text it shows).
  return (
    <span
      aria-hidden
      data-initials={user.initials}
      className={`${sizes[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white before:content-[attr(data-initials)]`}
    />
  );
}
