export function buildServer(): Promise<string>;
