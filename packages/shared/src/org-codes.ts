// Free of zod: the sign-in page reads these, and must not load the schema library for them.

/** What a department node is: a company at the top, departments under it, posts under those. */
export const OrgCategory = { company: 1, department: 2, post: 3 } as const;
export type OrgCategoryValue = (typeof OrgCategory)[keyof typeof OrgCategory];

/** How many departments the user has in the acting tenant: none, one, or several (then they must pick one). */
export const MultiDepart = { none: 0, one: 1, several: 2 } as const;
export type MultiDepartValue = (typeof MultiDepart)[keyof typeof MultiDepart];
