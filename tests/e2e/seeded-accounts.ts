// Accounts the end-to-end server starts with (written by tests/e2e/seed.ts before it starts).
// Registration always verifies the phone, so an account with an unverified phone (one imported
// from the old system) can only come from here; the others save the account specs an SMS and a
// proof of work each. Every account is used by one test only.

export interface SeededAccount {
  username: string;
  password: string;
  phoneNumber: string;
  phoneVerified: boolean;
  email: string | null;
}

export const SEEDED_PASSWORD = 'Seeded-pass1!';

/** The quietGuests account's one guest. */
export const QUIET_GUEST_NAME = 'Quinn Quiet';

export const SEEDED_ACCOUNTS = {
  verifyPhone: {
    username: 'e2e_unverified_phone',
    password: SEEDED_PASSWORD,
    phoneNumber: '+15552100001',
    phoneVerified: false,
    email: null,
  },
  settingsPhone: {
    username: 'e2e_unverified_settings',
    password: SEEDED_PASSWORD,
    phoneNumber: '+15552100002',
    phoneVerified: false,
    email: null,
  },
  changePassword: {
    username: 'e2e_change_password',
    password: SEEDED_PASSWORD,
    phoneNumber: '+15552100003',
    phoneVerified: true,
    email: 'change@example.com',
  },
  scheduledDeletion: {
    username: 'e2e_scheduled_deletion',
    password: SEEDED_PASSWORD,
    phoneNumber: '+15552100004',
    phoneVerified: true,
    email: 'scheduled@example.com',
  },
  permanentDeletion: {
    username: 'e2e_permanent_deletion',
    password: SEEDED_PASSWORD,
    phoneNumber: '+15552100005',
    phoneVerified: true,
    email: 'permanent@example.com',
  },
  screenshots: {
    username: 'e2e_account_screens',
    password: SEEDED_PASSWORD,
    phoneNumber: '+15552100006',
    phoneVerified: true,
    email: null,
  },
  /** Has a guest in Limbo added 20 days before the server started, with no journal entry. */
  quietGuests: {
    username: 'e2e_quiet_guests',
    password: SEEDED_PASSWORD,
    phoneNumber: '+15552100010',
    phoneVerified: true,
    email: null,
  },
  notificationsUnverified: {
    username: 'e2e_notifications_unverified',
    password: SEEDED_PASSWORD,
    phoneNumber: '+15552100009',
    phoneVerified: false,
    email: null,
  },
} satisfies Record<string, SeededAccount>;
