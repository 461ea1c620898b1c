/**
 * A maintenance request's vocabulary: statuses, time windows and limits. A customer describes what is wrong and
 * where the vehicle is; the nearest qualified technicians are asked to quote; the customer books one and pays into
 * escrow. The server checks with these and the client draws its forms from them.
 */

/**
 * Where a request stands. Before booking: draft → open (submitted: technicians are being asked) → quoted (at least
 * one live quotation) → booked (paid into escrow with one technician); open or quoted → expired (nobody booked before
 * the appointment or within the expiry window); draft, open or quoted → canceled by the customer (free).
 *
 * The job after booking, each step the technician's: booked → en-route → arrived → in-progress → work-done; then
 * completed (the customer confirms, or 72 hours pass) or disputed (the customer says what is wrong; an admin
 * resolves it: completed, or canceled with a full refund). A technician who cancels after booking leaves the request
 * technician-canceled (everything refunded), which the customer re-opens (open again) or cancels. The customer or
 * an admin cancels a booked job by the cancellation rules (`cancellationTerms`).
 */
export const maintenanceStatuses = [
  'draft',
  'open',
  'quoted',
  'booked',
  'en-route',
  'arrived',
  'in-progress',
  'work-done',
  'disputed',
  'completed',
  'technician-canceled',
  'expired',
  'canceled',
] as const;
export type MaintenanceStatus = (typeof maintenanceStatuses)[number];

/** Statuses in which technicians are asked and may quote. */
export const maintenanceDispatchingStatuses: readonly MaintenanceStatus[] = ['open', 'quoted'];

/** Statuses of a booked job under way: its money is in escrow and its technician is committed to it. */
export const maintenanceJobStatuses: readonly MaintenanceStatus[] = [
  'booked',
  'en-route',
  'arrived',
  'in-progress',
  'work-done',
  'disputed',
];

/** Statuses after which the request takes no quotation or booking any more. */
export const maintenanceClosedStatuses: readonly MaintenanceStatus[] = [
  ...maintenanceJobStatuses,
  'completed',
  'technician-canceled',
  'expired',
  'canceled',
];

/**
 * The time of day a customer would like the technician, on the preferred date, in the place's time zone. Each is
 * a span of local clock times (`HH:mm`, end exclusive).
 */
export const maintenanceTimeWindows = {
  morning: { from: '08:00', to: '12:00' },
  afternoon: { from: '12:00', to: '16:00' },
  evening: { from: '16:00', to: '20:00' },
} as const;
export type MaintenanceTimeWindow = keyof typeof maintenanceTimeWindows;
export const maintenanceTimeWindowNames = Object.keys(maintenanceTimeWindows) as MaintenanceTimeWindow[];

/** Kinds of file a request carries: photos of the problem, or one short video. */
export const maintenanceMediaKinds = ['photo', 'video'] as const;
export type MaintenanceMediaKind = (typeof maintenanceMediaKinds)[number];

export const MAINTENANCE_LIMITS = {
  servicesMin: 1,
  servicesMax: 8,
  descriptionMin: 10,
  descriptionMax: 2000,
  photosMax: 6,
  videosMax: 1,
  /** Photos are compressed on the phone first; this is what the server still accepts. */
  photoMaxBytes: 5 * 1024 * 1024,
  videoMaxBytes: 20 * 1024 * 1024,
  /** How far ahead the preferred date may be. */
  bookAheadDaysMax: 60,
  /** A submitted request nobody booked expires this long after submission (or when its appointment has passed). */
  expiryHours: 72,
  cancelReasonMax: 500,
} as const;

/**
 * Dispatch: who is asked to quote. The nearest `batchSize` qualified technicians are asked on submission; while
 * fewer than `minQuotes` quotations have arrived `widenAfterMinutes` after the last round, the next batch is asked,
 * reaching out to `maxRadiusKm` at most (a technician's own service radius must reach the vehicle too).
 */
export const DISPATCH = {
  batchSize: 5,
  minQuotes: 3,
  widenAfterMinutes: 15,
  maxRadiusKm: 50,
} as const;
