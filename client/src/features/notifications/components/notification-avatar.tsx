import { Bell } from 'lucide-react';
import { useState } from 'react';
import type { NotificationDto } from '@fleetcare/shared';

const sizes = { sm: 'size-10 text-sm', lg: 'size-16 text-xl' } as const;

/** A person's picture, or their initials on the brand colour when there is none (or its signed link expired). */
export function PersonAvatar({
  src,
  initials,
  size = 'sm',
}: {
  src: string | null;
  initials: string;
  size?: keyof typeof sizes;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt=""
        width={size === 'sm' ? 40 : 64}
        height={size === 'sm' ? 40 : 64}
        onError={() => setFailed(src)}
        className={`${sizes[size]} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={`${sizes[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white`}
    >
      {initials}
    </span>
  );
}

/** The picture beside a notification: the customer (job offer), the technician (available), else a bell. */
export function NotificationAvatar({ notification }: { notification: NotificationDto }) {
  if (notification.kind === 'job') return <PersonAvatar src={notification.avatar} initials={notification.initials} />;
  if (notification.kind === 'available-inspector') {
    return <PersonAvatar src={notification.meta.avatar} initials={notification.meta.initials} />;
  }
  return (
    <span
      aria-hidden
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800"
    >
      <Bell className="size-5" />
    </span>
  );
}
