/**
 * A customer's spare-part request: its statuses, its process as data, what the customer may change in each status,
 * and the limits of its fields. The server checks with these; the client will draw its screens from them.
 */

/**
 * Where a request stands: a draft the customer fills in → open (submitted: invited suppliers quote) → quoted (the
 * first quotation came) → paid (one quotation paid into escrow) → dispatched → delivered → completed (the customer
 * confirmed; escrow released less the commission). An open or quoted request expires (its needed-by day passed, or
 * 14 days after submission) or is canceled by its customer.
 */
export const sparePartRequestStatuses = [
  'draft',
  'open',
  'quoted',
  'paid',
  'dispatched',
  'delivered',
  'completed',
  'expired',
  'canceled',
] as const;
export type SparePartRequestStatus = (typeof sparePartRequestStatuses)[number];

/** The statuses in which invited suppliers may still quote: submitted and not paid, expired or canceled. */
export const sparePartRequestQuotingStatuses: readonly SparePartRequestStatus[] = ['open', 'quoted'];

export type SparePartRequestActor = 'customer' | 'supplier' | 'system' | 'admin';

export interface SparePartRequestTransition {
  from: readonly SparePartRequestStatus[];
  to: SparePartRequestStatus;
  actors: readonly SparePartRequestActor[];
}

/**
 * The spare-part request's process, as data: each step names the statuses it leaves, the one it enters and who
 * takes it. Every change of status goes through it (a step it does not allow is a 409 naming the current status,
 * and nothing changes); sweeps take the same steps.
 */
export const sparePartRequestTransitions = {
  /** The customer sends a complete draft: the matching approved suppliers are invited to quote. */
  submit: { from: ['draft'], to: 'open', actors: ['customer'] },
  /** The first quotation of an invited supplier arrived. */
  'receive-quotation': { from: ['open'], to: 'quoted', actors: ['system'] },
  /** The customer paid one quotation into escrow. */
  pay: { from: ['open', 'quoted'], to: 'paid', actors: ['customer'] },
  /** The paid supplier sent the parts on their way. */
  dispatch: { from: ['paid'], to: 'dispatched', actors: ['supplier'] },
  /** The paid supplier handed the parts over. */
  deliver: { from: ['dispatched'], to: 'delivered', actors: ['supplier'] },
  /** The customer confirms the delivery: escrow is released to the supplier less the commission. */
  confirm: { from: ['delivered'], to: 'completed', actors: ['customer'] },
  /**
   * Nobody confirmed 72 hours (SPARE_PART_ORDER_RULES.autoCompleteHours) after the delivery: completed by the sweep,
   * the escrow released as on a confirmation.
   */
  'auto-complete': { from: ['delivered'], to: 'completed', actors: ['system'] },
  /** Nobody was paid before the needed-by day passed or 14 days after submission. */
  expire: { from: ['open', 'quoted'], to: 'expired', actors: ['system'] },
  /** The customer calls a submitted request off before paying: free, nothing is held. */
  cancel: { from: ['open', 'quoted'], to: 'canceled', actors: ['customer'] },
  /**
   * The customer (or an admin, with a reason) calls a paid request off before dispatch: the whole escrow goes back to
   * the customer's wallet, nothing to the supplier.
   */
  'cancel-paid': { from: ['paid'], to: 'canceled', actors: ['customer', 'admin'] },
} as const satisfies Record<string, SparePartRequestTransition>;

export type SparePartRequestTransitionName = keyof typeof sparePartRequestTransitions;

export const sparePartRequestTransitionNames = Object.keys(
  sparePartRequestTransitions,
) as SparePartRequestTransitionName[];

/** Whether `name` may be taken from `status` by `actor`. */
export function canSparePartRequestTransition(
  name: SparePartRequestTransitionName,
  status: SparePartRequestStatus,
  actor: SparePartRequestActor,
): boolean {
  const transition: SparePartRequestTransition = sparePartRequestTransitions[name];
  return transition.actors.includes(actor) && transition.from.includes(status);
}

/**
 * What the customer may do to a request in each status without changing it: `edit` its details and items (and
 * their photos), `delete` it. Only a draft changes: once submitted, suppliers quote on exactly what was sent.
 */
export const sparePartRequestEditRules: Record<SparePartRequestStatus, { edit: boolean; delete: boolean }> = {
  draft: { edit: true, delete: true },
  open: { edit: false, delete: false },
  quoted: { edit: false, delete: false },
  paid: { edit: false, delete: false },
  dispatched: { edit: false, delete: false },
  delivered: { edit: false, delete: false },
  completed: { edit: false, delete: false },
  expired: { edit: false, delete: false },
  canceled: { edit: false, delete: false },
};

export const SPARE_PART_REQUEST_LIMITS = {
  /** Items in one request. */
  itemsMax: 20,
  quantityMin: 1,
  quantityMax: 99,
  partNameMin: 2,
  partNameMax: 120,
  partNumberMax: 60,
  itemNotesMax: 1000,
  vehicleDescriptionMin: 3,
  vehicleDescriptionMax: 200,
  /** Photos of the old part per item, and the bytes of each. */
  itemFilesMax: 4,
  itemFileBytesMax: 5 * 1024 * 1024,
  /** The longer side of a photo's thumbnail, px. */
  itemFileThumbnailPx: 320,
  /** Suppliers invited per request. */
  invitedSuppliersMax: 10,
  /** An open request expires this many days after submission, or when its needed-by day has passed. */
  expiryDays: 14,
  /** The farthest needed-by day, in days after today. */
  neededByDaysMax: 90,
} as const;

/** The order after payment: how long a delivery waits for the customer's confirmation, and the dispatch note. */
export const SPARE_PART_ORDER_RULES = {
  /** A delivered order nobody confirmed completes by itself this many hours after its delivery. */
  autoCompleteHours: 72,
  /** The platform's commission when nothing else is configured, in basis points (1000 = 10%). */
  defaultCommissionBps: 1000,
  /** The dispatch note (rider, phone, waybill), characters. */
  dispatchNoteMin: 3,
  dispatchNoteMax: 500,
} as const;

/** What a draft still lacks before it may be submitted; each names the field the form points at. */
export type SparePartRequestMissingItem = 'vehicle' | 'address' | 'neededBy' | 'items';
