import type { RegistrationStep, TechnicianStatus } from './technician.constants.ts';

/**
 * What a technician may change in each status of the application, in one table:
 * - `edit`: saved as it is;
 * - `review`: saved, and an admin looks at it again (changesUnderReview) while the approved technician keeps
 *   working;
 * - `locked`: refused with 409 TECHNICIAN_STATUS_CONFLICT, nothing changed.
 *
 * Before submitting (incomplete), when changes were asked for, and after a rejection (preparing to apply again)
 * everything is open but the availability switch. While an admin has the application (pending, in review) nothing
 * changes under them. An approved technician keeps their personal details, languages and working hours up to date
 * freely; skills, service area, identity and papers are what customers are matched and vetted on, so a change goes
 * to review; references belong to the application that was vetted. A suspended or deactivated technician keeps only
 * their personal details (name and phone) current.
 */
export type EditTarget =
  | 'personal'
  | 'skills'
  | 'languages'
  | 'serviceArea'
  | 'availability'
  | 'identity'
  | 'credentials'
  | 'references'
  | 'onDuty';

export type EditOutcome = 'edit' | 'review' | 'locked';

const open: Record<EditTarget, EditOutcome> = {
  personal: 'edit',
  skills: 'edit',
  languages: 'edit',
  serviceArea: 'edit',
  availability: 'edit',
  identity: 'edit',
  credentials: 'edit',
  references: 'edit',
  onDuty: 'locked',
};

const closed: Record<EditTarget, EditOutcome> = {
  personal: 'locked',
  skills: 'locked',
  languages: 'locked',
  serviceArea: 'locked',
  availability: 'locked',
  identity: 'locked',
  credentials: 'locked',
  references: 'locked',
  onDuty: 'locked',
};

const stopped: Record<EditTarget, EditOutcome> = { ...closed, personal: 'edit' };

export const editRules: Record<TechnicianStatus, Record<EditTarget, EditOutcome>> = {
  incomplete: open,
  'changes-requested': open,
  rejected: open,
  pending: closed,
  'in-review': closed,
  approved: {
    personal: 'edit',
    skills: 'review',
    languages: 'edit',
    serviceArea: 'review',
    availability: 'edit',
    identity: 'review',
    credentials: 'review',
    references: 'locked',
    onDuty: 'edit',
  },
  suspended: stopped,
  deactivated: stopped,
};

/** The registration step each section of update-technician-info saves. */
export const stepOfSection = {
  personal: 'personal',
  skills: 'skills',
  languages: 'languages',
  serviceArea: 'service-area',
  availability: 'availability',
  identity: 'identity',
} as const satisfies Partial<Record<EditTarget, RegistrationStep>>;

/**
 * The section a registration step changes. The payout step (the wallet's bank accounts) and the review follow the
 * rule of the application as a whole, as working hours do: open before submitting and once approved, closed while
 * FleetCare reviews it and while the technician is suspended or deactivated.
 */
const targetOfStep: Record<RegistrationStep, EditTarget> = {
  personal: 'personal',
  skills: 'skills',
  languages: 'languages',
  'service-area': 'serviceArea',
  availability: 'availability',
  identity: 'identity',
  credentials: 'credentials',
  references: 'references',
  payout: 'availability',
  review: 'availability',
};

/** What changing a step's section does in `status`. */
export function stepEditOutcome(status: TechnicianStatus, step: RegistrationStep): EditOutcome {
  return editRules[status][targetOfStep[step]];
}
