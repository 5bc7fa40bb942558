/**
 * Permission codes: routes declare them, the seed grants them, the client hides controls by them.
 * One constant per code so that a rename breaks the build on both sides, never a silent mismatch.
 */
export const Permission = {
  userList: 'system:user:list',
} as const;
export type PermissionCode = (typeof Permission)[keyof typeof Permission];
