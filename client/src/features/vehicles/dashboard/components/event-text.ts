import { formatPlate, vehicleLabel, type CalendarEventDto, type VehicleCategory } from '@fleetcare/shared';
import type { TFunction } from 'i18next';

/**
 * What a calendar event is called: the check's item ("Engine oil"), the paper that expires ("Insurance expires")
 * or the maintenance appointment's services ("Maintenance: Oil change, Brake repair"), in the user's language (the
 * item and document names live in the fleet records' catalogue, the services' names come with the event).
 */
export function eventTitle(t: TFunction, event: CalendarEventDto): string {
  if (event.kind === 'maintenance') {
    const services = (event.appointment?.services ?? []).map((service) => service.name).join(', ');
    return services === ''
      ? t('dashboard:calendar.maintenance.titleNoServices')
      : t('dashboard:calendar.maintenance.title', { services });
  }
  if (event.kind === 'document-expiry') {
    const document = event.customName ?? t(`vehicle-records:documentTypes.${event.item}`, { defaultValue: event.item });
    return t('dashboard:calendar.documentExpires', { document });
  }
  return event.customName ?? t(`vehicle-records:items.${event.item}`, { defaultValue: event.item });
}

/** The event's vehicle, named by the one vehicle label helper, with its plate. */
export function eventVehicle(t: TFunction, event: CalendarEventDto): string {
  const label = vehicleLabel(event.vehicle, {
    categoryName: (category: VehicleCategory) => t(`vehicles:categories.${category}`),
    vehicleWord: t('vehicles:vehicleWord'),
  });
  return `${label} · ${formatPlate(event.vehicle.plateNumber)}`;
}

/**
 * Where an event leads: a maintenance appointment to its request (or the technician's job), anything else to its
 * vehicle's page, on the tab of the checks or of the papers.
 */
export function eventPath(event: CalendarEventDto): string {
  if (event.kind === 'maintenance' || event.actionPath.includes('?')) return event.actionPath;
  return `${event.actionPath}?tab=${event.kind === 'document-expiry' ? 'documents' : 'checks'}`;
}

/**
 * The event's state in words: for an appointment whether it is requested or booked (the technician's job) and its
 * time window, "Check soon" for a check whose last time is not known, else its due state.
 */
export function eventStateText(t: TFunction, event: CalendarEventDto): string {
  if (event.kind === 'maintenance') {
    const appointment = event.appointment;
    const window = appointment?.timeWindow
      ? t(`dashboard:calendar.maintenance.timeWindows.${appointment.timeWindow}`)
      : t('dashboard:calendar.maintenance.anyTime');
    const state = appointment?.role === 'technician' ? 'job' : (appointment?.status ?? event.item);
    return t(`dashboard:calendar.maintenance.${state}`, { window });
  }
  return event.dueUnknown ? t('vehicle-records:checks.checkSoon') : t(`dashboard:due.${event.dueState}`);
}
