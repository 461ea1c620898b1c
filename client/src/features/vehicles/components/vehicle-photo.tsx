import { Bus, Car, CarFront, Motorbike, Scooter, Truck, Van, type LucideIcon } from 'lucide-react';
import type { VehicleCategory } from '@fleetcare/shared';

const categoryIcons: Record<VehicleCategory, LucideIcon> = {
  car: Car,
  suv: CarFront,
  pickup: Truck,
  van: Van,
  bus: Bus,
  truck: Truck,
  motorcycle: Motorbike,
  tricycle: Scooter,
  other: CarFront,
};

const sizes = {
  sm: 'size-20 rounded-xl',
  lg: 'size-24 rounded-2xl sm:size-32',
} as const;

/**
 * The vehicle's photo, or its category's icon when it has none. The box has a fixed size, so the page does not
 * move when the picture arrives; the picture is decorative (the vehicle's name is next to it) unless `alt` is given.
 */
export function VehiclePhoto({
  photoUrl,
  category,
  size = 'sm',
  alt = '',
}: {
  photoUrl: string | null;
  category: VehicleCategory;
  size?: keyof typeof sizes;
  alt?: string;
}) {
  const Icon = categoryIcons[category];
  return (
    <span className={`flex shrink-0 items-center justify-center overflow-hidden bg-brand-50 ${sizes[size]}`}>
      {photoUrl ? (
        <img src={photoUrl} alt={alt} loading="lazy" decoding="async" className="size-full object-cover" />
      ) : (
        <Icon className="size-1/2 text-brand-700" aria-hidden />
      )}
    </span>
  );
}
