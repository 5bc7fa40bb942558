// Free of zod: the header's bell reads these on every signed-in page, and must not load the schema library.

/**
 * The kinds of system messages a user may choose to receive: news of one's own demand orders (quoted,
 * re-priced, agreed, refused, completed, closed), newly submitted demand orders, and price applications.
 */
export const SYSTEM_MESSAGE_KINDS = ['demandProgress', 'demandSubmitted', 'priceApplication'] as const;
export type SystemMessageKind = (typeof SYSTEM_MESSAGE_KINDS)[number];

/**
 * The kinds sent only to staff who handle orders (who hold the demand-manage permission): nobody else is
 * offered them.
 */
export const ORDER_STAFF_MESSAGE_KINDS: readonly SystemMessageKind[] = [
  'demandSubmitted',
  'priceApplication',
];

/** What a user receives before choosing (the shape of notificationSettingsSchema). */
export const DEFAULT_NOTIFICATION_SETTINGS: {
  desktopUrgent: boolean;
  systemMessageKinds: SystemMessageKind[];
} = {
  desktopUrgent: true,
  systemMessageKinds: [...SYSTEM_MESSAGE_KINDS],
};
