/** What the user asks of the open tabs. */
export type TabCommand =
  | { type: 'open'; path: string }
  | { type: 'close'; path: string }
  | { type: 'closeLeft'; path: string }
  | { type: 'closeRight'; path: string }
  | { type: 'closeOthers'; path: string };

export interface TabContext {
  /** The home tab: always first, never closed. */
  homePath: string;
  /**
   * Whether the home page shows inside the workspace. When it does not (the mall's home), its tab only
   * leads there and does not count as a page the workspace keeps.
   */
  homeInWorkspace: boolean;
  /** The page shown now. */
  activePath: string;
  /** Multi-tab workspace on; off keeps only the current page. */
  multipage: boolean;
}

/** Why a close was refused (the message key). */
export type TabRefusal = 'homeNotClosable' | 'lastPage';

export interface TabOutcome {
  /** The open tabs (page paths) in order. */
  paths: string[];
  refusal?: TabRefusal;
  /** The page to show next, when the shown page's tab was closed. */
  navigateTo?: string;
}

function withHome(paths: readonly string[], homePath: string): string[] {
  return paths.includes(homePath) ? [...paths] : [homePath, ...paths];
}

/**
 * The outcome of closing tabs, `current` becoming `paths`: refused when no page of the workspace would be
 * left; otherwise, when the shown page's tab was closed, `fallback` is shown instead.
 */
function keeping(
  current: readonly string[],
  paths: string[],
  context: TabContext,
  fallback: string,
): TabOutcome {
  if (!paths.some((path) => path !== context.homePath || context.homeInWorkspace)) {
    return { paths: [...current], refusal: 'lastPage' };
  }
  return paths.includes(context.activePath) ? { paths } : { paths, navigateTo: fallback };
}

/**
 * The tab rules:
 *  - opening a page opens a tab after the others, an open page's tab is reused; the home tab is first;
 *  - with multi-tab off only the current page is kept;
 *  - the home tab cannot be closed; the last page of the workspace cannot be closed (the home tab
 *    counts only when the home page shows in the workspace);
 *  - closing the shown tab shows its right neighbour, else its left one;
 *  - close left / right / others keep the home tab and the chosen tab, and show the chosen tab when the
 *    shown one was closed.
 */
export function applyTabCommand(
  current: readonly string[],
  command: TabCommand,
  context: TabContext,
): TabOutcome {
  const { homePath } = context;
  if (command.type === 'open') {
    if (!context.multipage) return { paths: [command.path] };
    const paths = withHome(current, homePath);
    return { paths: paths.includes(command.path) ? paths : [...paths, command.path] };
  }
  const index = current.indexOf(command.path);
  if (index < 0) return { paths: [...current] };
  switch (command.type) {
    case 'close': {
      if (command.path === homePath) return { paths: [...current], refusal: 'homeNotClosable' };
      const paths = current.filter((path) => path !== command.path);
      const neighbour = current[index + 1] ?? current[index - 1] ?? homePath;
      return keeping(current, paths, context, neighbour);
    }
    case 'closeLeft':
      return keeping(
        current,
        current.filter((path, at) => at >= index || path === homePath),
        context,
        command.path,
      );
    case 'closeRight':
      return keeping(
        current,
        current.filter((path, at) => at <= index || path === homePath),
        context,
        command.path,
      );
    case 'closeOthers':
      return keeping(
        current,
        current.filter((path) => path === command.path || path === homePath),
        context,
        command.path,
      );
  }
}
