// The user module's queries, one file per subject; other modules import them from here.
export * from './account-queries';
export * from './membership-queries';
export * from './profile-queries';
