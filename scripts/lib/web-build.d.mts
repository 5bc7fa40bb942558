export const root: string;
export function webBuildIsStale(): boolean;
export function ensureWebBuild(options?: { force?: boolean }): boolean;
